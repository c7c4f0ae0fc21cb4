/**
 * The job vocabulary and the place names keep the rules of packages/i18n/GLOSSARY.md, "Search
 * vocabulary": one clean form per term, each term in one concept only, no bare generic word, and no
 * place name that reads as a job word.
 */
import { describe, expect, it } from "vitest";
import { places } from "./places.ts";
import { concepts, qualifiers, type Concept } from "./vocabulary.ts";

const latinTerm = /^[a-z0-9]+( [a-z0-9]+)*$/;
// A Kannada word may start with digits, as people write an ordinal: 10ನೇ (tenth).
const kannadaTerm = /^[0-9]*[\u0C80-\u0CFF\u200C\u200D]+( [0-9]*[\u0C80-\u0CFF\u200C\u200D]+)*$/u;
const joiners = /[\u200C\u200D]/gu;

/** Words too generic to widen a query on their own; they stay inside phrases ("office boy", "machine operator"). */
const genericWords = [
  "operator",
  "boy",
  "girl",
  "assistant",
  "helper",
  "staff",
  "executive",
  "manager",
  "worker",
  "officer",
  "supervisor",
  "technician",
  "engineer",
  "agent",
  "job",
  "work",
  "kelasa",
  "ಕೆಲಸ",
  "ಸಹಾಯಕ",
  "ಕಾರ್ಮಿಕ",
  "ಆಪರೇಟರ್",
];

function termsOf(concept: Concept): string[] {
  return [...concept.english, ...concept.kannada, ...concept.englishInKannada, ...concept.romanised, ...(concept.loanWords ?? [])];
}

/** Each term, with the concept it belongs to, for the failure messages. */
const termsIn = (list: readonly Concept[]) => list.flatMap((concept) => termsOf(concept).map((term) => ({ concept: concept.name, term })));
const allTerms = termsIn(concepts);
const qualifierTerms = termsIn(qualifiers);
const placeTerms = places.flatMap((place) =>
  [...place.english, ...place.kannada].map((term) => ({
    place: place.name,
    term,
  })),
);

const isLatin = (term: string) => latinTerm.test(term);
const isKannada = (term: string) => kannadaTerm.test(term) && term.normalize("NFC") === term;

/** Terms that appear more than once, with where: "driver: driver, bus driver". */
function repeated(entries: { owner: string; term: string }[]): string[] {
  const owners = new Map<string, string[]>();
  for (const { owner, term } of entries) {
    const key = term.toLowerCase();
    owners.set(key, [...(owners.get(key) ?? []), owner]);
  }
  return [...owners].filter(([, where]) => where.length > 1).map(([term, where]) => `${term}: ${where.join(", ")}`);
}

// Trades and qualifiers (workplaces, languages, shifts: words that describe a job without naming a
// trade) keep the same rules for their terms.
describe.each([
  { list: "trades", vocabulary: concepts, atLeast: 150 },
  { list: "qualifiers", vocabulary: qualifiers, atLeast: 40 },
])("job vocabulary: $list", ({ vocabulary, atLeast }) => {
  const terms = termsIn(vocabulary);

  it(`has at least ${atLeast} concepts with unique names`, () => {
    expect(vocabulary.length).toBeGreaterThanOrEqual(atLeast);
    const names = vocabulary.map((concept) => concept.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it("names each concept by one of its own Latin terms", () => {
    const unnamed = vocabulary.filter((concept) => ![...concept.english, ...(concept.loanWords ?? [])].includes(concept.name));
    expect(unnamed.map((concept) => concept.name)).toEqual([]);
  });

  it("gives every concept an English term and a Kannada-script term", () => {
    expect(vocabulary.filter((concept) => concept.english.length === 0).map((concept) => concept.name)).toEqual([]);
    const withoutKannada = vocabulary.filter((concept) => concept.kannada.length + concept.englishInKannada.length === 0);
    expect(withoutKannada.map((concept) => concept.name)).toEqual([]);
  });

  it("writes Latin terms lower case with single spaces, and Kannada terms in Kannada script, NFC", () => {
    const wrong = vocabulary.flatMap((concept) => [
      ...[...concept.english, ...concept.romanised].filter((term) => !isLatin(term)),
      ...[...concept.kannada, ...concept.englishInKannada].filter((term) => !isKannada(term)),
      ...(concept.loanWords ?? []).filter((term) => !isLatin(term) && !isKannada(term)),
    ]);
    expect(wrong).toEqual([]);
  });

  // A short word matched as a prefix finds unrelated words ("it" in "item"): a Latin term of one
  // word needs 3 letters, and 2 will do only inside a phrase ("hr executive", "it support").
  it("keeps every word of a term long enough to match as a prefix", () => {
    const tooShort = (term: string) => {
      const words = term.split(" ");
      return words.some((word) => (isLatin(word) ? word.length < (words.length === 1 ? 3 : 2) : [...word.replace(joiners, "")].length < 2));
    };
    expect(terms.filter(({ term }) => tooShort(term))).toEqual([]);
  });

  it("names only other concepts of its own list as the ones a concept also finds", () => {
    const names = new Set(vocabulary.map((concept) => concept.name));
    expect(vocabulary.flatMap((concept) => (concept.alsoFinds ?? []).filter((other) => !names.has(other) || other === concept.name))).toEqual([]);
  });

  it("keeps an abbreviation to one Latin word of two letters, no term of any concept", () => {
    const abbreviations = vocabulary.flatMap((concept) => concept.abbreviations ?? []);
    expect(abbreviations.filter((abbreviation) => !/^[a-z]{2}$/.test(abbreviation))).toEqual([]);
    const everyTerm = new Set([...allTerms, ...qualifierTerms].map(({ term }) => term));
    expect(abbreviations.filter((abbreviation, index) => everyTerm.has(abbreviation) || abbreviations.indexOf(abbreviation) !== index)).toEqual([]);
  });

  it("has no bare generic word as a term", () => {
    expect(terms.filter(({ term }) => genericWords.includes(term))).toEqual([]);
  });
});

describe("job vocabulary", () => {
  // A query word is read as one thing: a trade (required), a qualifier (ranks) or a place.
  it("puts each term in one concept only, across trades and qualifiers", () => {
    expect(
      repeated([
        ...allTerms.map(({ concept, term }) => ({ owner: `trade ${concept}`, term })),
        ...qualifierTerms.map(({ concept, term }) => ({ owner: `qualifier ${concept}`, term })),
      ]),
    ).toEqual([]);
  });
});

describe("places", () => {
  it("has at least 100 places with unique names", () => {
    expect(places.length).toBeGreaterThanOrEqual(100);
    const names = places.map((place) => place.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it("gives every place its own name in English and a Kannada spelling", () => {
    const ownName = (name: string) => name.toLowerCase().replace(/\./g, "").replace(/\s+/g, " ").trim();
    expect(places.filter((place) => !place.english.includes(ownName(place.name))).map((place) => place.name)).toEqual([]);
    expect(places.filter((place) => place.kannada.length === 0).map((place) => place.name)).toEqual([]);
  });

  it("writes English spellings lower case and Kannada spellings in Kannada script, NFC", () => {
    const wrong = places.flatMap((place) => [...place.english.filter((term) => !isLatin(term)), ...place.kannada.filter((term) => !isKannada(term))]);
    expect(wrong).toEqual([]);
  });

  it("puts each spelling in one place only", () => {
    expect(repeated(placeTerms.map(({ place, term }) => ({ owner: place, term })))).toEqual([]);
  });

  it("has no spelling that is also a trade or a qualifier", () => {
    const jobWords = new Set([...allTerms, ...qualifierTerms].map(({ term }) => term.toLowerCase()));
    expect(placeTerms.filter(({ term }) => jobWords.has(term.toLowerCase()))).toEqual([]);
  });
});
