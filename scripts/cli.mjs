/**
 * `npm run admin`, `backup`, `restore` (and the demo's seed): bundles the tool as the server is
 * bundled (ADR 036, a third of a second) into a folder of its own, runs it with plain Node, and
 * removes the folder. A start so loads a handful of files instead of some eight hundred through
 * tsx's hooks: about 0.5 s where tsx took 3 s. A folder per process, so a backup taken while
 * `npm start` runs never touches the server's own bundle.
 *
 *   node scripts/cli.mjs backup FILE
 */
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { buildServer, cliTools, root } from "./build-server.mjs";

const [tool, ...rest] = process.argv.slice(2);
if (!cliTools.includes(tool)) {
  console.error(`Usage: node scripts/cli.mjs ${cliTools.join("|")} [arguments]`);
  process.exit(2);
}
const folder = path.join(root, "apps/server/dist", `cli-${tool}-${process.pid}`);
try {
  const entry = await buildServer(folder, tool);
  const result = spawnSync(process.execPath, ["--enable-source-maps", entry, ...rest], { cwd: process.cwd(), stdio: "inherit" });
  process.exitCode = result.status ?? 1;
} finally {
  rmSync(folder, { recursive: true, force: true });
}
