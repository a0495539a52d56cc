/**
 * Which column of an employee CSV holds which field: exact header aliases first, then tolerant rules for
 * the way HR systems word their headers ("Employee Email", "Work E-mail Address", "Name (full)"), with the
 * words that rule a column out ("Manager Email", "Company Name", "First Name" for the full name).
 */
/** One employee as read from a row of the CSV. */
export type ParsedEmployee = {
  fullName: string;
  email: string;
  department: string;
  jobTitle: string;
};

/** The employee fields a column can hold, with the split name's two halves. */
export type Field = keyof ParsedEmployee | "firstName" | "lastName";

/** Lower-case with everything but letters and digits removed: "Full Name" and "full_name" → "fullname". */
const normalise = (header: string) =>
  header
    .replace(/^\uFEFF/, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");

/**
 * The header's words, lower-cased: camelCase is split ("workEmail" → work, email) and every spelling
 * of e-mail becomes one word ("Work E-mail Address" → work, email, address).
 */
const words = (header: string) =>
  header
    .replace(/^\uFEFF/, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .replace(/(^|[^a-z0-9])e[\s_.-]*mail/g, "$1email")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** Exact headers (after `normalise`), most preferred first: any of them beats a tolerant match. */
const HEADER_ALIASES: Record<Field, readonly string[]> = {
  fullName: ["fullname", "name", "employeename", "fullnames"],
  email: ["email", "emailaddress", "workemail", "mail"],
  department: ["department", "dept"],
  jobTitle: ["jobtitle", "title", "position", "role"],
  // HR exports often split the name: first and last name columns are joined when there is no full name.
  firstName: ["firstname", "forename", "givenname", "first"],
  lastName: ["lastname", "surname", "familyname", "last"],
};

/** Words that make a column about someone or something other than the employee ("Manager Email"). */
const OTHER_PARTY = [
  "manager",
  "managers",
  "mgr",
  "supervisor",
  "boss",
  "lead",
  "leader",
  "director",
  "hr",
  "emergency",
  "kin",
  "spouse",
  "partner",
  "parent",
  "parents",
  "guardian",
  "child",
  "children",
  "kid",
  "kids",
  "student",
  "pupil",
  "approver",
  "mentor",
  "referrer",
  "referee",
  "assistant",
  "reports",
];
/** Things with a name of their own: "Company Name" and "Department Name" are not the employee's name. */
const NAMED_THINGS = [
  "company",
  "employer",
  "organisation",
  "organization",
  "org",
  "business",
  "team",
  "department",
  "dept",
  "division",
  "group",
  "site",
  "location",
  "office",
  "branch",
  "project",
  "client",
  "customer",
  "school",
  "course",
  "job",
  "role",
  "title",
  "product",
  "account",
  "domain",
  "file",
];
/** Parts of a name, or other names, that are not the full name ("First Name", "Username"). */
const NAME_PARTS = [
  "first",
  "firstname",
  "given",
  "givenname",
  "fore",
  "forename",
  "forenames",
  "last",
  "lastname",
  "sur",
  "surname",
  "family",
  "familyname",
  "middle",
  "middlename",
  "maiden",
  "user",
  "username",
  "login",
  "nick",
  "nickname",
  "preferred",
  "short",
  "known",
  "prefix",
  "suffix",
  "initial",
  "initials",
];
/** Words about an e-mail address rather than the address itself ("Email Opt-in", "Email Verified"). */
const ABOUT_EMAIL = [
  "opt",
  "optin",
  "optout",
  "consent",
  "verified",
  "verification",
  "status",
  "sent",
  "type",
  "domain",
  "preference",
  "preferences",
  "subscribed",
  "subscription",
  "bounce",
  "bounced",
  "count",
  "date",
  "format",
  "frequency",
];
/** A column that is only a second choice: "Personal Email" loses to "Employee Email". */
const SECOND_CHOICE = new Set([
  "personal",
  "home",
  "private",
  "secondary",
  "alternate",
  "alternative",
  "alt",
  "other",
  "backup",
  "old",
  "previous",
  "former",
]);

const has = (ws: readonly string[], ...wanted: string[]) => wanted.some((w) => ws.includes(w));
const isNameWord = (w: string) => w === "name" || w === "names";

/** Per field: whether a header's words mention the field, and the words that rule a header out. */
const TOLERANT: Record<Field, { mentions: (ws: readonly string[]) => boolean; excluded: Set<string> }> = {
  fullName: {
    mentions: (ws) => ws.some((w) => isNameWord(w) || w === "fullname" || w === "fullnames"),
    excluded: new Set([...OTHER_PARTY, ...NAMED_THINGS, ...NAME_PARTS]),
  },
  email: {
    mentions: (ws) => ws.some((w) => w === "mail" || w.startsWith("email") || w.endsWith("email")),
    excluded: new Set([...OTHER_PARTY, ...ABOUT_EMAIL]),
  },
  department: {
    mentions: (ws) => has(ws, "department", "dept", "departments"),
    excluded: new Set([...OTHER_PARTY, "head"]),
  },
  jobTitle: {
    mentions: (ws) =>
      has(ws, "jobtitle", "position", "designation") || (has(ws, "job") && has(ws, "title", "role")),
    excluded: new Set([...OTHER_PARTY, "code", "id", "level", "grade", "start", "date"]),
  },
  firstName: {
    mentions: (ws) =>
      has(ws, "firstname", "givenname", "forename", "forenames") ||
      (has(ws, "first", "given") && ws.some(isNameWord)),
    excluded: new Set([...OTHER_PARTY, ...NAMED_THINGS]),
  },
  lastName: {
    mentions: (ws) =>
      has(ws, "lastname", "surname", "surnames", "familyname") ||
      (has(ws, "last", "family") && ws.some(isNameWord)),
    excluded: new Set([...OTHER_PARTY, ...NAMED_THINGS]),
  },
};

/** A header as it is matched: normalised for the exact aliases, and as words for the tolerant rules. */
export type Header = { exact: string; words: string[] };

export const headerOf = (header: string): Header => ({ exact: normalise(header), words: words(header) });

/**
 * How well a header fits a field: an exact alias scores highest, earlier aliases first (as the alias
 * lists are ordered); 2: the header mentions the field; 1: it does, as a second choice; 0: no match.
 */
function score(header: Header, field: Field): number {
  const alias = HEADER_ALIASES[field].indexOf(header.exact);
  if (alias !== -1) return 100 - alias;
  const rule = TOLERANT[field];
  if (!rule.mentions(header.words) || header.words.some((w) => rule.excluded.has(w))) return 0;
  return header.words.some((w) => SECOND_CHOICE.has(w)) ? 1 : 2;
}

/** The best-matching column not already taken (the leftmost among equals), or -1. */
export function columnIndex(headers: readonly Header[], field: Field, taken: ReadonlySet<number>): number {
  let best = -1;
  let bestScore = 0;
  headers.forEach((header, index) => {
    if (taken.has(index)) return;
    const s = score(header, field);
    if (s > bestScore) {
      best = index;
      bestScore = s;
    }
  });
  return best;
}
