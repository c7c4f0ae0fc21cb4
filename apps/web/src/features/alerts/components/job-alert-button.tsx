/**
 * "Alert me to jobs like these" on the job list, for a candidate or a guest (an employer or the
 * admin gets no button: alerts are for job seekers). The dialog lives in `JobAlertHost`, above the
 * list, not in the button: the list moves the button (beside the count, or into the empty list) when
 * a live update changes what it found, and a dialog inside the button would close under the person
 * typing in it. The dialog, with its form and schemas, loads with the first press; each opening is a
 * new one (a key per opening), so it starts again with an empty form.
 *
 * On a guest's /jobs drawn as islands (ADR 071) the button is an island with no host above it: it
 * holds the dialog itself, with a query cache of its own, and the page does not draw the list again
 * under an open dialog (islands/follow-region.ts).
 */
import { createContext, lazy, Suspense, useCallback, useContext, useState, type ComponentProps, type ReactNode } from "react";
import { loadAppTexts, useTranslation, withTexts } from "@/lib/i18n";
import BellPlus from "lucide-react/icons/bell-plus";
import type { AlertCriteria } from "@app/shared/alerts";
import { Button } from "@/components/ui/button";
import type { SessionUser } from "@app/shared/user";
import { useCurrentUser } from "@/lib/current-user";
import { newAlertHref } from "./alert-format";

// With a query cache of its own where no app stands above it (an island), and the app's texts,
// of which /jobs' islands load only the button's label.
const JobAlertDialog = lazy(async () => {
  const [{ JobAlertDialog: Dialog }, { WithQueryClient }] = await Promise.all([
    withTexts(["validation"], () => import("./job-alert-dialog")),
    import("@/lib/with-query-client"),
    loadAppTexts(),
  ]);
  return {
    default: (props: ComponentProps<typeof Dialog>) => (
      <WithQueryClient>
        <Dialog {...props} />
      </WithQueryClient>
    ),
  };
});

type Opened = { open: boolean; opening: number; criteria: AlertCriteria };

/** The dialog of one opening, loaded with the first. */
function AlertDialogOf({ dialog, onOpenChange, user }: { dialog: Opened; onOpenChange: (open: boolean) => void; user: SessionUser | null }) {
  return (
    <Suspense fallback={null}>
      <JobAlertDialog key={dialog.opening} open={dialog.open} onOpenChange={onOpenChange} criteria={dialog.criteria} user={user} />
    </Suspense>
  );
}

const OpenAlertDialog = createContext<((criteria: AlertCriteria) => void) | null>(null);

/** Holds the alert dialog for the buttons inside it. */
export function JobAlertHost({ children }: { children: ReactNode }) {
  const currentUser = useCurrentUser();
  const [dialog, setDialog] = useState<Opened | null>(null);
  const open = useCallback((criteria: AlertCriteria) => setDialog((current) => ({ open: true, opening: (current?.opening ?? 0) + 1, criteria })), []);
  return (
    <OpenAlertDialog.Provider value={open}>
      {children}
      {dialog && (
        <AlertDialogOf dialog={dialog} onOpenChange={(isOpen) => setDialog((current) => current && { ...current, open: isOpen })} user={currentUser.data ?? null} />
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
  const host = useContext(OpenAlertDialog);
  // Without a host (an island): the button's own dialog.
  const [dialog, setDialog] = useState<Opened | null>(null);

  // Until the account is known the button waits, so an employer never sees it flash by.
  if (currentUser.isPending) return null;
  const user = currentUser.data ?? null;
  if (user && user.role !== "candidate") return null;
  const open = host ?? ((chosen: AlertCriteria) => setDialog((current) => ({ open: true, opening: (current?.opening ?? 0) + 1, criteria: chosen })));

  const button = (
    // A link to the alert's own page, which works before the script runs; with the script, the dialog.
    <Button asChild variant={emphasis ? "default" : "outline"} size={null} className={emphasis ? "min-h-9 gap-2 px-4 py-2 text-sm whitespace-normal" : "min-h-9 gap-2 px-3 text-sm whitespace-normal"}>
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
  return host || !dialog ? button : (
    <>
      {button}
      <AlertDialogOf dialog={dialog} onOpenChange={(isOpen) => setDialog((current) => current && { ...current, open: isOpen })} user={user} />
    </>
  );
}
