/** Applies pending migrations to the configured database (the server also does this at start-up). */
import { loadEnv } from "../config/env.ts";
import { openMigratedDatabase } from "../db/open-from-env.ts";

const env = loadEnv();
const database = await openMigratedDatabase(env);
console.log(`Migrations applied (${database.kind}).`);
await database.close();
