/**
 * Statuses as coloured labels, the same wherever they show (the candidate's, the employer's and the
 * admin's pages).
 */
import BadgeCheck from "lucide-react/icons/badge-check";
import type { ApplicationStatus } from "@app/shared/applications";
import type { JobStatus } from "@app/shared/constants";
import type { EnrollmentStatus } from "@app/shared/courses";
import { Badge } from "@/components/ui/badge";
import { useTranslation } from "@/lib/i18n";

/**
 * An application's status (SPEC.md §4 Application status): Pending yellow, Shortlisted green,
 * Rejected red, and Hired solid green with a tick, so the outcome stands out from a mere shortlisting.
 * Not selected (the job was filled by someone else or closed first, ADR 016) is grey: no one's
 * verdict on the candidate, unlike Rejected.
 */
const applicationVariants = {
  pending: "warning",
  shortlisted: "success",
  rejected: "destructive",
  hired: "default",
  not_selected: "secondary",
} as const satisfies Record<ApplicationStatus, "warning" | "success" | "destructive" | "default" | "secondary">;

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant={applicationVariants[status]}
      data-status={status}
      className={status === "hired" ? "bg-success text-white" : undefined}
    >
      {status === "hired" && <BadgeCheck aria-hidden="true" />}
      {t(`applications.status.${status}`)}
    </Badge>
  );
}

const enrollmentVariants = {
  pending: "warning",
  confirmed: "success",
  cancelled: "destructive",
} as const satisfies Record<EnrollmentStatus, "warning" | "success" | "destructive">;

/**
 * An enrolment's status (SPEC.md §4 Enrollment status): 'Pending Confirmation' in yellow until the
 * admin has checked the payment, then Confirmed in green or Cancelled in red.
 */
export function EnrollmentStatusBadge({ status }: { status: EnrollmentStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant={enrollmentVariants[status]} data-status={status}>
      {t(`courses.status.${status}`)}
    </Badge>
  );
}

export const jobStatusVariants = {
  active: "success",
  filled: "default",
  expired: "secondary",
  draft: "outline",
  pending_review: "warning",
  reported: "warning",
  rejected: "destructive",
  taken_down: "destructive",
} as const satisfies Record<JobStatus, "success" | "default" | "secondary" | "outline" | "warning" | "destructive">;

/**
 * A job's status: Active green, Filled solid, Closed grey, Draft outlined; 'Under review' yellow
 * (held for its text or hidden by reports), 'Not approved' and 'Taken down' red.
 */
export function JobStatusBadge({ status }: { status: JobStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant={jobStatusVariants[status]} data-status={status}>
      {t(`common.jobStatus.${status}`)}
    </Badge>
  );
}
