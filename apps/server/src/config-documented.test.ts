/**
 * Every setting the server reads is documented: each variable of config.ts (its schema, and any
 * `process.env.NAME` read beside it) has a row in the Settings table of docs/operations.md, and
 * that table names no variable the server does not read.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { environmentVariableNames } from "./config.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const operations = readFileSync(path.resolve(here, "../../../docs/operations.md"), "utf8");
const configSource = readFileSync(path.join(here, "config.ts"), "utf8");

/** The names in the first column of the table under `## Settings` (up to the next heading), as `NAME`. */
function documentedSettings(markdown: string): string[] {
  const lines = markdown.split("\n");
  const start = lines.findIndex((line) => /^## Settings\s*$/.test(line));
  if (start < 0) return [];
  const end = lines.findIndex((line, index) => index > start && line.startsWith("#"));
  const rows = lines.slice(start + 1, end < 0 ? undefined : end).filter((line) => line.startsWith("|"));
  // The header row and the |---| row name no variable in backticks.
  return rows.flatMap((row) => [...(row.split("|")[1] ?? "").matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]!));
}

/** Variables config.ts reads directly, outside its schema: `process.env.NAME` or `process.env["NAME"]`. */
const directReads = [...configSource.matchAll(/process\.env(?:\.([A-Z][A-Z0-9_]*)|\[["']([A-Z][A-Z0-9_]*)["']\])/g)].map(
  (match) => (match[1] ?? match[2])!,
);

const readByServer = [...new Set([...environmentVariableNames, ...directReads])].sort();
const documented = documentedSettings(operations);

describe("docs/operations.md, Settings", () => {
  it("reads the variables from the schema", () => {
    expect(readByServer).toEqual(expect.arrayContaining(["PORT", "DATA_DIR", "SITE_TIME_ZONE", "METRICS_TOKEN"]));
  });

  it.each(readByServer)("documents %s", (name) => {
    expect(documented).toContain(name);
  });

  it("documents only variables the server reads", () => {
    expect(documented.filter((name) => !readByServer.includes(name))).toEqual([]);
  });
});
