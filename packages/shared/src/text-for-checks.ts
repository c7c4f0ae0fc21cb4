/**
 * A text as the scam checks read it (job-flags.ts), so that writing a number or a word oddly does not
 * walk past them (issue 27, item 5). One pass, character by character:
 * - compatibility forms to their plain form (NFKC: full-width ９ and ｆ, ligatures, circled digits);
 * - format characters out (zero-width spaces and joiners, the soft hyphen, direction marks);
 * - every script's digits to ASCII (Devanagari ९, Kannada ೯, Arabic ٩…);
 * - letters of other scripts that look like Latin ones to those (Cyrillic "fее"), where the caller
 *   gives a table of them (the server does: apps/server/src/modules/moderation/lookalikes.ts);
 * - O and l (and I) between digits to 0 and 1 ("9845O12345");
 * - a run of spaces to one space ("98450  12345");
 * - number words to digits, English and Kannada ("five hundred rupees" → "500 rupees", "ಐನೂರು
 *   ರೂಪಾಯಿ" → "500 ರೂಪಾಯಿ").
 * Each character of the result knows the span of the original it came from, so a match found in the
 * result is highlighted in the text the employer wrote.
 */

/** A letter of another script that looks like Latin letters, and those letters; or undefined. */
export type Lookalike = (character: string) => string | undefined;

export interface TextForChecks {
  /** The text as the checks read it. */
  text: string;
  /** The span of the original text that `text.slice(start, end)` came from. */
  original(start: number, end: number): { start: number; end: number };
}

/** Default ignorable format characters: the soft hyphen, zero-width spaces and joiners, bidi marks, the BOM. */
const FORMAT = /\p{Cf}/u;
const DECIMAL_DIGIT = /\p{Nd}/u;
const HORIZONTAL_SPACE = /[ \t\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/u;

/**
 * The value of a decimal digit of any script. Unicode keeps each script's digits 0 to 9 in one
 * unbroken run, so a digit's value is its distance from the start of its run, modulo 10.
 */
function digitValue(codePoint: number): number {
  let start = codePoint;
  while (start > 0 && DECIMAL_DIGIT.test(String.fromCodePoint(start - 1))) start -= 1;
  return (codePoint - start) % 10;
}

/** The text built piece by piece, each UTF-16 unit with the span of the original it stands for. */
class Builder {
  private readonly parts: string[] = [];
  starts = new Int32Array(64);
  ends = new Int32Array(64);
  length = 0;
  /** The last unit written, to fold runs of spaces. */
  last = "";

  private reserve(count: number) {
    if (this.length + count <= this.starts.length) return;
    const size = Math.max(this.starts.length * 2, this.length + count);
    const starts = new Int32Array(size);
    const ends = new Int32Array(size);
    starts.set(this.starts);
    ends.set(this.ends);
    this.starts = starts;
    this.ends = ends;
  }

  /** `piece`, every unit of which stands for the whole span. */
  push(piece: string, start: number, end: number) {
    this.reserve(piece.length);
    for (let index = 0; index < piece.length; index++) {
      this.starts[this.length] = start;
      this.ends[this.length] = end;
      this.length += 1;
    }
    this.parts.push(piece);
    this.last = piece.at(-1) ?? this.last;
  }

  /** The original's units from `from` to `to`, as they are. */
  copy(text: string, from: number, to: number) {
    if (to <= from) return;
    this.reserve(to - from);
    for (let index = from; index < to; index++) {
      this.starts[this.length] = index;
      this.ends[this.length] = index + 1;
      this.length += 1;
    }
    this.parts.push(text.slice(from, to));
    this.last = text[to - 1]!;
  }

  /** Widens the last unit's span to `end` (a space standing for a run of them). */
  stretch(end: number) {
    this.ends[this.length - 1] = end;
  }

  text() {
    return this.parts.join("");
  }
}

/**
 * A run of the original that reads as it is: ASCII but for tabs and a second space in a row, Kannada
 * letters and signs (NFKC leaves each as it is; not its digits), and the rupee sign.
 */
const PLAIN_RUN = /(?:[^\t \u0080-\uffff]|[\u0c80-\u0ce5\u0cf0-\u0cff\u20b9]| (?! |\t))+/y;

/** Steps 1 to 5, one character of the original at a time; plain ASCII runs pass as they are. */
function normaliseCharacters(text: string, lookalike: Lookalike | undefined): Builder {
  const out = new Builder();
  const addSpace = (start: number, end: number) => {
    if (out.last === " ") out.stretch(end);
    else out.push(" ", start, end);
  };
  let position = 0;
  while (position < text.length) {
    PLAIN_RUN.lastIndex = position;
    if (PLAIN_RUN.test(text)) {
      // A run that starts with a space after a space is folded into it.
      const from = out.last === " " && text[position] === " " ? position + 1 : position;
      if (from > position) out.stretch(from);
      out.copy(text, from, PLAIN_RUN.lastIndex);
      position = PLAIN_RUN.lastIndex;
      continue;
    }
    const character = String.fromCodePoint(text.codePointAt(position)!);
    const start = position;
    const end = position + character.length;
    position = end;
    if (FORMAT.test(character)) continue;
    for (const plain of character.normalize("NFKC")) {
      const codePoint = plain.codePointAt(0)!;
      if (plain === " " || plain === "\t" || HORIZONTAL_SPACE.test(plain)) addSpace(start, end);
      else if (codePoint < 0x80) out.push(plain, start, end);
      else if (DECIMAL_DIGIT.test(plain)) out.push(String(digitValue(codePoint)), start, end);
      else out.push(lookalike?.(plain) ?? plain, start, end);
    }
  }
  return out;
}

/**
 * Step 6: a letter that stands for a digit inside a number ("9845O12345", "98450 l2345"): O, o, l or
 * I, not part of a word, with digits on both sides (one space between allowed). The text keeps its length.
 */
const LETTER_FOR_DIGIT = /(?<=[0-9] ?)[OolI](?!\p{L})(?= ?[0-9])/gu;
const digitFor: Record<string, string> = { O: "0", o: "0", l: "1", I: "1" };

function digitsForLetters(text: string): string {
  return text.replace(LETTER_FOR_DIGIT, (letter) => digitFor[letter] ?? letter);
}

// ---------------------------------------------------------------------------------------------
// Number words
// ---------------------------------------------------------------------------------------------

const UNITS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
  twenty: 20, thirty: 30, forty: 40, fourty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
};
const SCALES: Record<string, number> = { hundred: 100, thousand: 1000, lakh: 100_000, lakhs: 100_000, lac: 100_000, lacs: 100_000 };

/**
 * Kannada number words as a sum is written out: one to nineteen, the tens, and the hundreds, which
 * Kannada writes as one word (ಐನೂರು, 500): a hundreds word counts as a unit, so "ಎರಡು ಸಾವಿರದ ಐನೂರು"
 * is 2,500. The tens joined to a unit in one word (ಇಪ್ಪತ್ತೈದು) are not read.
 */
const KANNADA_UNITS: Record<string, number> = {
  ಒಂದು: 1, ಎರಡು: 2, ಮೂರು: 3, ನಾಲ್ಕು: 4, ಐದು: 5, ಆರು: 6, ಏಳು: 7, ಎಂಟು: 8, ಒಂಬತ್ತು: 9, ಹತ್ತು: 10,
  ಹನ್ನೊಂದು: 11, ಹನ್ನೆರಡು: 12, ಹದಿಮೂರು: 13, ಹದಿನಾಲ್ಕು: 14, ಹದಿನೈದು: 15, ಹದಿನಾರು: 16, ಹದಿನೇಳು: 17, ಹದಿನೆಂಟು: 18, ಹತ್ತೊಂಬತ್ತು: 19,
  ಇಪ್ಪತ್ತು: 20, ಮೂವತ್ತು: 30, ನಲವತ್ತು: 40, ಐವತ್ತು: 50, ಅರವತ್ತು: 60, ಎಪ್ಪತ್ತು: 70, ಎಂಬತ್ತು: 80, ತೊಂಬತ್ತು: 90,
  ನೂರು: 100, ಇನ್ನೂರು: 200, ಮುನ್ನೂರು: 300, ನಾನೂರು: 400, ಐನೂರು: 500, ಆರುನೂರು: 600, ಏಳುನೂರು: 700, ಎಂಟುನೂರು: 800, ಒಂಬೈನೂರು: 900,
};
/** ಸಾವಿರ (thousand) and ಲಕ್ಷ (lakh), also as they join the next number (ಸಾವಿರದ, ಲಕ್ಷದ). */
const KANNADA_SCALES: Record<string, number> = { ಸಾವಿರ: 1000, ಸಾವಿರದ: 1000, ಲಕ್ಷ: 100_000, ಲಕ್ಷದ: 100_000 };

const unitOf = (word: string) => UNITS[word] ?? KANNADA_UNITS[word];
const scaleOf = (word: string) => SCALES[word] ?? KANNADA_SCALES[word];

// Longest first, so that "fourteen" is not read as "four", nor ಆರುನೂರು as ಆರು.
const NUMBER_WORD = String.raw`(?:${[...Object.keys(UNITS), ...Object.keys(SCALES), ...Object.keys(KANNADA_UNITS), ...Object.keys(KANNADA_SCALES)]
  .sort((a, b) => b.length - a.length)
  .join("|")})`;
/** Not inside a word: Kannada's vowel signs are marks (\p{M}), not letters. */
const WORD_EDGE_BEFORE = String.raw`(?<![\p{L}\p{M}\p{N}])`;
const WORD_EDGE_AFTER = String.raw`(?![\p{L}\p{M}\p{N}])`;
/** A run of number words, joined by spaces, hyphens or "and": "two thousand five hundred", "twenty-five", "ಎರಡು ಸಾವಿರ". */
const NUMBER_WORDS = new RegExp(String.raw`${WORD_EDGE_BEFORE}${NUMBER_WORD}(?:(?:[ -]|\sand\s)${NUMBER_WORD})*${WORD_EDGE_AFTER}`, "giu");

/** The value of a run of number words, or null where they do not make one number ("one two"). */
export function numberFromWords(words: string): number | null {
  let total = 0;
  let current = 0;
  let last: "unit" | "tens" | "scale" | null = null;
  for (const word of words.toLowerCase().split(/[\s-]+/).filter((part) => part !== "" && part !== "and")) {
    const unit = unitOf(word);
    if (unit !== undefined) {
      // A Kannada hundreds word (ಐನೂರು) goes on from tens and units no more than "twenty" does.
      const isTens = unit >= 20;
      // "twenty five" follows on; "five two" or "twenty thirty" is not one number.
      if (last === "unit" || (last === "tens" && (isTens || unit >= 10))) return null;
      current += unit;
      last = isTens ? "tens" : "unit";
      continue;
    }
    const scale = scaleOf(word)!;
    if (current === 0) current = 1;
    if (scale === 100) current *= 100;
    else {
      total += current * scale;
      current = 0;
    }
    last = "scale";
  }
  return total + current;
}

/**
 * Whether number words say a sum: a number word with a scale ("five hundred") or two number words
 * ("twenty five"), or a Kannada hundreds word, a sum in one word (ಐನೂರು). One word alone ("one
 * shift", "ten openings", ಆರು, also "who") is as often not a sum as it is, and a scale alone ("10
 * lakh", "hundreds", "15 ಸಾವಿರ") belongs to the figure before it.
 */
function isSum(words: string): boolean {
  const parts = words.toLowerCase().split(/[\s-]+/).filter((part) => part !== "and");
  if (parts.length === 1) return (KANNADA_UNITS[parts[0]!] ?? 0) >= 100;
  return parts.some((part) => unitOf(part) !== undefined);
}

/** Step 7: number words to digits, the digits standing for the words' whole span. */
function digitsForWords(text: string, input: Builder): { text: string; map: Builder } {
  NUMBER_WORDS.lastIndex = 0;
  const any = NUMBER_WORDS.test(text);
  // matchAll starts where the pattern's lastIndex is.
  NUMBER_WORDS.lastIndex = 0;
  if (!any) return { text, map: input };
  const out = new Builder();
  let copied = 0;
  const copy = (until: number) => {
    for (; copied < until; copied++) out.push(text[copied]!, input.starts[copied]!, input.ends[copied]!);
  };
  for (const match of text.matchAll(NUMBER_WORDS)) {
    const value = isSum(match[0]) ? numberFromWords(match[0]) : null;
    if (value === null) continue;
    copy(match.index);
    const end = match.index + match[0].length;
    out.push(String(value), input.starts[match.index]!, input.ends[end - 1]!);
    copied = end;
  }
  copy(text.length);
  return { text: out.text(), map: out };
}

export function textForChecks(text: string, lookalike?: Lookalike): TextForChecks {
  const characters = normaliseCharacters(text, lookalike);
  const { text: checked, map } = digitsForWords(digitsForLetters(characters.text()), characters);
  return {
    text: checked,
    original(start, end) {
      if (end <= start) {
        const at = start < map.length ? map.starts[start]! : text.length;
        return { start: at, end: at };
      }
      return { start: map.starts[start]!, end: map.ends[end - 1]! };
    },
  };
}
