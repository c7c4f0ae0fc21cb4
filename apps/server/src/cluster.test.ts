/**
 * Issue 14, end to end: 3 server instances on one PostgreSQL behind nginx, started as
 * `npm run cluster -- 3` starts them (scripts/cluster-processes.mjs), on an empty database. Sessions,
 * live events and rate limits hold across instances; a kill -9 of one loses no acknowledged write;
 * a SIGTERM drains one under traffic; the migrations ran once. PostgreSQL only (the embedded
 * database is one process's); needs nginx, and fails saying so under REQUIRE_ALL_SUITES without it.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildJobPost, buildSignUp, defaultPassword } from "@app/shared/factories";
import { freePort, nginxBinary, startCluster, type Cluster } from "../../../scripts/cluster-processes.mjs";
import { migrationsFolder } from "./db/client.ts";
import { samplePdf } from "./db/sample-documents.ts";
import { createEmptyPostgresDatabase, testDatabaseKind } from "./test/test-database.ts";

const onPostgres = testDatabaseKind() === "postgres";
const hasNginx = existsSync(nginxBinary);
const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as { entries: unknown[] };

if (onPostgres && !hasNginx && process.env.REQUIRE_ALL_SUITES) {
  describe("several instances behind nginx", () => {
    it("needs nginx", () => {
      throw new Error(`${nginxBinary} is missing: install Debian's nginx (apt-get install nginx; .ci/run does)`);
    });
  });
}

interface Answer {
  status: number;
  /** The instance that answered (x-instance). */
  instance: string | null;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON read by the assertions
  cookie: string;
}

describe.runIf(onPostgres && hasNginx)("several instances behind nginx (npm run cluster)", () => {
  let database: Awaited<ReturnType<typeof createEmptyPostgresDatabase>> | undefined;
  let dataDir: string;
  let databaseUrl: string;
  let cluster: Cluster;
  let pool: pg.Pool;
  let employer: { email: string; cookie: string; id: string };

  /** A JSON request through nginx (or straight to `base`, an instance), as the browser at PUBLIC_URL sends it. */
  async function call(method: string, url: string, options: { body?: unknown; cookie?: string; base?: string } = {}): Promise<Answer> {
    const headers: Record<string, string> = { origin: cluster.publicUrl };
    if (options.cookie) headers.cookie = options.cookie;
    let body: FormData | string | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(options.body);
    }
    const response = await fetch(`${options.base ?? cluster.url}${url}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON (an nginx error page): kept as text
    }
    const cookie = response.headers.getSetCookie().map((setCookie) => setCookie.split(";")[0]).join("; ");
    return { status: response.status, instance: response.headers.get("x-instance"), body: parsed, cookie };
  }

  /** A JSON POST through nginx from a given loopback address (node:http can bind one; fetch cannot). */
  function requestFrom(localAddress: string, url: string, body: unknown, headers: Record<string, string> = {}) {
    const target = new URL(`${cluster.url}${url}`);
    return new Promise<Answer>((resolve, reject) => {
      const request = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          method: "POST",
          localAddress,
          headers: { origin: cluster.publicUrl, "content-type": "application/json", ...headers },
        },
        (response) => {
          let text = "";
          response.on("data", (chunk) => (text += chunk));
          response.on("end", () =>
            resolve({ status: response.statusCode!, instance: (response.headers["x-instance"] as string) ?? null, body: JSON.parse(text), cookie: "" }),
          );
        },
      );
      request.on("error", reject);
      request.end(JSON.stringify(body));
    });
  }

  async function signUp(type: "candidate" | "employer") {
    const input = buildSignUp(type);
    const answer = await call("POST", `/api/accounts/sign-up/${type}`, { body: input });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return { email: input.email, cookie: answer.cookie, id: answer.body.user.id as string };
  }

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase("nj_cluster");
    databaseUrl = database.url;
    dataDir = mkdtempSync(path.join(os.tmpdir(), "nj-cluster-data-"));
    pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    // pool.end() lets its connections go without waiting for them to close; the forced drop in
    // afterAll may end one still closing, which the pool would otherwise throw as uncaught.
    pool.on("error", () => {});
    // All three at once on the empty database: they race for the migrations.
    cluster = await startCluster({
      instances: 3,
      databaseUrl,
      port: await freePort(),
      dataDir,
      env: { PATH: process.env.PATH, NODE_ENV: "production", GEOIP_DATABASE: "off", LOG_LEVEL: "warn", SMTP_URL: "" },
      readyTimeoutMs: 60_000,
    });
  }, 90_000);

  afterAll(async () => {
    await cluster?.stop();
    await pool?.end();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it("ran the migrations once when the 3 instances started together on an empty database", async () => {
    expect(cluster.instances.map((instance) => instance.hasExited())).toEqual([false, false, false]);
    const { rows } = await pool.query<{ hash: string }>("select hash from drizzle.__drizzle_migrations");
    expect(rows).toHaveLength(journal.entries.length);
    expect(new Set(rows.map((row) => row.hash)).size).toBe(journal.entries.length);
  });

  it("keeps a session made through nginx on every instance (30 requests)", async () => {
    employer = await signUp("employer");
    const signedIn = await call("POST", "/api/accounts/sign-in/employer", { body: { email: employer.email, password: defaultPassword } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.cookie).not.toBe("");
    employer.cookie = signedIn.cookie;

    const answers = await Promise.all(Array.from({ length: 30 }, () => call("GET", "/api/accounts/me", { cookie: employer.cookie })));
    expect(answers.map((answer) => answer.body.user?.email)).toEqual(Array(30).fill(employer.email));
    expect(new Set(answers.map((answer) => answer.instance))).toEqual(new Set(["i1", "i2", "i3"]));
  });

  it("brings an application made on one instance to the employer's live stream held on another", async () => {
    const posted = await call("POST", "/api/jobs", { body: buildJobPost(), cookie: employer.cookie });
    expect(posted.status).toBe(201);
    const jobId: string = posted.body.job.id;
    const candidate = await signUp("candidate");
    const form = new FormData();
    form.append("file", new Blob([samplePdf()], { type: "application/pdf" }), "cv.pdf");
    expect((await call("PUT", "/api/profile/resume", { body: form, cookie: candidate.cookie })).status).toBe(200);

    // The employer's page listens through nginx; nginx picks the instance (A).
    const controller = new AbortController();
    const stream = await fetch(`${cluster.url}/api/events`, {
      headers: { origin: cluster.publicUrl, cookie: employer.cookie },
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    const streamInstance = stream.headers.get("x-instance");
    let received = "";
    const reading = (async () => {
      const decoder = new TextDecoder();
      for await (const chunk of stream.body!) received += decoder.decode(chunk);
    })().catch(() => {});
    try {
      await until(() => received.includes("event: ready"), "the stream to open");
      // The candidate applies on another instance (B), reached directly.
      const other = cluster.instances.find((instance) => instance.id !== streamInstance)!;
      const applied = await call("POST", "/api/applications", { body: { jobId }, cookie: candidate.cookie, base: other.url });
      expect(applied.status).toBe(201);
      expect(applied.instance).toBe(other.id);
      expect(applied.instance).not.toBe(streamInstance);

      const expected = `event: applications\ndata: ${JSON.stringify({ topic: "applications", id: applied.body.application.id })}`;
      await until(() => received.includes(expected), `the application's event on ${streamInstance}`);
    } finally {
      controller.abort();
      await reading;
    }
  });

  it("counts failed sign-ins spread over the instances against one limit, by the address nginx saw: the 4th within 10 s is refused", async () => {
    const attempts: Answer[] = [];
    for (let index = 0; index < 4; index += 1) {
      // From 127.0.0.7, each naming another address of its own in X-Forwarded-For, which is not believed.
      const answer = await requestFrom("127.0.0.7", "/api/accounts/sign-in/employer", { email: employer.email, password: "wrong-password-1" }, {
        "x-forwarded-for": `203.0.113.${index + 1}`,
      });
      attempts.push(answer);
    }
    expect(attempts.map((attempt) => attempt.status)).toEqual([401, 401, 401, 429]);
    expect(attempts[3]!.body.error.code).toBe("rate_limited");
    // nginx's round robin sent them to different instances; each counted in the one shared table.
    expect(new Set(attempts.map((attempt) => attempt.instance)).size).toBeGreaterThanOrEqual(2);
    // Under the address nginx appended (TRUST_PROXY=1), not nginx's own (127.0.0.1) nor the client's words.
    const { rows } = await pool.query<{ key: string; count: number }>("select key, count from rate_limits where key like 'sign-in-failures:%' and count > 0");
    expect(rows).toEqual([{ key: "sign-in-failures:127.0.0.7", count: 4 }]);
    // Another address still signs in.
    const elsewhere = await requestFrom("127.0.0.8", "/api/accounts/sign-in/employer", { email: employer.email, password: defaultPassword });
    expect(elsewhere.status).toBe(200);
  });

  it("keeps every acknowledged write when one instance is killed with -9 mid-stream, and the others keep serving", async () => {
    const victim = cluster.instances[2]!;
    const survivors = cluster.instances.filter((instance) => instance !== victim).map((instance) => instance.id);
    const writes: { status: number; instance: string | null; id?: string; sentAt: number }[] = [];
    let killedAt = Number.POSITIVE_INFINITY;
    let written = 0;
    const writer = async () => {
      // 4 at a time through nginx, until 20 writes were sent from a second after the kill.
      while (writes.filter((write) => write.sentAt > killedAt + 1000).length < 20) {
        written += 1;
        const sentAt = performance.now();
        // A response the killed instance had begun is cut off: nginx closes the connection (status 0 here).
        const answer = await call("POST", "/api/jobs", { body: buildJobPost({ title: `Cluster write ${written}` }), cookie: employer.cookie }).catch(
          () => ({ status: 0, instance: null, body: undefined }),
        );
        writes.push({ status: answer.status, instance: answer.instance, id: answer.body?.job?.id, sentAt });
      }
    };
    const writers = Array.from({ length: 4 }, writer);
    await until(() => writes.length >= 20, "20 writes before the kill");
    victim.kill("SIGKILL");
    killedAt = performance.now();
    await Promise.all(writers);
    expect(await victim.exited).toEqual({ code: null, signal: "SIGKILL" });

    const acknowledged = writes.filter((write) => write.status === 201);
    const stored = await pool.query<{ id: string }>("select id from jobs where id = any($1::uuid[])", [acknowledged.map((write) => write.id)]);
    expect(stored.rowCount).toBe(acknowledged.length);
    // Only a POST already on its way to the killed instance can fail (502, or cut off): nginx does not send it twice.
    // That is the 4 in flight, and any sent on a kept-alive connection to it before nginx saw it close.
    const failed = writes.filter((write) => write.status !== 201).map((write) => ({ ...write, afterKillMs: Math.round(write.sentAt - killedAt) }));
    expect(failed.length, JSON.stringify(failed)).toBeLessThanOrEqual(8);
    for (const write of failed) expect([0, 502], JSON.stringify(write)).toContain(write.status);
    // From a second after the kill, every write succeeds, on both survivors.
    const later = writes.filter((write) => write.sentAt > killedAt + 1000);
    expect(later.filter((write) => write.status !== 201)).toEqual([]);
    expect(new Set(later.map((write) => write.instance))).toEqual(new Set(survivors));
  });

  it("drains an instance stopped with SIGTERM under traffic: no read fails, no acknowledged write is lost, its event stream moves on", async () => {
    const [staying, leaving] = cluster.instances.filter((instance) => !instance.hasExited());
    // An event stream through nginx on the instance that will leave (round robin: a few tries).
    let stream: Response | undefined;
    for (let attempt = 0; attempt < 6 && !stream; attempt += 1) {
      const opened = await fetch(`${cluster.url}/api/events`, { headers: { origin: cluster.publicUrl, cookie: employer.cookie } });
      if (opened.headers.get("x-instance") === leaving!.id) stream = opened;
      else await opened.body!.cancel();
    }
    expect(stream, `no stream landed on ${leaving!.id}`).toBeDefined();
    const streamed = stream!.text();

    const reads: number[] = [];
    const writes: { status: number; id?: string }[] = [];
    let stop = false;
    const reader = async () => {
      while (!stop) reads.push((await call("GET", "/api/jobs?q=write")).status);
    };
    const writer = async () => {
      for (let index = 0; !stop; index += 1) {
        const answer = await call("POST", "/api/jobs", { body: buildJobPost({ title: `Drain write ${index}` }), cookie: employer.cookie });
        writes.push({ status: answer.status, id: answer.body?.job?.id });
      }
    };
    const traffic = [reader(), reader(), writer(), writer()];
    await until(() => writes.length >= 10, "10 writes before the SIGTERM");
    leaving!.kill("SIGTERM");
    expect(await leaving!.exited).toEqual({ code: 0, signal: null });
    const writesAtExit = writes.length;
    await until(() => writes.length >= writesAtExit + 10, "10 writes after the exit");
    stop = true;
    await Promise.all(traffic);

    // The draining instance answered what it had, then refused connections: nginx sent the rest on.
    expect(reads.filter((status) => status !== 200)).toEqual([]);
    const acknowledged = writes.filter((write) => write.status === 201);
    const stored = await pool.query("select id from jobs where id = any($1::uuid[])", [acknowledged.map((write) => write.id)]);
    expect(stored.rowCount).toBe(acknowledged.length);
    // A POST can still fail only on a connection the kernel queued just as the port closed (reset:
    // nginx does not send a POST twice). It is rare; more than one would be another fault.
    expect(writes.filter((write) => write.status !== 201).length).toBeLessThanOrEqual(1);

    expect(await streamed).toMatch(/event: reconnect\ndata: \{\}\nretry: \d+\n\n$/);
    // The browser's reconnection, through nginx, reaches the instance still running.
    const again = await fetch(`${cluster.url}/api/events`, { headers: { origin: cluster.publicUrl, cookie: employer.cookie } });
    expect(again.status).toBe(200);
    expect(again.headers.get("x-instance")).toBe(staying!.id);
    await again.body!.cancel();
  });

  it("stops the remaining instances cleanly: each drains and exits 0", async () => {
    const running = cluster.instances.filter((instance) => !instance.hasExited());
    const exits = await cluster.stop();
    expect(exits.filter((_, index) => running.includes(cluster.instances[index]!))).toEqual(
      running.map(() => ({ code: 0, signal: null })),
    );
    expect(cluster.nginx.hasExited()).toBe(true);
  });
});

async function until(check: () => boolean, what: string, timeoutMs = 10_000) {
  const started = performance.now();
  while (!check()) {
    if (performance.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
