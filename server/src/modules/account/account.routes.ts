/**
 * A family's own data rights (DECISIONS.md "A family's data rights (GDPR)", decision 030): it downloads
 * everything held about it, and erases its account with its password and a typed confirmation.
 */
import type { FastifyReply } from "fastify";
import {
  ACCOUNT_MESSAGES,
  accountErasedSchema,
  accountExportSchema,
  deleteAccountBodySchema,
  exportFileName,
} from "#shared/schemas/account.ts";
import { deniedResponses, errorResponses, familyAccess, routeModule } from "../../http/route-options.ts";
import { clearSessionCookie, currentUser } from "../../plugins/session.ts";
import type { AccountService } from "./account.service.ts";

/**
 * A family's data export as a download named by `fileName` (for the moment it was made); never stored by
 * a browser or proxy. The admin's copy for a family's request is the same document.
 */
export async function sendExport(
  reply: FastifyReply,
  service: Pick<AccountService, "exportFor">,
  userId: number,
  fileName: (now: Date) => string,
) {
  const now = new Date();
  const document = await service.exportFor(userId, now);
  reply
    .header("Content-Disposition", `attachment; filename="${fileName(now)}"`)
    .header("Cache-Control", "no-store");
  return document;
}

export default routeModule((app) => {
  const service = app.deps.services.account;
  // Guesses at the password through a signed-in session count per account, like sign-ins.
  const { perAccount } = app.deps.services.limits;

  app.get(
    "/api/account/export",
    {
      config: familyAccess,
      schema: {
        description:
          "Everything the platform holds about the signed-in family, as a JSON download named " +
          "my-data-YYYY-MM-DD.json: account, settings, children, bookings, attendance, recording views, " +
          "message threads and sign-in history. Never a password hash, token or secret.",
        response: { 200: accountExportSchema, ...deniedResponses },
      },
    },
    async (request, reply) => sendExport(reply, service, currentUser(request).id, exportFileName),
  );

  app.post(
    "/api/account/delete",
    {
      config: familyAccess,
      preHandler: async (request) => {
        await perAccount.hit(`account-delete:${currentUser(request).id}`);
      },
      schema: {
        description:
          "Erases the signed-in family's account: its password and the typed confirmation DELETE. Ends every " +
          "session, turns off the calendar feed and e-mails a confirmation; the employer's counts stay.",
        body: deleteAccountBodySchema,
        response: { 200: accountErasedSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      await service.eraseOwn(currentUser(request), request.body.password);
      clearSessionCookie(request, reply);
      return { message: ACCOUNT_MESSAGES.erased };
    },
  );
});
