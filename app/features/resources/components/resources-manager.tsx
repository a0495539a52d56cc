import { FilePlus, Search } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Input, NativeSelect } from "#app/components/ui/input.tsx";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import { RESOURCE_TYPES, type Resource } from "#shared/schemas/resources.ts";
import { useDeleteResource } from "../api/delete-resource.ts";
import { useResources } from "../api/get-resources.ts";
import { filterResources, RESOURCE_TYPE_LABELS, subjectOptions } from "../lib/resource-views.ts";
import { ResourceFormDialog } from "./resource-form-dialog.tsx";
import { ResourcesList } from "./resources-list.tsx";

const EMPTY = "No resources yet. Add a worksheet, slides or a link and it will appear here.";
const NO_MATCH = "No resources match your search criteria.";

/** The form dialog's state: closed, adding a resource, or editing one. */
type Editing = { resource: Resource | null } | null;

/**
 * The Resources page's body for tutors and admins [2§2.10]: search, type and subject filters, Add
 * Resource, and the shared library with Download / Open Link on every resource and Edit and Delete on
 * those the viewer may change.
 */
export function ResourcesManager({ canChange }: { canChange: (resource: Resource) => boolean }) {
  const resources = useResources();
  const remove = useDeleteResource();
  const [search, setSearch] = useState("");
  const [type, setType] = useState("");
  const [subject, setSubject] = useState("");
  const [editing, setEditing] = useState<Editing>(null);

  const all = resources.data ?? [];
  const filtered = filterResources(all, { search, type, subject });
  const filtering = search.trim() !== "" || type !== "" || subject !== "";

  const confirmDelete = (resource: Resource) => {
    if (!window.confirm(`Delete "${resource.title}"? Its file will be deleted too. This cannot be undone.`))
      return;
    remove.mutate(resource.id, {
      onSuccess: () =>
        toast({ title: "Resource deleted", description: `"${resource.title}" has been deleted.` }),
      onError: (error) => toast({ title: "Error", description: errorMessage(error), variant: "destructive" }),
    });
  };

  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <div className="grid gap-3 sm:grid-cols-[minmax(0,20rem)_minmax(0,12rem)_minmax(0,12rem)]">
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
              aria-hidden="true"
            />
            <Input
              type="search"
              aria-label="Search resources"
              placeholder="Search resources..."
              className="pl-9"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <NativeSelect
            aria-label="Filter by type"
            value={type}
            onChange={(event) => setType(event.target.value)}
          >
            <option value="">All Types</option>
            {RESOURCE_TYPES.map((option) => (
              <option key={option} value={option}>
                {RESOURCE_TYPE_LABELS[option]}
              </option>
            ))}
          </NativeSelect>
          <NativeSelect
            aria-label="Filter by subject"
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
          >
            <option value="">All Subjects</option>
            {subjectOptions(all).map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button onClick={() => setEditing({ resource: null })}>
          <FilePlus aria-hidden="true" />
          Add Resource
        </Button>
      </div>

      {resources.isPending ? (
        <div className="grid gap-3">
          <Spinner label="Loading resources" className="sr-only" />
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-28" />
          ))}
        </div>
      ) : resources.error ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-red-200 bg-red-50 p-4">
          <p role="alert" className="text-sm text-red-800">
            {errorMessage(resources.error)}
          </p>
          <Button variant="outline" size="sm" onClick={() => void resources.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <ResourcesList
          resources={filtered}
          empty={filtering ? NO_MATCH : EMPTY}
          canChange={canChange}
          onEdit={(resource) => setEditing({ resource })}
          onDelete={confirmDelete}
          deletingId={remove.isPending ? (remove.variables ?? null) : null}
        />
      )}

      {editing ? (
        <ResourceFormDialog
          key={editing.resource?.id ?? "new"}
          resource={editing.resource}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
