/**
 * Reads a job search as a person meant it: the words split as the database splits them, filler
 * words dropped ("jobs in"), and each word or phrase widened through the city's vocabulary
 * ("chef" → cook, ಅಡುಗೆಯವರು, adige) and place names in both scripts (ಹೆಬ್ಬಾಳ ↔ Hebbal). Pure: near
 * spellings come from the database (search-words.ts) and are read in by `readQuery` again.
 */
import type { JobType } from "@app/shared/constants";
import { concepts, jobTypeWords, qualifications, qualifiers, type Concept } from "./vocabulary.ts";
import { placeNames, places } from "./places.ts";

export type UnitKind = "trade" | "place" | "qualifier" | "qualification" | "type" | "word";

/** A word or phrase of the query and what it may match. */
export interface QueryUnit {
  /** The words as typed, lower case: one, or a phrase the vocabulary knows ("security guard"). */
  typed: string[];
  /** Terms meaning the same, each as its words: the concept's or the place's other names. */
  widened: string[][];
  /**
   * The terms of a phrase's last word, when it has its own: for "school van driver", driver and
   * ಚಾಲಕ. A phrase names a kind of its last word, so those find what the phrase's own terms miss.
   */
  broader: string[][];
  /**
   * The names of qualifiers among a phrase's words, which rank what the phrase finds: "ladies
   * tailor" is a trade, and a ಲೇಡೀಸ್ ಟೈಲರ್ಸ್ shop's ದರ್ಜಿ job comes before a gents' tailor.
   */
  boosts: string[][];
  /**
   * What the unit names: a trade (the vocabulary's concepts), a place (its terms may match the job's
   * location as well as its title), a qualifier (a workplace, a language, a shift: only ranks beside
   * a trade), a qualification the ad asks for (anywhere in its text), a job type, or a word the
   * vocabulary does not know.
   */
  kind: UnitKind;
  /** The job type a unit of kind "type" names. */
  jobType?: JobType;
  /**
   * The concept the unit names ("trade:driver", "place:Hebbal"), as a job stores the concepts its
   * text names when it is written (job-concepts.ts): one term for all the concept's names.
   */
  concept?: string;
  /** The concept of a phrase's last word, when it has its own (`broader`): "school van driver" → trade:driver. */
  broaderConcept?: string;
  /** Other trades the unit's words also name in local use (vocabulary.ts `alsoFinds`): "coolie" → trade:loader. */
  alsoConcepts?: string[];
  /** Near spellings of a typed word not found as typed ("drivr" → driver), best first. */
  near: string[];
}

/** At most this many words of a query count: the rest are ignored, as before. */
const maxWords = 8;

/**
 * Words that only say "a job", "I want" or "please": dropped unless nothing else is left. English,
 * Kannada, and Kannada (or Tamil, Telugu, Hindi) typed in Latin letters, as a chat message says them.
 * A word no job has and no trade is near is dropped as well (job-search.ts), so this list need not
 * hold every such word.
 */
const fillerWords = new Set([
  ...["a", "an", "the", "in", "at", "near", "for", "of", "and", "or", "to", "with", "from", "around", "nearby", "me", "my", "i", "im", "am", "is", "any", "some"],
  ...["job", "jobs", "vacancy", "vacancies", "opening", "openings", "wanted", "want", "required", "requirement", "hiring", "pass", "passed"],
  ...["need", "needed", "urgent", "urgently", "work", "works", "post", "posts", "position", "looking", "search", "searching", "please", "pls", "plz", "sir", "madam"],
  ...["ಕೆಲಸ", "ಕೆಲಸಗಳು", "ಉದ್ಯೋಗ", "ಉದ್ಯೋಗಗಳು", "ಬೇಕು", "ಬೇಕಾಗಿದ್ದಾರೆ", "ಬೇಕಾಗಿದೆ", "ಹುದ್ದೆ", "ಹುದ್ದೆಗಳು", "ಅಗತ್ಯವಿದೆ", "ಹತ್ತಿರ", "ನನಗೆ", "ನಮಗೆ", "ಇದೆ", "ಇದೆಯಾ", "ಇದ್ದರೆ", "ಕೊಡಿ", "ದಯವಿಟ್ಟು", "ಯಾವುದಾದರೂ", "ಆದವರಿಗೆ", "ಆಗಿರುವವರಿಗೆ", "ಪಾಸ್"],
  ...["kelasa", "kelsa", "kelasakke", "udyoga", "beku", "bekagiddare", "bekagide", "venu", "venum", "kodi", "ide", "ideya", "iddare", "nanage", "yavudadru", "chahiye", "kaam", "naukri", "pani", "kavali"],
  // Kannada's "in" and "a/any" typed in Latin letters ("hebbal alli kelasa"), and Hindi's and Tamil's.
  ...["alli", "nalli", "ondu", "yavdadru", "yenadru", "sigutta", "siguttha", "mujhe", "ki", "ka", "ke", "mein", "velai", "vela"],
]);

/** The city the site serves: every job is in it, so a search that names it ("mysore", ಮೈಸೂರಿನಲ್ಲಿ) is narrowed by nothing. */
const cityName = "mysuru";

/** The words of a text as the search index splits them: letters with their vowel signs, and digits. */
export function wordsOf(text: string): string[] {
  return text.normalize("NFC").toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
}

/**
 * The words of a text with each Kannada word whole where a zero-width non-joiner or joiner only
 * chose how it is drawn: ವಾಚ್‌ಮನ್ and ವಾಚ್ಮನ್ are one word, which the index splits in two.
 */
export function joinedWordsOf(text: string): string[] {
  return wordsOf(text.replace(/(?<=[\u0C80-\u0CFF])[\u200C\u200D]+(?=[\u0C80-\u0CFF])/gu, ""));
}

const isKannada = (word: string) => /[\u0C80-\u0CFF]/u.test(word);

interface Entry {
  terms: string[][];
  kind: Exclude<UnitKind, "word">;
  jobType?: JobType;
  /** The concept's id: its kind and name (conceptId). */
  concept: string;
  /** The ids of other trades its words also name (`alsoFinds`). */
  also?: string[];
}

/** A concept's id, as jobs store it (job-concepts.ts): its kind and its name, "trade:driver". */
export const conceptId = (kind: Exclude<UnitKind, "word">, name: string) => `${kind}:${name}`;

/** Every term of the vocabulary and the places, by its words joined with spaces. */
const entries = new Map<string, Entry>();
/** The Kannada one-word terms, longest first, for words with case endings (ಹೆಬ್ಬಾಳದಲ್ಲಿ → ಹೆಬ್ಬಾಳ). */
const kannadaTerms: string[] = [];
/** The Kannada terms of several words, for a last word with a case ending (ಅಡುಗೆ ಸಹಾಯಕರು → ಅಡುಗೆ ಸಹಾಯಕ). */
const kannadaPhrases: string[][] = [];
/** The longest term, in words. */
let longestTerm = 1;

function addEntry(name: string, names: string[], kind: Entry["kind"], jobType?: JobType, also: readonly string[] = []) {
  const terms = names.map(wordsOf).filter((words) => words.length > 0);
  const entry: Entry = {
    terms,
    kind,
    concept: conceptId(kind, name),
    ...(jobType ? { jobType } : {}),
    ...(also.length > 0 ? { also: also.map((other) => conceptId(kind, other)) } : {}),
  };
  for (const text of names) {
    const words = wordsOf(text);
    if (words.length === 0) continue;
    const key = words.join(" ");
    // A term in both lists stays with the first: the data tests keep them apart.
    if (!entries.has(key)) entries.set(key, entry);
    // A term drawn with a joiner (ಸಾಫ್ಟ್‌ವೇರ್) is found typed without it too.
    const joined = joinedWordsOf(text);
    if (joined.join(" ") !== key && !entries.has(joined.join(" "))) {
      entries.set(joined.join(" "), entry);
      if (joined.length === 1) kannadaTerms.push(joined[0]!);
    }
    if (words.length === 1 && isKannada(words[0]!)) kannadaTerms.push(words[0]!);
    if (words.length > 1 && words.every(isKannada)) kannadaPhrases.push(words);
    longestTerm = Math.max(longestTerm, words.length);
  }
}

export const namesOf = (concept: Concept) => [
  ...concept.english,
  ...concept.kannada,
  ...concept.englishInKannada,
  ...concept.romanised,
  ...(concept.loanWords ?? []),
  ...(concept.abbreviations ?? []),
];
for (const concept of concepts) addEntry(concept.name, namesOf(concept), "trade", undefined, concept.alsoFinds);
for (const qualifier of qualifiers) addEntry(qualifier.name, namesOf(qualifier), "qualifier");
for (const qualification of qualifications) addEntry(qualification.name, namesOf(qualification), "qualification");
for (const words of jobTypeWords) addEntry(words.name, namesOf(words), "type", words.type);
for (const place of places) addEntry(place.name, placeNames(place), "place");
kannadaTerms.sort((a, b) => b.length - a.length);

/** Every word of the vocabulary and the places, for near spellings of them (search-words.ts). */
export const vocabularyWords: readonly string[] = [...new Set([...entries.keys()].flatMap((key) => key.split(" ")))];

/**
 * The vocabulary's words that start with an English term's word and name something else: a prefix
 * "nurse" would find a plant nursery's job, "farm" a pharmacy's. An English plural or -ing form is
 * the same word.
 */
export function otherWordsStartingWith(word: string): string[] {
  let others = longerWords.get(word);
  if (!others) {
    const sameWord = new Set([`${word}s`, `${word}es`, `${word}ing`, `${word}ed`, `${word}er`, `${word}ers`, `${word.replace(/e$/, "")}ing`]);
    others = /^[a-z]{3,}$/.test(word) && knownWords.has(word) ? vocabularyWords.filter((other) => other.length > word.length && other.startsWith(word) && !sameWord.has(other)) : [];
    longerWords.set(word, others);
  }
  return others;
}

const knownWords = new Set(vocabularyWords);

/** otherWordsStartingWith's answers, by word: the vocabulary is fixed for the process. */
const longerWords = new Map<string, string[]>();

/** A Kannada vowel sign or virama at the end of a word: ಮೈಸೂರು and ಮೈಸೂರಿನಲ್ಲಿ share ಮೈಸೂರ. */
const endingSign = /[\u0CBE-\u0CCD]$/u;

/** A Kannada word without its final vowel sign, where at least three characters are left; any other word as it is. */
export function kannadaStem(word: string): string {
  const stem = word.replace(endingSign, "");
  return stem !== word && stem.length >= 3 ? stem : word;
}

/**
 * A vocabulary entry for one word as typed: the word itself, English without its plural ending,
 * or a Kannada word with a case ending after a term (ಚಾಲಕರು, ಹೆಬ್ಬಾಳದಲ್ಲಿ, ಮೈಸೂರಿನಲ್ಲಿ).
 */
function entryForWord(word: string): Entry | undefined {
  const exact = entries.get(word);
  if (exact) return exact;
  if (isKannada(word)) {
    const term = kannadaTerms.find((candidate) => hasCaseEnding(word, candidate));
    return term === undefined ? undefined : entries.get(term);
  }
  for (const singular of [word.replace(/ies$/, "y"), word.replace(/es$/, ""), word.replace(/s$/, "")]) {
    if (singular !== word && singular.length >= 3 && entries.has(singular)) return entries.get(singular);
  }
  return undefined;
}

/**
 * Whether a Kannada word is a term with a case ending (ಚಾಲಕರು, ಮೈಸೂರಿನಲ್ಲಿ). A term that ends in a
 * vowel sign must go on with another one, not a consonant: ಕೂಲರ್ (cooler) is not ಕೂಲಿ, nor ಕೃಷ್ಣರಾಜ
 * ಕೃಷಿ. Short stems would swallow unrelated words.
 */
function hasCaseEnding(word: string, term: string): boolean {
  const stem = kannadaStem(term);
  if (stem.length < 3 || !word.startsWith(stem) || word.length - stem.length > 7) return false;
  return stem === term || /^[\u0CBE-\u0CCC]/u.test(word.slice(stem.length));
}

/**
 * A vocabulary entry for words as typed: one word (entryForWord), a phrase, a Kannada phrase whose
 * last word has a case ending, or Kannada words split by a zero-width non-joiner (ಸಾಫ್ಟ್‌ವೇರ್),
 * which the index splits too.
 */
function entryForPhrase(words: string[]): Entry | undefined {
  if (words.length === 1) return entryForWord(words[0]!);
  const exact = entries.get(words.join(" "));
  if (exact || !words.every(isKannada)) return exact;
  const inflected = kannadaPhrases.find(
    (term) => term.length === words.length && term.slice(0, -1).every((word, index) => word === words[index]) && hasCaseEnding(words.at(-1)!, term.at(-1)!),
  );
  return inflected ? entries.get(inflected.join(" ")) : entries.get(words.join(""));
}

/** The query's first `maxWords` words. */
export function queryWords(text: string | undefined): string[] {
  return wordsOf(text ?? "").slice(0, maxWords);
}

/** Whether a unit is a filler word on its own ("jobs", "in"), not part of a phrase ("gare kelasa"). */
const isFiller = (unit: QueryUnit) => unit.kind === "word" && unit.typed.length === 1 && fillerWords.has(unit.typed[0]!);

/** Whether a unit names the city itself ("mysore", ಮೈಸೂರಿನಲ್ಲಿ), which every job here is in: a search leaves it out. */
export const isTheCity = (unit: QueryUnit) => unit.kind === "place" && entryForPhrase(unit.typed) === entries.get(cityName);

/**
 * The query as units, each phrase of the vocabulary taken whole (longest first), filler words
 * that are not in a phrase dropped unless nothing else is left. `near` gives near
 * spellings of typed words the database does not know, best first: a word is then read as its best
 * near spelling the vocabulary knows, else its best (so "securty guard" is the phrase security
 * guard), and keeps them as `near` (a phrase only its reading).
 */
export function readQuery(words: string[], near: ReadonlyMap<string, string[]> = new Map()): QueryUnit[] {
  // Of near spellings about as near, one the vocabulary knows: "electrision" is electrician, not electrical.
  const read = words.map((word) => near.get(word)?.find((spelling) => entryForWord(spelling)) ?? near.get(word)?.[0] ?? word);
  const units: QueryUnit[] = [];
  for (let start = 0; start < words.length; ) {
    let matched = false;
    for (let length = Math.min(longestTerm, words.length - start); length >= 1 && !matched; length--) {
      const phrase = read.slice(start, start + length);
      const entry = entryForPhrase(phrase);
      if (!entry) continue;
      const typed = words.slice(start, start + length);
      const corrected = typed.some((word, index) => word !== phrase[index]);
      const head = length > 1 && entry.kind === "trade" ? entryForWord(phrase.at(-1)!) : undefined;
      units.push({
        typed,
        widened: entry.terms.filter((terms) => terms.join(" ") !== typed.join(" ")),
        broader: head && head !== entry && head.kind === "trade" ? head.terms : [],
        // A word of the phrase that is a qualifier of its own ("night watchman"), not the phrase itself ("night shift").
        boosts: length > 1 ? phrase.flatMap((word) => (entryForWord(word)?.kind === "qualifier" && entryForWord(word) !== entry ? entryForWord(word)!.terms : [])) : [],
        kind: entry.kind,
        ...(entry.jobType ? { jobType: entry.jobType } : {}),
        concept: entry.concept,
        ...(head && head !== entry && head.kind === "trade" ? { broaderConcept: head.concept } : {}),
        ...(entry.also ? { alsoConcepts: entry.also } : {}),
        // A phrase keeps only its reading: one near word alone ("secure") is not the phrase.
        near: !corrected ? [] : length > 1 ? [phrase.join(" ")] : [...new Set([phrase[0]!, ...(near.get(typed[0]!) ?? [])])],
      });
      start += length;
      matched = true;
    }
    if (matched) continue;
    const word = words[start]!;
    units.push({ typed: [word], widened: [], broader: [], boosts: [], kind: "word", near: near.get(word) ?? [] });
    start += 1;
  }
  // Filler goes, unless it is all there is ("jobs").
  const meant = units.filter((unit) => !isFiller(unit));
  return meant.length > 0 ? meant : units;
}

/** Typed words worth looking up near spellings for: in no term of the vocabulary, and long enough to tell. */
export function wordsToCheck(words: string[]): string[] {
  const unknown = readQuery(words)
    .filter((unit) => unit.kind === "word")
    .map((unit) => unit.typed[0]!);
  return [...new Set(unknown)].filter((word) => [...word].length >= (isKannada(word) ? 3 : 4) && !/^\d+$/.test(word));
}
