/**
 * The app's texts in the reader's language (ADR 047): the part of i18next the app uses, with its
 * resource format and its answers, in a fraction of its bytes.
 * - A key is a path into one language's tree of texts (`jobs.card.apply`).
 * - `{{name}}` is replaced by the option of that name; a placeholder without one stays as it is.
 * - `count` picks the plural form of the language (`_one`, `_other`, and `_zero` where a text has one
 *   for 0); `context` a text's variant (`_candidate`), with its plural forms; the most precise that
 *   exists wins, as in i18next.
 * - A key without a text answers `defaultValue`, or else the key itself, and is reported
 *   (`onMissingKey`).
 * lib/translator.test.ts holds it to i18next's answers for every text of both languages.
 */
import type { Language } from "@app/shared/constants";

export type Texts = { [key: string]: string | Texts };

/** `count` as text (a number already formatted) is only a value to put in, as in i18next. */
export type TOptions = { count?: number | string; context?: string; defaultValue?: string } & Record<string, unknown>;

export type TFunction = (key: string, options?: TOptions) => string;

type Listener = (language: Language) => void;

type TranslatorOptions = {
  language: Language;
  /** One language's texts; called once per language, when it is first needed. */
  load: (language: Language) => Promise<Texts>;
  /** A key that had no text in `language`. */
  onMissingKey?: (language: Language, key: string) => void;
};

const placeholder = /\{\{\s*(\w+)\s*\}\}/g;

/** A copy of `target` with `source`'s texts added, the branches of both merged. */
function merged(target: Texts, source: Texts): Texts {
  const result: Texts = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const existing = result[key];
    result[key] = typeof value === "object" && typeof existing === "object" ? merged(existing, value) : value;
  }
  return result;
}

export class Translator {
  language: Language;
  private readonly texts = new Map<Language, Texts>();
  private readonly loading = new Map<Language, Promise<void>>();
  private readonly fixed = new Map<Language, TFunction>();
  private readonly pluralRules = new Map<Language, Intl.PluralRules>();
  private readonly listeners = { languageChanged: new Set<Listener>(), loaded: new Set<Listener>() };
  private readonly options: TranslatorOptions;

  constructor(options: TranslatorOptions) {
    this.options = options;
    this.language = options.language;
  }

  /** A text in the language on screen. */
  t: TFunction = (key, options) => this.translate(this.language, key, options);

  /** A text function for one language, the same function each time (components depend on it). */
  getFixedT(language: Language): TFunction {
    let t = this.fixed.get(language);
    if (!t) {
      t = (key, options) => this.translate(language, key, options);
      this.fixed.set(language, t);
    }
    return t;
  }

  hasTexts(language: Language): boolean {
    return this.texts.has(language);
  }

  /** The text or branch at `key` in `language`'s texts, if loaded. */
  getResource(language: Language, key: string): string | Texts | undefined {
    let node: string | Texts | undefined = this.texts.get(language);
    for (const part of key.split(".")) {
      if (node === undefined || typeof node === "string") return undefined;
      node = node[part];
    }
    return node;
  }

  /** Adds `texts` to `language`'s, which need not be loaded yet. */
  addTexts(language: Language, texts: Texts) {
    this.texts.set(language, merged(this.texts.get(language) ?? {}, texts));
  }

  /** Loads the languages not loaded yet; a failed download is tried again next time. */
  loadLanguages(languages: readonly Language[]): Promise<void> {
    return Promise.all(languages.map((language) => this.load(language))).then(() => undefined);
  }

  /** Switches to `language`, at once where it is loaded (the server relies on it), else once it is. */
  changeLanguage(language: Language): Promise<void> {
    const apply = () => {
      if (this.language === language) return;
      this.language = language;
      for (const listener of this.listeners.languageChanged) listener(language);
    };
    if (!this.texts.has(language)) return this.load(language).then(apply);
    apply();
    return Promise.resolve();
  }

  on(event: keyof Translator["listeners"], listener: Listener) {
    this.listeners[event].add(listener);
  }

  off(event: keyof Translator["listeners"], listener: Listener) {
    this.listeners[event].delete(listener);
  }

  private load(language: Language): Promise<void> {
    if (this.texts.has(language)) return Promise.resolve();
    let request = this.loading.get(language);
    if (!request) {
      request = this.options.load(language).then(
        (texts) => {
          this.loading.delete(language);
          this.addTexts(language, texts);
          for (const listener of this.listeners.loaded) listener(language);
        },
        (error: unknown) => {
          this.loading.delete(language);
          throw error;
        },
      );
      this.loading.set(language, request);
    }
    return request;
  }

  private pluralForm(language: Language, count: number): Intl.LDMLPluralRule {
    let rules = this.pluralRules.get(language);
    if (!rules) {
      rules = new Intl.PluralRules(language);
      this.pluralRules.set(language, rules);
    }
    return rules.select(count);
  }

  private translate(language: Language, key: string, options: TOptions = {}): string {
    const { count, context, defaultValue } = options;
    const plural = typeof count === "number";
    const withContext = context !== undefined && context !== "";
    const variants = (base: string) => [
      ...(plural && count === 0 ? [`${base}_zero`] : []),
      ...(plural ? [`${base}_${this.pluralForm(language, count)}`] : []),
      base,
    ];
    const keys = withContext ? [...variants(`${key}_${context}`), ...variants(key)] : variants(key);
    let text: string | undefined;
    for (const candidate of keys) {
      const found = this.getResource(language, candidate);
      if (typeof found === "string") {
        text = found;
        break;
      }
    }
    if (text === undefined) {
      this.options.onMissingKey?.(language, key);
      text = defaultValue ?? key;
    }
    return text.replace(placeholder, (match, name: string) => {
      const value = options[name];
      if (value === undefined) return match;
      return value === null ? "" : String(value as string | number);
    });
  }
}
