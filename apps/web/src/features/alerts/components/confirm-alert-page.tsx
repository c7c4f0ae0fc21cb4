/**
 * /alerts/confirm?token=…, the link of the mail a guest's new alert sends: a button confirms the
 * alert. Never on opening the page, since mail scanners open the links in a mail to check them.
 */
import { Link, useSearchParams } from "@/lib/navigation";
import BellRing from "lucide-react/icons/bell-ring";
import CircleCheck from "lucide-react/icons/circle-check";
import { alertTokenSchema } from "@app/shared/alerts";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/errors";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useTranslation } from "@/lib/i18n";
import { useConfirmAlert } from "../api/confirm-alert";
import { useAlertFormat } from "./alert-format";
import { InvalidLink, isLinkError, LinkCard } from "./link-card";

export function ConfirmAlertPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("alerts.confirm.title"));
  const format = useAlertFormat();
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const confirm = useConfirmAlert();

  if (!alertTokenSchema.safeParse(token).success) return <InvalidLink />;
  if (isLinkError(confirm.error)) return <InvalidLink focusTitle />;

  if (confirm.data) {
    const { alert } = confirm.data;
    return (
      <LinkCard icon={CircleCheck} title={t("alerts.confirm.successTitle")} focusTitle>
        <p role="status" className="break-words">
          {t("alerts.confirm.success", { email: alert.email })}
        </p>
        <p className="text-sm break-words text-muted-foreground">
          {format.summary(alert)} · {format.frequencyShort(alert.frequency)}
        </p>
        <Button asChild>
          <Link to={paths.alerts.href(token)}>{t("alerts.confirm.manage")}</Link>
        </Button>
      </LinkCard>
    );
  }

  const onConfirm = () =>
    confirm.mutate(token, {
      onError: (error) => {
        if (!isLinkError(error)) toast.error(t("alerts.confirm.failedTitle"), { description: errorMessage(t, error) });
      },
    });

  return (
    <LinkCard icon={BellRing} title={t("alerts.confirm.title")}>
      <p className="text-muted-foreground">{t("alerts.confirm.description")}</p>
      <Button onClick={onConfirm} disabled={confirm.isPending}>
        {confirm.isPending ? <Spinner label={t("alerts.confirm.confirming")} showLabel className="text-current" /> : t("alerts.confirm.button")}
      </Button>
    </LinkCard>
  );
}
