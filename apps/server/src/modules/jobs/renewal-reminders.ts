/**
 * Tells an employer by e-mail when an open job is about to leave the job list by itself (its
 * `expiresAt`, JOB_EXPIRY_DAYS after posting or renewal), with the way to renew it: the dashboard's
 * Renew. Each end is told once: the job is marked with the `expiresAt` it was reminded of, in the
 * same statement that picks it and in the transaction that queues its mail (mail/outbox.ts), so
 * instances running side by side (npm run cluster) never send the same reminder twice; a renewal
 * moves `expiresAt` on, and the new end gets a reminder of its own.
 */
import { and, eq, gt, inArray, isNull, lte, ne, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { jobs, user } from "../../db/schema/index.ts";
import type { AppDependencies } from "../../http/env.ts";
import { startMailRounds } from "../../mail/mail-rounds.ts";
import { changeAndMail } from "../../mail/outbox.ts";
import { renewalReminderMail } from "./renewal-mails.ts";

/** A job is reminded of once it has this many days or fewer left on the job list. */
export const reminderDays = 3;
/** How often the server looks for jobs to remind of. */
export const reminderIntervalMs = 60 * 60 * 1000;

type Deps = Pick<AppDependencies, "db" | "outbox" | "config" | "logger">;

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

/** Queues the reminders due now, in the transaction that marks their jobs reminded; the number queued. */
export async function sendRenewalReminders(deps: Deps): Promise<number> {
  const mails = await changeAndMail(
    deps,
    async (tx) => {
      const due = await claimJobsEndingSoon(tx);
      if (due.length === 0) return [];
      const employers = await tx
        .select({ id: user.id, name: user.name, email: user.email })
        .from(user)
        .where(inArray(user.id, [...new Set(due.map((job) => job.employerId))]));
      const byId = new Map(employers.map((employer) => [employer.id, employer]));
      return due.flatMap((job) => {
        const employer = byId.get(job.employerId);
        if (!employer) return [];
        return renewalReminderMail({
          siteName: deps.config.site.name,
          publicUrl: deps.config.publicUrl,
          timeZone: deps.config.site.timeZone,
          to: employer.email,
          employerName: employer.name,
          jobTitle: job.title,
          endsAt: job.expiresAt,
        });
      });
    },
    (queued) => queued,
  );
  return mails.length;
}

/**
 * Looks for reminders due a minute after start, then every `reminderIntervalMs`. The returned
 * function stops it and resolves once a look under way has ended.
 */
export function startRenewalReminders(deps: Deps): () => Promise<void> {
  return startMailRounds({ logger: deps.logger, name: "renewal reminders", run: () => sendRenewalReminders(deps), firstAfterMs: 60 * 1000, everyMs: reminderIntervalMs });
}
