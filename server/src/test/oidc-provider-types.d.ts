/**
 * The parts of `oidc-provider` (a dev dependency that ships no types) the tests' provider uses
 * (server/src/test/oidc-provider.ts).
 */
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  export type ProviderContext = {
    path: string;
    status: number;
    body: unknown;
    oidc: {
      provider: Provider;
      session?: { accountId?: string };
      client?: { clientId: string };
    };
  };

  export type Account = { accountId: string; claims: () => Promise<Record<string, unknown>> };

  export type Configuration = {
    clients: Record<string, unknown>[];
    jwks: { keys: Record<string, unknown>[] };
    cookies: { keys: string[] };
    claims: Record<string, string[]>;
    conformIdTokenClaims: boolean;
    features: Record<string, { enabled: boolean }>;
    pkce: { required: () => boolean };
    loadExistingGrant: (ctx: ProviderContext) => Promise<Grant | undefined>;
    findAccount: (ctx: ProviderContext, id: string) => Promise<Account | undefined>;
  };

  export class Grant {
    constructor(values: { clientId: string; accountId: string });
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    proxy: boolean;
    Grant: typeof Grant;
    use(middleware: (ctx: ProviderContext, next: () => Promise<void>) => Promise<void>): void;
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
}
