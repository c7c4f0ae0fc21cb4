/** `npm start`: build what is not built, then run the server (it migrates and seeds on start). */
import { spawn } from "node:child_process";
import { buildWebIfNeeded, root } from "./build-web.mjs";

buildWebIfNeeded();

const server = spawn(process.execPath, ["--import", "tsx", "apps/server/src/index.ts"], {
  cwd: root,
  stdio: "inherit",
  env: process.env,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
