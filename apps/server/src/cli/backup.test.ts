/**
 * Issue 14: `npm run backup` and `npm run restore`. A site populated through the API is backed up
 * and restored into an empty database of the same engine (and of the other one), and every table —
 * found in information_schema, so a new table is covered without touching this file — must come
 * back row for row, and every stored file byte for byte. A target with data, an archive of newer
 * migrations and a damaged archive are refused and leave the target as it was. On PGlite, the real
 * server and the real CLIs: the archive comes through the running server's control socket.
 */
import { spawn } from "node:child_process";
import { createReadStream, createWriteStream, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { gunzipSync, gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import tar from "tar-stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeMigrations, rowsOf, type Manifest } from "../db/backup/archive.ts";
import { restoreBackup, RestoreRefusedError } from "../db/backup/restore-backup.ts";
import { writeBackup } from "../db/backup/write-backup.ts";
import { createPglite, fromPglite, migrationsFolder, openPglite, openPostgres, type Database, type DatabaseHandle } from "../db/client.ts";
import { insertResume } from "../db/factories.ts";
import { samplePdf } from "../db/sample-documents.ts";
import { auditLog } from "../db/schema/index.ts";
import { freePort, signUpCandidate, removeServerBundle, startServer, waitUntilReady } from "../db/server-process-test-helpers.ts";
import { createLocalStorage, type FileStorage } from "../storage/file-storage.ts";
import { createCourse, paidEnrollBody } from "../modules/courses/course-test-helpers.ts";
import { migratedDataDir } from "../test/migrated-data-dir.ts";
import { expectStatus } from "../test/responses.ts";
import { createTestApp, emptyJsonBody, postJob, signInAdmin, signUpFromOwnAddress, type TestApp } from "../test/test-app.ts";
import { createEmptyPostgresDatabase, testDatabaseKind, type TestDatabaseKind } from "../test/test-database.ts";

const work = mkdtempSync(path.join(os.tmpdir(), "nj-backup-test-"));
let testApp: TestApp;
let archive: string;
const closers: (() => Promise<void>)[] = [];
/** A new embedded database, dumped once: each empty target loads it instead of running initdb again. */
let emptyPglite: Blob | File | undefined;

/** Accounts, jobs, an application with a résumé, a verification document, an enrolment, a report, audit entries. */
async function populate() {
  const admin = await signInAdmin(testApp);
  const employer = await signUpFromOwnAddress(testApp, "employer", { company: "Kaveri Textiles" });
  const job = await postJob(employer.agent, { title: "Weaver at the silk works" });
  const closing = await postJob(employer.agent, { title: "Dyer for a season" });
  const candidate = await signUpFromOwnAddress(testApp, "candidate", { name: "ಅನನ್ಯ Rao" });
  await insertResume(testApp.deps, candidate.user.id, { lines: ["Résumé of Ananya"] });
  await expectStatus(candidate.agent.api.applications.$post({ json: { jobId: job.id, coverLetter: "ನಮಸ್ಕಾರ, I weave." } }), 201);
  await expectStatus(candidate.agent.api.jobs[":id"].saved.$put({ param: { id: job.id } }), 200);
  await expectStatus(candidate.agent.api.enrollments.$post({ json: await paidEnrollBody(candidate.agent, "course1") }), 201);
  const document = new File([new Uint8Array(samplePdf(["Udyam certificate"]))], "udyam.pdf");
  await expectStatus(employer.agent.api.employer.verification.$post({ form: { kind: "udyam", number: "UDYAM-KR-03-0012345", document } }), 201);
  await expectStatus(testApp.agent({ "x-forwarded-for": "172.16.9.9" }).api.jobs[":id"].reports.$post({ param: { id: job.id }, json: { reason: "fake" } }), 201);
  await createCourse(admin, { title: "Silk weaving basics" });
  await expectStatus(admin.api.admin.jobs[":id"].$delete({ param: { id: closing.id } }), 200);
  await expectStatus(admin.api.admin.reports[":jobId"].dismiss.$post({ param: { jobId: job.id } }, emptyJsonBody), 200);
}

beforeAll(async () => {
  testApp = await createTestApp({ TRUST_PROXY: "1" });
  await populate();
  archive = path.join(work, "site.tar.gz");
  await writeBackup({ db: testApp.db, kind: testDatabaseKind(), storage: testApp.deps.storage }, createWriteStream(archive));
}, 60_000);

afterAll(async () => {
  for (const close of closers) await close();
  await testApp.close();
  rmSync(work, { recursive: true, force: true });
  removeServerBundle();
});

/** A new, empty database of `kind` (nothing migrated) and an empty upload folder, dropped after the file. */
async function emptyTarget(kind: TestDatabaseKind = testDatabaseKind()): Promise<{ handle: DatabaseHandle; storage: FileStorage; uploads: string }> {
  const uploads = mkdtempSync(path.join(work, "uploads-"));
  let handle: DatabaseHandle;
  if (kind === "pglite") {
    if (!emptyPglite) {
      const fresh = await createPglite();
      emptyPglite = await fresh.dumpDataDir("none");
      await fresh.close();
    }
    handle = fromPglite(await createPglite({ loadDataDir: emptyPglite }));
    closers.push(() => handle.close());
  } else {
    const database = await createEmptyPostgresDatabase("nj_restore");
    handle = await openPostgres(database.url);
    closers.push(async () => {
      await handle.close();
      await database.drop();
    });
  }
  return { handle, storage: createLocalStorage(uploads), uploads };
}

/** Every row of every table of `public` and `drizzle`, as JSON text, sorted; times in UTC so engines compare. */
async function contents(db: Database) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`);
    const tables = await rowsOf<{ schema: string; name: string }>(
      tx,
      sql`select table_schema as schema, table_name as name from information_schema.tables
          where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1, 2`,
    );
    const result: Record<string, string[]> = {};
    for (const { schema, name } of tables) {
      const rows = await rowsOf<{ row: string }>(tx, sql`select row_to_json(t)::text as row from ${sql.identifier(schema)}.${sql.identifier(name)} t`);
      result[`${schema}.${name}`] = rows.map((row) => row.row).sort();
    }
    return result;
  });
}

async function storedFiles(db: Database, storage: FileStorage) {
  const keys = await rowsOf<{ key: string }>(db, sql`select storage_key as key from files order by storage_key`);
  return Promise.all(keys.map(async ({ key }) => ({ key, bytes: (await storage.read(key)).toString("base64") })));
}

async function publicTables(db: Database) {
  return rowsOf<{ name: string }>(db, sql`select table_name as name from information_schema.tables where table_schema = 'public'`);
}

/** The archive's entries in order. */
async function readArchive(file: string) {
  const extract = tar.extract();
  const entries: { name: string; data: Buffer }[] = [];
  const reading = pipeline(Readable.from(gunzipSync(readFileSync(file))), extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    entries.push({ name: entry.header.name, data: Buffer.concat(chunks) });
  }
  await reading;
  return entries;
}

/** Writes `entries` as a new archive, the way the backup writes one. */
async function writeArchive(file: string, entries: { name: string; data: Buffer }[]) {
  const pack = tar.pack();
  const chunks: Buffer[] = [];
  pack.on("data", (chunk) => chunks.push(chunk as Buffer));
  const ended = new Promise<void>((resolve) => pack.on("end", () => resolve()));
  for (const { name, data } of entries) pack.entry({ name, size: data.length }, data);
  pack.finalize();
  await ended;
  writeFileSync(file, gzipSync(Buffer.concat(chunks)));
}

/** One empty target for the tests that must leave it empty: each proves it still is, for the next. */
let untouched: Awaited<ReturnType<typeof emptyTarget>> | undefined;
const untouchedTarget = async () => (untouched ??= await emptyTarget());

const manifestOf = async (file: string) => JSON.parse((await readArchive(file))[0]!.data.toString("utf8")) as Manifest;

describe(`backup and restore on ${testDatabaseKind()}`, { timeout: 60_000 }, () => {
  it("restores every table row for row and every file byte for byte; the server then finds it fully migrated", async () => {
    const source = await contents(testApp.db);
    const manifest = await manifestOf(archive);
    expect(manifest).toMatchObject({ format: "nagara-jobs-backup", version: 1, engine: testDatabaseKind() });
    expect(manifest.migrations.map((migration) => migration.id)).toEqual(codeMigrations().map((migration) => migration.id));
    expect(manifest.tables.map((table) => `public.${table.name}`).sort()).toEqual(Object.keys(source).filter((name) => name.startsWith("public.")));
    for (const table of manifest.tables) expect(table.rows, table.name).toBe(source[`public.${table.name}`]!.length);
    // What the site was populated with is there (a table left empty would prove nothing).
    for (const table of ["user", "jobs", "applications", "files", "enrollments", "audit_log", "job_reports", "employer_verifications", "saved_jobs"]) {
      expect(source[`public.${table}`]!.length, table).toBeGreaterThan(0);
    }
    expect(manifest.files).toBe(2);

    const target = await emptyTarget();
    const summary = await restoreBackup({ db: target.handle.db, storage: target.storage }, createReadStream(archive));
    expect(summary).toMatchObject({ tables: manifest.tables.length, files: 2, migratedAfterwards: [] });
    expect(await contents(target.handle.db)).toEqual(source);
    expect(await storedFiles(target.handle.db, target.storage)).toEqual(await storedFiles(testApp.db, testApp.deps.storage));

    // The server's own migrator has nothing left to do, and new audit entries follow the restored ones.
    await target.handle.migrate();
    expect(await contents(target.handle.db)).toEqual(source);
    const [highest] = await rowsOf<{ id: number }>(testApp.db, sql`select max(id)::int as id from audit_log`);
    const [entry] = await target.handle.db
      .insert(auditLog)
      .values({ actorId: "admin", actorEmail: "admin@example.com", action: "course.create", targetType: "course", targetId: "course9" })
      .returning({ id: auditLog.id });
    expect(entry!.id).toBe(highest!.id + 1);
  });

  it("refuses a target that has data, and changes nothing in it", async () => {
    const before = await contents(testApp.db);
    const filesBefore = await storedFiles(testApp.db, testApp.deps.storage);
    const restoring = restoreBackup({ db: testApp.db, storage: testApp.deps.storage }, createReadStream(archive));
    await expect(restoring).rejects.toThrow(RestoreRefusedError);
    await expect(restoring).rejects.toThrow(/^The target database is not empty \(rows in .*\buser\b.*\)\. A restore loads into an empty database only/);
    expect(await contents(testApp.db)).toEqual(before);
    expect(await storedFiles(testApp.db, testApp.deps.storage)).toEqual(filesBefore);
  });

  it("refuses an archive made with a migration this code does not have, leaving the target empty", async () => {
    const entries = await readArchive(archive);
    const manifest = JSON.parse(entries[0]!.data.toString("utf8")) as Manifest;
    manifest.migrations.push({ id: "0099_future", createdAt: manifest.migrations.at(-1)!.createdAt + 1000, hash: "f".repeat(64) });
    entries[0] = { name: "manifest.json", data: Buffer.from(JSON.stringify(manifest)) };
    const future = path.join(work, "future.tar.gz");
    await writeArchive(future, entries);

    const target = await untouchedTarget();
    const last = codeMigrations().at(-1)!.id;
    await expect(restoreBackup({ db: target.handle.db, storage: target.storage }, createReadStream(future))).rejects.toThrow(
      `The archive was made by a newer version of Nagara Jobs: its migration 0099_future is not in this code (this code's last is ${last})`,
    );
    expect(await publicTables(target.handle.db)).toEqual([]);
    expect(readdirSync(target.uploads)).toEqual([]);
  });

  it("fails on a damaged archive and takes back everything it had loaded and written", async () => {
    // The last file left out: the other file is written back before the loss shows, then removed.
    const entries = await readArchive(archive);
    const lastFile = entries.findLastIndex((entry) => entry.name.startsWith("files/"));
    const damaged = path.join(work, "damaged.tar.gz");
    await writeArchive(damaged, entries.filter((_, index) => index !== lastFile));
    const target = await untouchedTarget();
    await expect(restoreBackup({ db: target.handle.db, storage: target.storage }, createReadStream(damaged))).rejects.toThrow(
      /^The archive is damaged: 1 of its files are missing/,
    );
    expect(await publicTables(target.handle.db)).toEqual([]);
    expect(readdirSync(target.uploads)).toEqual([]);

    // Cut short: the gzip stream ends early.
    const truncated = path.join(work, "truncated.tar.gz");
    const bytes = readFileSync(archive);
    writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.8)));
    await expect(restoreBackup({ db: target.handle.db, storage: target.storage }, createReadStream(truncated))).rejects.toThrow();
    expect(await publicTables(target.handle.db)).toEqual([]);
    expect(readdirSync(target.uploads)).toEqual([]);
  });

  it("restores an archive of older migrations, then applies this code's newer ones", async () => {
    // A site still at 0005: its migrations folder as it was then.
    const oldMigrations = path.join(work, "migrations-0005");
    cpSync(migrationsFolder, oldMigrations, { recursive: true });
    const journalFile = path.join(oldMigrations, "meta/_journal.json");
    const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
    journal.entries = journal.entries.slice(0, journal.entries.findIndex((entry) => entry.tag === "0006_trust"));
    writeFileSync(journalFile, JSON.stringify(journal));
    const old = await createPglite();
    closers.push(() => old.close());
    const oldDb = drizzle(old);
    await migrate(oldDb, { migrationsFolder: oldMigrations });
    // Raw SQL: the schema in code has columns that 0005 did not have yet.
    await old.query(`insert into "user" (id, name, email) values ('old-1', 'Kept from 0005', 'old@example.com')`);
    const file = path.join(work, "old.tar.gz");
    await writeBackup({ db: oldDb as unknown as Database, kind: "pglite", storage: createLocalStorage(path.join(work, "none")) }, createWriteStream(file));
    expect((await manifestOf(file)).tables.map((table) => table.name)).not.toContain("audit_log");

    const target = await emptyTarget();
    const summary = await restoreBackup({ db: target.handle.db, storage: target.storage }, createReadStream(file));
    // Every migration from 0006 on, whichever this code's last is.
    const newer = codeMigrations().map((migration) => migration.id);
    expect(summary.migratedAfterwards).toEqual(newer.slice(newer.indexOf("0006_trust")));
    const restored = await contents(target.handle.db);
    expect(restored["public.user"]!.map((row) => (JSON.parse(row) as { email: string }).email)).toEqual(["old@example.com"]);
    expect(restored["public.audit_log"]).toEqual([]);
    expect(restored["drizzle.__drizzle_migrations"]).toHaveLength(codeMigrations().length);
  });

  const otherKind: TestDatabaseKind = testDatabaseKind() === "pglite" ? "postgres" : "pglite";
  it.runIf(otherKind === "pglite" || process.env.TEST_DATABASE_URL)(`restores the archive into ${otherKind} as well`, async () => {
    const target = await emptyTarget(otherKind);
    await restoreBackup({ db: target.handle.db, storage: target.storage }, createReadStream(archive));
    expect(await contents(target.handle.db)).toEqual(await contents(testApp.db));
  });
});

const repoRoot = path.resolve(import.meta.dirname, "../../../..");

/** Runs `npm run backup` or `npm run restore` as a process, as an operator would, on DATA_DIR `dataDir`. */
function runCli(script: "backup" | "restore", file: string, dataDir: string) {
  const child = spawn(process.execPath, ["scripts/cli.mjs", script, file], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  return new Promise<{ code: number | null; output: string }>((resolve) => child.on("exit", (code) => resolve({ code, output })));
}

describe.runIf(testDatabaseKind() === "pglite")("npm run backup and restore on the embedded database, with the server running and not", () => {
  it("gets the archive through the running server's control socket; restores into a new DATA_DIR only", async () => {
    // Migrated already: the server opens it at once rather than building a database first.
    const dataDir = await migratedDataDir("live-", work);
    const restoredDir = path.join(work, "restored");
    const port = await freePort();
    const server = await startServer(dataDir, port);
    const socket = path.join(dataDir, "control.sock");
    try {
      await waitUntilReady(server, port, 90_000);
      expect(statSync(socket).isSocket()).toBe(true);
      // Only the server's own user may ask it for an archive.
      expect(statSync(socket).mode & 0o777).toBe(0o600);
      const account = (await signUpCandidate(port))!;

      const live = path.join(work, "live.tar.gz");
      const backup = await runCli("backup", live, dataDir);
      expect(backup.output).toMatch(/^Backup written to .*live\.tar\.gz in [\d.]+ s by the running server: \d+ rows in \d+ tables, 0 files\.\n$/);
      expect(backup.code).toBe(0);
      const users = (await readArchive(live)).filter((entry) => entry.name.startsWith("tables/user/"));
      expect(users.map((entry) => entry.data.toString("utf8")).join("")).toContain(account.email);

      // The server's own DATA_DIR has a database: refused before anything is opened.
      const refused = await runCli("restore", live, dataDir);
      expect(refused.output).toContain(`DATA_DIR ${dataDir} already has a database`);
      expect(refused.code).toBe(1);

      const restore = await runCli("restore", live, restoredDir);
      expect(restore.output).toMatch(/^Restored .*live\.tar\.gz in [\d.]+ s: \d+ rows in \d+ tables, 0 files\.\n$/);
      expect(restore.code).toBe(0);
    } finally {
      server.kill("SIGTERM");
    }
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(existsSync(socket)).toBe(false);

    // With no server, the CLI opens the database itself (and releases it).
    const stopped = await runCli("backup", path.join(work, "stopped.tar.gz"), dataDir);
    expect(stopped.output).toMatch(/^Backup written to .*stopped\.tar\.gz in [\d.]+ s: \d+ rows in \d+ tables, 0 files\.\n$/);
    expect(stopped.code).toBe(0);

    // The restored DATA_DIR holds what the server's did, row for row.
    const snapshots = [];
    for (const directory of [dataDir, restoredDir]) {
      const handle = await openPglite(directory);
      try {
        snapshots.push(await contents(handle.db));
      } finally {
        await handle.close();
      }
    }
    expect(snapshots[1]).toEqual(snapshots[0]);
  }, 240_000);

  it("says when DATA_DIR has no database to back up, and leaves no archive", async () => {
    const file = path.join(work, "nothing.tar.gz");
    const empty = await runCli("backup", file, path.join(work, "no-such-dir"));
    expect(empty.output).toBe(`There is no database in DATA_DIR ${path.join(work, "no-such-dir")}: nothing to back up.\n`);
    expect(empty.code).toBe(1);
    expect(existsSync(file)).toBe(false);
  }, 60_000);
});
