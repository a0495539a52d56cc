/**
 * react-hook-form `setValueAs` for number inputs: an empty field is undefined (the schema's default, or
 * "Required") rather than NaN, whose message ("Expected number, received nan") means nothing to a user.
 */
export const numberOrUndefined = (value: unknown): number | undefined =>
  value === "" || value === null || value === undefined ? undefined : Number(value);

/** `aria-describedby` for a field with a hint: the error when there is one, else the hint. */
export const describedBy = (id: string, error?: string) => (error ? `${id}-error` : `${id}-hint`);

/** "1 account has been" / "3 accounts have been", for the generation results and toasts. */
export const accountsCount = (count: number) =>
  count === 1 ? "1 account has been" : `${count} accounts have been`;
