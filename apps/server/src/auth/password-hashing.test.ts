import { hashPassword, verifyPassword } from "better-auth/crypto";
import { describe, expect, it } from "vitest";
import { passwordHashCosts } from "../config.ts";
import { passwordHashing } from "./password-hashing.ts";

describe("password hashing", () => {
  const site = passwordHashing(passwordHashCosts.site);
  const tests = passwordHashing(passwordHashCosts.tests);

  it("reads the hashes Better Auth stored, and writes ones Better Auth reads", async () => {
    const stored = await hashPassword("kaveri-river-7");
    expect(await site.verify({ hash: stored, password: "kaveri-river-7" })).toBe(true);
    expect(await site.verify({ hash: stored, password: "kaveri-river-8" })).toBe(false);

    const ours = await site.hash("kaveri-river-7");
    expect(ours).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash: ours, password: "kaveri-river-7" })).toBe(true);
  });

  it("names a cost other than the site's in the hash, and checks every hash at its own cost", async () => {
    const cheap = await tests.hash("ಮೈಸೂರು-2026");
    expect(cheap).toMatch(/^n1024\$[0-9a-f]{32}:[0-9a-f]{128}$/);
    // Whichever cost the reader hashes at, it checks a hash at the cost the hash names.
    expect(await site.verify({ hash: cheap, password: "ಮೈಸೂರು-2026" })).toBe(true);
    expect(await tests.verify({ hash: await site.hash("ಮೈಸೂರು-2026"), password: "ಮೈಸೂರು-2026" })).toBe(true);
    expect(await site.verify({ hash: cheap, password: "ಮೈಸೂರು-2027" })).toBe(false);
  });

  it("refuses a damaged hash rather than failing", async () => {
    for (const hash of ["", "no-colon", "n1024$", "abc:"]) expect(await site.verify({ hash, password: "x" })).toBe(false);
  });
});
