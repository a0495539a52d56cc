import type { Database } from "../client.ts";
import { students } from "../schema.ts";
import type { SeededUsers } from "./index.ts";

/**
 * Four children of the two families: the demo family's two in different years, both taught by the demo
 * tutor, who also looks after the Ahmeds' eldest; their younger son has the science teacher.
 */
export async function seedStudents(tx: Database, { tutor, science, parent, secondParent }: SeededUsers) {
  const [olivia, noah] = await tx
    .insert(students)
    .values([
      {
        userId: parent.id,
        firstName: "Olivia",
        grade: "Year 10",
        subjects: "Mathematics, Physics, English",
        notes: "Aiming for a grade 7 in GCSE Maths; confident with algebra, building up geometry.",
        tutorId: tutor.id,
      },
      {
        userId: parent.id,
        firstName: "Noah",
        grade: "Year 6",
        subjects: "Mathematics, English",
        notes: "Preparing for SATs; enjoys problem solving, needs practice with fractions.",
        tutorId: tutor.id,
      },
      {
        userId: secondParent.id,
        firstName: "Layla",
        grade: "Year 11 (GCSE)",
        subjects: "Mathematics, Physics",
        notes: "Higher-tier GCSE; working on exam technique and timed papers.",
        tutorId: tutor.id,
      },
      {
        userId: secondParent.id,
        firstName: "Yusuf",
        grade: "Year 8",
        subjects: "Science",
        notes: "Curious about practical work; keep written explanations short.",
        tutorId: science.id,
      },
    ])
    .returning();
  return { olivia: olivia!, noah: noah! };
}
