import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders, stubApi } from "#app/test/render.tsx";
import { HIDDEN_MESSAGE_TEXT, type Message, type Thread } from "#shared/schemas/messages.ts";
import { ThreadView } from "../components/thread-view.tsx";

const script = `<script>alert("x")</script> see https://example.org`;

const message = (values: Partial<Message>): Message => ({
  id: 1,
  threadId: 4,
  senderRole: "parent",
  senderName: "Sam Family",
  body: "Hello",
  createdAt: "2026-11-20T09:00:00.000Z",
  mine: false,
  hidden: false,
  hiddenAt: null,
  hiddenByName: null,
  removed: false,
  ...values,
});

const thread = (messages: Message[], canReply = true): Thread => ({
  id: 4,
  familyUserId: 7,
  tutorId: 9,
  familyName: "Sam Family",
  tutorName: "Grace Hopper",
  lastMessagePreview: "",
  lastMessageAt: "2026-11-20T09:00:00.000Z",
  unreadCount: 0,
  canReply,
  messages,
});

afterEach(() => vi.unstubAllGlobals());

describe("a conversation", () => {
  it("shows bodies as text (no markup, no links), the hidden notice, and sends a reply", async () => {
    const calls = stubApi({
      "GET /api/messages/threads/4": thread([
        message({ id: 1, body: script, mine: true, senderRole: "parent" }),
        message({
          id: 2,
          body: HIDDEN_MESSAGE_TEXT,
          hidden: true,
          senderRole: "tutor",
          senderName: "Grace Hopper",
        }),
      ]),
      "POST /api/messages/threads/4": thread([message({ id: 3, body: "Thanks" })]),
      "GET /api/messages/threads": [],
    });
    const { container } = renderWithProviders(<ThreadView threadId={4} viewer="parent" />);
    expect(await screen.findByRole("heading", { name: "Grace Hopper" })).toBeInTheDocument();
    expect(screen.getByText(script)).toBeInTheDocument();
    expect(container.querySelector("script")).toBeNull();
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByText(HIDDEN_MESSAGE_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Hide/ })).toBeNull();

    const user = userEvent.setup();
    // The reply box loads after the thread is drawn (decision 055).
    await user.click(await screen.findByRole("button", { name: "Send" }));
    expect(await screen.findByText("Please write a message")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Your reply"), "Thanks");
    expect(screen.getByText("6 / 5000 characters")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: "POST",
        url: "/api/messages/threads/4",
        body: { body: "Thanks" },
      }),
    );
    await waitFor(() => expect(screen.getByLabelText("Your reply")).toHaveValue(""));
  });

  it("lets an admin read a hidden message's text, see who hid it, and hide another", async () => {
    const calls = stubApi({
      "GET /api/messages/threads/4": thread(
        [
          message({
            id: 1,
            body: "Kept for audit",
            hidden: true,
            hiddenAt: "2026-11-21T10:00:00.000Z",
            hiddenByName: "Alex Admin",
          }),
          message({ id: 2, body: "Second", senderRole: "tutor", senderName: "Grace Hopper" }),
        ],
        false,
      ),
      "PUT /api/admin/messages/2/hide": thread([], false),
      "GET /api/messages/threads": [],
    });
    renderWithProviders(<ThreadView threadId={4} viewer="admin" />);
    expect(await screen.findByText("Kept for audit")).toBeInTheDocument();
    expect(screen.getByText(/Hidden by Alex Admin on/)).toBeInTheDocument();
    expect(screen.queryByLabelText("Your reply")).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Hide message from Grace Hopper" }));
    const dialog = await screen.findByRole("dialog", { name: "Hide this message?" });
    await user.click(within(dialog).getByRole("button", { name: "Hide Message" }));
    await waitFor(() => expect(calls.some((call) => call.url === "/api/admin/messages/2/hide")).toBe(true));
    expect(await screen.findByText("Message hidden")).toBeInTheDocument();
  });
});
