/**
 * The name of a family's data export, apart from the export's zod schema in `account.ts`, which re-exports
 * it: /account's Download my data does not load zod (decision 055).
 */

/** `my-data-YYYY-MM-DD.json`, the date in UTC of the export. */
export const exportFileName = (date: Date) => `my-data-${date.toISOString().slice(0, 10)}.json`;
