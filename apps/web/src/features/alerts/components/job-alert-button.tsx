/**
 * "Alert me to jobs like these" on the job list, for a candidate or a guest (an employer or the
 * admin gets no button: alerts are for job seekers). The dialog, with its form and schemas, loads
 * with the first press. It stays mounted once closed, so it can animate out with its text, and each
 * opening is a new one (a key per opening), so it starts again with an empty form.
 */
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import BellPlus from "lucide-react/icons/bell-plus";
import type { AlertCriteria } from "@app/shared/alerts";
import { Button } from "@/components/ui/button";
import { useCurrentUser } from "@/lib/auth";

const JobAlertDialog = lazy(async () => ({ default: (await import("./job-alert-dialog")).JobAlertDialog }));

type JobAlertButtonProps = {
  /** The search on screen, as the job list reads it from the URL. */
  criteria: AlertCriteria;
  /** In an empty list the button is the way on, so it is the main one there. */
  emphasis?: boolean;
};

export function JobAlertButton({ criteria, emphasis = false }: JobAlertButtonProps) {
  const { t } = useTranslation();
  const currentUser = useCurrentUser();
  const [open, setOpen] = useState(false);
  const [openings, setOpenings] = useState(0);

  // Until the account is known the button waits, so an employer never sees it flash by.
  if (currentUser.isPending) return null;
  const user = currentUser.data ?? null;
  if (user && user.role !== "candidate") return null;

  return (
    <>
      <Button
        variant={emphasis ? "default" : "outline"}
        size={emphasis ? "default" : "sm"}
        className="h-auto min-h-9 whitespace-normal"
        onClick={() => {
          setOpenings((count) => count + 1);
          setOpen(true);
        }}
      >
        <BellPlus aria-hidden="true" />
        {t("alerts.button.label")}
      </Button>
      {openings > 0 && (
        <Suspense fallback={null}>
          <JobAlertDialog key={openings} open={open} onOpenChange={setOpen} criteria={criteria} user={user} />
        </Suspense>
      )}
    </>
  );
}
