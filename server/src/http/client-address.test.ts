import { networkInterfaces } from "node:os";
import { describe, expect, it } from "vitest";
import { addressNumber, clientAddressKey, isThisMachine, requestFromThisMachine } from "./client-address.ts";

describe("clientAddressKey", () => {
  it("counts IPv6 clients by their /64, however the address is written", () => {
    const key = clientAddressKey("2001:db8:1:2::1");
    expect(key).toBe("2001:db8:1:2::/64");
    expect(clientAddressKey("2001:0db8:0001:0002:ffff:eeee:dddd:cccc")).toBe(key);
    expect(clientAddressKey("2001:DB8:1:2:aaaa::7")).toBe(key);
    expect(clientAddressKey("2001:db8:1:2:3:4:5.6.7.8")).toBe(key);
    expect(clientAddressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("tells different /64 networks apart", () => {
    expect(clientAddressKey("2001:db8:1:3::1")).not.toBe(clientAddressKey("2001:db8:1:2::1"));
    expect(clientAddressKey("::1")).toBe("0:0:0:0::/64");
  });

  it("keeps IPv4 whole, also when it arrives IPv4-mapped", () => {
    expect(clientAddressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientAddressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientAddressKey("::ffff:cb00:7107")).toBe("203.0.113.7");
    expect(clientAddressKey("203.0.113.8")).not.toBe(clientAddressKey("203.0.113.7"));
  });
});

describe("addressNumber", () => {
  it("reads IPv4, IPv4-mapped IPv6 as IPv4, and IPv6 without its zone", () => {
    expect(addressNumber("10.0.0.1")).toEqual({ family: 4, value: 0x0a00_0001n });
    expect(addressNumber("::ffff:10.0.0.1")).toEqual({ family: 4, value: 0x0a00_0001n });
    expect(addressNumber("::ffff:a00:1")).toEqual({ family: 4, value: 0x0a00_0001n });
    expect(addressNumber("::1")).toEqual({ family: 6, value: 1n });
    expect(addressNumber("fe80::1%eth0")).toEqual({ family: 6, value: (0xfe80n << 112n) + 1n });
    expect(addressNumber("not-an-address")).toBeNull();
  });
});

describe("this machine", () => {
  it("is loopback, however written, and the addresses of the machine's interfaces", () => {
    for (const address of ["127.0.0.1", "127.255.0.9", "::1", "::ffff:127.0.0.1", "0:0:0:0:0:0:0:1"]) {
      expect(isThisMachine(address), address).toBe(true);
    }
    for (const entry of Object.values(networkInterfaces()).flat()) {
      if (entry) expect(isThisMachine(entry.address), entry.address).toBe(true);
    }
    for (const address of ["203.0.113.9", "::2", "2001:db8::1", "::ffff:203.0.113.9", "", "unknown"]) {
      expect(isThisMachine(address), address).toBe(false);
    }
  });

  it("needs every address a forwarding header names to be this machine's too", () => {
    const from = (headers: Record<string, string | string[]>, ip = "127.0.0.1") =>
      requestFromThisMachine({ ip, headers });
    expect(from({})).toBe(true);
    expect(from({}, "203.0.113.9")).toBe(false);
    expect(from({ "x-forwarded-for": "127.0.0.1, ::1" })).toBe(true);
    expect(from({ "x-forwarded-for": "127.0.0.1:5173" })).toBe(true);
    expect(from({ "x-forwarded-for": ["127.0.0.1", "203.0.113.9"] })).toBe(false);
    expect(from({ "x-forwarded-for": "203.0.113.9:443" })).toBe(false);
    expect(from({ "x-forwarded-for": "unknown" })).toBe(false);
    expect(from({ "x-real-ip": "203.0.113.9" })).toBe(false);
    expect(from({ forwarded: 'for="[::1]:5173";proto=http' })).toBe(true);
    expect(from({ forwarded: "for=127.0.0.1, for=198.51.100.2" })).toBe(false);
    expect(from({ forwarded: "for=_hidden" })).toBe(false);
    expect(from({ forwarded: "proto=https" })).toBe(true);
  });
});
