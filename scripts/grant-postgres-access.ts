/**
 * `npm test` runs this before its PostgreSQL stages: as root, the `postgres` system user gets search
 * permission on the folders above embedded PostgreSQL's binaries and the temporary folder, so the stages
 * work from a checkout in any folder (decision 036). Not root: nothing changes.
 */
import { grantPostgresUserAccess } from "../server/src/test/postgres-access.ts";

grantPostgresUserAccess();
