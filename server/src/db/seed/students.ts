import type { Database } from "../client.ts";
import { students } from "../schema.ts";
import type { SeededUsers } from "./index.ts";

/** Three children of the two families, each with a teacher. */
export async function seedStudents(
  tx: Database,
  { tutor, english, science, parent, secondParent }: SeededUsers,
) {
  const [olivia, noah] = await tx
    .insert(students)
    .values([
      {
        userId: parent.id,
        grade: "Year 10",
        subjects: "Mathematics, Physics, English",
        notes: "Olivia Clarke",
        tutorId: tutor.id,
      },
      {
        userId: parent.id,
        grade: "Year 6",
        subjects: "Mathematics, English",
        notes: "Noah Clarke",
        tutorId: english.id,
      },
      {
        userId: secondParent.id,
        grade: "Year 8",
        subjects: "Science",
        notes: "Yusuf Ahmed",
        tutorId: science.id,
      },
    ])
    .returning();
  return { olivia: olivia!, noah: noah! };
}
