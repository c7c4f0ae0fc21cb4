import { describe, expect, it } from "vitest";
import { isSitePath } from "./site-paths.ts";

describe("isSitePath", () => {
  it("knows the pages, their parameters and the redirects", () => {
    for (const path of ["/", "/jobs", "/jobs/123", "/courses/course1", "/login/candidate", "/signup/employer", "/admin", "/admin/audit", "/register"]) {
      expect(isSitePath(path), path).toBe(true);
    }
  });

  it("ignores case and a trailing slash, like the web app's router", () => {
    for (const path of ["/JOBS", "/jobs/", "/Candidate/Profile/", "//contact"]) expect(isSitePath(path), path).toBe(true);
  });

  it("knows no other path", () => {
    for (const path of ["/no-such-page", "/jobs/1/2", "/admin/nope", "/candidate", "/login/a/b", "/api", "/index.html"]) {
      expect(isSitePath(path), path).toBe(false);
    }
  });
});
