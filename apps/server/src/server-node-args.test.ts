/**
 * How Node runs the server's bundle (scripts/build-server.mjs, issue 28): its old generation held to
 * SERVER_HEAP_MB, 128 MB unless set, and a setting that is not a size refused before the start.
 */
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { serverNodeArgs } from "../../../scripts/build-server.mjs";

/** The heap limit a Node started with these arguments reports, in MB (the entry replaced by a one-liner). */
function heapLimitOf(args: string[]): number {
  const flags = args.slice(0, -1);
  const script = "process.stdout.write(String(require('node:v8').getHeapStatistics().heap_size_limit))";
  const result = spawnSync(process.execPath, [...flags, "-e", script], { encoding: "utf8" });
  return Number(result.stdout) / 1024 / 1024;
}

describe("the server's Node arguments", () => {
  it("hold the old generation to 128 MB by default, and to SERVER_HEAP_MB when set", () => {
    expect(serverNodeArgs("index.js", {})).toEqual(["--enable-source-maps", "--max-old-space-size=128", "index.js"]);
    expect(serverNodeArgs("index.js", { SERVER_HEAP_MB: "512" })).toContain("--max-old-space-size=512");
    // The limit V8 then reports is the old generation and the young one together.
    const limit = heapLimitOf(serverNodeArgs("index.js", {}));
    expect(limit).toBeGreaterThanOrEqual(128);
    expect(limit).toBeLessThan(200);
  });

  it.each(["lots", "0", "32", "128.5"])("refuses SERVER_HEAP_MB=%s", (value) => {
    expect(() => serverNodeArgs("index.js", { SERVER_HEAP_MB: value })).toThrow(/SERVER_HEAP_MB must be a whole number of megabytes, 64 or more/);
  });
});
