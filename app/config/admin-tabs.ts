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
