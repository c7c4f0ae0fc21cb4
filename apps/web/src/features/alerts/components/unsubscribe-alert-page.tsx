/**
 * /alerts/unsubscribe?token=…, the "stop this alert" link at the end of every alert mail: a button
 * deletes the alert (a mail client's one-click unsubscribe posts to the API itself, RFC 8058). Not
 * on opening the page, since mail scanners open the links in a mail. Once the alert is gone, so is
 * its link, and with it the way to the address's other alerts: the page says so.
 */
import { Link, useSearchParams } from "@/lib/navigation";
import BellOff from "lucide-react/icons/bell-off";
import CircleCheck from "lucide-react/icons/circle-check";
import Search from "lucide-react/icons/search";
import { alertTokenSchema } from "@app/shared/alerts";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import { paths } from "@/config/paths";
import { useCurrentUser } from "@/lib/auth";
import { errorMessage } from "@/lib/errors";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useTranslation } from "@/lib/i18n";
import { useUnsubscribeAlert } from "../api/unsubscribe-alert";
import { InvalidLink, isLinkError, LinkCard } from "./link-card";

export function UnsubscribeAlertPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("alerts.unsubscribe.title"));
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const unsubscribe = useUnsubscribeAlert();
  const candidate = useCurrentUser().data?.role === "candidate";

  if (!alertTokenSchema.safeParse(token).success) return <InvalidLink />;
  if (isLinkError(unsubscribe.error)) return <InvalidLink focusTitle />;

  if (unsubscribe.isSuccess) {
    return (
      <LinkCard icon={CircleCheck} title={t("alerts.unsubscribe.successTitle")} focusTitle>
        <p role="status">{t("alerts.unsubscribe.success")}</p>
        <p className="text-sm text-muted-foreground">{t("alerts.unsubscribe.others")}</p>
        <div className="flex flex-col justify-center gap-2 sm:flex-row">
          <Button asChild>
            <Link to={paths.jobs.href()}>
              <Search aria-hidden="true" />
              {t("alerts.unsubscribe.searchJobs")}
            </Link>
          </Button>
          {candidate && (
            <Button asChild variant="outline">
              <Link to={paths.alerts.href()}>{t("alerts.dialog.myAlerts")}</Link>
            </Button>
          )}
        </div>
      </LinkCard>
    );
  }

  const onStop = () =>
    unsubscribe.mutate(token, {
      onError: (error) => {
        if (!isLinkError(error)) toast.error(t("alerts.unsubscribe.failedTitle"), { description: errorMessage(t, error) });
      },
    });

  return (
    <LinkCard icon={BellOff} title={t("alerts.unsubscribe.title")}>
      <p className="text-muted-foreground">{t("alerts.unsubscribe.description")}</p>
      <Button variant="destructive" onClick={onStop} disabled={unsubscribe.isPending}>
        {unsubscribe.isPending ? <Spinner label={t("alerts.unsubscribe.stopping")} showLabel className="text-current" /> : t("alerts.unsubscribe.button")}
      </Button>
    </LinkCard>
  );
}
