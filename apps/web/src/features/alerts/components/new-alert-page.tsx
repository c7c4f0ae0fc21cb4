/**
 * /alerts/new?q=…: "Alert me to jobs like these" as a page of its own. The job list's button leads
 * here when it is tapped before the page's script runs (with the script it opens the dialog), so
 * the form works both ways: it posts to this page (`method="post"`, lib/form-echo.tsx), or the script
 * sends it through the API. Only the search (in the address) and the choices go with it.
 *
 * A guest chooses where the alerts go: an e-mail address (confirmed from the mailed link), or SMS to
 * a mobile number, confirmed by the code sent to it on a second step of this page
 * (phone-code-step.tsx). Both choices' fields are in the form and CSS (`:has`) hides the one not
 * chosen, before the script as after it; a browser without `:has` shows both, and the one not chosen
 * is not sent.
 */
import { useId, useState, type FormEvent } from "react";
import { Link, useSearchParams } from "@/lib/navigation";
import BellRing from "lucide-react/icons/bell-ring";
import MailCheck from "lucide-react/icons/mail-check";
import SearchX from "lucide-react/icons/search-x";
import { confirmPhoneAlertSchema } from "@app/shared/alerts";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { useCurrentUser } from "@/lib/auth";
import { formatPhoneNumber } from "@/lib/format";
import { echoedError, FormEchoAlert, useFormEcho, type FormEcho } from "@/lib/form-echo";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useCreateAlert } from "../api/create-alert";
import { useConfirmPhoneAlert, useCreatePhoneAlert } from "../api/phone-alert";
import { alertCriteriaFields, channelOf, criteriaOf, postedAlertSchema, postedPhoneAlertSchema, toAlertInput, toPhoneAlertInput } from "../new-alert-form";
import { AlertCriteriaList } from "./alert-criteria-list";
import { sentenceMobileNumber } from "./alert-format";
import { AlertAddress, AlertChannelChoice, AlertFrequencyChoices, AlertPhoneNumber, SaveAlertLabel } from "./alert-form-fields";
import { alertRefusal, invalidInput, postedStage, type AlertStage } from "./alert-form-refusal";
import { LinkCard } from "./link-card";
import { PhoneCodeStep } from "./phone-code-step";

/** Where a guest's alert to a mobile number is: waiting for the code sent to `phoneNumber` (E.164), or on. */
type PhoneStep = { step: "code"; id: string; phoneNumber: string; resent: boolean } | { step: "done"; phoneNumber: string };

/**
 * The step a page drawn after a post shows (null: the first form): a code sent is the code step,
 * and so is a code refused, or Send again refused (the code sent before still works); a number
 * refused, or Change number, is the first form again.
 */
function postedPhoneStep(echo: FormEcho | undefined): PhoneStep | null {
  if (!echo || channelOf(echo.values) === "email") return null;
  const { step, id = "", phoneNumber = "" } = echo.values;
  if (step === "code") return echo.error ? { step: "code", id, phoneNumber, resent: false } : { step: "done", phoneNumber };
  if (step === "resend") return { step: "code", id, phoneNumber, resent: echo.error === null };
  if (step === "change" || echo.error) return null;
  return { step: "code", id, phoneNumber, resent: false };
}

/** The fields of the form that hides one while the other radio is chosen. */
const shownForEmail = "group-has-[[name=channel][value=sms]:checked]/alert:hidden";
const shownForSms = "group-has-[[name=channel][value=email]:checked]/alert:hidden";

const formValues = (form: HTMLFormElement) => Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, String(value)]));

export function NewAlertPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("alerts.dialog.title"));
  const [searchParams] = useSearchParams();
  const criteria = criteriaOf(Object.fromEntries(searchParams));
  const user = useCurrentUser().data ?? null;
  const echo = useFormEcho();
  const createAlert = useCreateAlert();
  const createPhoneAlert = useCreatePhoneAlert();
  const confirmPhoneAlert = useConfirmPhoneAlert();
  const criteriaHeading = useId();
  const [sent, setSent] = useState<{ email: string; confirmed: boolean } | null>(null);
  const [phone, setPhone] = useState<PhoneStep | null>(() => postedPhoneStep(echo));
  // What the first form was filled in with: drawn again by Change number, and sent along by the code step.
  const [chosen, setChosen] = useState<Record<string, string>>(() => echo?.values ?? {});
  const [refused, setRefused] = useState<{ error: unknown; stage: AlertStage } | null>(() =>
    echo?.error ? { error: echoedError(echo), stage: postedStage(echo) } : null,
  );
  // Back from the code step by the script's Change number: the number's field takes the focus.
  const [changingNumber, setChangingNumber] = useState(false);

  // Posted before the script ran and taken: a guest's address now has its confirmation link.
  const done = sent ?? (echo && !echo.error && channelOf(echo.values) === "email" ? { email: echo.values.email ?? "", confirmed: false } : null);
  if (done) {
    return (
      <LinkCard icon={MailCheck} title={t(done.confirmed ? "alerts.dialog.savedTitle" : "alerts.dialog.checkEmailTitle")} focusTitle>
        <p role="status" className="break-words">
          {done.confirmed ? t("alerts.dialog.savedDescription", { email: done.email }) : t("alerts.dialog.checkEmail", { email: done.email })}
        </p>
        <Button asChild variant="outline">
          <Link to={paths.jobs.href()}>{t("alerts.page.searchJobs")}</Link>
        </Button>
      </LinkCard>
    );
  }
  if (phone?.step === "done") {
    return (
      <LinkCard icon={BellRing} title={t("alerts.dialog.savedTitle")} focusTitle>
        <p role="status" className="break-words">
          {t("alerts.phone.savedBySms", { number: sentenceMobileNumber(phone.phoneNumber) })}
        </p>
        <Button asChild variant="outline">
          <Link to={paths.jobs.href()}>{t("alerts.page.searchJobs")}</Link>
        </Button>
      </LinkCard>
    );
  }
  if (!criteria) {
    return (
      <LinkCard icon={SearchX} title={t("alerts.new.invalidTitle")}>
        <p>{t("alerts.new.invalid")}</p>
        <Button asChild variant="outline">
          <Link to={paths.jobs.href()}>{t("alerts.page.searchJobs")}</Link>
        </Button>
      </LinkCard>
    );
  }

  const refusal = refused ? alertRefusal(t, refused.error, user ? "account" : refused.stage) : null;
  const fieldError = (field: "email" | "phoneNumber" | "code") => (refusal?.field === field ? refusal.key : undefined);
  const refusalAlert = refusal && refusal.field === null ? <FormEchoAlert title={refusal.title} description={refusal.description} /> : null;
  const searchFields = Object.fromEntries(alertCriteriaFields.flatMap((field) => (searchParams.get(field) ? [[field, searchParams.get(field)!]] : [])));

  async function askCode(values: Record<string, string>, stage: "number" | "resend") {
    const input = { ...values, language: currentLanguage() };
    const checked = postedPhoneAlertSchema.safeParse(input);
    if (!checked.success) return setRefused({ error: invalidInput(checked.error.issues), stage });
    try {
      const { alert } = await createPhoneAlert.mutateAsync(toPhoneAlertInput(input));
      setChosen(values);
      setPhone({ step: "code", id: alert.id, phoneNumber: alert.email, resent: stage === "resend" });
    } catch (error) {
      setRefused({ error, stage });
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    setRefused(null);
    if (!user && channelOf(values) === "sms") return askCode(values, "number");
    if (!user) {
      const checked = postedAlertSchema.safeParse(values);
      if (!checked.success) return setRefused({ error: invalidInput(checked.error.issues), stage: "email" });
    }
    try {
      const { alert } = await createAlert.mutateAsync(toAlertInput(user ? { ...values, email: "" } : values));
      setSent({ email: alert.email, confirmed: alert.confirmed });
    } catch (error) {
      setRefused({ error, stage: "email" });
    }
  }

  async function confirm(code: string) {
    if (phone?.step !== "code") return;
    setRefused(null);
    const input = { id: phone.id, phoneNumber: phone.phoneNumber, code };
    const checked = confirmPhoneAlertSchema.safeParse(input);
    if (!checked.success) return setRefused({ error: invalidInput(checked.error.issues), stage: "code" });
    try {
      const { alert } = await confirmPhoneAlert.mutateAsync(input);
      setPhone({ step: "done", phoneNumber: alert.email });
    } catch (error) {
      setRefused({ error, stage: "code" });
    }
  }

  const sendAgain = () => {
    if (phone?.step !== "code") return;
    setRefused(null);
    void askCode({ ...chosen, ...searchFields, phoneNumber: phone.phoneNumber }, "resend");
  };

  const changeNumber = () => {
    setRefused(null);
    setPhone(null);
    setChangingNumber(true);
  };

  const pending = createAlert.isPending || createPhoneAlert.isPending;
  return (
    <div className="flex w-full justify-center px-4 py-8 sm:py-14">
      <Card className="w-full max-w-lg">
        <CardHeader className="grid gap-1">
          <h1 className="text-2xl leading-snug font-semibold">{t("alerts.dialog.title")}</h1>
          <p className="text-sm text-muted-foreground">{t(user ? "alerts.dialog.description" : "alerts.phone.guestDescription")}</p>
        </CardHeader>
        <CardContent>
          {phone?.step === "code" ? (
            <PhoneCodeStep
              key={phone.id}
              phoneNumber={phone.phoneNumber}
              resent={phone.resent}
              hidden={{
                channel: "sms",
                id: phone.id,
                phoneNumber: phone.phoneNumber,
                frequency: chosen.frequency ?? "instant",
                ...(chosen.email ? { email: chosen.email } : {}),
                language: currentLanguage(),
                ...searchFields,
              }}
              codeError={fieldError("code")}
              refusal={refusalAlert}
              confirming={confirmPhoneAlert.isPending}
              sending={createPhoneAlert.isPending}
              onConfirm={(code) => void confirm(code)}
              onSendAgain={sendAgain}
              onChangeNumber={changeNumber}
            />
          ) : (
            <form method="post" noValidate className="group/alert grid gap-5" onSubmit={(event) => void submit(event)}>
              {Object.entries(searchFields).map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              <input type="hidden" name="language" value={currentLanguage()} />
              <section aria-labelledby={criteriaHeading} className="grid gap-2 rounded-lg border border-border bg-muted p-3">
                <h2 id={criteriaHeading} className="text-sm font-semibold">
                  {t("alerts.dialog.criteriaHeading")}
                </h2>
                <AlertCriteriaList criteria={criteria} />
              </section>

              <AlertFrequencyChoices radio={(frequency) => ({ name: "frequency", defaultChecked: (chosen.frequency ?? "instant") === frequency })} />

              {user ? (
                <AlertAddress user={user} email={{}} />
              ) : (
                <>
                  <AlertChannelChoice radio={(channel) => ({ defaultChecked: channelOf(chosen) === channel })} />
                  <div className={shownForEmail}>
                    <AlertAddress user={null} error={fieldError("email")} email={{ name: "email", defaultValue: chosen.email ?? "" }} />
                  </div>
                  <div className={shownForSms}>
                    <AlertPhoneNumber
                      error={fieldError("phoneNumber")}
                      phoneNumber={{ name: "phoneNumber", defaultValue: formatPhoneNumber(chosen.phoneNumber ?? ""), autoFocus: changingNumber }}
                    />
                  </div>
                </>
              )}

              {refusalAlert}

              <Button type="submit" disabled={pending} className="w-full sm:w-auto sm:justify-self-end">
                <SaveAlertLabel pending={pending} />
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
