/**
 * The sign-in and contact card of a candidate's profile and of an employer's Company and account
 * tab: the mobile number the account signs in with (added, or changed, and confirmed by a code sent
 * to it; or removed, ADR 054) and the e-mail address (added here by an account made with a phone, to get e-mail too, and
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
import { useAddEmail, useAddPhoneNumber, useAskAddNumberCode, usePendingEmail, useRemovePhoneNumber } from "@/features/auth/api/account-contact";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { OneTimeCodeInput } from "@/components/ui/one-time-code-input";
import { Spinner } from "@/components/ui/spinner";
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

/**
 * The number the account signs in with: added, or changed, with a code sent to the new number (the
 * old one stays the account's until the code comes back), or removed after a confirmation. The server
 * refuses to remove the only way an account signs in, and the dialog says why.
 */
function MobileNumber({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const [changing, setChanging] = useState(false);
  // Removing the number takes the dialog's opener with it: the cursor goes to the field a new number is added in.
  const [removed, setRemoved] = useState(false);
  const changeButton = useRef<HTMLButtonElement>(null);
  const shown = useRef<HTMLParagraphElement>(null);
  // Once the form is gone, the cursor goes to the number shown (changed), or back to the button that opened the form.
  const closeForm = (focus: "number" | "change") => {
    setChanging(false);
    window.setTimeout(() => (focus === "number" ? shown : changeButton).current?.focus());
  };

  if (!user.phoneNumber) {
    return (
      <div className="flex items-start gap-3">
        <Smartphone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="grid min-w-0 flex-1 gap-3">
          <p className="text-sm text-muted-foreground">{t("notifications.contact.mobileMissing")}</p>
          <NumberForms focusOnShow={removed} />
        </div>
      </div>
    );
  }

  return (
    <div className="flex items-start gap-3">
      <Smartphone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <div className="grid min-w-0 flex-1 gap-3">
        <div className="grid gap-0.5">
          <p className="text-sm font-medium">{t("notifications.contact.mobile")}</p>
          <p ref={shown} tabIndex={-1} className="break-words outline-none">
            {formatPhoneNumber(user.phoneNumber)}
          </p>
          <p className="text-sm text-muted-foreground">{t("notifications.contact.mobileVerified")}</p>
        </div>
        {changing ? (
          <div className="grid gap-3 rounded-lg border p-3">
            <p className="text-sm">{t("notifications.contact.numberChange", { number: formatPhoneNumber(user.phoneNumber) })}</p>
            <p className="text-sm text-muted-foreground">{t("notifications.contact.numberChangeWhatsapp")}</p>
            <NumberForms
              current={user.phoneNumber}
              onDone={() => closeForm("number")}
              onCancel={() => closeForm("change")}
            />
          </div>
        ) : (
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <Button ref={changeButton} type="button" variant="link" className="px-0" onClick={() => setChanging(true)}>
              {t("notifications.contact.changeNumber")}
            </Button>
            <RemoveNumber phoneNumber={user.phoneNumber} onRemoved={() => setRemoved(true)} />
          </div>
        )}
      </div>
    </div>
  );
}

/**
 * The number to send a code to, then the code: adds a number to an account without one, or with
 * `current` changes the account's number to the new one once its code comes back. `focusOnShow` puts
 * the cursor in the number's field when the form is drawn.
 */
function NumberForms({ current, focusOnShow = false, onDone, onCancel }: { current?: string; focusOnShow?: boolean; onDone?: () => void; onCancel?: () => void }) {
  const { t, i18n } = useTranslation();
  const askCode = useAskAddNumberCode();
  const addNumber = useAddPhoneNumber();
  const refreshSettings = useRefreshNotificationPreferences();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const numberForm = useForm({ resolver: zodResolver(numberFormSchema), defaultValues: { phoneNumber: "" } });
  const codeForm = useForm({ resolver: zodResolver(codeFormSchema), defaultValues: { code: "" } });
  const changing = current !== undefined;
  const failedTitle = t(changing ? "notifications.contact.changeFailedTitle" : "notifications.contact.numberFailedTitle");
  useEffect(() => {
    // "Change number" puts the cursor in the field, as "Change address" does.
    if (changing || focusOnShow) numberForm.setFocus("phoneNumber");
  }, [changing, focusOnShow, numberForm]);
  // The code's field takes the cursor once it is drawn (a timer alone could run before it is).
  useEffect(() => {
    if (sentTo) codeForm.setFocus("code");
  }, [sentTo, codeForm]);

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
          toast.error(failedTitle, { description: errorMessage(t, error, { fields: !message }) });
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
        onSuccess: (updated) => {
          if (changing && updated.phoneNumber !== current) {
            toast.success(t("notifications.contact.numberChanged"), {
              description: t("notifications.contact.numberChangedHint", { number: formatPhoneNumber(updated.phoneNumber ?? sentTo) }),
            });
          } else if (!changing) {
            toast.success(t("notifications.contact.numberAdded"));
          }
          // The server's settings follow the number (SMS and WhatsApp can be chosen now, WhatsApp's
          // opt-in cleared for a new number; a STOP the number said before unticks SMS): "How we tell
          // you" on the same page reads them again.
          void refreshSettings();
          onDone?.();
        },
        onError: (error) => {
          const message = fieldMessage(error, "code");
          if (message) codeForm.setError("code", { type: "server", message }, { shouldFocus: true });
          toast.error(failedTitle, { description: errorMessage(t, error, { fields: !message }) });
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
  const cancel = onCancel ? (
    <Button type="button" variant="link" className="px-0" onClick={onCancel}>
      {t("notifications.contact.cancel")}
    </Button>
  ) : null;

  return sentTo === null ? (
    <form noValidate onSubmit={onAsk} className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
      <FormField label={t(changing ? "notifications.contact.newMobile" : "notifications.contact.mobile")} error={numberForm.formState.errors.phoneNumber?.message}>
        <Input {...numberForm.register("phoneNumber")} type="tel" inputMode="tel" autoComplete="tel" placeholder="98450 12345" />
      </FormField>
      <div className="flex flex-wrap items-center gap-3 sm:mt-7">
        <Button type="submit" variant="outline" aria-disabled={askCode.isPending}>
          {askCode.isPending ? <Spinner label={t("notifications.contact.sending")} tone="current" /> : null}
          {t("notifications.contact.sendCode")}
        </Button>
        {cancel}
      </div>
    </form>
  ) : (
    <form noValidate onSubmit={onConfirm} className="grid gap-3">
      <p role="status" className="rounded-lg bg-muted px-3 py-2 text-sm">
        {t("notifications.contact.codeSentTo", { number: formatPhoneNumber(sentTo) })}
      </p>
      <FormField label={t("notifications.contact.code")} error={codeForm.formState.errors.code?.message}>
        <OneTimeCodeInput {...codeForm.register("code")} />
      </FormField>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <Button type="submit" aria-disabled={addNumber.isPending}>
          {addNumber.isPending ? <Spinner label={t("notifications.contact.confirming")} tone="current" /> : null}
          {t("notifications.contact.confirm")}
        </Button>
        <Button type="button" variant="link" className="px-0" aria-disabled={askCode.isPending} onClick={onSendAgain}>
          {t("notifications.contact.sendAgain")}
        </Button>
        <Button type="button" variant="link" className="px-0" onClick={onChangeNumber}>
          {t("notifications.contact.changeNumber")}
        </Button>
        {cancel}
      </div>
      {/* The code goes by SMS, and Twilio refuses it to a number that replied STOP until it replies START (ADR 075, amended). */}
      <p className="text-sm text-muted-foreground">{t("notifications.contact.noSmsAfterStop")}</p>
    </form>
  );
}

/**
 * "Remove number", confirmed in a dialog. The dialog stays open while the server answers; a refusal
 * (the number is the account's only way to sign in, or it changed meanwhile) is said in it, in the
 * reader's language, with only Close left.
 */
function RemoveNumber({ phoneNumber, onRemoved }: { phoneNumber: string; onRemoved: () => void }) {
  const { t } = useTranslation();
  const remove = useRemovePhoneNumber();
  const refreshSettings = useRefreshNotificationPreferences();
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; final: boolean } | null>(null);

  const onOpenChange = (next: boolean) => {
    if (!next && remove.isPending) return;
    setOpen(next);
    if (next) setRefusal(null);
  };
  const onRemove = (event: MouseEvent) => {
    // The dialog closes only once the number is gone.
    event.preventDefault();
    if (remove.isPending) return;
    remove.mutate(
      { phoneNumber },
      {
        onSuccess: () => {
          setOpen(false);
          onRemoved();
          toast.success(t("notifications.contact.numberRemoved"), { description: t("notifications.contact.numberRemovedHint") });
          // SMS and WhatsApp are off now, and news heard by phone alone goes by e-mail: "How we tell you" reads them again.
          void refreshSettings();
        },
        onError: (error) => {
          const final = error instanceof ApiError && (error.code === "phone_number_only_sign_in" || error.code === "phone_number_not_on_account");
          setRefusal({ message: errorMessage(t, error), final });
        },
      },
    );
  };

  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogTrigger asChild>
        <Button type="button" variant="link" className="px-0 text-destructive">
          {t("notifications.contact.removeNumber")}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("notifications.contact.removeTitle")}</AlertDialogTitle>
          <AlertDialogDescription>{t("notifications.contact.removeDescription", { number: formatPhoneNumber(phoneNumber) })}</AlertDialogDescription>
        </AlertDialogHeader>
        {refusal ? (
          <div role="alert" className="grid gap-1 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm">
            <p className="font-medium text-destructive">{t("notifications.contact.removeFailedTitle")}</p>
            <p>{refusal.message}</p>
          </div>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>
            {t(refusal?.final ? "notifications.contact.close" : "notifications.contact.keepNumber")}
          </AlertDialogCancel>
          {refusal?.final ? null : (
            <AlertDialogAction onClick={onRemove} aria-disabled={remove.isPending}>
              {remove.isPending ? <Spinner label={t("notifications.contact.removing")} tone="current" /> : null}
              {t("notifications.contact.removeConfirm")}
            </AlertDialogAction>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
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
