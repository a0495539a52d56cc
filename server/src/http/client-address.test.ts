import { describe, expect, it } from "vitest";
import { addressNumber, clientAddressKey } from "./client-address.ts";

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
