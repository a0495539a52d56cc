/**
 * The multi-server harness itself: the proxy spreads requests round robin, passes bodies, cookies and the
 * client's address on, and falls over to the other target when one stops; two real app servers on one
 * PostgreSQL database answer through it with one session.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { startPostgres, startProxy, startServer, stopAll } from "./cluster.ts";
import { signInOverHttp } from "./server-process.ts";

afterAll(stopAll);

/** A loopback server that answers with its name, the request's method, path, headers and body. */
async function echoServer(name: string) {
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      response.setHeader("set-cookie", [`from=${name}; Path=/`, "second=1; Path=/"]);
      response.setHeader("content-type", "application/json");
      response.end(
        JSON.stringify({
          name,
          method: request.method,
          url: request.url,
          headers: request.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { url, close };
}

type Echo = { name: string; method: string; url: string; headers: Record<string, string>; body: string };

describe("startProxy", () => {
  it("spreads requests round robin and passes method, path, headers, cookies and body both ways", async () => {
    const a = await echoServer("a");
    const b = await echoServer("b");
    const proxy = await startProxy([a.url, b.url]);
    try {
      const names: string[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await fetch(`${proxy.url}/api/echo?i=${i}`, {
          method: "POST",
          headers: { cookie: "sid=abc", "content-type": "text/plain", "x-forwarded-for": "203.0.113.9" },
          body: `body ${i}`,
        });
        expect(response.status).toBe(200);
        const echo = (await response.json()) as Echo;
        names.push(echo.name);
        expect(echo).toMatchObject({ method: "POST", url: `/api/echo?i=${i}`, body: `body ${i}` });
        expect(echo.headers.cookie).toBe("sid=abc");
        // The proxy appends the address it saw, as a load balancer does.
        expect(echo.headers["x-forwarded-for"]).toBe("203.0.113.9, 127.0.0.1");
        expect(response.headers.getSetCookie()).toEqual([`from=${echo.name}; Path=/`, "second=1; Path=/"]);
      }
      expect(names).toEqual(["a", "b", "a", "b"]);
      expect(proxy.hits()).toEqual([2, 2]);

      // One target gone: every request, bodies included, goes to the other.
      await b.close();
      for (let i = 0; i < 4; i++) {
        const response = await fetch(`${proxy.url}/after`, { method: "PUT", body: `after ${i}` });
        expect(response.status).toBe(200);
        expect(await response.json()).toMatchObject({ name: "a", body: `after ${i}` });
      }
      await a.close();
      const none = await fetch(`${proxy.url}/nobody`);
      expect(none.status).toBe(502);
    } finally {
      await proxy.close();
      await a.close();
      await b.close();
    }
  });
});

describe("two app servers on one PostgreSQL database behind the proxy", () => {
  it("both become healthy and a session made through the proxy is valid on each", async () => {
    const postgres = await startPostgres();
    const databaseUrl = await postgres.createDatabase("harness");
    const first = await startServer({ env: { DATABASE_URL: databaseUrl, SEED_DEMO: "1" } });
    const second = await startServer({ env: { DATABASE_URL: databaseUrl, SEED_DEMO: "1" } });
    const proxy = await startProxy([first.baseUrl, second.baseUrl]);

    const cookie = await signInOverHttp(proxy.url, {
      username: "admin",
      password: "admin-demo-2025",
      role: "admin",
    });
    for (const baseUrl of [first.baseUrl, second.baseUrl, proxy.url, proxy.url]) {
      const response = await fetch(`${baseUrl}/api/user`, { headers: { cookie } });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ username: "admin" });
    }
    expect(proxy.hits().every((count) => count >= 1)).toBe(true);

    await first.kill("SIGKILL");
    expect(await first.exited).toBeNull();
    for (let i = 0; i < 3; i++) {
      expect((await fetch(`${proxy.url}/healthz`)).status).toBe(200);
    }
  });
});
