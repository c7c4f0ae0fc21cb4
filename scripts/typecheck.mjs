/**
 * `npm run typecheck`: the server's and the web app's TypeScript checked side by side (one tsc per
 * core), each remembering what it checked in node_modules/.cache/tsc, so a second run checks only
 * what changed. Fails when either fails.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const tsc = path.join(root, "node_modules", "typescript", "bin", "tsc");

function check(project) {
  const buildInfo = path.join(root, "node_modules", ".cache", "tsc", `${project.replaceAll("/", "-")}.tsbuildinfo`);
  const child = spawn(process.execPath, [tsc, "-p", project, "--incremental", "--tsBuildInfoFile", buildInfo], { cwd: root, stdio: "inherit" });
  return new Promise((resolve) => child.on("exit", (code) => resolve(code ?? 1)));
}

const codes = await Promise.all([check("apps/server"), check("apps/web")]);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
