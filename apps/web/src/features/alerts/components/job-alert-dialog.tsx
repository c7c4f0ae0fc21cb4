/**
 * The dialog of "Alert me to jobs like these": what the alert will look for (the search on
 * screen), how often it mails, and for a guest the address, checked with the account forms' e-mail
 * schema. The alert is sent in the language on screen, which its mails will be written in.
 *
 * A candidate's alert is theirs at once: the dialog closes with a toast that leads to My alerts. A
 * guest is told, in place of the form, that an e-mail about the alert went to the address: a link to
 * confirm it, or word that the address has it or its most alerts. The words fit each, and never say
 * which (anyone may type anyone's address).
 */
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link, useNavigate } from "@/lib/navigation";
import CircleAlert from "lucide-react/icons/circle-exclamation-point";
import MailCheck from "lucide-react/icons/mail-check";
import { z } from "zod";
import { alertFrequencies, maxAlertsPerAddress } from "@app/shared/alert-options";
import type { AlertCriteria } from "@app/shared/alerts";
import { email } from "@app/shared/auth";
import type { SessionUser } from "@app/shared/user";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toaster";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-error";
import { errorMessage } from "@/lib/errors";
import { formatNumber } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { useCreateAlert } from "../api/create-alert";
import { AlertCriteriaList } from "./alert-criteria-list";
import { AlertAddress, AlertFrequencyChoices, SaveAlertLabel } from "./alert-form-fields";

type JobAlertDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  criteria: AlertCriteria;
  /** The signed-in candidate, or null for a guest. */
  user: SessionUser | null;
};

/** A candidate's alert goes to their account's address, so only a guest's form has the field. */
const candidateSchema = z.object({ frequency: z.enum(alertFrequencies), email: z.string() });
const guestSchema = candidateSchema.extend({ email });
type AlertFormValues = z.output<typeof candidateSchema>;

const emptyForm: AlertFormValues = { frequency: "instant", email: "" };

/** After saving: a guest is asked to confirm, or (an address confirmed before) the alert is on. */
type Saved = { kind: "checkEmail" | "saved"; email: string };

export function JobAlertDialog({ open, onOpenChange, criteria, user }: JobAlertDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const criteriaHeading = useId();
  const createAlert = useCreateAlert();
  const form = useForm<AlertFormValues>({ resolver: zodResolver(user ? candidateSchema : guestSchema), defaultValues: emptyForm });
  const { errors } = form.formState;
  const [saved, setSaved] = useState<Saved | null>(null);
  /** Why the address takes no more of this alert (its limit, or a candidate's search they already have), said in the form. */
  const [refusedHere, setRefusedHere] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setRefusedHere(null);
    try {
      const { alert } = await createAlert.mutateAsync({
        criteria,
        frequency: values.frequency,
        language: currentLanguage(),
        ...(user ? {} : { email: values.email }),
      });
      if (user) {
        toast.success(t("alerts.dialog.savedTitle"), {
          description: t("alerts.dialog.savedDescription", { email: alert.email }),
          action: { label: t("alerts.dialog.myAlerts"), onClick: () => void navigate(paths.alerts.href()) },
        });
        onOpenChange(false);
        return;
      }
      setSaved({ kind: alert.confirmed ? "saved" : "checkEmail", email: alert.email });
    } catch (error) {
      if (error instanceof ApiError && error.code === "alert_limit") {
        setRefusedHere(t("errors.alert_limit", { max: error.params.max ?? formatNumber(maxAlertsPerAddress, currentLanguage()) }));
        return;
      }
      // Only a candidate is told their address has the search: a guest is answered as for a new alert
      // (anyone may type anyone's address), and the address is mailed that it has it.
      if (user && error instanceof ApiError && error.code === "alert_exists") {
        setRefusedHere(t("errors.alert_exists"));
        return;
      }
      const [emailMessage] = error instanceof ApiError ? (error.fields.email ?? []) : [];
      if (emailMessage && !user) form.setError("email", { message: emailMessage });
      toast.error(t("alerts.dialog.failedTitle"), { description: errorMessage(t, error) });
    }
  });

  const pending = createAlert.isPending;

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent>
        {saved ? (
          <>
            <DialogHeader>
              <span className="mb-1 flex size-10 items-center justify-center rounded-full bg-primary-soft text-primary">
                <MailCheck aria-hidden="true" className="size-5" />
              </span>
              <DialogTitle>{t(saved.kind === "checkEmail" ? "alerts.dialog.checkEmailTitle" : "alerts.dialog.savedTitle")}</DialogTitle>
              <DialogDescription role="status" prominent className="break-words">
                {saved.kind === "checkEmail"
                  ? t("alerts.dialog.checkEmail", { email: saved.email })
                  : t("alerts.dialog.savedDescription", { email: saved.email })}
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button onClick={() => onOpenChange(false)}>{t("alerts.dialog.done")}</Button>
            </DialogFooter>
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{t("alerts.dialog.title")}</DialogTitle>
              <DialogDescription>{t("alerts.dialog.description")}</DialogDescription>
            </DialogHeader>
            <form noValidate className="grid gap-5" onSubmit={(event) => void submit(event)}>
              <section aria-labelledby={criteriaHeading} className="grid gap-2 rounded-lg border border-border bg-muted p-3">
                <h3 id={criteriaHeading} className="text-sm font-semibold">
                  {t("alerts.dialog.criteriaHeading")}
                </h3>
                <AlertCriteriaList criteria={criteria} />
              </section>

              <AlertFrequencyChoices radio={() => form.register("frequency")} />

              <AlertAddress user={user} error={errors.email?.message} email={form.register("email")} />

              {refusedHere && (
                <div role="alert" className="flex gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
                  <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  <p>
                    {refusedHere}
                    {user && (
                      <>
                        {" "}
                        <Link to={paths.alerts.href()} className="font-medium underline underline-offset-4">
                          {t("alerts.dialog.myAlerts")}
                        </Link>
                      </>
                    )}
                  </p>
                </div>
              )}

              <DialogFooter>
                <Button variant="outline" disabled={pending} onClick={() => onOpenChange(false)}>
                  {t("alerts.dialog.cancel")}
                </Button>
                <Button type="submit" disabled={pending}>
                  <SaveAlertLabel pending={pending} />
                </Button>
              </DialogFooter>
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
