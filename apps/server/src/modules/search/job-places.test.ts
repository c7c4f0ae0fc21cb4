/** Where a job lies, read from its location as people write it: either script, case endings, the city beside a locality. */
import { describe, expect, it } from "vitest";
import { localities } from "@app/shared/localities";
import { jobCoordinates, locateJob } from "./job-places.ts";

const located = (location: string) => locateJob(location)?.name ?? null;

describe("locating a job from its location", () => {
  it("reads a locality with the city beside it, in either order, as the locality", () => {
    expect(located("Hebbal, Mysuru")).toBe("Hebbal");
    expect(located("Mysore - Gokulam")).toBe("Gokulam");
    expect(located("Saraswathipuram, Mysuru 570009")).toBe("Saraswathipuram");
  });

  it("reads the locality among other words: stages, roads, 'near', an industrial area", () => {
    expect(located("Near Gokulam 3rd stage")).toBe("Gokulam");
    expect(located("Vijaynagar 2nd Stage, Mysuru")).toBe("Vijayanagar");
    expect(located("Hebbal Industrial Area, Mysuru")).toBe("Hebbal");
    expect(located("Hotel Road, Saraswathipuram")).toBe("Saraswathipuram");
    expect(located("Opp. bus stand, Hunsur")).toBe("Hunsur");
  });

  it("reads other English spellings of a place", () => {
    expect(located("Yelwal")).toBe("Ilavala");
    expect(located("kr mohalla")).toBe("K.R. Mohalla");
    expect(located("Siddarthanagar, Mysore")).toBe("Siddharthanagar");
    expect(located("KRS dam")).toBe("Krishnarajasagar");
  });

  it("reads Kannada, with case endings, and Kannada beside English", () => {
    expect(located("ಹೆಬ್ಬಾಳ")).toBe("Hebbal");
    expect(located("ಹೆಬ್ಬಾಳದಲ್ಲಿ")).toBe("Hebbal");
    expect(located("ಕುವೆಂಪುನಗರ, ಮೈಸೂರು")).toBe("Kuvempunagar");
    expect(located("ಮೈಸೂರಿನ ವಿಜಯನಗರ")).toBe("Vijayanagar");
    expect(located("ನಂಜನಗೂಡು")).toBe("Nanjangud");
  });

  it("takes the city's point when the city is all it names, or its place is one the table does not locate", () => {
    expect(located("Mysuru")).toBe("Mysuru");
    expect(located("ಮೈಸೂರು")).toBe("Mysuru");
    expect(located("Irwin Road, Mysuru")).toBe("Mysuru");
    expect(located("Kesare, Mysore")).toBe("Mysuru");
  });

  it("takes a road named after a town for a road of the city, not the town", () => {
    expect(located("Nanjangud Road, Mysuru")).toBe("Mysuru");
    expect(located("Hunsur Road")).toBeNull();
  });

  it("takes the first of two localities", () => {
    expect(located("Gokulam or Vijayanagar")).toBe("Gokulam");
  });

  it("locates nothing it cannot place", () => {
    expect(located("Bengaluru")).toBeNull();
    expect(located("Work from home")).toBeNull();
    expect(located("Kesare")).toBeNull();
    expect(located("")).toBeNull();
  });
});

describe("a job's coordinates", () => {
  it("are its locality's point, or both null", () => {
    const hebbal = localities.find((locality) => locality.name === "Hebbal")!;
    expect(jobCoordinates("Hebbal, Mysuru")).toEqual({ latitude: hebbal.latitude, longitude: hebbal.longitude });
    expect(jobCoordinates("Remote")).toEqual({ latitude: null, longitude: null });
  });
});
