/**
 * How Node runs the server's bundle (scripts/build-server.mjs, issue 28): its old generation held to
 * SERVER_HEAP_MB, 128 MB unless set, and a setting that is not a size refused before the start; its
 * young generation held to half V8's default (ADR 076); WASM
 * (PGlite's PostgreSQL) compiled as V8 does, or by the optimizing compiler alone when
 * SERVER_WASM_COMPILER says `optimizing` (ADR 074); and its environment, in which glibc maps each
 * malloc block of 32 KB or more on its own, so that what V8's compiler threads free goes back to the
 * system (ADR 074, 2026-11-30).
 */
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { serverEnv, serverNodeArgs } from "../../../scripts/build-server.mjs";

/** The heap limit a Node started with these arguments reports, in MB (the entry replaced by a one-liner). */
function heapLimitOf(args: string[]): number {
  const flags = args.slice(0, -1);
  const script = "process.stdout.write(String(require('node:v8').getHeapStatistics().heap_size_limit))";
  const result = spawnSync(process.execPath, [...flags, "-e", script], { encoding: "utf8" });
  return Number(result.stdout) / 1024 / 1024;
}

describe("the server's Node arguments", () => {
  it("hold the old generation to 128 MB by default, and to SERVER_HEAP_MB when set", () => {
    expect(serverNodeArgs("index.js", {})).toEqual(["--max-old-space-size=128", "--max-semi-space-size=8", "index.js"]);
    expect(serverNodeArgs("index.js", { SERVER_HEAP_MB: "512" })).toContain("--max-old-space-size=512");
    // The limit V8 then reports is the old generation and the young one together.
    const limit = heapLimitOf(serverNodeArgs("index.js", {}));
    expect(limit).toBeGreaterThanOrEqual(128);
    expect(limit).toBeLessThan(200);
  });

  it("hold the main thread's young generation to two semi-spaces of 8 MB, half V8's default (ADR 076)", () => {
    // A megabyte at a time of objects that live a moment, and some that stay: the new space V8 grows to.
    const script = `const kept = []; for (let i = 0; i < 2e6; i++) { const o = { i, s: "x" + i }; if (i % 20 === 0) kept.push(o); if (kept.length > 5e4) kept.length = 0 }
      process.stdout.write(String(require("node:v8").getHeapSpaceStatistics().find((space) => space.space_name === "new_space").space_size))`;
    const newSpaceMb = (flags: string[]) => Number(spawnSync(process.execPath, [...flags, "-e", script], { encoding: "utf8" }).stdout) / 1024 / 1024;
    expect(newSpaceMb(serverNodeArgs("index.js", {}).slice(0, -1))).toBeLessThanOrEqual(16);
    expect(newSpaceMb(["--max-old-space-size=128"])).toBeGreaterThan(16);
  });

  it("compile WASM first with Liftoff as V8 does, or with SERVER_WASM_COMPILER=optimizing once with the optimizing compiler", () => {
    // (module (func (export "f") (result i32) i32.const 42)), and whether V8 compiled it with Liftoff.
    const module = "[0,97,115,109,1,0,0,0,1,5,1,96,0,1,127,3,2,1,0,7,5,1,1,102,0,0,10,6,1,4,0,65,42,11]";
    const script = `const f = new WebAssembly.Instance(new WebAssembly.Module(new Uint8Array(${module}))).exports.f; process.stdout.write(f() + " " + %IsLiftoffFunction(f))`;
    const run = (env: Record<string, string>) => {
      const flags = serverNodeArgs("index.js", env).slice(0, -1);
      return spawnSync(process.execPath, [...flags, "--allow-natives-syntax", "-e", script], { encoding: "utf8" }).stdout;
    };
    expect(run({})).toBe("42 true");
    expect(run({ SERVER_WASM_COMPILER: "tiered" })).toBe("42 true");
    expect(run({ SERVER_WASM_COMPILER: "optimizing" })).toBe("42 false");
  });

  it.each(["fast", "liftoff", "Tiered"])("refuses SERVER_WASM_COMPILER=%s", (value) => {
    expect(() => serverNodeArgs("index.js", { SERVER_WASM_COMPILER: value })).toThrow(/SERVER_WASM_COMPILER must be tiered or optimizing/);
  });

  it.each(["lots", "0", "32", "128.5"])("refuses SERVER_HEAP_MB=%s", (value) => {
    expect(() => serverNodeArgs("index.js", { SERVER_HEAP_MB: value })).toThrow(/SERVER_HEAP_MB must be a whole number of megabytes, 64 or more/);
  });

  it("run in an environment where malloc gives freed blocks of 32 KB back, unless MALLOC_MMAP_THRESHOLD_ is set", () => {
    expect(serverEnv({ PORT: "3000" })).toEqual({ PORT: "3000", MALLOC_MMAP_THRESHOLD_: "32768" });
    expect(serverEnv({ MALLOC_MMAP_THRESHOLD_: "" }).MALLOC_MMAP_THRESHOLD_).toBe("32768");
    expect(serverEnv({ MALLOC_MMAP_THRESHOLD_: "131072" }).MALLOC_MMAP_THRESHOLD_).toBe("131072");
    // 2,000 blocks of 40 KB, each beside a small one that stays (as a compiler thread's arena is left),
    // then the large ones freed: the resident memory, in MB, before and after.
    const script = `
      const rss = () => Number(/VmRSS:\\s+(\\d+)/.exec(require("node:fs").readFileSync("/proc/self/status", "utf8"))[1]) / 1024;
      const kept = [], freed = [];
      for (let i = 0; i < 2000; i++) { freed.push(Buffer.allocUnsafeSlow(40000).fill(1)); kept.push(Buffer.allocUnsafeSlow(200).fill(2)); }
      const before = rss();
      freed.length = 0; gc(); gc();
      process.stdout.write(JSON.stringify({ before, after: rss(), kept: kept.length }));`;
    const { stdout } = spawnSync(process.execPath, ["--expose-gc", "-e", script], { encoding: "utf8", env: serverEnv({ PATH: process.env.PATH }) });
    const { before, after } = JSON.parse(stdout) as { before: number; after: number };
    expect(before - after).toBeGreaterThan(50);
  });
});
