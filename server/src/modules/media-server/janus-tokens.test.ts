import { describe, expect, it } from "vitest";
import { janusRoomToken, janusSessionToken, readJanusToken, signJanusToken } from "./janus-tokens.ts";

// Known answers computed apart from this code: printf '%s' DATA | openssl dgst -sha1 -hmac SECRET -binary | base64
const secret = "known-answer-secret";
const expiresAt = new Date(1_795_788_587_000);

describe("Janus signed tokens", () => {
  it("signs the core session token as Janus checks it", () => {
    expect(janusSessionToken(secret, "ticket-42", expiresAt)).toBe(
      "1795788587,janus,janus.plugin.videoroom,uid=ticket-42:Q4vW9HLBDYkN6HPCwbnp7oEtKew=",
    );
  });

  it("signs the room token for exactly one room", () => {
    expect(janusRoomToken(secret, 123_456_789_012, "ticket-42", expiresAt)).toBe(
      "1795788587,janus.plugin.videoroom,room=123456789012,uid=ticket-42:GFJBxU2xpz/Homjd2asnAy0R59w=",
    );
  });

  it("reads whole seconds of the expiry", () => {
    const token = signJanusToken(secret, new Date(1_795_788_587_999), [
      "janus",
      "janus.plugin.videoroom",
      "uid=ticket-42",
    ]);
    expect(token).toBe(janusSessionToken(secret, "ticket-42", expiresAt));
  });

  it("never signs two rooms into one token, nor descriptors that would split", () => {
    expect(() => signJanusToken(secret, expiresAt, ["janus.plugin.videoroom", "room=1", "room=2"])).toThrow(
      "exactly one room",
    );
    expect(() => janusSessionToken(secret, "a,room=2", expiresAt)).toThrow("comma");
    expect(() => janusSessionToken(secret, "a:b", expiresAt)).toThrow("colon");
    expect(() => janusRoomToken(secret, 0, "a", expiresAt)).toThrow("room id");
    expect(() => signJanusToken("", expiresAt, ["janus"])).toThrow("secret");
  });

  it("reads back the uid and room of its own tokens and refuses any other signature", () => {
    const token = janusRoomToken(secret, 987_654, "ticket-7", expiresAt);
    expect(readJanusToken(secret, token)).toEqual({
      expiresAt,
      descriptors: ["janus.plugin.videoroom", "room=987654", "uid=ticket-7"],
      uid: "ticket-7",
      room: 987_654,
    });
    expect(readJanusToken("another-secret", token)).toBeNull();
    expect(readJanusToken(secret, token.replace("room=987654", "room=987655"))).toBeNull();
    expect(readJanusToken(secret, token.replace("1795788587", "1895788587"))).toBeNull();
    expect(readJanusToken(secret, "no-signature")).toBeNull();
    expect(readJanusToken(secret, janusSessionToken(secret, "ticket-7", expiresAt))?.room).toBeNull();
  });
});
