import { hashPassword } from "../../lib/password.ts";
import type { Database } from "../client.ts";
import { users } from "../schema.ts";
import type { SeededCompanies } from "./index.ts";

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
  // Sign-in usernames have at least 3 characters, so the HR manager's is not plain `hr`.
  {
    label: "Employer",
    username: "hr.manager",
    password: "hr-demo-2025",
    iAmA: "Employer",
    lands: "/employer",
  },
] as const;

/** The password of the demo accounts the README does not list (two teachers, a second family). */
export const DEMO_OTHER_ACCOUNTS_PASSWORD = "demo-password-2025";

/**
 * Every password the demo accounts are made with: published (the README, the start-up output, this file),
 * so they sign in only from this machine unless SEED_DEMO=1 says otherwise (decision 046).
 */
export const DEMO_PASSWORDS: readonly string[] = [
  ...DEMO_SIGN_INS.map((signIn) => signIn.password),
  DEMO_OTHER_ACCOUNTS_PASSWORD,
];

/**
 * The demo accounts: the admin, three teachers, two families and Northwind's HR manager, signed in with
 * DEMO_SIGN_INS.
 */
export async function seedUsers(tx: Database, { northwind, harbour }: SeededCompanies) {
  const [adminHash, tutorHash, parentHash, hrHash, otherHash] = await Promise.all([
    hashPassword(DEMO_SIGN_INS[0].password),
    hashPassword(DEMO_SIGN_INS[1].password),
    hashPassword(DEMO_SIGN_INS[2].password),
    hashPassword(DEMO_SIGN_INS[3].password),
    hashPassword(DEMO_OTHER_ACCOUNTS_PASSWORD),
  ]);
  const [admin, tutor, english, science, parent, secondParent, hr] = await tx
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
        companyId: northwind.id,
        isActivated: true,
      },
      {
        username: "family.ahmed",
        passwordHash: otherHash!,
        email: "r.ahmed@harbourhealth.example",
        fullName: "Rashid Ahmed",
        role: "parent",
        companyId: harbour.id,
        isActivated: true,
      },
      // Northwind's HR manager: its employer's screen (/employer), places, employees and report.
      {
        username: DEMO_SIGN_INS[3].username,
        passwordHash: hrHash!,
        email: "grace.okafor@northwind-logistics.example",
        fullName: "Grace Okafor",
        role: "hr",
        companyId: northwind.id,
        isActivated: true,
        activatedAt: new Date(),
      },
    ])
    .returning();
  return {
    admin: admin!,
    tutor: tutor!,
    english: english!,
    science: science!,
    parent: parent!,
    secondParent: secondParent!,
    hr: hr!,
  };
}
