/** Adds the demo data to an empty database and prints the demo sign-ins. */
import { appConfigFromEnv } from "../config/app-config.ts";
import { loadEnv } from "../config/env.ts";
import { openMigratedDatabase } from "../db/open-from-env.ts";
import { DEMO_SIGN_INS, seedDemoDataIfEmpty } from "../db/seed/index.ts";
import { createFileStorage } from "../modules/files/files.storage.ts";

const env = loadEnv();
const database = await openMigratedDatabase(env);
// The demo resources' PDFs go where the server will serve them from (DATA_DIR or the S3 bucket).
const files = createFileStorage(appConfigFromEnv(env).fileStorage);
const seeded = await seedDemoDataIfEmpty(database.db, files).finally(() => files.close());
if (seeded) {
  console.log("Demo data added. Sign-ins:");
  for (const s of DEMO_SIGN_INS)
    console.log(`  ${s.label}: ${s.username} / ${s.password} (I am a ${s.iAmA})`);
  console.log("They sign in from this machine only, unless the server runs with SEED_DEMO=1.");
} else {
  console.log("The database already has users; demo data not added.");
}
await database.close();
