/**
 * What the ways in leave behind, removed now and then: one-time codes past their five minutes (only
 * the newest code of a number counts, and an older one runs out first, so none of them could match
 * again); links to add an e-mail address never opened, `expiredEmailLinkKeptDays` after they ran
 * out (until then the account's card says its link ran out and the link itself says so; a used link
 * stays, so a second opening is told it was used; an account's one row goes with it); rate-limit
 * counters whose window has ended; and sessions past their end. Better Auth deletes an expired
 * session only when its cookie comes back, which a browser stops sending once it expires (nor does
 * it remove them on its own: better-auth/better-auth#1280).
 */
import { and, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { emailConfirmations, phoneCodes, session } from "../../db/schema/index.ts";
import type { AppDependencies } from "../../http/env.ts";
import { startMailRounds } from "../../mail/mail-rounds.ts";
import { removeEndedRateLimits } from "../rate-limits/rate-limits.service.ts";

/** Days a link never opened is kept after it ran out. */
export const expiredEmailLinkKeptDays = 30;

const removalIntervalMs = 60 * 60_000;

/** Removes the expired codes, the long-expired unopened links, the ended rate limits and the expired sessions; how many rows went. */
export async function removeExpiredCodesAndLinks(db: Database): Promise<number> {
  const codes = await db.delete(phoneCodes).where(lt(phoneCodes.expiresAt, sql`now()`)).returning({ id: phoneCodes.id });
  const links = await db
    .delete(emailConfirmations)
    .where(and(isNull(emailConfirmations.confirmedAt), lt(emailConfirmations.expiresAt, sql`now() - make_interval(days => ${expiredEmailLinkKeptDays})`)))
    .returning({ id: emailConfirmations.id });
  const limits = await removeEndedRateLimits(db);
  const sessions = await db.delete(session).where(lt(session.expiresAt, sql`now()`)).returning({ id: session.id });
  return codes.length + links.length + limits + sessions.length;
}

/**
 * Removes them a minute after start, then every hour (on every instance: a row goes once whoever
 * removes it). The returned function stops it and resolves once a look under way has ended.
 */
export function startRemovingExpiredCodesAndLinks(deps: Pick<AppDependencies, "db" | "logger">): () => Promise<void> {
  return startMailRounds({
    logger: deps.logger,
    name: "expired codes, links, rate limits and sessions",
    done: "removed",
    run: () => removeExpiredCodesAndLinks(deps.db),
    firstAfterMs: 60 * 1000,
    everyMs: removalIntervalMs,
  });
}
