import type { ComponentProps, ReactNode } from "react";
import { Link } from "@/lib/navigation";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { carryNotice, type CarriedNotice } from "@/lib/carried-notice";
import { isPlainClick } from "@/lib/utils";

type CandidateLoginLinkProps = Pick<ComponentProps<typeof Button>, "variant" | "size" | "className"> & {
  /** The job the login brings the reader back to. */
  jobId: string;
  /** Why a candidate login is needed, said by the login page the link opens. */
  notice: CarriedNotice;
  children: ReactNode;
};

/**
 * A job action only a candidate can take (apply, save), for anyone else: a link to the candidate
 * login, which brings the reader back to the job. A link, not a button, so that on a slow phone it
 * works before the script has taken the server's page over; once it has, a plain click leaves the
 * login page the notice that says why (lib/carried-notice.ts): the browser may follow the link as a
 * page load, from a page drawn as islands (ADR 071).
 */
export function CandidateLoginLink({ jobId, notice, children, ...button }: CandidateLoginLinkProps) {
  return (
    <Button asChild {...button}>
      <Link
        to={paths.login.href("candidate", paths.job.href(jobId))}
        onClick={(event) => {
          if (isPlainClick(event)) carryNotice(notice);
        }}
      >
        {children}
      </Link>
    </Button>
  );
}
