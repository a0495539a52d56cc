const HOUR = 60 * 60 * 1000;

/** How long past its due time a recording is, in whole days and hours: "2 days 3 hours", "5 hours", "under 1 hour". */
export function overdueBy(dueBy: string, now = new Date()): string {
  const hours = Math.floor((now.getTime() - Date.parse(dueBy)) / HOUR);
  if (hours < 1) return "under 1 hour";
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  const dayText = days === 1 ? "1 day" : `${days} days`;
  const hourText = rest === 1 ? "1 hour" : `${rest} hours`;
  if (days === 0) return hourText;
  return rest === 0 ? dayText : `${dayText} ${hourText}`;
}
