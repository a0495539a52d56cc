import type { APIRequestContext, Page } from "@playwright/test";
import { expectNoAxeViolations, expectNoSidewaysScroll } from "./support/checks.ts";
import { DEMO, expect, signIn, test } from "./support/fixtures.ts";

// The family and the tutor are in London, as the seed's times are.
test.use({ timezoneId: "Europe/London" });

/** A realistic shared-document link a parent pastes into a message: 188 characters, no space. */
const DOCUMENT_LINK =
  "https://docs.google.com/document/d/1xQ7kP3mZr8TnVb2LwYc5HdJ9sGf4EaU6oIiKqRtXyNz/edit?usp=sharing&ouid=104857392016482957310&rtpof=true&sd=true&tab=t.0#heading=h.3znysh7kx2fq9wb1lpd0mr4vzqa";
/** A word as long as a message may be: 5,000 characters without a space. */
const LONGEST_WORD = "W".repeat(5000);

/**
 * A demo teacher no other spec counts the unread messages of (the messages spec reads Sarah Whitfield's):
 * the family writes to her.
 */
const TEACHER = {
  fullName: "Amina Hussain",
  username: "tutor.amina",
  password: "demo-password-2025",
  iAmA: "Tutor",
};

type LongTextFamily = {
  username: string;
  password: string;
  childName: string;
  childId: number;
  sessionId: number;
  startsAt: string;
  sessionTitle: string;
  threadId: number;
  companyName: string;
  code: string;
};

async function signInByApi(request: APIRequestContext, username: string, password: string, role: string) {
  const response = await request.post("/api/login", { data: { username, password, role } });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * What people typed, at the longest the forms take, none with a space: a company's name (200), a
 * session's title (200), a family's full name (120), a child's first name (50), and the family's
 * messages to the tutor (the document link, then a 5,000-character word). Made through the API as the
 * admin and the family would make them in the app.
 */
async function familyWithLongWords(request: APIRequestContext): Promise<LongTextFamily> {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  await signInByApi(request, DEMO.admin.username, DEMO.admin.password, "admin");
  const companyName = `Northwind${"Holdings".repeat(23)}${suffix}`.slice(0, 200);
  const company = await request.post("/api/admin/companies", {
    data: {
      name: companyName,
      contactName: "Jordan Lee",
      contactEmail: `hr-${suffix}@long-names.example`,
      status: "active",
    },
  });
  expect(company.status(), await company.text()).toBe(201);
  const companyId = ((await company.json()) as { id: number }).id;
  const code = await request.post("/api/admin/create-registration-code", { data: { companyId } });
  expect(code.status(), await code.text()).toBe(201);
  const tutors = (await (await request.get("/api/admin/tutors")).json()) as Array<{
    id: number;
    fullName: string;
  }>;
  const sessionTitle = `Simultaneous${"Equations".repeat(20)}${suffix}`.slice(0, 200);
  const startsAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
  const session = await request.post("/api/admin/scheduled-sessions", {
    data: {
      title: sessionTitle,
      description: `Worksheet: ${DOCUMENT_LINK}`,
      subject: "Chemistry",
      tutorId: tutors.find((tutor) => tutor.fullName === TEACHER.fullName)!.id,
      scheduledFor: startsAt,
      duration: 60,
      youtubeUrl: null,
      academicYear: "Year 10",
      capacity: 12,
    },
  });
  expect(session.status(), await session.text()).toBe(201);
  const sessionId = ((await session.json()) as { id: number }).id;
  await request.post("/api/logout");

  const username = `longwords${suffix}`;
  const password = "long-words-2026";
  const registered = await request.post("/api/register", {
    data: {
      fullName: `Family${"Clarkson".repeat(14)}`.slice(0, 120),
      email: `longwords-${suffix}@long-names.example`,
      username,
      password,
      confirmPassword: password,
      code: ((await code.json()) as { code: string }).code,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await request.post("/api/logout");
  await signInByApi(request, username, password, "student");
  const childName = `Maximilian${"Alexander".repeat(5)}`.slice(0, 50);
  const child = await request.post("/api/family/children", {
    data: { firstName: childName, grade: "Year 10" },
  });
  expect(child.status(), await child.text()).toBe(201);
  const childId = ((await child.json()) as { id: number }).id;
  const booking = await request.post("/api/bookings", { data: { sessionId, studentId: childId } });
  expect(booking.status(), await booking.text()).toBe(201);
  const tutorId = tutors.find((tutor) => tutor.fullName === TEACHER.fullName)!.id;
  const thread = await request.post("/api/messages/threads", {
    data: { tutorId, body: `Here is the worksheet we talked about: ${DOCUMENT_LINK}` },
  });
  expect(thread.status(), await thread.text()).toBe(201);
  const threadId = ((await thread.json()) as { id: number }).id;
  const long = await request.post(`/api/messages/threads/${threadId}`, { data: { body: LONGEST_WORD } });
  expect(long.status(), await long.text()).toBe(201);
  await request.post("/api/logout");
  return {
    username,
    password,
    childName,
    childId,
    sessionId,
    startsAt,
    sessionTitle,
    threadId,
    companyName,
    code: ((await code.json()) as { code: string }).code,
  };
}

/**
 * The conversation is readable and answerable: nothing scrolls sideways, Reply and Send are on screen
 * (an admin reads it without a reply box).
 */
async function threadStaysOnScreen(page: Page, threadId: number, { canReply = true } = {}) {
  await page.goto(`/messages?thread=${threadId}`);
  const messages = page.getByRole("list", { name: "Messages" });
  await expect(messages.getByText(DOCUMENT_LINK)).toBeVisible();
  await expect(messages.getByText(LONGEST_WORD)).toBeVisible();
  await expectNoSidewaysScroll(page);
  if (!canReply) {
    await expect(page.getByText("Admins read every conversation but do not write in them.")).toBeVisible();
    await expectNoAxeViolations(page);
    return;
  }
  const reply = page.getByLabel("Your reply");
  const send = page.getByRole("button", { name: "Send" });
  await reply.scrollIntoViewIfNeeded();
  await expect(reply).toBeInViewport({ ratio: 1 });
  await expect(send).toBeInViewport({ ratio: 1 });
  await expectNoAxeViolations(page);
}

test.describe("long words from people wrap on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the family's screens stay phone-wide with a 188-character link and a 5,000-character word, a 50-character child, a long title and company name", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const family = await familyWithLongWords(page.request);
    expect(DOCUMENT_LINK).toHaveLength(188);

    // The registration page names the company.
    await page.goto(`/register/${family.code}`);
    await expect(page.getByText(family.companyName)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);

    await page.goto("/auth");
    await page.getByLabel("Username").fill(family.username);
    await page.getByLabel("Password").fill(family.password);
    await page.getByLabel("I am a").selectOption({ label: "Parent" });
    await page.getByRole("button", { name: "Log In" }).click();
    await page.waitForURL("**/parent-dashboard");
    await threadStaysOnScreen(page, family.threadId);

    // The child's name on Profile Settings, where 50 characters made the page 591 px wide.
    await page.goto("/account");
    await expect(page.getByRole("list", { name: "Your children" })).toContainText(family.childName);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);

    // The child's name and the session's title wherever the family meets them.
    const day = new Date(family.startsAt).toLocaleDateString("en-CA", { timeZone: "Europe/London" });
    for (const [path, shows] of [
      ["/parent-dashboard", [family.childName]],
      ["/student", [family.childName]],
      [`/student/schedule?date=${day}`, [family.sessionTitle]],
      [`/student/session/${family.sessionId}`, [family.sessionTitle, family.childName]],
      [`/student/children/${family.childId}`, [family.sessionTitle, family.childName]],
    ] as const) {
      await page.goto(path);
      for (const text of shows) await expect(page.getByText(text).first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page, { excludeFrames: true });
    }
  });

  test("the tutor's and the admin's screens stay phone-wide with the same words", async ({
    page,
    loginAs,
  }) => {
    test.setTimeout(120_000);
    const family = await familyWithLongWords(page.request);

    // The tutor reads the conversation, and the session's roster with the family's names.
    await signIn(page, TEACHER);
    await page.waitForURL("**/dashboard");
    await threadStaysOnScreen(page, family.threadId);
    await page.goto(`/schedule/${family.sessionId}`);
    await expect(page.getByRole("heading", { level: 1, name: family.sessionTitle })).toBeVisible();
    await expect(page.getByText(family.childName).first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page, { excludeFrames: true });

    // The admin's companies and every conversation.
    await page.request.post("/api/logout");
    await loginAs("admin");
    await page.goto("/admin#companies");
    await expect(page.getByText(family.companyName).first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await threadStaysOnScreen(page, family.threadId, { canReply: false });
  });
});

test.describe("long words from people wrap at desktop size", () => {
  test("the conversation with a 5,000-character word stays as wide as the window", async ({ page }) => {
    const family = await familyWithLongWords(page.request);
    await signInByApi(page.request, family.username, family.password, "student");
    await threadStaysOnScreen(page, family.threadId);
  });
});
