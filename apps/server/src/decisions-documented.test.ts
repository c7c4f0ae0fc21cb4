/** Every ADR in docs/decisions says when it was decided and where it stands, each on its own line. */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const decisions = path.resolve(import.meta.dirname, "../../../docs/decisions");
const files = readdirSync(decisions).filter((name) => /^\d{3}-.+\.md$/.test(name));

describe("docs/decisions", () => {
  it("holds the ADRs, numbered one after another", () => {
    expect(files.length).toBeGreaterThan(30);
    expect(files.map((name) => Number(name.slice(0, 3)))).toEqual(files.map((_, index) => index + 1));
  });

  it.each(files)("%s has a Date line and a Status line", (name) => {
    const text = readFileSync(path.join(decisions, name), "utf8");
    expect(text).toMatch(/^Date: \d{4}-\d{2}-\d{2}\.?$/m);
    expect(text).toMatch(/^Status: \S.*$/m);
  });
});
