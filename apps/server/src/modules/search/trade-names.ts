/**
 * The trades a candidate picks from on /candidate/start (issue 52): the search's vocabulary of
 * trades, each named in English and in Kannada, with every word the search knows it by so the pick
 * list can be searched in either script. A skill saved under one of these names is written in the
 * other language on a résumé made in it.
 */
import type { TradeName } from "@app/shared/candidates";
import { concepts } from "./vocabulary.ts";

/** Where the vocabulary's first Kannada word names the field or the shop, not the person: the name people use for the trade. */
const kannadaNames: Record<string, string> = {
  tailor: "ಟೈಲರ್",
  baker: "ಬೇಕರ್",
  pharmacist: "ಫಾರ್ಮಸಿಸ್ಟ್",
  electrician: "ಎಲೆಕ್ಟ್ರಿಷಿಯನ್",
  "farm worker": "ಕೃಷಿ ಕಾರ್ಮಿಕ",
  packer: "ಪ್ಯಾಕರ್",
  "sewing machine operator": "ಗಾರ್ಮೆಂಟ್ಸ್ ಕೆಲಸ",
  "warehouse associate": "ಗೋದಾಮು ಕೆಲಸ",
  butcher: "ಮಾಂಸದ ಅಂಗಡಿ ಕೆಲಸ",
};

const acronyms = new Set(["it", "cctv", "jcb", "cnc", "hr", "asha"]);

function englishName(name: string): string {
  const words = name.split(" ").map((word) => (acronyms.has(word) ? word.toUpperCase() : word));
  const first = words[0] ?? "";
  return [first.charAt(0).toUpperCase() + first.slice(1), ...words.slice(1)].join(" ");
}

export const tradeNames: readonly TradeName[] = concepts.map((concept) => ({
  id: concept.name,
  en: englishName(concept.name),
  kn: kannadaNames[concept.name] ?? concept.kannada[0] ?? concept.englishInKannada[0] ?? englishName(concept.name),
  words: [...new Set([...concept.english, ...concept.kannada, ...concept.englishInKannada, ...concept.romanised, ...(concept.loanWords ?? [])])],
}));

const byName = new Map<string, TradeName>();
for (const trade of tradeNames) {
  for (const name of [trade.en, trade.kn]) byName.set(name.toLocaleLowerCase(), trade);
}

/** A skill as a résumé in `language` writes it: a trade's name in that language, anything else as typed. */
export function skillIn(skill: string, language: "en" | "kn"): string {
  return byName.get(skill.trim().toLocaleLowerCase())?.[language] ?? skill;
}
