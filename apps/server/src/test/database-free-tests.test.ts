/**
 * The files the PostgreSQL suite leaves out (database-free-tests.ts) open no database: none imports
 * the modules that give a test one (the test app, the test databases, a migrated DATA_DIR, a server
 * process, the database client, the app itself) or reads which database the suite runs on. A file
 * that starts to need one fails here until it leaves the list and runs on both databases again.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { databaseFreeTests } from "./database-free-tests.ts";

const repoRoot = path.resolve(import.meta.dirname, "../../../..");

/** What gives a test a database, or says which one the suite runs on. */
const databaseModules = /(?:test-app|test-database|migrated-data-dir|server-process-test-helpers|db\/client|\.\/client|\/app|\/dependencies|\/index)\.ts$/;
const databaseSettings = /\b(?:TEST_DB|TEST_DATABASE_URL|DATABASE_URL)\b/;

/** The modules a source imports for their values (not `import type`), as written. */
function valueImports(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/^\s*import\s+(type\s+)?[^;]*?\bfrom\s+["']([^"']+)["']/gms)) if (!match[1]) found.push(match[2]!);
  for (const match of source.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) found.push(match[1]!);
  return found;
}

/** What in a test file says it opens a database: the modules it imports for one, the settings it reads. */
function databaseUse(file: string): string[] {
  const source = readFileSync(path.join(repoRoot, file), "utf8");
  const code = source.replace(/^\s*(?:\/\/|\*).*$/gm, "");
  return [...valueImports(source).filter((specifier) => databaseModules.test(specifier)), ...(code.match(databaseSettings) ?? [])];
}

describe("the tests run on one database only", () => {
  it.each(databaseFreeTests)("%s opens no database", (file) => {
    expect(databaseUse(file)).toEqual([]);
  });

  it("would refuse a file that opens one", () => {
    expect(databaseUse("apps/server/src/modules/courses/courses.routes.test.ts")).toContain("../../test/test-app.ts");
    expect(databaseUse("apps/server/src/cluster.test.ts").length).toBeGreaterThan(0);
  });

  it("reads what a file imports as a reader would", () => {
    const source = [
      'import type { Database } from "./client.ts";',
      'import { createTestApp } from "../test/test-app.ts";',
      "import {\n  a,\n  b,\n} from \"../db/client.ts\";",
      'const later = await import("../app.ts");',
    ].join("\n");
    expect(valueImports(source)).toEqual(["../test/test-app.ts", "../db/client.ts", "../app.ts"]);
    expect(valueImports(source).filter((specifier) => databaseModules.test(specifier))).toHaveLength(3);
  });
});
