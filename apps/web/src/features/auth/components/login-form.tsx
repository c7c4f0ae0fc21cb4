import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link, Navigate } from "react-router";
import { toast } from "@/components/ui/toaster";
import Building2 from "lucide-react/icons/building-complex";
import ShieldCheck from "lucide-react/icons/shield-check";
import UserRound from "lucide-react/icons/user-round";
import { signInSchema } from "@app/shared/auth";
import type { SignUpType } from "@app/shared/constants";
import { paths } from "@/config/paths";
import { useCurrentUser } from "@/lib/auth";
import { echoedError, echoedFieldError, FormEchoAlert, useFormEcho } from "@/lib/form-echo";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { PageSpinner, Spinner } from "@/components/ui/spinner";
import { useTranslation } from "@/lib/i18n";
import { useSignIn, type LoginType } from "../api/sign-in.ts";
import { usePostLoginNavigation, withRedirect } from "../hooks/use-post-login-navigation.ts";
import { applyServerFieldErrors, translateAuthError } from "../translate-auth-error.ts";
import { otherSignUpType } from "../account-type.ts";
import { AuthCard } from "./auth-card.tsx";
import { EmailField } from "./email-field";
import { PhoneWayIn } from "./phone-way-in.tsx";

const icons = { candidate: UserRound, employer: Building2, admin: ShieldCheck } as const;

/** The one login form of SPEC.md §2: candidate and employer, and the admin variant at /admin. */
export function LoginForm({ type }: { type: LoginType }) {
  const { t } = useTranslation();
  const currentUser = useCurrentUser();
  const signIn = useSignIn();
  const { redirectTo, destinationFor, goAfterLogin } = usePostLoginNavigation();
  // A login posted before the script ran is drawn again with its email and the refusal (lib/form-echo.tsx).
  const posted = useFormEcho();
  const form = useForm({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: posted?.values.email ?? "", password: "" },
  });
  const { errors } = form.formState;
  const echo = posted && !form.formState.isSubmitted ? posted : undefined;
  const echoError = echoedError(echo);

  if (currentUser.isPending) return <PageSpinner label={t("auth.checkingSession")} />;
  // Already signed in as this type: go where a login would. Another type sees the form and switches account.
  if (currentUser.data?.role === type && signIn.isIdle) {
    return <Navigate to={destinationFor(type)} replace />;
  }

  const onSubmit = form.handleSubmit((data) =>
    signIn.mutate(
      { type, data },
      {
        onSuccess: (user) => {
          toast.success(t("auth.login.successTitle"), {
            description: t("auth.login.successDescription", { type: t(`auth.roles.${user.role}`) }),
          });
          goAfterLogin(user.role);
        },
        onError: (error) => {
          const shownAtFields = applyServerFieldErrors(form.setError, error, ["email", "password"]);
          toast.error(t("auth.login.failedTitle"), { description: translateAuthError(t, error, shownAtFields) });
        },
      },
    ),
  );
  // Stays busy until the page changes, so a second click cannot sign in twice.
  const busy = signIn.isPending || signIn.isSuccess;

  return (
    <AuthCard
      icon={icons[type]}
      title={t(`auth.login.title.${type}`)}
      description={t(`auth.login.description.${type}`)}
      footer={type === "admin" ? null : <LoginLinks type={type} redirectTo={redirectTo} />}
    >
      <form method="post" noValidate onSubmit={onSubmit} className="grid gap-4">
        {echoError ? (
          <FormEchoAlert title={t("auth.login.failedTitle")} description={translateAuthError(t, echoError, echoError.code === "invalid_input")} />
        ) : null}
        <EmailField
          registration={form.register("email")}
          defaultValue={posted?.values.email}
          error={errors.email?.message ?? echoedFieldError(echo, "email")}
        />
        <FormField label={t("auth.fields.password")} error={errors.password?.message ?? echoedFieldError(echo, "password")}>
          <PasswordInput {...form.register("password")} autoComplete="current-password" />
        </FormField>
        <Link
          to={paths.forgotPassword.href()}
          className="-mt-2 justify-self-end text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {t("auth.login.forgotPassword")}
        </Link>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? (
            <Spinner label={t("auth.login.submitting")} showLabel className="text-current" />
          ) : (
            t("auth.login.submit")
          )}
        </Button>
      </form>
      {type === "admin" ? null : <PhoneWayIn href={paths.phoneLogin.href(type, redirectTo ?? undefined)} label={t("auth.phone.loginWithMobile")} />}
    </AuthCard>
  );
}

function LoginLinks({ type, redirectTo }: { type: SignUpType; redirectTo: string | null }) {
  const { t } = useTranslation();
  const other = otherSignUpType[type];
  return (
    <>
      <p className="text-muted-foreground">
        {t("auth.login.noAccount")}{" "}
        <Link
          to={withRedirect(paths.signUp.href(type), redirectTo)}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {t("auth.login.signUp")}
        </Link>
      </p>
      <Button asChild variant="outline" className="w-full">
        <Link to={paths.login.href(other, redirectTo ?? undefined)}>{t(`auth.login.switchType.${other}`)}</Link>
      </Button>
    </>
  );
}

