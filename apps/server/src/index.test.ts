/**
 * The server as a process: starts on an empty data directory, without sharp's libvips loaded (it
 * loads with the first picture, ADR 062), refuses a second process on the same directory with a
 * clear message, and on SIGTERM finishes and releases the database.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { serverNodeArgs } from "../../../scripts/build-server.mjs";
import { bundleServer, removeServerBundle } from "./db/server-process-test-helpers.ts";
import { testDatabaseKind } from "./test/test-database.ts";

/** As `npm start` runs it: the bundle, with plain Node (ADR 036). */
async function startServer(dataDir: string, port: number) {
  const child = spawn(process.execPath, serverNodeArgs(await bundleServer()), {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** Up to 60 s: a first start on an empty directory builds the database, slowly on a loaded 2-core machine. */
async function waitUntilReady(port: number, child: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error("server exited early");
    try {
      const response = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("server never became ready");
}

describe.runIf(testDatabaseKind() === "pglite")("server process", () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "nj-process-"));
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
    removeServerBundle();
  });

  it("serves, refuses a second process on the same data, and stops cleanly on SIGTERM", async () => {
    const port = 3300 + Math.floor(Math.random() * 500);
    const first = await startServer(dataDir, port);
    try {
      await waitUntilReady(port, first.child);
      expect(first.output()).toContain(`http://127.0.0.1:${port}`);
      expect(first.output()).toContain("npm run admin");
      // libvips and its threads are some 18 MB of a server that has drawn no picture yet.
      if (process.platform === "linux") expect(readFileSync(`/proc/${first.child.pid}/maps`, "utf8")).not.toContain("libvips");

      const second = await startServer(dataDir, port + 1);
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain("already open in another process");
    } finally {
      first.child.kill("SIGTERM");
    }
    expect(await first.exited).toBe(0);

    // The lock went with the process: the data opens again.
    const third = await startServer(dataDir, port + 2);
    await waitUntilReady(port + 2, third.child);
    third.child.kill("SIGTERM");
    expect(await third.exited).toBe(0);
  }, 150_000);
});
