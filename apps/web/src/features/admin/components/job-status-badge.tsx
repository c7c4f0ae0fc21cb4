import { useTranslation } from "react-i18next";
import type { JobStatus } from "@app/shared/constants";
import { Badge } from "@/components/ui/badge";

const variants = {
  active: "success",
  filled: "default",
  expired: "secondary",
  draft: "outline",
} as const satisfies Record<JobStatus, "success" | "default" | "secondary" | "outline">;

export function JobStatusBadge({ status }: { status: JobStatus }) {
  const { t } = useTranslation();
  return <Badge variant={variants[status]}>{t(`admin.jobs.statuses.${status}`)}</Badge>;
}
