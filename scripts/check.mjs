/**
 * `npm run check`: the lint and the type check side by side, as `npm run validate` and CI run them.
 * ESLint runs on one core and the type check's two tsc processes end at different times, so one
 * after the other leaves a core idle most of the time; side by side they take about the longer of
 * the two. Each one's output is printed whole when it ends, under its name, with its time. Fails when
 * either fails.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

function run(script) {
  const started = performance.now();
  const child = spawn(npm, ["run", "--silent", script], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  return new Promise((resolve) =>
    child.on("close", (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      console.log(`${script}: ${code === 0 ? "passed" : "FAILED"} in ${seconds} s`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code ?? 1);
    }),
  );
}

const codes = await Promise.all([run("lint"), run("typecheck")]);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
