import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type AppConfig, defaultRateLimits } from "../context.ts";
import type { FileStorageConfig } from "../modules/files/files.storage.ts";
import { resolveAppSecret } from "./app-secret.ts";
import { appUrlOf, brandOf, demoSignInsFromAnywhere, type Env } from "./env.ts";

const projectRoot = fileURLToPath(new URL("../../../", import.meta.url));

/** Where `react-router build` put the client: `CLIENT_DIR`, else `BUILD_DIR/client` under the project. */
export function clientDirOf(env: Pick<Env, "CLIENT_DIR" | "BUILD_DIR">): string {
  return path.resolve(projectRoot, env.CLIENT_DIR ?? path.join(env.BUILD_DIR, "client"));
}

/** Uploaded files: the S3-compatible bucket when S3_* is set (env.ts checks all-or-none), else DATA_DIR/files. */
export function fileStorageConfigOf(env: Env): FileStorageConfig {
  if (env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    return {
      kind: "s3",
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      region: env.S3_REGION,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    };
  }
  return { kind: "folder", dir: path.resolve(env.DATA_DIR, "files") };
}

/** The application's configuration from the parsed environment. */
export function appConfigFromEnv(env: Env): AppConfig {
  const brand = brandOf(env);
  const clientDir = clientDirOf(env);
  return {
    appUrl: appUrlOf(env),
    brand,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? `${brand.name} <${brand.supportEmail}>`,
    mailRetryBaseMs: env.MAIL_RETRY_BASE_MS,
    logEmailBodies: env.NODE_ENV === "development",
    trustProxy: env.TRUST_PROXY,
    clientDir: existsSync(clientDir) ? clientDir : null,
    fileStorage: fileStorageConfigOf(env),
    appSecret: resolveAppSecret(env),
    requireAdminTwoFactor: env.REQUIRE_ADMIN_TWO_FACTOR,
    demoSignInsFromAnywhere: demoSignInsFromAnywhere(env),
    rateLimits: Object.fromEntries(
      Object.entries(defaultRateLimits).map(([name, rule]) => [
        name,
        { ...rule, max: rule.max * env.RATE_LIMIT_MULTIPLIER },
      ]),
    ) as AppConfig["rateLimits"],
  };
}
