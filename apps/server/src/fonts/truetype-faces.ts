/**
 * The faces the server draws text in (a job's share picture, a résumé made from a profile): the web
 * app's own Noto Sans (Latin) and Noto Sans Kannada, from npm @fontsource. Those are WOFF2, which
 * neither FreeType inside sharp nor a PDF can take, so HarfBuzz's subsetter (npm subset-font) turns
 * them into TrueType once, keeping every character of their scripts and the layout tables that
 * shape Kannada, into a folder of DATA_DIR. A server with no fonts installed draws the same text.
 * The subsetter is loaded only to make a face: with it come two WASM modules (wawoff2) that take
 * 32 MB of WASM memory, and 15 MB more resident memory in a bare Node (ADR 074).
 */
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);

export type Script = "latin" | "kannada";

export interface TruetypeFace {
  /** The family as the face names itself (Pango and PDFs know it by this). */
  family: string;
  weight: 400 | 700;
  script: Script;
  /** The TrueType file, once made. */
  file: string;
}

const sources = [
  { family: "Noto Sans", weight: 400, script: "latin", source: "@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff2" },
  { family: "Noto Sans", weight: 700, script: "latin", source: "@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff2" },
  { family: "Noto Sans Kannada", weight: 400, script: "kannada", source: "@fontsource/noto-sans-kannada/files/noto-sans-kannada-kannada-400-normal.woff2" },
  { family: "Noto Sans Kannada", weight: 700, script: "kannada", source: "@fontsource/noto-sans-kannada/files/noto-sans-kannada-kannada-700-normal.woff2" },
] as const;

function range(from: number, to: number): string {
  let text = "";
  for (let code = from; code <= to; code += 1) text += String.fromCodePoint(code);
  return text;
}

/** Every character a face has that the server may draw: the subsetter keeps only what it is given. */
const characters: Record<Script, string> = {
  latin: `${range(0x20, 0x7e)}${range(0xa0, 0x17f)}‐–—‘’“”•…₹`,
  kannada: `${range(0xc80, 0xcff)}\u200c\u200d₹।॥`,
};

const made = new Map<string, Promise<TruetypeFace[]>>();

async function make(directory: string): Promise<TruetypeFace[]> {
  await mkdir(directory, { recursive: true });
  return Promise.all(
    sources.map(async ({ source, ...face }) => {
      const file = path.join(directory, `${path.basename(source, ".woff2")}.ttf`);
      const exists = await readFile(file).then(
        () => true,
        () => false,
      );
      if (!exists) {
        const { default: subsetFont } = await import("subset-font");
        const truetype = await subsetFont(await readFile(require.resolve(source)), characters[face.script], { targetFormat: "truetype" });
        // Written aside and renamed: a second process never reads half a face.
        const aside = `${file}.${process.pid}.tmp`;
        await writeFile(aside, truetype);
        await rename(aside, file);
      }
      return { ...face, file };
    }),
  );
}

/** The faces as TrueType files in `directory`, made there the first time (once per process). */
export function truetypeFaces(directory: string): Promise<TruetypeFace[]> {
  let faces = made.get(directory);
  if (!faces) {
    faces = make(directory).catch((error: unknown) => {
      made.delete(directory);
      throw error;
    });
    made.set(directory, faces);
  }
  return faces;
}

/** Kannada letters and signs (and the joiners that shape them): drawn in the Kannada face. */
const kannadaPattern = /[\u0c80-\u0cff\u200c\u200d]/u;

/** A text cut where its script changes: each run is drawn in its own face. */
export function scriptRuns(text: string): { script: Script; text: string }[] {
  const runs: { script: Script; text: string }[] = [];
  for (const character of text) {
    // Digits and punctuation are the Latin face's: the Kannada one has its letters and signs only.
    const script: Script = kannadaPattern.test(character) ? "kannada" : "latin";
    const last = runs.at(-1);
    if (last?.script === script) last.text += character;
    else runs.push({ script, text: character });
  }
  return runs;
}
