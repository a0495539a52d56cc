import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { familyUserFixture, renderWithProviders, stubApi } from "#app/test/render.tsx";
import { usePublicPageUser } from "../api/get-user.ts";

function Reader() {
  const user = usePublicPageUser();
  return <p>{user.isPending ? "pending" : user.data ? `signed in as ${user.data.fullName}` : "a visitor"}</p>;
}

const clearCookies = () => {
  for (const part of document.cookie.split(";")) {
    const name = part.split("=")[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: the test browser's cookies, reset between tests
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
};

afterEach(() => {
  clearCookies();
  vi.unstubAllGlobals();
});

describe("the current user on a public page", () => {
  it("is a visitor at once, without asking, when the browser holds no session", async () => {
    const calls = stubApi({ "GET /api/user": () => ({ status: 401, body: { message: "Not signed in" } }) });
    renderWithProviders(<Reader />);
    expect(await screen.findByText("a visitor")).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("asks who it is when the browser holds a session", async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the hint the server sets beside the session
    document.cookie = "has_session=1; Path=/";
    const calls = stubApi({ "GET /api/user": familyUserFixture });
    renderWithProviders(<Reader />);
    expect(await screen.findByText(`signed in as ${familyUserFixture.fullName}`)).toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(["GET /api/user"]);
  });

  it("takes the hint away when the session it named has ended", async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the hint the server sets beside the session
    document.cookie = "has_session=1; Path=/";
    stubApi({ "GET /api/user": () => ({ status: 401, body: { message: "Not signed in" } }) });
    renderWithProviders(<Reader />);
    expect(await screen.findByText("a visitor")).toBeInTheDocument();
    await waitFor(() => expect(document.cookie).not.toContain("has_session"));
  });
});
