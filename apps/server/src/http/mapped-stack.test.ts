import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { spawnSync } from "node:child_process";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "./logger.ts";
import { mapStack, serializeError } from "./mapped-stack.ts";

/** A source whose function throws on its fifth line, bundled as the server is (ESM, a linked map beside it). */
const source = ["export function explain(reason: string): never {", "  const words = reason.split(' ');", "  if (words.length > 1) {", "    // the throw below is line 5", "    throw new Error(`refused: ${reason}`);", "  }", "  throw new Error('one word');", "}", ""].join("\n");

let folder: string;
let bundle: string;

beforeAll(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), "mapped-stack-"));
  writeFileSync(path.join(folder, "explain.ts"), source);
  bundle = path.join(folder, "out", "explain.js");
  await build({ entryPoints: [path.join(folder, "explain.ts")], outfile: bundle, bundle: true, format: "esm", platform: "node", sourcemap: "linked", logLevel: "silent" });
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/**
 * The error `explain(reason)` throws, with the stack a Node without `--enable-source-maps` writes, as
 * the server's (the test's own process maps stacks itself).
 */
function thrown(reason: string): Error {
  const script = `import(${JSON.stringify(pathToFileURL(bundle).href)}).then((bundle) => { try { bundle.explain(${JSON.stringify(reason)}) } catch (error) { process.stdout.write(error.stack) } })`;
  const { NODE_OPTIONS: _, ...env } = process.env;
  const run = spawnSync(process.execPath, ["--input-type=module", "--eval", script], { env, encoding: "utf8" });
  const error = new Error(run.stdout.split("\n")[0]!.replace(/^Error: /, ""));
  error.stack = run.stdout;
  return error;
}

describe("a logged stack", () => {
  it("names the source's file and line where the bundle has a map beside it", () => {
    const error = thrown("too many words");
    const frame = error.stack!.split("\n")[1]!;
    expect(frame).toContain("out/explain.js:");

    const mapped = mapStack(error.stack!).split("\n");
    expect(mapped[0]).toBe("Error: refused: too many words");
    expect(mapped[1]).toContain(`explain (${path.join(folder, "explain.ts")}:5:11)`);
    expect(mapped[1]).not.toContain("out/explain.js");
  });

  it("maps each throw to its own line", () => {
    expect(mapStack(thrown("alone").stack!).split("\n")[1]).toContain(`${path.join(folder, "explain.ts")}:7:`);
  });

  it("leaves frames of files without a map as Node wrote them", () => {
    const stack = ["Error: elsewhere", "    at run (node:internal/process/task_queues:95:5)", `    at load (${path.join(folder, "no-map.js")}:3:9)`].join("\n");
    expect(mapStack(stack)).toBe(stack);
  });

  it("is written mapped by the server's logger, with the error's message and type", async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logger = createLogger("info", sink);
    logger.error({ err: thrown("two words") }, "failed");
    await new Promise((resolve) => setImmediate(resolve));

    const entry = JSON.parse(lines[0]!) as { msg: string; err: { type: string; message: string; stack: string } };
    expect(entry.msg).toBe("failed");
    expect(entry.err.type).toBe("Error");
    expect(entry.err.message).toBe("refused: two words");
    expect(entry.err.stack).toContain(`${path.join(folder, "explain.ts")}:5:11`);
  });

  it("lets a logged value that is not an error through as it is", () => {
    expect(serializeError("plain words")).toBe("plain words");
  });
});
