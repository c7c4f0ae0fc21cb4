/**
 * A candidate's profile as the admin sees it (SPEC.md §2 Candidates page, view profile): contact
 * details, summary, skills, education, experience, the résumé to download, their applications and
 * course enrolments. The server never sends a password or its hash, so none can show here.
 */
import Download from "lucide-react/icons/download";
import FileText from "lucide-react/icons/file-text";
import type { AdminCandidate, AdminCandidateDetail } from "@app/shared/admin";
import { fileDownloadPath } from "@app/shared/candidates";
import { ApplicationStatusBadge, EnrollmentStatusBadge } from "@/components/status-badges";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { formatDate } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { useAdminCandidate } from "../api/get-admin-candidate";
import { ContactLink, NotProvided } from "./contact-link";
import { DetailDialog, DetailLoad, DetailSection, LinkedItemList, NothingYet, type DetailDialogProps } from "./detail-parts";

type CandidateDetailDialogProps = DetailDialogProps & {
  /** The candidate whose profile is open, as the list shows them; null when closed. */
  candidate: AdminCandidate | null;
};

export function CandidateDetailDialog({ candidate, onClose, onCloseAutoFocus }: CandidateDetailDialogProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const detail = useAdminCandidate(candidate?.id ?? null);

  return (
    <DetailDialog
      open={candidate !== null}
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
      content={
        candidate && {
          title: candidate.name,
          description: t("admin.candidates.detail.description"),
          fields: [
            { label: t("admin.candidates.columns.email"), value: candidate.email ? <ContactLink kind="email" value={candidate.email} /> : <NotProvided /> },
            {
              label: t("admin.candidates.columns.phone"),
              value: candidate.phone ? <ContactLink kind="phone" value={candidate.phone} /> : <NotProvided />,
            },
            { label: t("admin.candidates.columns.registered"), value: formatDate(candidate.registeredAt, language) },
          ],
          sections: (
            <DetailLoad query={detail} loadingLabel={t("admin.candidates.detail.loading")} errorMessage={t("admin.candidates.detail.loadError")}>
              {(data) => <CandidateProfile detail={data} />}
            </DetailLoad>
          ),
        }
      }
    />
  );
}

function CandidateProfile({ detail }: { detail: AdminCandidateDetail }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { candidate, applications, enrollments } = detail;
  const { resume } = candidate;

  return (
    <>
      <DetailSection title={t("admin.candidates.detail.summary")}>
        {candidate.bio ? (
          <p className="text-sm whitespace-pre-line">{candidate.bio}</p>
        ) : (
          <NothingYet>{t("admin.candidates.detail.noSummary")}</NothingYet>
        )}
      </DetailSection>

      <DetailSection title={t("admin.candidates.detail.skills")}>
        {candidate.skills.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5">
            {candidate.skills.map((skill) => (
              <li key={skill}>
                <Badge variant="secondary">{skill}</Badge>
              </li>
            ))}
          </ul>
        ) : (
          <NothingYet>{t("admin.candidates.detail.noSkills")}</NothingYet>
        )}
      </DetailSection>

      <DetailSection title={t("admin.candidates.detail.education")}>
        {candidate.education.length > 0 ? (
          <EntryList
            entries={candidate.education.map((entry) => ({ heading: entry.qualification, place: entry.institution, period: entry.period, details: entry.details }))}
          />
        ) : (
          <NothingYet>{t("admin.candidates.detail.noEducation")}</NothingYet>
        )}
      </DetailSection>

      <DetailSection title={t("admin.candidates.detail.experience")}>
        {candidate.experience.length > 0 ? (
          <EntryList
            entries={candidate.experience.map((entry) => ({ heading: entry.title, place: entry.company, period: entry.period, details: entry.details }))}
          />
        ) : (
          <NothingYet>{t("admin.candidates.detail.noExperience")}</NothingYet>
        )}
      </DetailSection>

      <DetailSection title={t("admin.candidates.detail.resume")}>
        {resume ? (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-3">
            <div className="flex min-w-0 items-center gap-3">
              <FileText aria-hidden="true" className="size-5 shrink-0 text-primary" />
              <div className="grid min-w-0 gap-0.5 text-sm">
                <span className="font-medium break-all">{resume.name}</span>
                <span className="text-xs text-muted-foreground">
                  {t("admin.candidates.detail.uploadedOn", { date: formatDate(resume.uploadedAt, language) })}
                </span>
              </div>
            </div>
            <Button asChild variant="outline" size="sm">
              <a href={fileDownloadPath(resume.id)} download={resume.name} aria-label={t("admin.candidates.detail.downloadLabel", { name: resume.name })}>
                <Download aria-hidden="true" />
                {t("admin.candidates.detail.download")}
              </a>
            </Button>
          </div>
        ) : (
          <NothingYet>{t("admin.candidates.detail.noResume")}</NothingYet>
        )}
      </DetailSection>

      <DetailSection title={t("admin.candidates.detail.applications")}>
        {applications.length > 0 ? (
          <LinkedItemList
            items={applications.map((application) => ({
              id: application.id,
              href: paths.job.href(application.jobId),
              title: application.jobTitle,
              meta: `${application.company} · ${t("admin.candidates.detail.appliedOn", { date: formatDate(application.appliedAt, language) })}`,
              status: <ApplicationStatusBadge status={application.status} />,
            }))}
          />
        ) : (
          <NothingYet>{t("admin.candidates.detail.noApplications")}</NothingYet>
        )}
      </DetailSection>

      <DetailSection title={t("admin.candidates.detail.enrollments")}>
        {enrollments.length > 0 ? (
          <LinkedItemList
            items={enrollments.map((enrollment) => ({
              id: enrollment.id,
              href: paths.course.href(enrollment.courseId),
              title: enrollment.courseTitle,
              meta: t("admin.candidates.detail.requestedOn", { date: formatDate(enrollment.requestedAt, language) }),
              status: <EnrollmentStatusBadge status={enrollment.status} />,
            }))}
          />
        ) : (
          <NothingYet>{t("admin.candidates.detail.noEnrollments")}</NothingYet>
        )}
      </DetailSection>
    </>
  );
}

type Entry = { heading: string; place: string; period: string; details: string };

/** Schooling or work: what, where and when, and the candidate's own words about it. */
function EntryList({ entries }: { entries: Entry[] }) {
  return (
    <ul className="grid gap-3">
      {entries.map((entry, index) => (
        <li key={index} className="grid gap-0.5 text-sm">
          <span className="font-medium">{entry.heading}</span>
          <span className="text-muted-foreground">{[entry.place, entry.period].filter(Boolean).join(" · ")}</span>
          {entry.details && <p className="whitespace-pre-line">{entry.details}</p>}
        </li>
      ))}
    </ul>
  );
}
