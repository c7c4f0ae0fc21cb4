import { useEffect, useState, useSyncExternalStore, type MouseEvent } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link, Navigate, useParams } from "react-router";
import { toast } from "@/components/ui/toaster";
import Smartphone from "lucide-react/icons/smartphone";
import type { SignUpType } from "@app/shared/constants";
import {
  candidatePhoneSignUpRequestSchema,
  employerPhoneSignUpRequestSchema,
  oneTimeCodeResendSeconds,
  phoneCodeRequestSchema,
  phoneCodeSchema,
} from "@app/shared/phone-accounts";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-error";
import { useCurrentUser } from "@/lib/auth";
import { echoedError, echoedFieldError, FormEchoAlert, useFormEcho, type FormEcho } from "@/lib/form-echo";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { OneTimeCodeInput } from "@/components/ui/one-time-code-input";
import { PageSpinner, Spinner } from "@/components/ui/spinner";
import { formatPhoneNumber } from "@/lib/format";
import { useTranslation } from "@/lib/i18n";
import { useAskPhoneCode, usePhoneSignIn, type PhoneDetails, type PhoneMode } from "../api/phone-sign-in.ts";
import { usePostLoginNavigation, withRedirect } from "../hooks/use-post-login-navigation.ts";
import { applyServerFieldErrors, translateAuthError } from "../translate-auth-error.ts";
import { isSignUpType } from "../account-type.ts";
import { AuthCard } from "./auth-card.tsx";
import { ScamDisclaimer } from "./scam-disclaimer.tsx";

const detailNames = ["name", "company", "phoneNumber"] as const;
const codeFormSchema = phoneCodeSchema.pick({ code: true });

/** A refusal of the code itself, shown under the code field. */
const isCodeRefusal = (error: unknown) => error instanceof ApiError && (error.code === "phone_code_invalid" || error.code === "phone_code_expired");


/** /login/:type/phone — a candidate or an employer signs in with a code sent to their mobile number. */
export function PhoneLoginPage() {
  const { type } = useParams();
  if (!isSignUpType(type)) return <Navigate to={paths.login.href("candidate")} replace />;
  return <PhoneSignInForm key={type} type={type} mode="login" />;
}

/** /signup/:type/phone — an account made with a mobile number: no e-mail, no password. */
export function PhoneSignUpPage() {
  const { type } = useParams();
  if (!isSignUpType(type)) return <Navigate to={paths.login.href("candidate")} replace />;
  return <PhoneSignInForm key={type} type={type} mode="signUp" />;
}

/**
 * Which step a page drawn after a post shows (lib/form-echo.tsx): a code asked for without a refusal,
 * or a code refused, is the code step; a refused number is the number step again.
 */
function postedStep(posted: FormEcho | undefined): "number" | "code" {
  if (!posted) return "number";
  return posted.values.step === "code" || posted.error === null ? "code" : "number";
}

function detailsOf(values: Record<string, string>, mode: PhoneMode, type: SignUpType): PhoneDetails {
  return {
    phoneNumber: values.phoneNumber ?? "",
    ...(mode === "signUp" ? { name: values.name ?? "" } : {}),
    ...(mode === "signUp" && type === "employer" ? { company: values.company ?? "" } : {}),
  };
}

const noSubscription = () => () => {};

/**
 * "Send again"'s wait: the seconds left, counted down each second from `start` (or from the first draw).
 * Nothing is left to wait in the page the server draws: before the script the button simply posts,
 * and the server's limit answers a post that comes too soon.
 */
function useCountdown(initialSeconds: number | null) {
  const [until, setUntil] = useState(() => (initialSeconds === null ? null : Date.now() + initialSeconds * 1000));
  const [now, setNow] = useState(() => Date.now());
  const scripted = useSyncExternalStore(noSubscription, () => true, () => false);
  useEffect(() => {
    if (until === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  const start = (seconds: number) => {
    setNow(Date.now());
    setUntil(Date.now() + seconds * 1000);
  };
  const secondsLeft = scripted && until !== null ? Math.max(0, Math.ceil((until - now) / 1000)) : 0;
  return { secondsLeft, start, stop: () => setUntil(null) };
}

/**
 * The two steps of the phone's sign-in or sign-up: the number (with the name and company of a
 * sign-up), then the code. Both are forms that post to this page before the script (lib/form-echo.tsx):
 * `step` says which, the code step carries the first step's fields hidden, and "Send again" posts
 * that step again. With the script they go through the API, and "Send again" waits its 30 s.
 */
function PhoneSignInForm({ type, mode }: { type: SignUpType; mode: PhoneMode }) {
  const { t, i18n } = useTranslation();
  const currentUser = useCurrentUser();
  const askCode = useAskPhoneCode();
  const signIn = usePhoneSignIn();
  const { redirectTo, destinationFor, goAfterLogin } = usePostLoginNavigation();
  const posted = useFormEcho();
  const [sent, setSent] = useState<{ details: PhoneDetails; shown: string } | null>(() =>
    posted && postedStep(posted) === "code" ? { details: detailsOf(posted.values, mode, type), shown: posted.values.phoneNumber ?? "" } : null,
  );
  // A page drawn after a code was sent waits from when it was drawn.
  const { secondsLeft, start: startCountdown, stop: stopCountdown } = useCountdown(
    posted && posted.error === null ? oneTimeCodeResendSeconds : null,
  );

  const detailsSchema = mode === "login" ? phoneCodeRequestSchema : type === "employer" ? employerPhoneSignUpRequestSchema : candidatePhoneSignUpRequestSchema;
  const detailsForm = useForm<PhoneDetails>({
    resolver: zodResolver(detailsSchema) as Resolver<PhoneDetails>,
    defaultValues: detailsOf(posted?.values ?? {}, mode, type),
  });
  const codeForm = useForm({ resolver: zodResolver(codeFormSchema), defaultValues: { code: "" } });
  const touched = detailsForm.formState.isSubmitted || codeForm.formState.isSubmitted;
  const echo = posted && !touched ? posted : undefined;
  const echoError = echoedError(echo);

  const step = sent ? "code" : "number";
  // The step that appears takes the focus: the code's field, or the number's field to change it.
  useEffect(() => {
    if (step === "code" && !echo) codeForm.setFocus("code");
  }, [step, echo, codeForm]);

  if (currentUser.isPending) return <PageSpinner label={t("auth.checkingSession")} />;
  if (currentUser.data?.role === type && signIn.isIdle) return <Navigate to={destinationFor(type)} replace />;

  const language = i18n.language;
  const send = (details: PhoneDetails, onRefused: (error: unknown) => void) =>
    askCode.mutate(
      { mode, type, details, language },
      {
        onSuccess: (answer) => {
          // A refusal of an earlier try is over: the code step says where the code went.
          toast.dismiss();
          setSent({ details: { ...details, phoneNumber: answer.phoneNumber }, shown: formatPhoneNumber(answer.phoneNumber) });
          startCountdown(answer.resendAfterSeconds);
          codeForm.reset({ code: "" });
        },
        onError: onRefused,
      },
    );

  const onAskCode = detailsForm.handleSubmit((details) =>
    send(details, (error) => {
      const shownAtFields = applyServerFieldErrors(detailsForm.setError, error, detailNames);
      toast.error(t("auth.phone.sendFailedTitle"), { description: translateAuthError(t, error, shownAtFields) });
    }),
  );

  const onSendAgain = (event: MouseEvent) => {
    event.preventDefault();
    if (!sent || secondsLeft > 0 || askCode.isPending) return;
    send(sent.details, (error) => toast.error(t("auth.phone.sendFailedTitle"), { description: translateAuthError(t, error) }));
  };

  const onChangeNumber = (event: MouseEvent) => {
    event.preventDefault();
    setSent(null);
    stopCountdown();
    // After the number step is drawn again.
    window.setTimeout(() => detailsForm.setFocus("phoneNumber"));
  };

  const onVerify = codeForm.handleSubmit(({ code }) => {
    if (!sent) return;
    signIn.mutate(
      { mode, type, details: sent.details, code },
      {
        onSuccess: (user) => {
          if (mode === "signUp") {
            toast.success(t("auth.signUp.successTitle"), { description: t("auth.signUp.successDescription", { name: user.name }) });
          } else {
            toast.success(t("auth.login.successTitle"), {
              description: t("auth.login.successDescription", { type: t(`auth.roles.${user.role}`) }),
            });
          }
          goAfterLogin(user.role, mode === "signUp");
        },
        onError: (error) => {
          const shownAtFields = applyServerFieldErrors(codeForm.setError, error, ["code"]);
          if (isCodeRefusal(error)) {
            codeForm.setError("code", { type: "server", message: `errors.${(error as ApiError).code}` }, { shouldFocus: true });
          }
          toast.error(t(mode === "signUp" ? "auth.signUp.failedTitle" : "auth.login.failedTitle"), {
            description: translateAuthError(t, error, shownAtFields || isCodeRefusal(error)),
          });
        },
      },
    );
  });

  const failedTitle = t(mode === "signUp" ? "auth.signUp.failedTitle" : "auth.login.failedTitle");
  const detailError = (name: (typeof detailNames)[number]) =>
    detailsForm.formState.errors[name]?.message ?? (step === "number" ? echoedFieldError(echo, name) : undefined);
  const echoedCodeRefusal = echoError && isCodeRefusal(echoError) ? `errors.${echoError.code}` : undefined;
  const codeError = codeForm.formState.errors.code?.message ?? echoedFieldError(echo, "code") ?? echoedCodeRefusal;
  const verifying = signIn.isPending || signIn.isSuccess;
  const selfHref = mode === "signUp" ? paths.phoneSignUp.href(type) : paths.phoneLogin.href(type, redirectTo ?? undefined);

  return (
    <AuthCard
      icon={Smartphone}
      title={t(mode === "signUp" ? `auth.signUp.title.${type}` : `auth.login.title.${type}`)}
      description={t(mode === "signUp" ? "auth.phone.signUpDescription" : "auth.phone.loginDescription")}
      footer={
        <Button asChild variant="outline" className="w-full">
          <Link to={mode === "signUp" ? withRedirect(paths.signUp.href(type), redirectTo) : paths.login.href(type, redirectTo ?? undefined)}>
            {t("auth.phone.useEmail")}
          </Link>
        </Button>
      }
    >
      {step === "number" ? (
        <form method="post" noValidate onSubmit={onAskCode} className="grid gap-4">
          {echoError ? (
            <FormEchoAlert title={t("auth.phone.sendFailedTitle")} description={translateAuthError(t, echoError, echoError.code === "invalid_input")} />
          ) : null}
          <input type="hidden" name="step" value="number" />
          <input type="hidden" name="language" value={language} />
          {mode === "signUp" ? (
            <FormField label={t("auth.fields.name")} error={detailError("name")}>
              <Input {...detailsForm.register("name")} defaultValue={posted?.values.name} autoComplete="name" placeholder={t("auth.placeholders.name")} />
            </FormField>
          ) : null}
          {mode === "signUp" && type === "employer" ? (
            <FormField label={t("auth.fields.company")} error={detailError("company")}>
              <Input
                {...detailsForm.register("company")}
                defaultValue={posted?.values.company}
                autoComplete="organization"
                placeholder={t("auth.placeholders.company")}
              />
            </FormField>
          ) : null}
          <FormField label={t("auth.phone.fields.phoneNumber")} error={detailError("phoneNumber")} description={t("auth.phone.hints.phoneNumber")}>
            <Input
              {...detailsForm.register("phoneNumber")}
              defaultValue={posted?.values.phoneNumber}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder={t("auth.phone.placeholders.phoneNumber")}
            />
          </FormField>
          {mode === "signUp" ? <ScamDisclaimer /> : null}
          <Button type="submit" className="w-full" disabled={askCode.isPending}>
            {askCode.isPending ? <Spinner label={t("auth.phone.sendingCode")} showLabel className="text-current" /> : t("auth.phone.sendCode")}
          </Button>
        </form>
      ) : (
        <form method="post" noValidate onSubmit={onVerify} className="grid gap-4">
          {echoError ? <FormEchoAlert title={failedTitle} description={translateAuthError(t, echoError, echoError.code === "invalid_input" || Boolean(echoedCodeRefusal))} /> : null}
          <p role="status" className="rounded-lg bg-muted px-3 py-2 text-sm">
            {t("auth.phone.codeSentTo", { number: sent?.shown ?? "" })}
          </p>
          <input type="hidden" name="phoneNumber" value={sent?.details.phoneNumber ?? ""} />
          {mode === "signUp" ? <input type="hidden" name="name" value={sent?.details.name ?? ""} /> : null}
          {mode === "signUp" && type === "employer" ? <input type="hidden" name="company" value={sent?.details.company ?? ""} /> : null}
          <input type="hidden" name="language" value={language} />
          <FormField label={t("auth.phone.fields.code")} error={codeError} description={t("auth.phone.hints.code")}>
            <OneTimeCodeInput {...codeForm.register("code")} />
          </FormField>
          {/* The first submit button: the one Enter in the code field presses. */}
          <Button type="submit" name="step" value="code" className="w-full" disabled={verifying}>
            {verifying ? (
              <Spinner label={t("auth.phone.verifying")} showLabel className="text-current" />
            ) : (
              t(mode === "signUp" ? "auth.signUp.submit" : "auth.login.submit")
            )}
          </Button>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Button
              type="submit"
              name="step"
              value="number"
              formNoValidate
              variant="link"
              className="px-0"
              aria-disabled={secondsLeft > 0 || askCode.isPending}
              onClick={onSendAgain}
            >
              {secondsLeft > 0 ? t("auth.phone.sendAgainIn", { seconds: secondsLeft }) : t("auth.phone.sendAgain")}
            </Button>
            <Button asChild variant="link" className="px-0">
              <Link to={selfHref} onClick={onChangeNumber}>
                {t("auth.phone.changeNumber")}
              </Link>
            </Button>
          </div>
          {/* Every code goes by SMS, and Twilio refuses it to a number that replied STOP until it replies START; said to every number alike (ADR 075, amended). */}
          <p className="text-sm text-muted-foreground">{t("auth.phone.noSmsAfterStop")}</p>
        </form>
      )}
    </AuthCard>
  );
}
