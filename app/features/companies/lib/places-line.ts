import type { Places } from "#shared/schemas/places.ts";

/**
 * A company's places as one line of its card: used of purchased and free, or, for a company
 * that bought no number of places, how many are used and that it is not limited.
 */
export function placesLine(places: Places): string {
  if (places.purchased === null) return `Places: ${places.used} used (no limit)`;
  return `Places: ${places.used} of ${places.purchased} used · ${places.free ?? 0} free`;
}
