/**
 * The cost guard of SMS: a cap of parts a day for the site (SMS_DAILY_CAP) and for one person
 * (SMS_DAILY_CAP_PER_PERSON), days on the site's clocks (SITE_TIME_ZONE). A day counts the news SMS
 * sent that day and those waiting to go that day (a row's day is its `sent_at`, else its
 * `send_after`); codes are not counted, their own rate limits cap them, and a message given up is
 * not counted. A text sent in place of a code (ADR 072) is counted but never held back: it goes as
 * the code would, past the cap too, so it is queued without asking `smsSlot`. Callers hold
 * `lockSmsCap` for their transaction, so two rounds side by side cannot both take the day's last
 * parts.
 */
import { sql } from "drizzle-orm";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { phoneOutbox } from "../db/schema/index.ts";

/** Days ahead a message past today's cap may wait for room; past that it goes on the last one. */
const daysAhead = 7;

/** The start of the day `offset` days from today on the site's clocks. */
function dayStart(timeZone: string, offset: number) {
  return sql`((date_trunc('day', now() at time zone ${timeZone}) + make_interval(days => ${offset})) at time zone ${timeZone})`;
}

/** Waits, to the end of the caller's transaction, for any other transaction counting SMS against the caps. */
export async function lockSmsCap(db: Database): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('sms-daily-cap'))`);
}

/** Parts counted on the day `offset` days from today: the site's and the person's. */
async function partsOnDay(db: Database, timeZone: string, offset: number, userId: string | null): Promise<{ site: number; person: number }> {
  const day = sql`coalesce(${phoneOutbox.sentAt}, ${phoneOutbox.sendAfter})`;
  const [counted] = await db
    .select({
      site: sql<number>`coalesce(sum(${phoneOutbox.parts}), 0)::int`,
      person: sql<number>`coalesce(sum(${phoneOutbox.parts}) filter (where ${phoneOutbox.userId} = ${userId ?? ""}), 0)::int`,
    })
    .from(phoneOutbox)
    .where(
      sql`${phoneOutbox.channel} = 'sms' and ${phoneOutbox.kind} <> 'code' and ${phoneOutbox.failedAt} is null
        and ${day} >= ${dayStart(timeZone, offset)} and ${day} < ${dayStart(timeZone, offset + 1)}`,
    );
  return { site: Number(counted?.site ?? 0), person: Number(counted?.person ?? 0) };
}

/**
 * When an SMS of `parts` for `userId` (null: a guest's) may go: `"now"`, or the start of the first
 * day ahead with room. The caller chooses e-mail instead of waiting where the person has an address.
 */
export async function smsSlot(
  db: Database,
  config: Pick<Config, "smsDailyCap" | "site">,
  userId: string | null,
  parts: number,
): Promise<"now" | { waitUntil: Date }> {
  const fits = async (offset: number) => {
    const counted = await partsOnDay(db, config.site.timeZone, offset, userId);
    return counted.site + parts <= config.smsDailyCap.site && (userId === null || counted.person + parts <= config.smsDailyCap.perPerson);
  };
  if (await fits(0)) return "now";
  let offset = 1;
  while (offset < daysAhead && !(await fits(offset))) offset += 1;
  const [start] = await db.select({ at: sql<string | Date>`${dayStart(config.site.timeZone, offset)}` }).from(sql`(select 1) as one`);
  return { waitUntil: new Date(start!.at) };
}
