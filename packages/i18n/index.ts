/**
 * The translation resources of both languages. Each file locales/<lang>/<area>.json becomes the
 * key prefix `<area>.` (validation.email.required, errors.login_failed, …).
 */
type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<{ default: Tree }>("./locales/*/*.json", { eager: true });

export function buildResources(modules: Record<string, { default: Tree }>) {
  const resources: Record<string, { translation: Record<string, Tree> }> = {};
  for (const [path, module] of Object.entries(modules)) {
    const match = /locales\/([a-z]+)\/([a-z-]+)\.json$/.exec(path);
    if (!match) continue;
    const [, language, area] = match as unknown as [string, string, string];
    resources[language] ??= { translation: {} };
    resources[language].translation[area] = module.default;
  }
  return resources;
}

export const resources = buildResources(files);
