/**
 * GET /metrics: absent without METRICS_TOKEN, 401 without the right bearer token, and with it the
 * Prometheus text of this app: requests by route pattern (never a raw id), open event streams,
 * mails sent and failed, uploads, the database pool on PostgreSQL, and the process's own metrics.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../config.ts";
import { samplePdf } from "../../db/sample-documents.ts";
import { expectError, expectStatus } from "../../test/responses.ts";
import { testDatabaseKind } from "../../test/test-database.ts";
import { createTestApp, signUpAgent, type Agent, type TestApp } from "../../test/test-app.ts";
import { freePort } from "../../../../../scripts/cluster-processes.mjs";

const token = "metrics-token-for-tests-0123456789";
const bearer = { authorization: `Bearer ${token}` };

let testApp: TestApp;
/** No METRICS_TOKEN: the default. */
let plainApp: TestApp;
/** Mail through an SMTP server that refuses connections, so every send fails. */
let failingMailApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ METRICS_TOKEN: token });
  plainApp = await createTestApp();
  // A port nothing listens on: every mail fails to connect.
  failingMailApp = await createTestApp({ METRICS_TOKEN: token, SMTP_URL: `smtp://127.0.0.1:${await freePort()}` });
});
afterAll(async () => {
  await testApp.close();
  await plainApp.close();
  await failingMailApp.close();
});

/** The metrics text, read as Prometheus would (asserting the 200 and its content type). */
async function scrape(app: TestApp = testApp): Promise<string> {
  const response = await app.agent().get("/metrics", bearer);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
  return response.body as string;
}

/** The value of the sample `name` whose labels are exactly `labels`, or undefined when there is none. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split("\n")) {
    const match = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [pair[1], pair[2]]));
    const wanted = Object.entries(labels);
    if (wanted.length === Object.keys(found).length && wanted.every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

/** Scrapes until `ready` holds for the text (a mail or a closed stream is counted a moment later). */
async function scrapeUntil(ready: (text: string) => boolean, app: TestApp = testApp): Promise<string> {
  let text = "";
  for (let attempt = 0; attempt < 100; attempt += 1) {
    text = await scrape(app);
    if (ready(text)) return text;
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
  return text;
}

describe("GET /metrics", () => {
  it("does not exist without METRICS_TOKEN, and a short token is refused at start", async () => {
    await expectError(plainApp.agent().get("/metrics"), 404, "not_found");
    await expectError(plainApp.agent().get("/metrics", bearer), 404, "not_found");
    expect(() => testConfig({ METRICS_TOKEN: "too-short" })).toThrow(/METRICS_TOKEN must be at least 16 characters/);
  });

  it("answers 401 without the bearer token or with a wrong one", async () => {
    const agent = testApp.agent();
    const attempts: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${token}x` },
      { authorization: `Bearer ${token.slice(0, -1)}` },
      { authorization: token },
      { authorization: `Basic ${token}` },
    ];
    for (const headers of attempts) {
      const response = await agent.get("/metrics", headers);
      await expectError(response, 401, "unauthenticated");
      expect(response.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
    }
  });

  it("counts requests by method, route pattern and status, and never a raw path", async () => {
    const agent = testApp.agent();
    const jobId = randomUUID();
    await expectError(agent.get(`/api/jobs/${jobId}`), 404, "not_found");
    await expectError(agent.get(`/api/jobs/${jobId}`), 404, "not_found");
    expect((await agent.get("/api/jobs/stats")).status).toBe(200);
    const unknownId = randomUUID();
    await expectError(agent.get(`/api/no-such-thing/${unknownId}`), 404, "not_found");
    await expectError(agent.get(`/nothing-here/${unknownId}`), 404, "not_found");

    const text = await scrape();
    expect(sample(text, "http_requests_total", { method: "GET", route: "/api/jobs/:id", status: "404" })).toBe(2);
    expect(sample(text, "http_requests_total", { method: "GET", route: "/api/jobs/stats", status: "200" })).toBe(1);
    // Unknown paths share one label.
    expect(sample(text, "http_requests_total", { method: "GET", route: "unmatched", status: "404" })).toBe(2);
    expect(sample(text, "http_request_duration_seconds_count", { method: "GET", route: "/api/jobs/:id", status: "404" })).toBe(2);
    expect(sample(text, "http_request_duration_seconds_bucket", { method: "GET", route: "/api/jobs/:id", status: "404", le: "+Inf" })).toBe(2);
    expect(text).not.toContain(jobId);
    expect(text).not.toContain(unknownId);
    expect(text).not.toContain("no-such-thing");
  });

  it("includes the process's own metrics", async () => {
    const text = await scrape();
    expect(sample(text, "process_cpu_user_seconds_total")).toBeGreaterThan(0);
    expect(sample(text, "nodejs_heap_size_used_bytes")).toBeGreaterThan(0);
    // Where the memory goes (ADR 062): the main thread's heap as V8 counts it, and RSS and PSS on Linux.
    const heapUsed = sample(text, "nodejs_thread_memory_bytes", { thread: "main", part: "heap_used" })!;
    expect(heapUsed).toBeGreaterThan(0);
    expect(heapUsed).toBeLessThanOrEqual(sample(text, "nodejs_thread_memory_bytes", { thread: "main", part: "heap_total" })!);
    expect(sample(text, "nodejs_thread_memory_bytes", { thread: "main", part: "array_buffers" })).toBeGreaterThan(0);
    if (process.platform === "linux") {
      const rss = sample(text, "process_memory_bytes", { measure: "rss" })!;
      expect(rss).toBeGreaterThan(heapUsed);
      expect(sample(text, "process_memory_bytes", { measure: "pss" })).toBeGreaterThan(0);
      expect(sample(text, "process_memory_bytes", { measure: "pss" })).toBeLessThanOrEqual(rss);
    }
  });

  it("reports the open event streams", async () => {
    const controller = new AbortController();
    const response = await testApp.agent().api.events.$get(undefined, { init: { signal: controller.signal } });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    expect(sample(await scrape(), "sse_open_streams")).toBe(1);
    controller.abort();
    await reader.cancel().catch(() => {});
    expect(sample(await scrapeUntil((text) => sample(text, "sse_open_streams") === 0), "sse_open_streams")).toBe(0);
  });

  it("counts mails sent, and mails that failed", async () => {
    const before = sample(await scrape(), "mails_sent_total");
    expect(before).toBe(0);
    const { input } = await signUpAgent(testApp, "candidate");
    await expectStatus(testApp.agent().api.accounts["forgot-password"].$post({ json: { email: input.email } }), 200);
    const text = await scrapeUntil((current) => sample(current, "mails_sent_total") === 1);
    expect(sample(text, "mails_sent_total")).toBe(1);
    expect(sample(text, "mails_failed_total")).toBe(0);
    expect(await testApp.outbox()).toHaveLength(1);

    // On an app whose SMTP server refuses the connection, the same mail fails, and only there.
    const failing = await signUpAgent(failingMailApp, "candidate");
    await expectStatus(failingMailApp.agent().api.accounts["forgot-password"].$post({ json: { email: failing.input.email } }), 200);
    const failed = await scrapeUntil((current) => sample(current, "mails_failed_total") === 1, failingMailApp);
    expect(sample(failed, "mails_failed_total")).toBe(1);
    expect(sample(failed, "mails_sent_total")).toBe(0);
    expect(sample(await scrape(), "mails_failed_total")).toBe(0);
  });

  it("counts uploads by kind and outcome", async () => {
    const candidate: Agent = (await signUpAgent(testApp, "candidate")).agent;
    const upload = (bytes: Uint8Array, name: string) => candidate.api.profile.resume.$put({ form: { file: new File([new Uint8Array(bytes)], name) } });
    await expectStatus(upload(samplePdf(), "cv.pdf"), 200);
    await expectError(upload(Buffer.from("<html></html>"), "cv.pdf"), 415, "invalid_file_format");
    await expectStatus(upload(samplePdf(), "cv-2.pdf"), 200);

    const employer = (await signUpAgent(testApp, "employer")).agent;
    const document = new File([new Uint8Array(samplePdf())], "gst.pdf");
    await expectStatus(employer.api.employer.verification.$post({ form: { kind: "gstin", number: "29ABCDE1234F1ZW", document } }), 201);

    const text = await scrape();
    expect(sample(text, "uploads_total", { kind: "resume", outcome: "stored" })).toBe(2);
    expect(sample(text, "uploads_total", { kind: "resume", outcome: "refused" })).toBe(1);
    expect(sample(text, "uploads_total", { kind: "verification_document", outcome: "stored" })).toBe(1);
    expect(sample(text, "http_requests_total", { method: "PUT", route: "/api/profile/resume", status: "415" })).toBe(1);
  });

  it("reports the PostgreSQL pool's connections; the embedded database has no pool", async () => {
    const text = await scrape();
    if (testDatabaseKind() === "postgres") {
      // The event bus holds one connection for LISTEN the whole time.
      expect(sample(text, "db_pool_connections", { state: "in_use" })).toBeGreaterThanOrEqual(1);
      expect(sample(text, "db_pool_connections", { state: "idle" })).toBeGreaterThanOrEqual(0);
      expect(sample(text, "db_pool_connections", { state: "waiting" })).toBe(0);
    } else {
      expect(text).not.toContain("db_pool_connections");
    }
  });
});
