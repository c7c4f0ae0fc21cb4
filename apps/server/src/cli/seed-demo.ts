/**
 * Fills the demo database (`npm run demo`, DATA_DIR=./data-demo) with employers, jobs and
 * candidates in the configured city, once; prints the demo logins every time.
 */
import { count } from "drizzle-orm";
import { withRegistrationRole } from "../auth/auth.ts";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { buildJob, buildPerson, companies, createRandom, sampleJobs } from "../db/factories.ts";
import { jobs } from "../db/schema/index.ts";
import { createDependencies } from "../dependencies.ts";
import { createLogger } from "../http/logger.ts";
import { ensureAdminAccount } from "../modules/accounts/admin-account.service.ts";

const demoPassword = "demo-pass-123";

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const deps = createDependencies(config, database, createLogger("warn"));
  try {
    await database.migrate();
    const [existing] = await deps.db.select({ value: count() }).from(jobs);
    if ((existing?.value ?? 0) === 0) await seed(deps, config.site.city);
    await ensureAdminAccount(deps, config.adminEmail, demoPassword);
    console.log(`
  Demo logins (password ${demoPassword} for all):
    admin      ${config.adminEmail}   at /admin
    employer   employer1@example.com   at /login/employer
    candidate  candidate1@example.com  at /login/candidate
`);
  } finally {
    await deps.events.close();
    await database.close();
  }
}

async function createAccount(
  deps: ReturnType<typeof createDependencies>,
  role: "candidate" | "employer",
  person: { name: string; email: string; phone: string; company?: string },
) {
  const { user } = await withRegistrationRole(role, () =>
    deps.auth.api.signUpEmail({ body: { ...person, password: demoPassword } }),
  );
  return user;
}

async function seed(deps: ReturnType<typeof createDependencies>, city: string) {
  const random = createRandom(2026);
  const employers = [];
  for (const [index, company] of companies.slice(0, 6).entries()) {
    const person = buildPerson(random, index);
    employers.push(
      await createAccount(deps, "employer", { ...person, email: `employer${index + 1}@example.com`, company }),
    );
  }
  for (let index = 0; index < 8; index += 1) {
    await createAccount(deps, "candidate", { ...buildPerson(random, index + 100), email: `candidate${index + 1}@example.com` });
  }
  const first = employers[0]!;
  const rows = sampleJobs(city, first.id, companies[0]);
  const now = Date.now();
  for (let index = 0; index < 30; index += 1) {
    const employer = employers[index % employers.length]!;
    const createdAt = new Date(now - (index + 1) * 5 * 3600_000);
    rows.push(buildJob(random, employer.id, { city, company: companies[index % employers.length], createdAt }));
  }
  await deps.db.insert(jobs).values(rows);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
