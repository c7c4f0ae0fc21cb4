/**
 * The selections and mappings of an application as its candidate and as its employer see it: the
 * application joined with its job, its resume (the file kept when applying) and, for the employer,
 * the candidate's account and what their profile says of them.
 */
import { shownEmail } from "@app/shared/phone";
import type { CandidateApplication, EmployerApplication } from "@app/shared/applications";
import type { Language } from "@app/shared/constants";
import { candidatePhotoHref, type EducationLevel, type SpokenLanguage } from "@app/shared/candidates";
import { applications, candidateProfiles, files, jobs, user } from "../../db/schema/index.ts";
import { toResumeFile, type FileRow } from "../files/files.mapper.ts";

const resumeColumns = {
  id: files.id,
  originalName: files.originalName,
  type: files.type,
  size: files.size,
  createdAt: files.createdAt,
};

const commonColumns = {
  id: applications.id,
  jobId: applications.jobId,
  candidateId: applications.candidateId,
  status: applications.status,
  coverLetter: applications.coverLetter,
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
  jobTitle: jobs.title,
  company: jobs.company,
  jobStatus: jobs.status,
  resume: resumeColumns,
};

/**
 * Select from applications joined with jobs (on job_id) and files (on resume_file_id). The
 * candidate sees the job as it was advertised when they applied, never a later edit held for review.
 */
export const candidateApplicationColumns = {
  ...commonColumns,
  jobTitle: applications.jobTitle,
  jobTitleKn: applications.jobTitleKn,
  company: applications.jobCompany,
  location: applications.jobLocation,
};

/** As above, joined with user (on candidate_id) too. */
export const employerApplicationColumns = {
  ...commonColumns,
  jobTitleKn: jobs.titleKn,
  candidateName: user.name,
  candidateEmail: user.email,
  candidatePhone: user.phone,
  // From the candidate's profile (left-joined: a candidate may have none yet).
  candidateExperienceYears: candidateProfiles.experienceYears,
  candidateEducationLevel: candidateProfiles.educationLevel,
  candidateLanguages: candidateProfiles.spokenLanguages,
  candidatePhotoUpdatedAt: candidateProfiles.photoUpdatedAt,
};

type ApplicationRow = typeof applications.$inferSelect;
type JobRow = typeof jobs.$inferSelect;

interface CommonRow {
  id: string;
  jobId: string;
  candidateId: string;
  status: ApplicationRow["status"];
  coverLetter: string | null;
  createdAt: Date;
  updatedAt: Date;
  jobTitle: string;
  company: string;
  jobStatus: JobRow["status"];
  resume: Pick<FileRow, "id" | "originalName" | "type" | "size" | "createdAt">;
}

export interface CandidateApplicationRow extends CommonRow {
  jobTitleKn: string | null;
  location: string;
}

export interface EmployerApplicationRow extends CommonRow {
  jobTitleKn: string | null;
  candidateName: string;
  candidateEmail: string;
  candidatePhone: string | null;
  candidateExperienceYears: number | null;
  candidateEducationLevel: EducationLevel | null;
  candidateLanguages: SpokenLanguage[] | null;
  candidatePhotoUpdatedAt: Date | null;
}

export function toCandidateApplication(row: CandidateApplicationRow): CandidateApplication {
  return {
    id: row.id,
    jobId: row.jobId,
    jobTitle: row.jobTitle,
    jobTitleKn: row.jobTitleKn,
    company: row.company,
    location: row.location,
    jobStatus: row.jobStatus,
    status: row.status,
    coverLetter: row.coverLetter,
    resume: toResumeFile(row.resume),
    appliedAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** `candidateLanguage`: the language of the candidate's texts (ADR 057), found beside the row. */
export function toEmployerApplication(row: EmployerApplicationRow, candidateLanguage: Language): EmployerApplication {
  return {
    id: row.id,
    jobId: row.jobId,
    jobTitle: row.jobTitle,
    jobTitleKn: row.jobTitleKn,
    company: row.company,
    jobStatus: row.jobStatus,
    candidateId: row.candidateId,
    candidateName: row.candidateName,
    // A phone-only candidate's stand-in address is never shown.
    candidateEmail: shownEmail(row.candidateEmail),
    candidatePhone: row.candidatePhone,
    candidateLanguage,
    candidateExperienceYears: row.candidateExperienceYears,
    candidateEducationLevel: row.candidateEducationLevel,
    candidateLanguages: row.candidateLanguages ?? [],
    candidatePhoto: row.candidatePhotoUpdatedAt ? candidatePhotoHref(row.candidateId, String(row.candidatePhotoUpdatedAt.getTime())) : null,
    status: row.status,
    coverLetter: row.coverLetter,
    resume: toResumeFile(row.resume),
    appliedAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
