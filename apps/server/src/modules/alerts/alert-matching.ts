/**
 * Finding each alert's new jobs with the job search itself (`findJobsLike`), and queuing their mails
 * through the outbox. Instant alerts: every listed job not matched yet (a new job, or a held one the
 * admin approved) is matched once; its mails are queued a hundred alerts per transaction, each
 * (alert, job) recorded in `job_alert_deliveries`, so a job is never sent twice for one alert, even
 * when a round is cut short or two instances work at once. Daily alerts: from 8:00 in the site's
 * time zone, each alert once a day gets up to ten jobs it was never sent; a candidate's Jobs for you
 * alert (always daily) gets the best of their Jobs for you posted since it was saved. A candidate's
 * alert goes on the channels they chose for alerts (notifications/notify.ts): the mail, and a short
 * SMS or WhatsApp message with the number of new jobs and a link; a guest's by mail as ever.
 */
import { and, asc, eq, gt, inArray, isNull, notExists, sql, type SQL } from "drizzle-orm";
import { digestHour, digestJobCount } from "@app/shared/alerts";
import { jobAlertDeliveries, jobAlerts, jobs } from "../../db/schema/index.ts";
import type { AppDependencies } from "../../http/env.ts";
import type { MailMessage } from "../../mail/mailer.ts";
import { changeAndNotify, type Notice } from "../../notifications/notify.ts";
import { alertJobsLink, alertNews, alertStopLink, shortJobLink } from "../../notifications/phone-texts.ts";
import { findJobsForYou } from "../candidates/jobs-for-you.ts";
import { findJobsLike, isListed } from "../jobs/jobs.service.ts";
import { dailyDigestMail, newJobAlertMail, type AlertMailJob } from "./alert-mails.ts";
import { removeExpiredUnconfirmedAlerts } from "./alerts.service.ts";

type Deps = Pick<AppDependencies, "db" | "outbox" | "config" | "logger">;

/** New jobs matched per round, and alerts per transaction of mails (small: each batch's work holds the event loop). */
const jobsPerRound = 20;
const alertsPerBatch = 100;
const digestsPerClaim = 100;
/** How often each instance looks for new listed jobs (one look-up in a small partial index), and for due digests. */
export const alertIntervalMs = 5_000;
const digestIntervalMs = 60_000;

const liveAlert = and(sql`${jobAlerts.confirmedAt} is not null`, isNull(jobAlerts.pausedAt), isNull(jobAlerts.bouncedAt));
const site = (deps: Pick<Deps, "config">) => ({ siteName: deps.config.site.name, publicUrl: deps.config.publicUrl });
const sameCriteria = (criteria: unknown) => sql`${jobAlerts.criteria} = ${JSON.stringify(criteria)}::jsonb`;

interface NoticeAlert {
  userId: string | null;
  kind: string;
  email: string | null;
  phoneNumber: string | null;
  confirmedAt: Date | null;
  token: string;
  stopToken: string;
  language: Notice["language"];
}

/**
 * An alert's news: its mail to its address, on the channels its candidate chose for alerts (a
 * guest's: the mail, or the SMS of one saved to a number, whose stop link is the alert's own, short:
 * in Kannada the SMS stays within two parts, in English one).
 */
function alertNotice(deps: Pick<Deps, "config">, alert: NoticeAlert, mailTo: (email: string) => MailMessage, link: string, count: number): Notice {
  const stopLink = alert.phoneNumber ? alertStopLink(deps.config.publicUrl, alert.stopToken) : undefined;
  return {
    userId: alert.userId,
    kind: "alerts",
    mail: alert.email !== null ? mailTo(alert.email) : null,
    phone: alertNews(link, count, alert.kind === "for_you", stopLink),
    language: alert.language,
    phoneNumber: alert.phoneNumber,
    // A number's alert was confirmed with the code sent to it: the person's ask, which a STOP said before does not undo.
    askedAt: alert.phoneNumber ? alert.confirmedAt : null,
  };
}

/** Queues the mails of one new job to every live instant alert of these criteria it was not sent to. */
async function fanOut(deps: Deps, criteria: unknown, job: AlertMailJob): Promise<number> {
  let queued = 0;
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const alerts = await deps.db
      .select({
        id: jobAlerts.id,
        userId: jobAlerts.userId,
        kind: jobAlerts.kind,
        email: jobAlerts.email,
        phoneNumber: jobAlerts.phoneNumber,
        confirmedAt: jobAlerts.confirmedAt,
        token: jobAlerts.token,
        stopToken: jobAlerts.stopToken,
        language: jobAlerts.language,
        criteria: jobAlerts.criteria,
        frequency: jobAlerts.frequency,
      })
      .from(jobAlerts)
      .where(and(liveAlert, eq(jobAlerts.frequency, "instant"), sameCriteria(criteria), gt(jobAlerts.id, after)))
      .orderBy(asc(jobAlerts.id))
      .limit(alertsPerBatch);
    if (alerts.length === 0) return queued;
    const batchStarted = performance.now();
    after = alerts.at(-1)!.id;
    const mails = await changeAndNotify(
      deps,
      async (tx) => {
        const recorded = await tx
          .insert(jobAlertDeliveries)
          .values(alerts.map((alert) => ({ alertId: alert.id, jobId: job.id })))
          .onConflictDoNothing()
          .returning({ alertId: jobAlertDeliveries.alertId });
        const fresh = new Set(recorded.map((row) => row.alertId));
        return alerts
          .filter((alert) => fresh.has(alert.id))
          .map((alert) => alertNotice(deps, alert, (email) => newJobAlertMail(site(deps), { ...alert, email }, job), shortJobLink(deps.config.publicUrl, job.id), 1));
      },
      (queuedMails) => queuedMails,
    );
    queued += mails.length;
    // As long a rest as the batch took: the fan-out takes at most half of the process and of its
    // database connection, so a big one never holds back the site's requests (npm run bench).
    await new Promise((resolve) => setTimeout(resolve, performance.now() - batchStarted));
  }
}

/** Matches the listed jobs no instant alert has seen yet; the number of mails queued. */
export async function matchNewJobs(deps: Deps): Promise<number> {
  let queued = 0;
  for (;;) {
    const fresh = await deps.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(isNull(jobs.alertsMatchedAt), isListed()))
      .orderBy(asc(jobs.createdAt), asc(jobs.id))
      .limit(jobsPerRound);
    if (fresh.length === 0) return queued;
    const ids = fresh.map((job) => job.id);
    // Alerts with the same search are matched once: one query per distinct search, not per alert.
    const searches = await deps.db
      .selectDistinct({ criteria: jobAlerts.criteria })
      .from(jobAlerts)
      .where(and(liveAlert, eq(jobAlerts.frequency, "instant")));
    for (const { criteria } of searches) {
      for (const job of await findJobsLike(deps.db, criteria, inArray(jobs.id, ids), ids.length)) queued += await fanOut(deps, criteria, job);
    }
    await deps.db.update(jobs).set({ alertsMatchedAt: sql`now()` }).where(inArray(jobs.id, ids));
  }
}

/** A candidate's Jobs for you among `among`, with their reasons, as a digest lists them. */
async function jobsForYouToMail(deps: Deps, candidateId: string, among: SQL): Promise<AlertMailJob[]> {
  const { jobs: found } = await findJobsForYou(deps.db, candidateId, digestJobCount, among);
  return found.map(({ job, reasons }) => ({ ...job, jobType: job.type, reasons }));
}

/** The latest `digestHour` o'clock in the site's time zone at or before `now`. */
function lastDigestTime(now: Date, timeZone: string): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  const today = sql`(date_trunc('day', ${at} at time zone ${timeZone}) + make_interval(hours => ${digestHour}))`;
  return sql`(case when (${today} at time zone ${timeZone}) <= ${at} then ${today} else ${today} - interval '1 day' end) at time zone ${timeZone}`;
}

/** Sends the daily digests due at `now`: each live daily alert once a day, with up to ten jobs it was never sent. The number of mails queued. */
export async function sendDailyDigests(deps: Deps, now = new Date()): Promise<number> {
  const due = lastDigestTime(now, deps.config.site.timeZone);
  let queued = 0;
  for (;;) {
    const picked = deps.db
      .select({ id: jobAlerts.id })
      .from(jobAlerts)
      .where(and(liveAlert, eq(jobAlerts.frequency, "daily"), sql`coalesce(${jobAlerts.digestedAt}, ${jobAlerts.createdAt}) < ${due}`))
      .orderBy(asc(jobAlerts.id))
      .limit(digestsPerClaim)
      .for("update", { skipLocked: true });
    const claimed = await deps.db
      .update(jobAlerts)
      .set({ digestedAt: sql`${now.toISOString()}::timestamptz` })
      .where(sql`${jobAlerts.id} in (${picked})`)
      .returning();
    if (claimed.length === 0) return queued;
    for (const alert of claimed) {
      const never = notExists(
        deps.db
          .select({ one: sql`1` })
          .from(jobAlertDeliveries)
          .where(and(eq(jobAlertDeliveries.alertId, alert.id), eq(jobAlertDeliveries.jobId, jobs.id))),
      );
      const among = and(gt(jobs.createdAt, alert.createdAt), never)!;
      const found = alert.kind === "for_you" ? await jobsForYouToMail(deps, alert.userId!, among) : await findJobsLike(deps.db, alert.criteria, among, digestJobCount);
      if (found.length === 0) continue;
      const mail = await changeAndNotify(
        deps,
        async (tx) => {
          const recorded = await tx
            .insert(jobAlertDeliveries)
            .values(found.map((job) => ({ alertId: alert.id, jobId: job.id })))
            .onConflictDoNothing()
            .returning({ jobId: jobAlertDeliveries.jobId });
          const fresh = new Set(recorded.map((row) => row.jobId));
          const jobsToSend = found.filter((job) => fresh.has(job.id));
          if (jobsToSend.length === 0) return null;
          // A search's news leads to its one job, or to its search newest first: a guest has no list of alerts to open.
          const link =
            alert.kind === "for_you"
              ? `${deps.config.publicUrl}/candidate/profile?tab=for-you`
              : jobsToSend.length === 1
                ? shortJobLink(deps.config.publicUrl, jobsToSend[0]!.id)
                : alertJobsLink(deps.config.publicUrl, alert.stopToken);
          return alertNotice(deps, alert, (email) => dailyDigestMail(site(deps), { ...alert, email }, jobsToSend), link, jobsToSend.length);
        },
        (digest) => digest,
      );
      if (mail) queued += 1;
    }
  }
}

/**
 * Matches new jobs now and every `alertIntervalMs`, and sends the due digests every minute. The
 * returned function stops it and resolves once a round under way has ended, so a shutdown closes the
 * database after it, not under it.
 */
export function startAlerts(deps: Deps): () => Promise<void> {
  let running: Promise<void> | null = null;
  let digestsLookedAt = 0;
  const run = () => {
    if (running) return;
    running = (async () => {
      const instant = await matchNewJobs(deps);
      let daily = 0;
      if (Date.now() - digestsLookedAt >= digestIntervalMs) {
        digestsLookedAt = Date.now();
        daily = await sendDailyDigests(deps);
        await removeExpiredUnconfirmedAlerts(deps.db);
      }
      if (instant + daily > 0) deps.logger.info({ instant, daily }, "job alert mails queued");
    })()
      .catch((error: unknown) => deps.logger.error({ err: error }, "job alerts failed"))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, alertIntervalMs);
  timer.unref();
  run();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
