import { QueryState } from "#app/components/query-state.tsx";
import { Card, CardContent, CardHeader } from "#app/components/ui/card.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { useStudentResources } from "#app/features/resources/api/get-student-resources.ts";
import { ResourceDownload, ResourceOpenLink } from "#app/features/resources/components/resource-actions.tsx";
import { ResourceTypeBadge } from "#app/features/resources/components/resource-type-badge.tsx";
import { hasUploadedFile } from "#app/features/resources/lib/resource-views.ts";

/**
 * The session page's resources [2§2.13], [2§7]: those of the session's subject and year (DECISIONS.md,
 * decision 049). The server's search by the subject brings the resources that mention it (decision 039),
 * of the year group of the session's `academicYear` and of none; of these, those of exactly that subject
 * (case-insensitive) are kept; each with its title, type and Download (an uploaded file) or Open Link (a
 * link elsewhere, in a new tab).
 */
export function SessionResourcesCard({
  subject,
  academicYear,
}: {
  subject: string;
  /** The session's year (a one-to-one's: its child's); null for every year. */
  academicYear: string | null;
}) {
  const resources = useStudentResources(subject.trim(), academicYear);
  const wanted = subject.trim().toLowerCase();
  const matching = (resources.data ?? []).filter(
    (resource) => resource.subject.trim().toLowerCase() === wanted,
  );
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">Resources</h2>
      </CardHeader>
      <CardContent>
        <QueryState query={resources} loadingLabel="Loading the resources">
          {matching.length === 0 ? (
            <EmptyState>No {subject} resources yet.</EmptyState>
          ) : (
            <ul className="grid gap-3" aria-label={`${subject} resources`}>
              {matching.map((resource) => {
                const link = resource.externalUrl ?? resource.fileUrl;
                return (
                  <li
                    key={resource.id}
                    className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-200 p-3"
                  >
                    <div className="flex min-w-0 flex-wrap items-center gap-2">
                      <span className="font-medium text-slate-900">{resource.title}</span>
                      <ResourceTypeBadge type={resource.type} />
                    </div>
                    {hasUploadedFile(resource) ? (
                      <ResourceDownload resource={resource} variant="outline" />
                    ) : link ? (
                      <ResourceOpenLink title={resource.title} href={link} variant="outline" />
                    ) : null}
                  </li>
                );
              })}
            </ul>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
