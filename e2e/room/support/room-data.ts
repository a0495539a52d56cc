/**
 * The journeys' people and sessions, written straight into the web server's throwaway database (its URL
 * in ROOM_DATABASE_URL_FILE): tutors, families and their children, sessions at chosen times, bookings.
 * Each call makes fresh people, so specs never share a room.
 */
import { readFileSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { type DatabaseHandle, openDatabase } from "../../../server/src/db/client.ts";
import { bookings, scheduledSessions, students, users } from "../../../server/src/db/schema.ts";
import { hashPassword } from "../../../server/src/lib/password.ts";
import { ROOM_BASE_URL, ROOM_DATABASE_URL_FILE } from "./constants.ts";

const PASSWORD = "room-journey-2026";
const MINUTE = 60_000;
let database: DatabaseHandle | undefined;
let passwordHash: string | undefined;
let counter = 0;

/** The web server's database (opened once per worker). */
export async function roomDatabase() {
  database ??= await openDatabase({ databaseUrl: readFileSync(ROOM_DATABASE_URL_FILE, "utf8").trim() });
  return database.db;
}

export type Person = { id: number; username: string; role: "tutor" | "parent" | "admin"; fullName: string };

export async function createPerson(role: Person["role"], fullName?: string): Promise<Person> {
  const db = await roomDatabase();
  passwordHash ??= await hashPassword(PASSWORD);
  counter++;
  const username = `room${role}${Date.now().toString(36)}${counter}`;
  const name = fullName ?? `Room ${role} ${counter}`;
  const [row] = await db
    .insert(users)
    .values({
      username,
      email: `${username}@example.org`,
      fullName: name,
      role,
      passwordHash,
      isActivated: true,
    })
    .returning({ id: users.id });
  return { id: row!.id, username, role, fullName: name };
}

export async function createChild(family: Person, firstName: string, grade = "Year 8") {
  const db = await roomDatabase();
  const [row] = await db
    .insert(students)
    .values({ userId: family.id, grade, firstName })
    .returning({ id: students.id });
  return { id: row!.id, label: firstName };
}

/** A group session of `tutor` starting `startsInMinutes` from now (negative: already started). */
export async function createSession(
  tutor: Person,
  {
    startsInMinutes = 5,
    duration = 15,
    status = "scheduled",
    studentId = null,
  }: {
    startsInMinutes?: number;
    duration?: number;
    status?: "scheduled" | "cancelled";
    studentId?: number | null;
  } = {},
) {
  const db = await roomDatabase();
  const [row] = await db
    .insert(scheduledSessions)
    .values({
      title: `Room lesson ${++counter}`,
      subject: "Mathematics",
      tutorId: tutor.id,
      scheduledFor: new Date(Date.now() + startsInMinutes * MINUTE),
      duration,
      academicYear: studentId === null ? "Year 8" : null,
      capacity: 12,
      status,
      studentId,
    })
    .returning({ id: scheduledSessions.id });
  return row!.id;
}

export async function book(sessionId: number, family: Person, childId: number) {
  const db = await roomDatabase();
  await db.insert(bookings).values({ sessionId, studentId: childId, userId: family.id });
}

/**
 * A browser context of its own for `person`, signed in through the API (faster than the form, which the
 * main suite covers), collecting its pages' peer connections for `framesDecodedOf`.
 */
export async function contextFor(
  browser: Browser,
  person: Person,
  options: { viewport?: { width: number; height: number }; isMobile?: boolean; hasTouch?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: ROOM_BASE_URL, ...options });
  await context.addInitScript({ path: new URL("./peer-connections.js", import.meta.url).pathname });
  const role = person.role === "parent" ? "student" : person.role;
  const response = await context.request.post("/api/login", {
    data: { username: person.username, password: PASSWORD, role },
  });
  if (!response.ok()) throw new Error(`sign-in of ${person.username} failed: ${response.status()}`);
  return { context, page: await context.newPage() };
}

export async function closeRoomDatabase() {
  await database?.close();
  database = undefined;
}
