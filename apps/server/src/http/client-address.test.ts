/** Which X-Forwarded-For entry is the client, for each number of trusted proxies. */
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { addressKey, clientAddress } from "./client-address.ts";

async function addressSeen(trustedProxies: number, forwardedFor?: string) {
  const app = new Hono().get("/", (c) => c.text(clientAddress(c, trustedProxies)));
  const response = await app.request("/", { headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor } });
  return response.text();
}

describe("clientAddress", () => {
  it("ignores X-Forwarded-For without a trusted proxy", async () => {
    expect(await addressSeen(0, "203.0.113.9")).toBe("unknown");
  });

  it.each([
    [1, "198.51.100.4", "198.51.100.4"],
    [1, "203.0.113.9, 198.51.100.4", "198.51.100.4"],
    [1, "forged, 10.0.0.1, 198.51.100.4", "198.51.100.4"],
    [2, "203.0.113.9, 198.51.100.4, 10.0.0.2", "198.51.100.4"],
    [2, "198.51.100.4, 10.0.0.2", "198.51.100.4"],
    [2, "198.51.100.4", "198.51.100.4"],
    [1, " 2405:201:d00f:1::1 ", "2405:201:d00f:1::1"],
  ])("behind %i proxies takes %j as %s: the entry the outermost trusted proxy wrote", async (proxies, header, expected) => {
    expect(await addressSeen(proxies, header)).toBe(expected);
  });

  it("falls back to the socket when the header is missing or empty", async () => {
    expect(await addressSeen(1)).toBe("unknown");
    expect(await addressSeen(1, " , ")).toBe("unknown");
  });
});

describe("addressKey", () => {
  it.each([
    ["198.51.100.4", "198.51.100.4"],
    ["2405:201:d00f:1a2b:1111:2222:3333:4444", "2405:201:d00f:1a2b::/64"],
    ["2405:0201:D00F:1A2B::9", "2405:201:d00f:1a2b::/64"],
    ["2405:201::1", "2405:201:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::ffff:198.51.100.4", "198.51.100.4"],
    ["::ffff:c633:6404", "198.51.100.4"],
    ["64:ff9b::198.51.100.4", "64:ff9b:0:0::/64"],
    ["unknown", "unknown"],
  ])("counts %s as %s", (address, key) => {
    expect(addressKey(address)).toBe(key);
  });

  it("puts two addresses of one /64 together and keeps different /64s apart", () => {
    expect(addressKey("2405:201:d00f:1a2b::1")).toBe(addressKey("2405:201:d00f:1a2b:ffff:ffff:ffff:fffe"));
    expect(addressKey("2405:201:d00f:1a2b::1")).not.toBe(addressKey("2405:201:d00f:1a2c::1"));
  });
});
