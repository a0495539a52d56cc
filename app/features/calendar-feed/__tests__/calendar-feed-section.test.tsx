import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CalendarFeedSection } from "#app/features/calendar-feed/components/calendar-feed-section.tsx";
import { renderWithProviders, stubApi } from "#app/test/render.tsx";

const URL_1 = `http://localhost:5000/calendar/${"a".repeat(43)}.ics`;
const URL_2 = `http://localhost:5000/calendar/${"b".repeat(43)}.ics`;

/** The feed API as the server answers it: off until posted, a new address per post, off again once deleted. */
function stubFeedApi() {
  let state = { enabled: false, createdAt: null as string | null, lastFetchedAt: null as string | null };
  const addresses = [URL_1, URL_2];
  return stubApi({
    "GET /api/family/calendar-feed": () => ({ body: state }),
    "POST /api/family/calendar-feed": () => {
      state = { enabled: true, createdAt: "2026-11-23T10:00:00.000Z", lastFetchedAt: null };
      return { status: 201, body: { url: addresses.shift() } };
    },
    "DELETE /api/family/calendar-feed": () => {
      state = { enabled: false, createdAt: null, lastFetchedAt: null };
      return { status: 204 };
    },
  });
}

describe("the calendar feed on /account", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("turns on, shows the address once with Copy link and a webcal Subscribe link, replaces and turns off", async () => {
    const calls = stubFeedApi();
    const confirm = vi.fn(() => true);
    vi.stubGlobal("confirm", confirm);
    renderWithProviders(<CalendarFeedSection />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole("button", { name: "Turn on" }));
    const address = await screen.findByRole("textbox", { name: "Calendar feed address" });
    expect(address).toHaveValue(URL_1);
    await waitFor(() => expect(address).toHaveFocus());
    expect(screen.getByRole("button", { name: "Copy link" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Subscribe" })).toHaveAttribute(
      "href",
      URL_1.replace("http://", "webcal://"),
    );
    expect(await screen.findByText("Not fetched yet")).toBeInTheDocument();
    expect(screen.getByText("Turned on 23 Nov 2026")).toBeInTheDocument();
    expect(await screen.findByText("Calendar feed on")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Replace link" }));
    expect(confirm).toHaveBeenLastCalledWith(
      expect.stringContaining("The old address stops working at once"),
    );
    await waitFor(() =>
      expect(screen.getByRole("textbox", { name: "Calendar feed address" })).toHaveValue(URL_2),
    );
    expect(await screen.findByText("Calendar feed link replaced")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Turn off" }));
    const turnOn = await screen.findByRole("button", { name: "Turn on" });
    await waitFor(() => expect(turnOn).toHaveFocus());
    expect(screen.queryByRole("textbox", { name: "Calendar feed address" })).not.toBeInTheDocument();
    expect(await screen.findByText("Calendar feed off")).toBeInTheDocument();
    expect(calls.map((call) => call.method).filter((method) => method !== "GET")).toEqual([
      "POST",
      "POST",
      "DELETE",
    ]);
  });

  it("changes nothing when Replace link or Turn off is not confirmed", async () => {
    const calls = stubFeedApi();
    const confirm = vi.fn(() => true);
    vi.stubGlobal("confirm", confirm);
    renderWithProviders(<CalendarFeedSection />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Turn on" }));
    await screen.findByRole("textbox", { name: "Calendar feed address" });
    confirm.mockReturnValue(false);
    await user.click(screen.getByRole("button", { name: "Replace link" }));
    await user.click(screen.getByRole("button", { name: "Turn off" }));
    expect(screen.getByRole("textbox", { name: "Calendar feed address" })).toHaveValue(URL_1);
    expect(calls.filter((call) => call.method !== "GET")).toHaveLength(1);
  });

  it("shows when a calendar program last fetched a feed turned on earlier, without its address", async () => {
    stubApi({
      "GET /api/family/calendar-feed": {
        enabled: true,
        createdAt: "2026-11-01T09:00:00.000Z",
        lastFetchedAt: "2026-11-22T14:05:00.000Z",
      },
    });
    renderWithProviders(<CalendarFeedSection />);
    expect(
      await screen.findByText(/^Last fetched by a calendar program: Sun 22 Nov 2026, \d\d:05$/),
    ).toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(screen.getByText(/shown only once/)).toBeInTheDocument();
  });

  it("says what went wrong when the feed cannot be turned on", async () => {
    stubApi({
      "GET /api/family/calendar-feed": { enabled: false, createdAt: null, lastFetchedAt: null },
      "POST /api/family/calendar-feed": () => ({
        status: 403,
        body: { message: "You do not have permission to do that." },
      }),
    });
    renderWithProviders(<CalendarFeedSection />);
    await userEvent.setup().click(await screen.findByRole("button", { name: "Turn on" }));
    expect(await screen.findByText("You do not have permission to do that.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Turn on" })).toBeEnabled();
  });
});
