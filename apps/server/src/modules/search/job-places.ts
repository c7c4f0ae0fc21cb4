/**
 * Where a job lies, read from its location text ("Hebbal, Mysuru", "ಹೆಬ್ಬಾಳ", "Near Gokulam 3rd
 * stage") the way a search reads place words (query.ts), in either script and with Kannada case
 * endings: the most specific locality of localities.ts it names, and so its point. Pure.
 */
import { localities, type Locality } from "@app/shared/localities";
import { wholeCity } from "@app/shared/locality-distance";
import { places, type Place } from "./places.ts";
import { readQuery, wordsOf, type QueryUnit } from "./query.ts";

const located = new Map<string, Locality>(localities.map((locality) => [locality.name, locality]));

/** Each name of each place, as its words joined with spaces, to the place. */
const placeByTerm = new Map<string, Place>();
for (const place of places) {
  for (const name of [...place.english, ...place.kannada]) placeByTerm.set(wordsOf(name).join(" "), place);
}

/** The place a unit of the text names: its words as typed, or, with a case ending, one of its other names. */
function placeOf(unit: QueryUnit): Place | undefined {
  for (const term of [unit.typed, ...unit.widened]) {
    const place = placeByTerm.get(term.join(" "));
    if (place) return place;
  }
  return undefined;
}

/**
 * The locality a job's location names: the first one the table locates, else the whole city
 * when it names it (Mysuru, or a place of it the table does not locate, such as a road, with the
 * city's name beside it), else null.
 */
export function locateJob(location: string): Locality | null {
  const named = readQuery(wordsOf(location))
    .filter((unit) => unit.kind === "place")
    .flatMap((unit) => located.get(placeOf(unit)?.name ?? "") ?? []);
  return named.find((locality) => locality.name !== wholeCity) ?? named[0] ?? null;
}

/** The job row's coordinates for a location: both null when it names no locality the table locates. */
export function jobCoordinates(location: string): { latitude: number | null; longitude: number | null } {
  const locality = locateJob(location);
  return { latitude: locality?.latitude ?? null, longitude: locality?.longitude ?? null };
}
