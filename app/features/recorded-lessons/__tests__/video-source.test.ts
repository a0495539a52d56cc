import { describe, expect, it } from "vitest";
import { posterSource, videoSource, youTubeVideoId } from "../lib/video-source.ts";

const embed = (id: string, query = "") => ({
  kind: "embed",
  src: `https://www.youtube-nocookie.com/embed/${id}${query}`,
});

describe("videoSource", () => {
  it("embeds every form of YouTube link through the privacy-enhanced host", () => {
    for (const link of [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&list=PL123",
      "https://m.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://youtu.be/dQw4w9WgXcQ",
      "https://youtu.be/dQw4w9WgXcQ?si=abc",
      "https://www.youtube.com/shorts/dQw4w9WgXcQ",
      "https://www.youtube.com/live/dQw4w9WgXcQ",
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
      "  https://WWW.YOUTUBE.COM/watch?v=dQw4w9WgXcQ  ",
    ]) {
      expect(videoSource(link), link).toEqual(embed("dQw4w9WgXcQ"));
    }
  });

  it("keeps a start time", () => {
    expect(videoSource("https://youtu.be/dQw4w9WgXcQ?t=90")).toEqual(embed("dQw4w9WgXcQ", "?start=90"));
    expect(videoSource("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s")).toEqual(
      embed("dQw4w9WgXcQ", "?start=90"),
    );
    expect(videoSource("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=soon")).toEqual(embed("dQw4w9WgXcQ"));
  });

  it("plays other https links in the native player", () => {
    expect(videoSource("https://media.example.org/lessons/forces.mp4")).toEqual({
      kind: "file",
      src: "https://media.example.org/lessons/forces.mp4",
    });
    // A look-alike host is not YouTube.
    expect(videoSource("https://youtube.com.example.org/watch?v=dQw4w9WgXcQ")).toEqual({
      kind: "file",
      src: "https://youtube.com.example.org/watch?v=dQw4w9WgXcQ",
    });
  });

  it("plays a file stored on this site (the room's recordings) in the native player", () => {
    expect(videoSource("/api/files/RoomRecordingVideo_12345")).toEqual({
      kind: "file",
      src: "/api/files/RoomRecordingVideo_12345",
    });
    expect(videoSource(" /api/files/RoomRecordingVideo_12345 ")).toEqual({
      kind: "file",
      src: "/api/files/RoomRecordingVideo_12345",
    });
  });

  it("plays no other path of this site, nor a malformed file address", () => {
    for (const link of [
      "/api/files/short",
      "/api/files/RoomRecordingVideo_12345/../../admin",
      "/api/files/RoomRecordingVideo_12345.json",
      "/api/admin/users",
      "//evil.example.org/api/files/RoomRecordingVideo_12345",
      "api/files/RoomRecordingVideo_12345",
    ]) {
      expect(videoSource(link), link).toBeNull();
    }
  });

  it("plays nothing that is not a safe https link or not one YouTube video", () => {
    for (const link of [
      null,
      undefined,
      "",
      "not a link",
      "http://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "http://media.example.org/a.mp4",
      "javascript:alert(1)",
      "data:video/mp4;base64,AAAA",
      "https://user:secret@media.example.org/a.mp4",
      "https://www.youtube.com/@somechannel",
      "https://www.youtube.com/playlist?list=PL123",
      "https://www.youtube.com/watch?v=short",
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
      "https://youtu.be/",
    ]) {
      expect(videoSource(link), String(link)).toBeNull();
    }
  });
});

describe("posterSource", () => {
  it("shows a thumbnail stored here or an https picture, nothing else", () => {
    expect(posterSource("/api/files/RoomRecordingThumb_12345")).toBe("/api/files/RoomRecordingThumb_12345");
    expect(posterSource("https://media.example.org/thumb.jpg")).toBe("https://media.example.org/thumb.jpg");
    for (const thumbnail of [
      null,
      undefined,
      "",
      "  ",
      "http://media.example.org/thumb.jpg",
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "https://user:secret@media.example.org/thumb.jpg",
      "/api/admin/users",
      "not a link",
    ]) {
      expect(posterSource(thumbnail), String(thumbnail)).toBeUndefined();
    }
  });
});

describe("youTubeVideoId", () => {
  it("reads the id from the path or the v parameter, and refuses a malformed one", () => {
    expect(youTubeVideoId(new URL("https://youtu.be/abcdefghijk"))).toBe("abcdefghijk");
    expect(youTubeVideoId(new URL("https://www.youtube.com/watch?v=abc-_FGHIJK"))).toBe("abc-_FGHIJK");
    expect(youTubeVideoId(new URL("https://www.youtube.com/embed/abcdefghij/extra"))).toBeNull();
    expect(youTubeVideoId(new URL("https://vimeo.com/123456"))).toBeNull();
  });
});
