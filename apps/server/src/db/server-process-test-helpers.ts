/**
 * The real server as a process on the embedded database, for the crash-restart test and bench:
 * start it, wait for /readyz, sign up accounts through the API, kill -9 it, start it again at once.
 *
 * It runs as `npm start` runs it: the bundle of the server (ADR 036) with plain Node, one process.
 * Each test file bundles its own copy once, in a folder of its own (removed in its afterAll), so two
 * running side by side never share one.
 */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import path from "node:path";
import { buildSignUp } from "@app/shared/factories";
import { buildServer, serverEnv, serverNodeArgs } from "../../../../scripts/build-server.mjs";

const repoRoot = path.resolve(import.meta.dirname, "../../../..");
const bundleFolder = path.join(repoRoot, "apps/server/dist", `process-test-${randomUUID().slice(0, 8)}`);
let bundling: Promise<string> | undefined;

/** Bundles the server for this process's starts (once); `removeServerBundle` takes it away. */
export function bundleServer(): Promise<string> {
  return (bundling ??= buildServer(bundleFolder));
}

export function removeServerBundle() {
  bundling = undefined;
  rmSync(bundleFolder, { recursive: true, force: true });
}

export interface ServerProcess {
  pid: number;
  kill(signal: NodeJS.Signals): void;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
  startedAt: number;
}

const publicUrl = (port: number) => `http://127.0.0.1:${port}`;

/**
 * `geolocation`: with the shipped DB-IP database, whose region index the first start builds (in
 * DATA_DIR/geo); off by default, as in the tests. `nodeFlags` go to Node before the bundle, `env`
 * over the server's environment.
 */
export async function startServer(
  dataDir: string,
  port: number,
  { geolocation = false, nodeFlags = [], env = {} }: { geolocation?: boolean; nodeFlags?: string[]; env?: Record<string, string> } = {},
): Promise<ServerProcess> {
  const entry = await bundleServer();
  const startedAt = performance.now();
  const args = serverNodeArgs(entry);
  const child = spawn(process.execPath, [...args.slice(0, -1), ...nodeFlags, entry], {
    cwd: repoRoot,
    env: serverEnv({
      PATH: process.env.PATH,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: publicUrl(port),
      // Each sign-up comes from its own X-Forwarded-For address, under the per-address limit.
      TRUST_PROXY: "1",
      DATABASE_URL: "",
      SMTP_URL: "",
      GEOIP_DATABASE: geolocation ? "" : "off",
      LOG_LEVEL: "warn",
      ...env,
    }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal })),
  );
  return { pid: child.pid!, kill: (signal) => child.kill(signal), exited, output: () => output, startedAt };
}

/** Waits for /readyz to answer 200; returns the ms from the start of the process. */
export async function waitUntilReady(server: ServerProcess, port: number, timeoutMs = 30_000) {
  let exited = false;
  void server.exited.then(() => (exited = true));
  while (performance.now() - server.startedAt < timeoutMs) {
    if (exited) throw new Error(`the server exited while starting:\n${server.output()}`);
    const response = await fetch(`${publicUrl(port)}/readyz`).catch(() => undefined);
    if (response?.ok) return performance.now() - server.startedAt;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`the server was not ready after ${timeoutMs} ms:\n${server.output()}`);
}

/** A loopback port nothing listens on, as the cluster script picks its instances' ports. */
export { freePort } from "../../../../scripts/cluster-processes.mjs";

interface Account {
  email: string;
  cookie: string;
}

let addressCount = 0;

/** A candidate's sign-up; the account once the server has answered 201, else undefined. */
export async function signUpCandidate(port: number): Promise<Account | undefined> {
  addressCount += 1;
  const body = buildSignUp("candidate");
  const response = await fetch(`${publicUrl(port)}/api/accounts/sign-up/candidate`, {
    method: "POST",
    headers: {
      origin: publicUrl(port),
      "content-type": "application/json",
      "x-forwarded-for": `10.${(addressCount >> 16) & 255}.${(addressCount >> 8) & 255}.${addressCount & 255}`,
    },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  if (response.status !== 201) return undefined;
  const cookie = response.headers.getSetCookie().map((setCookie) => setCookie.split(";")[0]).join("; ");
  return { email: body.email, cookie };
}

/** Is the account there, and its session? (GET /api/accounts/me with the sign-up's cookie.) */
async function isKept(port: number, account: Account) {
  const response = await fetch(`${publicUrl(port)}/api/accounts/me`, { headers: { origin: publicUrl(port), cookie: account.cookie } });
  const body = (await response.json()) as { user: { email: string } | null };
  return body.user?.email === account.email;
}

/**
 * Starts the server, then `rounds` times: signs up accounts (some still in flight), kills the
 * server with SIGKILL, starts it again at once and checks that every sign-up answered 201 so far
 * is there. Returns the running server, how long each restart took to be ready, and what was lost.
 */
export async function crashAndRestart({
  dataDir,
  port,
  rounds,
  signUpsPerRound = 3,
  geolocation = false,
}: {
  dataDir: string;
  port: number;
  rounds: number;
  signUpsPerRound?: number;
  geolocation?: boolean;
}) {
  let server = await startServer(dataDir, port, { geolocation });
  await waitUntilReady(server, port);
  const acknowledged: Account[] = [];
  const readyMs: number[] = [];
  const lost: string[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (let index = 0; index < signUpsPerRound; index += 1) {
      const account = await signUpCandidate(port);
      if (!account) throw new Error(`a sign-up was refused:\n${server.output()}`);
      acknowledged.push(account);
    }
    // Sign-ups in flight at the kill: those answered before the process died count as well.
    const inFlight = Array.from({ length: 2 }, () =>
      signUpCandidate(port).then(
        (account) => account && acknowledged.push(account),
        () => {},
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, round % 3 === 0 ? 0 : 50 * (round % 3)));
    const killed = server;
    killed.kill("SIGKILL");
    server = await startServer(dataDir, port, { geolocation });
    await Promise.all([killed.exited, ...inFlight]);
    readyMs.push(await waitUntilReady(server, port));
    for (const account of acknowledged) {
      if (!(await isKept(port, account)) && !lost.includes(account.email)) lost.push(account.email);
    }
  }
  return { server, readyMs, acknowledged: acknowledged.length, lost };
}
