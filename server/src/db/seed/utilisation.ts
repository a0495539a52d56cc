import { randomBytes } from "node:crypto";
import { hashPassword } from "../../lib/password.ts";
import type { Database } from "../client.ts";
import { recordedLessons, recordedLessonViews, students, users } from "../schema.ts";
import type { SeededCompanies } from "./index.ts";

/** A moment `monthsAgo` calendar months back (UTC), on `day` of that month at 10:00, never in the future. */
function inMonth(monthsAgo: number, day: number): Date {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, day, 10));
  return date > now ? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1, 0)) : date;
}

/**
 * Per month, from five months ago to this month: employee accounts created, of them activated the same
 * month, families adding a child, and recordings watched. Some counts are 5 or more, some 1–4, so the
 * demo report shows numbers, "<5" and a withheld total.
 */
const CREATED = [8, 6, 3, 5, 2, 0];
const ACTIVATED = [6, 5, 2, 4, 1, 0];
const ADDING_CHILDREN = [0, 5, 3, 2, 0, 0];
const VIEWS = [0, 6, 9, 3, 12, 4];

/**
 * Northwind Logistics' staff as the employer utilisation report sees them (decision 026): 24 employee
 * accounts ("Employee N", as bulk generation names them) created and activated over the last six months,
 * children added, and recordings watched. Nobody signs in with these accounts.
 */
export async function seedUtilisation(tx: Database, { northwind }: SeededCompanies) {
  const passwordHash = await hashPassword(randomBytes(24).toString("base64url"));
  let number = 0;
  const employees: Array<{ id: number; monthsAgo: number }> = [];
  for (const [index, created] of CREATED.entries()) {
    const monthsAgo = CREATED.length - 1 - index;
    for (let i = 0; i < created; i++) {
      number++;
      const activatedAt = i < (ACTIVATED[index] ?? 0) ? inMonth(monthsAgo, 5 + i) : null;
      const [row] = await tx
        .insert(users)
        .values({
          username: `northwind.employee${number}`,
          email: `employee${number}@northwind-logistics.example`,
          fullName: `Employee ${number}`,
          role: "parent",
          companyId: northwind.id,
          passwordHash,
          isActivated: activatedAt !== null,
          mustChangePassword: activatedAt === null,
          activatedAt,
          createdAt: inMonth(monthsAgo, 2 + i),
        })
        .returning({ id: users.id });
      employees.push({ id: row!.id, monthsAgo });
    }
  }

  // Families adding a child: the earliest accounts first, one child each (the month after they joined at the latest).
  let next = 0;
  for (const [index, adding] of ADDING_CHILDREN.entries()) {
    const monthsAgo = ADDING_CHILDREN.length - 1 - index;
    for (let i = 0; i < adding; i++) {
      const family = employees[next++];
      if (!family) break;
      await tx.insert(students).values({
        userId: family.id,
        firstName: `Child ${next}`,
        grade: ["Year 7", "Year 9", "Year 10", "Year 11"][next % 4]!,
        createdAt: inMonth(Math.min(monthsAgo, family.monthsAgo), 20),
      });
    }
  }

  const lessons = await tx.select({ id: recordedLessons.id }).from(recordedLessons);
  if (lessons.length === 0) return;
  for (const [index, views] of VIEWS.entries()) {
    const monthsAgo = VIEWS.length - 1 - index;
    for (let i = 0; i < views; i++) {
      const viewer = employees[i % employees.length]!;
      await tx.insert(recordedLessonViews).values({
        recordedLessonId: lessons[i % lessons.length]!.id,
        userId: viewer.id,
        companyId: northwind.id,
        viewedAt: inMonth(monthsAgo, 1 + (i % 25)),
      });
    }
  }
}
