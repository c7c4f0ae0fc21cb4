/**
 * The translation resources, one language at a time. Each file locales/<lang>/<area>.json becomes
 * the key prefix `<area>.` (validation.email.required, errors.login_failed, …). Every language is
 * its own chunk (en.ts, kn.ts), so a page loads only the language it shows.
 */
type Tree = { [key: string]: string | Tree };
/** One language's texts: area name (the file name) → its keys. */
export type Translation = Record<string, Tree>;

/** Turns `{ "./locales/en/auth.json": {…} }` into `{ auth: {…} }`. */
function areasOf(files: Record<string, Tree>): Translation {
  const translation: Translation = {};
  for (const [file, tree] of Object.entries(files)) {
    const area = /\/([a-z-]+)\.json$/.exec(file)?.[1];
    if (area) translation[area] = tree;
  }
  return translation;
}

export const loadTranslation = {
  en: async () => areasOf((await import("./en.ts")).files),
  kn: async () => areasOf((await import("./kn.ts")).files),
} satisfies Record<string, () => Promise<Translation>>;
