/**
 * Local-area visitors through the whole app, on the real DB-IP database: an address is geolocated
 * once, when its visitor is first seen, and only the yes/no is kept.
 */
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { visitors } from "../../db/schema/index.ts";
import { expectStatus } from "../../test/responses.ts";
import { createTestApp, signInAdmin, type Agent, type TestApp } from "../../test/test-app.ts";

const browser = "Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36";

let testApp: TestApp;
let admin: Agent;

beforeAll(async () => {
  testApp = await createTestApp({
    TRUST_PROXY: "1",
    GEOIP_DATABASE: "",
    GEOIP_CACHE_DIR: path.join(os.tmpdir(), "nj-geo-cache"),
    LOCAL_REGION: "Karnataka",
  });
  admin = await signInAdmin(testApp);
}, 120_000);
afterAll(() => testApp.close());

async function visitFrom(address: string, agent = testApp.agent({ "user-agent": browser })) {
  await expectStatus(agent.api.site.$get({}, { headers: { "x-forwarded-for": address } }), 200);
  await testApp.deps.visitors.settled();
  return agent;
}

it("counts the visitors from Karnataka's addresses, IPv4 and IPv6, and no others", async () => {
  const bengaluru = await visitFrom("106.51.0.1");
  await visitFrom("2405:201:d00f:1::1");
  await visitFrom("49.36.0.1");
  await visitFrom("8.8.8.8");
  const { visitors: counts } = await expectStatus(admin.api.admin.dashboard.$get(), 200);
  expect(counts).toEqual({ realtime: 4, total: 4, localArea: 2, region: "Karnataka" });

  // Looked up once: the same browser seen later from Mumbai is still the visitor first seen in Bengaluru.
  await visitFrom("49.36.0.1", bengaluru);
  const [row] = await testApp.db.select().from(visitors).where(eq(visitors.id, bengaluru.cookies.get("nj_vid")!));
  expect(row?.localArea).toBe(true);
  expect((await expectStatus(admin.api.admin.dashboard.$get(), 200)).visitors.localArea).toBe(2);
});
