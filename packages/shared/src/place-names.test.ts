import { describe, expect, it } from "vitest";
import { placeIn } from "./place-names.ts";

describe("placeIn", () => {
  it("gives each known part of a place its Kannada name and keeps the rest as typed", () => {
    expect(placeIn("Hebbal, Mysuru", "kn")).toBe("ಹೆಬ್ಬಾಳ, ಮೈಸೂರು");
    expect(placeIn("hebbal", "kn")).toBe("ಹೆಬ್ಬಾಳ");
    expect(placeIn("Near Chamundi Hill, Mysuru", "kn")).toBe("Near Chamundi Hill, ಮೈಸೂರು");
    expect(placeIn("Remote", "kn")).toBe("Remote");
  });

  it("leaves an English reader's place as it was typed", () => {
    expect(placeIn("hebbal,  Mysuru", "en")).toBe("hebbal,  Mysuru");
  });
});
