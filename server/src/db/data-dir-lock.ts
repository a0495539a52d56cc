/**
 * One server per DATA_DIR on the embedded database (decision 033): PGlite is a single process's database,
 * and a second process opening the same folder would corrupt it. The first server writes its pid to
 * DATA_DIR/pglite.lock; another is refused while that process lives. A lock left by a process that is gone
 * (a crash, a killed container) is taken over.
 */
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Another server (process ${pid}) is using the embedded database in ${dataDir}. Stop it first, give this server another DATA_DIR, or set DATABASE_URL to share a PostgreSQL database between servers.`,
    );
    this.name = "DataDirInUseError";
  }
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes the lock on `dataDir` (throws DataDirInUseError when a live process holds it); answers the release. */
export function acquireDataDirLock(dataDir: string): () => void {
  const folder = path.resolve(dataDir);
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, "pglite.lock");
  for (let attempt = 0; attempt < 3; attempt++) {
    // Written whole under another name, then linked into place (fails if the lock exists): another
    // server never reads a half-written lock.
    const written = `${file}.${process.pid}`;
    writeFileSync(written, `${process.pid}\n`);
    try {
      try {
        linkSync(written, file);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        // A file system without hard links: create it exclusively instead.
        if (code !== "EPERM" && code !== "ENOTSUP" && code !== "ENOSYS") throw error;
        writeFileSync(file, `${process.pid}\n`, { flag: "wx" });
      }
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off("exit", release);
        try {
          if (Number(readFileSync(file, "utf8").trim()) === process.pid) rmSync(file, { force: true });
        } catch {
          // already gone
        }
      };
      process.on("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    } finally {
      rmSync(written, { force: true });
    }
    let holder = Number.NaN;
    try {
      holder = Number(readFileSync(file, "utf8").trim());
    } catch {
      // removed in between: try again
    }
    if (isRunning(holder)) throw new DataDirInUseError(folder, holder);
    // Stale (its process is gone, or it is this process's own pid from an earlier life): replace it.
    rmSync(file, { force: true });
  }
  throw new Error(`Could not take the lock file ${file}; remove it if no server is running on ${folder}.`);
}
