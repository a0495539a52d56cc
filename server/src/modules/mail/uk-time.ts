/** A moment as a family reads it in an e-mail: en-GB, UK time (the school's zone), the weekday if asked. */
export function ukTime(at: Date, { weekday = false }: { weekday?: boolean } = {}): string {
  return new Intl.DateTimeFormat("en-GB", {
    ...(weekday ? { weekday: "long" } : {}),
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Europe/London",
    timeZoneName: "short",
  }).format(at);
}
