import { describe, expect, it } from "vitest";
import { latinLookalike } from "./latin-lookalikes.ts";
import { numberFromWords, textForChecks } from "./text-for-checks.ts";

describe("textForChecks", () => {
  it.each<[string, string]>([
    ["plain text stays", "plain text stays"],
    ["98450  12345", "98450 12345"],
    ["98450\t \u00a012345", "98450 12345"],
    ["fe\u00ade 98\u200b450", "fee 98450"],
    ["९८४५० ೧೨೩೪೫ ৯", "98450 12345 9"],
    ["ｆｅｅ ９８４５０", "fee 98450"],
    ["9845O12345 and 98450 l2345", "9845012345 and 98450 12345"],
    ["Oasis Mall, 10 lakh, Room 5O", "Oasis Mall, 10 lakh, Room 5O"],
    ["pay five hundred rupees", "pay 500 rupees"],
    ["ಐನೂರು ರೂಪಾಯಿ ಕಟ್ಟಿ", "500 ರೂಪಾಯಿ ಕಟ್ಟಿ"],
    ["ಎರಡು ಸಾವಿರದ ಐನೂರು ರೂ. ಠೇವಣಿ", "2500 ರೂ. ಠೇವಣಿ"],
    ["ಆರು ಜನ ಬೇಕು, ಸಂಬಳ 15 ಸಾವಿರ", "ಆರು ಜನ ಬೇಕು, ಸಂಬಳ 15 ಸಾವಿರ"],
    ["ಐನೂರುಕ್ಕೂ ಹೆಚ್ಚು ಜನ", "ಐನೂರುಕ್ಕೂ ಹೆಚ್ಚು ಜನ"],
    ["two thousand five hundred and fifty", "2550"],
    ["twenty-five openings, one shift", "25 openings, one shift"],
    ["one two three", "one two three"],
  ])("reads %j as %j", (text, expected) => {
    expect(textForChecks(text).text).toBe(expected);
  });

  it("reads look-alike letters of other scripts as Latin ones with the confusables table, and leaves Kannada as it is", () => {
    expect(textForChecks("fее Ѕесurity", latinLookalike).text).toBe("fee Security");
    expect(textForChecks("fее").text).toBe("fее");
    expect(textForChecks("ನೋಂದಣಿ ಶುಲ್ಕ ೫೦೦", latinLookalike).text).toBe("ನೋಂದಣಿ ಶುಲ್ಕ 500");
  });

  it("maps every span of what it read back to what was written", () => {
    const written = "Pay  five hundred\u200b rupees: ９８４５O１";
    const read = textForChecks(written);
    expect(read.text).toBe("Pay 500 rupees: 984501");
    const at = (part: string) => {
      const start = read.text.indexOf(part);
      const span = read.original(start, start + part.length);
      return written.slice(span.start, span.end);
    };
    expect(at("500")).toBe("five hundred");
    expect(at("Pay 500")).toBe("Pay  five hundred");
    expect(at("500 rupees")).toBe("five hundred\u200b rupees");
    expect(at("984501")).toBe("９８４５O１");
  });
});

describe("numberFromWords", () => {
  it.each<[string, number | null]>([
    ["five hundred", 500],
    ["fifteen hundred", 1500],
    ["two thousand five hundred", 2500],
    ["one lakh", 100_000],
    ["twenty five", 25],
    ["ninety-nine", 99],
    ["ಐನೂರು", 500],
    ["ಎರಡು ಸಾವಿರ", 2000],
    ["ಒಂದು ಸಾವಿರದ ಇನ್ನೂರು", 1200],
    ["ಹದಿನೈದು ಸಾವಿರ", 15_000],
    ["ಎರಡು ಲಕ್ಷ", 200_000],
    ["ಐದು ಎರಡು", null],
    ["five two", null],
    ["twenty thirty", null],
  ])("%s → %s", (words, value) => {
    expect(numberFromWords(words)).toBe(value);
  });
});
