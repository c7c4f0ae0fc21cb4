import { describe, expect, it } from "vitest";
import { localities } from "./localities.ts";
import { coveredKm, kilometresBetween, localityNamed, nearestLocality, wholeCity } from "./locality-distance.ts";

describe("distances between the localities and a point", () => {
  it("measures kilometres as a map does, near enough within a district", () => {
    // Mysuru's head post office to Nanjangud's: 23 km as the crow flies.
    expect(kilometresBetween(localityNamed("Mysuru"), localityNamed("Nanjangud"))).toBeCloseTo(23.1, 0);
    expect(kilometresBetween(localityNamed("Hebbal"), localityNamed("Metagalli"))).toBe(0);
  });

  it("names the locality nearest a position, never the whole city, which shares its point with one", () => {
    const gokulam = localityNamed("Gokulam");
    expect(nearestLocality({ latitude: gokulam.latitude + 0.002, longitude: gokulam.longitude })?.locality.name).toBe("Gokulam");
    expect(nearestLocality(localityNamed("Mysuru"))?.locality.name).toBe("Mandi Mohalla");
    for (const locality of localities) {
      if (locality.name !== wholeCity) expect(kilometresBetween(nearestLocality(locality)!.locality, locality), locality.name).toBe(0);
    }
  });

  it("names none for a position beyond the area the table covers", () => {
    // Bengaluru, some 90 km from the nearest town of the list.
    expect(nearestLocality({ latitude: 12.9716, longitude: 77.5946 })).toBeNull();
    const maddur = localityNamed("Maddur");
    expect(nearestLocality({ latitude: maddur.latitude, longitude: maddur.longitude + (coveredKm - 1) / 108 })?.locality.name).toBe("Maddur");
  });
});
