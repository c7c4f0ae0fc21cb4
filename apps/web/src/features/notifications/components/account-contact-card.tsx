/**
 * The sign-in and contact card of a candidate's profile and of an employer's Company and account
 * tab: the mobile number the account signs in with (added and confirmed by a code sent to it, ADR
 * 054) and the e-mail address (added here by an account made with a phone, to get e-mail too). Both
 * pages are drawn by the script only, so these forms need no post of their own.
 */
import { useState, type MouseEvent } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import Mail from "lucide-react/icons/mail";
import Smartphone from "lucide-react/icons/smartphone";
import { addEmailSchema, phoneCodeRequestSchema, phoneCodeSchema } from "@app/shared/phone-accounts";
import type { SessionUser } from "@app/shared/user";
import { useAddEmail, useAddPhoneNumber, useAskAddNumberCode } from "@/features/auth/api/account-contact";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { OneTimeCodeInput } from "@/components/ui/one-time-code-input";
import { toast } from "@/components/ui/toaster";
import { ApiError } from "@/lib/api-client";
import { useCurrentUser } from "@/lib/auth";
import { errorMessage } from "@/lib/errors";
import { formatPhoneNumber } from "@/lib/format";
import { useTranslation } from "@/lib/i18n";

const numberFormSchema = phoneCodeRequestSchema.pick({ phoneNumber: true });
const codeFormSchema = phoneCodeSchema.pick({ code: true });


/** The server's message for a field, or its refusal of the code, under the field it is about. */
function fieldMessage(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.code === "invalid_input") return error.fields[field]?.[0];
  if (field === "code" && (error.code === "phone_code_invalid" || error.code === "phone_code_expired")) return `errors.${error.code}`;
  if (field === "email" && (error.code === "email_taken" || error.code === "email_reserved")) return `errors.${error.code}`;
  return undefined;
}

export function AccountContactCard({ className }: { className?: string }) {
  const { t } = useTranslation();
  const user = useCurrentUser().data;
  if (!user) return null;
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle level={2}>{t("notifications.contact.title")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        <MobileNumber user={user} />
        <EmailAddress user={user} />
      </CardContent>
    </Card>
  );
}

function MobileNumber({ user }: { user: SessionUser }) {
  const { t, i18n } = useTranslation();
  const askCode = useAskAddNumberCode();
  const addNumber = useAddPhoneNumber();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const numberForm = useForm({ resolver: zodResolver(numberFormSchema), defaultValues: { phoneNumber: "" } });
  const codeForm = useForm({ resolver: zodResolver(codeFormSchema), defaultValues: { code: "" } });

  if (user.phoneNumber) {
    return (
      <div className="flex items-start gap-3">
        <Smartphone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="grid gap-0.5">
          <p className="text-sm font-medium">{t("notifications.contact.mobile")}</p>
          <p className="break-words">{formatPhoneNumber(user.phoneNumber)}</p>
          <p className="text-sm text-muted-foreground">{t("notifications.contact.mobileVerified")}</p>
        </div>
      </div>
    );
  }

  const send = (phoneNumber: string) =>
    askCode.mutate(
      { phoneNumber, language: i18n.language },
      {
        onSuccess: (answer) => {
          setSentTo(answer.phoneNumber);
          codeForm.reset({ code: "" });
          window.setTimeout(() => codeForm.setFocus("code"));
        },
        onError: (error) => {
          const message = fieldMessage(error, "phoneNumber");
          if (message && !sentTo) numberForm.setError("phoneNumber", { type: "server", message }, { shouldFocus: true });
          toast.error(t("notifications.contact.numberFailedTitle"), { description: errorMessage(t, error, { fields: !message }) });
        },
      },
    );

  const onAsk = numberForm.handleSubmit(({ phoneNumber }) => {
    if (!askCode.isPending) send(phoneNumber);
  });
  const onConfirm = codeForm.handleSubmit(({ code }) => {
    if (!sentTo || addNumber.isPending) return;
    addNumber.mutate(
      { phoneNumber: sentTo, code },
      {
        onSuccess: () => toast.success(t("notifications.contact.numberAdded")),
        onError: (error) => {
          const message = fieldMessage(error, "code");
          if (message) codeForm.setError("code", { type: "server", message }, { shouldFocus: true });
          toast.error(t("notifications.contact.numberFailedTitle"), { description: errorMessage(t, error, { fields: !message }) });
        },
      },
    );
  });
  const onSendAgain = (event: MouseEvent) => {
    event.preventDefault();
    if (sentTo && !askCode.isPending) send(sentTo);
  };
  const onChangeNumber = () => {
    setSentTo(null);
    window.setTimeout(() => numberForm.setFocus("phoneNumber"));
  };

  return (
    <div className="flex items-start gap-3">
      <Smartphone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <div className="grid min-w-0 flex-1 gap-3">
        <p className="text-sm text-muted-foreground">{t("notifications.contact.mobileMissing")}</p>
        {sentTo === null ? (
          <form noValidate onSubmit={onAsk} className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
            <FormField label={t("notifications.contact.mobile")} error={numberForm.formState.errors.phoneNumber?.message}>
              <Input {...numberForm.register("phoneNumber")} type="tel" inputMode="tel" autoComplete="tel" placeholder="98450 12345" />
            </FormField>
            <Button type="submit" variant="outline" className="sm:mt-7" aria-disabled={askCode.isPending}>
              {t("notifications.contact.sendCode")}
            </Button>
          </form>
        ) : (
          <form noValidate onSubmit={onConfirm} className="grid gap-3">
            <p role="status" className="rounded-lg bg-muted px-3 py-2 text-sm">
              {t("notifications.contact.codeSentTo", { number: formatPhoneNumber(sentTo) })}
            </p>
            <FormField label={t("notifications.contact.code")} error={codeForm.formState.errors.code?.message}>
              <OneTimeCodeInput {...codeForm.register("code")} />
            </FormField>
            <div className="flex flex-wrap items-center gap-3">
              <Button type="submit" aria-disabled={addNumber.isPending}>
                {t("notifications.contact.confirm")}
              </Button>
              <Button type="button" variant="link" className="px-0" aria-disabled={askCode.isPending} onClick={onSendAgain}>
                {t("notifications.contact.sendAgain")}
              </Button>
              <Button type="button" variant="link" className="px-0" onClick={onChangeNumber}>
                {t("notifications.contact.changeNumber")}
              </Button>
            </div>
          </form>
        )}
      </div>
    </div>
  );
}

function EmailAddress({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const addEmail = useAddEmail();
  const form = useForm({ resolver: zodResolver(addEmailSchema), defaultValues: { email: "" } });

  // An address is shown (read-only) by the profile form; only an account without one adds it here.
  if (user.email) return null;

  const onSubmit = form.handleSubmit(({ email }) => {
    if (addEmail.isPending) return;
    addEmail.mutate(email, {
      onSuccess: () => toast.success(t("notifications.contact.emailAdded")),
      onError: (error) => {
        const message = fieldMessage(error, "email");
        if (message) form.setError("email", { type: "server", message }, { shouldFocus: true });
        toast.error(t("notifications.contact.emailFailedTitle"), { description: errorMessage(t, error, { fields: !message }) });
      },
    });
  });

  return (
    <div className="flex items-start gap-3">
      <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <div className="grid min-w-0 flex-1 gap-3">
        <p className="text-sm text-muted-foreground">{t("notifications.contact.emailMissing")}</p>
        <form noValidate onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
          <FormField label={t("notifications.contact.email")} error={form.formState.errors.email?.message}>
            <Input {...form.register("email")} type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} />
          </FormField>
          <Button type="submit" variant="outline" className="sm:mt-7" aria-disabled={addEmail.isPending}>
            {t("notifications.contact.addEmail")}
          </Button>
        </form>
      </div>
    </div>
  );
}
