/**
 * What the live-sessions module offers the others: which live sessions a family sees, written once as a
 * condition inside the query (beside the table, where drizzle stays). The messages module reads from it
 * the tutors a family may write to (decision 028).
 */
export { tutorsOfLiveSessionsVisibleToFamily } from "./live-sessions.table.ts";
