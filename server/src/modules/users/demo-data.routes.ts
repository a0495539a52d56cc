/**
 * `GET /api/demo-data` (docs/decisions/029): whether the demo accounts whose passwords the README publishes
 * exist on this install, so every signed-in screen can show a "Demo data" marker until they are removed.
 * One lookup on the usernames' unique index; the shell asks once per page load.
 */
import { demoDataSchema } from "#shared/schemas/users.ts";
import { DEMO_SIGN_INS } from "../../db/seed/users.ts";
import { accountAccess, errorResponses, routeModule } from "../../http/route-options.ts";

const DEMO_USERNAMES = DEMO_SIGN_INS.map((signIn) => signIn.username);

export default routeModule((app) => {
  const usersRepo = app.deps.repositories.users;

  app.get(
    "/api/demo-data",
    { config: accountAccess, schema: { response: { 200: demoDataSchema, ...errorResponses(401) } } },
    async () => ({ demoAccounts: await usersRepo.anyWithUsername(DEMO_USERNAMES) }),
  );
});
