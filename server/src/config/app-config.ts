import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type AppConfig, defaultRateLimits } from "../context.ts";
import { appUrlOf, brandOf, type Env } from "./env.ts";

export const builtClientDir = fileURLToPath(new URL("../../../build/client", import.meta.url));

/** The application's configuration from the parsed environment. */
export function appConfigFromEnv(env: Env): AppConfig {
  const brand = brandOf(env);
  return {
    appUrl: appUrlOf(env),
    brand,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? `${brand.name} <${brand.supportEmail}>`,
    trustProxy: env.TRUST_PROXY,
    clientDir: existsSync(env.CLIENT_DIR ?? builtClientDir)
      ? path.resolve(env.CLIENT_DIR ?? builtClientDir)
      : null,
    rateLimits: Object.fromEntries(
      Object.entries(defaultRateLimits).map(([name, rule]) => [
        name,
        { ...rule, max: rule.max * env.RATE_LIMIT_MULTIPLIER },
      ]),
    ) as AppConfig["rateLimits"],
  };
}
