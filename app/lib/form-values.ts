/**
 * react-hook-form `setValueAs` for number inputs: an empty field is undefined (the schema's default, or
 * "Required") rather than NaN, whose message ("Expected number, received nan") means nothing to a user.
 */
export const numberOrUndefined = (value: unknown): number | undefined =>
  value === "" || value === null || value === undefined ? undefined : Number(value);

/** `setValueAs` for an optional number: an emptied field is null (no figure), not NaN. */
export const numberOrNull = (value: unknown): number | null =>
  value === "" || value === null || value === undefined ? null : Number(value);

/** A select's choices with the edited row's current value kept choosable when the list lacks it. */
export function withCurrent(
  choices: readonly string[],
  current: string | null | undefined,
): readonly string[] {
  return current && !choices.includes(current) ? [...choices, current] : choices;
}
