/**
 * Each guest page's own stylesheet (ADR 046), made at build time from the app's one stylesheet: its
 * utility rules cut to the classes the page's files name. The server inlines it in the page it
 * draws instead of the whole sheet; the page loads the whole sheet before it shows another page
 * (src/lib/page-styles.ts).
 *
 * Which classes: Tailwind's own scanner (`@tailwindcss/oxide`, the one that made the sheet) over the
 * built files a page can run without going to another page: the entry, the page's module, what they
 * import, and what those load later (dialogs, menus, the toasts), but not another page's module.
 */
import { Scanner } from "@tailwindcss/oxide";

type Chunk = { fileName: string; code: string; imports: string[]; dynamicImports: string[] };

/**
 * The files a guest's visit to a page runs or may load without going to another page: the entry and
 * what it imports (not what it loads later: the other pages, and the menus of signed-in people), the
 * page's module, what it imports, and what any of those load later (dialogs, the toasts, texts).
 */
export function pageFiles(entry: Chunk, page: Chunk, chunks: Map<string, Chunk>): Chunk[] {
  const seen = new Set<string>([entry.fileName]);
  const visit = (file: string) => {
    const chunk = chunks.get(file);
    if (seen.has(file) || !chunk || entry.dynamicImports.includes(file)) return;
    seen.add(file);
    for (const imported of [...chunk.imports, ...chunk.dynamicImports]) visit(imported);
  };
  seen.add(page.fileName);
  for (const imported of [...entry.imports, ...page.imports, ...page.dynamicImports]) visit(imported);
  return [...seen].flatMap((file) => chunks.get(file) ?? []);
}

/** The class names Tailwind finds in `texts` (scripts and the HTML shell). */
export function classNames(texts: { content: string; extension: string }[]): Set<string> {
  return new Set(new Scanner({}).scanFiles(texts));
}

/** The class names a selector holds (`.hover\:bg-accent:hover` → hover:bg-accent), unescaped. */
function selectorClasses(selector: string): string[] {
  return [...selector.matchAll(/\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g)].map(([, escaped = ""]) =>
    escaped.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_match, hex: string | undefined, char: string | undefined) =>
      hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : (char ?? ""),
    ),
  );
}

/** The end of the block that opens at `open` (the index of its `{`), past its `}`. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let index = open; index < css.length; index++) {
    const char = css[index];
    if (char === "{") depth++;
    else if (char === "}" && --depth === 0) return index + 1;
    else if (char === '"' || char === "'") index = css.indexOf(char, index + 1);
  }
  throw new Error("The stylesheet has a block that does not close");
}

/** The rules of `css` whose selectors name one of `classes`; at-rules keep what is left inside them. */
function keepRules(css: string, classes: Set<string>): string {
  let kept = "";
  let index = 0;
  while (index < css.length) {
    const open = css.indexOf("{", index);
    if (open === -1) break;
    const prelude = css.slice(index, open);
    const end = blockEnd(css, open);
    if (prelude.trimStart().startsWith("@")) {
      const inner = keepRules(css.slice(open + 1, end - 1), classes);
      if (inner) kept += `${prelude}{${inner}}`;
    } else if (selectorClasses(prelude).some((name) => classes.has(name))) {
      kept += css.slice(index, end);
    }
    index = end;
  }
  return kept;
}

/** The `@font-face` rules of `css` whose family is one of `families`. */
export function fontFaces(css: string, families: readonly string[]): string[] {
  return [...css.matchAll(/@font-face\s*\{[^}]*\}/g)].flatMap(([face]) => {
    const family = /font-family:\s*(?:"([^"]*)"|'([^']*)'|([^;}]*))/.exec(face);
    const name = (family?.[1] ?? family?.[2] ?? family?.[3] ?? "").trim();
    return families.includes(name) ? [face] : [];
  });
}

/**
 * `css` (the built sheet) with only the utilities that name one of `classes`, and without the font
 * faces of `laterFamilies`; every other layer as it is. The server gives the page those faces to
 * add once the script has taken it over (server-render.ts): a page's text shows in the device's own
 * font until then, and the phone's bandwidth goes to the script first.
 */
export function pageStylesheet(css: string, classes: Set<string>, laterFamilies: readonly string[] = []): string {
  const marker = "@layer utilities{";
  const start = css.indexOf(marker);
  if (start === -1) throw new Error("The stylesheet has no utilities layer");
  const end = blockEnd(css, start + marker.length - 1);
  const cut = `${css.slice(0, start)}${marker}${keepRules(css.slice(start + marker.length, end - 1), classes)}}${css.slice(end)}`;
  return fontFaces(cut, laterFamilies).reduce((rest, face) => rest.replace(face, ""), cut);
}
