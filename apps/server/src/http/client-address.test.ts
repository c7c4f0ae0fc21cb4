/** Which X-Forwarded-For entry is the client, for each number of trusted proxies. */
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-address.ts";

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
