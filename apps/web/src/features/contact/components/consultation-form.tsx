import { useEffect, useState } from "react";
import { useForm, type UseFormReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useNavigate } from "@/lib/navigation";
import LogIn from "lucide-react/icons/log-in";
import Send from "lucide-react/icons/send";
import { consultationRequestSchema, type ConsultationRequestInput } from "@app/shared/consultations";
import type { SessionUser } from "@app/shared/user";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toaster";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-error";
import { useCurrentUser } from "@/lib/auth";
import { errorMessage } from "@/lib/errors";
import { echoedError, echoedFieldError, FormEchoAlert, useFormEcho } from "@/lib/form-echo";
import { useTranslation } from "@/lib/i18n";
import { useCreateConsultation } from "../api/create-consultation";
import { forgetConsultationDraft, keepConsultationDraft, readConsultationDraft } from "../consultation-draft";

const emptyForm: ConsultationRequestInput = { name: "", contact: "", message: "" };

/** Fills the name and the contact from the account, but only where nothing is typed yet. */
function fillFromAccount(form: UseFormReturn<ConsultationRequestInput>, user: SessionUser) {
  if (!form.getValues("name").trim()) form.setValue("name", user.name);
  if (!form.getValues("contact").trim()) form.setValue("contact", user.phone ?? user.phoneNumber ?? user.email ?? "");
}

/**
 * SPEC.md §2 Contact / §5 Consultation: guests are sent to log in, signed-in users' requests are
 * stored. The text is kept while it is typed (consultation-draft.ts), so a guest's message survives
 * the login, which brings them back here; a signed-in user finds their name and contact filled in.
 */
export function ConsultationForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const currentUser = useCurrentUser();
  const user = currentUser.data ?? null;
  const createConsultation = useCreateConsultation();
  // Sent before the script ran, the page is drawn again with what was typed and the refusal (lib/form-echo.tsx).
  const posted = useFormEcho();
  const [initialValues] = useState(() => (posted ? { ...emptyForm, ...posted.values } : (readConsultationDraft() ?? emptyForm)));
  const form = useForm<ConsultationRequestInput>({
    resolver: zodResolver(consultationRequestSchema),
    defaultValues: initialValues,
  });
  const { errors } = form.formState;
  const echo = posted && !form.formState.isSubmitted ? posted : undefined;
  const echoError = echoedError(echo);
  const fieldError = (name: keyof ConsultationRequestInput) => errors[name]?.message ?? echoedFieldError(echo, name);

  useEffect(() => form.subscribe({ formState: { values: true }, callback: ({ values }) => keepConsultationDraft(values) }), [form]);
  // What was posted is kept as if typed here, so it survives the login the guest is asked for.
  useEffect(() => {
    if (posted) keepConsultationDraft(form.getValues());
  }, [form, posted]);

  useEffect(() => {
    if (user) fillFromAccount(form, user);
  }, [form, user]);

  function requireLogin() {
    toast.error(t("contact.consultation.loginRequiredTitle"), {
      description: t("contact.consultation.loginRequiredDescription"),
    });
    void navigate(paths.login.href("employer", paths.contact.consultationHref()));
  }

  const submit = form.handleSubmit((input) =>
    createConsultation.mutateAsync(input).then(
      () => {
        toast.success(t("contact.consultation.successTitle"), {
          description: t("contact.consultation.successDescription"),
        });
        form.reset(emptyForm);
        forgetConsultationDraft();
        if (user) fillFromAccount(form, user);
      },
      (error: unknown) => {
        // The session may have ended since the page loaded.
        if (error instanceof ApiError && error.status === 401) return requireLogin();
        toast.error(t("contact.consultation.failedTitle"), { description: errorMessage(t, error) });
      },
    ),
  );

  return (
    <form
      method="post"
      noValidate
      className="grid gap-5"
      onSubmit={(event) => {
        // While the account is still being asked for, the server decides: a guest's request is
        // answered 401, which asks them to log in; a signed-in person's is sent, not lost to a login page.
        if (user || currentUser.isPending) return void submit(event);
        event.preventDefault();
        requireLogin();
      }}
    >
      {echoError ? <EchoedRefusal error={echoError} /> : null}
      {!user && !currentUser.isPending && (
        <p className="flex items-start gap-2 rounded-lg border border-highlight/50 bg-highlight-soft px-3 py-2 text-sm text-highlight-foreground">
          <LogIn aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t("contact.consultation.loginHint")}
        </p>
      )}
      <FormField label={t("contact.consultation.fields.name")} error={fieldError("name")}>
        <Input autoComplete="name" placeholder={t("contact.consultation.placeholders.name")} {...form.register("name")} defaultValue={posted?.values.name} />
      </FormField>
      <FormField label={t("contact.consultation.fields.contact")} error={fieldError("contact")}>
        <Input
          autoComplete="email"
          placeholder={t("contact.consultation.placeholders.contact")}
          {...form.register("contact")}
          defaultValue={posted?.values.contact}
        />
      </FormField>
      <FormField label={t("contact.consultation.fields.message")} error={fieldError("message")}>
        <Textarea rows={4} placeholder={t("contact.consultation.placeholders.message")} {...form.register("message")} defaultValue={posted?.values.message} />
      </FormField>
      <Button type="submit" size="lg" className="w-full sm:w-fit" disabled={createConsultation.isPending}>
        {createConsultation.isPending ? (
          <Spinner label={t("contact.consultation.submitting")} showLabel className="text-current" />
        ) : (
          <>
            <Send aria-hidden="true" />
            {t("contact.consultation.submit")}
          </>
        )}
      </Button>
    </form>
  );
}

/** The refusal of a request sent before the script ran: a guest is asked to log in, as the script's toast asks. */
function EchoedRefusal({ error }: { error: ApiError }) {
  const { t } = useTranslation();
  if (error.status === 401) {
    return <FormEchoAlert title={t("contact.consultation.loginRequiredTitle")} description={t("contact.consultation.loginRequiredDescription")} />;
  }
  return (
    <FormEchoAlert
      title={t("contact.consultation.failedTitle")}
      description={errorMessage(t, error, { fields: error.code !== "invalid_input" })}
    />
  );
}
