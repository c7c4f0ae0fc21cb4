/**
 * Tells an employer by e-mail when an open job is about to leave the job list by itself (its
 * `expiresAt`, JOB_EXPIRY_DAYS after posting or renewal), with the way to renew it: the dashboard's
 * Renew. Each end is told once: the job is marked with the `expiresAt` it was reminded of, in the
 * same statement that picks it, so instances running side by side (npm run cluster) never send the
 * same reminder twice; a renewal moves `expiresAt` on, and the new end gets a reminder of its own.
 */
import { and, eq, gt, inArray, isNull, lte, ne, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { jobs, user } from "../../db/schema/index.ts";
import type { AppDependencies } from "../../http/env.ts";
import { renewalReminderMail } from "./renewal-mails.ts";

/** A job is reminded of once it has this many days or fewer left on the job list. */
export const reminderDays = 3;
/** How often the server looks for jobs to remind of. */
export const reminderIntervalMs = 60 * 60 * 1000;

type Deps = Pick<AppDependencies, "db" | "mailer" | "config" | "logger">;

/** Marks the listed jobs ending within `reminderDays` that were not yet reminded of this end, and returns them. */
async function claimJobsEndingSoon(db: Database) {
  return db
    .update(jobs)
    .set({ renewalRemindedFor: sql`${jobs.expiresAt}` })
    .where(
      and(
        eq(jobs.status, "active"),
        gt(jobs.expiresAt, sql`now()`),
        lte(jobs.expiresAt, sql`now() + make_interval(days => ${reminderDays}::int)`),
        or(isNull(jobs.renewalRemindedFor), ne(jobs.renewalRemindedFor, jobs.expiresAt)),
      ),
    )
    .returning({ id: jobs.id, title: jobs.title, employerId: jobs.employerId, expiresAt: jobs.expiresAt });
}

/** Sends the reminders due now; the number sent. A mail that fails is logged, and its job not reminded again. */
export async function sendRenewalReminders(deps: Deps): Promise<number> {
  const due = await claimJobsEndingSoon(deps.db);
  if (due.length === 0) return 0;
  const employers = await deps.db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(inArray(user.id, [...new Set(due.map((job) => job.employerId))]));
  const byId = new Map(employers.map((employer) => [employer.id, employer]));
  let sent = 0;
  for (const job of due) {
    const employer = byId.get(job.employerId);
    if (!employer) continue;
    const mail = renewalReminderMail({
      siteName: deps.config.site.name,
      publicUrl: deps.config.publicUrl,
      timeZone: deps.config.site.timeZone,
      to: employer.email,
      employerName: employer.name,
      jobTitle: job.title,
      endsAt: job.expiresAt,
    });
    try {
      await deps.mailer.send(mail);
      sent += 1;
    } catch (error) {
      deps.logger.error({ err: error, jobId: job.id }, "renewal reminder not sent");
    }
  }
  return sent;
}

/** Looks for reminders due a minute after start, then every `reminderIntervalMs`; the returned function stops it. */
export function startRenewalReminders(deps: Deps): () => void {
  const run = () => {
    sendRenewalReminders(deps).then(
      (sent) => sent > 0 && deps.logger.info({ sent }, "renewal reminders sent"),
      (error: unknown) => deps.logger.error({ err: error }, "renewal reminders failed"),
    );
  };
  const first = setTimeout(run, 60 * 1000);
  const every = setInterval(run, reminderIntervalMs);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
