/**
 * Distances between the localities of localities.ts and a point: the point a search sorts by, and
 * the locality nearest the browser's position ("Use my location"). The web app loads this module
 * only when the reader asks for that, so the table's points stay out of the job list's script.
 */
import { localities, type Locality } from "./localities.ts";
import type { LocalityName } from "./locality-names.ts";

export interface Point {
  latitude: number;
  longitude: number;
}

/** The city as a whole: its head post office, less precise than any of its localities. */
export const wholeCity: LocalityName = "Mysuru";

/**
 * Beyond this many km from every locality a position is outside the area the table covers: the
 * nearest locality of a reader in Bengaluru says nothing of where they are.
 */
export const coveredKm = 30;

const byName = new Map<string, Locality>(localities.map((locality) => [locality.name, locality]));

export function localityNamed(name: LocalityName): Locality {
  return byName.get(name)!;
}

/**
 * Kilometres between two points, on the equirectangular approximation the search sorts by (within
 * a district it is off by metres, well under the precision of a pincode's centre).
 */
export function kilometresBetween(a: Point, b: Point): number {
  const radians = Math.PI / 180;
  const x = (b.longitude - a.longitude) * radians * Math.cos(((a.latitude + b.latitude) / 2) * radians);
  const y = (b.latitude - a.latitude) * radians;
  return Math.hypot(x, y) * 6371;
}

/**
 * The locality nearest `position`, and how far it is; a locality rather than the whole city, which
 * shares its point with one (Mandi Mohalla). Null beyond `coveredKm` of them all.
 */
export function nearestLocality(position: Point): { locality: Locality; kilometres: number } | null {
  let nearest: { locality: Locality; kilometres: number } | null = null;
  for (const locality of localities) {
    if (locality.name === wholeCity) continue;
    const kilometres = kilometresBetween(position, locality);
    if (!nearest || kilometres < nearest.kilometres) nearest = { locality, kilometres };
  }
  return nearest && nearest.kilometres <= coveredKm ? nearest : null;
}
