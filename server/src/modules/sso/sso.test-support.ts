/**
 * Helpers of the single sign-on tests: a sign-in (or a link) through the real test provider, driven as a
 * browser would — the app's start, the provider's login page, the callback with the browser's cookie.
 */
import type { InjectOptions } from "fastify";
import { expect } from "vitest";
import { SSO_API, type SsoErrorCode } from "#shared/schemas/sso.ts";
import type { TestOidcProvider } from "../../test/oidc-provider.ts";
import type { TestContext } from "../../test/test-app.ts";

/**
 * The test provider runs on loopback, which the server reaches only with SSO_ALLOW_PRIVATE_ISSUERS=1: the
 * configuration of every test app that uses it.
 */
export const PROVIDER_ON_LOOPBACK = { ssoAllowPrivateIssuers: true } as const;

type Answer = { statusCode: number; headers: Record<string, unknown>; body: string };

/** The `name=value` of a cookie an answer sets, or undefined. */
export function cookieOf(response: { headers: Record<string, unknown> }, name: string) {
  const header = response.headers["set-cookie"];
  const all = (Array.isArray(header) ? header : [header]).filter((v): v is string => typeof v === "string");
  const found = all.find((value) => value.startsWith(`${name}=`) && !value.startsWith(`${name}=;`));
  return found?.split(";")[0];
}

export function ssoHelpers(t: TestContext, op: () => TestOidcProvider) {
  /** The provider's address and the browser's binding cookie from a start's answer. */
  function sentToProvider(response: Answer) {
    expect(response.statusCode, response.body).toBe(200);
    const binding = cookieOf(response, "sso_binding");
    expect(binding).toBeDefined();
    return {
      redirectUrl: (JSON.parse(response.body) as { redirectUrl: string }).redirectUrl,
      binding: binding!,
    };
  }

  async function start(email: string) {
    return sentToProvider(await t.app.inject({ method: "POST", url: SSO_API.start, payload: { email } }));
  }

  /** The browser comes back to the app's callback (the provider's address, its path and query). */
  function callback(returnUrl: string, cookie?: string) {
    const url = new URL(returnUrl);
    expect(url.origin + url.pathname).toBe(`http://localhost:5000${SSO_API.callback}`);
    return t.app.inject({
      method: "GET",
      url: url.pathname + url.search,
      headers: cookie ? { cookie } : {},
    });
  }

  /** A whole sign-in: start by e-mail, the provider's login as `login`, the callback. */
  async function signInWith(email: string, login = email) {
    const { redirectUrl, binding } = await start(email);
    const returnUrl = await op().signIn(redirectUrl, login);
    const response = await callback(returnUrl, binding);
    return { response, returnUrl, binding };
  }

  /**
   * A signed-in family links its account (`inject` calls as it, confirming with its `password`): the
   * link's start, the provider's login as `login`, the callback with the browser's binding cookie.
   */
  async function linkWith(
    family: { inject: (options: InjectOptions) => Promise<Answer>; password: string },
    login: string,
  ) {
    const started = await family.inject({
      method: "POST",
      url: SSO_API.link,
      payload: { currentPassword: family.password },
    });
    const { redirectUrl, binding } = sentToProvider(started);
    return callback(await op().signIn(redirectUrl, login), binding);
  }

  function expectRefused(response: Answer, code: SsoErrorCode, page = "/auth") {
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${page}?sso_error=${code}`);
    expect(cookieOf(response, "sid")).toBeUndefined();
  }

  /** The account a session cookie signs in. */
  async function currentUserWith(cookie: string) {
    const response = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return response.json<{ id: number; username: string; role: string }>();
  }

  /** Signs in through the provider as `login` and expects the account `userId`. */
  async function expectSignsIn(email: string, userId: number, login = email) {
    const { response } = await signInWith(email, login);
    expect(response.statusCode, String(response.headers.location)).toBe(303);
    const session = cookieOf(response, "sid");
    expect(session, String(response.headers.location)).toBeDefined();
    expect((await currentUserWith(session!)).id).toBe(userId);
    return response;
  }

  return { start, callback, signInWith, linkWith, expectRefused, currentUserWith, expectSignsIn };
}
