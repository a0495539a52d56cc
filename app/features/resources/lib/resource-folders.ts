import type { ResourceYearGroup } from "#shared/schemas/resources.ts";

/**
 * The parent's folder browser [2§2.10]: each year group's subject folders, exactly in the
 * specification's order. A folder lists the resources of that `yearGroup` and `subject`.
 */
export const RESOURCE_FOLDERS: readonly { yearGroup: ResourceYearGroup; subjects: readonly string[] }[] = [
  { yearGroup: "Primary", subjects: ["Mathematics", "English"] },
  { yearGroup: "Year 7", subjects: ["Science", "English", "Mathematics"] },
  { yearGroup: "Year 8", subjects: ["Science", "English", "Mathematics"] },
  { yearGroup: "Year 9", subjects: ["Mathematics", "English", "Science"] },
  { yearGroup: "Year 10", subjects: ["English", "Mathematics", "Biology", "Chemistry", "Physics"] },
  { yearGroup: "Year 11", subjects: ["English", "Mathematics", "Biology", "Chemistry", "Physics"] },
];

/** Whether a year group and subject name one of the folders (an address may carry anything). */
export const isResourceFolder = (yearGroup: string, subject: string) =>
  RESOURCE_FOLDERS.some((folder) => folder.yearGroup === yearGroup && folder.subjects.includes(subject));
