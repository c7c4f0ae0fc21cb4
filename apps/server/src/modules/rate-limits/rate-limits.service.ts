/**
 * Fixed-window rate limits kept in the database (shared by every server instance). A rule allows
 * `max` hits per key within `windowMs`; the window starts at the first hit.
 */
import { eq, lte, sql } from "drizzle-orm";
import { messagesPerHour } from "@app/shared/conversations";
import type { Database } from "../../db/client.ts";
import { rateLimits } from "../../db/schema/index.ts";

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

export const rateLimitRules = {
  /** Failed sign-ins per address: the 4th within 10 s is refused. */
  signInFailures: { max: 3, windowMs: 10_000 },
  /**
   * Sign-ups per address: generous, since on mobile networks many phones share one public IPv4
   * address (carrier NAT), and a job link shared in a group brings them all at once.
   */
  signUpPerAddress: { max: 50, windowMs: 10 * 60_000 },
  /**
   * Sign-ups per e-mail address and per phone number, and (counted apart) the links one account asks
   * for to confirm an address it adds: the 6th attempt within an hour is refused.
   */
  signUpPerContact: { max: 5, windowMs: 60 * 60_000 },
  passwordResetRequest: { max: 5, windowMs: 10 * 60_000 },
  /** Reset links asked for one e-mail address, from anywhere: the 4th within an hour is refused. */
  passwordResetRequestPerEmail: { max: 3, windowMs: 60 * 60_000 },
  passwordReset: { max: 10, windowMs: 10 * 60_000 },
  /** Tries of one reset token, from anywhere: the 6th within an hour is refused. */
  passwordResetPerToken: { max: 5, windowMs: 60 * 60_000 },
  /** Reports of jobs per address (guests may report): the 21st within an hour is refused. */
  jobReport: { max: 20, windowMs: 60 * 60_000 },
  /** Job alerts saved per address: the 21st within an hour is refused. */
  alertPerAddress: { max: 20, windowMs: 60 * 60_000 },
  /**
   * A guest's alerts for one e-mail address, from anywhere (each sends a confirmation), and (counted
   * apart) the links that would add one address to an account: the 6th within a day is refused.
   */
  alertPerEmail: { max: 5, windowMs: 24 * 60 * 60_000 },
  /** Messages one account sends, across its conversations: the 31st within an hour is refused. */
  messagesPerSender: { max: messagesPerHour, windowMs: 60 * 60_000 },
  /** Interview times proposed or changed for one application (each mails its candidate): the 11th within an hour is refused. */
  interviewProposalsPerApplication: { max: 10, windowMs: 60 * 60_000 },
  /** One-time codes asked from one network (sign-in, sign-up, a number added): the 21st within an hour is refused. */
  phoneCodePerAddress: { max: 20, windowMs: 60 * 60_000 },
  /** One-time codes for one number, from anywhere: one each 30 s ("Send again")… */
  phoneCodeGap: { max: 1, windowMs: 30_000 },
  /** …and the 6th within an hour is refused. */
  phoneCodePerNumber: { max: 5, windowMs: 60 * 60_000 },
} satisfies Record<string, RateLimitRule>;

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window ends and the key may try again (at least 1). */
  retryAfterSeconds: number;
}

/** Counts one hit and tells whether it is still within the limit, and when the window frees. */
export async function consumeRateLimit(db: Database, key: string, rule: RateLimitRule): Promise<RateLimitResult> {
  const window = sql`make_interval(secs => ${rule.windowMs / 1000})`;
  const expired = sql`${rateLimits.windowStartedAt} <= now() - ${window}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      // The database's clock, the one the window was started by.
      secondsLeft: sql<number>`ceil(extract(epoch from ${rateLimits.windowStartedAt} + ${window} - now()))::int`.mapWith(Number),
    });
  return {
    allowed: (row?.count ?? 0) <= rule.max,
    retryAfterSeconds: Math.max(1, row?.secondsLeft ?? Math.ceil(rule.windowMs / 1000)),
  };
}

/** The longest window of any rule (every limit is one of `rateLimitRules`): a counter started that long ago has ended, whatever its rule. */
export const longestRateLimitWindowMs = Math.max(...Object.values(rateLimitRules).map((rule) => rule.windowMs));

/**
 * Deletes the counters whose window has ended under every rule (a counter does not know its rule);
 * the next hit of their key starts a new window, as it would have anyway. How many went.
 */
export async function removeEndedRateLimits(db: Database): Promise<number> {
  const removed = await db
    .delete(rateLimits)
    .where(lte(rateLimits.windowStartedAt, sql`now() - make_interval(secs => ${longestRateLimitWindowMs / 1000})`))
    .returning({ key: rateLimits.key });
  return removed.length;
}

/** Gives back one hit (an attempt that turned out not to count). */
export async function refundRateLimit(db: Database, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}
