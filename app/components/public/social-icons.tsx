import { brand } from "#app/config/brand.ts";

/** Simple drawn marks for the social profiles (icon libraries no longer ship brand logos). */
function InstagramIcon({ className = "size-5" }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.5" cy="6.5" r="1.3" fill="currentColor" />
    </svg>
  );
}

function LinkedinIcon({ className = "size-5" }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <rect x="3" y="3" width="18" height="18" rx="3" fill="currentColor" />
      <path
        d="M7.5 10v7M7.5 7v.01M11 17v-7M11 13c0-2 1-3 2.5-3S16 11 16 13v4"
        stroke="#fff"
        strokeWidth="2"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}

const profiles = [
  { network: "Instagram", url: brand.instagramUrl, Icon: InstagramIcon },
  { network: "LinkedIn", url: brand.linkedinUrl, Icon: LinkedinIcon },
] as const;

/** Links to the brand's social profiles, as round icon buttons. */
export function SocialLinks() {
  const linkClass =
    "inline-flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-800 hover:bg-brand-100";
  return (
    <ul className="flex gap-3">
      {profiles.map(({ network, url, Icon }) => (
        <li key={network}>
          <a href={url} target="_blank" rel="noopener noreferrer" className={linkClass}>
            <Icon />
            <span className="sr-only">{`${brand.name} on ${network} (opens in a new tab)`}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
