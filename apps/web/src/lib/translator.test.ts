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
  it("answers as i18next does, for every text of both languages, with counts, contexts, values and defaults", async () => {
    const resources = Object.fromEntries(languages.map((language) => [language, { translation: allTexts(language) }]));
    const reference = i18next.createInstance();
    await reference.init({ lng: "en", resources, fallbackLng: false, interpolation: { escapeValue: false } });
    const translator = new Translator({ language: "en", load: (language) => Promise.resolve(allTexts(language)) });
    await translator.loadLanguages(languages);

    let compared = 0;
    for (const language of languages) {
      const keys = new Map<string, string[]>();
      for (const { key, names } of leaves(allTexts(language))) {
        const base = key.replace(pluralOrContext, "").replace(pluralOrContext, "");
        keys.set(base, [...new Set([...(keys.get(base) ?? []), ...names])]);
      }
      for (const [key, names] of keys) {
        const values = Object.fromEntries(names.map((name, index) => [name, `value ${index}`]));
        const cases: TOptions[] = [
          {},
          values,
          ...[0, 1, 2, 21].map((count) => ({ ...values, count })),
          { ...values, count: "1,200" },
          { ...values, context: "candidate" },
          { ...values, context: "employer", count: 1 },
          { ...values, defaultValue: "A default" },
        ];
        for (const options of cases) {
          expect(translator.getFixedT(language)(key, options), `${language} ${key} ${JSON.stringify(options)}`).toBe(
            reference.getFixedT(language)(key, options),
          );
          compared++;
        }
      }
      // Keys without a text: the default, else the key, with its values put in.
      for (const options of [{}, { defaultValue: "Must be {{what}}", what: "a weekday" }, { defaultValue: "Left {{alone}}" }] as TOptions[]) {
        expect(translator.getFixedT(language)("errors.no_such_code", options)).toBe(reference.getFixedT(language)("errors.no_such_code", options));
      }
    }
    expect(compared).toBeGreaterThan(2 * 1000);
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
