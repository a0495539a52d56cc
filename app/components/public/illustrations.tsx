/** Illustrations drawn for the public pages (inline SVG, decorative: hidden from assistive technology). */

const svgProps = { "aria-hidden": true, focusable: "false", className: "h-auto w-full" } as const;

/** A laptop showing a live group lesson: a teacher, a whiteboard and a grid of pupils. */
export function OnlineLessonIllustration() {
  const pupils = [
    ["#fde68a", "#92400e"],
    ["#bfdbfe", "#1e3a8a"],
    ["#fecaca", "#7f1d1d"],
    ["#bbf7d0", "#14532d"],
    ["#e9d5ff", "#581c87"],
    ["#fed7aa", "#7c2d12"],
  ] as const;
  return (
    <svg viewBox="0 0 400 300" {...svgProps}>
      <rect x="30" y="250" width="340" height="14" rx="7" fill="#cbd5e1" />
      <rect x="60" y="40" width="280" height="210" rx="12" fill="#1e3a8a" />
      <rect x="72" y="52" width="256" height="186" rx="6" fill="#f8fafc" />
      <rect x="84" y="64" width="150" height="96" rx="6" fill="#ffffff" stroke="#cbd5e1" />
      <text x="96" y="96" fontSize="18" fontFamily="sans-serif" fill="#1e40af">
        x² + 5x + 6
      </text>
      <text x="96" y="126" fontSize="18" fontFamily="sans-serif" fill="#0f766e">
        (x + 2)(x + 3)
      </text>
      <path d="M96 140h110" stroke="#f59e0b" strokeWidth="3" strokeLinecap="round" />
      <rect x="244" y="64" width="72" height="96" rx="6" fill="#dbeafe" />
      <circle cx="280" cy="98" r="16" fill="#92400e" />
      <path d="M252 160c4-24 16-34 28-34s24 10 28 34z" fill="#1e40af" />
      <circle cx="306" cy="74" r="5" fill="#dc2626" />
      {pupils.map(([background, figure], index) => {
        const x = 84 + (index % 6) * 39;
        return (
          <g key={background}>
            <rect x={x} y="172" width="34" height="54" rx="5" fill={background} />
            <circle cx={x + 17} cy="192" r="8" fill={figure} />
            <path d={`M${x + 5} 226c2-14 6-20 12-20s10 6 12 20z`} fill={figure} />
          </g>
        );
      })}
      <circle cx="352" cy="36" r="22" fill="#f59e0b" />
      <path d="M343 36l6 6 12-13" stroke="#fff" strokeWidth="4" fill="none" strokeLinecap="round" />
    </svg>
  );
}

/** A parent and child at a table with a tablet showing a lesson. */
export function FamilyIllustration() {
  return (
    <svg viewBox="0 0 400 300" {...svgProps}>
      <circle cx="200" cy="150" r="130" fill="#dbeafe" />
      <rect x="60" y="220" width="280" height="14" rx="7" fill="#92400e" />
      <circle cx="140" cy="110" r="26" fill="#7c2d12" />
      <path d="M94 220c4-50 22-76 46-76s42 26 46 76z" fill="#0f766e" />
      <circle cx="250" cy="140" r="20" fill="#78350f" />
      <path d="M216 220c3-36 16-54 34-54s31 18 34 54z" fill="#f59e0b" />
      <rect x="176" y="166" width="70" height="50" rx="6" fill="#1e3a8a" transform="rotate(-8 211 191)" />
      <rect x="182" y="172" width="58" height="38" rx="3" fill="#f8fafc" transform="rotate(-8 211 191)" />
      <circle cx="206" cy="188" r="7" fill="#1e40af" />
      <path d="M222 184h12M222 192h9" stroke="#94a3b8" strokeWidth="3" strokeLinecap="round" />
      <path d="M300 70l8 16 18 2-13 12 4 18-17-9-16 9 3-18-13-12 18-2z" fill="#f59e0b" />
    </svg>
  );
}

/** An office with a rising chart: staff benefits that pay back. */
export function WorkplaceIllustration() {
  return (
    <svg viewBox="0 0 400 300" {...svgProps}>
      <rect x="40" y="40" width="320" height="220" rx="16" fill="#eff6ff" />
      <rect x="70" y="90" width="110" height="150" rx="6" fill="#1e40af" />
      {[0, 1, 2, 3].map((row) =>
        [0, 1, 2].map((column) => (
          <rect
            key={`${row}-${column}`}
            x={84 + column * 30}
            y={104 + row * 32}
            width="20"
            height="20"
            rx="3"
            fill={(row + column) % 2 === 0 ? "#fde68a" : "#bfdbfe"}
          />
        )),
      )}
      <path
        d="M210 220l40-40 30 22 50-70"
        stroke="#0f766e"
        strokeWidth="8"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M318 126l14-6-2 16" stroke="#0f766e" strokeWidth="8" fill="none" strokeLinecap="round" />
      <circle cx="230" cy="96" r="14" fill="#78350f" />
      <path d="M208 150c2-22 10-32 22-32s20 10 22 32z" fill="#f59e0b" />
      <path d="M200 240h140" stroke="#94a3b8" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

/** A calendar page for things arriving soon. */
export function CalendarIllustration() {
  return (
    <svg viewBox="0 0 300 240" {...svgProps}>
      <rect x="50" y="40" width="200" height="170" rx="14" fill="#ffffff" stroke="#1e40af" strokeWidth="4" />
      <rect x="50" y="40" width="200" height="44" rx="14" fill="#1e40af" />
      <rect x="90" y="26" width="12" height="30" rx="6" fill="#1e3a8a" />
      <rect x="198" y="26" width="12" height="30" rx="6" fill="#1e3a8a" />
      {Array.from({ length: 15 }, (_, index) => (
        <rect
          key={index}
          x={70 + (index % 5) * 34}
          y={100 + Math.floor(index / 5) * 34}
          width="24"
          height="22"
          rx="4"
          fill={index === 7 ? "#f59e0b" : "#dbeafe"}
        />
      ))}
    </svg>
  );
}

/** A drawn portrait standing in for a photograph of a team member. */
export function PortraitIllustration({ variant = 0 }: { variant?: number }) {
  const palettes = [
    { background: "#dbeafe", skin: "#a16207", hair: "#1c1917", top: "#1e40af" },
    { background: "#fef3c7", skin: "#78350f", hair: "#292524", top: "#0f766e" },
    { background: "#dcfce7", skin: "#fcd34d", hair: "#92400e", top: "#7c2d12" },
  ] as const;
  const palette = palettes[variant % palettes.length]!;
  return (
    <svg viewBox="0 0 160 160" aria-hidden="true" focusable="false" className="size-full">
      <rect width="160" height="160" rx="80" fill={palette.background} />
      <path d="M36 160c4-40 22-58 44-58s40 18 44 58z" fill={palette.top} />
      <circle cx="80" cy="70" r="28" fill={palette.skin} />
      <path d="M52 66c0-20 12-32 28-32s28 12 28 32c-8-10-20-14-28-14s-20 4-28 14z" fill={palette.hair} />
    </svg>
  );
}
