/** Every table of the product, for Drizzle's typed queries and drizzle-kit's migrations. */
export * from "../modules/account/account-erasures.table.ts";
export * from "../modules/auth/sessions.table.ts";
export * from "../modules/blog-posts/blog-posts.table.ts";
export * from "../modules/bookings/bookings.table.ts";
export * from "../modules/calendar-feed/calendar-feed.table.ts";
export * from "../modules/companies/companies.table.ts";
export * from "../modules/enquiries/enquiries.table.ts";
export * from "../modules/live-sessions/live-sessions.table.ts";
export * from "../modules/mail/outbox.table.ts";
export * from "../modules/messages/messages.table.ts";
export * from "../modules/recorded-lessons/recorded-lessons.table.ts";
export * from "../modules/registration/registration.table.ts";
export * from "../modules/resources/resources.table.ts";
export * from "../modules/scheduled-sessions/scheduled-sessions.table.ts";
export * from "../modules/students/students.table.ts";
export * from "../modules/users/users.table.ts";
export * from "../modules/utilisation/report-links.table.ts";
