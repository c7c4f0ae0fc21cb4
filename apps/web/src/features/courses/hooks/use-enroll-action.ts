/**
 * What Enroll Now does for whoever clicks it (SPEC.md §5 Enrolment): a guest is told to log in and
 * sent to the candidate login, which brings them back to the course afterwards; an employer or the
 * admin is told a candidate account is needed; a candidate goes to the course's enrolment form.
 */
import { useCallback } from "react";
import { useNavigate } from "@/lib/navigation";
import { toast } from "@/components/ui/toaster";
import { paths } from "@/config/paths";
import { useCurrentUser } from "@/lib/auth";
import { useTranslation } from "@/lib/i18n";

/** The course page's enrolment form, which the page scrolls to when the link names it. */
export const enrollFormHash = "#enroll";

export function useEnrollAction() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser().data ?? null;

  return useCallback(
    (courseId: string) => {
      const coursePath = paths.course.href(courseId);
      if (!user) {
        toast.error(t("courses.access.loginTitle"), { description: t("courses.access.loginDescription") });
        void navigate(paths.login.href("candidate", coursePath));
        return;
      }
      if (user.role !== "candidate") {
        toast.error(t("courses.access.candidateTitle"), { description: t("courses.access.candidateDescription") });
        return;
      }
      void navigate(`${coursePath}${enrollFormHash}`);
    },
    [navigate, t, user],
  );
}
