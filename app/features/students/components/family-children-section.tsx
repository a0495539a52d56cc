import { Pencil, Trash2, UserPlus } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { ReadState } from "#app/components/query-state.tsx";
import { deleteAfterConfirm } from "#app/components/save-feedback.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { paths } from "#shared/config/paths.ts";
import { subjectList } from "#shared/schemas/student-subjects.ts";
import type { FamilyChild } from "#shared/schemas/students.ts";
import { useDeleteFamilyChild } from "../api/delete-family-child.ts";
import { useFamilyChildren } from "../api/get-family-children.ts";

// The child's form (react-hook-form, the students' schema and zod) loads when Add Child or Edit is first
// pressed, not with /account (decision 055).
const FamilyChildFormDialog = lazy(() =>
  import("./family-child-form-dialog.tsx").then((module) => ({ default: module.FamilyChildFormDialog })),
);

/** The dialog on screen: adding (`null`), editing a child, or none. */
type Editing = { child: FamilyChild | null } | null;

/**
 * The family's children on /account (DECISIONS.md "Children of a family"): each with its label, year and
 * subjects, Add Child, Edit, and Remove after the browser's confirmation; with none yet, the way to add
 * the first.
 */
export function FamilyChildrenSection() {
  const query = useFamilyChildren();
  const children = query.data;
  const remove = useDeleteFamilyChild();
  const [editing, setEditing] = useState<Editing>(null);
  // The removed child's row (and its focused Remove button) goes with it: once the list no longer shows
  // the child, the keyboard continues from Add Child rather than from the top of the page.
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const [removedId, setRemovedId] = useState<number | null>(null);
  useEffect(() => {
    if (removedId === null || children?.some((child) => child.id === removedId)) return;
    addButtonRef.current?.focus();
    setRemovedId(null);
  }, [children, removedId]);

  const confirmRemove = (child: FamilyChild) =>
    deleteAfterConfirm(
      remove,
      child.id,
      `Remove ${child.label}? Their schedule will no longer show on your account.`,
      { title: "Child removed", description: `${child.label} has been removed.` },
      () => setRemovedId(child.id),
    );

  const addButton = (
    <Button ref={addButtonRef} onClick={() => setEditing({ child: null })}>
      <UserPlus aria-hidden="true" />
      Add Child
    </Button>
  );

  return (
    <div className="grid gap-4">
      <ReadState
        query={query}
        loadingLabel="Loading children"
        placeholders={
          <>
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </>
        }
      >
        {(listed) =>
          listed.length === 0 ? (
            <div className="grid justify-items-center gap-3 rounded-lg border border-dashed border-slate-300 p-6 text-center">
              <p className="font-medium text-slate-900">Add your first child to see their schedule</p>
              <p className="text-sm text-slate-600">
                With your child's year group, the portal shows the sessions, lessons and resources meant for
                them.
              </p>
              {addButton}
            </div>
          ) : (
            <ul aria-label="Your children" className="grid gap-3">
              {listed.map((child) => (
                <li
                  key={child.id}
                  className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-center"
                >
                  <div className="grid min-w-0 flex-1 gap-1">
                    <p className="flex flex-wrap items-center gap-2">
                      <Link
                        to={paths.familyChild(child.id)}
                        className="text-brand-700 underline-offset-4 hover:underline"
                      >
                        <span className="font-semibold">{child.label}</span>
                        <span className="sr-only">: sessions and attendance</span>
                      </Link>
                      <Badge>{child.grade}</Badge>
                    </p>
                    <p className="text-sm text-slate-600">
                      {subjectList(child.subjects).join(", ") || "No subjects chosen yet"}
                    </p>
                  </div>
                  <div className="flex gap-2">
                    <Button variant="outline" size="sm" onClick={() => setEditing({ child })}>
                      <Pencil aria-hidden="true" />
                      Edit<span className="sr-only"> {child.label}</span>
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={remove.isPending && remove.variables === child.id}
                      onClick={() => confirmRemove(child)}
                    >
                      <Trash2 aria-hidden="true" />
                      Remove<span className="sr-only"> {child.label}</span>
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </ReadState>
      {children && children.length > 0 ? <div>{addButton}</div> : null}
      {editing ? (
        <Suspense fallback={null}>
          <FamilyChildFormDialog child={editing.child} onClose={() => setEditing(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
