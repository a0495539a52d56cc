import { FilePlus } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { ListToolbar } from "#app/components/list-toolbar.tsx";
import { QueryState } from "#app/components/query-state.tsx";
import { deleteAfterConfirm } from "#app/components/save-feedback.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FilterSelect } from "#app/components/ui/input.tsx";
import { ShowMore } from "#app/components/ui/show-more.tsx";
import { SkeletonList } from "#app/components/ui/skeleton.tsx";
import { useDebouncedValue } from "#app/lib/use-debounced-value.ts";
import { RESOURCE_TYPES } from "#shared/schemas/catalog.ts";
import { RESOURCE_SUBJECTS } from "#shared/schemas/library-subjects.ts";
import type { Resource } from "#shared/schemas/resources.ts";
import { useDeleteResource } from "../api/delete-resource.ts";
import { useResourcePages } from "../api/get-resource-pages.ts";
import { RESOURCE_TYPE_LABELS } from "../lib/resource-views.ts";
import { ResourcesList } from "./resources-list.tsx";

const EMPTY = "No resources yet. Add a worksheet, slides or a link and it will appear here.";
const NO_MATCH = "No resources match your search criteria.";

/** The form dialog's state: closed, adding a resource, or editing one. */
type Editing = { resource: Resource | null } | null;

// The resource form (react-hook-form, the resource schema, zod and the file upload) loads when Add
// Resource or Edit is first pressed, not with the library (decision 055).
const ResourceFormDialog = lazy(() =>
  import("./resource-form-dialog.tsx").then((module) => ({ default: module.ResourceFormDialog })),
);

/**
 * The Resources page's body for tutors and admins [2§2.10]: search, type and subject filters, Add
 * Resource, and the shared library with Download / Open Link on every resource and Edit and Delete on
 * those the viewer may change. The library comes a page at a time, searched and filtered by the server,
 * with "Show more" for the next page (decision 039).
 */
export function ResourcesManager({ canChange }: { canChange: (resource: Resource) => boolean }) {
  const remove = useDeleteResource();
  const [search, setSearch] = useState("");
  const [type, setType] = useState("");
  const [subject, setSubject] = useState("");
  const [editing, setEditing] = useState<Editing>(null);
  // A deleted resource's Delete button is gone with its row: focus goes back to Add Resource.
  const addButton = useRef<HTMLButtonElement>(null);

  const filters = { search: useDebouncedValue(search), type, subject };
  const { query, resources } = useResourcePages("/api/resources", filters);
  const filtering = filters.search.trim() !== "" || type !== "" || subject !== "";

  const confirmDelete = (resource: Resource) =>
    deleteAfterConfirm(
      remove,
      resource.id,
      `Delete "${resource.title}"? Its file will be deleted too. This cannot be undone.`,
      { title: "Resource deleted", description: `"${resource.title}" has been deleted.` },
      () => addButton.current?.focus(),
    );

  return (
    <div className="grid gap-6">
      <ListToolbar
        filtersClassName="sm:grid-cols-[minmax(0,20rem)_minmax(0,12rem)_minmax(0,12rem)]"
        search={{
          label: "Search resources",
          placeholder: "Search resources...",
          value: search,
          onChange: setSearch,
        }}
        subject={{ value: subject, onChange: setSubject, options: RESOURCE_SUBJECTS }}
        filters={
          <FilterSelect
            label="Filter by type"
            value={type}
            onChange={setType}
            placeholder="All Types"
            values={RESOURCE_TYPES}
            optionLabel={(option) => RESOURCE_TYPE_LABELS[option]}
          />
        }
      >
        <Button ref={addButton} onClick={() => setEditing({ resource: null })}>
          <FilePlus aria-hidden="true" />
          Add Resource
        </Button>
      </ListToolbar>

      <QueryState
        query={query}
        loadingLabel="Loading resources"
        loading={<SkeletonList label="Loading resources" />}
      >
        <ResourcesList
          resources={resources}
          empty={filtering ? NO_MATCH : EMPTY}
          canChange={canChange}
          onEdit={(resource) => setEditing({ resource })}
          onDelete={confirmDelete}
          deletingId={remove.isPending ? (remove.variables ?? null) : null}
        />
        <ShowMore query={query} label="Show more resources" />
      </QueryState>

      {editing ? (
        <Suspense fallback={null}>
          <ResourceFormDialog
            key={editing.resource?.id ?? "new"}
            resource={editing.resource}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
