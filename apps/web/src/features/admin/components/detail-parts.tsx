/**
 * The building blocks of the admin's detail dialogs: titled sections, a field list, and the status
 * labels in the colours the candidate and the employer see them in (features do not share components).
 */
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ApplicationStatus } from "@app/shared/applications";
import type { EnrollmentStatus } from "@app/shared/courses";
import { Badge } from "@/components/ui/badge";

export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-2 border-t border-border pt-4">
      <h3 id={id} className="text-sm font-semibold text-foreground">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The muted line a section shows when it has nothing to list. */
export function NothingYet({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}

/** Label–value pairs: two columns from small screens up, one on a phone. */
export function DetailFields({ fields }: { fields: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-2">
      {fields.map(({ label, value }) => (
        <div key={label} className="grid min-w-0 gap-0.5">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const applicationVariants = {
  pending: "warning",
  shortlisted: "success",
  rejected: "destructive",
  hired: "default",
} as const satisfies Record<ApplicationStatus, "warning" | "success" | "destructive" | "default">;

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation();
  return <Badge variant={applicationVariants[status]}>{t(`applications.status.${status}`)}</Badge>;
}

const enrollmentVariants = {
  pending: "warning",
  confirmed: "success",
  cancelled: "destructive",
} as const satisfies Record<EnrollmentStatus, "warning" | "success" | "destructive">;

export function EnrollmentStatusBadge({ status }: { status: EnrollmentStatus }) {
  const { t } = useTranslation();
  return <Badge variant={enrollmentVariants[status]}>{t(`courses.status.${status}`)}</Badge>;
}
