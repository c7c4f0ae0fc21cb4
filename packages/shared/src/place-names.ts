/** A place as an employer or a candidate typed it, in the reader's language where the localities know its parts. */
import type { Language } from "./constants.ts";
import { localityNames } from "./locality-names.ts";

/**
 * "Hebbal, Mysuru" in Kannada is "ಹೆಬ್ಬಾಳ, ಮೈಸೂರು": each part between commas the localities know is
 * given its Kannada name (the case of the letters aside); any other part stays as it was typed.
 */
export function placeIn(place: string, language: Language): string {
  if (language === "en") return place;
  return place
    .split(",")
    .map((part) => {
      const known = localityNames.find((locality) => locality.name.toLowerCase() === part.trim().toLowerCase());
      return known ? part.replace(part.trim(), known.kannada) : part;
    })
    .join(",");
}
