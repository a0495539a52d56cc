/** A weekly series' limit and words (decision 050), apart from the zod schemas that use them (decision 055). */

/** The most sessions one weekly series makes: a school year of weeks. */
export const SERIES_OCCURRENCES_MAX = 52;

export const SERIES_MESSAGES = {
  firstDate: "Please select the date and time of the first session",
  until: "Please choose the last date of the series",
  skipDate: "Please give each date to skip as a date",
  untilBeforeFirst: "The series must end on or after the date of its first session",
  tooMany: `A series can have at most ${SERIES_OCCURRENCES_MAX} sessions; choose an earlier last date`,
  allSkipped: "Every date of the series is skipped; keep at least one",
  notASeriesDate: "Each date to skip must be one of the series' dates",
  seriesRequired: "Please choose a series",
} as const;
