import { Eye } from "lucide-react";
import { useState } from "react";
import { QueryState } from "#app/components/query-state.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { DialogFooter, DialogHeading, ItemDialog } from "#app/components/ui/dialog.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { ShowMore } from "#app/components/ui/show-more.tsx";
import { StackedTable } from "#app/components/ui/stacked-table.tsx";
import { formatDate } from "#app/lib/format-date.ts";
import type { Resource } from "#shared/schemas/resources.ts";
import { useResourcePages } from "../api/get-resource-pages.ts";
import { formatSize } from "../lib/resource-views.ts";
import { ResourceActions } from "./resource-actions.tsx";
import { ResourceTypeBadge } from "./resource-type-badge.tsx";

/** The detail dialog [2§2.11]: description, uploaded, size, and Download / Open Link. */
function ResourceDetailDialog({ resource, onClose }: { resource: Resource | null; onClose: () => void }) {
  return (
    <ItemDialog item={resource} onClose={onClose}>
      {(shown) => (
        <>
          <DialogHeading
            className="pr-6"
            title={shown.title}
            description={[shown.subject, shown.yearGroup].filter(Boolean).join(" · ")}
          />
          <p className="whitespace-pre-line text-slate-700">
            {shown.description ?? "No description was given."}
          </p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-medium text-slate-800">Type</dt>
            <dd>
              <ResourceTypeBadge type={shown.type} />
            </dd>
            <dt className="font-medium text-slate-800">Uploaded</dt>
            <dd className="text-slate-700">
              <time dateTime={shown.uploadedAt}>{formatDate(shown.uploadedAt)}</time>
            </dd>
            <dt className="font-medium text-slate-800">Size</dt>
            <dd className="text-slate-700">{formatSize(shown.size) ?? "Not given"}</dd>
          </dl>
          <DialogFooter>
            <ResourceActions resource={shown} />
          </DialogFooter>
        </>
      )}
    </ItemDialog>
  );
}

/**
 * The student's Resources [2§2.11]: a table of Title, Type, Subject, Uploaded, Size and Actions (Details,
 * Download / Open Link; one card per resource on phones), Details opening the resource's dialog; a page at
 * a time with "Show more" (decision 039). `studentId`: the chosen child, whose year group's resources and
 * those of none are listed (decision 049); null for every resource, undefined while the choice loads.
 */
export function ResourcesTable({ studentId }: { studentId: number | null | undefined }) {
  const { query, resources } = useResourcePages(
    "/api/student/resources",
    studentId ? { studentId: String(studentId) } : {},
    { enabled: studentId !== undefined },
  );
  const [openId, setOpenId] = useState<number | null>(null);
  const open = resources.find((resource) => resource.id === openId) ?? null;
  return (
    <div className="grid gap-6">
      <QueryState query={query} loadingLabel="Loading resources">
        {resources.length === 0 ? (
          <EmptyState className="rounded-lg border border-dashed border-slate-300 bg-white py-12">
            No resources available yet. Please check back later.
          </EmptyState>
        ) : (
          <StackedTable
            caption="Learning resources, newest first"
            items={resources}
            rowKey={(resource) => resource.id}
            title={{ heading: "Title", render: (resource) => resource.title }}
            columns={[
              { heading: "Type", render: (resource) => <ResourceTypeBadge type={resource.type} /> },
              { heading: "Subject", render: (resource) => resource.subject },
              {
                heading: "Uploaded",
                render: (resource) => (
                  <time className="whitespace-nowrap" dateTime={resource.uploadedAt}>
                    {formatDate(resource.uploadedAt)}
                  </time>
                ),
              },
              {
                heading: "Size",
                render: (resource) => (
                  <span className="whitespace-nowrap">{formatSize(resource.size) ?? "—"}</span>
                ),
              },
            ]}
            actions={(resource) => (
              <div className="flex flex-wrap gap-2">
                <Button size="sm" variant="outline" onClick={() => setOpenId(resource.id)}>
                  <Eye aria-hidden="true" />
                  Details<span className="sr-only"> of {resource.title}</span>
                </Button>
                <ResourceActions resource={resource} />
              </div>
            )}
          />
        )}
        <ShowMore query={query} label="Show more resources" />
      </QueryState>
      <ResourceDetailDialog resource={open} onClose={() => setOpenId(null)} />
    </div>
  );
}
