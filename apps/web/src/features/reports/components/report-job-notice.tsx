/**
 * A job page's safety notice with its Report this job button, which opens the report dialog itself:
 * a part that needs nothing from its route, so a guest's job page can draw it as an island (ADR 071).
 * The dialog, its form and the query cache it posts through load on the first tap.
 */
import { lazy, Suspense, useState, type ComponentProps } from "react";
import { withTexts } from "@/lib/i18n";
import { SafetyNotice } from "./safety-notice";

// With a query cache of its own where no app stands above it (a page's island).
const ReportJobDialog = lazy(async () => {
  const [{ ReportJobDialog: Dialog }, { WithQueryClient }] = await Promise.all([
    withTexts(["reports", "validation"], () => import("./report-job-dialog")),
    import("@/lib/with-query-client"),
  ]);
  return {
    default: (props: ComponentProps<typeof Dialog>) => (
      <WithQueryClient>
        <Dialog {...props} />
      </WithQueryClient>
    ),
  };
});

export type ReportJobNoticeProps = {
  jobId: string;
  /** The job's title in the reader's language, as the dialog names it. */
  jobTitle: string;
};

export function ReportJobNotice({ jobId, jobTitle }: ReportJobNoticeProps) {
  // The dialog stays mounted once opened, so it keeps its text while it animates out.
  const [opened, setOpened] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <>
      <SafetyNotice
        onReport={() => {
          setOpened(true);
          setOpen(true);
        }}
      />
      <Suspense fallback={null}>
        {opened && <ReportJobDialog jobId={jobId} jobTitle={jobTitle} open={open} onOpenChange={setOpen} />}
      </Suspense>
    </>
  );
}
