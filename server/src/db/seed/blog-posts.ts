import type { Database } from "../client.ts";
import { blogPosts } from "../schema.ts";
import type { SeededUsers } from "./index.ts";
import { at } from "./time.ts";

const REVISION = `Exam season is stressful for the whole household, but the families who cope best tend to share a few simple habits. None of them needs you to be an expert in the subject.

## 1. Agree a timetable together

Sit down with your child and block out **short, focused sessions** of 25 to 40 minutes. Mix subjects across the week so that no single day is all maths or all English.

## 2. Use the recordings

Every live lesson is recorded. When a topic did not click the first time, watching the recording again, and pausing to try the examples, is often all it takes.

## 3. Practise with past papers

- Start with one question at a time, untimed.
- Move on to full sections under timed conditions.
- Mark together and talk about *why* marks were lost, not just how many.

## 4. Praise effort, not just marks

Progress in the weeks before an exam is often invisible. Notice the work that goes in.

## 5. Protect sleep

Late-night cramming rarely helps. A regular bedtime does more for memory than an extra hour of revision.

For the official list of what each subject covers, see the [GCSE subject content published by the Department for Education](https://www.gov.uk/government/collections/gcse-subject-content).`;

const EMPLOYERS = `Benefits that help with family life are among the most valued by staff, and among the least offered.

## What working parents tell us

When we ask parents what would make the biggest difference to them, three answers come up again and again:

1. **Time**: not having to drive children to and from tutoring after work.
2. **Confidence**: knowing that lessons follow the national curriculum and are taught by qualified subject specialists.
3. **Fairness**: support that every family can use, not only those who can afford private tuition.

## Why it works for employers

Live, small-group tuition is a benefit people *actually use*. It supports recruitment and retention, and it shows staff that the organisation understands the pressures of raising a family.

> "It is the first benefit our team has thanked us for."

If you would like to talk about offering tuition to your staff, see [how the service works](/services/how-it-works).`;

const READING = `Reading for pleasure is one of the strongest predictors of success at school, in every subject, not only English.

## Little and often

Ten minutes a day beats an hour at the weekend. Bedtime, breakfast or the journey to school all work.

## Let them choose

- Graphic novels, magazines and non-fiction all count.
- Re-reading a favourite book is not cheating: it builds fluency.
- Audiobooks are a great way into stories that are still too hard to read alone.

## Talk about it

Ask open questions: *What do you think happens next? Which character would you trust?* Conversations like these build the same skills that GCSE English Literature rewards.

Your local library is free to join, and many offer e-books too: find yours on the [library finder](https://www.gov.uk/local-library-services).`;

const DRAFT = `## Spring term plan

A draft outline of next term's science sessions for Years 7 to 11.

- **Year 7**: cells and organisation, particles
- **Year 9**: atomic structure, energy
- **Year 11**: exam technique and required practicals

Still to confirm: session times and which recordings to refresh.`;

/** Three published posts by the demo tutor and admin, and the tutor's draft, in Markdown. */
export async function seedBlogPosts(tx: Database, { admin, tutor }: SeededUsers) {
  await tx.insert(blogPosts).values([
    {
      title: "Five ways to support GCSE revision at home",
      slug: "five-ways-to-support-gcse-revision-at-home",
      excerpt: "Small routines that make a big difference in the run-up to exams.",
      content: REVISION,
      status: "published",
      authorId: tutor.id,
      publishedDate: at(-20, 9),
      createdAt: at(-21, 16),
      updatedAt: at(-20, 9),
    },
    {
      title: "Why employers are adding family tuition to their benefits",
      slug: "why-employers-are-adding-family-tuition-to-their-benefits",
      excerpt: "Working parents tell us what matters most to them, and why it matters to employers too.",
      content: EMPLOYERS,
      status: "published",
      authorId: admin.id,
      publishedDate: at(-7, 9),
      createdAt: at(-8, 14),
      updatedAt: at(-7, 9),
    },
    {
      title: "Building a reading habit that lasts",
      slug: "building-a-reading-habit-that-lasts",
      excerpt: "Ten minutes a day, the right books, and the questions that turn reading into thinking.",
      content: READING,
      status: "published",
      authorId: tutor.id,
      publishedDate: at(-2, 8),
      createdAt: at(-3, 17),
      updatedAt: at(-2, 8),
    },
    {
      title: "Planning next term's science sessions",
      slug: "planning-next-terms-science-sessions",
      excerpt: "A draft outline for the spring term.",
      content: DRAFT,
      status: "draft",
      authorId: tutor.id,
      createdAt: at(-1, 9),
      updatedAt: at(-1, 9),
    },
  ]);
}
