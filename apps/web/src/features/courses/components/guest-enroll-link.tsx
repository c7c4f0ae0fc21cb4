/**
 * Enroll Now as a guest has it (SPEC.md §5 Enrolment): a link to the candidate login, which brings
 * them back to the course. A link, not a button, so that on a slow phone it works before the script
 * has taken the server's page over; once it has, a plain click leaves the login page the notice that
 * says why (lib/carried-notice.ts), as a guest's Apply Now does: the browser may follow the link as a
 * page load, from a page drawn as islands (ADR 071). An island on a guest's /courses and course page.
 */
import type { ComponentProps } from "react";
import { Link } from "@/lib/navigation";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { carryNotice } from "@/lib/carried-notice";
import { useTranslation } from "@/lib/i18n";
import { isPlainClick } from "@/lib/utils";

type GuestEnrollLinkProps = Pick<ComponentProps<typeof Button>, "size" | "className"> & {
  courseId: string;
  /** The id of what the link enrols in (a card's title), for a reader who hears only "Enroll Now". */
  describedBy?: string;
};

export function GuestEnrollLink({ courseId, describedBy, ...button }: GuestEnrollLinkProps) {
  const { t } = useTranslation();
  return (
    <Button asChild {...button}>
      <Link
        to={paths.login.href("candidate", paths.course.href(courseId))}
        aria-describedby={describedBy}
        onClick={(event) => {
          if (isPlainClick(event)) carryNotice({ kind: "error", title: t("courses.access.loginTitle"), description: t("courses.access.loginDescription") });
        }}
      >
        {t("courses.card.enroll")}
      </Link>
    </Button>
  );
}
