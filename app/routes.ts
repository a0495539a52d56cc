import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { patterns } from "#shared/config/paths.ts";

/** A route's path as the table nests it: its pattern in `shared/config/paths.ts` without the leading slash. */
const at = (pattern: string) => pattern.slice(1);

/**
 * The full route table [2§2.1]. Public pages sit in the public layout and are prerendered. Each address is
 * declared once, in `patterns`, beside the `paths` builders that link to it.
 */
export default [
  layout("routes/layouts/public-layout.tsx", [
    index("routes/public/home.tsx"),
    route(at(patterns.howItWorks), "routes/public/how-it-works.tsx"),
    route(at(patterns.subjects), "routes/public/subjects.tsx"),
    route(at(patterns.tutors), "routes/public/tutors.tsx"),
    route(at(patterns.pricing), "routes/public/pricing.tsx"),
    route(at(patterns.guarantees), "routes/public/guarantees.tsx"),
    route(at(patterns.employers), "routes/public/employers.tsx"),
    route(at(patterns.employees), "routes/public/employees.tsx"),
    route(at(patterns.individualPurchase), "routes/public/individual-purchase.tsx"),
    route(at(patterns.privacyPolicy), "routes/public/privacy-policy.tsx"),
    route(at(patterns.termsOfService), "routes/public/terms-of-service.tsx"),
    route(at(patterns.sitemap), "routes/public/sitemap.tsx"),
    route(at(patterns.ourStory), "routes/public/our-story.tsx"),
    route(at(patterns.missionValues), "routes/public/mission-values.tsx"),
    route(at(patterns.team), "routes/public/team.tsx"),
    route(at(patterns.comingSoon), "routes/public/coming-soon.tsx"),
    layout("routes/layouts/app-providers.tsx", { id: "public-app-providers" }, [
      route(at(patterns.auth), "routes/auth/auth.tsx"),
      route(at(patterns.resetPassword), "routes/auth/reset-password.tsx"),
      route(at(patterns.confirmEmail), "routes/auth/confirm-email.tsx"),
      route(at(patterns.register), "routes/auth/register-code.tsx"),
      route(at(patterns.sharedReport), "routes/public/shared-report.tsx"),
      route(at(patterns.blog), "routes/public/blog.tsx"),
      route(at(patterns.blogPost), "routes/public/blog-post.tsx"),
    ]),
    route("*", "routes/not-found.tsx"),
  ]),
  layout("routes/layouts/app-providers.tsx", { id: "app-providers" }, [
    layout("routes/layouts/signed-in-layout.tsx", [
      layout("routes/layouts/require-admin.tsx", [
        route(at(patterns.admin), "routes/admin/admin.tsx"),
        route(at(patterns.adminCompanyUtilisation), "routes/admin/company-utilisation.tsx"),
      ]),
      layout("routes/layouts/require-tutor.tsx", [
        route(at(patterns.dashboard), "routes/tutor/dashboard.tsx"),
        route(at(patterns.schedule), "routes/tutor/schedule.tsx"),
        route(at(patterns.tutorSession), "routes/tutor/session.tsx"),
        route(at(patterns.recordedLessons), "routes/tutor/recorded-lessons.tsx"),
        route(at(patterns.recordedLesson), "routes/tutor/recorded-lesson.tsx"),
        route(at(patterns.liveSessions), "routes/tutor/live-sessions.tsx"),
        route(at(patterns.students), "routes/tutor/students.tsx"),
        route(at(patterns.tutorStudent), "routes/tutor/student.tsx"),
      ]),
      layout("routes/layouts/require-signed-in.tsx", [
        route(at(patterns.changePassword), "routes/auth/change-password.tsx"),
        route(at(patterns.twoFactorSetup), "routes/auth/two-factor-setup.tsx"),
        route(at(patterns.account), "routes/account/account.tsx"),
        route(at(patterns.resources), "routes/shared/resources.tsx"),
        route(at(patterns.messages), "routes/messages/messages.tsx"),
      ]),
      layout("routes/layouts/require-parent.tsx", [
        route(at(patterns.student), "routes/student/student-dashboard.tsx"),
        route(at(patterns.studentLessons), "routes/student/student-lessons.tsx"),
        route(at(patterns.studentLive), "routes/student/student-live.tsx"),
        route(at(patterns.studentResources), "routes/student/student-resources.tsx"),
        route(at(patterns.studentSchedule), "routes/student/student-schedule.tsx"),
        route(at(patterns.studentLesson), "routes/student/student-lesson.tsx"),
        route(at(patterns.studentSession), "routes/student/student-session.tsx"),
        route(at(patterns.familyChild), "routes/student/student-child.tsx"),
        route(at(patterns.parentDashboard), "routes/parent/parent-dashboard.tsx"),
        route(at(patterns.parentPortal), "routes/parent/parent-portal.tsx"),
      ]),
    ]),
  ]),
] satisfies RouteConfig;
