/**
 * The faces a share picture is drawn in, made ready once per process. sharp draws text through
 * Pango and HarfBuzz (so Kannada conjuncts, vowel signs and ZWJ/ZWNJ are shaped as a browser shapes
 * them), but FreeType there reads no WOFF2: the web app's own Noto Sans and Noto Sans Kannada faces
 * (npm @fontsource) are turned into TrueType by HarfBuzz's subsetter (npm subset-font), kept in
 * DATA_DIR, and handed to fontconfig, so a machine with no fonts installed draws the same picture.
 */
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import sharp from "sharp";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);

/** Each face: its family (as Pango names it), weight, WOFF2 file, and the characters kept. */
const faces = [
  { family: "Noto Sans", weight: 400, file: "@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff2", script: "latin" },
  { family: "Noto Sans", weight: 700, file: "@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff2", script: "latin" },
  { family: "Noto Sans Kannada", weight: 400, file: "@fontsource/noto-sans-kannada/files/noto-sans-kannada-kannada-400-normal.woff2", script: "kannada" },
  { family: "Noto Sans Kannada", weight: 700, file: "@fontsource/noto-sans-kannada/files/noto-sans-kannada-kannada-700-normal.woff2", script: "kannada" },
] as const;

function range(from: number, to: number): string {
  let text = "";
  for (let code = from; code <= to; code += 1) text += String.fromCodePoint(code);
  return text;
}

/** Every character a face has that a picture may use: the subsetter keeps only what it is given. */
const characters = {
  latin: `${range(0x20, 0x7e)}${range(0xa0, 0x17f)}‐–—‘’“”•…₹✓`,
  kannada: `${range(0xc80, 0xcff)}\u200c\u200d₹।॥`,
};

/** The family list a picture's text asks Pango for: Latin from Noto Sans, Kannada from Noto Sans Kannada. */
export const shareFontFamilies = "Noto Sans, Noto Sans Kannada";

let ready: Promise<void> | null = null;

async function prepare(directory: string): Promise<void> {
  await mkdir(directory, { recursive: true });
  for (const face of faces) {
    const file = path.join(directory, `${path.basename(face.file, ".woff2")}.ttf`);
    const exists = await readFile(file).then(
      () => true,
      () => false,
    );
    if (!exists) {
      const truetype = await subsetFont(await readFile(require.resolve(face.file)), characters[face.script], { targetFormat: "truetype" });
      await writeFile(`${file}.tmp`, truetype);
      await rename(`${file}.tmp`, file);
    }
    // libvips hands a `fontfile` to fontconfig once, and it stays known for every later text.
    await sharp({ text: { text: "·", fontfile: file, font: `${face.family} ${face.weight === 700 ? "Bold " : ""}12` } }).png().toBuffer();
  }
}

/** Makes the faces known to this process's fontconfig (once); `directory` keeps the TrueType files. */
export function shareFontsReady(directory: string): Promise<void> {
  ready ??= prepare(directory).catch((error: unknown) => {
    ready = null;
    throw error;
  });
  return ready;
}
