/**
 * No module imports itself round a circle, types included: in packages/shared and in each app, a
 * file's imports (relative, and `@app/shared/<name>`) are followed, and any circle fails with its path.
 * A circle makes the order modules run in depend on who imports first, and a module hard to move.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const sharedSource = path.join(root, "packages/shared/src");

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" || entry.name.startsWith("dist") ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** `import … from "x"`, `export … from "x"`, `import("x")`: the specifiers a file names. */
const specifierPattern = /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const found: string[] = [];
  for (const match of text.matchAll(specifierPattern)) {
    const specifier = match[1] ?? match[2]!;
    let target: string | null = null;
    if (specifier.startsWith(".")) target = path.resolve(path.dirname(file), specifier);
    else if (specifier.startsWith("@app/shared/")) target = path.join(sharedSource, specifier.slice("@app/shared/".length));
    if (!target) continue;
    const candidates = /\.tsx?$/.test(target) ? [target] : [`${target}.ts`, `${target}.tsx`, path.join(target, "index.ts")];
    const existing = candidates.find((candidate) => {
      try {
        readFileSync(candidate);
        return true;
      } catch {
        return false;
      }
    });
    if (existing) found.push(existing);
  }
  return found;
}

/** Every circle among `files` (one path each), by depth-first search. */
function findCycles(files: string[]): string[][] {
  const graph = new Map(files.map((file) => [file, importsOf(file)]));
  const state = new Map<string, "open" | "done">();
  const trail: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    trail.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (state.get(next) === "open") cycles.push([...trail.slice(trail.indexOf(next)), next].map((each) => path.relative(root, each)));
      else if (!state.has(next)) visit(next);
    }
    trail.pop();
    state.set(file, "done");
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

describe("import circles", () => {
  it.each(["packages/shared/src", "packages/i18n", "apps/server/src", "apps/web/src"])("there is none in %s", (folder) => {
    const files = sourceFiles(path.join(root, folder));
    expect(files.length).toBeGreaterThan(0);
    expect(findCycles(files)).toEqual([]);
  });

  it("finds one where there is one, through a type import and a re-export", () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), "import-cycles-"));
    try {
      writeFileSync(path.join(folder, "alerts.ts"), 'export { describe } from "./alert-options.ts";\nexport type Criteria = { q: string };\n');
      writeFileSync(path.join(folder, "alert-options.ts"), 'import type { Criteria } from "./alerts.ts";\nexport const describe = (c: Criteria) => c.q;\n');
      writeFileSync(path.join(folder, "lone.ts"), 'import { describe } from "./alert-options.ts";\nexport const x = describe;\n');
      const cycles = findCycles(sourceFiles(folder));
      expect(cycles).toHaveLength(1);
      expect(new Set(cycles[0]!.map((file) => path.basename(file)))).toEqual(new Set(["alert-options.ts", "alerts.ts"]));
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
