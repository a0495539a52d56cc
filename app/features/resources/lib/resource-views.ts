/** What the resources screens show of a resource: sizes and type names (the server searches and filters; decision 039). */
import { isUploadedFileUrl } from "#shared/schemas/file-addresses.ts";
import type { Resource, ResourceType } from "#shared/schemas/resources.ts";

export const RESOURCE_TYPE_LABELS: Record<ResourceType, string> = {
  pdf: "PDF",
  doc: "Document",
  ppt: "Presentation",
  quiz: "Quiz",
  link: "Link",
  other: "Other",
};

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
