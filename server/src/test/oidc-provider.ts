/**
 * A real OpenID Connect provider for the single sign-on tests (`oidc-provider`, the certified Node
 * implementation), on 127.0.0.1 at a random port: one test client registered with the app's redirect
 * address, accounts whose claims the test chooses, and its development login page (any login, any password),
 * which `signIn` drives over HTTP as a browser would. For refusals that need a misbehaving provider,
 * `tamperIdTokens` sets a Koa middleware in front of the real token endpoint that changes the ID token it
 * signed and signs it again, with the provider's own key (a wrong issuer, audience, expiry or nonce) or with
 * another key under the same key id (a bad signature). Nothing of the app's OpenID client is mocked.
 */
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { decodeJwt, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from "jose";
import Provider from "oidc-provider";

export type AccountClaims = {
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
};

/** Changes an ID token's claims; `otherKey` signs the result with a key the provider never published. */
export type IdTokenTamper = (claims: JWTPayload) => { claims: JWTPayload; otherKey?: boolean };

const KEY_ID = "test-signing-key";

export async function startOidcProvider({
  redirectUris,
  clientId = "tuition-platform",
  clientSecret = randomBytes(24).toString("base64url"),
}: {
  redirectUris: string[];
  clientId?: string;
  clientSecret?: string;
}) {
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const { privateKey: otherKey } = await generateKeyPair("RS256", { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: KEY_ID, alg: "RS256", use: "sig" };

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** Accounts by login (what is typed on the login page); an unknown login is a verified e-mail of itself. */
  const accounts = new Map<string, AccountClaims>();
  let tamper: IdTokenTamper | null = null;
  /** An issuer the discovery document names instead of the provider's own (null: its own). */
  let announcedIssuer: string | null = null;
  /** Other members of the discovery document, changed (null: none). */
  let announcedMetadata: Record<string, unknown> | null = null;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(16).toString("hex")] },
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["name", "given_name", "family_name"],
    },
    // The scopes' claims in the ID token itself, as Entra ID, Okta and Google put them.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    // The test client is trusted: no consent page after the login.
    async loadExistingGrant(ctx) {
      const accountId = ctx.oidc.session?.accountId;
      if (!accountId || !ctx.oidc.client) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId });
      grant.addOIDCScope("openid email profile");
      await grant.save();
      return grant;
    },
    async findAccount(_ctx, id) {
      const claims = accounts.get(id.toLowerCase()) ?? { email: id, email_verified: true };
      return { accountId: id, claims: async () => ({ sub: id, ...claims }) };
    },
  });
  provider.proxy = false;

  // In front of the token endpoint: the ID token the provider signed, changed and signed again. In front
  // of discovery: the metadata naming another issuer.
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.path === "/.well-known/openid-configuration" && ctx.status === 200) {
      if (announcedIssuer) (ctx.body as { issuer: string }).issuer = announcedIssuer;
      if (announcedMetadata) Object.assign(ctx.body as object, announcedMetadata);
      return;
    }
    const body = ctx.body as { id_token?: unknown } | undefined;
    if (!tamper || ctx.path !== "/token" || ctx.status !== 200 || typeof body?.id_token !== "string") return;
    const changed = tamper(decodeJwt(body.id_token));
    body.id_token = await new SignJWT(changed.claims)
      .setProtectedHeader({ alg: "RS256", kid: KEY_ID, typ: "JWT" })
      .sign(changed.otherKey ? otherKey : privateKey);
  });

  server.on("request", provider.callback());

  const cookieJar = new Map<string, string>();
  function keepCookies(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(";");
      const at = pair!.indexOf("=");
      cookieJar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  }
  const cookieHeader = () => [...cookieJar].map(([name, value]) => `${name}=${value}`).join("; ");
  const unescapeHtml = (text: string) =>
    text
      .replace(/&#x2F;/g, "/")
      .replace(/&#x3D;/g, "=")
      .replace(/&amp;/g, "&")
      .replace(/&quot;/g, '"');

  return {
    issuer,
    clientId,
    clientSecret,
    provider,
    /** The claims the provider gives the account signing in as `login`. */
    setAccount(login: string, claims: AccountClaims) {
      accounts.set(login.toLowerCase(), claims);
    },
    /** Changes every ID token from now on (null: none). */
    tamperIdTokens(next: IdTokenTamper | null) {
      tamper = next;
    },
    /** Makes the discovery document name `issuer` (null: the provider's own again). */
    announceIssuer(issuer: string | null) {
      announcedIssuer = issuer;
    },
    /** Makes the discovery document name these members instead (an endpoint, say; null: its own again). */
    announceMetadata(metadata: Record<string, unknown> | null) {
      announcedMetadata = metadata;
    },
    /**
     * Follows the app's authorization address through the provider's login page as `login`, as a browser
     * would (a fresh browser each time), and returns the address the provider sends the browser back to.
     */
    async signIn(authorizationUrl: string, login: string): Promise<string> {
      cookieJar.clear();
      let url = authorizationUrl;
      let form: URLSearchParams | undefined;
      for (let step = 0; step < 12; step++) {
        const response = await fetch(url, {
          method: form ? "POST" : "GET",
          body: form,
          headers: { cookie: cookieHeader() },
          redirect: "manual",
        });
        keepCookies(response);
        if (response.status >= 300 && response.status < 400) {
          const next = new URL(response.headers.get("location")!, url).href;
          if (!next.startsWith(issuer)) return next;
          url = next;
          form = undefined;
          continue;
        }
        const html = await response.text();
        const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
        const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
        if (response.status !== 200 || !action || !prompt) {
          throw new Error(`the provider answered ${response.status}: ${html.slice(0, 500)}`);
        }
        url = new URL(unescapeHtml(action), url).href;
        form = new URLSearchParams({ prompt, login, password: "any password" });
      }
      throw new Error("the provider's sign-in did not come back to the app");
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
    },
  };
}

export type TestOidcProvider = Awaited<ReturnType<typeof startOidcProvider>>;
