import { describe, expect, it, vi } from "vitest";

describe("zod-jitless", () => {
  it("turns off Zod's compiled parsers, which the Content Security Policy forbids", async () => {
    vi.resetModules();
    await import("./zod-jitless");
    const { config } = await import("zod/v4/core");
    const { z } = await import("zod");

    expect(config().jitless).toBe(true);
    // A parse that would otherwise compile its object parser never reaches for `new Function`.
    const compile = vi.spyOn(globalThis, "Function");
    expect(z.object({ name: z.string() }).parse({ name: "Asha" })).toEqual({ name: "Asha" });
    expect(compile).not.toHaveBeenCalled();
    compile.mockRestore();
  });
});
