/**
 * The dashboard's Mail section: what the outbox has not delivered. A calm line while mail goes out
 * as it should; once mail waits longer than `stuckMailMinutes` or was given up, a warning and the
 * mails themselves: to whom, what, when it was queued, how often it was tried and the mail server's
 * last answer, as it came. A given-up mail has Send again, which puts it back in the outbox.
 */
import { useId } from "react";
import CircleCheck from "lucide-react/icons/circle-check";
import Send from "lucide-react/icons/send";
import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import { stuckMailMinutes, type MailHealth, type UndeliveredMail as OutboxMail } from "@app/shared/admin";
import { CardListSkeleton } from "@/components/ui/skeleton";
import { formatNumber } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { useSite } from "@/lib/site";
import { cn } from "@/lib/utils";
import { useMailHealth } from "../../api/get-mail-health";
import { useRetryMail } from "../../api/retry-mail";
import { DashboardSection } from "./dashboard-section";
import { OutboxAttemptList, OutboxLoadError, OutboxStateBadge, SendAgainButton, useSendAgain } from "./outbox-attempts";

type MailCardProps = {
  mail: OutboxMail;
  timeZone: string | undefined;
  sending: boolean;
  onSendAgain: (mail: Pick<OutboxMail, "id" | "recipient">) => void;
};

function MailCard({ mail, timeZone, sending, onSendAgain }: MailCardProps) {
  const { t } = useTranslation();
  const recipientId = useId();

  return (
    <article
      aria-labelledby={recipientId}
      className={cn("grid gap-3 rounded-lg border p-4", mail.failed ? "border-red-200 bg-red-50/40" : "border-border bg-card")}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          {/* An address is one long word: it breaks anywhere rather than widen a phone's card. */}
          <h3 id={recipientId} className="font-semibold wrap-anywhere">
            {mail.recipient}
          </h3>
          <p className="text-sm break-words">{mail.subject}</p>
        </div>
        <OutboxStateBadge failed={mail.failed} />
      </div>
      <OutboxAttemptList message={mail} timeZone={timeZone} lastErrorLabel={t("dashboard.mail.lastError")} />
      {mail.failed && <SendAgainButton message={mail} sending={sending} onSendAgain={onSendAgain} />}
    </article>
  );
}

/** What waits, in one calm line, or the warning that mail is stuck or given up. */
function Summary({ health }: { health: MailHealth }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const count = (value: number) => ({ count: value, formatted: formatNumber(value, language) });

  if (health.stuck === 0 && health.failed === 0) {
    const text = health.waiting === 0 ? t("dashboard.mail.allDelivered") : t("dashboard.mail.onTheirWay", count(health.waiting));
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        {health.waiting === 0 ? (
          <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-success" />
        ) : (
          <Send aria-hidden="true" className="size-4 shrink-0" />
        )}
        {text}
      </p>
    );
  }
  return (
    <div className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <ul className="grid gap-1">
        {health.failed > 0 && <li className="font-medium">{t("dashboard.mail.failed", count(health.failed))}</li>}
        {health.stuck > 0 && <li>{t("dashboard.mail.stuck", { ...count(health.stuck), minutes: stuckMailMinutes })}</li>}
      </ul>
    </div>
  );
}

export function UndeliveredMail() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const timeZone = useSite().data?.timeZone;
  const health = useMailHealth();
  const { sendAgain, sendingId } = useSendAgain(useRetryMail(), t("dashboard.mail.sentAgainTitle"));

  const data = health.data;
  let content;
  if (data) {
    // The list holds the stuck and the given-up mails, at most `undeliveredMailListed` of them.
    const total = data.stuck + data.failed;
    content = (
      <>
        <Summary health={data} />
        {data.mails.length > 0 && (
          <>
            <ul aria-label={t("dashboard.mail.listLabel")} className="grid gap-3">
              {data.mails.map((mail) => (
                <li key={mail.id}>
                  <MailCard mail={mail} timeZone={timeZone} sending={sendingId === mail.id} onSendAgain={sendAgain} />
                </li>
              ))}
            </ul>
            {total > data.mails.length && (
              <p className="text-xs text-muted-foreground">
                {t("dashboard.mail.shown", { shown: formatNumber(data.mails.length, language), total: formatNumber(total, language) })}
              </p>
            )}
          </>
        )}
      </>
    );
  } else if (health.isPending) {
    content = <CardListSkeleton label={t("dashboard.mail.loading")} count={2} />;
  } else {
    content = (
      <OutboxLoadError
        message={t("dashboard.mail.loadError")}
        reloadLabel={t("dashboard.mail.reload")}
        reloading={health.isFetching}
        onReload={() => void health.refetch()}
      />
    );
  }

  return (
    <DashboardSection title={t("dashboard.mail.title")} description={t("dashboard.mail.description")} aria-busy={health.isPending}>
      {content}
    </DashboardSection>
  );
}
