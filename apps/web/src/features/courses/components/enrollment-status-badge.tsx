/**
 * An enrolment's status as a coloured label (SPEC.md §4 Enrollment status): 'Pending Confirmation'
 * in yellow until the admin has checked the payment, then Confirmed in green or Cancelled in red.
 */
import { useTranslation } from "react-i18next";
import type { EnrollmentStatus } from "@app/shared/courses";
import { Badge } from "@/components/ui/badge";

const variants = {
  pending: "warning",
  confirmed: "success",
  cancelled: "destructive",
} as const satisfies Record<EnrollmentStatus, "warning" | "success" | "destructive">;

export function EnrollmentStatusBadge({ status }: { status: EnrollmentStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant={variants[status]} data-status={status}>
      {t(`courses.status.${status}`)}
    </Badge>
  );
}
