import { Link } from "react-router";

/** A link of a public menu or list: its words and where it goes. */
export type LinkItem = { label: string; to: string };

/** Links as a list, each drawn with `linkClassName`. */
export function LinkList({
  links,
  className,
  linkClassName,
}: {
  links: readonly LinkItem[];
  className?: string;
  linkClassName: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.label}>
          <Link to={link.to} className={linkClassName}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
