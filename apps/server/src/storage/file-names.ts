/**
 * Original file names as kept and shown: control characters (C0, DEL, C1, the line and paragraph
 * separators) and invisible format characters are removed, so a name such as `cv\u202Efdp.exe`
 * (a right-to-left override that makes it read "cvexe.pdf") cannot pass for something else. The
 * zero-width joiner and non-joiner stay: Kannada and other Indic scripts need them to spell words.
 */
const hiddenCharacters = /[\p{Cc}\p{Zl}\p{Zp}]|(?![\u200c\u200d])\p{Cf}/gu;

export function withoutHiddenCharacters(name: string): string {
  return name.normalize("NFC").replace(hiddenCharacters, "");
}
