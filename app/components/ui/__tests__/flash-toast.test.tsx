import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FlashToaster } from "#app/components/ui/flash-toaster.tsx";
import { Toaster } from "#app/components/ui/toast.tsx";
import { useLogout } from "#app/features/auth/api/logout.ts";
import {
  FLASH_TOAST_KEY,
  FLASH_TOAST_TTL_MS,
  keepToastForNextPage,
  takeFlashToast,
} from "#app/lib/flash-toast.ts";
import { renderWithProviders, stubApi } from "#app/test/render.tsx";

const here = () => window.location.pathname;
let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
beforeEach(() => {
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, "assign").mockImplementation(assign);
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

function LogoutButton() {
  const logout = useLogout();
  return (
    <button type="button" onClick={() => logout.mutate()}>
      Logout
    </button>
  );
}

describe("toasts across a full-page redirect", () => {
  it("logout keeps 'Logged out' for the home page it reloads to [1§8]", async () => {
    stubApi(() => ({ status: 200, body: { message: "You have been successfully logged out." } }));
    renderWithProviders(<LogoutButton />);
    await userEvent.click(screen.getByRole("button", { name: "Logout" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/"));
    const kept = JSON.parse(window.sessionStorage.getItem(FLASH_TOAST_KEY) ?? "null");
    expect(kept).toMatchObject({
      path: "/",
      toast: { title: "Logged out", description: "You have been successfully logged out." },
    });
  });

  it("the next page's toaster shows the kept toast once", async () => {
    keepToastForNextPage({ title: "Login successful", description: "Welcome back, Sam Family!" }, here());
    const first = render(<Toaster />);
    expect(await screen.findByText("Login successful")).toBeInTheDocument();
    expect(screen.getByText("Welcome back, Sam Family!")).toBeInTheDocument();
    expect(window.sessionStorage.getItem(FLASH_TOAST_KEY)).toBeNull();
    first.unmount();
  });

  it("a public page loads a toaster only when a toast was carried over", async () => {
    const empty = render(<FlashToaster />);
    expect(empty.container).toBeEmptyDOMElement();
    empty.unmount();

    keepToastForNextPage(
      { title: "Logged out", description: "You have been successfully logged out." },
      here(),
    );
    render(<FlashToaster />);
    expect(await screen.findByText("Logged out")).toBeInTheDocument();
    expect(screen.getByText("You have been successfully logged out.")).toBeInTheDocument();
  });

  it("leaves a toast meant for another page to that page", () => {
    keepToastForNextPage({ title: "Logged out" }, "/somewhere-else");
    expect(takeFlashToast()).toBeNull();
    expect(window.sessionStorage.getItem(FLASH_TOAST_KEY)).not.toBeNull();
  });

  it("drops a kept toast that is too old or unreadable", () => {
    const now = Date.now();
    keepToastForNextPage({ title: "Logged out" }, here());
    vi.spyOn(Date, "now").mockReturnValue(now + FLASH_TOAST_TTL_MS + 1000);
    expect(takeFlashToast()).toBeNull();
    expect(window.sessionStorage.getItem(FLASH_TOAST_KEY)).toBeNull();

    window.sessionStorage.setItem(FLASH_TOAST_KEY, "{not json");
    expect(takeFlashToast()).toBeNull();
    expect(window.sessionStorage.getItem(FLASH_TOAST_KEY)).toBeNull();
  });
});
