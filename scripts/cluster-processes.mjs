/**
 * Several server instances on one PostgreSQL behind nginx (issue 14), for `npm run cluster`, the
 * cluster test and the cluster benchmark: starts N servers on free loopback ports, writes an nginx
 * config for them into a temporary folder, runs Debian's nginx on it there (no system config or
 * root-owned path involved), and stops it all again. Types for TypeScript: cluster-processes.d.mts.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildServer, serverEnv, serverNodeArgs } from "./build-server.mjs";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const nginxBinary = "/usr/sbin/nginx";
/** What is kept of each process's output, for the error shown when one fails. */
const outputKeptChars = 64 * 1024;

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * The secret every instance signs sessions with: they must share it, or a session made by one is
 * refused by the next. AUTH_SECRET when set, else the one `npm start` keeps in DATA_DIR, else a new
 * one kept there (so sessions outlive a restart of the cluster).
 */
export function sharedAuthSecret(dataDir, fromEnvironment) {
  if (fromEnvironment) return fromEnvironment;
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** The nginx config: one upstream of the instances, event streams unbuffered, everything under `dir`. */
export function nginxConfig({ dir, host, port, instancePorts }) {
  const servers = instancePorts.map((instancePort) => `    server 127.0.0.1:${instancePort} max_fails=1 fail_timeout=5s;`).join("\n");
  return `# Written by scripts/cluster-processes.mjs for ${instancePorts.length} Nagara Jobs instance(s).
worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;

events {
  worker_connections 4096;
}

http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;

  upstream nagara_jobs {
    # Round robin, its turn and the failed instances shared by the workers (zone): consecutive
    # requests visit every instance. (least_conn would count each open event stream as a busy
    # connection and send nothing to the instance that holds the most.)
    zone nagara_jobs 64k;
${servers}
    keepalive 32;
    # Below Node's 5 s keep-alive timeout: nginx never reuses a connection the server is closing.
    keepalive_timeout 4s;
  }

  server {
    listen ${host}:${port};
    # A resume or a verification document is at most 5 MB, plus the multipart wrapping (app.ts).
    client_max_body_size 6m;

    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    # The server takes the client from the right end of this list (TRUST_PROXY=1: one proxy, this one).
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    # An instance that refuses the connection (stopped, draining, killed) is skipped for the next.
    # nginx never sends a POST or PATCH a second time once one instance has received it.
    proxy_connect_timeout 2s;
    proxy_next_upstream error timeout;

    location / {
      proxy_pass http://nagara_jobs;
    }

    # Server-sent events: passed on as they come, and an idle hour is fine (a heartbeat comes every 30 s).
    location = /api/events {
      proxy_pass http://nagara_jobs;
      proxy_buffering off;
      proxy_cache off;
      proxy_read_timeout 1h;
    }
  }
}
`;
}

/** A child process whose output is kept (the last 64 KB) and optionally passed on line by line. */
function watch(child, name, onOutput) {
  let output = "";
  let partial = "";
  const take = (chunk) => {
    const text = chunk.toString();
    output = (output + text).slice(-outputKeptChars);
    if (!onOutput) return;
    const lines = (partial + text).split("\n");
    partial = lines.pop() ?? "";
    for (const line of lines) onOutput(name, line);
  };
  child.stdout.on("data", take);
  child.stderr.on("data", take);
  const exited = new Promise((resolve) => child.on("exit", (code, signal) => resolve({ code, signal })));
  let done = false;
  void exited.then(() => (done = true));
  return { exited, output: () => output, hasExited: () => done };
}

/**
 * One server, run as `npm start` runs it: the bundle (`entry`, ADR 036) with plain Node, one process,
 * so a signal reaches the server itself.
 */
export function startInstance({ id, port, env, entry, onOutput }) {
  const child = spawn(process.execPath, serverNodeArgs(entry, env), {
    cwd: root,
    env: serverEnv({ ...env, PORT: String(port), HOST: "127.0.0.1", INSTANCE_ID: id }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  const watched = watch(child, id, onOutput);
  return {
    id,
    port,
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    kill: (signal = "SIGTERM") => child.kill(signal),
    ...watched,
  };
}

async function waitFor(url, processes, timeoutMs, what) {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    const gone = processes.find((child) => child.hasExited());
    if (gone) throw new Error(`${gone.id ?? "nginx"} exited while ${what} was starting:\n${gone.output()}`);
    const response = await fetch(url).catch(() => undefined);
    if (response) await response.arrayBuffer();
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${what} was not ready after ${timeoutMs} ms:\n${processes.map((child) => child.output()).join("\n")}`);
}

/**
 * Starts `instances` servers on `databaseUrl` at once (migrations run once: the first takes an
 * advisory lock, the others find them applied) and nginx in front of them on host:port.
 * `env` is the servers' base environment. Returns the cluster, to stop with `stop()`.
 */
export async function startCluster({
  instances,
  databaseUrl,
  port = 8080,
  host = "127.0.0.1",
  env = process.env,
  dataDir = path.resolve(root, env.DATA_DIR ?? "data"),
  nginx = nginxBinary,
  readyTimeoutMs = 90_000,
  onOutput,
}) {
  if (!databaseUrl) throw new Error("DATABASE_URL is not set: the instances share one PostgreSQL (e.g. DATABASE_URL=postgres://user@host:5432/nagara_jobs).");
  if (!Number.isInteger(instances) || instances < 1) throw new Error(`the number of instances must be 1 or more, not ${instances}`);
  if (!existsSync(nginx)) throw new Error(`nginx is missing at ${nginx}: install Debian's nginx (apt-get install nginx).`);

  const dir = mkdtempSync(path.join(os.tmpdir(), "nj-cluster-"));
  // Started by root, nginx runs its workers as nobody: they must reach their temp folders in here.
  chmodSync(dir, 0o755);
  const publicUrl = env.PUBLIC_URL || `http://localhost:${port}`;
  const instanceEnv = {
    ...env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    AUTH_SECRET: sharedAuthSecret(dataDir, env.AUTH_SECRET),
    // The Origin check and e-mailed links name the site as the browser sees it: nginx.
    PUBLIC_URL: publicUrl,
    // nginx is one proxy and appends the client's address; one more for each proxy in front of it.
    TRUST_PROXY: env.TRUST_PROXY || "1",
  };
  const { ADMIN_PASSWORD: _adminPassword, ...withoutAdminPassword } = instanceEnv;
  const ports = [];
  for (let index = 0; index < instances; index += 1) ports.push(await freePort());
  // The cluster's own bundle, in its own folder: a test or bench beside it may bundle at the same time.
  const bundleFolder = path.join(root, "apps/server/dist", `cluster-${path.basename(dir)}`);
  const entry = await buildServer(bundleFolder);
  const servers = ports.map((instancePort, index) =>
    startInstance({
      id: `i${index + 1}`,
      port: instancePort,
      entry,
      // One instance creates or resets the admin account; several at once would race for it.
      env: index === 0 ? instanceEnv : withoutAdminPassword,
      onOutput,
    }),
  );

  let proxy;
  const stop = async () => {
    // The instances first: each drains (its event streams told to reconnect), then nginx.
    for (const server of servers) if (!server.hasExited()) server.kill("SIGTERM");
    const exits = await Promise.all(servers.map((server) => server.exited));
    if (proxy && !proxy.hasExited()) proxy.kill("SIGTERM");
    if (proxy) await proxy.exited;
    rmSync(dir, { recursive: true, force: true });
    rmSync(bundleFolder, { recursive: true, force: true });
    return exits;
  };

  try {
    await Promise.all(servers.map((server) => waitFor(`${server.url}/readyz`, [server], readyTimeoutMs, server.id)));
    const configFile = path.join(dir, "nginx.conf");
    writeFileSync(configFile, nginxConfig({ dir, host, port, instancePorts: ports }));
    const child = spawn(nginx, ["-p", dir, "-e", path.join(dir, "error.log"), "-c", configFile, "-g", "daemon off;"], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    proxy = { id: "nginx", pid: child.pid, kill: (signal = "SIGTERM") => child.kill(signal), ...watch(child, "nginx", onOutput) };
    const proxyUrl = `http://${host === "0.0.0.0" ? "127.0.0.1" : host}:${port}`;
    await waitFor(`${proxyUrl}/healthz`, [proxy], 10_000, "nginx").catch((error) => {
      const log = existsSync(path.join(dir, "error.log")) ? readFileSync(path.join(dir, "error.log"), "utf8") : "";
      throw new Error(`${error.message}\n${log}`);
    });
    return { url: proxyUrl, publicUrl, port, dir, configFile, instances: servers, nginx: proxy, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
