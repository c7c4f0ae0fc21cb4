/**
 * /confirm-email?token=…, the link mailed to an address that an account made with a phone added: a
 * button adds the address to the account. Never on opening the page, since mail scanners open the
 * links in a mail to check them. The server draws the page for a guest (the link is mostly opened in
 * a mail app's browser, signed out), and the button's form posts to the page, so it works before the
 * script; the page is then drawn again from the server's answer (lib/form-echo.tsx).
 */
import type { FormEvent } from "react";
import { Link, useSearchParams } from "@/lib/navigation";
import CircleCheck from "lucide-react/icons/circle-check";
import Link2Off from "lucide-react/icons/link-2-off";
import MailCheck from "lucide-react/icons/mail-check";
import { emailLinkDays, emailLinkTokenSchema } from "@app/shared/phone-accounts";
import type { SessionUser } from "@app/shared/user";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-error";
import { useCurrentUser } from "@/lib/auth";
import { errorMessage } from "@/lib/errors";
import { echoedError, FormEchoAlert, useFormEcho } from "@/lib/form-echo";
import { useTranslation } from "@/lib/i18n";
import { isSignUpType } from "../account-type.ts";
import { useConfirmEmail } from "../api/confirm-email.ts";
import { AuthCard } from "./auth-card.tsx";

/** The refusals that are the link's answer, each with a card of its own; any other is worth trying again. */
const linkRefusals = ["email_link_invalid", "email_link_expired", "email_link_used", "email_link_other_account", "email_taken", "email_already_set"] as const;
type LinkRefusal = (typeof linkRefusals)[number];

function linkRefusalOf(error: unknown): LinkRefusal | null {
  if (!(error instanceof ApiError)) return null;
  // A token of the wrong shape never reaches the server from this page; another client's is forged.
  if (error.code === "invalid_input") return "email_link_invalid";
  return (linkRefusals as readonly string[]).includes(error.code) ? (error.code as LinkRefusal) : null;
}

/** Where the address's card is: the candidate's profile, the employer's Company and account tab. */
function accountHref(role: string): string {
  return role === "employer" ? paths.employerDashboard.href("company") : paths.candidateProfile.href();
}

export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const confirm = useConfirmEmail();
  // The button pressed before the script ran: the server's answer (lib/form-echo.tsx).
  const posted = useFormEcho();
  const signedIn = useCurrentUser().data ?? null;

  const confirmed = confirm.data ?? (posted && !posted.error ? { email: posted.values.email ?? "", role: posted.values.role ?? "candidate" } : null);
  const refusal = confirm.error ?? echoedError(posted);
  const answered = Boolean(confirm.data ?? confirm.error ?? posted);

  if (!emailLinkTokenSchema.safeParse(token).success) return <RefusedLink refusal="email_link_invalid" signedIn={signedIn} />;
  if (confirmed) return <ConfirmedAddress email={confirmed.email} role={confirmed.role} signedIn={signedIn} />;
  const linkRefusal = linkRefusalOf(refusal);
  if (linkRefusal) return <RefusedLink refusal={linkRefusal} signedIn={signedIn} focusTitle={answered} />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (confirm.isPending) return;
    confirm.mutate(token, {
      onError: (error) => {
        if (!linkRefusalOf(error)) toast.error(t("auth.confirmEmail.failedTitle"), { description: errorMessage(t, error) });
      },
    });
  };

  // What the server refused that is worth trying again (too many tries, a failure): shown above the button.
  const echoRefusal = confirm.isIdle ? echoedError(posted) : null;
  return (
    <AuthCard icon={MailCheck} title={t("auth.confirmEmail.title")} description={t("auth.confirmEmail.description")}>
      <form method="post" noValidate onSubmit={onSubmit} className="grid gap-4 text-center">
        {echoRefusal ? <FormEchoAlert title={t("auth.confirmEmail.failedTitle")} description={errorMessage(t, echoRefusal)} /> : null}
        <Button type="submit" className="w-full" disabled={confirm.isPending}>
          {confirm.isPending ? <Spinner label={t("auth.confirmEmail.confirming")} showLabel className="text-current" /> : t("auth.confirmEmail.button")}
        </Button>
        <p className="text-sm text-muted-foreground">{t("auth.confirmEmail.notYou")}</p>
      </form>
    </AuthCard>
  );
}

/** The way on: the address's card for a signed-in reader, else the login (of the account's kind, where known). */
function WayOn({ signedIn, role, variant }: { signedIn: SessionUser | null; role?: string; variant?: "default" | "outline" }) {
  const { t } = useTranslation();
  if (signedIn) {
    return (
      <Button asChild variant={variant}>
        <Link to={accountHref(signedIn.role)}>{t("auth.confirmEmail.goToAccount")}</Link>
      </Button>
    );
  }
  const type = role && isSignUpType(role) ? role : "candidate";
  return (
    <Button asChild variant={variant}>
      <Link to={paths.login.href(type, role ? accountHref(type) : undefined)}>{t("auth.confirmEmail.logIn")}</Link>
    </Button>
  );
}

function ConfirmedAddress({ email, role, signedIn }: { email: string; role: string; signedIn: SessionUser | null }) {
  const { t } = useTranslation();
  return (
    <AuthCard icon={CircleCheck} title={t("auth.confirmEmail.successTitle")} focusTitle>
      <div className="grid gap-4 text-center">
        <p role="status" className="break-words">
          {t("auth.confirmEmail.success", { email })}
        </p>
        <WayOn signedIn={signedIn} role={role} />
      </div>
    </AuthCard>
  );
}

/**
 * Each refusal's card in the page's own words: the API's message would say its title again, and the
 * sign-up's "log in instead" for a taken address is not the way on here.
 */
const refusalTexts: Record<LinkRefusal, { title: string; text: string }> = {
  email_link_invalid: { title: "auth.confirmEmail.invalidTitle", text: "auth.confirmEmail.invalid" },
  email_link_expired: { title: "auth.confirmEmail.expiredTitle", text: "auth.confirmEmail.expired" },
  email_link_used: { title: "auth.confirmEmail.usedTitle", text: "auth.confirmEmail.used" },
  email_link_other_account: { title: "auth.confirmEmail.otherAccountTitle", text: "auth.confirmEmail.otherAccount" },
  email_taken: { title: "auth.confirmEmail.takenTitle", text: "auth.confirmEmail.taken" },
  email_already_set: { title: "auth.confirmEmail.alreadySetTitle", text: "auth.confirmEmail.alreadySet" },
};

function RefusedLink({ refusal, signedIn, focusTitle = false }: { refusal: LinkRefusal; signedIn: SessionUser | null; focusTitle?: boolean }) {
  const { t } = useTranslation();
  const done = refusal === "email_link_used" || refusal === "email_already_set";
  return (
    <AuthCard icon={done ? CircleCheck : Link2Off} title={t(refusalTexts[refusal].title)} focusTitle={focusTitle}>
      <div className="grid gap-4 text-center">
        <p role={focusTitle ? "alert" : undefined} className="text-muted-foreground">
          {t(refusalTexts[refusal].text, { days: emailLinkDays })}
        </p>
        {refusal === "email_link_other_account" ? null : <WayOn signedIn={signedIn} variant="outline" />}
      </div>
    </AuthCard>
  );
}
