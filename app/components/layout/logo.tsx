import { brand } from "#app/config/brand.ts";

/** The product's mark, drawn here: an open book under a rising sun. */
function LogoMark({ className = "size-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <circle cx="16" cy="13" r="6" fill="#f59e0b" />
      <path d="M3 14c5-1 9 0 13 3 4-3 8-4 13-3v13c-5-1-9 0-13 3-4-3-8-4-13-3z" fill="#1e40af" />
      <path d="M16 17v13" stroke="#fff" strokeWidth="1.5" />
    </svg>
  );
}

/**
 * The mark and the brand's name. `compact` (the portal header, beside the user and Logout) shows only
 * the mark under 640 px, the name kept for screen readers, so a phone never cuts the name off.
 */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <span className="flex items-center gap-2 font-bold text-brand-800">
      <LogoMark />
      <span className={compact ? "sr-only text-lg sm:not-sr-only" : "text-lg"}>{brand.name}</span>
    </span>
  );
}
