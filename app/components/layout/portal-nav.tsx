import { NavLink } from "react-router";
import type { PortalCountKey, PortalSection } from "#app/config/portal-nav.ts";
import { cn } from "#app/lib/utils.ts";

/**
 * The portal's sections and links. NavLink marks the current screen with aria-current="page"; a screen
 * below a link (/recorded-lessons/4) keeps its link marked too, except Home (/student), matched exactly.
 */
export function PortalNav({
  sections,
  exactPaths = [],
  counts = {},
}: {
  sections: readonly PortalSection[];
  /** Links marked only on their own screen, not on the screens below them. */
  exactPaths?: readonly string[];
  /** Counts shown beside the links that name them (unread messages); 0 or absent shows none. */
  counts?: Partial<Record<PortalCountKey, number>>;
}) {
  return (
    <nav aria-label="Portal" className="flex flex-col gap-6 p-4">
      {sections.map((section) => (
        <div key={section.title}>
          <h2 className="px-3 pb-2 text-xs font-semibold tracking-wider text-slate-600">{section.title}</h2>
          <ul className="flex flex-col gap-1">
            {section.links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={exactPaths.includes(link.to)}
                  className={({ isActive }) =>
                    cn(
                      "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700",
                      isActive && "bg-brand-50 text-brand-800",
                    )
                  }
                >
                  <link.icon className="size-4 shrink-0" aria-hidden="true" />
                  {link.label}
                  {link.countKey && counts[link.countKey] ? (
                    <span className="ml-auto rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                      {counts[link.countKey]}
                      <span className="sr-only"> unread</span>
                    </span>
                  ) : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
