import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type AppConfig, defaultRateLimits } from "../context.ts";
import { appUrlOf, brandOf, type Env } from "./env.ts";

const projectRoot = fileURLToPath(new URL("../../../", import.meta.url));

/** Where `react-router build` put the client: `CLIENT_DIR`, else `BUILD_DIR/client` under the project. */
export function clientDirOf(env: Pick<Env, "CLIENT_DIR" | "BUILD_DIR">): string {
  return path.resolve(projectRoot, env.CLIENT_DIR ?? path.join(env.BUILD_DIR, "client"));
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
    trustProxy: env.TRUST_PROXY,
    clientDir: existsSync(clientDir) ? clientDir : null,
    rateLimits: Object.fromEntries(
      Object.entries(defaultRateLimits).map(([name, rule]) => [
        name,
        { ...rule, max: rule.max * env.RATE_LIMIT_MULTIPLIER },
      ]),
    ) as AppConfig["rateLimits"],
  };
}
