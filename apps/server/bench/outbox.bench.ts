/**
 * Part of `npm run bench` (called from jobs.bench.ts on each database): a new job that matches
 * BENCH_ALERTS (50,000) instant job alerts (issue 30). Prints the p95 of posting a job through the
 * API with no matching running and while the job's mails are being queued (the matching runs beside
 * the request, never in it), the time to queue the 50,000 mails, and the mails per second the outbox
 * delivers to a local SMTP server (smtp-server, counting only).
 */
import { randomBytes } from "node:crypto";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { count, isNull, sql } from "drizzle-orm";
import { buildJobPost } from "@app/shared/factories";
import type { AppType } from "../src/app.ts";
import { jobAlerts, jobs, mailOutbox } from "../src/db/schema/index.ts";
import type { AppDependencies } from "../src/http/env.ts";
import { createLogger } from "../src/http/logger.ts";
import { createMailer } from "../src/mail/mailer.ts";
import { createMailOutbox } from "../src/mail/outbox.ts";
import { matchNewJobs } from "../src/modules/alerts/alert-matching.ts";
import { startTestSmtpServer } from "../src/test/test-smtp-server.ts";
import { timeRuns } from "./timing.ts";

const alertCount = Number(process.env.BENCH_ALERTS ?? 50_000);
const perStatement = 1000;
const postIterations = 40;

type Deps = Pick<AppDependencies, "db" | "outbox" | "config" | "logger">;

async function insertAlerts(deps: Deps) {
  for (let start = 0; start < alertCount; start += perStatement) {
    const size = Math.min(perStatement, alertCount - start);
    await deps.db.insert(jobAlerts).values(
      Array.from({ length: size }, (_, offset) => ({
        email: `seeker-${start + offset}@bench.example.com`,
        criteria: { q: "driver" },
        frequency: "instant" as const,
        language: (start + offset) % 3 === 0 ? ("kn" as const) : ("en" as const),
        token: randomBytes(32).toString("base64url"),
        confirmedAt: sql`now()`,
      })),
    );
  }
}

/** An employer's session cookie, signed up through the API. */
async function employerCookie(app: AppType, origin: string) {
  const response = await app.request("/api/accounts/sign-up/employer", {
    method: "POST",
    headers: { origin, "content-type": "application/json" },
    body: JSON.stringify({ name: "Bench Hirer", email: "hirer@bench.example.com", password: "bench-pass-1", phone: "9845012399", company: "Bench Transports" }),
  });
  if (response.status !== 201) throw new Error(`sign-up: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
}

export async function measureOutbox(deps: Deps, app: AppType, origin: string) {
  // The generated jobs are old news: only the jobs posted here are matched.
  await deps.db.update(jobs).set({ alertsMatchedAt: sql`now()` }).where(isNull(jobs.alertsMatchedAt));
  const inserted = performance.now();
  await insertAlerts(deps);
  const insertSeconds = (performance.now() - inserted) / 1000;

  const cookie = await employerCookie(app, origin);
  let posts = 0;
  const post = async (title: string) => {
    posts += 1;
    const response = await app.request("/api/jobs", {
      method: "POST",
      headers: { origin, cookie, "content-type": "application/json" },
      body: JSON.stringify(buildJobPost({ title, description: `Drive the company van.\nPost ${posts}.` })),
    });
    if (response.status !== 201) throw new Error(`/api/jobs: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
  };
  // Posts that match no alert ("Cook"), first with nothing else running, then beside the fan-out.
  const quiet = await timeRuns(() => post("Cook"), { iterations: postIterations, warmups: 10 });
  await deps.db.update(jobs).set({ alertsMatchedAt: sql`now()` }).where(isNull(jobs.alertsMatchedAt));

  await post("Van Driver");
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  loopDelay.enable();
  const queueStarted = performance.now();
  // Queued only: the delivery is measured on its own below, to the SMTP server.
  const matching = matchNewJobs({ ...deps, outbox: { ...deps.outbox, wake: () => {} } });
  const queuedNow = async () => (await deps.db.select({ n: count() }).from(mailOutbox))[0]?.n ?? 0;
  // Jobs keep being posted while the new driver job's mails are queued (each post is a new job the
  // matcher looks at too), until every mail is queued.
  const besideSamples: number[] = [];
  let seconds = 0;
  for (;;) {
    const started = performance.now();
    await post("Cook");
    besideSamples.push(performance.now() - started);
    if (besideSamples.length % 10 === 0 && (await queuedNow()) >= alertCount) {
      seconds = (performance.now() - queueStarted) / 1000;
      break;
    }
  }
  loopDelay.disable();
  besideSamples.sort((a, b) => a - b);
  const beside = { p50: besideSamples[Math.floor(besideSamples.length / 2)]!, p95: besideSamples[Math.floor(besideSamples.length * 0.95)]!, max: besideSamples.at(-1)! };
  await matching;
  const queued = await queuedNow();

  const smtp = await startTestSmtpServer({ keep: false });
  const logger = createLogger("silent");
  try {
    const mailer = createMailer({ smtpUrl: smtp.url, from: "Bench <no-reply@localhost>", outboxDir: "/nonexistent", logger });
    const outbox = createMailOutbox({ db: deps.db, mailer, logger, messageIdDomain: "localhost" });
    const deliverStarted = performance.now();
    const delivered = await outbox.deliverDue();
    const deliverSeconds = (performance.now() - deliverStarted) / 1000;
    const [left] = await deps.db.select({ n: count() }).from(mailOutbox).where(isNull(mailOutbox.sentAt));
    console.log(`\n  job alerts: ${alertCount.toLocaleString("en-IN")} instant alerts for "driver" inserted in ${insertSeconds.toFixed(1)} s`);
    console.log(
      `  posting a job (API) p50/p95: ${quiet.p50.toFixed(1)} / ${quiet.p95.toFixed(1)} ms alone; ${beside.p50.toFixed(1)} / ${beside.p95.toFixed(1)} ms (max ${beside.max.toFixed(0)} ms, ${besideSamples.length} posts) while a new job's mails are queued (event loop delay p99 ${(loopDelay.percentile(99) / 1e6).toFixed(0)} ms)`,
    );
    console.log(`  one new driver job: ${queued.toLocaleString("en-IN")} mails queued in ${seconds.toFixed(1)} s (${Math.round(queued / seconds).toLocaleString("en-IN")}/s)`);
    console.log(
      `  outbox: delivered ${delivered.toLocaleString("en-IN")} to a local SMTP server in ${deliverSeconds.toFixed(1)} s, ${Math.round(delivered / deliverSeconds)} mails/s ` +
        `(the server counted ${smtp.count.toLocaleString("en-IN")}; ${left?.n ?? 0} left unsent)`,
    );
  } finally {
    await smtp.stop();
    await deps.db.delete(mailOutbox);
    await deps.db.delete(jobAlerts);
  }
}
