/**
 * Part of `npm run bench` (called from jobs.bench.ts on each database, after its 100,000 jobs and
 * the courses' candidates): the admin's lists of jobs, candidates and employers. It first brings
 * the database to BENCH_CANDIDATES candidates (50,000) and BENCH_EMPLOYERS employers, gives the
 * jobs counted views, a mix of statuses and applications, then prints p50/p95 of the SQL alone and
 * through the API (signed in as the admin). Target: every list under 50 ms at p95 on PostgreSQL.
 */
import { createHash, randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { adminJobListSchema, adminUserListSchema, type AdminJobListInput, type AdminUserListInput } from "@app/shared/admin";
import { buildSignUp, createRandom } from "@app/shared/factories";
import type { AppType } from "../src/app.ts";
import { applications, files, jobs, user } from "../src/db/schema/index.ts";
import type { AppDependencies } from "../src/http/env.ts";
import { ensureAdminAccount } from "../src/modules/accounts/admin-account.service.ts";
import { listAdminJobs } from "../src/modules/admin/admin-jobs.service.ts";
import { listCandidates, listEmployers } from "../src/modules/admin/admin-users.service.ts";
import { timeRuns } from "./timing.ts";

const candidateTarget = Number(process.env.BENCH_CANDIDATES ?? 50_000);
const employerTarget = Number(process.env.BENCH_EMPLOYERS ?? 2_000);
const applicants = Number(process.env.BENCH_APPLICANTS ?? 5_000);
const iterations = Number(process.env.BENCH_ITERATIONS ?? 200);
const applicationsEach = 4;

const time = (run: (index: number) => Promise<unknown>) => timeRuns(run, { iterations });

async function countRole(deps: AppDependencies, role: "candidate" | "employer") {
  const [row] = await deps.db.select({ value: sql<number>`count(*)::int` }).from(user).where(eq(user.role, role));
  return row!.value;
}

/** Account rows (nobody signs in as them), registered a minute apart going back from now. */
async function addAccounts(deps: AppDependencies, role: "candidate" | "employer", amount: number) {
  const random = createRandom(role === "candidate" ? 31 : 37);
  const now = Date.now();
  for (let start = 0; start < amount; start += 2000) {
    const rows = Array.from({ length: Math.min(2000, amount - start) }, (_, offset) => {
      const index = start + offset;
      const { name, phone, company } = buildSignUp("employer", {}, random);
      const createdAt = new Date(now - index * 60_000);
      return {
        id: `bench-admin-${role}-${index}`,
        name,
        email: `${name.toLowerCase().replace(/\s+/g, ".")}.${index}@${role}.bench.example.com`,
        role,
        phone,
        company: role === "employer" ? company : null,
        createdAt,
        updatedAt: createdAt,
      };
    });
    await deps.db.insert(user).values(rows);
  }
}

/** Views spread like a long tail, a tenth filled, a tenth expired, one in twenty a draft, and applications. */
async function fillAdminData(deps: AppDependencies) {
  await addAccounts(deps, "candidate", Math.max(0, candidateTarget - (await countRole(deps, "candidate"))));
  await addAccounts(deps, "employer", Math.max(0, employerTarget - (await countRole(deps, "employer"))));
  await deps.db.execute(sql`
    update ${jobs} set
      views = (abs(hashtext(id::text)) % 1000) * (abs(hashtext(id::text)) % 1000) / 1000,
      status = case abs(hashtext(id::text || 's')) % 20
        when 0 then 'filled' when 1 then 'filled' when 2 then 'expired' when 3 then 'expired' when 4 then 'draft'
        else 'active' end`);

  const applicantIds = (
    await deps.db.select({ id: user.id }).from(user).where(eq(user.role, "candidate")).limit(applicants)
  ).map((row) => row.id);
  const jobRows = await deps.db.select({ id: jobs.id, title: jobs.title, company: jobs.company, location: jobs.location }).from(jobs).limit(20_000);
  const digest = createHash("sha256").update("bench").digest("hex");
  for (let start = 0; start < applicantIds.length; start += 1000) {
    const batch = applicantIds.slice(start, start + 1000);
    const resumes = await deps.db
      .insert(files)
      .values(batch.map((ownerId) => ({ ownerId, originalName: "resume.pdf", type: "pdf" as const, size: 1024, sha256: digest, storageKey: randomUUID() })))
      .returning({ id: files.id, ownerId: files.ownerId });
    await deps.db.insert(applications).values(
      resumes.flatMap((resume, index) =>
        Array.from({ length: applicationsEach }, (_, offset) => {
          const job = jobRows[((start + index) * applicationsEach + offset) % jobRows.length]!;
          return { jobId: job.id, candidateId: resume.ownerId, resumeFileId: resume.id, jobTitle: job.title, jobCompany: job.company, jobLocation: job.location };
        }),
      ),
    );
  }
  await deps.db.execute(sql`vacuum analyze`);
}

async function adminCookie(deps: AppDependencies, app: AppType, origin: string) {
  const password = "bench-admin-pass-1";
  await ensureAdminAccount(deps, deps.config.adminEmail, password);
  const response = await app.request("/api/accounts/sign-in/admin", {
    method: "POST",
    headers: { origin, "content-type": "application/json" },
    body: JSON.stringify({ email: deps.config.adminEmail, password }),
  });
  if (response.status !== 200) throw new Error(`admin sign-in: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
}

type Scenario =
  | { name: string; list: "jobs"; query: AdminJobListInput }
  | { name: string; list: "candidates" | "employers"; query: AdminUserListInput };

const scenarios: Scenario[] = [
  { name: "jobs: newest", list: "jobs", query: {} },
  { name: "jobs: search 'developer'", list: "jobs", query: { q: "developer" } },
  { name: "jobs: search 'hebbal' (location)", list: "jobs", query: { q: "hebbal" } },
  { name: "jobs: status filled", list: "jobs", query: { status: "filled" } },
  { name: "jobs: most viewed", list: "jobs", query: { sort: "most_viewed" } },
  { name: "jobs: least viewed", list: "jobs", query: { sort: "least_viewed" } },
  { name: "jobs: page 500 (offset 49,900)", list: "jobs", query: { page: 500 } },
  { name: "candidates: newest", list: "candidates", query: {} },
  { name: "candidates: search 'gowda'", list: "candidates", query: { q: "gowda" } },
  { name: "candidates: search e-mail '.4242@'", list: "candidates", query: { q: ".4242@" } },
  { name: "candidates: page 300", list: "candidates", query: { page: 300 } },
  { name: "employers: newest", list: "employers", query: {} },
  { name: "employers: search 'silk'", list: "employers", query: { q: "silk" } },
];

function runDirect(deps: AppDependencies, scenario: Scenario) {
  if (scenario.list === "jobs") {
    const query = adminJobListSchema.parse(scenario.query);
    return () => listAdminJobs(deps.db, query);
  }
  const query = adminUserListSchema.parse(scenario.query);
  return scenario.list === "candidates" ? () => listCandidates(deps.db, query) : () => listEmployers(deps.db, query);
}

export async function measureAdmin(deps: AppDependencies, app: AppType, origin: string) {
  const started = performance.now();
  await fillAdminData(deps);
  const [candidates, employers] = [await countRole(deps, "candidate"), await countRole(deps, "employer")];
  const [applied] = await deps.db.select({ value: sql<number>`count(*)::int` }).from(applications);
  console.log(
    `  admin lists: ${candidates.toLocaleString("en-IN")} candidates, ${employers.toLocaleString("en-IN")} employers, ${applied!.value.toLocaleString("en-IN")} applications; filled in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const cookie = await adminCookie(deps, app, origin);

  console.log("  scenario                           SQL p50/p95 ms    API p50/p95 ms    API overhead p50");
  for (const scenario of scenarios) {
    const url = `/api/admin/${scenario.list}?${new URLSearchParams(Object.entries(scenario.query).map(([key, value]) => [key, String(value)] as [string, string]))}`;
    const direct = await time(runDirect(deps, scenario));
    const viaApi = await time(async () => {
      const response = await app.request(url, { headers: { origin, cookie } });
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      await response.arrayBuffer();
    });
    const flag = viaApi.p95 >= 50 ? "  over 50 ms" : "";
    console.log(
      `  ${scenario.name.padEnd(34)} ${direct.p50.toFixed(2).padStart(6)} / ${direct.p95.toFixed(2).padEnd(8)} ${viaApi.p50.toFixed(2).padStart(6)} / ${viaApi.p95.toFixed(2).padEnd(8)} ${(viaApi.p50 - direct.p50).toFixed(2)}${flag}`,
    );
  }
}
