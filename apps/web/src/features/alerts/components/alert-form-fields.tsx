/**
 * The fields an alert is saved with, shared by the dialog (react-hook-form) and /alerts/new (a plain
 * form that also posts without the script): how often, and where it goes (a candidate's account
 * address, or a guest's own; on /alerts/new a guest may choose SMS to a mobile number instead). Each
 * caller wires the inputs its way through `radio`, `email` and `phoneNumber`.
 */
import type { InputHTMLAttributes } from "react";
import BellPlus from "lucide-react/icons/bell-plus";
import Mail from "lucide-react/icons/mail";
import Smartphone from "lucide-react/icons/smartphone";
import { alertFrequencies, digestJobCount, type AlertFrequency } from "@app/shared/alert-options";
import type { SessionUser } from "@app/shared/user";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { formatNumber } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import type { AlertChannel } from "../new-alert-form";
import { useAlertFormat } from "./alert-format";

type InputProps = InputHTMLAttributes<HTMLInputElement>;

export function AlertFrequencyChoices({ radio }: { radio: (frequency: AlertFrequency) => InputProps }) {
  const { t } = useTranslation();
  const format = useAlertFormat();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{t("alerts.dialog.frequencyLegend")}</legend>
      {alertFrequencies.map((frequency) => (
        <label
          key={frequency}
          className="flex cursor-pointer items-start gap-3 rounded-lg border border-border px-3 py-2.5 text-sm transition-colors hover:bg-accent has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
        >
          <input type="radio" value={frequency} className="mt-0.5 size-4 shrink-0 accent-primary" {...radio(frequency)} />
          <span className="grid gap-0.5">
            <span className="font-medium">{format.frequency(frequency)}</span>
            {frequency === "daily" && (
              <span className="text-xs text-muted-foreground">{t("alerts.frequency.dailyHint", { max: formatNumber(digestJobCount, currentLanguage()) })}</span>
            )}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** A candidate's alert goes to their account's address; a guest types theirs. */
export function AlertAddress({ user, error, email }: { user: SessionUser | null; error?: string; email: InputProps }) {
  const { t } = useTranslation();
  if (user) {
    // An account made with a phone has no address until its person adds one on the profile.
    const text = user.email ? t("alerts.dialog.sendTo", { email: user.email }) : t("alerts.dialog.noEmail");
    return <p className="text-sm break-words text-muted-foreground">{text}</p>;
  }
  return (
    <FormField label={t("alerts.dialog.email")} error={error} description={t("alerts.dialog.emailHint")}>
      <Input
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={t("alerts.dialog.emailPlaceholder")}
        {...email}
      />
    </FormField>
  );
}

const choiceClassName =
  "flex cursor-pointer items-center gap-2.5 rounded-lg border border-border px-3 py-2.5 text-sm font-medium transition-colors hover:bg-accent has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring";

/** A guest's choice of where alerts go: two radios named `channel`, which work as any radios do without the script. */
export function AlertChannelChoice({ radio }: { radio: (channel: AlertChannel) => InputProps }) {
  const { t } = useTranslation();
  const choices = [
    { channel: "email", icon: Mail, label: t("alerts.phone.channelEmail") },
    { channel: "sms", icon: Smartphone, label: t("alerts.phone.channelSms") },
  ] as const;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{t("alerts.phone.channelLegend")}</legend>
      {/* Side by side while both fit on their line (a phone's, in Kannada too), else one under the other. */}
      <div className="flex flex-wrap gap-2">
        {choices.map(({ channel, icon: Icon, label }) => (
          <label key={channel} className={cn(choiceClassName, "grow whitespace-nowrap")}>
            <input type="radio" name="channel" value={channel} className="size-4 shrink-0 accent-primary" {...radio(channel)} />
            <Icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <span>{label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A guest's mobile number, for alerts by SMS: a code sent to it confirms the alert. */
export function AlertPhoneNumber({ error, phoneNumber }: { error?: string; phoneNumber: InputProps }) {
  const { t } = useTranslation();
  return (
    <FormField label={t("alerts.phone.phoneNumber")} error={error} description={t("alerts.phone.phoneNumberHint")}>
      <Input type="tel" inputMode="tel" autoComplete="tel" placeholder={t("alerts.phone.phoneNumberPlaceholder")} {...phoneNumber} />
    </FormField>
  );
}

/** What the save button says: Save alert, or a spinner while it is being saved. */
export function SaveAlertLabel({ pending }: { pending: boolean }) {
  const { t } = useTranslation();
  return pending ? (
    <Spinner label={t("alerts.dialog.saving")} showLabel tone="current" />
  ) : (
    <>
      <BellPlus aria-hidden="true" />
      {t("alerts.dialog.save")}
    </>
  );
}
