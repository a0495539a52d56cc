/**
 * The colour badge of a lesson's subject [2§9]: the six subjects have their own colours; any other subject
 * shows as a grey 'General' badge.
 */
const SUBJECT_COLOURS: Readonly<Record<string, string>> = {
  Mathematics: "border-blue-200 bg-blue-50 text-blue-800",
  English: "border-purple-200 bg-purple-50 text-purple-800",
  Biology: "border-green-200 bg-green-50 text-green-800",
  Chemistry: "border-orange-200 bg-orange-50 text-orange-800",
  Physics: "border-indigo-200 bg-indigo-50 text-indigo-800",
  Science: "border-teal-200 bg-teal-50 text-teal-800",
};

const GENERAL = "border-slate-300 bg-slate-100 text-slate-700";

/** The badge's text and classes for a subject. */
export function subjectBadge(subject: string): { label: string; className: string } {
  const colours = SUBJECT_COLOURS[subject];
  return colours ? { label: subject, className: colours } : { label: "General", className: GENERAL };
}
