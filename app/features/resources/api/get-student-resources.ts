/**
 * One folder of the parent's folder browser [2§2.10]: `GET /api/student/resources?yearGroup=&subject=`,
 * read a page at a time through `useResourcePages` (decision 039); no folder is the whole library.
 */
export type ResourceFolder = { yearGroup: string; subject: string };
