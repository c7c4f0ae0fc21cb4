/**
 * Starts the real API server for the end-to-end suite as `npm start` runs it (bundled, with plain
 * Node: ADR 036), on a fresh temporary DATA_DIR so every run begins with an empty database and an
 * empty outbox.
 *
 * The DATA_DIR path is written to apps/web/e2e/.data-dir-<port>, where the fixtures read the outbox
 * (<DATA_DIR>/outbox/*.eml). SIGTERM/SIGINT are passed on to the server; when it has exited the
 * temporary directory and the .data-dir file are removed.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildServer, serverNodeArgs } from "../../../scripts/build-server.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, "../../..");
// E2E_PORT lets two suites run side by side on one machine (each with its own server).
const port = process.env.E2E_PORT ?? "3210";
const dataDirFile = path.join(here, `.data-dir-${port}`);
// The admin account the fixtures sign in with (fixtures.ts ADMIN).
const adminEmail = "admin@example.com";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "nj-e2e-"));
writeFileSync(dataDirFile, `${dataDir}\n`);

// Its own bundle, beside the one `npm start` runs; Node itself, so signals reach the server directly.
const bundleFolder = path.join(repoRoot, "apps/server/dist", `e2e-${port}`);
const entry = await buildServer(bundleFolder);
const child = spawn(process.execPath, serverNodeArgs(entry), {
  cwd: repoRoot,
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: port,
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://localhost:${port}`,
    TRUST_PROXY: "1",
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD: "admin-pass-123",
    LOG_LEVEL: "warn",
    // The region index for local-area visitors is built once per machine (~7 s), not per run.
    GEOIP_CACHE_DIR: path.join(os.tmpdir(), "nj-geo-cache"),
    SMTP_URL: "",
    DATABASE_URL: "",
    // Course payments show a real UPI intent, which courses.spec.ts decodes from the QR code.
    UPI_VPA: "nagarajobs-courses@okaxis",
    UPI_PAYEE_NAME: "Nagara Jobs Courses",
  },
});

let cleanedUp = false;
function cleanUp() {
  if (cleanedUp) return;
  cleanedUp = true;
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(dataDirFile, { force: true });
  rmSync(bundleFolder, { recursive: true, force: true });
}

let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  // The server closes itself within 10 s; never leave it behind.
  setTimeout(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  }, 12_000).unref();
}

process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
process.on("exit", cleanUp);

child.on("error", (error) => {
  console.error(`e2e: could not start the server: ${error.message}`);
  cleanUp();
  process.exit(1);
});
child.on("exit", (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 1 : 0));
});
