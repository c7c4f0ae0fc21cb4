/**
 * /alerts/new?q=…: "Alert me to jobs like these" as a page of its own. The job list's button leads
 * here when it is tapped before the page's script runs (with the script it opens the dialog), so
 * the form works both ways: it posts to this page (`method="post"`, lib/form-echo.tsx), or the script
 * sends it through the API. Only the search (in the address) and the choices go with it.
 */
import { useId, useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import MailCheck from "lucide-react/icons/mail-check";
import SearchX from "lucide-react/icons/search-x";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { useCurrentUser } from "@/lib/auth";
import { errorMessage } from "@/lib/errors";
import { echoedError, echoedFieldError, FormEchoAlert, useFormEcho } from "@/lib/form-echo";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useCreateAlert } from "../api/create-alert";
import { alertCriteriaFields, criteriaOf, postedAlertSchema, toAlertInput } from "../new-alert-form";
import { AlertCriteriaList } from "./alert-criteria-list";
import { AlertAddress, AlertFrequencyChoices, SaveAlertLabel } from "./alert-form-fields";
import { LinkCard } from "./link-card";

export function NewAlertPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("alerts.dialog.title"));
  const [searchParams] = useSearchParams();
  const criteria = criteriaOf(Object.fromEntries(searchParams));
  const user = useCurrentUser().data ?? null;
  const echo = useFormEcho();
  const createAlert = useCreateAlert();
  const criteriaHeading = useId();
  const [sent, setSent] = useState<{ email: string; confirmed: boolean } | null>(null);
  const [emailError, setEmailError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<unknown>(null);

  // Posted before the script ran and taken: a guest's address now has its confirmation link.
  const done = sent ?? (echo && !echo.error ? { email: echo.values.email ?? "", confirmed: false } : null);
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

  const refusal = failure ?? echoedError(echo);
  const fieldError = emailError ?? echoedFieldError(echo, "email");

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = Object.fromEntries([...new FormData(event.currentTarget)].map(([name, value]) => [name, String(value)]));
    setFailure(null);
    setEmailError(undefined);
    if (!user) {
      const checked = postedAlertSchema.safeParse(values);
      const message = checked.success ? undefined : checked.error.issues.find((issue) => issue.path[0] === "email")?.message;
      if (message) return setEmailError(message);
    }
    try {
      const { alert } = await createAlert.mutateAsync(toAlertInput(user ? { ...values, email: "" } : values));
      setSent({ email: alert.email, confirmed: alert.confirmed });
    } catch (error) {
      const [message] = error instanceof ApiError ? (error.fields.email ?? []) : [];
      if (message) setEmailError(message);
      setFailure(error);
    }
  }

  const pending = createAlert.isPending;
  return (
    <div className="flex w-full justify-center px-4 py-8 sm:py-14">
      <Card className="w-full max-w-lg">
        <CardHeader className="grid gap-1">
          <h1 className="text-2xl leading-snug font-semibold">{t("alerts.dialog.title")}</h1>
          <p className="text-sm text-muted-foreground">{t("alerts.dialog.description")}</p>
        </CardHeader>
        <CardContent>
          <form method="post" noValidate className="grid gap-5" onSubmit={(event) => void submit(event)}>
            {alertCriteriaFields.map((field) => {
              const value = searchParams.get(field);
              return value ? <input key={field} type="hidden" name={field} value={value} /> : null;
            })}
            <input type="hidden" name="language" value={currentLanguage()} />
            <section aria-labelledby={criteriaHeading} className="grid gap-2 rounded-lg border border-border bg-muted p-3">
              <h2 id={criteriaHeading} className="text-sm font-semibold">
                {t("alerts.dialog.criteriaHeading")}
              </h2>
              <AlertCriteriaList criteria={criteria} />
            </section>

            <AlertFrequencyChoices radio={(frequency) => ({ name: "frequency", defaultChecked: (echo?.values.frequency ?? "instant") === frequency })} />

            <AlertAddress user={user} error={fieldError} email={{ name: "email", defaultValue: echo?.values.email ?? "" }} />

            {refusal !== null && refusal !== undefined && <FormEchoAlert title={t("alerts.dialog.failedTitle")} description={errorMessage(t, refusal)} />}

            <Button type="submit" disabled={pending} className="w-full sm:w-auto sm:justify-self-end">
              <SaveAlertLabel pending={pending} />
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
