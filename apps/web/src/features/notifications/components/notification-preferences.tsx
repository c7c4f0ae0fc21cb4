/**
 * "How we tell you" (issue 49): for each kind of news, the channels a person hears it on — e-mail,
 * SMS, WhatsApp — on the candidate's profile and the employer's dashboard. A channel the account
 * cannot be reached on is shown off, with why (no real address, no verified number); WhatsApp waits
 * for its own tick (the opt-in, which also starts it again after a STOP); a number that said STOP by
 * SMS is told why its SMS boxes are unticked (ticking one again lifts the stop). Employers see the kinds
 * they get: messages and interviews. The texts' language is one choice for all of them.
 */
import { useEffect, useId, useRef } from "react";
import { useLocation } from "@/lib/navigation";
import { useForm, useWatch } from "react-hook-form";
import BellRing from "lucide-react/icons/bell-ring";
import { languages } from "@app/shared/constants";
import type { NotificationPreferencesInput, NotificationSettings } from "@app/shared/notifications";
import { notificationChannels, notificationKinds, type NotificationKind } from "@app/shared/phone";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import { useCurrentUser } from "@/lib/auth";
import { errorMessage } from "@/lib/errors";
import { useTranslation } from "@/lib/i18n";
import { useNotificationPreferences, useSaveNotificationPreferences } from "../api/notification-preferences";

/** The id the short link of every SMS (`/n`) scrolls to. */
export const notificationPreferencesAnchor = "notifications";

const kindsByRole: Record<"candidate" | "employer", NotificationKind[]> = {
  candidate: ["status", "interviews", "messages", "alerts"],
  employer: ["messages", "interviews"],
};

/** The language names as their readers write them. */
const languageNames = { en: "English", kn: "ಕನ್ನಡ" } as const;

export function NotificationPreferencesCard({ className }: { className?: string }) {
  const { t } = useTranslation();
  const settings = useNotificationPreferences();
  const role = useCurrentUser().data?.role;
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  const loaded = Boolean(settings.data);
  // The SMS's short link (`/n`) lands here: once the choices are drawn, show them and start there.
  useEffect(() => {
    if (loaded && hash === `#${notificationPreferencesAnchor}`) {
      section.current?.scrollIntoView({ block: "start" });
      section.current?.focus({ preventScroll: true });
    }
  }, [loaded, hash]);
  if (settings.isError || (role !== "candidate" && role !== "employer")) return null;
  return (
    <Card className={className}>
      <section ref={section} id={notificationPreferencesAnchor} tabIndex={-1} aria-labelledby={headingId} className="grid scroll-mt-24 gap-4 p-6 outline-none">
        <div className="grid gap-1">
          <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
            <BellRing aria-hidden="true" className="size-5 text-primary" />
            {t("notifications.title")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("notifications.description")}</p>
        </div>
        {settings.data ? <PreferencesForm settings={settings.data} kinds={kindsByRole[role]} /> : <Spinner label={t("notifications.loading")} />}
      </section>
    </Card>
  );
}

/** The form's values: a channel the account can no longer be reached on (a STOP, say) shows off. */
function valuesOf(settings: NotificationSettings): NotificationPreferencesInput {
  const phone = settings.phoneNumber !== null;
  const channels = Object.fromEntries(
    Object.entries(settings.channels).map(([kind, chosen]) => [
      kind,
      { email: chosen.email && settings.email !== null, sms: chosen.sms && phone, whatsapp: chosen.whatsapp && phone && settings.whatsappOptIn },
    ]),
  ) as NotificationPreferencesInput["channels"];
  return { channels, language: settings.language, whatsappOptIn: settings.whatsappOptIn };
}

function PreferencesForm({ settings, kinds }: { settings: NotificationSettings; kinds: NotificationKind[] }) {
  const { t } = useTranslation();
  const save = useSaveNotificationPreferences();
  const noEmailId = useId();
  const noNumberId = useId();
  const smsStoppedId = useId();
  const optInHintId = useId();
  const kindIds = useId();
  // No resolver: every field is a box or a choice, and a disabled box reads as undefined (sent as off).
  const form = useForm<NotificationPreferencesInput>({ defaultValues: valuesOf(settings) });
  const optedIn = useWatch({ control: form.control, name: "whatsappOptIn" });
  // What the server holds comes back (saved here or in another tab): the form follows it unless being edited.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(valuesOf(settings));
  }, [settings, form]);

  const reachable = { email: settings.email !== null, sms: settings.phoneNumber !== null, whatsapp: settings.phoneNumber !== null && optedIn };
  const hintOf = { email: settings.email === null ? noEmailId : undefined, sms: settings.phoneNumber === null ? noNumberId : settings.smsStopped ? smsStoppedId : undefined, whatsapp: settings.phoneNumber === null ? noNumberId : optedIn ? undefined : optInHintId };

  const submit = form.handleSubmit(async (values) => {
    if (save.isPending) return;
    const whatsappOptIn = Boolean(values.whatsappOptIn);
    // An unreachable channel is off; without the opt-in no kind goes by WhatsApp (the server refuses either).
    const channels = Object.fromEntries(
      notificationKinds.map((kind) => {
        const chosen = values.channels?.[kind];
        return [kind, { email: Boolean(chosen?.email) && reachable.email, sms: Boolean(chosen?.sms) && reachable.sms, whatsapp: Boolean(chosen?.whatsapp) && reachable.sms && whatsappOptIn }];
      }),
    ) as NotificationPreferencesInput["channels"];
    const sent = { channels, language: values.language ?? settings.language, whatsappOptIn };
    try {
      const saved = await save.mutateAsync(sent);
      form.reset(valuesOf(saved));
      // Ticking SMS lifted our stop, but Twilio keeps refusing texts to the number until it replies START,
      // which we do not read (ADR 075): said once here, as the notice goes with our stop.
      const liftedStop = settings.smsStopped && !saved.smsStopped;
      toast.success(t("notifications.saved"), liftedStop ? { description: t("notifications.smsStartReminder") } : undefined);
    } catch (error) {
      toast.error(t("notifications.failed"), { description: errorMessage(t, error) });
    }
  });

  return (
    <form className="grid gap-5" onSubmit={(event) => void submit(event)} noValidate>
      <div className="grid gap-3">
        {kinds.map((kind) => (
          // A group named by its kind rather than a fieldset: a legend will not sit in a grid's column.
          <div key={kind} role="group" aria-labelledby={`${kindIds}-${kind}`} className="grid gap-2 rounded-lg border border-border p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-4">
            <span id={`${kindIds}-${kind}`} className="text-sm font-medium">
              {t(`notifications.kinds.${kind}`)}
            </span>
            <div className="flex flex-wrap gap-x-5 gap-y-2">
              {notificationChannels.map((channel) => (
                <label key={channel} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm has-disabled:cursor-not-allowed has-disabled:text-muted-foreground sm:min-h-0">
                  <input
                    type="checkbox"
                    className="size-5 shrink-0 accent-primary"
                    disabled={!reachable[channel]}
                    aria-describedby={hintOf[channel]}
                    {...form.register(`channels.${kind}.${channel}`)}
                  />
                  {t(`notifications.channels.${channel}`)}
                </label>
              ))}
            </div>
          </div>
        ))}
      </div>

      {settings.email === null && (
        <p id={noEmailId} className="text-sm text-muted-foreground">
          {t("notifications.noEmail")}
        </p>
      )}
      {settings.phoneNumber !== null && settings.smsStopped && (
        <p id={smsStoppedId} className="text-sm text-muted-foreground">
          {t("notifications.smsStopped")}
        </p>
      )}
      {settings.phoneNumber === null ? (
        <p id={noNumberId} className="text-sm text-muted-foreground">
          {t("notifications.noNumber")}
        </p>
      ) : (
        <div className="grid gap-1">
          <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium">
            <input type="checkbox" className="size-5 shrink-0 accent-primary" aria-describedby={optInHintId} {...form.register("whatsappOptIn")} />
            {t("notifications.whatsappOptIn", { number: settings.phoneNumber })}
          </label>
          <p id={optInHintId} className="text-sm text-muted-foreground">
            {settings.whatsappStopped ? t("notifications.whatsappStopped") : t("notifications.whatsappOptInHint")}
          </p>
        </div>
      )}

      {settings.phoneNumber !== null && (
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium">{t("notifications.language")}</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {languages.map((language) => (
              <label key={language} lang={language} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm sm:min-h-0">
                <input type="radio" value={language} className="size-5 shrink-0 accent-primary" {...form.register("language")} />
                {languageNames[language]}
              </label>
            ))}
          </div>
        </fieldset>
      )}

      {/* aria-disabled, not disabled, while saving: the focus stays on the button. */}
      <Button type="submit" className="w-fit" aria-disabled={save.isPending || undefined}>
        {save.isPending ? <Spinner label={t("notifications.saving")} showLabel className="text-current" /> : t("notifications.save")}
      </Button>
    </form>
  );
}
