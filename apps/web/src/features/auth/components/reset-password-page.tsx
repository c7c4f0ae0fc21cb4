import { useEffect, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link, useNavigate, useSearchParams } from "@/lib/navigation";
import { toast } from "@/components/ui/toaster";
import CircleAlert from "lucide-react/icons/circle-exclamation-point";
import CircleCheck from "lucide-react/icons/circle-check";
import LockKeyhole from "lucide-react/icons/lock-keyhole";
import { newPasswordFormSchema } from "@app/shared/auth";
import { delays } from "@app/shared/constants";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-error";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { Spinner } from "@/components/ui/spinner";
import { useTranslation } from "@/lib/i18n";
import { useResetPassword } from "../api/reset-password.ts";
import { applyServerFieldErrors, translateAuthError } from "../translate-auth-error.ts";
import { AuthCard } from "./auth-card.tsx";

const linkClassName = "font-medium text-primary underline-offset-4 hover:underline";

/** /reset-password?token=… — the page the mailed link opens (SPEC.md §2 Reset password). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  // Better Auth sends a link it no longer accepts back here with ?error=INVALID_TOKEN instead of a token.
  const linkRejected = searchParams.has("error");

  const backToLogin = (
    <Link to={paths.login.href("candidate")} className={linkClassName}>
      {t("auth.backToLogin")}
    </Link>
  );

  if (!token) {
    return (
      <AuthCard icon={LockKeyhole} title={t("auth.reset.title")} footer={backToLogin}>
        <UnusableLink message={t(linkRejected ? "auth.reset.linkExpired" : "validation.reset.missingToken")} />
      </AuthCard>
    );
  }
  return <NewPasswordForm token={token} backToLogin={backToLogin} />;
}

/**
 * A link that cannot reset anything: says why and leads to a new one. Inside the form (`inline`)
 * the way on is a text link, so it does not compete with the form's own button.
 */
function UnusableLink({ message, inline = false }: { message: string; inline?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4">
      <div
        role="alert"
        className="flex gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
      >
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p>
          {message}
          {inline ? (
            <>
              {" "}
              <Link to={paths.forgotPassword.href()} className="font-medium underline underline-offset-4">
                {t("auth.reset.requestNewLink")}
              </Link>
            </>
          ) : null}
        </p>
      </div>
      {inline ? null : (
        <Button asChild className="w-full">
          <Link to={paths.forgotPassword.href()}>{t("auth.reset.requestNewLink")}</Link>
        </Button>
      )}
    </div>
  );
}

function NewPasswordForm({ token, backToLogin }: { token: string; backToLogin: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const form = useForm({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (!resetPassword.isSuccess) return;
    const timer = window.setTimeout(
      () => navigate(paths.login.href("candidate"), { replace: true }),
      delays.afterPasswordReset,
    );
    return () => window.clearTimeout(timer);
  }, [resetPassword.isSuccess, navigate]);

  if (resetPassword.isSuccess) {
    return (
      <AuthCard icon={CircleCheck} title={t("auth.reset.successTitle")}>
        <div className="grid gap-4 text-center" role="status">
          <p>{t("auth.reset.successDescription")}</p>
          <p className="text-sm text-muted-foreground">{t("auth.reset.redirecting")}</p>
          <Button asChild className="w-full">
            <Link to={paths.login.href("candidate")} replace>
              {t("auth.reset.goToLogin")}
            </Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  const onSubmit = form.handleSubmit((data) =>
    resetPassword.mutate(
      { token, ...data },
      {
        onError: (error) => {
          const shownAtFields = applyServerFieldErrors(form.setError, error, ["password", "confirmPassword"]);
          toast.error(t("auth.reset.failedTitle"), { description: translateAuthError(t, error, shownAtFields) });
        },
      },
    ),
  );
  const linkFailed =
    resetPassword.error instanceof ApiError &&
    (resetPassword.error.code === "reset_failed" || Boolean(resetPassword.error.fields.token));

  return (
    <AuthCard
      icon={LockKeyhole}
      title={t("auth.reset.title")}
      description={t("auth.reset.description")}
      footer={backToLogin}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <FormField
          label={t("auth.fields.newPassword")}
          error={errors.password?.message}
          description={t("auth.hints.password")}
        >
          <PasswordInput {...form.register("password")} autoComplete="new-password" />
        </FormField>
        <FormField label={t("auth.fields.confirmPassword")} error={errors.confirmPassword?.message}>
          <PasswordInput {...form.register("confirmPassword")} autoComplete="new-password" />
        </FormField>
        {linkFailed ? <UnusableLink message={t("auth.reset.linkExpired")} inline /> : null}
        <Button type="submit" className="w-full" disabled={resetPassword.isPending}>
          {resetPassword.isPending ? (
            <Spinner label={t("auth.reset.submitting")} showLabel className="text-current" />
          ) : (
            t("auth.reset.submit")
          )}
        </Button>
      </form>
    </AuthCard>
  );
}
