import type { Database } from "../client.ts";
import { resources } from "../schema.ts";
import type { SeededUsers } from "./index.ts";

/** Worksheets, slides, a quiz and a link, for primary to GCSE. */
export async function seedResources(tx: Database, { tutor, english, science }: SeededUsers) {
  await tx.insert(resources).values([
    {
      title: "Times Tables Practice Pack",
      description: "Printable practice sheets for 2 to 12 times tables.",
      fileUrl: "https://files.brightpath-tuition.example/primary/times-tables.pdf",
      type: "pdf",
      size: 820,
      subject: "Mathematics",
      yearGroup: "Primary",
      tutorId: tutor.id,
    },
    {
      title: "Spelling Patterns Workbook",
      description: "Common spelling rules with exercises.",
      fileUrl: "https://files.brightpath-tuition.example/primary/spelling.pdf",
      type: "pdf",
      size: 640,
      subject: "English",
      yearGroup: "Primary",
      tutorId: english.id,
    },
    {
      title: "Algebra Foundations Quiz",
      description: "Twenty questions on expressions and equations.",
      externalUrl: "https://quiz.brightpath-tuition.example/algebra-foundations",
      type: "quiz",
      size: 0,
      subject: "Mathematics",
      yearGroup: "Year 7",
      tutorId: tutor.id,
    },
    {
      title: "States of Matter Slides",
      description: "Particle model slides from the live lesson.",
      fileUrl: "https://files.brightpath-tuition.example/ks3/states-of-matter.pptx",
      type: "ppt",
      size: 2300,
      subject: "Science",
      yearGroup: "Year 8",
      tutorId: science.id,
    },
    {
      title: "Simultaneous Equations Worksheet",
      description: "Graded worksheet with answers.",
      fileUrl: "https://files.brightpath-tuition.example/gcse/simultaneous.pdf",
      type: "pdf",
      size: 450,
      subject: "Mathematics",
      yearGroup: "Year 10",
      tutorId: tutor.id,
    },
    {
      title: "Macbeth Key Quotations",
      description: "Quotations by theme with analysis prompts.",
      fileUrl: "https://files.brightpath-tuition.example/gcse/macbeth.docx",
      type: "doc",
      size: 310,
      subject: "English",
      yearGroup: "Year 11",
      tutorId: english.id,
    },
    {
      title: "Required Practicals Guide",
      description: "Method summaries for GCSE chemistry practicals.",
      externalUrl: "https://learn.brightpath-tuition.example/chemistry/practicals",
      type: "link",
      subject: "Chemistry",
      yearGroup: "Year 10",
      tutorId: science.id,
    },
  ]);
}
