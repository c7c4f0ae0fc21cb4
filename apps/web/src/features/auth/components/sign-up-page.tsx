import { useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link, Navigate, useParams } from "react-router";
import { toast } from "@/components/ui/toaster";
import Building2 from "lucide-react/icons/building-complex";
import UserRound from "lucide-react/icons/user-round";
import { candidateSignUpSchema, employerSignUpSchema, type SignUpInput } from "@app/shared/auth";
import type { SignUpType } from "@app/shared/constants";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-error";
import { useCurrentUser } from "@/lib/auth";
import { echoedError, echoedFieldError, FormEchoAlert, useFormEcho } from "@/lib/form-echo";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { PageSpinner, Spinner } from "@/components/ui/spinner";
import { useTranslation } from "@/lib/i18n";
import { useSignUp } from "../api/sign-up.ts";
import { usePostLoginNavigation, withRedirect } from "../hooks/use-post-login-navigation.ts";
import { applyServerFieldErrors, translateAuthError } from "../translate-auth-error.ts";
import { isSignUpType, otherSignUpType } from "../account-type.ts";
import { AuthCard } from "./auth-card.tsx";
import { EmailField } from "./email-field";
import { PhoneWayIn } from "./phone-way-in.tsx";
import { ScamDisclaimer } from "./scam-disclaimer.tsx";

const icons = { candidate: UserRound, employer: Building2 } as const;
const fieldNames = ["name", "email", "phone", "company", "password"] as const;

/** A refusal that is about the e-mail address itself, shown under its field too. */
const isEmailRefusal = (error: ApiError) => error.code === "email_taken" || error.code === "email_reserved";

/** /signup/:type — registration for candidates and employers; an unknown type goes to the candidate login. */
export function SignUpPage() {
  const { type } = useParams();
  if (!isSignUpType(type)) return <Navigate to={paths.login.href("candidate")} replace />;
  return <SignUpForm key={type} type={type} />;
}

function SignUpForm({ type }: { type: SignUpType }) {
  const { t } = useTranslation();
  const currentUser = useCurrentUser();
  const signUp = useSignUp();
  const { redirectTo, destinationFor, goAfterLogin } = usePostLoginNavigation();
  const schema = type === "employer" ? employerSignUpSchema : candidateSignUpSchema;
  // A sign-up posted before the script ran is drawn again with its fields and the refusal (lib/form-echo.tsx).
  const posted = useFormEcho();
  const typed = (name: string) => posted?.values[name] ?? "";
  const form = useForm<SignUpInput>({
    // The candidate schema leaves `company` out, which SignUpInput allows.
    resolver: zodResolver(schema) as Resolver<SignUpInput>,
    defaultValues: {
      name: typed("name"),
      email: typed("email"),
      phone: typed("phone"),
      password: "",
      ...(type === "employer" ? { company: typed("company") } : {}),
    },
  });
  const { errors } = form.formState;
  const echo = posted && !form.formState.isSubmitted ? posted : undefined;
  const echoError = echoedError(echo);
  const fieldError = (name: (typeof fieldNames)[number]) =>
    errors[name]?.message ?? echoedFieldError(echo, name) ?? (echoError && isEmailRefusal(echoError) && name === "email" ? `errors.${echoError.code}` : undefined);

  if (currentUser.isPending) return <PageSpinner label={t("auth.checkingSession")} />;
  if (currentUser.data?.role === type && signUp.isIdle) {
    return <Navigate to={destinationFor(type)} replace />;
  }

  const onSubmit = form.handleSubmit((data) =>
    signUp.mutate(
      { type, data },
      {
        onSuccess: (user) => {
          toast.success(t("auth.signUp.successTitle"), {
            description: t("auth.signUp.successDescription", { name: user.name }),
          });
          goAfterLogin(user.role, true);
        },
        onError: (error) => {
          const shownAtFields = applyServerFieldErrors(form.setError, error, fieldNames);
          if (error instanceof ApiError && isEmailRefusal(error)) {
            form.setError("email", { type: "server", message: `errors.${error.code}` }, { shouldFocus: true });
          }
          toast.error(t("auth.signUp.failedTitle"), { description: translateAuthError(t, error, shownAtFields) });
        },
      },
    ),
  );
  const busy = signUp.isPending || signUp.isSuccess;
  const other = otherSignUpType[type];

  return (
    <AuthCard
      icon={icons[type]}
      title={t(`auth.signUp.title.${type}`)}
      description={t(`auth.signUp.description.${type}`)}
      footer={
        <>
          <p className="text-muted-foreground">
            {t("auth.signUp.haveAccount")}{" "}
            <Link
              to={paths.login.href(type, redirectTo ?? undefined)}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {t("auth.signUp.login")}
            </Link>
          </p>
          <Button asChild variant="outline" className="w-full">
            <Link to={withRedirect(paths.signUp.href(other), redirectTo)}>{t(`auth.signUp.switchType.${other}`)}</Link>
          </Button>
        </>
      }
    >
      <form method="post" noValidate onSubmit={onSubmit} className="grid gap-4">
        {echoError ? (
          <FormEchoAlert title={t("auth.signUp.failedTitle")} description={translateAuthError(t, echoError, echoError.code === "invalid_input")} />
        ) : null}
        <FormField label={t("auth.fields.name")} error={fieldError("name")}>
          <Input {...form.register("name")} defaultValue={posted?.values.name} autoComplete="name" placeholder={t("auth.placeholders.name")} />
        </FormField>
        <EmailField registration={form.register("email")} defaultValue={posted?.values.email} error={fieldError("email")} />
        <FormField label={t("auth.fields.phone")} error={fieldError("phone")}>
          <Input
            {...form.register("phone")}
            defaultValue={posted?.values.phone}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={t("auth.placeholders.phone")}
          />
        </FormField>
        {type === "employer" ? (
          <FormField label={t("auth.fields.company")} error={fieldError("company")}>
            <Input
              {...form.register("company")}
              defaultValue={posted?.values.company}
              autoComplete="organization"
              placeholder={t("auth.placeholders.company")}
            />
          </FormField>
        ) : null}
        <FormField
          label={t("auth.fields.password")}
          error={fieldError("password")}
          description={t("auth.hints.password")}
        >
          <PasswordInput {...form.register("password")} autoComplete="new-password" />
        </FormField>
        <ScamDisclaimer />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? (
            <Spinner label={t("auth.signUp.submitting")} showLabel className="text-current" />
          ) : (
            t("auth.signUp.submit")
          )}
        </Button>
      </form>
      <PhoneWayIn href={withRedirect(paths.phoneSignUp.href(type), redirectTo)} label={t("auth.phone.signUpWithMobile")} />
    </AuthCard>
  );
}
