/** Business constants of the specification [1§9], [2§3], shared by forms and the API. */
/**
 * The kinds a learning resource can be [2§9]; here rather than in resources.ts because the files schema
 * (which resources.ts reads) names them too.
 */
export const RESOURCE_TYPES = ["pdf", "doc", "ppt", "quiz", "link", "other"] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];
export const SESSION_DURATIONS = [30, 45, 60, 90, 120] as const;
export const DEFAULT_SESSION_DURATION = 60;
export const SESSION_SUBJECTS = [
  "Mathematics",
  "English",
  "Science",
  "Chemistry",
  "Physics",
  "Biology",
  "History",
  "Geography",
] as const;
export const LESSON_SUBJECTS = ["Mathematics", "English", "Biology", "Chemistry", "Physics"] as const;
export const ACADEMIC_YEARS = [
  "Year 5",
  "Year 6",
  "Year 7",
  "Year 8",
  "Year 9",
  "Year 10",
  "Year 11 (GCSE)",
] as const;
/**
 * The subject options of the portals' recorded-lesson, live-session and resource forms and of the
 * individual purchase enquiry [2§3].
 */
export const PORTAL_SUBJECTS = [
  "Mathematics",
  "English",
  "Science",
  "Physics",
  "Chemistry",
  "Biology",
] as const;
export const DEFAULT_ACADEMIC_YEAR = "Year 10";
export const DEFAULT_SESSION_TIME = "14:00";
/** Every 30 minutes from 00:00 to 23:30. */
export const TIME_SLOTS: readonly string[] = Array.from({ length: 48 }, (_, i) => {
  const hours = String(Math.floor(i / 2)).padStart(2, "0");
  return `${hours}:${i % 2 === 0 ? "00" : "30"}`;
});
export const YEARS_EXPERIENCE = ["0-2", "3-5", "6-10", "10+"] as const;
export const TUTOR_SUBJECTS = [
  "Mathematics",
  "English",
  "Biology",
  "Chemistry",
  "Physics",
  "Science",
] as const;
export const REGISTRATION_CODE_DEFAULT_MAX_USES = 200;
export const REGISTRATION_CODE_DEFAULT_EXPIRY_DAYS = 2;
export const BULK_GENERATE_MAX = 1000;
export const BULK_GENERATE_DEFAULT_REGISTRATION_TAB = 50;
export const BULK_GENERATE_DEFAULT_COMPANIES_TAB = 10;
export const INVITE_VALID_DAYS = 7;
export const CSV_PREVIEW_ROWS = 10;
