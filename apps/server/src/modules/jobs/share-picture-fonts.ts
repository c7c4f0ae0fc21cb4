/**
 * The faces a share picture is drawn in, made known to sharp once per process. sharp draws text
 * through Pango and HarfBuzz, so Kannada conjuncts, vowel signs and ZWJ/ZWNJ are shaped as a
 * browser shapes them; the faces are the server's own TrueType files (fonts/truetype-faces.ts).
 */
import { truetypeFaces } from "../../fonts/truetype-faces.ts";

/** The family list a picture's text asks Pango for: Latin from Noto Sans, Kannada from Noto Sans Kannada. */
export const shareFontFamilies = "Noto Sans, Noto Sans Kannada";

let ready: Promise<void> | null = null;

async function register(directory: string): Promise<void> {
  // sharp (libvips) loads with the first picture, not at the start: some 18 MB less until then (ADR 062).
  const { default: sharp } = await import("sharp");
  for (const face of await truetypeFaces(directory)) {
    // libvips hands a `fontfile` to fontconfig once, and it stays known for every later text.
    await sharp({ text: { text: "·", fontfile: face.file, font: `${face.family} ${face.weight === 700 ? "Bold " : ""}12` } }).png().toBuffer();
  }
}

/** Makes the faces known to this process's fontconfig (once); `directory` keeps the TrueType files. */
export function shareFontsReady(directory: string): Promise<void> {
  ready ??= register(directory).catch((error: unknown) => {
    ready = null;
    throw error;
  });
  return ready;
}
