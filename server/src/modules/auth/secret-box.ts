/**
 * Sealing with the server's secret: AES-256-GCM under a key derived (HKDF-SHA-256) from APP_SECRET for one
 * purpose, so a TOTP secret at rest and a pending sign-in token each have their own key. The sealed text
 * is `v1.<iv>.<ciphertext+tag>` (base64url); `bound` (an account id) is authenticated with it, so a value
 * copied to another row or purpose does not open.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

export type SecretPurpose =
  | "totp-secret"
  | "two-factor-pending"
  // Single sign-on (modules/sso): a company's client secret, and a pending sign-in's PKCE verifier.
  | "sso-client-secret"
  | "sso-code-verifier";

export type SecretBox = {
  seal(purpose: SecretPurpose, plaintext: string, bound: string): string;
  /** The plaintext, or null when the text was not sealed by this server for this purpose and binding. */
  open(purpose: SecretPurpose, sealed: string, bound: string): string | null;
};

export function createSecretBox(appSecret: string): SecretBox {
  const keys = new Map<SecretPurpose, Buffer>();
  const keyFor = (purpose: SecretPurpose) => {
    let key = keys.get(purpose);
    if (!key) {
      key = Buffer.from(hkdfSync("sha256", appSecret, "tuition-platform", purpose, 32));
      keys.set(purpose, key);
    }
    return key;
  };
  return {
    seal(purpose, plaintext, bound) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", keyFor(purpose), iv);
      cipher.setAAD(Buffer.from(bound));
      const encrypted = Buffer.concat([
        cipher.update(plaintext, "utf8"),
        cipher.final(),
        cipher.getAuthTag(),
      ]);
      return `v1.${iv.toString("base64url")}.${encrypted.toString("base64url")}`;
    },
    open(purpose, sealed, bound) {
      const [version, ivText, bodyText, ...rest] = sealed.split(".");
      if (version !== "v1" || !ivText || !bodyText || rest.length > 0) return null;
      const iv = Buffer.from(ivText, "base64url");
      const body = Buffer.from(bodyText, "base64url");
      if (iv.length !== 12 || body.length < 17) return null;
      try {
        const decipher = createDecipheriv("aes-256-gcm", keyFor(purpose), iv);
        decipher.setAAD(Buffer.from(bound));
        decipher.setAuthTag(body.subarray(body.length - 16));
        return Buffer.concat([
          decipher.update(body.subarray(0, body.length - 16)),
          decipher.final(),
        ]).toString("utf8");
      } catch {
        return null;
      }
    },
  };
}
