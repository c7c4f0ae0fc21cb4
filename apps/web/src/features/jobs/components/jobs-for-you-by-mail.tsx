/**
 * "E-mail me new jobs for you every morning": the candidate's one Jobs for you alert (the alerts
 * feature's `for_you` kind, daily at 8:00 in the language of the page), turned on by saving it (or
 * resuming it, when paused on My alerts) and off by deleting it. Its mails stop in one click too.
 */
import { useId } from "react";
import Mail from "lucide-react/icons/mail";
import { digestHour } from "@app/shared/alert-options";
import { toast } from "@/components/ui/toaster";
import { Spinner } from "@/components/ui/spinner";
import { useCreateAlert } from "@/features/alerts/api/create-alert";
import { useDeleteAlert, useUpdateAlert } from "@/features/alerts/api/change-alert";
import { useMyAlerts } from "@/features/alerts/api/list-alerts";
import { useCurrentUser, useSignedInAs } from "@/lib/auth";
import { errorMessage } from "@/lib/errors";
import { formatClockTime } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";

const mine = { kind: "mine" } as const;

export function JobsForYouByMail() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const alerts = useMyAlerts({ enabled: useSignedInAs("candidate") });
  const create = useCreateAlert();
  const update = useUpdateAlert(mine);
  const remove = useDeleteAlert(mine);
  const descriptionId = useId();
  const alert = alerts.data?.alerts.find((each) => each.kind === "for_you");
  const on = Boolean(alert && !alert.paused && !alert.bounced);
  const busy = !alerts.data || create.isPending || update.isPending || remove.isPending;

  async function change(wanted: boolean) {
    try {
      if (!wanted && alert) await remove.mutateAsync(alert.id);
      else if (wanted && alert) await update.mutateAsync({ id: alert.id, input: { paused: false } });
      else if (wanted) await create.mutateAsync({ kind: "for_you", criteria: {}, frequency: "daily", language: currentLanguage() });
      toast.success(wanted ? t("jobs.forYou.byMail.on", { email: user.data?.email ?? "" }) : t("jobs.forYou.byMail.off"));
    } catch (error) {
      toast.error(t("jobs.forYou.byMail.failed"), { description: errorMessage(t, error) });
    }
  }

  // Nothing to mail to for an account made with a phone until it has an address.
  if (alerts.isError || (user.data && !user.data.email)) return null;
  return (
    <div className="flex items-start gap-3 rounded-xl border border-border bg-card px-4 py-3">
      <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <div className="grid min-w-0 flex-1 gap-1">
        <label className="flex cursor-pointer items-start justify-between gap-3 text-sm font-medium">
          <span>{t("jobs.forYou.byMail.label", { time: formatClockTime(digestHour, 0, currentLanguage()) })}</span>
          <input
            type="checkbox"
            role="switch"
            className="mt-0.5 size-5 shrink-0 accent-primary"
            checked={on}
            disabled={busy || alert?.bounced}
            aria-describedby={descriptionId}
            onChange={(event) => void change(event.target.checked)}
          />
        </label>
        <p id={descriptionId} className="text-sm break-words text-muted-foreground">
          {alert?.bounced ? t("jobs.forYou.byMail.bounced") : t("jobs.forYou.byMail.description", { email: user.data?.email ?? "" })}
        </p>
      </div>
      {busy && alerts.data && <Spinner label={t("jobs.forYou.byMail.saving")} className="[&_svg]:size-4" />}
    </div>
  );
}
