import { Link } from "react-router";
import { useFamilyChildren } from "#app/features/students/api/get-family-children.ts";
import { paths } from "#shared/config/paths.ts";

/** The family's children as links to their pages (sessions and attendance, decision 024). */
export function ChildrenLinks() {
  const children = useFamilyChildren();
  if (!children.data?.length) return null;
  return (
    <nav aria-label="Your children">
      <ul className="flex flex-wrap gap-2">
        {children.data.map((child) => (
          <li key={child.id}>
            <Link
              to={paths.familyChild(child.id)}
              className="inline-flex items-center gap-1 rounded-full border border-slate-300 bg-white px-3 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50"
            >
              {child.label}
              <span className="text-slate-600">· {child.grade}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
