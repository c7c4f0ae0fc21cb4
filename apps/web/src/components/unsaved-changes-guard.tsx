/**
 * Asks before a page with unsaved changes is left: our own Stay / Leave dialog for a link or Back
 * inside the app (react-router's useBlocker), the browser's own question for a reload or a closed
 * tab (`beforeunload`, whose text browsers no longer let a page choose). Only a change of path asks:
 * a page's tabs live in its query string, and switching them keeps the form and its changes.
 */
import { useEffect } from "react";
import { useBlocker } from "react-router";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n";

export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    function warn(event: BeforeUnloadEvent) {
      event.preventDefault();
      // For browsers before preventDefault() was enough (Chrome and Edge before 119).
      event.returnValue = true;
    }
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [when]);

  return (
    <AlertDialog
      open={blocker.state === "blocked"}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("common.unsavedChanges.title")}</AlertDialogTitle>
          <AlertDialogDescription>{t("common.unsavedChanges.description")}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t("common.unsavedChanges.stay")}</AlertDialogCancel>
          {/* Not an AlertDialogAction: closing the dialog would reset the blocker before it proceeds. */}
          <Button variant="destructive" onClick={() => blocker.proceed?.()}>
            {t("common.unsavedChanges.leave")}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
