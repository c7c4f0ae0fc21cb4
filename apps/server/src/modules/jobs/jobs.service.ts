/** Jobs: create, read, delete, search with filter options, counted views, saved jobs, home stats. */
import { and, asc, count, desc, eq, gt, gte, ilike, inArray, isNotNull, like, lte, notInArray, sql, type SQL } from "drizzle-orm";
import { toJobRow } from "@app/shared/job-row";
import { localityNamed } from "@app/shared/locality-distance";
import type { LocalityName } from "@app/shared/locality-names";
import { jobCountLimit, type CreateJobInput, type FilterOption, type Job, type JobSearch, type JobFilterOptions, type JobSearchResult } from "@app/shared/jobs";
import { resolveJobSort } from "@app/shared/job-sort";
import type { SetJobStatusValues } from "@app/shared/applications";
import type { JobStatus } from "@app/shared/constants";
import { hiddenJobStatuses, isHiddenJobStatus, nextStatusAfterEdit } from "@app/shared/job-visibility";
import type { SessionUser } from "@app/shared/user";
import type { Database } from "../../db/client.ts";
import { sharedRead } from "../../db/shared-reads.ts";
import { applications, jobs, jobViews, savedJobs, searchedJobs, searchedTerms, user } from "../../db/schema/index.ts";
import { AppError } from "../../errors/app-error.ts";
import { listUndecided, markUndecidedNotSelected, type EndedApplication } from "../applications/undecided-applications.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { cancelInterviewsEndingWithJob, type EndedInterview } from "../interviews/interviews-ending-with-job.ts";
import { closeWaitingInvitationsOfJob, type ClosedInvitation } from "../talent-pool/invitations-ending-with-job.ts";
import { conceptColumns } from "../search/job-concepts.ts";
import { jobCoordinates } from "../search/job-places.ts";
import { readWithWords, wordSearch, type TermSearch, type WordSearch } from "../search/job-search.ts";
import { forgetNearSpellings } from "../search/search-words.ts";
import { employerVerified, jobColumns, toJob } from "./jobs.mapper.ts";

/** When a job posted or reopened now leaves search by itself: `expiryDays` is JOB_EXPIRY_DAYS. */
const listingEnd = (expiryDays: number) => sql`now() + make_interval(days => ${expiryDays}::int)`;

/**
 * The expiry of a job put live again (reopened, approved): a date already past gives another
 * `expiryDays`, or the job would stay out of search.
 */
export const renewedExpiry = (expiryDays: number) => sql`case when ${jobs.expiresAt} <= now() then ${listingEnd(expiryDays)} else ${jobs.expiresAt} end`;

/** The job `id`, if it is the actor's to change: any job for the admin, an employer's own otherwise. */
function ownedBy(actor: SessionUser, id: string): SQL {
  return actor.role === "admin" ? eq(jobs.id, id) : and(eq(jobs.id, id), eq(jobs.employerId, actor.id))!;
}

/** Why a change of the job matched by `ownership` changed nothing: 404 when it is not there for the actor, else 409 `job_not_open`. */
async function notOpenOrMissing(db: Pick<Database, "select">, ownership: SQL): Promise<never> {
  const [existing] = await db.select({ id: jobs.id }).from(jobs).where(ownership);
  throw new AppError(existing ? "job_not_open" : "not_found");
}

/** Listed jobs: active and not past their expiry date; only these take applications and reviews. */
export const isListed = () => and(eq(jobs.status, "active"), gt(jobs.expiresAt, sql`now()`))!;

/**
 * The columns a job's posted or edited text sets, with the flags its text raises, where its
 * location lies and the concepts the search finds it by.
 */
function jobTextValues(employer: SessionUser, input: CreateJobInput) {
  const row = toJobRow(input, employer.company || "Company Name");
  return { ...row, ...jobCoordinates(row.location), ...conceptColumns(row) };
}

/**
 * Posts a job: listed at once, or held for the admin's review (`pending_review`) when its text
 * carries a phone number or asks candidates for money.
 */
export async function createJob(db: Database, employer: SessionUser, input: CreateJobInput, expiryDays: number): Promise<Job> {
  const [row] = await db
    .insert(jobs)
    .values({ ...jobTextValues(employer, input), employerId: employer.id, expiresAt: listingEnd(expiryDays) })
    .returning(jobColumns);
  forgetNearSpellings(db);
  return toJob(row!);
}

/**
 * The employer edits its own job: every field of the post-job form, the checks run again, and
 * the status follows `nextStatusAfterEdit` (a flagged edit takes a live job off the listing; an
 * edit of a held or rejected job sends it back to review). The row is locked, so the status read
 * is the status replaced.
 */
export async function updateJob(db: Database, employer: SessionUser, id: string, input: CreateJobInput): Promise<{ job: Job; before: Job["status"] }> {
  const updated = await db.transaction(async (transaction) => {
    const [current] = await transaction
      .select({ status: jobs.status })
      .from(jobs)
      .where(and(eq(jobs.id, id), eq(jobs.employerId, employer.id)))
      .for("update");
    if (!current) throw new AppError("not_found");
    const values = jobTextValues(employer, input);
    const status = nextStatusAfterEdit(current.status, values.flags.length > 0);
    if (!status) throw new AppError("job_not_editable");
    const [row] = await transaction
      .update(jobs)
      // Back in the queue, an earlier rejection's reason no longer applies.
      .set({ ...values, status, ...(status === "pending_review" ? { moderationReason: null } : {}), updatedAt: sql`now()` })
      .where(eq(jobs.id, id))
      .returning(jobColumns);
    return { job: toJob(row!), before: current.status };
  });
  forgetNearSpellings(db);
  return updated;
}

/**
 * A job as its page shows it. Jobs in a hidden status (a draft, held for review, rejected,
 * hidden by reports, taken down) are seen only by their employer and the admin: for anyone else
 * they do not exist.
 */
export async function getJobById(db: Database, id: string, viewer: SessionUser | null): Promise<Job | null> {
  const [row] = await db.select(jobColumns).from(jobs).where(eq(jobs.id, id));
  if (!row) return null;
  if (isHiddenJobStatus(row.status) && viewer?.role !== "admin" && viewer?.id !== row.employerId) return null;
  return toJob(row);
}

/** A deleted job as the notice to its applicants names it, with the applications still undecided that went with it. */
export interface DeletedJobNotice {
  title: string;
  titleKn: string | null;
  company: string;
  employerId: string;
  /** Its status when it went: whether the public could see it, and so hear that it went. */
  status: JobStatus;
  withdrawn: EndedApplication[];
  /** Its interviews still to come, cancelled before they went with it, so their parties can be told. */
  cancelledInterviews: EndedInterview[];
  /** Its talent pool invitations still waiting, closed before they went with it, for the live events. */
  closedInvitations: ClosedInvitation[];
  /** The résumés the job's applications kept: removed after the commit unless something else keeps them. */
  resumeFileIds: string[];
}

/** What a job about to be deleted ends first, so its people can be told: see `endJobBeforeDeletion`. */
export type JobDeletionEnding = Pick<DeletedJobNotice, "withdrawn" | "cancelledInterviews" | "closedInvitations">;

/**
 * What deleting a job does before its row goes, whoever deletes it (its employer, the admin, the
 * admin deleting the employer's account): its undecided applications are read (their candidates are
 * told it was withdrawn), its interviews not yet over cancelled and its waiting invitations closed, in the
 * deletion's transaction, after the job row is locked (ADR 016, 044, 045).
 */
export async function endJobBeforeDeletion(transaction: Database, id: string): Promise<JobDeletionEnding> {
  const withdrawn = await listUndecided(transaction, id);
  const cancelledInterviews = await cancelInterviewsEndingWithJob(transaction, id);
  const closedInvitations = await closeWaitingInvitationsOfJob(transaction, id);
  return { withdrawn, cancelledInterviews, closedInvitations };
}

/**
 * Deletes a job of the acting employer (or any job, for the admin); someone else's is "not found".
 * Its applications go with it (the foreign key cascades): the pending and shortlisted ones are read
 * first, under the job's row lock, so their candidates can be told it was withdrawn (ADR 016), and
 * the résumés they kept, so those no longer needed can be removed.
 */
export async function deleteJob(db: Database, actor: SessionUser, id: string): Promise<DeletedJobNotice> {
  const ownership = ownedBy(actor, id);
  return db.transaction(async (transaction) => {
    const [job] = await transaction
      .select({ title: jobs.title, titleKn: jobs.titleKn, company: jobs.company, employerId: jobs.employerId, status: jobs.status })
      .from(jobs)
      .where(ownership)
      .for("update");
    if (!job) throw new AppError("not_found");
    const { withdrawn, cancelledInterviews, closedInvitations } = await endJobBeforeDeletion(transaction, id);
    const resumes = await transaction.selectDistinct({ id: applications.resumeFileId }).from(applications).where(eq(applications.jobId, id));
    await transaction.delete(jobs).where(eq(jobs.id, id));
    return { ...job, withdrawn, cancelledInterviews, closedInvitations, resumeFileIds: resumes.map((resume) => resume.id) };
  });
}

/**
 * Closes a job (expired) or reopens it (active) for its employer, or for the admin; a reopened job
 * whose expiry date has passed is listed for another `expiryDays`, or it would stay out of
 * search. Only a listed or closed job moves: a filled one stays filled, and one held, rejected or
 * taken down cannot be put live by its employer (only the admin's review does that).
 * Closing marks the job's pending and shortlisted applications not_selected, cancels its
 * interviews not yet over and closes its waiting invitations in the same transaction; reopening leaves them so (their candidates were told,
 * and may apply elsewhere), and only new applications are pending again.
 */
export async function setJobStatus(
  db: Database,
  actor: SessionUser,
  id: string,
  status: SetJobStatusValues["status"],
  expiryDays: number,
): Promise<{ job: Job; notSelected: EndedApplication[]; cancelledInterviews: EndedInterview[]; closedInvitations: ClosedInvitation[] }> {
  const ownership = ownedBy(actor, id);
  return db.transaction(async (transaction) => {
    const [row] = await transaction
      .update(jobs)
      .set({
        status,
        updatedAt: sql`now()`,
        ...(status === "active" ? { expiresAt: renewedExpiry(expiryDays) } : {}),
      })
      .where(and(ownership, inArray(jobs.status, ["active", "expired"])))
      .returning(jobColumns);
    if (row) {
      const notSelected = status === "expired" ? await markUndecidedNotSelected(transaction, id) : [];
      const cancelledInterviews = status === "expired" ? await cancelInterviewsEndingWithJob(transaction, id) : [];
      const closedInvitations = status === "expired" ? await closeWaitingInvitationsOfJob(transaction, id) : [];
      if (actor.role === "admin") {
        const action = status === "expired" ? "job.close" : "job.reopen";
        await recordAudit(transaction, actor, { action, targetType: "job", targetId: id, targetLabel: row.title, details: { notSelected: notSelected.length } });
      }
      return { job: toJob(row), notSelected, cancelledInterviews, closedInvitations };
    }
    return notOpenOrMissing(transaction, ownership);
  });
}

/**
 * Renews a listing for its employer, or for the admin: an active job is listed for `expiryDays`
 * from now, its date already past or not (an employer keeps a job open that would soon leave search
 * by itself). Its posting date stays, so a renewed job does not climb the list. Anything but an
 * active job answers 409 `job_not_open`: a closed one is reopened, a held one waits for review.
 * The admin's renewal is audited in the same transaction, as are its close and reopen above.
 */
export async function renewJob(db: Database, actor: SessionUser, id: string, expiryDays: number): Promise<Job> {
  const ownership = ownedBy(actor, id);
  return db.transaction(async (transaction) => {
    const [row] = await transaction
      .update(jobs)
      .set({ expiresAt: listingEnd(expiryDays), updatedAt: sql`now()` })
      .where(and(ownership, eq(jobs.status, "active")))
      .returning(jobColumns);
    if (!row) return notOpenOrMissing(transaction, ownership);
    if (actor.role === "admin") {
      await recordAudit(transaction, actor, { action: "job.renew", targetType: "job", targetId: id, targetLabel: row.title, details: { expiresAt: row.expiresAt } });
    }
    return toJob(row);
  });
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

type Filter = "q" | "type" | "location" | "salary";

type SearchFilters = Pick<JobSearch, "type" | "location" | "salaryMin" | "salaryMax" | "verified">;

function searchConditions(search: SearchFilters, words: WordSearch | null, except?: Filter): SQL {
  const conditions: SQL[] = [isListed()];
  if (words && except !== "q") conditions.push(words.where);
  if (search.type && except !== "type") conditions.push(eq(jobs.jobType, search.type));
  if (search.location && except !== "location") conditions.push(ilike(jobs.location, `%${escapeLike(search.location)}%`));
  if (search.salaryMin !== undefined && except !== "salary") conditions.push(gte(jobs.salaryMax, search.salaryMin));
  if (search.salaryMax !== undefined && except !== "salary") conditions.push(lte(jobs.salaryMin, search.salaryMax));
  if (search.verified) conditions.push(employerVerified);
  return and(...conditions)!;
}

/**
 * `searchConditions` on the narrow table of active jobs (`search.jobs`, ADR 064), for a search with
 * words and no "verified employers" (the employer is not in it): null otherwise.
 */
function searchedConditions(search: SearchFilters, words: WordSearch | null): SQL | null {
  if (!words) return null;
  return narrowConditions(search, words);
}

/**
 * The job list's conditions on the narrow table, with or without words, when it holds what they ask
 * (not "verified employers"): null otherwise. The place is tested in lower case with LIKE, which
 * finds what ILIKE finds (ILIKE lowers both sides) without lowering every row's place (migration 0040).
 */
function narrowConditions(search: SearchFilters, words: WordSearch | null): SQL | null {
  if (search.verified) return null;
  const conditions: SQL[] = [gt(searchedJobs.expiresAt, sql`now()`)];
  if (words) conditions.push(words.searched.where);
  if (search.type) conditions.push(eq(searchedJobs.jobType, search.type));
  if (search.location) conditions.push(like(searchedJobs.place, sql`lower(${`%${escapeLike(search.location)}%`})`));
  if (search.salaryMin !== undefined) conditions.push(gte(searchedJobs.salaryMax, search.salaryMin));
  if (search.salaryMax !== undefined) conditions.push(lte(searchedJobs.salaryMin, search.salaryMax));
  return and(...conditions)!;
}

/**
 * The listed jobs a job search finds among those `among` allows, newest first: how a job alert finds
 * its jobs (modules/alerts), with the search's own conditions, so an alert finds what the search finds.
 */
export async function findJobsLike(db: Database, search: SearchFilters & { q?: string }, among: SQL, limit: number) {
  const words = await wordSearch(db, search.q);
  return db
    .select({
      id: jobs.id,
      title: jobs.title,
      titleKn: jobs.titleKn,
      company: jobs.company,
      location: jobs.location,
      jobType: jobs.jobType,
      salaryMin: jobs.salaryMin,
      salaryMax: jobs.salaryMax,
    })
    .from(jobs)
    .where(and(searchConditions(search, words), among))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(limit);
}

/** Filter options with counts; each facet ignores its own filter so other choices stay visible. */
export const getJobFilterOptions = sharedRead(async (db: Database, search: JobSearch): Promise<JobFilterOptions> => {
  const words = await wordSearch(db, search.q);
  const [types, locations] = await readWithWords(db, words, (reader) =>
    Promise.all([
      reader
        .select({ value: jobs.jobType, count: count() })
        .from(jobs)
        .where(searchConditions(search, words, "type"))
        .groupBy(jobs.jobType)
        .orderBy(desc(count()), asc(jobs.jobType)),
      reader
        .select({ value: jobs.location, count: count() })
        .from(jobs)
        .where(searchConditions(search, words, "location"))
        .groupBy(jobs.location)
        .orderBy(desc(count()), asc(jobs.location))
        .limit(50),
    ]),
  );
  return { types: types as FilterOption[], locations };
});

/**
 * How far a job lies from a locality, null for a job with no coordinates: the squared
 * equirectangular distance `(lat - φ0)² + ((lng - λ0)·cos φ0)²`, which orders as the distance does
 * over a district (ADR 043). Written with products, not powers: it is computed for every match.
 */
function squaredDistance(near: LocalityName): SQL {
  const { latitude, longitude } = localityNamed(near);
  const shrink = Math.cos((latitude * Math.PI) / 180) ** 2;
  const north = sql`(${jobs.latitude} - ${latitude})`;
  const east = sql`(${jobs.longitude} - ${longitude})`;
  return sql`${north} * ${north} + ${east} * ${east} * ${shrink}`;
}

/**
 * A page of listed jobs and their count (up to jobCountLimit), with a "Did you mean" for words no
 * job has; the same search asked at the same moment is asked once (shared-reads.ts).
 */
export const searchJobs = sharedRead(async (db: Database, search: JobSearch): Promise<JobSearchResult> => {
  const words = await wordSearch(db, search.q);
  // On `jobs`: built only for the reads that are not on the narrow table.
  const where = () => searchConditions(search, words);
  const sort = resolveJobSort(search);
  const newest = [desc(jobs.createdAt), desc(jobs.id)];
  const order = sort === "top" ? [asc(jobs.company), asc(jobs.id)] : newest;
  // Words, best match or newest first: found, ranked and counted on the narrow table of active jobs
  // (ADR 064), and only the page's jobs read whole. Verified employers or another order read `jobs`.
  const searched = sort === "relevance" || sort === "latest" ? searchedConditions(search, words) : null;
  // Counted on the narrow table with words, or with a place: a browse by place counts from the index
  // of lowered places alone (migration 0040), where it tested every listed job's place with ILIKE.
  const counted = words || search.location ? narrowConditions(search, words) : null;
  const countMatches = (reader: Database) =>
    // Counted up to one past the limit: enough to know there are more, without visiting every match.
    reader
      .select({ value: count() })
      .from((counted ? reader.select({ one: sql`1` }).from(searchedJobs).where(counted) : reader.select({ one: sql`1` }).from(jobs).where(where())).limit(jobCountLimit + 1).as("matches"));
  const page = (reader: Database) => {
    if (searched) {
      const found = reader
        .select({ id: searchedJobs.jobId, createdAt: searchedJobs.createdAt })
        .from(searchedJobs)
        .where(searched)
        .orderBy(desc(searchedJobs.createdAt), desc(searchedJobs.jobId))
        .limit(search.pageSize)
        .offset((search.page - 1) * search.pageSize)
        .as("found");
      return reader.select(jobColumns).from(found).innerJoin(jobs, eq(jobs.id, found.id)).orderBy(desc(found.createdAt), desc(jobs.id));
    }
    return reader
      .select(jobColumns)
      .from(jobs)
      .where(where())
      .orderBy(...order)
      .limit(search.pageSize)
      .offset((search.page - 1) * search.pageSize);
  };
  /**
   * Best match ranks every match anyway, so the page brings their count (one look-up of the words,
   * not two), ranked and counted on narrow rows (id, rank, date) that stay in memory; only the
   * page's own jobs are read whole.
   */
  const bestMatches = async (reader: Database, words: WordSearch) => {
    const matches = sql<number>`count(*) over ()`.mapWith(Number).as("matches");
    const ranked = (
      searched
        ? reader
            .select({ id: searchedJobs.jobId, rank: sql<number>`${words.searched.rank}`.as("rank"), createdAt: searchedJobs.createdAt, matches })
            .from(searchedJobs)
            .where(searched)
            .orderBy(desc(sql`rank`), desc(searchedJobs.createdAt), desc(searchedJobs.jobId))
        : reader
            .select({ id: jobs.id, rank: sql<number>`${words.rank}`.as("rank"), createdAt: jobs.createdAt, matches })
            .from(jobs)
            .where(where())
            .orderBy(desc(sql`rank`), ...newest)
    )
      .limit(search.pageSize)
      .offset((search.page - 1) * search.pageSize)
      .as("ranked");
    const found = await reader
      .select({ ...jobColumns, matches: ranked.matches })
      .from(ranked)
      .innerJoin(jobs, eq(jobs.id, ranked.id))
      .orderBy(desc(ranked.rank), desc(ranked.createdAt), desc(jobs.id));
    // A page past the last has no row to bring the count: it is asked alone. An empty first page is none found.
    const total = found[0]?.matches ?? (search.page === 1 ? 0 : ((await countMatches(reader))[0]?.value ?? 0));
    return [found.map(({ matches: _, ...row }) => row), total] as const;
  };
  /**
   * Nearest first sorts every match too, on narrow rows as best match does, but is counted apart: a
   * count over a window of every listed job outgrows a sort's memory (work_mem) and goes to disk.
   */
  const nearestPage = (reader: Database, distance: SQL) => {
    const measured = reader
      .select({ id: jobs.id, distance: sql<number>`${distance}`.as("distance"), createdAt: jobs.createdAt })
      .from(jobs)
      .where(where())
      .orderBy(sql`distance asc nulls last`, ...newest)
      .limit(search.pageSize)
      .offset((search.page - 1) * search.pageSize)
      .as("measured");
    return reader
      .select(jobColumns)
      .from(measured)
      .innerJoin(jobs, eq(jobs.id, measured.id))
      .orderBy(sql`${measured.distance} asc nulls last`, desc(measured.createdAt), desc(jobs.id));
  };
  /**
   * Best match of one name or condition the concepts' terms answer alone, with no other filter
   * (ADR 068): the page from each term's entries newest first, up to the page's end, and the count
   * from the entries alone; no job found is visited but the page's.
   */
  const bestByTerms = async (reader: Database, terms: TermSearch) => {
    const found = await reader
      .select({ ...jobColumns, matches: sql<number>`listed.matches`.mapWith(Number) })
      .from(termsPage(terms, search.page, search.pageSize))
      .innerJoin(jobs, sql`${jobs.id} = listed.job_id`)
      .orderBy(sql`listed.rank desc`, sql`listed.created_at desc`, desc(jobs.id));
    const total = found[0]?.matches ?? (search.page === 1 ? 0 : ((await countMatches(reader))[0]?.value ?? 0));
    return [found.map(({ matches: _, ...row }) => row), total] as const;
  };
  const byTerms = sort === "relevance" && words?.terms && !hasFilters(search) ? words.terms : null;
  // Read as a browse is, without the word search's settings: the terms' entries are read in order
  // from their b-tree, which those settings (bitmaps only, ADR 038) would sort whole. Words known
  // to find nothing ("drilling", ADR 069) read nothing, whatever else is asked.
  const [rows, total] = words?.findsNothing ? [[], 0] as const : byTerms ? await bestByTerms(db, byTerms) : await readWithWords(db, words, (reader) =>
    sort === "relevance" && words
      ? bestMatches(reader, words)
      : Promise.all([
          sort === "nearest" && search.near ? nearestPage(reader, squaredDistance(search.near)) : page(reader),
          countMatches(reader).then(([row]) => row?.value ?? 0),
        ]),
  );
  return {
    jobs: rows.map(toJob),
    totalCount: Math.min(total, jobCountLimit),
    moreThanCount: total > jobCountLimit,
    page: search.page,
    pageSize: search.pageSize,
    suggestion: await betterSpelling(db, search, words, total),
  };
});

/** Whether the list asks anything beside its words: a type, a place, pay or verified employers. */
const hasFilters = (search: SearchFilters) =>
  Boolean(search.type || search.location || search.verified || search.salaryMin !== undefined || search.salaryMax !== undefined);

/**
 * A page of the jobs with any of `terms.any`, best term first, then newest (`search.terms`, ADR 068),
 * as the subquery `listed` (job_id, created_at, rank, matches). Each term's entries are read newest
 * first and stop after the page's end: a job on the page is among the first of each term that
 * ranks it, as every job before it there ranks at least as high and is newer. A term that only
 * ranks (the name typed in the title) finds a job only beside one of `any`. `matches` counts the jobs
 * from the entries of `any` alone, up to one past jobCountLimit, as exact as the list: a job past its
 * expiry date is neither on the page nor counted.
 */
function termsPage(terms: TermSearch, page: number, pageSize: number): SQL {
  const end = page * pageSize;
  const listed = [...new Set([...terms.ranks.map(({ term }) => term), ...terms.any])];
  const entries = listed.map((term) => {
    const rank = terms.ranks.find((ranked) => ranked.term === term)?.rank ?? 0;
    const alsoFound = terms.any.includes(term)
      ? sql``
      : // As a subquery with a limit, tested on each entry in turn until the page is full, not joined with every match.
        sql` and (select true from ${searchedTerms} found where found.job_id = entry.job_id and found.term = any(${sql.param(terms.any)}::text[]) limit 1)`;
    return sql`(select entry.job_id, entry.created_at, ${sql.raw(String(rank))} as rank from ${searchedTerms} entry
      where entry.term = ${term} and entry.expires_at > now()${alsoFound}
      order by entry.created_at desc, entry.job_id desc limit ${end})`;
  });
  const distinct = terms.any.length > 1 ? sql`distinct ` : sql``;
  const matches = sql`(select count(*) from (select ${distinct}job_id from ${searchedTerms}
    where term = any(${sql.param(terms.any)}::text[]) and expires_at > now() limit ${jobCountLimit + 1}) counted)`;
  return sql`(select job_id, created_at, max(rank) as rank, ${matches} as matches
    from (${sql.join(entries, sql` union all `)}) entries
    group by job_id, created_at order by rank desc, created_at desc, job_id desc limit ${pageSize} offset ${end - pageSize}) listed`;
}

/** How many listed jobs a search finds, counted up to `atMost`: on the narrow table where it can (ADR 064). */
async function countJobs(db: Database, search: JobSearch, atMost: number): Promise<number> {
  const words = await wordSearch(db, search.q);
  if (words?.findsNothing) return 0;
  const searched = searchedConditions(search, words);
  const matching = (reader: Database) =>
    searched ? reader.select({ one: sql`1` }).from(searchedJobs).where(searched) : reader.select({ one: sql`1` }).from(jobs).where(searchConditions(search, words));
  const [row] = await readWithWords(db, words, (reader) => reader.select({ value: count() }).from(matching(reader).limit(atMost).as("matches")));
  return row?.value ?? 0;
}

/** A search that finds this many jobs or fewer may offer "Did you mean". */
const fewMatches = 5;

/**
 * The search's near spelling as "Did you mean", when it finds little and the spelling finds more: a
 * near spelling the search already used ("drivr hebbal" → driver hebbal) would lead to the same jobs.
 */
async function betterSpelling(db: Database, search: JobSearch, words: WordSearch | null, found: number): Promise<string | null> {
  if (!words?.suggestion || found > fewMatches) return null;
  // Only counted, up to one more than found: the spelling's matches are neither ranked nor read.
  const spelt = await countJobs(db, { ...search, q: words.suggestion }, found + 1);
  return spelt > found ? words.suggestion : null;
}

/** Counts a view once per visitor per job per day; returns whether this one counted. */
export async function recordJobView(db: Database, jobId: string, visitorId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(jobViews)
      .values({ jobId, visitorId, day: sql`current_date` })
      .onConflictDoNothing()
      .returning({ jobId: jobViews.jobId });
    if (inserted.length === 0) return false;
    await tx.update(jobs).set({ views: sql`${jobs.views} + 1` }).where(eq(jobs.id, jobId));
    return true;
  });
}

/** The three numbers of the home page: counted rows, never estimates. */
export const getHomeStats = sharedRead(async (db: Database) => {
  const [[activeJobs], [candidates], [companies]] = await Promise.all([
    db.select({ value: count() }).from(jobs).where(isListed()),
    db.select({ value: count() }).from(user).where(eq(user.role, "candidate")),
    // "Verified Employers": only the employers the admin has verified.
    db.select({ value: count() }).from(user).where(and(eq(user.role, "employer"), isNotNull(user.verifiedAt))),
  ]);
  return { activeJobs: activeJobs?.value ?? 0, candidates: candidates?.value ?? 0, companies: companies?.value ?? 0 };
});

export async function saveJob(db: Database, userId: string, jobId: string): Promise<void> {
  // A hidden job is seen by its employer and the admin only, so nobody else can save it either.
  const [job] = await db.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.id, jobId), notInArray(jobs.status, [...hiddenJobStatuses])));
  if (!job) throw new AppError("not_found");
  await db.insert(savedJobs).values({ userId, jobId }).onConflictDoNothing();
}

export async function unsaveJob(db: Database, userId: string, jobId: string): Promise<void> {
  await db.delete(savedJobs).where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)));
}

export async function isJobSaved(db: Database, userId: string, jobId: string): Promise<boolean> {
  const rows = await db
    .select({ jobId: savedJobs.jobId })
    .from(savedJobs)
    .where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)));
  return rows.length > 0;
}

/**
 * A candidate's saved jobs, newest saved first: those the public can see (listed, or filled or
 * closed since), and how many more are hidden now (held after an edit, reported, taken down), of
 * which nothing is told, as a guest would see nothing of them. A hidden job that is cleared comes back.
 */
export async function listSavedJobs(db: Database, userId: string): Promise<{ jobs: Job[]; unavailable: number }> {
  const rows = await db
    .select(jobColumns)
    .from(savedJobs)
    .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
    .where(eq(savedJobs.userId, userId))
    .orderBy(desc(savedJobs.createdAt));
  const visible = rows.map(toJob).filter((job) => !isHiddenJobStatus(job.status));
  return { jobs: visible, unavailable: rows.length - visible.length };
}

/** Active jobs for the sitemap, newest first. */
export async function listSitemapJobs(db: Database, limit = 50_000) {
  return db
    .select({ id: jobs.id, updatedAt: jobs.updatedAt })
    .from(jobs)
    .where(isListed())
    .orderBy(desc(jobs.createdAt))
    .limit(limit);
}
