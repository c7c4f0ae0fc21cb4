import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe("health", () => {
  it("answers /healthz and /readyz with the database reachable", async () => {
    // Untyped: the probes sit outside /api, so outside AppType.
    const agent = testApp.agent();
    expect((await agent.get("/healthz")).body).toEqual({ status: "ok" });
    expect(await agent.get("/readyz")).toMatchObject({ status: 200, body: { status: "ready" } });
  });

  it("returns a request id and the security headers on every response", async () => {
    const response = await testApp.agent().get("/healthz");
    expect(response.headers.get("x-request-id")).toMatch(/.{8,}/);
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("has the six seeded courses", async () => {
    const rows = await testApp.db.query.courses.findMany();
    expect(rows.map((course) => course.id).sort()).toEqual(["course1", "course2", "course3", "course4", "course7", "course8"]);
  });
});
