/**
 * "Alert me to jobs like these" on the job list, for a candidate or a guest (an employer or the
 * admin gets no button: alerts are for job seekers). The dialog lives in `JobAlertHost`, above the
 * list, not in the button: the list moves the button (beside the count, or into the empty list) when
 * a live update changes what it found, and a dialog inside the button would close under the person
 * typing in it. The dialog, with its form and schemas, loads with the first press; each opening is a
 * new one (a key per opening), so it starts again with an empty form.
 */
import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from "react";
import { useTranslation, withTexts } from "@/lib/i18n";
import BellPlus from "lucide-react/icons/bell-plus";
import type { AlertCriteria } from "@app/shared/alerts";
import { Button } from "@/components/ui/button";
import { useCurrentUser } from "@/lib/auth";
import { newAlertHref } from "./alert-format";

const JobAlertDialog = lazy(async () => ({ default: (await withTexts(["validation"], () => import("./job-alert-dialog"))).JobAlertDialog }));

const OpenAlertDialog = createContext<((criteria: AlertCriteria) => void) | null>(null);

/** Holds the alert dialog for the buttons inside it. */
export function JobAlertHost({ children }: { children: ReactNode }) {
  const currentUser = useCurrentUser();
  const [dialog, setDialog] = useState<{ open: boolean; opening: number; criteria: AlertCriteria } | null>(null);
  const open = useCallback((criteria: AlertCriteria) => setDialog((current) => ({ open: true, opening: (current?.opening ?? 0) + 1, criteria })), []);
  return (
    <OpenAlertDialog.Provider value={open}>
      {children}
      {dialog && (
        <Suspense fallback={null}>
          <JobAlertDialog
            key={dialog.opening}
            open={dialog.open}
            onOpenChange={(isOpen) => setDialog((current) => current && { ...current, open: isOpen })}
            criteria={dialog.criteria}
            user={currentUser.data ?? null}
          />
        </Suspense>
      )}
    </OpenAlertDialog.Provider>
  );
}

type JobAlertButtonProps = {
  /** The search on screen, as the job list reads it from the URL. */
  criteria: AlertCriteria;
  /** In an empty list the button is the way on, so it is the main one there. */
  emphasis?: boolean;
};

export function JobAlertButton({ criteria, emphasis = false }: JobAlertButtonProps) {
  const { t } = useTranslation();
  const currentUser = useCurrentUser();
  const open = useContext(OpenAlertDialog);

  // Until the account is known the button waits, so an employer never sees it flash by.
  if (!open || currentUser.isPending) return null;
  const user = currentUser.data ?? null;
  if (user && user.role !== "candidate") return null;

  return (
    // A link to the alert's own page, which works before the script runs; with the script, the dialog.
    <Button asChild variant={emphasis ? "default" : "outline"} size={emphasis ? "default" : "sm"} className="h-auto min-h-9 whitespace-normal">
      <a
        href={newAlertHref(criteria)}
        onClick={(event) => {
          event.preventDefault();
          open(criteria);
        }}
      >
        <BellPlus aria-hidden="true" />
        {t("alerts.button.label")}
      </a>
    </Button>
  );
}
