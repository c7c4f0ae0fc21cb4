/**
 * What the server loads before it needs it (ADR 077): a server on the embedded database that has
 * only served reads has not loaded node-postgres, nodemailer, Kysely (better-auth's own database
 * layer, which the Drizzle adapter does without), file-type, fflate, tar-stream or libphonenumber-js. Each is some
 * megabytes of heap for good once loaded; each loads at its first use, as nodemailer does here with
 * the first mail (a password reset's).
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, removeServerBundle, signUpCandidate, startServer, waitUntilReady } from "./db/server-process-test-helpers.ts";
import { testDatabaseKind } from "./test/test-database.ts";

const recorder = path.join(import.meta.dirname, "test/record-packages.mjs");
/** Imported by the server only where used: the packages (or a part, as `drizzle-orm/node-postgres`). */
const loadedLater = ["pg", "drizzle-orm/node-postgres", "nodemailer", "kysely", "file-type", "fflate", "tar-stream", "libphonenumber-js"];
/** Whether the process imported `name` or a part of it (nodemailer's address parser, a small file of its own, is not nodemailer). */
const imported = (specifiers: Set<string>, name: string) => [...specifiers].some((specifier) => specifier === name || (specifier.startsWith(`${name}/`) && specifier !== "nodemailer/lib/addressparser"));

describe.runIf(testDatabaseKind() === "pglite")("the packages a server loads", () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "nj-packages-"));
  const record = path.join(dataDir, "packages.txt");
  const loaded = () => new Set(readFileSync(record, "utf8").split("\n").filter(Boolean));
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
    removeServerBundle();
  });

  it("leave out those no read needs, and load nodemailer with the first mail", async () => {
    const port = await freePort();
    const server = await startServer(path.join(dataDir, "data"), port, { nodeFlags: ["--import", recorder], env: { RECORD_PACKAGES_FILE: record } });
    try {
      await waitUntilReady(server, port, 60_000);
      for (const url of ["/api/jobs", "/api/jobs?q=driver", "/api/courses", "/readyz"]) {
        const response = await fetch(`http://127.0.0.1:${port}${url}`);
        await response.arrayBuffer();
        expect(response.status, url).toBe(200);
      }
      // The recorder sees the packages the server does load.
      for (const name of ["better-auth/minimal", "drizzle-orm/pglite", "hono", "@electric-sql/pglite"]) expect(imported(loaded(), name), name).toBe(true);
      for (const name of loadedLater) expect(imported(loaded(), name), name).toBe(false);

      // A password reset's mail is the first mail: written to the outbox, with nodemailer loaded for it.
      const account = await signUpCandidate(port);
      expect(account).toBeDefined();
      const reset = await fetch(`http://127.0.0.1:${port}/api/accounts/forgot-password`, {
        method: "POST",
        headers: { origin: `http://127.0.0.1:${port}`, "content-type": "application/json" },
        body: JSON.stringify({ email: account?.email }),
      });
      expect(reset.status).toBe(200);
      const outbox = path.join(dataDir, "data", "outbox");
      const deadline = Date.now() + 30_000;
      const mails = () => (existsSync(outbox) ? readdirSync(outbox) : []).filter((name) => name.endsWith(".eml"));
      while (mails().length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(mails().length).toBeGreaterThan(0);
      expect(imported(loaded(), "nodemailer")).toBe(true);
      expect(imported(loaded(), "pg")).toBe(false);
    } finally {
      server.kill("SIGTERM");
      await server.exited;
    }
  }, 150_000);
});

