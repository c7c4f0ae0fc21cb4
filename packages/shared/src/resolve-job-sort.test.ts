import { describe, expect, it } from "vitest";
import { resolveJobSort } from "./job-sort.ts";
import { jobSearchSchema } from "./jobs.ts";

describe("the order a job search lists in", () => {
  it("is newest first without words or a place, best match with words, nearest with a place, words or not", () => {
    expect(resolveJobSort({})).toBe("latest");
    expect(resolveJobSort({ q: "driver" })).toBe("relevance");
    expect(resolveJobSort({ near: "Hebbal" })).toBe("nearest");
    expect(resolveJobSort({ q: "driver", near: "Hebbal" })).toBe("nearest");
  });

  it("is the one asked for when it has something to order by", () => {
    expect(resolveJobSort({ q: "driver", near: "Hebbal", sort: "relevance" })).toBe("relevance");
    expect(resolveJobSort({ near: "Hebbal", sort: "latest" })).toBe("latest");
    expect(resolveJobSort({ sort: "top" })).toBe("top");
    expect(resolveJobSort({ near: "Hebbal", sort: "nearest" })).toBe("nearest");
  });

  it("falls back to the unset order for best match without words and nearest without a place", () => {
    expect(resolveJobSort({ sort: "relevance" })).toBe("latest");
    expect(resolveJobSort({ near: "Hebbal", sort: "relevance" })).toBe("nearest");
    expect(resolveJobSort({ sort: "nearest" })).toBe("latest");
    expect(resolveJobSort({ q: "driver", sort: "nearest" })).toBe("relevance");
  });

  it("takes a place only from the localities' table", () => {
    expect(jobSearchSchema.safeParse({ near: "Hebbal" }).success).toBe(true);
    expect(jobSearchSchema.safeParse({ near: "hebbal" }).success).toBe(false);
    expect(jobSearchSchema.safeParse({ near: "Irwin Road" }).success).toBe(false);
  });
});
