import { UserPlus } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { paths } from "#shared/config/paths.ts";
import { useFamilyChildren } from "../api/get-family-children.ts";

/**
 * For a family with no children yet (DECISIONS.md "A family with no child is told what to do"): a child
 * must be added before sessions can be booked, what it sees until then (every group session), and the way
 * to add one on /account. On the parent and student dashboards and the schedule; nothing once the family
 * has a child.
 */
export function AddFirstChildNotice() {
  const { data: children } = useFamilyChildren();
  if (!children || children.length > 0) return null;
  return (
    <section
      aria-labelledby="add-first-child-title"
      className="flex flex-col gap-3 rounded-lg border border-brand-100 bg-brand-50 p-4 sm:flex-row sm:items-center"
    >
      <div className="min-w-0 flex-1">
        <h2 id="add-first-child-title" className="font-semibold text-slate-900">
          Add your first child to book sessions
        </h2>
        <p className="text-sm text-slate-700">
          Sessions are booked for a child, so add your child's first name and year group on Profile Settings
          before booking. Until then you see every group session.
        </p>
      </div>
      <Button asChild>
        <Link to={paths.account}>
          <UserPlus aria-hidden="true" />
          Add Child
        </Link>
      </Button>
    </section>
  );
}
