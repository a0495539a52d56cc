/**
 * PostgreSQL's NOTIFY, for modules that tell every server about a change without querying a table
 * themselves (the session changes of decision 034). Inside a transaction the notice goes out only if, and
 * when, the transaction commits.
 */
import { sql } from "drizzle-orm";
import type { Database } from "./client.ts";

export async function notify(db: Database, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}
