/**
 * Saved job alerts: a candidate's (their account's address, on at once) or a guest's (off until the
 * address confirms it from the mailed link), at most `maxAlertsPerAddress` per address, managed by
 * their owner or by the link in each alert mail (the alert's token, which reaches every alert of
 * that address). A guest may save one to a mobile number instead: confirmed by a code sent by SMS,
 * its jobs then go by SMS; the number is its address.
 */
import { randomBytes } from "node:crypto";
import { and, asc, count, desc, eq, gte, isNotNull, isNull, lt, sql, type SQL } from "drizzle-orm";
import { maxAlertsPerAddress, unconfirmedAlertDays, type AlertCriteria, type AlertFrequency, type AlertKind, type JobAlert, type UpdateAlertInput } from "@app/shared/alerts";
import type { Language } from "@app/shared/constants";
import type { Database } from "../../db/client.ts";
import { jobAlerts, phoneStops } from "../../db/schema/index.ts";
import { AppError, keyedFields } from "../../errors/app-error.ts";

type AlertRow = typeof jobAlerts.$inferSelect;

/** Where an alert's jobs go: its address, or its number for one saved to a phone. */
function addressOf(row: Pick<AlertRow, "email" | "phoneNumber">): string {
  return (row.email ?? row.phoneNumber)!;
}

/** The alerts of the same address (or number) as `row`. */
function sameAddress(row: Pick<AlertRow, "email" | "phoneNumber">): SQL {
  return row.email !== null ? eq(jobAlerts.email, row.email) : eq(jobAlerts.phoneNumber, row.phoneNumber!);
}

export function toJobAlert(row: AlertRow): JobAlert {
  return {
    id: row.id,
    kind: row.kind,
    email: addressOf(row),
    criteria: row.criteria,
    frequency: row.frequency,
    language: row.language,
    confirmed: row.confirmedAt !== null,
    paused: row.pausedAt !== null,
    bounced: row.bouncedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Only the filters a search was made with: empty words and unset filters are left out, so equal searches are equal rows. */
function cleanCriteria(criteria: AlertCriteria): AlertCriteria {
  return Object.fromEntries(Object.entries(criteria).filter(([, value]) => value !== undefined && value !== "")) as AlertCriteria;
}

export interface NewAlert {
  kind: AlertKind;
  /** One of the two: the address, or a guest's mobile number (E.164). */
  email: string | null;
  phoneNumber?: string | null;
  userId: string | null;
  criteria: AlertCriteria;
  frequency: AlertFrequency;
  language: Language;
}

/** A guest's alert never confirmed within `unconfirmedAlertDays` days. */
const expiredUnconfirmed = () => and(isNull(jobAlerts.confirmedAt), lt(jobAlerts.createdAt, sql`now() - make_interval(days => ${unconfirmedAlertDays})`))!;

/** Deletes the alerts nobody confirmed in time; the alert round calls it now and then. */
export async function removeExpiredUnconfirmedAlerts(db: Database): Promise<number> {
  const removed = await db.delete(jobAlerts).where(expiredUnconfirmed()).returning({ id: jobAlerts.id });
  return removed.length;
}

/**
 * One address's alerts are counted and changed one request at a time; the address's confirmed
 * alerts are what the limit counts (someone else's unconfirmed ones for it take no place).
 */
async function lockAddress(tx: Database, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`job_alerts:${email}`}))`);
}

async function atLimit(tx: Database, address: Pick<AlertRow, "email" | "phoneNumber">): Promise<boolean> {
  const [held] = await tx
    .select({ value: count() })
    .from(jobAlerts)
    .where(and(sameAddress(address), isNotNull(jobAlerts.confirmedAt)));
  return (held?.value ?? 0) >= maxAlertsPerAddress;
}

async function refuseAtLimit(tx: Database, address: Pick<AlertRow, "email" | "phoneNumber">): Promise<void> {
  if (await atLimit(tx, address)) throw new AppError("alert_limit", { params: { max: String(maxAlertsPerAddress) } });
}

/** The address's newest confirmed alert: its links reach every alert of the address, in the language its owner chose last. */
async function newestConfirmed(tx: Database, address: Pick<AlertRow, "email" | "phoneNumber">): Promise<AlertRow> {
  const [row] = await tx
    .select()
    .from(jobAlerts)
    .where(and(sameAddress(address), isNotNull(jobAlerts.confirmedAt)))
    .orderBy(desc(jobAlerts.confirmedAt), desc(jobAlerts.id))
    .limit(1);
  return row!;
}

/**
 * The alert of a search the address already has, confirmed (paused too): a second would send each
 * job twice. One whose mail bounced sends nothing, so the search may be saved afresh.
 */
async function heldSearch(tx: Database, address: Pick<AlertRow, "email" | "phoneNumber">, criteria: AlertCriteria): Promise<AlertRow | null> {
  const [held] = await tx
    .select()
    .from(jobAlerts)
    .where(
      and(
        sameAddress(address),
        eq(jobAlerts.kind, "search"),
        eq(jobAlerts.criteria, criteria),
        isNotNull(jobAlerts.confirmedAt),
        isNull(jobAlerts.bouncedAt),
      ),
    );
  return held ?? null;
}

/**
 * Whether the number of a confirmed alert said STOP by SMS since it was confirmed, at that moment
 * too: the outbox gives the alert's texts up (phone/outbox.ts, ADR 075). Compared in the database, at
 * the columns' own precision.
 */
async function stoppedSinceConfirmed(tx: Database, alert: Pick<AlertRow, "id">): Promise<boolean> {
  const [stopped] = await tx
    .select({ id: jobAlerts.id })
    .from(jobAlerts)
    .innerJoin(phoneStops, and(eq(phoneStops.phoneNumber, jobAlerts.phoneNumber), eq(phoneStops.channel, "sms"), gte(phoneStops.stoppedAt, jobAlerts.confirmedAt)))
    .where(eq(jobAlerts.id, alert.id));
  return Boolean(stopped);
}

/**
 * Saves an alert, confirmed when it is a candidate's own address; refused past the limit of its
 * address. A candidate has one Jobs for you alert: asked again, it is the one they have (`created`
 * false). A guest's search asked again for an address or number whose alert for it still waits for
 * its link or code is that alert (`created` false), with the frequency and language asked last
 * and its `unconfirmedAlertDays` counted from now.
 * A search the address already has, confirmed, changes nothing: a candidate saving their own again is
 * refused (409 `alert_exists`); for a guest, who may be anyone, it is `held`, and `row` is what a new
 * alert for it would be (its id the held one's, so asking twice reads as asking twice for a new one),
 * so that the answer never tells whether the address has the alert. A number's alert whose texts a
 * STOP since its confirmation holds back is not `held`: `row` is it as asked again, and the code
 * sent for it confirms it afresh and as asked (`confirmPhoneAlert`), as a new alert asked for after
 * the STOP. Nothing of that alert is written here: the ask is anyone's until its code comes back.
 * Past the limit of its address, a candidate is refused (409 `alert_limit`); a guest's alert is
 * saved unconfirmed as any other (it takes no place) and `full` is the address's newest confirmed
 * alert, whose owner is told instead of being asked to confirm: the answer never tells whether the
 * address has its most alerts.
 */
export async function createAlert(db: Database, input: NewAlert): Promise<{ row: AlertRow; created: boolean; held: AlertRow | null; full: AlertRow | null }> {
  return db.transaction(async (tx) => {
    const address = { email: input.email, phoneNumber: input.phoneNumber ?? null };
    await lockAddress(tx, addressOf(address));
    if (input.kind === "for_you" && input.userId) {
      const [held] = await tx
        .select()
        .from(jobAlerts)
        .where(and(eq(jobAlerts.userId, input.userId), eq(jobAlerts.kind, "for_you")));
      if (held) return { row: held, created: false, held: null, full: null };
    }
    if (input.kind === "search") {
      const held = await heldSearch(tx, address, cleanCriteria(input.criteria));
      if (held && input.userId) throw new AppError("alert_exists");
      if (held) {
        const asAsked = { frequency: input.frequency, language: input.language, confirmedAt: null, pausedAt: null, bouncedAt: null, createdAt: new Date() };
        // Texted that it has the alert, the number would keep it stopped: it is sent a code for it instead.
        const stopped = held.phoneNumber !== null && (await stoppedSinceConfirmed(tx, held));
        return { row: { ...held, ...address, ...asAsked }, created: false, held: stopped ? null : held, full: null };
      }
    }
    // A guest's alert waits unconfirmed, taking no place, whether or not the address has room for it.
    const full = !input.userId && (await atLimit(tx, address)) ? await newestConfirmed(tx, address) : null;
    if (!input.userId) {
      // Asked once more (Send again on the code step, or the same search saved again to an address):
      // the alert still waiting for its code or link is the one a new code or mail confirms, as chosen
      // last, so a person who asks thrice confirms one alert. Its days to be confirmed start again
      // with the new mail, whose link would otherwise run out with the first one's.
      const [waiting] = await tx
        .update(jobAlerts)
        .set({ frequency: input.frequency, language: input.language, createdAt: sql`now()` })
        .where(
          and(
            sameAddress(address),
            isNull(jobAlerts.userId),
            eq(jobAlerts.kind, input.kind),
            eq(jobAlerts.criteria, cleanCriteria(input.criteria)),
            isNull(jobAlerts.confirmedAt),
            sql`not (${expiredUnconfirmed()})`,
          ),
        )
        .returning();
      if (waiting) return { row: waiting, created: false, held: null, full };
    } else await refuseAtLimit(tx, address);
    const [row] = await tx
      .insert(jobAlerts)
      .values({
        kind: input.kind,
        email: input.email,
        phoneNumber: address.phoneNumber,
        userId: input.userId,
        // Jobs for you look at the profile, not at a search.
        criteria: input.kind === "for_you" ? {} : cleanCriteria(input.criteria),
        frequency: input.frequency,
        language: input.language,
        token: randomBytes(32).toString("base64url"),
        confirmedAt: input.userId ? sql`now()` : null,
      })
      .returning();
    return { row: row!, created: true, held: null, full };
  });
}

export async function listCandidateAlerts(db: Database, userId: string): Promise<JobAlert[]> {
  const rows = await db.select().from(jobAlerts).where(eq(jobAlerts.userId, userId)).orderBy(asc(jobAlerts.createdAt), asc(jobAlerts.id));
  return rows.map(toJobAlert);
}

/** The token of the alert a text's short stop link names (`/s/<stopToken>`); null when no alert has it. */
export async function alertTokenOfStopToken(db: Database, stopToken: string): Promise<string | null> {
  const [row] = await db.select({ token: jobAlerts.token }).from(jobAlerts).where(eq(jobAlerts.stopToken, stopToken));
  return row?.token ?? null;
}

/** The search of the alert a text's short link names (`/r/<stopToken>`); null when no alert has it. */
export async function alertCriteriaOfStopToken(db: Database, stopToken: string): Promise<AlertRow["criteria"] | null> {
  const [row] = await db.select({ criteria: jobAlerts.criteria }).from(jobAlerts).where(eq(jobAlerts.stopToken, stopToken));
  return row?.criteria ?? null;
}

/** The alert a mail's link names; a token of no alert is a 404. */
export async function alertByToken(db: Database, token: string): Promise<AlertRow> {
  const [row] = await db.select().from(jobAlerts).where(eq(jobAlerts.token, token));
  if (!row) throw new AppError("not_found");
  return row;
}

/** Every alert of the address a link's alert was saved for. */
export async function listAlertsByToken(db: Database, token: string): Promise<{ email: string; alerts: JobAlert[] }> {
  const found = await alertByToken(db, token);
  const rows = await db.select().from(jobAlerts).where(sameAddress(found)).orderBy(asc(jobAlerts.createdAt), asc(jobAlerts.id));
  return { email: addressOf(found), alerts: rows.map(toJobAlert) };
}

/** Who may touch an alert: its candidate, or anyone with a link to an alert of the same address. */
export type AlertOwner = { userId: string } | { token: string };

async function ownerCondition(db: Database, owner: AlertOwner): Promise<SQL> {
  if ("userId" in owner) return eq(jobAlerts.userId, owner.userId);
  return sameAddress(await alertByToken(db, owner.token));
}

export async function updateAlert(db: Database, owner: AlertOwner, id: string, input: UpdateAlertInput): Promise<JobAlert> {
  if (input.frequency === "instant") {
    const [target] = await db
      .select({ kind: jobAlerts.kind })
      .from(jobAlerts)
      .where(and(eq(jobAlerts.id, id), await ownerCondition(db, owner)));
    if (target?.kind === "for_you") throw new AppError("invalid_input", keyedFields({ frequency: ["validation.alerts.forYouDaily"] }));
  }
  const [row] = await db
    .update(jobAlerts)
    .set({
      ...(input.paused === undefined ? {} : { pausedAt: input.paused ? sql`coalesce(${jobAlerts.pausedAt}, now())` : null }),
      ...(input.frequency === undefined ? {} : { frequency: input.frequency }),
    })
    .where(and(eq(jobAlerts.id, id), await ownerCondition(db, owner)))
    .returning();
  if (!row) throw new AppError("not_found");
  return toJobAlert(row);
}

export async function deleteAlert(db: Database, owner: AlertOwner, id: string): Promise<void> {
  const deleted = await db
    .delete(jobAlerts)
    .where(and(eq(jobAlerts.id, id), await ownerCondition(db, owner)))
    .returning({ id: jobAlerts.id });
  if (deleted.length === 0) throw new AppError("not_found");
}

/**
 * A guest confirms from the mailed link; confirming twice changes nothing. A link older than
 * `unconfirmedAlertDays` days finds nothing, an address that already has its full count of
 * confirmed alerts is refused the next, and one that has this search by now is refused it.
 */
export async function confirmAlert(db: Database, token: string): Promise<JobAlert> {
  return confirmAlertWhere(db, eq(jobAlerts.token, token));
}

/**
 * A guest's alert saved to a number, confirmed once the code sent to it came back (the route checks the
 * code). One confirmed before a STOP that holds its texts back (a code is sent for it when it is asked
 * for again, `createAlert`) is confirmed afresh: asked for after the STOP, its texts go past it, and
 * it is the alert as asked with the code (`asAsked`, held on the code row): its frequency and
 * language, not paused, not bounced, as a new alert asked for after the STOP would be.
 */
export async function confirmPhoneAlert(
  db: Database,
  id: string,
  phoneNumber: string,
  asAsked: { frequency: AlertFrequency; language: Language } | null = null,
): Promise<JobAlert> {
  return confirmAlertWhere(db, and(eq(jobAlerts.id, id), eq(jobAlerts.phoneNumber, phoneNumber))!, { byCode: true, asAsked });
}

async function confirmAlertWhere(
  db: Database,
  which: SQL,
  { byCode = false, asAsked = null }: { byCode?: boolean; asAsked?: { frequency: AlertFrequency; language: Language } | null } = {},
): Promise<JobAlert> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(jobAlerts).where(which);
    if (!found) throw new AppError("not_found");
    if (found.confirmedAt) {
      if (!byCode || !(await stoppedSinceConfirmed(tx, found))) return toJobAlert(found);
      // The alert as asked with the code (a code stored before it held what was asked keeps the
      // alert's frequency and language); an ask is never paused.
      const [again] = await tx
        .update(jobAlerts)
        .set({ confirmedAt: sql`now()`, pausedAt: null, bouncedAt: null, ...(asAsked ?? {}) })
        .where(eq(jobAlerts.id, found.id))
        .returning();
      return toJobAlert(again!);
    }
    await lockAddress(tx, addressOf(found));
    const [waiting] = await tx
      .select()
      .from(jobAlerts)
      .where(and(eq(jobAlerts.id, found.id), isNull(jobAlerts.confirmedAt), sql`not (${expiredUnconfirmed()})`));
    if (!waiting) throw new AppError("not_found");
    // Its search may have been saved for the address since (a candidate's alert is on at once).
    if (found.kind === "search" && (await heldSearch(tx, found, found.criteria))) throw new AppError("alert_exists");
    await refuseAtLimit(tx, found);
    // A number that said STOP by SMS and now confirms an alert with the code sent to it asks for this
    // alert's texts: they go past that STOP, the alert confirmed after it (phone_outbox.asked_at). The
    // stop itself stays, for the number's other news: an account that holds the number keeps SMS off
    // until it ticks SMS on its card, its holder never having asked (ADR 075, amended).
    const [row] = await tx.update(jobAlerts).set({ confirmedAt: sql`now()` }).where(eq(jobAlerts.id, found.id)).returning();
    return toJobAlert(row!);
  });
}

/** One-click unsubscribe: the alert goes. */
export async function unsubscribeAlert(db: Database, token: string): Promise<void> {
  const deleted = await db.delete(jobAlerts).where(eq(jobAlerts.token, token)).returning({ id: jobAlerts.id });
  if (deleted.length === 0) throw new AppError("not_found");
}

/** The address refused a mail for good: its alerts stop (they show as bounced until deleted). */
export async function stopAlertsOfBouncedAddress(db: Database, email: string): Promise<number> {
  const stopped = await db
    .update(jobAlerts)
    .set({ bouncedAt: sql`now()` })
    .where(and(eq(jobAlerts.email, email.toLowerCase()), isNull(jobAlerts.bouncedAt)))
    .returning({ id: jobAlerts.id });
  return stopped.length;
}
