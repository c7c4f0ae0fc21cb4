/**
 * What a failed enrolment step tells the candidate (SPEC.md §8 'Enrollment Error'): the server's
 * reason in the reader's language when it gave one (already enrolled, UTR used, course closed…),
 * else the general 'There was a problem processing your enrollment.' A session that ended meanwhile
 * sends the candidate to log in again and back to this course.
 */
import { useCallback } from "react";
import { useNavigate } from "@/lib/navigation";
import { toast } from "@/components/ui/toaster";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-error";
import { errorMessage } from "@/lib/errors";
import { useTranslation } from "@/lib/i18n";

export function useEnrollmentError(courseId: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();

  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) {
        toast.error(t("courses.access.loginTitle"), { description: t("courses.access.loginDescription") });
        void navigate(paths.login.href("candidate", paths.course.href(courseId)));
        return;
      }
      const known = error instanceof ApiError && error.code !== "internal";
      toast.error(t("courses.enrollment.error.title"), {
        description: known ? errorMessage(t, error) : t("courses.enrollment.error.description"),
      });
    },
    [courseId, navigate, t],
  );
}
