import { createHash, randomBytes } from "node:crypto";

/** A random URL-safe token and the SHA-256 digest under which it is stored. */
export function newToken(): { token: string; digest: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, digest: digestToken(token) };
}

export function digestToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
