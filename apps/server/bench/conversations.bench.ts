/**
 * Messages under load (issue 31): the real server (its bundle, its own process) on a fresh
 * PostgreSQL database, with one employer, 200 applicants and a conversation with each; one of them
 * holds 1,000 messages. Prints p50/p95 of sending a message and of reading a conversation's newest
 * page (the one of 1,000 messages) and the employer's list of 200 conversations; then with 200
 * candidates' and the employer's event streams open on the one instance, the p95 of sending and of
 * the time until the sender's own stream hears of it, and the server's memory.
 *
 * PostgreSQL, not the embedded database: the bench writes the applications and messages with SQL
 * while the server runs, which the embedded database (one process at a time) does not allow.
 * Part of `npm run bench`; alone: `npm run bench:conversations` (BENCH_DATABASE_URL or
 * TEST_DATABASE_URL names the server; a database of its own is made and dropped).
 */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { buildServer, serverNodeArgs } from "../../../scripts/build-server.mjs";
import { freePort } from "../../../scripts/cluster-processes.mjs";
import { timeRuns } from "./timing.ts";

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const candidateCount = 200;
const longConversation = 1000;
const repoRoot = path.resolve(import.meta.dirname, "../../..");

function memoryMb(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

async function startServer(databaseUrl: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "nj-messages-"));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const bundle = path.join(repoRoot, "apps/server/dist", `bench-${path.basename(dataDir)}`);
  const entry = await buildServer(bundle);
  const child = spawn(process.execPath, serverNodeArgs(entry), {
    cwd: repoRoot,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SMTP_URL: "", GEOIP_DATABASE: "off", LOG_LEVEL: "warn", PUBLIC_URL: origin, TRUST_PROXY: "1" },
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(bundle, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (await fetch(`${origin}/readyz`).then((response) => response.ok).catch(() => false)) return { origin, pid: child.pid!, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error("the server did not start");
}

/** A client from its own address (TRUST_PROXY), with the session cookie its sign-up gave. */
async function signUp(origin: string, type: "candidate" | "employer", index: number) {
  const address = `10.9.${Math.floor(index / 250)}.${(index % 250) + 1}`;
  const response = await fetch(`${origin}/api/accounts/sign-up/${type}`, {
    method: "POST",
    headers: { origin, "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify({
      name: `Bench ${type} ${index}`,
      email: `${type}-${index}@bench.example.com`,
      password: "bench-pass-1",
      phone: `98${String(45000000 + index).padStart(8, "0")}`,
      ...(type === "employer" ? { company: "Bench Transports" } : {}),
    }),
  });
  if (response.status !== 201) throw new Error(`sign-up: ${response.status} ${await response.text()}`);
  const { user } = (await response.json()) as { user: { id: string } };
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  return { id: user.id, cookie, address };
}

type Client = Awaited<ReturnType<typeof signUp>>;

async function call(origin: string, client: Client, method: string, pathname: string, body?: unknown) {
  const response = await fetch(`${origin}${pathname}`, {
    method,
    headers: { origin, cookie: client.cookie, "x-forwarded-for": client.address, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<unknown>;
}

/** An open event stream; `heard(id)` resolves when an event naming `id` arrives. */
async function openStream(origin: string, client: Client) {
  const controller = new AbortController();
  const response = await fetch(`${origin}/api/events`, { headers: { cookie: client.cookie, "x-forwarded-for": client.address }, signal: controller.signal });
  if (response.status !== 200 || !response.body) throw new Error(`events: ${response.status}`);
  const waiting = new Map<string, () => void>();
  const decoder = new TextDecoder();
  let buffered = "";
  void (async () => {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      buffered += decoder.decode(chunk, { stream: true });
      for (const match of buffered.matchAll(/"id":"([0-9a-f-]{36})"/g)) waiting.get(match[1]!)?.();
      buffered = buffered.slice(buffered.lastIndexOf("\n") + 1);
    }
  })().catch(() => {});
  return {
    heard: (id: string) => new Promise<void>((resolve) => waiting.set(id, () => (waiting.delete(id), resolve()))),
    close: () => controller.abort(),
  };
}

async function seed(sql: pg.Client, employer: Client, candidates: Client[], jobId: string) {
  const applicationIds: string[] = [];
  for (const candidate of candidates) {
    const fileId = randomUUID();
    await sql.query(`insert into files (id, owner_id, original_name, type, size, sha256, storage_key) values ($1, $2, 'resume.pdf', 'pdf', 1000, 'bench', $3)`, [fileId, candidate.id, `bench-${fileId}`]);
    const { rows } = await sql.query<{ id: string }>(
      `insert into applications (job_id, candidate_id, resume_file_id, job_title, job_company, job_location, status) values ($1, $2, $3, 'Bench Driver', 'Bench Transports', 'Hebbal, Mysuru', 'shortlisted') returning id`,
      [jobId, candidate.id, fileId],
    );
    applicationIds.push(rows[0]!.id);
  }
  await sql.query(`insert into conversations (application_id) select unnest($1::uuid[])`, [applicationIds]);
  // One opening message in each, and 1,000 in the first, the two sides in turn, a minute apart.
  await sql.query(`insert into conversation_messages (application_id, sender_id, body, created_at) select unnest($1::uuid[]), $2, 'Can you come for an interview?', now() - interval '2 days'`, [applicationIds, employer.id]);
  await sql.query(
    `insert into conversation_messages (application_id, sender_id, body, created_at, read_at)
     select $1, case when n % 2 = 0 then $2 else $3 end, 'Message number ' || n || ' about the route, the timings and the pay.', now() - interval '1 day' + n * interval '1 minute', now()
     from generate_series(1, $4::int) n`,
    [applicationIds[0], employer.id, candidates[0]!.id, longConversation - 1],
  );
  await sql.query("analyze");
  return applicationIds;
}

export async function measureConversations() {
  const databaseName = `nj_bench_messages_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${databaseName}`);
  await admin.query(`create database ${databaseName}`);
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${databaseName}` }).toString();
  const server = await startServer(databaseUrl);
  const sql = new pg.Client({ connectionString: databaseUrl });
  await sql.connect();
  try {
    const { origin } = server;
    const employer = await signUp(origin, "employer", 0);
    const candidates: Client[] = [];
    for (let index = 1; index <= candidateCount; index += 1) candidates.push(await signUp(origin, "candidate", index));
    const { job } = (await call(origin, employer, "POST", "/api/jobs", {
      title: "Bench Driver",
      location: "Hebbal, Mysuru",
      type: "Full-time",
      description: "Drive the company van in the city.",
    })) as { job: { id: string } };
    const applicationIds = await seed(sql, employer, candidates, job.id);
    const iterations = candidateCount - 20;
    console.log(`\nMessages (PostgreSQL, the server in its own process): ${candidateCount} conversations, one of ${longConversation} messages`);

    // Each candidate replies once in their own conversation (the per-sender limit is 30 an hour).
    const reply = (index: number) => call(origin, candidates[index]!, "POST", `/api/applications/${applicationIds[index]}/messages`, { body: `Reply ${index}: yes, I can come.` });
    const quiet = await timeRuns(reply, { iterations, warmups: 20 });
    const page = await timeRuns(() => call(origin, employer, "GET", `/api/applications/${applicationIds[0]}/messages`), { iterations: 200, warmups: 20 });
    const list = await timeRuns(() => call(origin, employer, "GET", "/api/conversations"), { iterations: 100, warmups: 10 });
    const unread = await timeRuns(() => call(origin, employer, "GET", "/api/conversations/unread"), { iterations: 200, warmups: 20 });
    console.log(`  send a message                      p50 ${quiet.p50.toFixed(1)} ms, p95 ${quiet.p95.toFixed(1)} ms`);
    console.log(`  read the newest page of 1,000       p50 ${page.p50.toFixed(1)} ms, p95 ${page.p95.toFixed(1)} ms`);
    console.log(`  the employer's 200 conversations    p50 ${list.p50.toFixed(1)} ms, p95 ${list.p95.toFixed(1)} ms`);
    console.log(`  the unread count                    p50 ${unread.p50.toFixed(1)} ms, p95 ${unread.p95.toFixed(1)} ms`);

    // Every candidate's stream and the employer's open on the one instance; each candidate sends once more.
    const before = memoryMb(server.pid);
    const streams = await Promise.all([employer, ...candidates].map((client) => openStream(origin, client)));
    const opened = memoryMb(server.pid);
    // Timed from the send until the sender's own stream has heard of it.
    const live = await timeRuns(
      async (index) => {
        const heard = streams[index + 1]!.heard(applicationIds[index]!);
        await reply(index);
        await heard;
      },
      { iterations, warmups: 20 },
    );
    console.log(`  with ${streams.length} streams open: send and hear it on the stream p50 ${live.p50.toFixed(1)} ms, p95 ${live.p95.toFixed(1)} ms`);
    console.log(`  server memory (RSS): ${before} MB before the streams, ${opened} MB with them open, ${memoryMb(server.pid)} MB after`);
    for (const stream of streams) stream.close();
  } finally {
    await sql.end();
    await server.stop();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await measureConversations();
