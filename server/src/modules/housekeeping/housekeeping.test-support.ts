/** The housekeeping job as tests build it: over a test database, its repository made here (decision 052). */
import type { Database } from "../../db/client.ts";
import { createHousekeepingRepository } from "./housekeeping.repository.ts";
import { createHousekeepingJob } from "./housekeeping.ts";

type AfterRepository =
  Parameters<typeof createHousekeepingJob> extends [unknown, ...infer Rest] ? Rest : never;

export const createHousekeeping = (db: Database, ...rest: AfterRepository) =>
  createHousekeepingJob(createHousekeepingRepository(db), ...rest);
