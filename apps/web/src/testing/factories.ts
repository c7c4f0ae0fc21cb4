/**
 * Test data shared by several features' tests (features do not import each other, tests included),
 * made by the builders the API tests, the browser tests and the demo seed use (@app/shared/factories).
 */
import type { CandidateApplication, EmployerApplication } from "@app/shared/applications";
import type { CompanyPage } from "@app/shared/companies";
import { buildJob } from "@app/shared/factories";

/** A job as `GET /api/jobs/:id` answers it: the default post at Chamundi Logistics, ids counting up. */
export const testJob = buildJob;

let applicationCount = 0;

function nextApplicationIds() {
  applicationCount += 1;
  const number = String(applicationCount).padStart(12, "0");
  return { id: `30000000-0000-4000-8000-${number}`, resumeId: `40000000-0000-4000-8000-${number}` };
}

/** An application to the Tailor job as its employer reviews it: Asha Rao, pending, ids counting up. */
export function testEmployerApplication(overrides: Partial<EmployerApplication> = {}): EmployerApplication {
  const { id, resumeId } = nextApplicationIds();
  return {
    id,
    jobId: "00000000-0000-4000-8000-00000000a001",
    jobTitle: "Tailor",
    jobTitleKn: null,
    company: "Chamundi Logistics",
    jobStatus: "active",
    candidateId: `candidate-${id}`,
    candidateName: "Asha Rao",
    candidateEmail: "asha@example.com",
    candidatePhone: "9845012345",
    candidateLanguage: "en",
    candidateExperienceYears: null,
    candidateEducationLevel: null,
    candidateLanguages: [],
    candidatePhoto: null,
    status: "pending",
    coverLetter: null,
    resume: { id: resumeId, name: "asha-rao.pdf", type: "pdf", size: 12_345, uploadedAt: "2024-03-01T10:00:00.000Z" },
    appliedAt: "2024-03-06T10:00:00.000Z",
    updatedAt: "2024-03-06T10:00:00.000Z",
    ...overrides,
  };
}

/** An application as the candidate sees it in My Applications: the Tailor job at Chamundi Logistics, pending. */
export function testCandidateApplication(overrides: Partial<CandidateApplication> = {}): CandidateApplication {
  const { id, resumeId } = nextApplicationIds();
  return {
    id,
    jobId: "00000000-0000-4000-8000-00000000a001",
    jobTitle: "Tailor",
    jobTitleKn: null,
    company: "Chamundi Logistics",
    location: "Vijayanagar, Mysuru",
    jobStatus: "active",
    status: "pending",
    coverLetter: null,
    resume: { id: resumeId, name: "asha-rao.pdf", type: "pdf", size: 12_345, uploadedAt: "2024-03-01T10:00:00.000Z" },
    appliedAt: "2024-03-06T10:00:00.000Z",
    updatedAt: "2024-03-06T10:00:00.000Z",
    ...overrides,
  };
}

/** An employer's company page as `GET /api/companies/:slug` answers it: published, no texts, no jobs. */
export function testCompanyPage(overrides: Partial<CompanyPage> = {}): CompanyPage {
  return {
    slug: "chamundi-logistics-1a2b3c4d",
    name: "Chamundi Logistics",
    about: "",
    aboutKn: null,
    locality: null,
    website: null,
    logoUrl: null,
    verified: false,
    status: "published",
    flags: [],
    hiredCount: 0,
    since: "2024-03-05T10:00:00.000Z",
    jobs: [],
    ...overrides,
  };
}
