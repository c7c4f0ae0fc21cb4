/**
 * The talent pool (issue 32): a candidate who chose "Let verified employers find me" can be found by
 * verified employers, who see the headline, skills, years of experience, the places and job types
 * wanted and the day last active; never the name, e-mail, phone or resume. An employer invites a
 * candidate to apply to one of their open jobs; only when the candidate applies does the employer see
 * the resume and contact, as for any application.
 *
 * Routes (JSON):
 * - `GET  /api/profile/talent-pool` → `TalentPoolChoice`: the candidate's own choice and headline
 * - `PUT  /api/profile/talent-pool` `TalentPoolChoiceInput` → `TalentPoolChoice`: joining keeps the
 *   first day joined; leaving hides the profile at once
 * - `GET  /api/talent-pool?q=&place=&type=&page=` → `PoolPage`: verified employers only (403
 *   `employer_not_verified` for an employer not verified, 401/403 for the others); candidates who
 *   blocked the employer are left out; ranked by the skills matched, then the most recently active
 * - `POST /api/talent-pool/:candidateRef/invitations` `InviteInput` → 201 `{ invitation }`: to one of
 *   the employer's own listed jobs; 409 `already_invited` for the same candidate and job; 429
 *   `invitation_limit` past `invitationsPerDay` in 24 hours; 404 when the candidate left the pool or
 *   blocked the employer
 * - `GET  /api/employer/invitations` → `{ invitations: SentInvitation[], leftToday }`
 * - `POST /api/employer/invitations/:id/again` `InviteAgainInput` → 201 `{ invitation }`: a closed
 *   invitation (its job ended while it waited) whose job is open again is sent again in its place
 *   (the same id, sent now); 409 `already_invited` for one not closed, `job_not_open` while the job
 *   is not listed, 429 `invitation_limit`; 404 for another employer's, or when the candidate left
 *   the pool since, or blocked the employer. Inviting by the pool reference replaces a closed one too.
 * - `GET  /api/invitations` → `{ invitations: ReceivedInvitation[] }`: the candidate's
 * - `POST /api/invitations/:id/apply` → `{ invitation, applicationId }`: applies with the profile's resume.
 *   Applying to the job any other way (`POST /api/applications`) answers a waiting invitation the
 *   same (applied), told live to both sides; one sent after the application stays `sent` for the
 *   employer (the pool never says who has applied) and reads as applied to the candidate (`hasApplied`)
 * - `POST /api/invitations/:id/decline` → `{ invitation }`
 * - `POST /api/invitations/:id/block` → `{ ok: true }`: blocks the employer; their open invitations
 *   are declined, and the pool no longer shows the candidate to them
 *
 * An invitation still waiting when its job is closed or taken down becomes `closed` (ADR 045): apply
 * and decline then answer 409 `invitation_answered`.
 *
 * An invitation not one's own answers 404, as if there were none.
 */
import { z } from "zod";
import { jobTypes, type JobType } from "./constants.ts";
import type { ExperienceEntry } from "./candidates.ts";

/** Invitations one employer may send in 24 hours. */
export const invitationsPerDay = 50;
export const invitationNoteMax = 500;
export const headlineMax = 120;
export const poolPageSize = 20;
export const poolQueryMax = 100;

export const talentPoolChoiceSchema = z.object({
  inPool: z.boolean(),
  headline: z.string().trim().max(headlineMax, "validation.talentPool.headlineTooLong").default(""),
});
export type TalentPoolChoiceInput = z.input<typeof talentPoolChoiceSchema>;

/** The candidate's own view of the choice. */
export interface TalentPoolChoice {
  inPool: boolean;
  headline: string;
  /** When they joined (ISO); null while not in the pool. */
  since: string | null;
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((text) => text || undefined);

export const poolSearchSchema = z.object({
  /** Skill words, read like the job search's words (near spellings, both languages). */
  q: optionalText(poolQueryMax),
  place: optionalText(60),
  type: z.enum(jobTypes).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type PoolSearchInput = z.input<typeof poolSearchSchema>;
export type PoolSearch = z.output<typeof poolSearchSchema>;

export const inviteSchema = z.object({
  jobId: z.uuid({ error: "validation.talentPool.jobRequired" }),
  note: z.string().trim().max(invitationNoteMax, "validation.talentPool.noteTooLong").optional().default(""),
});
export type InviteInput = z.input<typeof inviteSchema>;

/** Inviting again after an invitation closed with its job: the job is the invitation's. */
export const inviteAgainSchema = inviteSchema.pick({ note: true });
export type InviteAgainInput = z.input<typeof inviteAgainSchema>;

/** A candidate as the pool shows them: nothing that names or reaches them. */
export interface PoolCandidate {
  /** Opaque: what an invitation is sent to. */
  ref: string;
  headline: string;
  skills: string[];
  experienceYears: number;
  wantedPlaces: string[];
  wantedJobTypes: JobType[];
  /** The day last active (YYYY-MM-DD), or null when never. */
  lastActiveOn: string | null;
}

export interface PoolPage {
  candidates: PoolCandidate[];
  page: number;
  hasMore: boolean;
}

/** `closed`: still waiting for an answer when its job was closed or taken down; it reads as ended to both sides. */
export const invitationStatuses = ["sent", "applied", "declined", "closed"] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];

interface InvitationBase {
  id: string;
  jobId: string;
  jobTitle: string;
  company: string;
  note: string;
  status: InvitationStatus;
  sentAt: string;
  answeredAt: string | null;
}

/** What the candidate sees. */
export interface ReceivedInvitation extends InvitationBase {
  /** The job's Kannada title, where its employer gave one. */
  jobTitleKn: string | null;
  jobLocation: string;
  /** Whether the job still takes applications. */
  jobOpen: boolean;
  /**
   * Whether the candidate has an application for the job, through this invitation or before it:
   * then there is nothing to apply for (an employer may invite an applicant unknowingly, as the pool
   * never says who is who).
   */
  hasApplied: boolean;
}

/** What the employer sees: the candidate as the pool shows them (no contact; an application carries it). */
export interface SentInvitation extends InvitationBase {
  candidateHeadline: string;
  /** Whether the job still takes applications. */
  jobOpen: boolean;
  /**
   * A closed invitation whose job is open again, its candidate still in the pool since it was sent:
   * `POST /api/employer/invitations/:id/again` invites them again, the new invitation in its place.
   */
  canInviteAgain: boolean;
}

/**
 * Years of experience from the entries' periods ("2019 - 2022", "2021 - present", "2020"), summed
 * and rounded down; an entry without a year counts nothing.
 */
export function experienceYears(entries: readonly Pick<ExperienceEntry, "period">[], now = new Date()): number {
  const thisYear = now.getUTCFullYear();
  let years = 0;
  for (const { period } of entries) {
    const found = period.match(/\d{4}/g)?.map(Number).filter((year) => year >= 1950 && year <= thisYear) ?? [];
    if (found.length === 0) continue;
    const start = found[0]!;
    const ongoing = found.length === 1 && /present|now|current|till|date|ಈಗ|ಪ್ರಸ್ತುತ/i.test(period);
    const end = found.length > 1 ? found.at(-1)! : ongoing ? thisYear : start;
    years += Math.max(0, end - start);
  }
  return years;
}
