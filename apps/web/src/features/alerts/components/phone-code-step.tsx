/**
 * The second step of a guest's alert to a mobile number on /alerts/new: the code the SMS carries.
 * A form that posts to the page before the script (actions/posted-alert.ts): the alert's id, the
 * number and the first step's choices ride in hidden fields, and its buttons name the `step`:
 * `code` (Confirm, and Enter in the code field), `resend` (Send again: a new code) and `change`
 * (Change number: the first step again, as it was filled in). With the script the page handles the
 * buttons through the API (`onConfirm`, `onSendAgain`, `onChangeNumber`).
 *
 * The SMS the number got is a code, or (the number has the alert, or its most alerts) word of that
 * instead, and the guest, who may have typed anyone's number, is answered alike: so the step says an
 * SMS about the alert went, to type its code if it has one, and that one without a code says why.
 * Send again asks again as the first step did: the number gets the same kind of SMS again, and a
 * code typed is refused alike (the server stores a code no one was sent in place of one).
 * Under it, to every number: a number that once replied STOP gets no SMS at all through Twilio, which
 * refuses every text to it, a code too, until the number replies START (ADR 075, amended).
 */
import { useEffect, useRef, type FormEvent, type MouseEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { OneTimeCodeInput } from "@/components/ui/one-time-code-input";
import { Spinner } from "@/components/ui/spinner";
import { useTranslation } from "@/lib/i18n";
import { sentenceMobileNumber } from "./alert-format";

type PhoneCodeStepProps = {
  /** E.164, as the server read it. */
  phoneNumber: string;
  /** Sent again (Send again): the status says another SMS went. */
  resent: boolean;
  /** The first step's fields and the alert's id, sent along hidden. */
  hidden: Record<string, string>;
  /** An i18n key, under the code field. */
  codeError?: string;
  /** A refusal that is not the code's (Send again refused, the alert gone), above the form. */
  refusal?: ReactNode;
  confirming: boolean;
  sending: boolean;
  onConfirm: (code: string) => void;
  onSendAgain: () => void;
  onChangeNumber: () => void;
};

export function PhoneCodeStep({ phoneNumber, resent, hidden, codeError, refusal, confirming, sending, onConfirm, onSendAgain, onChangeNumber }: PhoneCodeStepProps) {
  const { t } = useTranslation();
  const codeField = useRef<HTMLInputElement>(null);
  const step = useRef<HTMLFormElement>(null);
  const shown = sentenceMobileNumber(phoneNumber);

  // The step that appears (or another SMS, or a refused code) puts the reader in the code's field,
  // with the words above it in sight: the page keeps the first step's scroll, which on a phone (the
  // longer Kannada form most) left what the SMS is about above the screen, under the header.
  useEffect(() => {
    step.current?.scrollIntoView?.({ block: "nearest" });
    codeField.current?.focus({ preventScroll: true });
  }, [phoneNumber, resent, codeError]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!confirming) onConfirm(codeField.current?.value ?? "");
  };
  const press = (action: () => void) => (event: MouseEvent) => {
    event.preventDefault();
    if (!sending && !confirming) action();
  };

  return (
    <form ref={step} method="post" noValidate className="grid scroll-mt-24 gap-4" onSubmit={submit}>
      {refusal}
      <p role="status" className="rounded-lg bg-muted px-3 py-2 text-sm break-words">
        {t(resent ? "alerts.phone.smsSentAgainTo" : "alerts.phone.smsSentTo", { number: shown })}
      </p>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FormField label={t("alerts.phone.code")} error={codeError} description={t("alerts.phone.codeHint")}>
        <OneTimeCodeInput ref={codeField} name="code" />
      </FormField>
      {/* The first submit button: the one Enter in the code field presses. */}
      <Button type="submit" name="step" value="code" className="w-full" disabled={confirming}>
        {confirming ? <Spinner label={t("alerts.phone.confirming")} showLabel className="text-current" /> : t("alerts.phone.confirm")}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button type="submit" name="step" value="resend" formNoValidate variant="link" className="px-0" aria-disabled={sending} onClick={press(onSendAgain)}>
          {sending ? <Spinner label={t("alerts.phone.sendingCode")} showLabel className="text-current" /> : t("alerts.phone.sendAgain")}
        </Button>
        <Button type="submit" name="step" value="change" formNoValidate variant="link" className="px-0" onClick={press(onChangeNumber)}>
          {t("alerts.phone.changeNumber")}
        </Button>
      </div>
      {/* Said to every number alike, whether or not it said STOP: the page never tells who did (ADR 075, amended). */}
      <p className="text-sm text-muted-foreground">{t("alerts.phone.noSmsAfterStop")}</p>
    </form>
  );
}
