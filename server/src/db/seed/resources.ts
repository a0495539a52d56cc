import type { FileStorage } from "../../modules/files/files.storage.ts";
import type { Database } from "../client.ts";
import { resources } from "../schema.ts";
import type { SeededUsers } from "./index.ts";

/** PDF text strings escape backslashes and parentheses; the demo texts are plain ASCII. */
const pdfText = (text: string) => text.replace(/[\\()]/g, (character) => `\\${character}`);

/**
 * A small valid PDF 1.4: one A4 page with a title and a few lines in Helvetica, and a correct cross-
 * reference table, so every viewer opens it (about a kilobyte; no fixture files to keep).
 */
export function demoPdf(title: string, lines: readonly string[]): Buffer {
  const text = [
    "BT /F1 20 Tf 56 780 Td",
    `(${pdfText(title)}) Tj`,
    "/F1 12 Tf 0 -32 Td 16 TL",
    ...lines.map((line) => `(${pdfText(line)}) '`),
    "ET",
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    `<< /Title (${pdfText(title)}) >>`,
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

type DemoFile = { title: string; lines: readonly string[]; name: string };

/** The demo worksheets, written into file storage as real PDFs; answers each one's fileUrl and size (KB). */
async function storeDemoPdfs(files: FileStorage, uploadedBy: number, demos: readonly DemoFile[]) {
  const stored = [];
  for (const demo of demos) {
    const bytes = demoPdf(demo.title, demo.lines);
    const { fileUrl } = await files.save(bytes, {
      contentType: "application/pdf",
      originalName: demo.name,
      uploadedBy,
    });
    stored.push({ fileUrl, size: Math.ceil(bytes.length / 1024) });
  }
  return stored;
}

/**
 * Worksheets (real PDFs in file storage), a quiz and links, for primary to GCSE, by the demo tutor, the
 * admin and the other teachers.
 */
export async function seedResources(
  tx: Database,
  { tutor, admin, english, science }: SeededUsers,
  files: FileStorage,
) {
  const [timesTables, simultaneous, quadratics] = await storeDemoPdfs(files, tutor.id, [
    {
      title: "Times Tables Practice Pack",
      name: "times-tables-practice.pdf",
      lines: ["1. 7 x 8 =", "2. 6 x 9 =", "3. 12 x 11 =", "4. 4 x 7 =", "5. 9 x 9 ="],
    },
    {
      title: "Simultaneous Equations Worksheet",
      name: "simultaneous-equations.pdf",
      lines: [
        "Solve each pair:",
        "1. x + y = 10, x - y = 2",
        "2. 2x + y = 7, x + y = 4",
        "Answers: (6, 4), (3, 1)",
      ],
    },
    {
      title: "Quadratics Revision Sheet",
      name: "quadratics-revision.pdf",
      lines: ["Factorise: x^2 + 5x + 6", "Solve: x^2 - 9 = 0", "Complete the square: x^2 + 6x + 2"],
    },
  ]);
  const [spelling, macbeth] = await storeDemoPdfs(files, english.id, [
    {
      title: "Spelling Patterns Workbook",
      name: "spelling-patterns.pdf",
      lines: [
        "i before e except after c",
        "Adding -ing: hop, hopping; hope, hoping",
        "Practise: receive, believe",
      ],
    },
    {
      title: "Macbeth Key Quotations",
      name: "macbeth-quotations.pdf",
      lines: ["Ambition: 'Vaulting ambition, which o'erleaps itself'", "Guilt: 'Out, damned spot!'"],
    },
  ]);
  const [cells] = await storeDemoPdfs(files, science.id, [
    {
      title: "Cell Biology Summary",
      name: "cell-biology.pdf",
      lines: ["Animal and plant cells", "Nucleus, cytoplasm, cell membrane, mitochondria, ribosomes"],
    },
  ]);
  const [exams] = await storeDemoPdfs(files, admin.id, [
    {
      title: "GCSE Exam Technique Guide",
      name: "exam-technique.pdf",
      lines: ["Read the command word: describe, explain, evaluate.", "Check the marks: one point per mark."],
    },
  ]);

  await tx.insert(resources).values([
    {
      title: "Times Tables Practice Pack",
      description: "Printable practice sheets for 2 to 12 times tables.",
      ...timesTables,
      type: "pdf",
      subject: "Mathematics",
      yearGroup: "Primary",
      tutorId: tutor.id,
    },
    {
      title: "Spelling Patterns Workbook",
      description: "Common spelling rules with exercises.",
      ...spelling,
      type: "pdf",
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
      title: "Cell Biology Summary",
      description: "One page on animal and plant cells.",
      ...cells,
      type: "pdf",
      subject: "Science",
      yearGroup: "Year 8",
      tutorId: science.id,
    },
    {
      title: "Simultaneous Equations Worksheet",
      description: "Graded worksheet with answers.",
      ...simultaneous,
      type: "pdf",
      subject: "Mathematics",
      yearGroup: "Year 10",
      tutorId: tutor.id,
    },
    {
      title: "Quadratics Revision Sheet",
      description: "Factorising, solving and completing the square.",
      ...quadratics,
      type: "pdf",
      subject: "Mathematics",
      yearGroup: "Year 11",
      tutorId: tutor.id,
    },
    {
      title: "Macbeth Key Quotations",
      description: "Quotations by theme with analysis prompts.",
      ...macbeth,
      type: "pdf",
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
    {
      title: "GCSE Exam Technique Guide",
      description: "Command words and how marks are given, for every subject.",
      ...exams,
      type: "pdf",
      subject: "English",
      yearGroup: "Year 11",
      tutorId: admin.id,
    },
    {
      title: "Forces and Motion Simulations",
      description: "Interactive simulations to try after the lesson.",
      externalUrl: "https://phet.colorado.edu/en/simulations/filter?subjects=motion",
      type: "link",
      subject: "Physics",
      yearGroup: "Year 9",
      tutorId: tutor.id,
    },
  ]);
}
