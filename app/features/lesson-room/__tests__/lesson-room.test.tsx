import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "#app/test/render.tsx";
import { ROOM_ERROR_CODES, ROOM_MESSAGES } from "#shared/schemas/lesson-room.ts";
import { LessonRoom } from "../components/lesson-room.tsx";
import { HIDDEN_CHAT_TEXT } from "../components/room-chat.tsx";
import { connectRoom } from "../lib/janus-client.ts";
import {
  ada,
  alan,
  chatMessage,
  fakeConnection,
  person,
  ROOM,
  SESSION_ID,
  stateFor,
  stubRoomServer,
  ticketFor,
  tutor,
} from "./room-fixtures.ts";

vi.mock("../lib/janus-client.ts", () => ({ connectRoom: vi.fn() }));

let connection = fakeConnection();
beforeEach(() => {
  connection = fakeConnection();
  vi.mocked(connectRoom)
    .mockClear()
    .mockImplementation(async () => connection);
});
afterEach(() => vi.unstubAllGlobals());

const renderRoom = (studentId: number | null = null) =>
  renderWithProviders(
    <LessonRoom
      sessionId={SESSION_ID}
      studentId={studentId}
      childChoice={<p>Pick a child here</p>}
      unavailableDetails={<a href="https://stream.example/1">Open the streaming link</a>}
    />,
  );

/** The state loop asks again within a second after an unchanged answer. */
const soon = { timeout: 3000 };

describe("the lesson room", () => {
  it("keeps a child in the waiting room, then lets it in when the tutor admits it", async () => {
    const waiting = person({ ...ada, state: "waiting" });
    const room = { ticket: ticketFor(waiting), state: stateFor(waiting) };
    const calls = stubRoomServer(room);
    renderRoom(2);
    const message = await screen.findByText(ROOM_MESSAGES.waiting);
    expect(message).toHaveAttribute("role", "status");
    expect(message).toHaveFocus();
    expect(screen.getByText(ROOM_MESSAGES.notice)).toBeInTheDocument();
    const check = { name: "While you wait: your camera, microphone and network" };
    expect(screen.getByRole("region", check)).toBeInTheDocument();
    expect(calls[0]).toEqual({ method: "POST", url: ROOM, body: { studentId: 2 } });
    expect(connectRoom).not.toHaveBeenCalled();

    room.state = stateFor(ada, { version: 2 });
    expect(await screen.findByRole("toolbar", { name: "Lesson controls" }, soon)).toBeInTheDocument();
    await waitFor(() => expect(connection.join).toHaveBeenCalledWith("room-token"));
    expect(vi.mocked(connectRoom).mock.calls[0]?.[0]).toMatchObject({ token: "core-token", feedId: 602 });
    // A child arrives muted with the camera off, and its tile and the tutor's are named.
    expect(screen.getByRole("button", { name: "Microphone is off" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    expect(screen.getByRole("button", { name: "Camera is off" })).toHaveAttribute("aria-pressed", "false");
    const tiles = within(screen.getByRole("region", { name: "People in the lesson" })).getAllByRole(
      "listitem",
    );
    expect(tiles.map((tile) => tile.textContent)).toEqual([
      expect.stringContaining("Grace Hopper"),
      expect.stringContaining("Ada (you)"),
    ]);
    expect(screen.getByText("Your tutor let you in.")).toBeInTheDocument();
    // The check gave way to the room; it stays a button away.
    expect(screen.queryByRole("region", check)).toBeNull();
    expect(screen.getByRole("button", { name: "Check camera and microphone" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /End Lesson/ })).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Microphone is off" }));
    expect(screen.getByRole("button", { name: "Microphone is on" })).toHaveAttribute("aria-pressed", "true");
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: "PUT",
        url: `${ROOM}/me?participant=${waiting.id}`,
        body: { microphone: true, camera: false },
      }),
    );
    await waitFor(() =>
      expect(connection.setMedia).toHaveBeenLastCalledWith({
        microphone: true,
        camera: false,
        screen: false,
      }),
    );
  });

  it("lets the host admit one child or all, lower a hand, remove a child and end the lesson", async () => {
    const bea = person({ id: 5, displayName: "Bea", state: "waiting", connected: false });
    const raised = person({ ...ada, handRaisedAt: "2026-11-27T14:01:00.000Z" });
    const room = {
      ticket: ticketFor(tutor),
      state: stateFor(tutor, { participants: [tutor, raised, alan, bea], hands: [ada.id] }),
    };
    const calls = stubRoomServer(room);
    renderRoom();
    const user = userEvent.setup();
    const waitingList = await screen.findByRole("region", { name: "Waiting (2)" });
    await user.click(within(waitingList).getByRole("button", { name: "Admit Alan" }));
    await user.click(within(waitingList).getByRole("button", { name: "Admit all" }));
    await waitFor(() =>
      expect(calls.filter((call) => call.url === `${ROOM}/admit`).map((call) => call.body)).toEqual([
        { participantIds: [alan.id] },
        { all: true },
      ]),
    );
    // The host starts with camera and microphone on.
    expect(screen.getByRole("button", { name: "Camera is on" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Share screen is off" })).toBeInTheDocument();

    const hands = screen.getByRole("region", { name: "Raised hands (1)" });
    await user.click(within(hands).getByRole("button", { name: "Lower hand of Ada" }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: "POST",
        url: `${ROOM}/participants/2/lower-hand`,
        body: undefined,
      }),
    );

    await user.click(screen.getByRole("button", { name: "Actions for Ada" }));
    await user.click(screen.getByRole("button", { name: "Remove" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove Ada from the lesson?" });
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    await waitFor(() =>
      expect(calls).toContainEqual({ method: "POST", url: `${ROOM}/participants/2/remove`, body: undefined }),
    );

    await user.click(screen.getByRole("button", { name: "End Lesson" }));
    const confirm = await screen.findByRole("dialog", { name: "End the lesson for everyone?" });
    await user.click(within(confirm).getByRole("button", { name: "End Lesson" }));
    await waitFor(() =>
      expect(calls).toContainEqual({ method: "POST", url: `${ROOM}/end`, body: undefined }),
    );
    room.state = stateFor(tutor, { version: 3, status: "ended" });
    expect(await screen.findByText(ROOM_MESSAGES.ended, {}, soon)).toBeInTheDocument();
    await waitFor(() => expect(connection.close).toHaveBeenCalled());
  });

  it("lets a child raise its hand and chat, and shows a hidden message as hidden", async () => {
    const room = {
      ticket: ticketFor(ada),
      state: stateFor(ada, {
        chat: [
          chatMessage({
            id: 7,
            participantId: tutor.id,
            displayName: "Grace Hopper",
            role: "host",
            body: "Welcome",
          }),
          chatMessage({ id: 8, body: null, hidden: true }),
        ],
      }),
    };
    const calls = stubRoomServer(room);
    renderRoom();
    const user = userEvent.setup();
    expect(await screen.findByText("Welcome")).toBeInTheDocument();
    expect(screen.getByText(HIDDEN_CHAT_TEXT)).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Chat messages" })).toHaveAttribute("aria-live", "polite");
    expect(screen.queryByRole("button", { name: /^Hide/ })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Raise hand is off" }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: "POST",
        url: `${ROOM}/hand?participant=${ada.id}`,
        body: undefined,
      }),
    );

    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText(ROOM_MESSAGES.chatEmpty)).toBeInTheDocument();
    await user.type(screen.getByLabelText("Message to everyone"), "Can you repeat that?");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: "POST",
        url: `${ROOM}/chat?participant=${ada.id}`,
        body: { text: "Can you repeat that?" },
      }),
    );
    await waitFor(() => expect(screen.getByLabelText("Message to everyone")).toHaveValue(""));
  });

  it("lets the host hide a message, which stays readable to the host as hidden", async () => {
    const room = {
      ticket: ticketFor(tutor),
      state: stateFor(tutor, {
        participants: [tutor, ada],
        chat: [chatMessage({ id: 8, body: "Rude words" })],
      }),
    };
    const calls = stubRoomServer(room);
    renderRoom();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Hide the message from Ada" }));
    await waitFor(() =>
      expect(calls).toContainEqual({ method: "POST", url: `${ROOM}/chat/8/hide`, body: undefined }),
    );
    room.state = stateFor(tutor, {
      version: 2,
      participants: [tutor, ada],
      chat: [chatMessage({ id: 8, body: "Rude words", hidden: true })],
    });
    expect(await screen.findByText("(hidden from the children)", { exact: false }, soon)).toBeInTheDocument();
  });

  it("tells a child the tutor muted it and stops sending its microphone", async () => {
    const speaking = person({ ...ada, microphoneOn: true });
    const room = { ticket: ticketFor(speaking), state: stateFor(speaking) };
    stubRoomServer(room);
    renderRoom();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Microphone is off" }));
    expect(screen.getByRole("button", { name: "Microphone is on" })).toBeInTheDocument();
    room.state = stateFor(person({ ...ada, micOffByHost: true }), { version: 2 });
    expect(await screen.findByText("Your microphone was muted by the tutor.", {}, soon)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Microphone is off" })).toBeInTheDocument();
  });

  it("turns the host's camera and microphone off and says why when the browser cannot start them", async () => {
    connection.setMedia.mockRejectedValueOnce(
      Object.assign(new Error("Requested device not found"), { name: "NotFoundError" }),
    );
    const calls = stubRoomServer({ ticket: ticketFor(tutor), state: stateFor(tutor) });
    renderRoom();
    expect(await screen.findByText(/^No camera or microphone was found\. Plug one in/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Camera is off" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Microphone is off" })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: "PUT",
        url: `${ROOM}/me?participant=${tutor.id}`,
        body: { microphone: false, camera: false },
      }),
    );
    expect(vi.mocked(connectRoom)).toHaveBeenCalledTimes(1);
  });

  it("says it is reconnecting while the server cannot be reached, and carries on when it can", async () => {
    const room = { ticket: ticketFor(ada), state: stateFor(ada) };
    const down = { status: 502, body: { message: "Bad gateway" } };
    const answers: Record<string, { status: number; body?: unknown }> = {};
    stubRoomServer(room, answers);
    renderRoom();
    expect(await screen.findByRole("toolbar", { name: "Lesson controls" })).toBeInTheDocument();
    answers[`GET ${ROOM}/state`] = down;
    room.state = stateFor(ada, { version: 2 });
    expect((await screen.findAllByText("Reconnecting…", {}, soon)).length).toBeGreaterThan(0);
    delete answers[`GET ${ROOM}/state`];
    await waitFor(() => expect(screen.queryAllByText("Reconnecting…")).toEqual([]), soon);
    expect(screen.getByRole("toolbar", { name: "Lesson controls" })).toBeInTheDocument();
  });

  it("shows a removed child that it was removed", async () => {
    const removed = person({ ...ada, state: "removed" });
    stubRoomServer({ ticket: ticketFor(ada), state: stateFor(removed) });
    renderRoom();
    expect(await screen.findByText(ROOM_MESSAGES.removed)).toBeInTheDocument();
    expect(screen.queryByRole("toolbar")).toBeNull();
  });

  it("shows the server's refusal of a ticket", async () => {
    stubRoomServer({
      ticket: { status: 403, body: { message: ROOM_MESSAGES.notBooked, code: ROOM_ERROR_CODES.notBooked } },
      state: stateFor(ada),
    });
    renderRoom();
    expect(await screen.findByText(ROOM_MESSAGES.notBooked)).toBeInTheDocument();
  });

  it("says the room is not available without a media server, with the streaming link", async () => {
    stubRoomServer({
      ticket: {
        status: 503,
        body: { message: ROOM_MESSAGES.unavailable, code: ROOM_ERROR_CODES.unavailable },
      },
      state: stateFor(ada),
    });
    renderRoom();
    expect(
      await screen.findByRole("heading", { name: "The lesson room is not available" }),
    ).toBeInTheDocument();
    expect(screen.getByText(ROOM_MESSAGES.unavailable)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open the streaming link" })).toBeInTheDocument();
  });

  it("asks a family with several children which one joins", async () => {
    stubRoomServer({
      ticket: {
        status: 400,
        body: { message: ROOM_MESSAGES.chooseChild, code: ROOM_ERROR_CODES.chooseChild },
      },
      state: stateFor(ada),
    });
    renderRoom();
    expect(await screen.findByText(ROOM_MESSAGES.chooseChild)).toBeInTheDocument();
    expect(screen.getByText("Pick a child here")).toBeInTheDocument();
  });
});
