import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

/** The full route table [2§2.1]. Public pages sit in the public layout and are prerendered. */
export default [
  layout("routes/layouts/public-layout.tsx", [
    index("routes/public/home.tsx"),
    route("services/how-it-works", "routes/public/how-it-works.tsx"),
    route("services/subjects", "routes/public/subjects.tsx"),
    route("services/tutors", "routes/public/tutors.tsx"),
    route("services/pricing", "routes/public/pricing.tsx"),
    route("services/guarantees", "routes/public/guarantees.tsx"),
    route("benefits/employers", "routes/public/employers.tsx"),
    route("benefits/employees", "routes/public/employees.tsx"),
    route("individual-purchase", "routes/public/individual-purchase.tsx"),
    route("privacy-policy", "routes/public/privacy-policy.tsx"),
    route("terms-of-service", "routes/public/terms-of-service.tsx"),
    route("sitemap", "routes/public/sitemap.tsx"),
    route("about/our-story", "routes/public/our-story.tsx"),
    route("about/mission-values", "routes/public/mission-values.tsx"),
    route("about/team", "routes/public/team.tsx"),
    route("coming-soon", "routes/public/coming-soon.tsx"),
    layout("routes/layouts/app-providers.tsx", { id: "public-app-providers" }, [
      route("auth", "routes/auth/auth.tsx"),
      route("auth/reset-password", "routes/auth/reset-password.tsx"),
      route("confirm-email", "routes/auth/confirm-email.tsx"),
      route("register/:code", "routes/auth/register-code.tsx"),
      route("reports/:token", "routes/public/shared-report.tsx"),
      route("about/blog", "routes/public/blog.tsx"),
      route("about/blog/:slug", "routes/public/blog-post.tsx"),
    ]),
    route("*", "routes/not-found.tsx"),
  ]),
  layout("routes/layouts/app-providers.tsx", { id: "app-providers" }, [
    layout("routes/layouts/signed-in-layout.tsx", [
      layout("routes/layouts/require-admin.tsx", [
        route("admin", "routes/admin/admin.tsx"),
        route("admin/companies/:id/utilisation", "routes/admin/company-utilisation.tsx"),
      ]),
      layout("routes/layouts/require-tutor.tsx", [
        route("dashboard", "routes/tutor/dashboard.tsx"),
        route("schedule", "routes/tutor/schedule.tsx"),
        route("schedule/:id", "routes/tutor/session.tsx"),
        route("recorded-lessons", "routes/tutor/recorded-lessons.tsx"),
        route("recorded-lessons/:id", "routes/tutor/recorded-lesson.tsx"),
        route("live-sessions", "routes/tutor/live-sessions.tsx"),
        route("students", "routes/tutor/students.tsx"),
        route("students/:id", "routes/tutor/student.tsx"),
      ]),
      layout("routes/layouts/require-signed-in.tsx", [
        route("change-password", "routes/auth/change-password.tsx"),
        route("two-factor-setup", "routes/auth/two-factor-setup.tsx"),
        route("account", "routes/account/account.tsx"),
        route("resources", "routes/shared/resources.tsx"),
        route("messages", "routes/messages/messages.tsx"),
      ]),
      layout("routes/layouts/require-parent.tsx", [
        route("student", "routes/student/student-dashboard.tsx"),
        route("student/lessons", "routes/student/student-lessons.tsx"),
        route("student/live", "routes/student/student-live.tsx"),
        route("student/resources", "routes/student/student-resources.tsx"),
        route("student/schedule", "routes/student/student-schedule.tsx"),
        route("student/lesson/:id", "routes/student/student-lesson.tsx"),
        route("student/session/:id", "routes/student/student-session.tsx"),
        route("parent-dashboard", "routes/parent/parent-dashboard.tsx"),
        route("parent-portal", "routes/parent/parent-portal.tsx"),
      ]),
    ]),
  ]),
] satisfies RouteConfig;
