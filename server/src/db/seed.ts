/** Demo data for an empty database: accounts for each role, companies, families, sessions, lessons, resources, posts. */
import { sql } from "drizzle-orm";
import { hashPassword } from "../modules/auth/password.ts";
import type { Database } from "./client.ts";
import {
  blogPosts,
  companies,
  liveSessions,
  recordedLessons,
  registrationCodes,
  resources,
  scheduledSessions,
  students,
  users,
} from "./schema.ts";

export const DEMO_SIGN_INS = [
  { label: "Admin", username: "admin", password: "admin-demo-2025", iAmA: "Admin", lands: "/admin" },
  { label: "Tutor", username: "tutor", password: "tutor-demo-2025", iAmA: "Tutor", lands: "/dashboard" },
  {
    label: "Parent",
    username: "parent",
    password: "parent-demo-2025",
    iAmA: "Parent",
    lands: "/parent-dashboard",
  },
] as const;

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** A time `days` from now at the given UTC hour, rounded to the half hour. */
function at(days: number, hour: number, minute = 0): Date {
  const date = new Date(Date.now() + days * DAY);
  date.setUTCHours(hour, minute, 0, 0);
  return date;
}

export async function seedDemoDataIfEmpty(db: Database): Promise<boolean> {
  const existing = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if ((existing[0]?.count ?? 0) > 0) return false;
  await seedDemoData(db);
  return true;
}

export async function seedDemoData(db: Database): Promise<void> {
  const [adminHash, tutorHash, parentHash, otherHash] = await Promise.all([
    hashPassword(DEMO_SIGN_INS[0].password),
    hashPassword(DEMO_SIGN_INS[1].password),
    hashPassword(DEMO_SIGN_INS[2].password),
    hashPassword("demo-password-2025"),
  ]);

  await db.transaction(async (tx) => {
    const [northwind, harbour] = await tx
      .insert(companies)
      .values([
        {
          name: "Northwind Logistics",
          contactName: "Priya Shah",
          contactEmail: "hr@northwind-logistics.example",
          contactPhone: "020 7946 0011",
          status: "active",
          notes: "Pilot for head-office staff; renewal due next summer.",
          expectedEmployees: 250,
          subscriptionEndDate: at(300, 0),
        },
        {
          name: "Harbour Health Trust",
          contactName: "Daniel Okafor",
          contactEmail: "people@harbourhealth.example",
          contactPhone: null,
          status: "pending",
          notes: "Awaiting signed agreement.",
        },
      ])
      .returning();

    const [admin, tutor, english, science, parent, secondParent] = await tx
      .insert(users)
      .values([
        {
          username: "admin",
          passwordHash: adminHash!,
          email: "admin@brightpath-tuition.example",
          fullName: "Alex Morgan",
          role: "admin",
          isActivated: true,
        },
        {
          username: "tutor",
          passwordHash: tutorHash!,
          email: "tutor@brightpath-tuition.example",
          fullName: "Sarah Whitfield",
          role: "tutor",
          isActivated: true,
          subjects: ["Mathematics", "Physics"],
          qualifications: "MSci Physics, PGCE Secondary Mathematics",
          bio: "Secondary maths and physics specialist with nine years in the classroom and four teaching online.",
          yearsExperience: "6-10",
        },
        {
          username: "tutor.james",
          passwordHash: otherHash!,
          email: "james.tutor@brightpath-tuition.example",
          fullName: "James Patel",
          role: "tutor",
          isActivated: true,
          subjects: ["English"],
          qualifications: "BA English Literature, QTS",
          bio: "English teacher who loves helping pupils find their voice in creative and analytical writing.",
          yearsExperience: "3-5",
        },
        {
          username: "tutor.amina",
          passwordHash: otherHash!,
          email: "amina.tutor@brightpath-tuition.example",
          fullName: "Amina Hussain",
          role: "tutor",
          isActivated: true,
          subjects: ["Biology", "Chemistry"],
          qualifications: "BSc Biochemistry, PGCE Science",
          bio: "Science specialist preparing pupils for GCSE Combined and Separate Sciences.",
          yearsExperience: "10+",
        },
        {
          username: "parent",
          passwordHash: parentHash!,
          email: "parent@northwind-logistics.example",
          fullName: "Emma Clarke",
          role: "parent",
          companyId: northwind!.id,
          isActivated: true,
        },
        {
          username: "family.ahmed",
          passwordHash: otherHash!,
          email: "r.ahmed@harbourhealth.example",
          fullName: "Rashid Ahmed",
          role: "parent",
          companyId: harbour!.id,
          isActivated: true,
        },
      ])
      .returning();

    const [olivia, noah] = await tx
      .insert(students)
      .values([
        {
          userId: parent!.id,
          grade: "Year 10",
          subjects: "Mathematics, Physics, English",
          notes: "Olivia Clarke",
          tutorId: tutor!.id,
        },
        {
          userId: parent!.id,
          grade: "Year 6",
          subjects: "Mathematics, English",
          notes: "Noah Clarke",
          tutorId: english!.id,
        },
        {
          userId: secondParent!.id,
          grade: "Year 8",
          subjects: "Science",
          notes: "Yusuf Ahmed",
          tutorId: science!.id,
        },
      ])
      .returning();

    await tx.insert(scheduledSessions).values([
      {
        title: "GCSE Algebra: Simultaneous Equations",
        description: "Solving linear and quadratic simultaneous equations.",
        subject: "Mathematics",
        tutorId: tutor!.id,
        scheduledFor: at(1, 16),
        duration: 60,
        academicYear: "Year 10",
        status: "scheduled",
      },
      {
        title: "Forces and Motion Revision",
        description: "Newton's laws, resultant forces and motion graphs.",
        subject: "Physics",
        tutorId: tutor!.id,
        scheduledFor: at(2, 17),
        duration: 60,
        academicYear: "Year 10",
        status: "scheduled",
      },
      {
        title: "Persuasive Writing Workshop",
        description: "Structuring arguments and rhetorical devices.",
        subject: "English",
        tutorId: english!.id,
        scheduledFor: at(3, 16, 30),
        duration: 45,
        academicYear: "Year 6",
        status: "scheduled",
      },
      {
        title: "Fractions, Decimals and Percentages",
        description: "Converting between forms with worked examples.",
        subject: "Mathematics",
        tutorId: tutor!.id,
        scheduledFor: at(4, 16),
        duration: 45,
        academicYear: "Year 6",
        status: "scheduled",
      },
      {
        title: "Cells and Organisation",
        description: "Cell structure, specialisation and microscopy.",
        subject: "Biology",
        tutorId: science!.id,
        scheduledFor: at(5, 17),
        duration: 60,
        academicYear: "Year 8",
        status: "scheduled",
      },
      {
        title: "One-to-one: Quadratics catch-up",
        description: "Personal catch-up session on factorising quadratics.",
        subject: "Mathematics",
        tutorId: tutor!.id,
        studentId: olivia!.id,
        scheduledFor: at(6, 18),
        duration: 30,
        academicYear: "Year 10",
        status: "confirmed",
      },
      {
        title: "Chemical Bonding",
        description: "Ionic, covalent and metallic bonding.",
        subject: "Chemistry",
        tutorId: science!.id,
        scheduledFor: at(8, 17),
        duration: 60,
        academicYear: "Year 11 (GCSE)",
        status: "scheduled",
      },
      {
        title: "Reading Comprehension Skills",
        description: "Inference and retrieval practice.",
        subject: "English",
        tutorId: english!.id,
        scheduledFor: at(9, 16),
        duration: 45,
        academicYear: "Year 6",
        status: "cancelled",
      },
      {
        title: "Trigonometry Live Q&A",
        description: "Live questions on SOH CAH TOA and exact values.",
        subject: "Mathematics",
        tutorId: tutor!.id,
        scheduledFor: new Date(Date.now() - 15 * 60 * 1000),
        duration: 60,
        academicYear: "Year 10",
        status: "live",
        youtubeUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      },
      {
        title: "Introduction to Ratio",
        description: "Sharing in a ratio and simplifying ratios.",
        subject: "Mathematics",
        tutorId: tutor!.id,
        studentId: noah!.id,
        scheduledFor: at(-3, 16),
        duration: 45,
        academicYear: "Year 6",
        status: "completed",
      },
    ]);

    await tx.insert(liveSessions).values([
      {
        title: "Trigonometry Live Q&A",
        description: "Drop-in questions on trigonometry.",
        youtubeUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
        scheduledFor: new Date(Date.now() - 15 * 60 * 1000),
        duration: 60,
        subject: "Mathematics",
        status: "live",
        tutorId: tutor!.id,
      },
      {
        title: "GCSE Physics: Electricity",
        description: "Circuits, current, potential difference and resistance.",
        youtubeUrl: null,
        scheduledFor: at(2, 18),
        duration: 60,
        subject: "Physics",
        status: "scheduled",
        tutorId: tutor!.id,
      },
      {
        title: "Poetry Anthology Walkthrough",
        description: "Comparing power and conflict poems.",
        youtubeUrl: null,
        scheduledFor: at(-5, 17),
        duration: 60,
        subject: "English",
        status: "completed",
        tutorId: english!.id,
      },
    ]);

    await tx.insert(recordedLessons).values([
      {
        title: "Solving Linear Equations",
        description: "Step-by-step methods for one- and two-step equations.",
        subject: "Mathematics",
        tutorId: tutor!.id,
        duration: 42,
        videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
        views: 18,
        uploadedAt: at(-10, 18),
      },
      {
        title: "Creative Writing: Setting the Scene",
        description: "Using the senses to build atmosphere.",
        subject: "English",
        tutorId: english!.id,
        duration: 38,
        videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
        views: 11,
        uploadedAt: at(-8, 18),
      },
      {
        title: "Photosynthesis Explained",
        description: "The reaction, limiting factors and required practical.",
        subject: "Biology",
        tutorId: science!.id,
        duration: 50,
        videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
        views: 9,
        uploadedAt: at(-6, 18),
      },
      {
        title: "The Periodic Table",
        description: "Groups, periods and trends in reactivity.",
        subject: "Chemistry",
        tutorId: science!.id,
        duration: 45,
        videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
        views: 6,
        uploadedAt: at(-4, 18),
      },
      {
        title: "Energy Stores and Transfers",
        description: "Kinetic, gravitational and elastic potential energy.",
        subject: "Physics",
        tutorId: tutor!.id,
        duration: 47,
        videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
        views: 4,
        uploadedAt: at(-2, 18),
      },
    ]);

    await tx.insert(resources).values([
      {
        title: "Times Tables Practice Pack",
        description: "Printable practice sheets for 2 to 12 times tables.",
        fileUrl: "https://files.brightpath-tuition.example/primary/times-tables.pdf",
        type: "pdf",
        size: 820,
        subject: "Mathematics",
        yearGroup: "Primary",
        tutorId: tutor!.id,
      },
      {
        title: "Spelling Patterns Workbook",
        description: "Common spelling rules with exercises.",
        fileUrl: "https://files.brightpath-tuition.example/primary/spelling.pdf",
        type: "pdf",
        size: 640,
        subject: "English",
        yearGroup: "Primary",
        tutorId: english!.id,
      },
      {
        title: "Algebra Foundations Quiz",
        description: "Twenty questions on expressions and equations.",
        externalUrl: "https://quiz.brightpath-tuition.example/algebra-foundations",
        type: "quiz",
        size: 0,
        subject: "Mathematics",
        yearGroup: "Year 7",
        tutorId: tutor!.id,
      },
      {
        title: "States of Matter Slides",
        description: "Particle model slides from the live lesson.",
        fileUrl: "https://files.brightpath-tuition.example/ks3/states-of-matter.pptx",
        type: "ppt",
        size: 2300,
        subject: "Science",
        yearGroup: "Year 8",
        tutorId: science!.id,
      },
      {
        title: "Simultaneous Equations Worksheet",
        description: "Graded worksheet with answers.",
        fileUrl: "https://files.brightpath-tuition.example/gcse/simultaneous.pdf",
        type: "pdf",
        size: 450,
        subject: "Mathematics",
        yearGroup: "Year 10",
        tutorId: tutor!.id,
      },
      {
        title: "Macbeth Key Quotations",
        description: "Quotations by theme with analysis prompts.",
        fileUrl: "https://files.brightpath-tuition.example/gcse/macbeth.docx",
        type: "doc",
        size: 310,
        subject: "English",
        yearGroup: "Year 11",
        tutorId: english!.id,
      },
      {
        title: "Required Practicals Guide",
        description: "Method summaries for GCSE chemistry practicals.",
        externalUrl: "https://learn.brightpath-tuition.example/chemistry/practicals",
        type: "link",
        subject: "Chemistry",
        yearGroup: "Year 10",
        tutorId: science!.id,
      },
    ]);

    await tx.insert(blogPosts).values([
      {
        title: "Five ways to support GCSE revision at home",
        excerpt: "Small routines that make a big difference in the run-up to exams.",
        content:
          "Revision works best in short, focused bursts. Agree a simple timetable together, mix subjects across the week, and use the recordings of live lessons to revisit tricky topics. Praise effort, not just marks, and protect sleep in the weeks before exams.",
        status: "published",
        authorId: tutor!.id,
        publishedDate: at(-20, 9),
        createdAt: at(-20, 9),
      },
      {
        title: "Why employers are adding family tuition to their benefits",
        excerpt: "Working parents tell us what matters most to them.",
        content:
          "Benefits that help with family life are among the most valued by staff. Access to live, small-group tuition gives working parents confidence that their children are supported, and gives employers a benefit that people actually use.",
        status: "published",
        authorId: admin!.id,
        publishedDate: at(-7, 9),
        createdAt: at(-7, 9),
      },
      {
        title: "Planning next term's science sessions",
        excerpt: "A draft outline for the spring term.",
        content: "Draft outline of the spring term science sessions for Years 7 to 11.",
        status: "draft",
        authorId: science!.id,
        createdAt: at(-1, 9),
      },
    ]);

    await tx.insert(registrationCodes).values({
      code: "NWDEMO25",
      companyId: northwind!.id,
      maxUses: 200,
      expiresAt: at(2, 23),
      createdBy: admin!.id,
    });
  });
}
