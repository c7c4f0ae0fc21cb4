import { describe, expect, it } from "vitest";
import { carryNotice, takeCarriedNotice } from "./carried-notice";

describe("a notice carried to the next page", () => {
  it("is read once, where the next page takes it", () => {
    carryNotice({ kind: "info", title: "Login Required", description: "Please login as a candidate to save jobs." });

    expect(takeCarriedNotice()).toEqual({ kind: "info", title: "Login Required", description: "Please login as a candidate to save jobs." });
    expect(takeCarriedNotice()).toBeNull();
  });

  it("is nothing when what is stored is not a notice", () => {
    sessionStorage.setItem("notice-for-next-page", JSON.stringify({ kind: "warning", title: "x", description: "y" }));
    expect(takeCarriedNotice()).toBeNull();
    sessionStorage.setItem("notice-for-next-page", "{not json");
    expect(takeCarriedNotice()).toBeNull();
  });
});
