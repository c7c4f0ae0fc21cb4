/**
 * The admin's Enrollments tab (SPEC.md §2 Manage Courses, §4 Enrollment status): every enrolment,
 * newest first, filtered by status and course and paged on the server; each with the student, the
 * course, the start date and slot, when it was requested, the amount, the UTR and the status.
 * Confirm, Cancel and Reset (shown when not pending) set any status but the current one. Cards
 * rather than a wide table, so the tab reads on a phone as well as on a desktop.
 */
import { useEffect, useId, useState, type ReactNode } from "react";
import Check from "lucide-react/icons/check";
import ClipboardList from "lucide-react/icons/clipboard-list";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import X from "lucide-react/icons/x";
import {
  enrollmentStatuses,
  enrollmentsPageSize,
  type AdminEnrollment,
  type EnrollmentStatus,
} from "@app/shared/courses";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Label } from "@/components/ui/label";
import { LoadErrorPanel } from "@/components/ui/load-error";
import { NativeSelect } from "@/components/ui/native-select";
import { Pagination } from "@/components/ui/pagination";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import { ApiError } from "@/lib/api-error";
import { errorMessage } from "@/lib/errors";
import { formatDate, formatDay, formatNumber, formatRupees } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { useAdminCourses } from "../api/list-admin-courses";
import { useAdminEnrollments } from "../api/list-admin-enrollments";
import { useSetEnrollmentStatus } from "../api/set-enrollment-status";
import { EnrollmentStatusBadge } from "@/components/status-badges";

type Move = { status: EnrollmentStatus; action: "confirm" | "cancel" | "reset" };
const moves: readonly Move[] = [
  { status: "confirmed", action: "confirm" },
  { status: "cancelled", action: "cancel" },
  { status: "pending", action: "reset" },
];
const moveIcons = { confirm: Check, cancel: X, reset: RotateCcw } as const;

function isStatus(value: string): value is EnrollmentStatus {
  return (enrollmentStatuses as readonly string[]).includes(value);
}

type EnrollmentCardProps = {
  enrollment: AdminEnrollment;
  busy: boolean;
  onMove: (enrollment: AdminEnrollment, status: EnrollmentStatus) => void;
};

function EnrollmentCard({ enrollment, busy, onMove }: EnrollmentCardProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const nameId = useId();
  const field = (label: string, value: ReactNode, className?: string) => (
    <div className={cn("grid min-w-0 gap-0.5", className)}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="break-words">{value}</dd>
    </div>
  );
  return (
    <article aria-labelledby={nameId} className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <h2 id={nameId} className="font-semibold break-words">
            {enrollment.studentName}
          </h2>
          <p className="flex flex-wrap gap-x-3 text-sm text-muted-foreground">
            {/* A candidate who signed up with a phone has no address: the server sends none. */}
            {enrollment.studentEmail ? (
              <a href={`mailto:${enrollment.studentEmail}`} className="break-all hover:text-foreground hover:underline">
                {enrollment.studentEmail}
              </a>
            ) : null}
            {enrollment.studentPhone && (
              <a href={`tel:${enrollment.studentPhone}`} className="whitespace-nowrap hover:text-foreground hover:underline">
                {enrollment.studentPhone}
              </a>
            )}
          </p>
        </div>
        <EnrollmentStatusBadge status={enrollment.status} />
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm lg:grid-cols-4">
        {field(t("courses.admin.enrollments.course"), <span className="font-medium">{enrollment.courseTitle}</span>, "col-span-2")}
        {field(
          t("courses.admin.enrollments.schedule"),
          `${formatDay(enrollment.startDate, language)}, ${t(`courses.timeSlots.${enrollment.timeSlot}`)}`,
          "col-span-2",
        )}
        {field(t("courses.admin.enrollments.requested"), formatDate(enrollment.requestedAt, language))}
        {field(t("courses.admin.enrollments.amount"), formatRupees(enrollment.amount, language))}
        {field(
          t("courses.admin.enrollments.utr"),
          enrollment.utr ? <span className="font-mono">{enrollment.utr}</span> : <span className="text-muted-foreground">{t("courses.admin.enrollments.noUtr")}</span>,
        )}
        {field(t("courses.admin.enrollments.reference"), <span className="font-mono">{enrollment.reference}</span>)}
      </dl>
      <div role="group" aria-labelledby={nameId} className="flex flex-wrap gap-2 border-t border-border pt-3">
        {moves
          .filter((move) => move.status !== enrollment.status)
          .map((move) => {
            const Icon = moveIcons[move.action];
            return (
              <Button
                key={move.action}
                size="sm"
                variant={move.action === "confirm" ? "default" : "outline"}
                className={move.action === "cancel" ? "text-destructive hover:text-destructive" : undefined}
                disabled={busy}
                onClick={() => onMove(enrollment, move.status)}
              >
                <Icon aria-hidden="true" />
                {t(`courses.admin.enrollments.${move.action}`)}
              </Button>
            );
          })}
      </div>
    </article>
  );
}

export function AdminEnrollmentList() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const ids = { status: useId(), course: useId() };
  const [status, setStatus] = useState<EnrollmentStatus | undefined>(undefined);
  const [courseId, setCourseId] = useState<string | undefined>(undefined);
  const [page, setPage] = useState(1);
  const enrollments = useAdminEnrollments({ status, courseId, page, pageSize: enrollmentsPageSize });
  const courses = useAdminCourses();
  const setEnrollmentStatus = useSetEnrollmentStatus();
  const loadFailed = enrollments.isError;

  useEffect(() => {
    if (!loadFailed) return;
    toast.error(t("courses.admin.enrollments.loadError"), { id: "admin-enrollments-load-error" });
  }, [loadFailed, enrollments.errorUpdatedAt, t]);

  function move(enrollment: AdminEnrollment, next: EnrollmentStatus) {
    const label = t(`courses.status.${next}`);
    setEnrollmentStatus.mutate(
      { id: enrollment.id, status: next },
      {
        onSuccess: () => {
          toast.success(t("courses.admin.enrollments.updatedTitle"), {
            description: t("courses.admin.enrollments.updatedDescription", { status: label }),
          });
        },
        onError: (error) => {
          // The server names the unchanged status by its value; the reader gets its label.
          const description =
            error instanceof ApiError && error.code === "enrollment_status_unchanged"
              ? t("errors.enrollment_status_unchanged", { status: label })
              : errorMessage(t, error);
          toast.error(t("courses.admin.enrollments.failedTitle"), { description });
        },
      },
    );
  }

  const data = enrollments.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.totalCount / data.pageSize)) : 1;
  const filtered = Boolean(status || courseId);

  let content;
  if (enrollments.isError) {
    content = (
      <LoadErrorPanel
        title={t("courses.admin.enrollments.loadError")}
        description={t("courses.admin.enrollments.loadErrorDescription")}
        onRetry={() => void enrollments.refetch()}
        retrying={enrollments.isFetching}
      />
    );
  } else if (!data) {
    content = (
      <div className="flex justify-center py-16">
        <Spinner label={t("courses.admin.enrollments.loading")} showLabel />
      </div>
    );
  } else if (data.enrollments.length === 0) {
    content = filtered ? (
      <EmptyState icon={ClipboardList} title={t("courses.admin.enrollments.noMatchTitle")} />
    ) : (
      <EmptyState
        icon={ClipboardList}
        title={t("courses.admin.enrollments.emptyTitle")}
        description={t("courses.admin.enrollments.emptyDescription")}
      />
    );
  } else {
    content = (
      <>
        <p role="status" className="text-sm text-muted-foreground">
          {t("courses.admin.enrollments.count", { count: data.totalCount, formatted: formatNumber(data.totalCount, language) })}
        </p>
        <ul
          aria-label={t("courses.admin.enrollments.label")}
          aria-busy={enrollments.isPlaceholderData}
          className={cn("grid gap-3 transition-opacity", enrollments.isPlaceholderData && "opacity-60")}
        >
          {data.enrollments.map((enrollment) => (
            <li key={enrollment.id}>
              <EnrollmentCard
                enrollment={enrollment}
                busy={setEnrollmentStatus.isPending && setEnrollmentStatus.variables.id === enrollment.id}
                onMove={move}
              />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
        <div className="grid gap-2">
          <Label htmlFor={ids.status}>{t("courses.admin.enrollments.filters.status")}</Label>
          <NativeSelect
            id={ids.status}
            value={status ?? ""}
            onChange={(event) => {
              setStatus(isStatus(event.target.value) ? event.target.value : undefined);
              setPage(1);
            }}
          >
            <option value="">{t("courses.admin.enrollments.filters.allStatuses")}</option>
            {enrollmentStatuses.map((value) => (
              <option key={value} value={value}>
                {t(`courses.status.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={ids.course}>{t("courses.admin.enrollments.filters.course")}</Label>
          <NativeSelect
            id={ids.course}
            value={courseId ?? ""}
            onChange={(event) => {
              setCourseId(event.target.value || undefined);
              setPage(1);
            }}
          >
            <option value="">{t("courses.admin.enrollments.filters.allCourses")}</option>
            {courses.data?.courses.map((course) => (
              <option key={course.id} value={course.id}>
                {course.title}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {content}
      {/* Also past the last page (the list shrank meanwhile), so the reader can step back. */}
      {(pageCount > 1 || page > 1) && <Pagination page={page} pageCount={pageCount} onPageChange={setPage} />}
    </div>
  );
}
