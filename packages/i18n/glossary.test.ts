/**
 * One word per idea (GLOSSARY.md, "Ruled-out variants"): no Kannada text uses a variant the glossary
 * rules out. The rules are read from that table, so GLOSSARY.md stays the one place that decides
 * them. Checked: every file in locales/kn (the validation and error texts of packages/shared and the
 * server among them), and the Kannada written in code: the string literals of every server and
 * shared source file, the e-mails (apps/server/src/**\/*mails*.ts) first, except the files listed
 * in `notForReaders`. A new file that writes Kannada is checked without being listed here.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { errorCodes } from "@app/shared/errors";

const here = path.dirname(fileURLToPath(import.meta.url));
const glossaryFile = path.join(here, "GLOSSARY.md");
const knDir = path.join(here, "locales", "kn");
const repoRoot = path.join(here, "..", "..");
const serverDir = path.join(repoRoot, "apps", "server", "src");
const sharedDir = path.join(repoRoot, "packages", "shared", "src");
const kannadaScript = /[\u0C80-\u0CFF]/u;

/**
 * Source files whose Kannada no reader takes for the app's own words, so the rules do not apply:
 * the words people search with (GLOSSARY.md, "Search vocabulary"), place names, sample data, and
 * the words the checks look for in what others write. Relative to the repository.
 */
const notForReaders: Record<string, string> = {
  "apps/server/src/modules/search/vocabulary.ts": "search terms: any word people really type, ruled-out variants too",
  "apps/server/src/modules/search/places.ts": "place names people search with, in both scripts",
  "apps/server/src/modules/search/query.ts": "filler words a search leaves out of a query",
  "packages/shared/src/locality-names.ts": "place names",
  "packages/shared/src/localities.ts": "place names",
  "packages/shared/src/factories.ts": "sample jobs, in an employer's words",
  "packages/shared/src/job-flags.ts": "words the checks look for in a job's text",
};

interface Variant {
  /** As written in the table: plain text, or /regex/. */
  label: string;
  pattern: RegExp;
}

interface Rule {
  idea: string;
  use: string;
  variants: Variant[];
  /** Area names (locale file names without .json, "mails", or "server"); null for everywhere. */
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

/** The TypeScript files of the server and of packages/shared, tests left out, relative to the repository. */
function sourceFiles() {
  return [serverDir, sharedDir]
    .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: "utf8" }).map((file) => path.join(dir, file)))
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.endsWith(".d.ts"))
    .map((file) => path.relative(repoRoot, file).split(path.sep).join("/"))
    .sort();
}

const parsed = new Map<string, { line: number; text: string }[]>();

/**
 * The string literals of a TypeScript file, each with its line; a template's expressions read as
 * `{{…}}`, so a phrase around one stays one text. Comments are not literals, so they are not read.
 */
function literals(file: string): { line: number; text: string }[] {
  const known = parsed.get(file);
  if (known) return known;
  const source = ts.createSourceFile(file, readFileSync(path.join(repoRoot, file), "utf8"), ts.ScriptTarget.Latest, true);
  const found: { line: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    let text: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateExpression(node)) text = node.head.text + node.templateSpans.map((span) => `{{…}}${span.literal.text}`).join("");
    if (text !== undefined) found.push({ line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, text });
    // A template's parts are read with it; an expression inside it is visited for its own literals.
    node.forEachChild(visit);
  };
  visit(source);
  parsed.set(file, found);
  return found;
}

/** The source files with Kannada in a string literal, with those literals. */
function kannadaInCode() {
  return sourceFiles().flatMap((file) => {
    const kannada = literals(file).filter((literal) => kannadaScript.test(literal.text));
    return kannada.length > 0 ? [{ file, kannada }] : [];
  });
}

const isMailFile = (file: string) => path.basename(file).includes("mails");

/** The Kannada that code writes for people: the e-mails' ("mails") and any other file's ("server"). */
function codeTexts(): Text[] {
  return kannadaInCode()
    .filter(({ file }) => !(file in notForReaders))
    .flatMap(({ file, kannada }) =>
      kannada.map((literal) => ({ area: isMailFile(file) ? "mails" : "server", source: `${file}:${literal.line}`, text: literal.text })),
    );
}

/** The flat keys of a Kannada area file. */
function knKeys(area: string) {
  return new Set(flatten(JSON.parse(readFileSync(path.join(knDir, `${area}.json`), "utf8")) as Tree).map(([key]) => key));
}

/** The `validation.…` keys the code of packages/shared and the server names, as literals. */
function validationKeysInCode() {
  return [...new Set(sourceFiles().flatMap((file) => literals(file).map((literal) => literal.text)))]
    .filter((text) => /^validation\.[\w.]+$/.test(text))
    .sort();
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
const texts = [...knTexts(), ...codeTexts()];

describe("the glossary's ruled-out variants", () => {
  it("are read from GLOSSARY.md: every rule names its word and at least one variant", () => {
    expect(rules.length).toBeGreaterThanOrEqual(6);
    for (const rule of rules) {
      expect(rule.use, rule.idea).not.toBe("");
      expect(rule.variants.length, rule.idea).toBeGreaterThan(0);
    }
  });

  it("apply only to areas that exist", () => {
    const known = [...knAreas(), "mails", "server"];
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

  it("are checked in the e-mails and in every other text the server writes in Kannada", () => {
    const files = kannadaInCode().map(({ file }) => file);
    const checked = files.filter((file) => !(file in notForReaders));
    // The mails of alerts, applications, interviews… are all read: the file name says what they are.
    expect(checked.filter(isMailFile).length).toBeGreaterThanOrEqual(10);
    expect(checked).toContain("apps/server/src/modules/alerts/alert-mails.ts");
    expect(checked).toContain("apps/server/src/auth/mails.ts");
    expect(texts.some((text) => text.area === "mails")).toBe(true);
    // Each file left out still writes Kannada (else it comes off the list), and none is a mail.
    for (const file of Object.keys(notForReaders)) {
      expect(files, `${file} is listed in notForReaders`).toContain(file);
      expect(isMailFile(file), file).toBe(false);
    }
  });

  it("read the code's literals, not its comments, and a template as one text", () => {
    const alertMails = codeTexts().filter((text) => text.source.startsWith("apps/server/src/modules/alerts/alert-mails.ts:"));
    expect(alertMails.map((text) => text.text)).toContain("ನಮಸ್ಕಾರ,");
    expect(alertMails.some((text) => text.text.startsWith("{{…}}: ನಿಮ್ಮ ಉದ್ಯೋಗ ಅಲರ್ಟ್"))).toBe(true);
    expect(alertMails.every((text) => !text.text.includes("/**") && !text.text.startsWith("//"))).toBe(true);
  });

  it("reach the validation and error texts of packages/shared and the server: each is in locales/kn", () => {
    const validation = knKeys("validation");
    const named = validationKeysInCode();
    expect(named.length).toBeGreaterThan(50);
    expect(named.filter((key) => !validation.has(key.slice("validation.".length)))).toEqual([]);
    const errors = knKeys("errors");
    expect(errorCodes.filter((code) => !errors.has(code))).toEqual([]);
  });

  describe.each(rules.map((rule) => [rule.idea, rule] as const))("%s", (_idea, rule) => {
    it(`no Kannada text uses ${rule.variants.map((v) => v.label).join(", ")}`, () => {
      expect(offenders(rule, texts)).toEqual([]);
    });
  });
});
