/**
 * `npm start`: build what is not built and bundle the server (half a second, ADR 036), then run it
 * with plain Node (it migrates and seeds on start).
 * `npm run demo`: the same on ./data-demo, filled with sample employers, jobs and candidates first.
 */
import { spawn, spawnSync } from "node:child_process";
import { buildServer, serverEnv, serverNodeArgs } from "./build-server.mjs";
import { buildWebIfNeeded, root } from "./build-web.mjs";

const demo = process.argv.includes("--demo");
const env = demo ? { ...process.env, DATA_DIR: process.env.DATA_DIR ?? "./data-demo" } : process.env;

buildWebIfNeeded();

if (demo) {
  const seeded = spawnSync(process.execPath, ["scripts/cli.mjs", "seed-demo"], { cwd: root, stdio: "inherit", env });
  if (seeded.status !== 0) process.exit(seeded.status ?? 1);
}

const entry = await buildServer();
const server = spawn(process.execPath, serverNodeArgs(entry, env), {
  cwd: root,
  stdio: "inherit",
  env: serverEnv(env),
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
