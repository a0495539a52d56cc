/**
 * The app as an OpenID Connect client, through `openid-client` (no hand-written OpenID): discovery of a
 * company's provider, the authorization address (code flow with PKCE, `state` and `nonce`) and the callback's
 * checks and code exchange. Every check on the ID token (issuer, audience, signature, expiry, nonce) is the
 * library's; `ssoErrorOf` names the refusal for /auth.
 */
import * as client from "openid-client";
import type { SsoErrorCode } from "#shared/schemas/sso.ts";
import { providerFetch, requirePublicHost } from "./provider-address.ts";

/** A company's provider, with its client secret opened. */
export type ProviderClient = { issuer: string; clientId: string; clientSecret: string };

/**
 * Whether the provider may be on this machine or a private network (SSO_ALLOW_PRIVATE_ISSUERS=1: a provider
 * inside the operator's own network, development and tests); otherwise it is contacted at public addresses
 * only (provider-address.ts).
 */
export type ProviderNetwork = { allowPrivateAddresses: boolean };

/** How long discovery and the token call may take before the sign-in is refused as the provider's failure. */
const PROVIDER_TIMEOUT_SECONDS = 10;

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** Whether the issuer is on this machine (plain HTTP is allowed there only, and only in development and tests). */
export function isLoopback(url: URL): boolean {
  return LOOPBACK_HOSTS.has(url.hostname);
}

/**
 * The provider's configuration, from its discovery document (whose `issuer` must equal the one configured:
 * the library checks it). Client authentication is `client_secret_post` unless the provider only takes
 * `client_secret_basic`. Every request to the provider (discovery, keys, token, userinfo) goes through
 * `providerFetch`: public addresses only unless `network` allows others, and no redirect followed.
 */
export async function discover(
  { issuer, clientId, clientSecret }: ProviderClient,
  { allowPrivateAddresses }: ProviderNetwork,
) {
  const url = new URL(issuer);
  await requirePublicHost(url, allowPrivateAddresses);
  const fetchFromProvider = providerFetch(allowPrivateAddresses);
  // The ID token's signature is checked against the provider's published keys even though it came straight
  // from the token endpoint (the library otherwise trusts TLS there, as OpenID Connect allows): a token that
  // the provider's keys did not sign is refused.
  const execute = [
    client.enableNonRepudiationChecks,
    ...(url.protocol === "http:" ? [client.allowInsecureRequests] : []),
  ];
  const config = await client.discovery(url, clientId, clientSecret, undefined, {
    execute,
    timeout: PROVIDER_TIMEOUT_SECONDS,
    [client.customFetch]: fetchFromProvider,
  });
  const methods = config.serverMetadata().token_endpoint_auth_methods_supported;
  if (methods && !methods.includes("client_secret_post") && methods.includes("client_secret_basic")) {
    const basic = new client.Configuration(
      config.serverMetadata(),
      clientId,
      clientSecret,
      client.ClientSecretBasic(clientSecret),
    );
    for (const run of execute) run(basic);
    basic.timeout = PROVIDER_TIMEOUT_SECONDS;
    basic[client.customFetch] = fetchFromProvider;
    return basic;
  }
  return config;
}

/**
 * Whether the browser may be sent to the provider's authorization endpoint: an https address, or plain
 * HTTP on this machine where the issuer itself is (development and tests). Never `javascript:`, `data:`
 * or any other scheme.
 */
export function browserMayGoTo(endpoint: unknown, issuer: string): boolean {
  if (typeof endpoint !== "string" || !URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.protocol === "https:") return true;
  return url.protocol === "http:" && isLoopback(url) && new URL(issuer).protocol === "http:";
}

/**
 * What a new sign-in keeps until the provider sends the browser back. Throws when the provider's metadata
 * names an authorization endpoint the browser must not be sent to.
 */
export async function newAuthorization(
  config: client.Configuration,
  { redirectUri, loginHint }: { redirectUri: string; loginHint: string },
) {
  const metadata = config.serverMetadata();
  if (!browserMayGoTo(metadata.authorization_endpoint, metadata.issuer)) {
    throw new Error("The provider's authorization endpoint is not an https address.");
  }
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    response_type: "code",
    scope: "openid email profile",
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: "S256",
    login_hint: loginHint,
  });
  return { url: url.href, state, nonce, codeVerifier };
}

/**
 * The callback checked and the code exchanged: the ID token's claims (and the userinfo's, when the ID token
 * carries no e-mail). Throws the library's errors, which `ssoErrorOf` names.
 */
export async function completeAuthorization(
  config: client.Configuration,
  callbackUrl: URL,
  checks: { state: string; nonce: string; codeVerifier: string },
) {
  const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    pkceCodeVerifier: checks.codeVerifier,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error("The provider answered without an ID token.");
  if (typeof claims.email === "string") return claims;
  const userInfo = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
  return { ...userInfo, ...claims, email: userInfo.email, email_verified: userInfo.email_verified };
}

/** The refusal a failed check names; anything else is the provider's failure. */
export function ssoErrorOf(error: unknown): SsoErrorCode {
  if (!(error instanceof client.ClientError)) return "provider";
  const cause = error.cause as { message?: string; cause?: { claim?: string } } | undefined;
  const claim = cause?.cause?.claim;
  switch (error.code) {
    case "OAUTH_JWT_CLAIM_COMPARISON_FAILED":
      if (claim === "iss") return "issuer";
      if (claim === "aud" || claim === "azp") return "audience";
      if (claim === "nonce") return "nonce";
      return "provider";
    case "OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED":
      // The authorization response's `iss` parameter names another issuer (RFC 9207).
      return "issuer";
    case "OAUTH_JWT_TIMESTAMP_CHECK_FAILED":
      return "token_expired";
    case "OAUTH_KEY_SELECTION_FAILED":
      return "signature";
    case "OAUTH_INVALID_RESPONSE":
      return /signature/i.test(cause?.message ?? "") ? "signature" : "provider";
    default:
      return "provider";
  }
}
