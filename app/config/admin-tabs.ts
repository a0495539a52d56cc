/** The admin dashboard's tabs and their URL hashes [1§2]. */
export const ADMIN_TABS = [
  { value: "schedule", label: "Schedule" },
  { value: "tutors", label: "Teachers" },
  { value: "companies", label: "Companies" },
  { value: "employees", label: "CSV Upload" },
  { value: "registration", label: "Registration Options" },
  { value: "lessons", label: "Lesson Videos" },
  { value: "messages", label: "Messages" },
  { value: "room-lessons", label: "Lesson Records" },
  { value: "families", label: "Families" },
  { value: "email", label: "E-mail" },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]["value"];
const DEFAULT_ADMIN_TAB: AdminTab = "schedule";

/** The tab a hash names ("#tutors" or "tutors"); the default tab for anything else. */
export function tabFromHash(hash: string): AdminTab {
  let value = hash.replace(/^#/, "");
  try {
    value = decodeURIComponent(value);
  } catch {
    // a malformed escape (#%E0) names no tab
  }
  return ADMIN_TABS.find((tab) => tab.value === value)?.value ?? DEFAULT_ADMIN_TAB;
}
