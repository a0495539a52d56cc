import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PASSWORD_CHANGE_REQUIRED } from "#shared/schemas/auth.ts";
import { tutorSchema } from "#shared/schemas/tutors.ts";
import { z } from "#shared/zod.ts";
import { emailOutbox, users } from "../../db/schema.ts";
import { verifyPassword } from "../../lib/password.ts";
import { setupAdminTestApp } from "../../test/test-app.ts";

const { t, admin } = setupAdminTestApp();

const validTeacher = (n: string) => ({
  username: `teacher.${n}`,
  password: "temporary-1",
  email: `teacher.${n}@school.example`,
  fullName: `Teacher ${n}`,
  subjects: ["Mathematics", "Physics"],
  qualifications: "PGCE, BSc Mathematics",
  bio: "Ten years teaching GCSE maths.",
  yearsExperience: "6-10",
  role: "tutor",
});

describe("POST /api/admin/tutors", () => {
  it("creates a teacher with a temporary password and e-mails the sign-in details", async () => {
    const response = await admin.inject({
      method: "POST",
      url: "/api/admin/tutors",
      payload: validTeacher("ada"),
    });
    expect(response.statusCode).toBe(201);
    const tutor = tutorSchema.parse(response.json());
    expect(tutor).toMatchObject({
      username: "teacher.ada",
      email: "teacher.ada@school.example",
      fullName: "Teacher ada",
      role: "tutor",
      subjects: ["Mathematics", "Physics"],
      yearsExperience: "6-10",
      isActive: true,
    });
    expect(response.body).not.toContain("temporary-1");
    const stored = (await t.db.select().from(users).where(eq(users.id, tutor.id)))[0]!;
    expect(stored.mustChangePassword).toBe(true);
    expect(stored.role).toBe("tutor");
    expect(await verifyPassword(stored.passwordHash, "temporary-1")).toBe(true);

    await t.app.deps.mailer.flush();
    const mail = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, "teacher.ada@school.example"));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.kind).toBe("teacher-invite");
    expect(mail[0]!.text).toContain("teacher.ada");
    expect(mail[0]!.text).toContain("temporary-1");
    expect(mail[0]!.text).toContain("http://localhost:5000/auth");

    // The temporary password signs in, but only to change it.
    const cookie = await t.signIn("teacher.ada", "temporary-1", "tutor");
    const blocked = await t.app.inject({ method: "GET", url: "/api/admin/tutors", headers: { cookie } });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe(PASSWORD_CHANGE_REQUIRED);
  });

  it("sends no e-mail when sendInvite is false", async () => {
    const response = await admin.inject({
      method: "POST",
      url: "/api/admin/tutors",
      payload: { ...validTeacher("quiet"), sendInvite: false },
    });
    expect(response.statusCode).toBe(201);
    await t.app.deps.mailer.flush();
    const mail = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, "teacher.quiet@school.example"));
    expect(mail).toHaveLength(0);
  });

  it("answers 409 for a taken username or e-mail, case-insensitively", async () => {
    await admin.inject({ method: "POST", url: "/api/admin/tutors", payload: validTeacher("dup") });
    const sameUsername = await admin.inject({
      method: "POST",
      url: "/api/admin/tutors",
      payload: { ...validTeacher("dup"), username: "TEACHER.DUP", email: "other@school.example" },
    });
    expect(sameUsername.statusCode).toBe(409);
    expect(sameUsername.json().message).toBe("Username already exists");
    const sameEmail = await admin.inject({
      method: "POST",
      url: "/api/admin/tutors",
      payload: { ...validTeacher("dup"), username: "someone.else", email: "Teacher.Dup@School.example" },
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toBe("Email already registered");
  });

  it.each([
    [{ username: "ab" }, "username", "Username must be at least 3 characters"],
    [{ password: "12345" }, "password", "Password must be at least 6 characters"],
    [{ email: "not-an-email" }, "email", "Please enter a valid email address"],
    [{ fullName: "A" }, "fullName", "Full name is required"],
    [{ subjects: [] }, "subjects", "Please select at least one subject"],
    [{ qualifications: "x" }, "qualifications", "Please enter teacher qualifications"],
    [{ bio: "short" }, "bio", "Please provide a brief teacher biography"],
    [{ yearsExperience: "" }, "yearsExperience", "Years of experience is required"],
  ])("rejects %o with the form's message", async (change, path, message) => {
    const response = await admin.inject({
      method: "POST",
      url: "/api/admin/tutors",
      payload: { ...validTeacher("invalid"), ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(response.json().issues).toContainEqual({ path, message });
  });
});

describe("GET /api/admin/tutors and /api/admin/users/tutors", () => {
  it("lists teachers newest first, and only active ones for lesson forms", async () => {
    const older = await t.createUser("tutor", { createdAt: new Date("2024-01-01T00:00:00Z") });
    const newer = await t.createUser("tutor", { createdAt: new Date("2030-01-01T00:00:00Z") });
    const inactive = await t.createUser("tutor", { isActive: false });
    await t.createUser("parent");

    const all = await admin.inject({ method: "GET", url: "/api/admin/tutors" });
    expect(all.statusCode).toBe(200);
    const list = z.array(tutorSchema).parse(all.json());
    expect(list.every((tutor) => tutor.role === "tutor")).toBe(true);
    expect(list[0]!.id).toBe(newer.user.id);
    expect(list.at(-1)!.id).toBe(older.user.id);
    expect(list.map((x) => x.id)).toContain(inactive.user.id);
    expect(all.body).not.toContain("passwordHash");

    const forForms = await admin.inject({ method: "GET", url: "/api/admin/users/tutors" });
    expect(forForms.statusCode).toBe(200);
    const ids = z
      .array(tutorSchema)
      .parse(forForms.json())
      .map((x) => x.id);
    expect(ids).toContain(older.user.id);
    expect(ids).not.toContain(inactive.user.id);
  });
});

describe("PUT /api/admin/tutors/:id", () => {
  it("updates the profile fields", async () => {
    const { user } = await t.createUser("tutor");
    const response = await admin.inject({
      method: "PUT",
      url: `/api/admin/tutors/${user.id}`,
      payload: { fullName: "Grace Hopper", subjects: ["Science"], bio: "Computing pioneer and teacher." },
    });
    expect(response.statusCode).toBe(200);
    expect(tutorSchema.parse(response.json())).toMatchObject({
      id: user.id,
      fullName: "Grace Hopper",
      subjects: ["Science"],
      bio: "Computing pioneer and teacher.",
      email: user.email,
    });
  });

  it("deactivates a teacher (ending their sessions) and reactivates them", async () => {
    const tutor = await t.asRole("tutor");
    const before = await tutor.inject({ method: "GET", url: "/api/user" });
    expect(before.statusCode).toBe(200);

    const off = await admin.inject({
      method: "PUT",
      url: `/api/admin/tutors/${tutor.user.id}`,
      payload: { isActive: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().isActive).toBe(false);
    const after = await tutor.inject({ method: "GET", url: "/api/user" });
    expect(after.statusCode).toBe(401);
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: tutor.user.username, password: tutor.password, role: "tutor" },
    });
    expect(signIn.statusCode).toBe(401);

    const on = await admin.inject({
      method: "PUT",
      url: `/api/admin/tutors/${tutor.user.id}`,
      payload: { isActive: true },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json().isActive).toBe(true);
    await t.signIn(tutor.user.username, tutor.password, "tutor");
  });

  it("answers 404 for an unknown id or a user who is not a teacher, 409 for a taken e-mail", async () => {
    const missing = await admin.inject({
      method: "PUT",
      url: "/api/admin/tutors/999999",
      payload: { fullName: "Nobody Here" },
    });
    expect(missing.statusCode).toBe(404);
    const { user: parent } = await t.createUser("parent");
    const notTutor = await admin.inject({
      method: "PUT",
      url: `/api/admin/tutors/${parent.id}`,
      payload: { fullName: "Not A Teacher" },
    });
    expect(notTutor.statusCode).toBe(404);

    const { user: tutor } = await t.createUser("tutor");
    const taken = await admin.inject({
      method: "PUT",
      url: `/api/admin/tutors/${tutor.id}`,
      payload: { email: parent.email.toUpperCase() },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("Email already registered");
  });

  it("validates the fields it is given", async () => {
    const { user } = await t.createUser("tutor");
    const response = await admin.inject({
      method: "PUT",
      url: `/api/admin/tutors/${user.id}`,
      payload: { email: "broken" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Please enter a valid email address");
  });
});
