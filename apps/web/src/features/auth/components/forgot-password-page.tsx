import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "@/lib/navigation";
import { toast } from "@/components/ui/toaster";
import KeyRound from "lucide-react/icons/key-round";
import MailCheck from "lucide-react/icons/mail-check";
import { forgotPasswordSchema } from "@app/shared/auth";
import { paths } from "@/config/paths";
import { echoedError, echoedFieldError, FormEchoAlert, useFormEcho } from "@/lib/form-echo";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useTranslation } from "@/lib/i18n";
import { useRequestPasswordReset } from "../api/forgot-password.ts";
import { applyServerFieldErrors, translateAuthError } from "../translate-auth-error.ts";
import { AuthCard } from "./auth-card.tsx";
import { EmailField } from "./email-field";

/**
 * /forgot-password — asks for the e-mail and sends the reset link. The 'check your inbox' view
 * reads the same whether or not an account exists, so the page does not reveal who is registered.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const requestReset = useRequestPasswordReset();
  // Asked before the script ran, the page is drawn again as sent, or with the refusal (lib/form-echo.tsx).
  const posted = useFormEcho();
  const [sentTo, setSentTo] = useState<string | null>(posted && !posted.error ? (posted.values.email ?? "") : null);
  const form = useForm({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: posted?.values.email ?? "" },
  });
  const { errors } = form.formState;
  const echo = posted && !form.formState.isSubmitted ? posted : undefined;
  const echoError = echoedError(echo);

  const backToLogin = (
    <Link
      to={paths.login.href("candidate")}
      className="font-medium text-primary underline-offset-4 hover:underline"
    >
      {t("auth.backToLogin")}
    </Link>
  );

  if (sentTo !== null) {
    return (
      <AuthCard icon={MailCheck} title={t("auth.forgot.sentTitle")} footer={backToLogin}>
        <div className="grid gap-4 text-center" role="status">
          <p>{t("auth.forgot.sentDescription", { email: sentTo })}</p>
          <p className="text-sm text-muted-foreground">{t("auth.forgot.sentHint")}</p>
          <Button
            variant="outline"
            className="w-full"
            onClick={() => {
              requestReset.reset();
              setSentTo(null);
            }}
          >
            {t("auth.forgot.tryAgain")}
          </Button>
        </div>
      </AuthCard>
    );
  }

  const onSubmit = form.handleSubmit((data) =>
    requestReset.mutate(data, {
      onSuccess: () => setSentTo(data.email),
      onError: (error) => {
        const shownAtFields = applyServerFieldErrors(form.setError, error, ["email"]);
        toast.error(t("auth.forgot.failedTitle"), { description: translateAuthError(t, error, shownAtFields) });
      },
    }),
  );

  return (
    <AuthCard icon={KeyRound} title={t("auth.forgot.title")} description={t("auth.forgot.description")} footer={backToLogin}>
      <form method="post" noValidate onSubmit={onSubmit} className="grid gap-4">
        {echoError ? (
          <FormEchoAlert title={t("auth.forgot.failedTitle")} description={translateAuthError(t, echoError, echoError.code === "invalid_input")} />
        ) : null}
        <EmailField
          registration={form.register("email")}
          defaultValue={posted?.values.email}
          error={errors.email?.message ?? echoedFieldError(echo, "email")}
        />
        <Button type="submit" className="w-full" disabled={requestReset.isPending}>
          {requestReset.isPending ? (
            <Spinner label={t("auth.forgot.submitting")} showLabel className="text-current" />
          ) : (
            t("auth.forgot.submit")
          )}
        </Button>
      </form>
    </AuthCard>
  );
}
