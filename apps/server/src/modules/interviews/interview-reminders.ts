/**
 * Reminds both parties of an agreed interview the day before. An interview on day D (on the site's
 * clocks) is reminded from 9:00 on D-1, a morning hour a mail is read at rather than midnight; one
 * agreed after that is reminded at the next look, so it is never missed. Each start is reminded
 * once: the interview is marked with the `starts_at` it was reminded of, in the statement that picks
 * it and in the transaction that queues its news (notifications/notify.ts: the mails, and the texts
 * each party chose), so instances side by side never
 * send it twice, and a new time agreed after a reschedule gets a reminder of its own.
 */
import { and, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { applications, interviews } from "../../db/schema/index.ts";
import type { AppDependencies } from "../../http/env.ts";
import { startMailRounds } from "../../mail/mail-rounds.ts";
import { changeAndNotify, type Notice } from "../../notifications/notify.ts";
import { interviewNews } from "../../notifications/phone-texts.ts";
import { interviewReminderMail } from "./interview-mails.ts";
import { findInterviewParties, openApplicationStatuses } from "./interviews.service.ts";

/** The hour of the day before from which an interview is reminded. */
export const reminderHour = 9;
/** How often the server looks for interviews to remind of. */
export const reminderIntervalMs = 15 * 60 * 1000;

type Deps = Pick<AppDependencies, "db" | "outbox" | "config" | "logger">;

/** Marks the agreed interviews due a reminder at `at` that were not reminded of this start, and returns them. */
async function claimInterviewsDue(db: Database, timeZone: string, at: Date) {
  const now = sql`${at.toISOString()}::timestamptz`;
  const dayBefore = sql`(${interviews.startsAt} at time zone ${timeZone})::date - 1`;
  const remindFrom = sql`(${dayBefore} + make_time(${reminderHour}::int, 0, 0)) at time zone ${timeZone}`;
  const stillInTheRunning = db
    .select({ id: applications.id })
    .from(applications)
    .where(inArray(applications.status, [...openApplicationStatuses]));
  return db
    .update(interviews)
    .set({ remindedFor: sql`${interviews.startsAt}` })
    .where(
      and(
        eq(interviews.status, "accepted"),
        sql`${interviews.startsAt} > ${now}`,
        sql`${remindFrom} <= ${now}`,
        or(isNull(interviews.remindedFor), ne(interviews.remindedFor, interviews.startsAt)),
        inArray(interviews.applicationId, stillInTheRunning),
      ),
    )
    .returning({
      applicationId: interviews.applicationId,
      startsAt: interviews.startsAt,
      durationMinutes: interviews.durationMinutes,
      placeKind: interviews.placeKind,
      place: interviews.place,
    });
}

/** Queues the reminders due at `at` (now), in the transaction that marks their interviews; the number of interviews reminded. */
export async function sendInterviewReminders(deps: Deps, at: Date = new Date()): Promise<number> {
  const reminded = await changeAndNotify(
    deps,
    async (tx) => {
      const due = await claimInterviewsDue(tx, deps.config.site.timeZone, at);
      const notices: Notice[] = [];
      for (const interview of due) {
        const parties = await findInterviewParties(tx, interview.applicationId);
        if (!parties) continue;
        const common = {
          siteName: deps.config.site.name,
          publicUrl: deps.config.publicUrl,
          timeZone: deps.config.site.timeZone,
          jobTitle: parties.jobTitle,
          jobTitleKn: parties.jobTitleKn,
          company: parties.company,
          placeKind: interview.placeKind,
          place: interview.place,
          // Both are set on an agreed interview (the table's check).
          scheduled: { startsAt: interview.startsAt!.toISOString(), durationMinutes: interview.durationMinutes! },
        };
        const { candidate, employer } = parties;
        const news = interviewNews({ publicUrl: common.publicUrl, timeZone: common.timeZone, job: { title: parties.jobTitle, titleKn: parties.jobTitleKn }, startsAt: interview.startsAt }, "reminder");
        notices.push(
          { userId: candidate.id, kind: "interviews", mail: interviewReminderMail({ ...common, to: candidate.email, name: candidate.name, otherName: employer.name, forEmployer: false }), phone: news },
          { userId: employer.id, kind: "interviews", mail: interviewReminderMail({ ...common, to: employer.email, name: employer.name, otherName: candidate.name, forEmployer: true }), phone: news },
        );
      }
      return { count: due.length, notices };
    },
    (result) => result.notices,
  );
  return reminded.count;
}

/**
 * Looks for reminders due a minute after start, then every `reminderIntervalMs`. The returned
 * function stops it and resolves once a look under way has ended.
 */
export function startInterviewReminders(deps: Deps): () => Promise<void> {
  return startMailRounds({ logger: deps.logger, name: "interview reminders", run: () => sendInterviewReminders(deps), firstAfterMs: 60 * 1000, everyMs: reminderIntervalMs });
}
