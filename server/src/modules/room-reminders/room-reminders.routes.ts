/**
 * The /account switch of lesson reminders (decision 053): each account reads and changes only its own
 * choice, so no call names another account.
 */
import { reminderSettingsSchema } from "#shared/schemas/room-reminders.ts";
import { deniedResponses, errorResponses, routeModule, signedInAccess } from "../../http/route-options.ts";
import { currentUser } from "../../plugins/session.ts";

export default routeModule((app) => {
  const service = app.deps.services.roomReminders;

  app.get(
    "/api/account/reminders",
    {
      config: signedInAccess,
      schema: {
        description:
          "Whether the signed-in account gets lesson reminders by e-mail, 24 hours and 1 hour before each " +
          "session it has a child in (families) or teaches (tutors). On unless turned off.",
        response: { 200: reminderSettingsSchema, ...deniedResponses },
      },
    },
    async (request) => service.settingsOf(currentUser(request).id),
  );

  app.put(
    "/api/account/reminders",
    {
      config: signedInAccess,
      schema: {
        description: "Turns the signed-in account's lesson reminders by e-mail on or off.",
        body: reminderSettingsSchema,
        response: { 200: reminderSettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.updateSettings(currentUser(request).id, request.body),
  );
});
