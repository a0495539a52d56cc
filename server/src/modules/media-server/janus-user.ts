/**
 * The system user the app's own Janus runs as when the app runs as root (docs/decisions/060): a user of
 * its own with no home and no shell, made on first start, that owns only the recordings folder (and reads
 * its generated configuration). A media server that misbehaves can then write nowhere the app keeps its
 * data, its code or the system's files. An app not run as root runs Janus as its own user.
 */
import { execFile } from "node:child_process";
import { chmod, chown, lstat, readdir, stat } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** The user's name: the product's, so an operator recognises it in `ps`. */
export const JANUS_SYSTEM_USER = "tuition-janus";

export type RunAs = { uid: number; gid: number; name: string };

/** The user's ids from the system's user database, or null when it has none. */
async function lookUp(name: string): Promise<RunAs | null> {
  try {
    const { stdout } = await run("getent", ["passwd", name]);
    const [, , uid, gid] = stdout.trim().split(":");
    const ids = { uid: Number(uid), gid: Number(gid) };
    return Number.isSafeInteger(ids.uid) && Number.isSafeInteger(ids.gid) ? { ...ids, name } : null;
  } catch {
    return null;
  }
}

/**
 * Whom Janus runs as: null when the app is not root (Janus then runs as the app's user); otherwise the
 * system user, made when missing. Throws when it cannot be made: Janus is never run as root.
 */
export async function janusRunAs(name = JANUS_SYSTEM_USER): Promise<RunAs | null> {
  if (typeof process.getuid !== "function" || process.getuid() !== 0) return null;
  const found = await lookUp(name);
  if (found) return found;
  try {
    await run("useradd", [
      ...["--system", "--user-group", "--no-create-home"],
      ...["--home-dir", "/nonexistent", "--shell", "/usr/sbin/nologin"],
      ...["--comment", "Lesson room media server", name],
    ]);
  } catch (error) {
    // Another app process may have made it meanwhile.
    const again = await lookUp(name);
    if (again) return again;
    throw new Error(
      `The media server's system user "${name}" could not be made (${(error as Error).message.split("\n")[0]}): Janus is never run as root.`,
    );
  }
  const made = await lookUp(name);
  if (!made) throw new Error(`The media server's system user "${name}" was made but cannot be found.`);
  return made;
}

/**
 * Lets `user` pass through every folder above `folder` (the execute bit for others, never reading or
 * writing them): a data folder made private (0700) would otherwise hide the recordings folder from it.
 */
export async function letThrough(folder: string): Promise<void> {
  let current = path.dirname(path.resolve(folder));
  for (;;) {
    const info = await stat(current);
    if ((info.mode & 0o001) === 0) await chmod(current, (info.mode & 0o7777) | 0o001);
    const parent = path.dirname(current);
    if (parent === current) return;
    current = parent;
  }
}

/** Gives `folder` to `user` (itself only): the recordings folder and each room's folder in it. */
export async function handOver(folder: string, user: RunAs): Promise<void> {
  await chown(folder, user.uid, user.gid);
}

/**
 * Lets `user` read the generated configuration under `folder` and write nothing there: folders 0500 and
 * files 0400, owned by it (symbolic links to Janus's modules are left as they are).
 */
export async function handOverReadOnly(folder: string, user: RunAs): Promise<void> {
  const info = await lstat(folder);
  if (info.isSymbolicLink()) return;
  if (info.isDirectory()) {
    for (const entry of await readdir(folder)) await handOverReadOnly(path.join(folder, entry), user);
    await chown(folder, user.uid, user.gid);
    await chmod(folder, 0o500);
    return;
  }
  await chown(folder, user.uid, user.gid);
  await chmod(folder, 0o400);
}
