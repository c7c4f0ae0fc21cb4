import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import i18next from "i18next";
import { describe, expect, it, vi } from "vitest";
import { languages, type Language } from "@app/shared/constants";
import { Translator, type Texts, type TOptions } from "./translator";

const localesRoot = path.resolve(import.meta.dirname, "../../../../packages/i18n/locales");

/** One language's every text, as the app loads them: area (file name) → its keys. */
function allTexts(language: Language): Texts {
  const folder = path.join(localesRoot, language);
  return Object.fromEntries(readdirSync(folder).map((file) => [path.basename(file, ".json"), JSON.parse(readFileSync(path.join(folder, file), "utf8")) as Texts]));
}

/** Every text's key, with its `{{placeholders}}`. */
function leaves(texts: Texts, prefix = ""): { key: string; names: string[] }[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === "string"
      ? [{ key: prefix + key, names: [...value.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map(([, name = ""]) => name) }]
      : leaves(value, `${prefix}${key}.`),
  );
}

const pluralOrContext = /_(zero|one|two|few|many|other)$|_(candidate|employer|admin)$/;

describe("the app's translator", () => {
  // One test per language; a key's every count and context is tried where it has plural or
  // context forms, one of each elsewhere (i18next takes a tenth of a millisecond a call).
  it.each(languages)("answers as i18next does, for every %s text, with counts, contexts, values and defaults", async (language) => {
    const resources = { [language]: { translation: allTexts(language) } };
    const reference = i18next.createInstance();
    await reference.init({ lng: language, resources, fallbackLng: false, interpolation: { escapeValue: false } });
    const translator = new Translator({ language, load: () => Promise.resolve(allTexts(language)) });
    await translator.loadLanguages([language]);

    const keys = new Map<string, { names: string[]; forms: boolean }>();
    for (const { key, names } of leaves(allTexts(language))) {
      const base = key.replace(pluralOrContext, "").replace(pluralOrContext, "");
      const known = keys.get(base);
      keys.set(base, { names: [...new Set([...(known?.names ?? []), ...names])], forms: Boolean(known) || base !== key });
    }
    // Compared at once, one line per text and case: tens of thousands of expect() calls took seconds.
    const ours: string[] = [];
    const theirs: string[] = [];
    for (const [key, { names, forms }] of keys) {
      const values = Object.fromEntries(names.map((name, index) => [name, `value ${index}`]));
      const cases: TOptions[] = [
        {},
        values,
        { ...values, count: 1 },
        { ...values, context: "candidate" },
        { ...values, defaultValue: "A default" },
        ...(forms
          ? [
              ...[0, 2, 21].map((count) => ({ ...values, count })),
              { ...values, count: "1,200" },
              { ...values, context: "employer", count: 1 },
            ]
          : []),
      ];
      for (const options of cases) {
        const label = `${key} ${JSON.stringify(options)}: `;
        ours.push(label + translator.getFixedT(language)(key, options));
        theirs.push(label + reference.getFixedT(language)(key, options));
      }
    }
    expect(ours).toEqual(theirs);
    expect(ours.length).toBeGreaterThan(5 * 1000);
    // Keys without a text: the default, else the key, with its values put in.
    for (const options of [{}, { defaultValue: "Must be {{what}}", what: "a weekday" }, { defaultValue: "Left {{alone}}" }] as TOptions[]) {
      expect(translator.getFixedT(language)("errors.no_such_code", options)).toBe(reference.getFixedT(language)("errors.no_such_code", options));
    }
  });

  it("loads a language once, on its first use, tries a failed one again, and switches at once to a loaded one", async () => {
    const load = vi.fn((language: Language) =>
      load.mock.calls.length === 1 && language === "kn" ? Promise.reject(new Error("offline")) : Promise.resolve({ shell: { hello: language === "kn" ? "ನಮಸ್ಕಾರ" : "Hello" } }),
    );
    const translator = new Translator({ language: "en", load });
    const changes: Language[] = [];
    translator.on("languageChanged", (language) => changes.push(language));

    await expect(translator.changeLanguage("kn")).rejects.toThrow("offline");
    expect(translator.language).toBe("en");
    await translator.changeLanguage("kn");
    expect(translator.t("shell.hello")).toBe("ನಮಸ್ಕಾರ");
    await translator.loadLanguages(["en", "kn"]);
    expect(load.mock.calls.map(([language]) => language)).toEqual(["kn", "kn", "en"]);

    // Loaded: the switch is done before the promise settles (the server draws each page this way).
    void translator.changeLanguage("en");
    expect(translator.t("shell.hello")).toBe("Hello");
    expect(changes).toEqual(["kn", "en"]);
  });

  it("adds texts to a language, keeps the same text function per language, and reports a key without a text", async () => {
    const missing: string[] = [];
    const translator = new Translator({
      language: "en",
      load: () => Promise.resolve({ jobs: { title: "Jobs" } }),
      onMissingKey: (language, key) => missing.push(`${language} ${key}`),
    });
    await translator.loadLanguages(["en"]);
    translator.addTexts("en", { jobs: { apply: "Apply for {{title}}" } });

    expect(translator.t("jobs.title")).toBe("Jobs");
    expect(translator.t("jobs.apply", { title: "Tailor" })).toBe("Apply for Tailor");
    expect(translator.t("jobs.apply")).toBe("Apply for {{title}}");
    expect(translator.getResource("en", "jobs")).toEqual({ title: "Jobs", apply: "Apply for {{title}}" });
    expect(translator.getFixedT("en")).toBe(translator.getFixedT("en"));

    expect(translator.t("jobs")).toBe("jobs");
    expect(translator.t("reports.title", { defaultValue: "Report" })).toBe("Report");
    expect(missing).toEqual(["en jobs", "en reports.title"]);
  });
});
