import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RoomCheck } from "../components/room-check.tsx";
import { chosenDevices } from "../lib/device-choice.ts";

const FIREFOX = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:133.0) Gecko/20100101 Firefox/133.0";

/** A device's track as the browser hands it out: stopped by the check when it is done with it. */
function fakeTrack(kind: "video" | "audio", deviceId: string) {
  return { kind, id: `${kind}-${deviceId}`, stop: vi.fn(), getSettings: () => ({ deviceId }) };
}
type FakeTrack = ReturnType<typeof fakeTrack>;

/** The test browser's own MediaStream (which lacks getTracks), holding tracks of the kind above. */
const streamOf = (tracks: FakeTrack[]) =>
  Object.assign(new MediaStream(tracks as unknown as MediaStreamTrack[]), { getTracks: () => tracks });

const DEVICES = [
  { kind: "videoinput", deviceId: "front", label: "Front camera" },
  { kind: "videoinput", deviceId: "usb", label: "USB camera" },
  { kind: "audioinput", deviceId: "built-in", label: "Built-in microphone" },
];

/** The browser's camera and microphone: `getUserMedia` answers the given way. */
function stubDevices(getUserMedia: (constraints: MediaStreamConstraints) => Promise<unknown>) {
  const mediaDevices = {
    getUserMedia: vi.fn(getUserMedia),
    enumerateDevices: vi.fn(async () => DEVICES),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  };
  Object.defineProperty(navigator, "mediaDevices", { value: mediaDevices, configurable: true });
  return mediaDevices;
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "mediaDevices");
  sessionStorage.clear();
});

const renderCheck = () => render(<RoomCheck iceServers={[]} note="Only you see this picture." />);

describe("the check before entering", () => {
  it("explains a refused camera for the browser in use and lets the person go on without one", async () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(FIREFOX);
    stubDevices(async () => {
      throw new DOMException("The request is not allowed", "NotAllowedError");
    });
    renderCheck();
    expect(
      await screen.findByText("The browser was not allowed to use the camera or microphone"),
    ).toBeInTheDocument();
    expect(screen.getByText(/^In Firefox, click the crossed-out camera/)).toBeInTheDocument();
    expect(
      screen.getByText("You can still enter the lesson without a camera or microphone."),
    ).toBeInTheDocument();
    expect(screen.getByText("No camera picture")).toBeInTheDocument();
    // No WebRTC in this test browser: the network part says so instead of guessing.
    expect(screen.getByRole("status")).toHaveTextContent(
      "This browser cannot join the lesson's sound and picture.",
    );
  });

  it("shows the picture, keeps the camera chosen for the room and releases every device it opened", async () => {
    const opened: FakeTrack[][] = [];
    const devices = stubDevices(async (constraints) => {
      const video = constraints.video as true | { deviceId: string };
      const tracks = [
        fakeTrack("video", video === true ? "front" : video.deviceId),
        fakeTrack("audio", "built-in"),
      ];
      opened.push(tracks);
      return streamOf(tracks);
    });
    const { unmount } = renderCheck();
    expect(await screen.findByLabelText("Your camera's picture")).toBeInTheDocument();
    const camera = await screen.findByRole("combobox", { name: "Camera" });
    expect(camera).toHaveValue("front");
    expect(screen.getByRole("combobox", { name: "Microphone" })).toHaveValue("built-in");
    expect(screen.getByLabelText("Microphone level")).toHaveAttribute("max", "100");

    await userEvent.setup().selectOptions(camera, "USB camera");
    expect(chosenDevices()).toEqual({ cameraId: "usb", microphoneId: null });
    await waitFor(() =>
      expect(devices.getUserMedia).toHaveBeenLastCalledWith({ video: { deviceId: "usb" }, audio: true }),
    );
    // The first camera was let go before the chosen one was opened.
    for (const track of opened[0] ?? []) expect(track.stop).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Camera" })).toHaveValue("usb"));

    unmount();
    for (const track of opened.flat()) expect(track.stop).toHaveBeenCalled();
  });
});
