/** How a query is read before the database sees it: words, filler, phrases, places and case endings. */
import { describe, expect, it } from "vitest";
import { queryWords, readQuery, vocabularyWords, wordsOf, wordsToCheck } from "./query.ts";

const terms = (words: string[][]) => words.map((term) => term.join(" "));

describe("the words of a query", () => {
  it("splits as the search index does, keeping Kannada vowel signs, in lower case", () => {
    expect(wordsOf("Driver, HEBBAL-2nd stage")).toEqual(["driver", "hebbal", "2nd", "stage"]);
    expect(wordsOf("ಚಾಲಕರು ಬೇಕಾಗಿದ್ದಾರೆ!")).toEqual(["ಚಾಲಕರು", "ಬೇಕಾಗಿದ್ದಾರೆ"]);
  });

  it("drops words that only say 'a job' unless a phrase holds them or nothing else is left", () => {
    const typed = (text: string) => readQuery(queryWords(text)).map((unit) => unit.typed.join(" "));
    expect(typed("urgent jobs for a cook in Gokulam")).toEqual(["cook", "gokulam"]);
    expect(typed("ಹೆಬ್ಬಾಳ ಕೆಲಸ ಬೇಕು")).toEqual(["ಹೆಬ್ಬಾಳ"]);
    expect(typed("gare kelasa")).toEqual(["gare kelasa"]);
    expect(typed("jobs")).toEqual(["jobs"]);
    expect(queryWords("   ")).toEqual([]);
  });

  it("keeps at most eight words", () => {
    expect(queryWords("one two three four five six seven eight nine ten")).toHaveLength(8);
  });
});

describe("reading a query through the vocabulary", () => {
  it("widens a trade to its names in every script, and takes a phrase whole", () => {
    const [driver] = readQuery(["driver"]);
    expect(driver).toMatchObject({ typed: ["driver"], kind: "trade", near: [] });
    expect(terms(driver!.widened)).toEqual(expect.arrayContaining(["chauffeur", "ಚಾಲಕ", "ಡ್ರೈವರ್", "chalaka"]));
    expect(terms(driver!.widened)).not.toContain("driver");

    const units = readQuery(["security", "guard", "hebbal"]);
    expect(units.map((unit) => unit.typed)).toEqual([["security", "guard"], ["hebbal"]]);
    expect(terms(units[0]!.widened)).toContain("watchman");
    expect(units[1]).toMatchObject({ kind: "place" });
    expect(terms(units[1]!.widened)).toContain("ಹೆಬ್ಬಾಳ");
  });

  it("reads English plurals and Kannada case endings as their term", () => {
    expect(terms(readQuery(["drivers"])[0]!.widened)).toContain("driver");
    expect(terms(readQuery(["ಚಾಲಕರು"])[0]!.widened)).toContain("driver");
    const [place] = readQuery(["ಹೆಬ್ಬಾಳದಲ್ಲಿ"]);
    expect(place).toMatchObject({ kind: "place" });
    expect(terms(place!.widened)).toEqual(expect.arrayContaining(["ಹೆಬ್ಬಾಳ", "hebbal"]));
    expect(terms(readQuery(["ಮೈಸೂರಿನಲ್ಲಿ"])[0]!.widened)).toEqual(expect.arrayContaining(["mysuru", "mysore"]));
    // A term ending in a vowel sign goes on with a vowel sign: ಕೂಲರ್ (a cooler) is not ಕೂಲಿ (labour).
    expect(readQuery(["ಕೂಲರ್"])[0]!.kind).toBe("word");
  });

  it("reads a Kannada term typed with or without a zero-width joiner as the same term", () => {
    // The index splits ವಾಚ್‌ಮನ್ at its non-joiner; the vocabulary writes ವಾಚ್ಮನ್.
    expect(readQuery(["ವಾಚ್", "ಮನ್"])[0]).toMatchObject({ kind: "trade", concept: "trade:security guard" });
    expect(readQuery(["ವಾಚ್ಮನ್"])[0]).toMatchObject({ kind: "trade", concept: "trade:security guard" });
  });

  it("reads a local name as its trade, and a subject after a qualification as a word, not a trade", () => {
    expect(readQuery(["aaya"])[0]).toMatchObject({ kind: "trade", concept: "trade:babysitter" });
    expect(readQuery(["ಆಯಾ"])[0]).toMatchObject({ kind: "trade", concept: "trade:babysitter" });
    const units = readQuery(["diploma", "mechanical", "job"]);
    expect(units.map((unit) => [unit.typed.join(" "), unit.kind])).toEqual([
      ["diploma", "qualification"],
      ["mechanical", "word"],
    ]);
  });

  it("ranks a phrase by a word of it that is a qualifier of its own, not by the phrase itself", () => {
    const [watchman] = readQuery(["night", "watchman"]);
    expect(watchman).toMatchObject({ kind: "trade" });
    expect(terms(watchman!.boosts)).toContain("night shift");
    const [nightShift] = readQuery(["night", "shift"]);
    expect(nightShift).toMatchObject({ kind: "qualifier", concept: "qualifier:night shift", boosts: [] });
  });

  it("leaves a word the vocabulary does not know as typed", () => {
    expect(readQuery(["zumba"])).toEqual([{ typed: ["zumba"], widened: [], broader: [], boosts: [], kind: "word", near: [] }]);
  });

  it("reads a misspelt word as its nearest spelling, phrases included, and keeps the others as near", () => {
    const [guard] = readQuery(["securty", "guard"], new Map([["securty", ["security", "secure"]]]));
    expect(guard!.typed).toEqual(["securty", "guard"]);
    expect(terms(guard!.widened)).toContain("watchman");
    expect(guard!.near).toEqual(["security guard"]);
    const [electrician] = readQuery(["electrision"], new Map([["electrision", ["electrical", "electrician"]]]));
    expect(terms(electrician!.widened)).toContain("ಎಲೆಕ್ಟ್ರಿಷಿಯನ್");
    expect(electrician!.near).toEqual(["electrician", "electrical"]);
  });
});

describe("which words get near spellings looked up", () => {
  it("skips the vocabulary's words (10th is a qualification), numbers and words too short to tell", () => {
    expect(wordsToCheck(["drivr", "driver", "ಚಾಲಕ", "10th", "2024", "abc", "ಹಾ", "drivr", "11th"])).toEqual(["drivr", "11th"]);
  });

  it("lists every word of the vocabulary and the places once, for near spellings of them", () => {
    expect(vocabularyWords).toEqual(expect.arrayContaining(["chauffeur", "watchman", "ಚಾಲಕ", "hebbal", "ಹೆಬ್ಬಾಳ"]));
    expect(new Set(vocabularyWords).size).toBe(vocabularyWords.length);
  });
});
