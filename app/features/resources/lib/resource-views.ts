/** What the resources screen derives from the list: filtering, the subject options, sizes and type names. */
import { isUploadedFileUrl } from "#shared/schemas/files.ts";
import { RESOURCE_SUBJECTS, type Resource, type ResourceType } from "#shared/schemas/resources.ts";

export const RESOURCE_TYPE_LABELS: Record<ResourceType, string> = {
  pdf: "PDF",
  doc: "Document",
  ppt: "Presentation",
  quiz: "Quiz",
  link: "Link",
  other: "Other",
};

export type ResourceFilters = { search: string; type: string; subject: string };

/** Search matches title, description and subject, case-insensitive; type and subject match exactly. */
export function filterResources(resources: Resource[], { search, type, subject }: ResourceFilters) {
  const needle = search.trim().toLowerCase();
  return resources.filter(
    (resource) =>
      (type === "" || resource.type === type) &&
      (subject === "" || resource.subject === subject) &&
      (needle === "" ||
        [resource.title, resource.description ?? "", resource.subject].some((text) =>
          text.toLowerCase().includes(needle),
        )),
  );
}

/** The form's subjects, then any other subject a resource has, for the filter. */
export function subjectOptions(resources: Resource[]): string[] {
  const others = resources
    .map((resource) => resource.subject)
    .filter((subject) => !(RESOURCE_SUBJECTS as readonly string[]).includes(subject));
  return [...RESOURCE_SUBJECTS, ...[...new Set(others)].sort()];
}

/** A size in KB as people read it: "850 KB", "2.3 MB"; null when unknown. */
export function formatSize(kb: number | null): string | null {
  if (kb === null || kb <= 0) return null;
  if (kb < 1024) return `${kb} KB`;
  const mb = kb / 1024;
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}

/** Whether the resource's file was uploaded here (downloaded) rather than linked elsewhere (opened). */
export const hasUploadedFile = (resource: Pick<Resource, "fileUrl">) =>
  resource.fileUrl !== null && isUploadedFileUrl(resource.fileUrl);
