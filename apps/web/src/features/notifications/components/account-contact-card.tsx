/**
 * The sign-in and contact card of a candidate's profile and of an employer's Company and account
 * tab: the mobile number the account signs in with (added and confirmed by a code sent to it, ADR
 * 054) and the e-mail address (added here by an account made with a phone, to get e-mail too, and
 * confirmed by a link mailed to it). Both pages are drawn by the script only, so these forms need no
 * post of their own.
 */
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import Mail from "lucide-react/icons/mail";
import Smartphone from "lucide-react/icons/smartphone";
import { addEmailSchema, emailLinkDays, phoneCodeRequestSchema, phoneCodeSchema, type PendingEmail } from "@app/shared/phone-accounts";
import type { SessionUser } from "@app/shared/user";
import { useAddEmail, useAddPhoneNumber, useAskAddNumberCode, usePendingEmail } from "@/features/auth/api/account-contact";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { OneTimeCodeInput } from "@/components/ui/one-time-code-input";
import { toast } from "@/components/ui/toaster";
import { ApiError } from "@/lib/api-error";
import { useCurrentUser } from "@/lib/auth";
import { errorMessage } from "@/lib/errors";
import { formatPhoneNumber } from "@/lib/format";
import { useTranslation } from "@/lib/i18n";
import { useRefreshNotificationPreferences } from "../api/notification-preferences";

const numberFormSchema = phoneCodeRequestSchema.pick({ phoneNumber: true });
const codeFormSchema = phoneCodeSchema.pick({ code: true });
const addEmailFormSchema = addEmailSchema.pick({ email: true });


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
  const refreshSettings = useRefreshNotificationPreferences();
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
        onSuccess: () => {
          toast.success(t("notifications.contact.numberAdded"));
          // The server's settings follow the number (SMS and WhatsApp can be chosen now; a STOP the
          // number said before unticks SMS): "How we tell you" on the same page reads them again.
          void refreshSettings();
        },
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

/**
 * An account made with a phone adds its address here. The address is the account's only once the
 * link mailed to it is opened (often on another device): until then the card says where it waits,
 * with "Send again" (a new link) and "Change address".
 */
function EmailAddress({ user }: { user: SessionUser }) {
  // An address is shown (read-only) by the profile form; only an account without one adds it here.
  const pending = usePendingEmail(user.email === null);
  const [changing, setChanging] = useState(false);
  // After a link is sent from the form, the cursor goes to where the card says so: the form is gone.
  const [sentFromForm, setSentFromForm] = useState(false);
  // Until it is known whether an address waits, nothing: the form would flash before the waiting address.
  if (user.email || pending.isPending) return null;

  return (
    <div className="flex items-start gap-3">
      <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <div className="grid min-w-0 flex-1 gap-3">
        {pending.data && !changing ? (
          <WaitingEmail pending={pending.data} focusOnShow={sentFromForm} onChange={() => setChanging(true)} />
        ) : (
          <AddEmailForm
            onSent={() => {
              setSentFromForm(true);
              setChanging(false);
            }}
            onCancel={pending.data ? () => setChanging(false) : undefined}
          />
        )}
      </div>
    </div>
  );
}

/** Mails the link (again, for "Send again"); says so in a toast. */
function useSendEmailLink() {
  const { t, i18n } = useTranslation();
  const addEmail = useAddEmail();
  const send = (email: string, handlers: { onSuccess?: () => void; onError?: (error: unknown) => void } = {}) =>
    addEmail.mutate(
      { email, language: i18n.language === "kn" ? "kn" : "en" },
      {
        onSuccess: (pending) => {
          toast.success(t("notifications.contact.emailSentTitle"), { description: t("notifications.contact.emailSent", { email: pending.email }) });
          handlers.onSuccess?.();
        },
        onError: (error) => {
          handlers.onError?.(error);
          toast.error(t("notifications.contact.emailFailedTitle"), { description: errorMessage(t, error, { fields: !fieldMessage(error, "email") }) });
        },
      },
    );
  return { send, isPending: addEmail.isPending };
}

function WaitingEmail({ pending, focusOnShow, onChange }: { pending: PendingEmail; focusOnShow: boolean; onChange: () => void }) {
  const { t } = useTranslation();
  const link = useSendEmailLink();
  const waiting = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focusOnShow) waiting.current?.focus();
  }, [focusOnShow]);
  const onSendAgain = (event: MouseEvent) => {
    event.preventDefault();
    if (!link.isPending) link.send(pending.email);
  };
  return (
    <>
      <div className="grid gap-0.5">
        <p className="text-sm font-medium">{t("notifications.contact.email")}</p>
        <p ref={waiting} tabIndex={-1} className="break-words outline-none">
          {t("notifications.contact.emailWaiting", { email: pending.email })}
        </p>
        <p className="text-sm text-muted-foreground">
          {pending.expired ? t("notifications.contact.emailLinkExpired") : t("notifications.contact.emailWaitingHint", { days: emailLinkDays })}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <Button type="button" variant="link" className="px-0" aria-disabled={link.isPending} onClick={onSendAgain}>
          {t("notifications.contact.sendAgain")}
        </Button>
        <Button type="button" variant="link" className="px-0" onClick={onChange}>
          {t("notifications.contact.changeEmail")}
        </Button>
      </div>
    </>
  );
}

/** The address to send a link to; `onCancel` goes back to the address waiting, where there is one. */
function AddEmailForm({ onSent, onCancel }: { onSent: () => void; onCancel: (() => void) | undefined }) {
  const { t } = useTranslation();
  const link = useSendEmailLink();
  const form = useForm({ resolver: zodResolver(addEmailFormSchema), defaultValues: { email: "" } });
  const changing = Boolean(onCancel);
  useEffect(() => {
    // "Change address" puts the cursor in the field, as "Change number" does.
    if (changing) form.setFocus("email");
  }, [changing, form]);

  const onSubmit = form.handleSubmit(({ email }) => {
    if (link.isPending) return;
    link.send(email, {
      onSuccess: () => {
        form.reset({ email: "" });
        onSent();
      },
      onError: (error) => {
        const message = fieldMessage(error, "email");
        if (message) form.setError("email", { type: "server", message }, { shouldFocus: true });
      },
    });
  });

  return (
    <>
      <p className="text-sm text-muted-foreground">{t(changing ? "notifications.contact.emailChange" : "notifications.contact.emailMissing")}</p>
      <form noValidate onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
        <FormField label={t("notifications.contact.email")} description={t("notifications.contact.emailHint")} error={form.formState.errors.email?.message}>
          <Input
            {...form.register("email")}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
          />
        </FormField>
        <div className="flex flex-wrap items-center gap-3 sm:mt-7">
          <Button type="submit" variant="outline" aria-disabled={link.isPending}>
            {t("notifications.contact.addEmail")}
          </Button>
          {onCancel ? (
            <Button type="button" variant="link" className="px-0" onClick={onCancel}>
              {t("notifications.contact.cancel")}
            </Button>
          ) : null}
        </div>
      </form>
    </>
  );
}
