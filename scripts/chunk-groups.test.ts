/**
 * Which portal chunk a module goes into (scripts/chunk-groups.ts), on a small module graph shaped like the
 * bundler's: importers up to the route modules, imports down to the packages.
 */
import { describe, expect, it } from "vitest";
import {
  type ModuleGraph,
  portalChunk,
  reachesPublicModule,
  routeArea,
  routesReaching,
} from "./chunk-groups.ts";

const app = (file: string) => `/work/app/${file}`;
const pkg = (file: string) => `/work/node_modules/${file}`;

/** A graph from `importer -> imported` edges (`lazy` marks an `import()`). */
function graph(edges: readonly [string, string, "lazy"?][]): ModuleGraph {
  const info = new Map<string, { importers: string[]; dynamicImporters: string[]; importedIds: string[] }>();
  const node = (id: string) => {
    if (!info.has(id)) info.set(id, { importers: [], dynamicImporters: [], importedIds: [] });
    return info.get(id)!;
  };
  for (const [from, to, kind] of edges) {
    node(from);
    if (kind === "lazy") node(to).dynamicImporters.push(from);
    else {
      node(to).importers.push(from);
      node(from).importedIds.push(to);
    }
  }
  return { getModuleInfo: (id) => info.get(id) ?? null };
}

const childCard = app("features/students/components/child-card.tsx");
const sessionFacts = app("features/scheduled-sessions/components/session-facts.tsx");
const bookingForm = app("features/bookings/components/booking-form.tsx");
const bookingDialog = app("features/bookings/components/booking-dialog.tsx");
const heroBlock = app("features/enquiries/components/hero-block.tsx");
const lessonCard = app("features/recorded-lessons/components/lesson-card.tsx");
const subjectsList = app("features/enquiries/lib/subjects-list.ts");

const modules = graph([
  [app("routes/student/student-schedule.tsx"), childCard],
  [app("routes/parent/parent-dashboard.tsx"), childCard],
  [app("routes/student/student-schedule.tsx"), sessionFacts],
  [app("routes/tutor/schedule.tsx"), sessionFacts],
  [app("routes/student/student-schedule.tsx"), bookingForm],
  [app("routes/parent/parent-dashboard.tsx"), bookingForm],
  [bookingForm, pkg("zod/index.js")],
  [app("routes/student/student-schedule.tsx"), bookingDialog, "lazy"],
  [bookingDialog, app("features/bookings/lib/booking-words.ts")],
  [app("routes/student/student-schedule.tsx"), app("features/bookings/lib/booking-words.ts")],
  [app("routes/public/home.tsx"), heroBlock],
  [app("routes/tutor/students.tsx"), heroBlock],
  [app("routes/tutor/students.tsx"), app("features/students/components/only-here.tsx")],
  [app("routes/tutor/recorded-lessons.tsx"), lessonCard],
  [app("routes/student/student-lessons.tsx"), lessonCard],
  [lessonCard, subjectsList],
  [app("routes/public/subjects.tsx"), subjectsList],
]);

describe("the portal chunks", () => {
  it("puts what one role's screens share into that role's chunk, and what several roles share into portal", () => {
    expect(portalChunk(childCard, modules)).toBe("portal-family");
    expect(portalChunk(sessionFacts, modules)).toBe("portal");
  });

  it("counts a module a screen loads on demand as a second reader", () => {
    expect(routesReaching(app("features/bookings/lib/booking-words.ts"), modules)).toEqual({
      routes: new Set(["routes/student/student-schedule.tsx"]),
      lazyEntries: new Set([bookingDialog]),
    });
    expect(portalChunk(app("features/bookings/lib/booking-words.ts"), modules)).toBe("portal-family");
  });

  it("leaves to the bundler a module one screen alone reads, one a public page reads, and one that reaches a form library", () => {
    expect(portalChunk(app("features/students/components/only-here.tsx"), modules)).toBeNull();
    expect(portalChunk(heroBlock, modules)).toBeNull();
    expect(portalChunk(bookingForm, modules)).toBeNull();
  });

  it("leaves a shared module that imports one a public page reads, which the portal chunk would take along", () => {
    expect(reachesPublicModule(lessonCard, modules)).toBe(true);
    expect(portalChunk(lessonCard, modules)).toBeNull();
    expect(reachesPublicModule(childCard, modules)).toBe(false);
  });

  it("keeps the named portal modules in portal, and never takes a route module or an unknown package", () => {
    expect(portalChunk(pkg("@tanstack/query-core/build/modern/query.js"), modules)).toBe("portal");
    expect(portalChunk(app("routes/student/student-schedule.tsx"), modules)).toBeNull();
    expect(portalChunk(pkg("zod/index.js"), modules)).toBeNull();
  });

  it("names each route's readers: a family, tutor, admin or employer screen, or every role's", () => {
    expect(routeArea("routes/student/student-schedule.tsx")).toBe("family");
    expect(routeArea("routes/parent/parent-dashboard.tsx")).toBe("family");
    expect(routeArea("routes/tutor/schedule.tsx")).toBe("tutor");
    expect(routeArea("routes/admin/admin.tsx")).toBe("admin");
    expect(routeArea("routes/employer/employer.tsx")).toBe("employer");
    expect(routeArea("routes/account/account.tsx")).toBe("shared");
    expect(routeArea("routes/layouts/signed-in-layout.tsx")).toBe("shared");
  });
});
