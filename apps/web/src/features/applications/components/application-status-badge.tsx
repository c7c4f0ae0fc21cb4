/**
 * An application's status as a coloured label (SPEC.md §4 Application status): Pending yellow,
 * Shortlisted green, Rejected red, and Hired solid green with a tick, so the outcome stands out from
 * a mere shortlisting. Used by My Applications and by the employer's applications list.
 */
import { useTranslation } from "react-i18next";
import { BadgeCheck } from "lucide-react";
import type { ApplicationStatus } from "@app/shared/applications";
import { Badge } from "@/components/ui/badge";

const variants = {
  pending: "warning",
  shortlisted: "success",
  rejected: "destructive",
  hired: "default",
} as const satisfies Record<ApplicationStatus, "warning" | "success" | "destructive" | "default">;

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant={variants[status]}
      data-status={status}
      className={status === "hired" ? "bg-success text-white" : undefined}
    >
      {status === "hired" && <BadgeCheck aria-hidden="true" />}
      {t(`applications.status.${status}`)}
    </Badge>
  );
}
