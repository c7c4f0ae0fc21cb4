/**
 * The admin's Courses tab (SPEC.md §2 Manage Courses): 'Loading courses...', then every course that
 * is not archived as a card (1, 2 or 3 columns by width) with Edit and Delete. Deleting asks first;
 * the server removes a course nobody enrolled in and archives one with enrolments.
 */
import { useEffect, useId, useState } from "react";
import BookOpen from "lucide-react/icons/book-open";
import Clock from "lucide-react/icons/clock";
import Pencil from "lucide-react/icons/pencil";
import Trash2 from "lucide-react/icons/trash";
import UsersRound from "lucide-react/icons/users-round";
import type { Course } from "@app/shared/courses";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadErrorPanel } from "@/components/ui/load-error";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import { errorMessage } from "@/lib/errors";
import { formatNumber, formatRupees } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { useAdminCourses } from "../api/list-admin-courses";
import { useDeleteCourse } from "../api/delete-course";

type AdminCourseCardProps = {
  course: Course;
  onEdit: (course: Course) => void;
  onDelete: (course: Course) => void;
};

function AdminCourseCard({ course, onEdit, onDelete }: AdminCourseCardProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col gap-3 rounded-xl border border-border bg-card p-5 shadow-sm">
      <Badge variant={course.category === "entrepreneurship" ? "warning" : "secondary"}>
        {t(`courses.categories.${course.category}`)}
      </Badge>
      <h2 id={titleId} className="text-lg leading-snug font-semibold break-words">
        {course.title}
      </h2>
      <p className="line-clamp-2 text-sm text-muted-foreground">{course.description}</p>
      <dl className="mt-auto flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <div className="grid gap-0.5">
          <dt className="flex items-center gap-1 text-xs text-muted-foreground">
            <UsersRound aria-hidden="true" className="size-3.5" />
            {t("courses.admin.courses.enrolled")}
          </dt>
          <dd className="font-medium">{formatNumber(course.enrolled, language)}</dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-xs text-muted-foreground">{t("courses.admin.courses.price")}</dt>
          <dd className="font-medium">{formatRupees(course.price, language)}</dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="flex items-center gap-1 text-xs text-muted-foreground">
            <Clock aria-hidden="true" className="size-3.5" />
            {t("courses.admin.courses.duration")}
          </dt>
          <dd className="font-medium break-words">{course.duration}</dd>
        </div>
      </dl>
      <div className="grid grid-cols-2 gap-2 border-t border-border pt-3">
        <Button variant="outline" size="sm" onClick={() => onEdit(course)} aria-describedby={titleId}>
          <Pencil aria-hidden="true" />
          {t("courses.admin.courses.edit")}
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="text-destructive hover:text-destructive"
          onClick={() => onDelete(course)}
          aria-describedby={titleId}
        >
          <Trash2 aria-hidden="true" />
          {t("courses.admin.courses.delete")}
        </Button>
      </div>
    </article>
  );
}

export function AdminCourseList({ onEdit }: { onEdit: (course: Course) => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const courses = useAdminCourses();
  const deleteCourse = useDeleteCourse();
  const [toDelete, setToDelete] = useState<Course | null>(null);
  const loadFailed = courses.isError;

  useEffect(() => {
    if (!loadFailed) return;
    toast.error(t("courses.admin.courses.loadError"), { id: "admin-courses-load-error" });
  }, [loadFailed, courses.errorUpdatedAt, t]);

  async function confirmDelete(course: Course) {
    try {
      const { outcome } = await deleteCourse.mutateAsync(course.id);
      toast.success(t("courses.admin.delete.deletedTitle"), { description: t(`courses.admin.delete.${outcome}`, { title: course.title }) });
      setToDelete(null);
    } catch (error) {
      toast.error(t("courses.admin.delete.failedTitle"), { description: errorMessage(t, error) });
    }
  }

  let content;
  if (courses.isPending) {
    content = (
      <div className="flex justify-center py-16">
        <Spinner label={t("courses.admin.courses.loading")} showLabel />
      </div>
    );
  } else if (courses.isError) {
    content = (
      <LoadErrorPanel
        title={t("courses.admin.courses.loadError")}
        description={t("courses.admin.courses.loadErrorDescription")}
        onRetry={() => void courses.refetch()}
        retrying={courses.isFetching}
      />
    );
  } else if (courses.data.courses.length === 0) {
    content = (
      <EmptyState icon={BookOpen} title={t("courses.admin.courses.emptyTitle")} description={t("courses.admin.courses.emptyDescription")} />
    );
  } else {
    content = (
      // Columns by the width the admin layout leaves beside its sidebar, not by the window's.
      <div className="@container">
        <ul aria-label={t("courses.admin.courses.label")} className="grid gap-4 @xl:grid-cols-2 @4xl:grid-cols-3">
          {courses.data.courses.map((course) => (
            <li key={course.id} className="grid min-w-0">
              <AdminCourseCard course={course} onEdit={onEdit} onDelete={setToDelete} />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  const deleting = deleteCourse.isPending;
  return (
    <>
      {content}
      <AlertDialog open={toDelete !== null} onOpenChange={(open) => !open && !deleting && setToDelete(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t("courses.admin.delete.title")}</AlertDialogTitle>
            <AlertDialogDescription>{t("courses.admin.delete.description")}</AlertDialogDescription>
          </AlertDialogHeader>
          {toDelete && (
            <div className="grid gap-1 rounded-lg bg-muted px-3 py-2.5 text-sm">
              <p className="font-semibold break-words">{toDelete.title}</p>
              <p className="text-muted-foreground">
                {t("courses.admin.delete.enrolled", { count: toDelete.enrolled, formatted: formatNumber(toDelete.enrolled, language) })}
              </p>
            </div>
          )}
          <AlertDialogFooter>
            <AlertDialogCancel disabled={deleting}>{t("courses.admin.delete.cancel")}</AlertDialogCancel>
            <AlertDialogAction
              disabled={deleting}
              onClick={(event) => {
                // Stays open until the server has answered, so a failure is seen where it happened.
                event.preventDefault();
                if (toDelete) void confirmDelete(toDelete);
              }}
            >
              {deleting ? (
                <Spinner label={t("courses.admin.delete.deleting")} showLabel className="text-current" />
              ) : (
                <>
                  <Trash2 aria-hidden="true" />
                  {t("courses.admin.delete.confirm")}
                </>
              )}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
