import { EditDeleteButtons } from "#app/components/ui/edit-delete-buttons.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { ItemSummary } from "#app/components/ui/item-summary.tsx";
import { formatDate } from "#app/lib/format-date.ts";
import type { Resource } from "#shared/schemas/resources.ts";
import { formatSize } from "../lib/resource-views.ts";
import { ResourceActions } from "./resource-actions.tsx";
import { ResourceTypeBadge, ResourceTypeIcon } from "./resource-type-badge.tsx";

/**
 * Resources as cards: type, title, subject, year group, size, owner and date; Download for an uploaded
 * file (a plain link to it), Open Link for a link elsewhere (a new tab); Edit and Delete where allowed.
 */
export function ResourcesList({
  resources,
  empty,
  canChange,
  onEdit,
  onDelete,
  deletingId,
}: {
  resources: Resource[];
  empty: string;
  /** Whether the viewer may change this resource (an admin any, a tutor their own); none when absent. */
  canChange?: (resource: Resource) => boolean;
  onEdit?: (resource: Resource) => void;
  onDelete?: (resource: Resource) => void;
  deletingId?: number | null;
}) {
  if (resources.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <ul aria-label="Resources" className="grid gap-3">
      {resources.map((resource) => {
        const size = formatSize(resource.size);
        return (
          <li
            key={resource.id}
            className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm lg:grid-cols-[auto_1fr_auto] lg:items-center"
          >
            <ResourceTypeIcon type={resource.type} />
            <ItemSummary
              title={resource.title}
              badge={<ResourceTypeBadge type={resource.type} />}
              description={resource.description}
            >
              <p className="text-sm text-slate-700">
                {[resource.subject, resource.yearGroup ?? "All year groups", size]
                  .filter(Boolean)
                  .join(" · ")}
              </p>
              <p className="text-sm text-slate-600">
                Uploaded <time dateTime={resource.uploadedAt}>{formatDate(resource.uploadedAt)}</time>
                {resource.tutorName ? ` by ${resource.tutorName}` : ""}
              </p>
            </ItemSummary>
            <div className="flex flex-wrap gap-2 lg:justify-end">
              <ResourceActions resource={resource} />
              {canChange?.(resource) && onEdit && onDelete ? (
                <EditDeleteButtons
                  name={resource.title}
                  onEdit={() => onEdit(resource)}
                  onDelete={() => onDelete(resource)}
                  deleting={deletingId === resource.id}
                />
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
