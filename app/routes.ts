import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { patterns } from "#shared/config/paths.ts";

/**
 * A page's route: its pattern from `shared/config/paths.ts`, without the leading slash the table nests it by.
 * A second address drawn by the same module names its route's id: one module is one script, and a module
 * that re-exported another cost every visit a script file of its own.
 */
const page = (name: keyof typeof patterns, file: string, id?: string) =>
  route(patterns[name].slice(1), file, id ? { id } : {});

/**
 * The full route table [2§2.1]. Public pages sit in the public layout and are prerendered. Each address is
 * declared once, in `patterns`, beside the `paths` builders that link to it.
 */
export default [
  layout("routes/layouts/public-layout.tsx", [
    index("routes/public/home.tsx"),
    page("howItWorks", "routes/public/how-it-works.tsx"),
    page("subjects", "routes/public/subjects.tsx"),
    page("tutors", "routes/public/tutors.tsx"),
    page("pricing", "routes/public/pricing.tsx"),
    page("guarantees", "routes/public/guarantees.tsx"),
    page("employers", "routes/public/employers.tsx"),
    page("employees", "routes/public/employees.tsx"),
    page("individualPurchase", "routes/public/individual-purchase.tsx"),
    page("privacyPolicy", "routes/public/privacy-policy.tsx"),
    page("termsOfService", "routes/public/terms-of-service.tsx"),
    page("sitemap", "routes/public/sitemap.tsx"),
    page("ourStory", "routes/public/our-story.tsx"),
    page("missionValues", "routes/public/mission-values.tsx"),
    page("team", "routes/public/team.tsx"),
    page("comingSoon", "routes/public/coming-soon.tsx"),
    // A post reads the API in its client loader only: no data layer, so it loads no more than a marketing page.
    page("blogPost", "routes/public/blog-post.tsx"),
    layout("routes/layouts/app-providers.tsx", { id: "public-app-providers" }, [
      page("auth", "routes/auth/auth.tsx"),
      page("resetPassword", "routes/auth/reset-password.tsx"),
      page("confirmEmail", "routes/auth/confirm-email.tsx"),
      page("register", "routes/auth/register-code.tsx"),
      page("sharedReport", "routes/public/shared-report.tsx"),
      page("blog", "routes/public/blog.tsx"),
    ]),
    route("*", "routes/not-found.tsx"),
  ]),
  layout("routes/layouts/app-providers.tsx", { id: "app-providers" }, [
    layout("routes/layouts/signed-in-layout.tsx", [
      layout("routes/layouts/require-admin.tsx", [
        page("admin", "routes/admin/admin.tsx"),
        page("adminCompany", "routes/admin/company-details.tsx"),
        page("adminCompanyUtilisation", "routes/admin/company-utilisation.tsx"),
      ]),
      layout("routes/layouts/require-hr.tsx", [page("employer", "routes/employer/employer.tsx")]),
      layout("routes/layouts/require-tutor.tsx", [
        page("dashboard", "routes/tutor/dashboard.tsx"),
        page("schedule", "routes/tutor/schedule.tsx"),
        page("tutorSession", "routes/tutor/session.tsx"),
        page("recordedLessons", "routes/tutor/recorded-lessons.tsx"),
        page("recordedLesson", "routes/tutor/recorded-lesson.tsx"),
        page("liveSessions", "routes/tutor/live-sessions.tsx"),
        page("students", "routes/tutor/students.tsx"),
        page("tutorStudent", "routes/tutor/student.tsx"),
      ]),
      layout("routes/layouts/require-signed-in.tsx", [
        page("changePassword", "routes/auth/change-password.tsx"),
        page("twoFactorSetup", "routes/auth/two-factor-setup.tsx"),
        page("account", "routes/account/account.tsx"),
        page("resources", "routes/shared/resources.tsx"),
        page("messages", "routes/messages/messages.tsx"),
        page("lessonRoom", "routes/room/lesson-room.tsx"),
      ]),
      layout("routes/layouts/require-parent.tsx", [
        page("student", "routes/student/student-dashboard.tsx"),
        page("studentLessons", "routes/student/student-lessons.tsx"),
        page("studentLive", "routes/student/student-live.tsx"),
        page("studentResources", "routes/student/student-resources.tsx"),
        page("studentSchedule", "routes/student/student-schedule.tsx"),
        page("studentLesson", "routes/student/student-lesson.tsx"),
        page("studentSession", "routes/student/student-lesson.tsx", "routes/student/student-session"),
        page("familyChild", "routes/student/student-child.tsx"),
        page("parentDashboard", "routes/parent/parent-dashboard.tsx"),
        page("parentPortal", "routes/parent/parent-portal.tsx"),
      ]),
    ]),
  ]),
] satisfies RouteConfig;
