/**
 * The talent pool's queries (packages/shared/src/talent-pool.ts has the contract): the candidate's
 * choice, the verified employer's search, invitations sent, answered and blocked. What the pool
 * shows is chosen here, column by column: never a name, an address, a phone or a resume.
 */
import { and, count, desc, eq, exists, gt, isNotNull, lte, notExists, or, sql, type SQL } from "drizzle-orm";
import {
  experienceYears,
  invitationsPerDay,
  poolPageSize,
  type InviteInput,
  type PoolPage,
  type PoolSearch,
  type ReceivedInvitation,
  type SentInvitation,
  type TalentPoolChoice,
} from "@app/shared/talent-pool";
import type { Database } from "../../db/client.ts";
import { applications, candidateBlocks, candidateProfiles, jobs, talentInvitations, user } from "../../db/schema/index.ts";
import { AppError } from "../../errors/app-error.ts";
import { isListed } from "../jobs/jobs.service.ts";
import { readWithWordIndexes } from "../search/job-search.ts";
import { skillConditions } from "./pool-skills.ts";

/** Whether the employer may use the pool: an employer account whose business the admin verified. */
export async function isVerifiedEmployer(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ verifiedAt: user.verifiedAt })
    .from(user)
    .where(and(eq(user.id, userId), eq(user.role, "employer")));
  return Boolean(row?.verifiedAt);
}

export async function getTalentPoolChoice(db: Database, candidateId: string): Promise<TalentPoolChoice> {
  const [row] = await db
    .select({ headline: candidateProfiles.headline, since: candidateProfiles.talentPoolSince })
    .from(candidateProfiles)
    .where(eq(candidateProfiles.userId, candidateId));
  return { inPool: Boolean(row?.since), headline: row?.headline ?? "", since: row?.since?.toISOString() ?? null };
}

/** Joining keeps the day first joined; leaving clears it, so the next search no longer finds the candidate. */
/** Joining again draws a new pool reference: what an employer noted of the earlier stay names no one. */
export async function setTalentPoolChoice(db: Database, candidateId: string, choice: { inPool: boolean; headline: string }): Promise<TalentPoolChoice> {
  const since = choice.inPool ? sql`coalesce(${candidateProfiles.talentPoolSince}, now())` : null;
  const poolRef = choice.inPool
    ? sql`case when ${candidateProfiles.talentPoolSince} is null then gen_random_uuid() else ${candidateProfiles.poolRef} end`
    : candidateProfiles.poolRef;
  await db
    .insert(candidateProfiles)
    .values({ userId: candidateId, headline: choice.headline, talentPoolSince: choice.inPool ? sql`now()` : null })
    .onConflictDoUpdate({ target: candidateProfiles.userId, set: { headline: choice.headline, talentPoolSince: since, poolRef, updatedAt: sql`now()` } });
  return getTalentPoolChoice(db, candidateId);
}

/** The candidate has not blocked the employer. */
const notBlockedBy = (employerId: string) =>
  notExists(
    sql`(select 1 from ${candidateBlocks} where ${candidateBlocks.candidateId} = ${candidateProfiles.userId} and ${candidateBlocks.employerId} = ${employerId})`,
  );

/** Who the employer may find and invite: in the pool, a candidate, not blocking them. */
const findableBy = (employerId: string) =>
  and(isNotNull(candidateProfiles.talentPoolSince), eq(user.role, "candidate"), notBlockedBy(employerId))!;

const lastActive = sql<Date>`greatest(${candidateProfiles.lastSeenAt}, ${candidateProfiles.updatedAt}, ${candidateProfiles.talentPoolSince})`;

export async function searchPool(db: Database, employerId: string, search: PoolSearch): Promise<PoolPage> {
  const skills = await skillConditions(db, search.q);
  const conditions: (SQL | undefined)[] = [findableBy(employerId)];
  if (skills.length > 0) conditions.push(or(...skills));
  if (search.place) conditions.push(sql`exists (select 1 from unnest(${candidateProfiles.wantedPlaces}) as p(place) where lower(p.place) = lower(${search.place}))`);
  if (search.type) conditions.push(sql`${search.type} = any(${candidateProfiles.wantedJobTypes})`);
  const byMatches = skills.length > 0 ? [sql`(${sql.join(skills.map((condition) => sql`(${condition})::int`), sql` + `)}) desc`] : [];
  const read = (reader: Database) =>
    reader
      .select({
        ref: candidateProfiles.poolRef,
        headline: candidateProfiles.headline,
        skills: candidateProfiles.skills,
        experience: candidateProfiles.experience,
        wantedPlaces: candidateProfiles.wantedPlaces,
        wantedJobTypes: candidateProfiles.wantedJobTypes,
        lastActive: lastActive.mapWith((value: string | Date) => new Date(value)),
      })
      .from(candidateProfiles)
      .innerJoin(user, eq(user.id, candidateProfiles.userId))
      .where(and(...conditions))
      .orderBy(...byMatches, sql`${lastActive} desc nulls last`, desc(candidateProfiles.userId))
      .limit(poolPageSize + 1)
      .offset((search.page - 1) * poolPageSize);
  const rows = skills.length > 0 ? await readWithWordIndexes(db, read) : await read(db);
  return {
    candidates: rows.slice(0, poolPageSize).map((row) => ({
      ref: row.ref,
      headline: row.headline,
      skills: row.skills,
      experienceYears: experienceYears(row.experience),
      wantedPlaces: row.wantedPlaces,
      wantedJobTypes: row.wantedJobTypes,
      lastActiveOn: row.lastActive ? row.lastActive.toISOString().slice(0, 10) : null,
    })),
    page: search.page,
    hasMore: rows.length > poolPageSize,
  };
}

/** Invitations the employer sent in the last 24 hours. */
async function sentToday(db: Database, employerId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(talentInvitations)
    .where(and(eq(talentInvitations.employerId, employerId), gt(talentInvitations.createdAt, sql`now() - interval '24 hours'`)));
  return row?.value ?? 0;
}

export async function invitationsLeftToday(db: Database, employerId: string): Promise<number> {
  return Math.max(0, invitationsPerDay - (await sentToday(db, employerId)));
}

export interface NewInvitation {
  invitation: SentInvitation;
  /** `hasApplied`: the candidate has an application for the job already (their mail says so). */
  candidate: { id: string; name: string; email: string; hasApplied: boolean };
  employer: { id: string; name: string };
}

/** The candidate (by the invitation's row) has an application for the invitation's job. */
const appliedToInvitedJob = (candidateId: string) =>
  exists(sql`(select 1 from ${applications} where ${applications.jobId} = ${talentInvitations.jobId} and ${applications.candidateId} = ${candidateId})`);

/**
 * Invites a findable candidate to one of the employer's listed jobs. The employer's row is locked
 * for the transaction, so invitations sent at the same moment are counted one after another
 * against the day's limit; the unique (candidate, job) settles a repeat. An invitation closed with
 * its job (ADR 045), the job since reopened, is replaced: the same row sent again now, with the
 * job's texts and the note of the new one; one answered or still waiting refuses a repeat.
 * A candidate who has applied to the job already is invited as any other, and the employer is
 * answered alike: the pool never links its reference to an account, and a refusal would tell the
 * employer which applicant the reference is. The candidate is told that they have applied, and is
 * not asked to apply again.
 */
export async function inviteCandidate(db: Database, employerId: string, candidateRef: string, input: Required<InviteInput>): Promise<NewInvitation> {
  return sendInvitation(db, employerId, eq(candidateProfiles.poolRef, candidateRef), input);
}

/**
 * Invites again the candidate of the employer's invitation `id` closed with its job (ADR 045), to
 * the same job, now open again: the new invitation replaces it, as `inviteCandidate` does. The pool
 * reference never leaves the server, and only a candidate in the pool since before the invitation
 * (not left and joined again under a new reference) and not blocking the employer can be invited:
 * 404 otherwise, as for anyone else's invitation; 409 `already_invited` for one not closed.
 */
export async function inviteAgain(db: Database, employerId: string, id: string, note: string): Promise<NewInvitation> {
  const [invitation] = await db
    .select({ candidateId: talentInvitations.candidateId, jobId: talentInvitations.jobId, status: talentInvitations.status, sentAt: talentInvitations.createdAt })
    .from(talentInvitations)
    .where(and(eq(talentInvitations.id, id), eq(talentInvitations.employerId, employerId)));
  if (!invitation) throw new AppError("not_found");
  if (invitation.status !== "closed") throw new AppError("already_invited");
  return sendInvitation(db, employerId, and(eq(candidateProfiles.userId, invitation.candidateId), lte(candidateProfiles.talentPoolSince, invitation.sentAt))!, {
    jobId: invitation.jobId,
    note,
  });
}

async function sendInvitation(db: Database, employerId: string, candidateIs: SQL, input: Required<InviteInput>): Promise<NewInvitation> {
  return db.transaction(async (tx) => {
    const [employer] = await tx.select({ id: user.id, name: user.name }).from(user).where(eq(user.id, employerId)).for("update");
    if (!employer) throw new AppError("not_found");
    const [job] = await tx
      .select({ id: jobs.id, title: jobs.title, titleKn: jobs.titleKn, company: jobs.company, location: jobs.location, listed: sql<boolean>`${isListed()}` })
      .from(jobs)
      .where(and(eq(jobs.id, input.jobId), eq(jobs.employerId, employerId)));
    if (!job) throw new AppError("not_found");
    if (!job.listed) throw new AppError("job_not_open");
    const [candidate] = await tx
      .select({ id: user.id, name: user.name, email: user.email, headline: candidateProfiles.headline })
      .from(candidateProfiles)
      .innerJoin(user, eq(user.id, candidateProfiles.userId))
      .where(and(candidateIs, findableBy(employerId)));
    if (!candidate) throw new AppError("not_found");
    if ((await sentToday(tx, employerId)) >= invitationsPerDay) throw new AppError("invitation_limit");
    const [row] = await tx
      .insert(talentInvitations)
      .values({
        employerId,
        candidateId: candidate.id,
        jobId: job.id,
        jobTitle: job.title,
        jobTitleKn: job.titleKn,
        company: job.company,
        jobLocation: job.location,
        note: input.note || null,
      })
      // One invitation per candidate and job: a closed one (its job ended while it waited, and has
      // been reopened) is replaced by the new one, sent now; any other stays and refuses a repeat.
      .onConflictDoUpdate({
        target: [talentInvitations.candidateId, talentInvitations.jobId],
        set: { jobTitle: job.title, jobTitleKn: job.titleKn, company: job.company, jobLocation: job.location, note: input.note || null, status: "sent", createdAt: sql`now()`, answeredAt: null },
        setWhere: eq(talentInvitations.status, "closed"),
      })
      .returning();
    if (!row) throw new AppError("already_invited");
    const [applied] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.jobId, job.id), eq(applications.candidateId, candidate.id)));
    return {
      invitation: {
        id: row.id,
        jobId: job.id,
        jobTitle: job.title,
        company: job.company,
        note: row.note ?? "",
        status: row.status,
        sentAt: row.createdAt.toISOString(),
        answeredAt: null,
        candidateHeadline: candidate.headline,
        jobOpen: true,
        canInviteAgain: false,
      },
      candidate: { id: candidate.id, name: candidate.name, email: candidate.email, hasApplied: Boolean(applied) },
      employer,
    };
  });
}

/** The job's texts as the invitation keeps them from its sending, never the job's own now (a held edit). */
const invitationColumns = {
  id: talentInvitations.id,
  jobId: talentInvitations.jobId,
  jobTitle: talentInvitations.jobTitle,
  company: talentInvitations.company,
  note: talentInvitations.note,
  status: talentInvitations.status,
  sentAt: talentInvitations.createdAt,
  answeredAt: talentInvitations.answeredAt,
};

type InvitationRow = { note: string | null; sentAt: Date; answeredAt: Date | null };
const invitationTimes = <T extends InvitationRow>(row: T) => ({ ...row, note: row.note ?? "", sentAt: row.sentAt.toISOString(), answeredAt: row.answeredAt?.toISOString() ?? null });

export async function listSentInvitations(db: Database, employerId: string): Promise<SentInvitation[]> {
  const rows = await db
    .select({
      ...invitationColumns,
      candidateHeadline: sql<string>`coalesce(${candidateProfiles.headline}, '')`,
      jobOpen: sql<boolean>`${isListed()}`.mapWith(Boolean),
      // A closed invitation whose job is open again, its candidate in the pool since before it and not blocking the employer (`inviteAgain`).
      canInviteAgain: sql<boolean>`(${talentInvitations.status} = 'closed' and ${isListed()} and ${candidateProfiles.talentPoolSince} <= ${talentInvitations.createdAt} and ${notBlockedBy(employerId)}) is true`.mapWith(Boolean),
    })
    .from(talentInvitations)
    .innerJoin(jobs, eq(jobs.id, talentInvitations.jobId))
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, talentInvitations.candidateId))
    .where(eq(talentInvitations.employerId, employerId))
    .orderBy(desc(talentInvitations.createdAt), desc(talentInvitations.id))
    .limit(200);
  return rows.map(invitationTimes);
}

export async function listReceivedInvitations(db: Database, candidateId: string): Promise<ReceivedInvitation[]> {
  const rows = await db
    .select({
      ...invitationColumns,
      jobTitleKn: talentInvitations.jobTitleKn,
      jobLocation: talentInvitations.jobLocation,
      jobOpen: sql<boolean>`${isListed()}`.mapWith(Boolean),
      hasApplied: sql<boolean>`${appliedToInvitedJob(candidateId)}`.mapWith(Boolean),
    })
    .from(talentInvitations)
    .innerJoin(jobs, eq(jobs.id, talentInvitations.jobId))
    .where(eq(talentInvitations.candidateId, candidateId))
    .orderBy(desc(talentInvitations.createdAt), desc(talentInvitations.id))
    .limit(200);
  return rows.map(invitationTimes);
}

export async function getReceivedInvitation(db: Database, candidateId: string, id: string): Promise<ReceivedInvitation> {
  const found = (await listReceivedInvitations(db, candidateId)).find((invitation) => invitation.id === id);
  if (!found) throw new AppError("not_found");
  return found;
}

/** The candidate's own invitation, locked for the answer; 404 for anyone else's, 409 once answered. */
export async function lockOpenInvitation(db: Database, candidateId: string, id: string) {
  const [row] = await db
    .select({ id: talentInvitations.id, jobId: talentInvitations.jobId, employerId: talentInvitations.employerId, status: talentInvitations.status })
    .from(talentInvitations)
    .where(and(eq(talentInvitations.id, id), eq(talentInvitations.candidateId, candidateId)))
    .for("update");
  if (!row) throw new AppError("not_found");
  if (row.status !== "sent") throw new AppError("invitation_answered");
  return row;
}

async function answerInvitation(db: Database, id: string, status: "applied" | "declined"): Promise<void> {
  await db.update(talentInvitations).set({ status, answeredAt: sql`now()` }).where(eq(talentInvitations.id, id));
}

export async function declineInvitation(db: Database, candidateId: string, id: string): Promise<{ employerId: string }> {
  return db.transaction(async (tx) => {
    const invitation = await lockOpenInvitation(tx, candidateId, id);
    await answerInvitation(tx, id, "declined");
    return { employerId: invitation.employerId };
  });
}

/** Blocks the invitation's employer: their open invitations are declined and the pool hides the candidate from them. */
export async function blockInviter(db: Database, candidateId: string, id: string): Promise<{ employerId: string }> {
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .select({ employerId: talentInvitations.employerId })
      .from(talentInvitations)
      .where(and(eq(talentInvitations.id, id), eq(talentInvitations.candidateId, candidateId)));
    if (!invitation) throw new AppError("not_found");
    await tx.insert(candidateBlocks).values({ candidateId, employerId: invitation.employerId }).onConflictDoNothing();
    await tx
      .update(talentInvitations)
      .set({ status: "declined", answeredAt: sql`now()` })
      .where(and(eq(talentInvitations.candidateId, candidateId), eq(talentInvitations.employerId, invitation.employerId), eq(talentInvitations.status, "sent")));
    return invitation;
  });
}
