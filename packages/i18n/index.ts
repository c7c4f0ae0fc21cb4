/**
 * The translation resources, one language at a time. Each file locales/<lang>/<area>.json becomes
 * the key prefix `<area>.` (validation.email.required, errors.login_failed, …). Every language is
 * its own chunk (en.ts, kn.ts), so a page loads only the language it shows; the areas only signed-in
 * people's pages use are a second chunk per language (en-account.ts, kn-account.ts), which a
 * guest's pages never load.
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

/** The areas in the account chunks; the glob patterns of en.ts, kn.ts and the *-account.ts files name them too. */
export const accountAreas = ["admin", "audit", "dashboard", "employer", "candidates", "messages", "interviews", "talent-pool"] as const;

export const loadTranslation = {
  en: async () => areasOf((await import("./en.ts")).files),
  kn: async () => areasOf((await import("./kn.ts")).files),
} satisfies Record<string, () => Promise<Translation>>;

export const loadAccountTranslation = {
  en: async () => areasOf((await import("./en-account.ts")).files),
  kn: async () => areasOf((await import("./kn-account.ts")).files),
} satisfies Record<string, () => Promise<Translation>>;
