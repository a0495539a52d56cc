/**
 * Demo data for an empty database, one file per domain: accounts for each role, companies, families,
 * sessions, lessons, resources, posts, a registration code and a parent–tutor conversation.
 */
import { sql } from "drizzle-orm";
import type { FileStorage } from "../../modules/files/files.storage.ts";
import type { Database } from "../client.ts";
import { users } from "../schema.ts";
import { seedBlogPosts } from "./blog-posts.ts";
import { seedBookings } from "./bookings.ts";
import { seedCompanies } from "./companies.ts";
import { seedLessonRoom } from "./lesson-room.ts";
import { seedLiveSessions } from "./live-sessions.ts";
import { seedMessages } from "./messages.ts";
import { seedRecordedLessons } from "./recorded-lessons.ts";
import { seedRegistration } from "./registration.ts";
import { seedResources } from "./resources.ts";
import { seedRoomRecordings } from "./room-recordings.ts";
import { seedScheduledSessions } from "./scheduled-sessions.ts";
import { seedStudents } from "./students.ts";
import { seedUsers } from "./users.ts";
import { seedUtilisation } from "./utilisation.ts";

export { DEMO_SIGN_INS } from "./users.ts";

export type SeededCompanies = Awaited<ReturnType<typeof seedCompanies>>;
export type SeededUsers = Awaited<ReturnType<typeof seedUsers>>;
export type SeededStudents = Awaited<ReturnType<typeof seedStudents>>;

/** `files` is the storage the server uses: the demo resources' PDFs are written into it. */
export async function seedDemoDataIfEmpty(db: Database, files: FileStorage): Promise<boolean> {
  const existing = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if ((existing[0]?.count ?? 0) > 0) return false;
  await seedDemoData(db, files);
  return true;
}

async function seedDemoData(db: Database, files: FileStorage): Promise<void> {
  await db.transaction(async (tx) => {
    const companies = await seedCompanies(tx);
    const accounts = await seedUsers(tx, companies);
    const children = await seedStudents(tx, accounts);
    await seedScheduledSessions(tx, accounts, children);
    await seedBookings(tx, accounts, children);
    await seedLiveSessions(tx, accounts);
    await seedRecordedLessons(tx, accounts);
    await seedLessonRoom(tx, accounts, children);
    await seedRoomRecordings(tx);
    await seedUtilisation(tx, companies);
    await seedResources(tx, accounts, files);
    await seedBlogPosts(tx, accounts);
    await seedRegistration(tx, companies, accounts);
    await seedMessages(tx, accounts);
  });
}
