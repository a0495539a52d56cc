import { FilePlus } from "lucide-react";
import { useRef, useState } from "react";
import { ListToolbar } from "#app/components/list-toolbar.tsx";
import { QueryState } from "#app/components/query-state.tsx";
import { deleteAfterConfirm } from "#app/components/save-feedback.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FilterSelect } from "#app/components/ui/input.tsx";
import { SkeletonList } from "#app/components/ui/skeleton.tsx";
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
  // A deleted resource's Delete button is gone with its row: focus goes back to Add Resource.
  const addButton = useRef<HTMLButtonElement>(null);

  const all = resources.data ?? [];
  const filtered = filterResources(all, { search, type, subject });
  const filtering = search.trim() !== "" || type !== "" || subject !== "";

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
        subject={{ value: subject, onChange: setSubject, options: subjectOptions(all) }}
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
        query={resources}
        loadingLabel="Loading resources"
        loading={<SkeletonList label="Loading resources" />}
      >
        <ResourcesList
          resources={filtered}
          empty={filtering ? NO_MATCH : EMPTY}
          canChange={canChange}
          onEdit={(resource) => setEditing({ resource })}
          onDelete={confirmDelete}
          deletingId={remove.isPending ? (remove.variables ?? null) : null}
        />
      </QueryState>

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
