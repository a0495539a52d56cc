/** Dates are stored in UTC and shown en-GB in the viewer's time zone (DECISIONS.md). */
import { format } from "date-fns";
import { enGB } from "date-fns/locale";

const parse = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/** e.g. "22 Nov 2026". */
export const formatDate = (value: string | Date) => format(parse(value), "d MMM yyyy", { locale: enGB });

/** e.g. "Sun 22 Nov 2026, 14:00". */
export const formatDateTime = (value: string | Date) =>
  format(parse(value), "EEE d MMM yyyy, HH:mm", { locale: enGB });
