/** A lesson's length as its card ("45 min") and its page and dialog ("45 minutes") say it. */
export const durationText = (duration: number | null | undefined, unit: "min" | "minutes" = "minutes") =>
  duration ? `${duration} ${unit}` : "Duration not given";

/** How often a lesson was watched: "1 view", "12 views". */
export const viewsText = (views: number) => (views === 1 ? "1 view" : `${views} views`);
