/** Adds the demo data to an empty database and prints the demo sign-ins. */
import { loadEnv } from "../config/env.ts";
import { openMigratedDatabase } from "../db/open-from-env.ts";
import { DEMO_SIGN_INS, seedDemoDataIfEmpty } from "../db/seed/index.ts";

const env = loadEnv();
const database = await openMigratedDatabase(env);
const seeded = await seedDemoDataIfEmpty(database.db);
if (seeded) {
  console.log("Demo data added. Sign-ins:");
  for (const s of DEMO_SIGN_INS)
    console.log(`  ${s.label}: ${s.username} / ${s.password} (I am a ${s.iAmA})`);
} else {
  console.log("The database already has users; demo data not added.");
}
await database.close();
