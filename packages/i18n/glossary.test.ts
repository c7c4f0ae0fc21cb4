/**
 * One word per idea (GLOSSARY.md, "Ruled-out variants"): no Kannada text uses a variant the glossary
 * rules out. The rules are read from that table, so GLOSSARY.md stays the one place that decides
 * them. Checked: every file in locales/kn, and the Kannada lines of the server's e-mails
 * (apps/server/src/**\/*mails.ts), which are written in code rather than in the locale files.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const here = path.dirname(fileURLToPath(import.meta.url));
const glossaryFile = path.join(here, "GLOSSARY.md");
const knDir = path.join(here, "locales", "kn");
const repoRoot = path.join(here, "..", "..");
const serverDir = path.join(repoRoot, "apps", "server", "src");
const kannadaScript = /[\u0C80-\u0CFF]/u;

interface Variant {
  /** As written in the table: plain text, or /regex/. */
  label: string;
  pattern: RegExp;
}

interface Rule {
  idea: string;
  use: string;
  variants: Variant[];
  /** Area names (locale file names without .json, or "mails"); null for everywhere. */
  areas: string[] | null;
}

interface Text {
  area: string;
  /** Where the text is, for the failure message: "kn/errors.json service_unavailable", "apps/…/x-mails.ts:31". */
  source: string;
  text: string;
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function variant(label: string): Variant {
  const regex = /^\/(.+)\/$/u.exec(label);
  return { label, pattern: new RegExp(regex ? regex[1]! : escapeRegExp(label), "u") };
}

/** The rows of the table under "## Ruled-out variants". */
function parseRules(markdown: string): Rule[] {
  const lines = markdown.split("\n");
  const start = lines.findIndex((line) => line.trim() === "## Ruled-out variants");
  if (start === -1) throw new Error('GLOSSARY.md has no "## Ruled-out variants" section');
  const rules: Rule[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith("## ")) break;
    const row = line.trim();
    if (!row.startsWith("|")) continue;
    const cells = row.slice(1, row.endsWith("|") ? -1 : undefined).split("|").map((cell) => cell.trim());
    if (cells[0] === "idea" || /^-+$/.test(cells[0] ?? "")) continue;
    if (cells.length !== 5) throw new Error(`A "Ruled-out variants" row needs 5 cells: ${row}`);
    const [idea, use, ruledOut, where] = cells as [string, string, string, string, string];
    const variants = [...ruledOut.matchAll(/`([^`]+)`/g)].map((match) => variant(match[1]!));
    const areas = where === "everywhere" ? null : where.split(",").map((area) => area.replace(/`/g, "").trim());
    rules.push({ idea, use, variants, areas });
  }
  return rules;
}

type Tree = { [key: string]: unknown };

function flatten(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] => {
    const keyPath = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "object" && value !== null) return flatten(value as Tree, keyPath);
    return typeof value === "string" ? [[keyPath, value]] : [];
  });
}

function knAreas() {
  return readdirSync(knDir)
    .filter((file) => file.endsWith(".json"))
    .map((file) => file.replace(/\.json$/, ""))
    .sort();
}

function knTexts(): Text[] {
  return knAreas().flatMap((area) => {
    const tree = JSON.parse(readFileSync(path.join(knDir, `${area}.json`), "utf8")) as Tree;
    return flatten(tree).map(([key, text]) => ({ area, source: `kn/${area}.json ${key}`, text }));
  });
}

function mailFiles() {
  return readdirSync(serverDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith("mails.ts"))
    .map((file) => path.join(serverDir, file))
    .sort();
}

/** Every line of the mail code with Kannada in it (the English lines cannot hold a Kannada variant). */
function mailTexts(): Text[] {
  return mailFiles().flatMap((file) =>
    readFileSync(file, "utf8")
      .split("\n")
      .flatMap((line, index) =>
        kannadaScript.test(line) ? [{ area: "mails", source: `${path.relative(repoRoot, file)}:${index + 1}`, text: line.trim() }] : [],
      ),
  );
}

/** The texts that use one of the rule's variants, each with the variant it used. */
function offenders(rule: Rule, texts: Text[]): string[] {
  return texts
    .filter((text) => rule.areas === null || rule.areas.includes(text.area))
    .flatMap((text) =>
      rule.variants
        .filter((candidate) => candidate.pattern.test(text.text))
        .map((candidate) => `${text.source}: ${candidate.label} in "${text.text}" (use ${rule.use})`),
    );
}

const rules = parseRules(readFileSync(glossaryFile, "utf8"));
const texts = [...knTexts(), ...mailTexts()];

describe("the glossary's ruled-out variants", () => {
  it("are read from GLOSSARY.md: every rule names its word and at least one variant", () => {
    expect(rules.length).toBeGreaterThanOrEqual(6);
    for (const rule of rules) {
      expect(rule.use, rule.idea).not.toBe("");
      expect(rule.variants.length, rule.idea).toBeGreaterThan(0);
    }
  });

  it("apply only to areas that exist", () => {
    const known = [...knAreas(), "mails"];
    for (const rule of rules) for (const area of rule.areas ?? []) expect(known, rule.idea).toContain(area);
  });

  it("never rule out the word a rule keeps", () => {
    for (const rule of rules) {
      for (const word of rule.use.split(" / ")) {
        expect(offenders(rule, [{ area: rule.areas?.[0] ?? "any", source: "GLOSSARY.md", text: word }]), rule.idea).toEqual([]);
      }
    }
  });

  it("catch a variant put back into a text, and leave the words the glossary keeps alone", () => {
    const inText = (area: string, text: string): Text => ({ area, source: "example", text });
    // Every plain variant, dropped into a sentence of an area the rule covers, is caught.
    for (const rule of rules) {
      for (const candidate of rule.variants.filter((v) => !v.label.startsWith("/"))) {
        const area = rule.areas?.[0] ?? "errors";
        expect(offenders(rule, [inText(area, `ದಯವಿಟ್ಟು ${candidate.label} ನೋಡಿ.`)]), candidate.label).toHaveLength(1);
      }
    }
    const caught = (text: string, area = "employer") => rules.flatMap((rule) => offenders(rule, [inText(area, text)]));
    // The regular expressions: the variant alone is caught, the kept word that contains it is not.
    expect(caught("ಸೈಟ್ ಅನ್ನು ಸುರಕ್ಷಿತವಾಗಿಡಿ")).toHaveLength(1);
    expect(caught("ನಿಮ್ಮ ಅಂಕಿಗಳು ಲೋಡ್ ಆಗಲಿಲ್ಲ")).toHaveLength(1);
    expect(caught("ಉದ್ಯೋಗವನ್ನು ತಿದ್ದಿ")).toHaveLength(1);
    expect(caught("“ತೆರೆದಿದೆ” ಅಥವಾ “ಮುಚ್ಚಿದೆ” ಬರೆಯಿರಿ", "validation")).toHaveLength(1);
    for (const kept of [
      "ಈ ವೆಬ್‌ಸೈಟ್‌ನಲ್ಲಿ",
      "ಫೋನ್ ನಂಬರ್‌ನಲ್ಲಿ 5ರಿಂದ 15 ಅಂಕಿಗಳು ಇರಬೇಕು",
      "ಪ್ರಕಟಣೆ",
      "ಸ್ಥಿತಿ ಬದಲಾಗಿದೆ; ಬದಲಾವಣೆ ಉಳಿಸಿ",
      "ಎಲ್ಲಿ ಬೇಕಾದರೂ ಪೇಸ್ಟ್ ಮಾಡಿ; ಬೇಕಾದ ಅರ್ಹತೆಗಳು",
      "ನಿಮ್ಮ ಉಳಿದ ಬದಲಾವಣೆಗಳು",
      "ಸಂದರ್ಶನದ ತಯಾರಿ",
      "ಉದ್ಯೋಗಗಳ ನಿರ್ವಹಣೆ",
      "ನಿಮ್ಮ ಖಾತೆಯನ್ನು ಪರಿಶೀಲಿಸುತ್ತಿದ್ದೇವೆ",
      "ನಮಗೆ ಬರೆಯಿರಿ",
    ]) {
      expect(caught(kept), kept).toEqual([]);
    }
  });

  it("are checked in the e-mails too", () => {
    expect(mailFiles().length).toBeGreaterThan(0);
    expect(texts.some((text) => text.area === "mails")).toBe(true);
  });

  describe.each(rules.map((rule) => [rule.idea, rule] as const))("%s", (_idea, rule) => {
    it(`no Kannada text uses ${rule.variants.map((v) => v.label).join(", ")}`, () => {
      expect(offenders(rule, texts)).toEqual([]);
    });
  });
});
