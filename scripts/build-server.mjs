/**
 * Bundles the server's own TypeScript (apps/server/src, with packages/shared and packages/i18n) into
 * one ES module and its chunks, which `npm start` runs with plain Node (ADR 036): a start then loads
 * a handful of files instead of some eight hundred through tsx's loader hooks. npm packages are not
 * bundled: Node loads them from node_modules as they are, as it does for the tests.
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** Where `npm start` runs the server from. It must stay inside apps/server (see src/server-files.ts). */
export const serverBundle = path.join(root, "apps/server/dist/server");

/**
 * Packages that go into the bundle: the workspace's own, and unhomoglyph, whose ES module imports
 * its JSON without the `type: "json"` attribute Node asks for.
 */
const bundled = /^(@app\/|unhomoglyph($|\/))/;

/**
 * How Node runs the bundle (`npm start`, `npm run cluster`, the benchmarks). V8 lets garbage pile up
 * to about 250 MB under load before a full collection, though the server's live objects stay near
 * 50 MB: its old generation is held to `SERVER_HEAP_MB` (default 128), which keeps the process near
 * 330 MB under load at the same speed (docs/performance.md, issue 28). A server that needs more (a
 * very large site) raises it. Its young generation's semi-spaces are held to `serverSemiSpaceMb`
 * (V8's default is 16 MB each, grown to under load and given back only some 40 s after it): 15 MB
 * less after the load bench at about the same CPU time a request (ADR 076); the database thread
 * sizes its own (db/pglite-thread.ts).
 *
 * No `--enable-source-maps`: it kept every chunk's map parsed from the start (some 8 MB) and mapped
 * every stack Node formatted; a logged error's stack is mapped when it is logged (http/mapped-stack.ts).
 *
 * `SERVER_WASM_COMPILER` says how V8 compiles WASM (PGlite's PostgreSQL, in its thread): `tiered`,
 * V8's default and ours, compiles it first with its quick compiler (Liftoff) and then again each
 * function that runs hot, and the memory of both compilations stays with the process; `optimizing`
 * (`--no-liftoff`) compiles it once, with the optimizing compiler alone, as it loads: some 25 MB
 * less after the load bench and 50 MB less at its peak, at the same speed, but the start waits for
 * the whole compilation, seconds longer than the 3 s a restart is held to (ADR 074).
 */
export function serverNodeArgs(entry, env = process.env) {
  const heap = env.SERVER_HEAP_MB === undefined || env.SERVER_HEAP_MB === "" ? 128 : Number(env.SERVER_HEAP_MB);
  if (!Number.isInteger(heap) || heap < 64) throw new Error(`SERVER_HEAP_MB must be a whole number of megabytes, 64 or more (got "${env.SERVER_HEAP_MB}")`);
  const compiler = env.SERVER_WASM_COMPILER === undefined || env.SERVER_WASM_COMPILER === "" ? defaultWasmCompiler : env.SERVER_WASM_COMPILER;
  if (!wasmCompilers.includes(compiler)) throw new Error(`SERVER_WASM_COMPILER must be ${wasmCompilers.join(" or ")} (got "${compiler}")`);
  return [`--max-old-space-size=${heap}`, `--max-semi-space-size=${serverSemiSpaceMb}`, ...(compiler === "optimizing" ? ["--no-liftoff"] : []), entry];
}

/**
 * The environment the server's Node runs in: `env`, with glibc's `MALLOC_MMAP_THRESHOLD_` at 32 KB
 * unless it is set. V8 compiles PGlite's WASM (and each function again once it runs hot) in its
 * background threads, each with a malloc arena of its own, in blocks of up to 32 KB that it frees
 * when a function is compiled; the few that stay pin the arenas' pages, and malloc kept some 85 MB
 * free but resident after the load bench, which it returns only from an arena's end. With blocks of
 * 32 KB and more mapped on their own, each goes back to the system when freed: some 85 MB less after
 * the load (ADR 074, 2026-11-30). Outside glibc (musl) the variable does nothing.
 */
export function serverEnv(env = process.env) {
  return env.MALLOC_MMAP_THRESHOLD_ === undefined || env.MALLOC_MMAP_THRESHOLD_ === "" ? { ...env, MALLOC_MMAP_THRESHOLD_: String(serverMmapThreshold) } : env;
}

/** The malloc block size, in bytes, from which glibc maps each block on its own (`serverEnv`). */
export const serverMmapThreshold = 32 * 1024;

/** Each of the main thread's two semi-spaces (its young generation), in MB (`serverNodeArgs`). */
export const serverSemiSpaceMb = 8;

/** The values of SERVER_WASM_COMPILER, and the one taken unless it is set. */
export const wasmCompilers = ["tiered", "optimizing"];
export const defaultWasmCompiler = "tiered";

/** The command-line tools, each bundled as the server is: `npm run admin`, `backup`, `restore`, and the demo's seed. */
export const cliTools = ["admin", "backup", "restore", "seed-demo"];

/**
 * Builds into `outdir` (a folder of apps/server/dist) and answers the entry file to run: the server,
 * or with `entry` one of `cliTools` (apps/server/src/cli/<entry>.ts).
 */
export async function buildServer(outdir = serverBundle, entry = "index") {
  if (entry !== "index" && !cliTools.includes(entry)) throw new Error(`No such command-line tool: ${entry}`);
  rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: { [entry]: entry === "index" ? "apps/server/src/index.ts" : `apps/server/src/cli/${entry}.ts` },
    outdir,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    sourcemap: "linked",
    logLevel: "warning",
    plugins: [
      {
        name: "npm-packages-stay-outside",
        setup(builder) {
          builder.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) =>
            bundled.test(specifier) || specifier.startsWith("node:") ? undefined : { path: specifier, external: true },
          );
        },
      },
    ],
  });
  return path.join(outdir, `${entry}.js`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
