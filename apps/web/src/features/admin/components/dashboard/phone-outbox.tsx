/**
 * The dashboard's SMS and WhatsApp section, beside Mail: today's figures (what waits, what was
 * given up, what went, and the SMS parts it took, which is what a provider bills), then, as for
 * mail, a calm line or the warning that messages are stuck or given up, and those messages: to
 * which number, on which channel, what kind in which language, when queued, how often tried and
 * the provider's last answer as it came. Never a message's text: it may be a one-time code. A
 * given-up message has Send again, as a mail has, apart from a one-time code: it has expired.
 */
import { useId } from "react";
import CircleCheck from "lucide-react/icons/circle-check";
import Send from "lucide-react/icons/send";
import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import { stuckMailMinutes, type PhoneOutboxHealth, type UndeliveredPhoneMessage } from "@app/shared/admin";
import { Badge } from "@/components/ui/badge";
import { CardListSkeleton } from "@/components/ui/skeleton";
import { formatNumber } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { useSite } from "@/lib/site";
import { cn } from "@/lib/utils";
import { usePhoneHealth } from "../../api/get-phone-health";
import { useRetryPhoneMessage } from "../../api/retry-phone-message";
import { DashboardFigure } from "./dashboard-figure";
import { DashboardSection } from "./dashboard-section";
import { OutboxAttemptList, OutboxLoadError, OutboxStateBadge, SendAgainButton, useSendAgain } from "./outbox-attempts";

type MessageCardProps = {
  message: UndeliveredPhoneMessage;
  timeZone: string | undefined;
  sending: boolean;
  onSendAgain: (message: Pick<UndeliveredPhoneMessage, "id" | "recipient">) => void;
};

function MessageCard({ message, timeZone, sending, onSendAgain }: MessageCardProps) {
  const { t } = useTranslation();
  const recipientId = useId();

  return (
    <article
      aria-labelledby={recipientId}
      className={cn("grid gap-3 rounded-lg border p-4", message.failed ? "border-red-200 bg-red-50/40" : "border-border bg-card")}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          {/* A number reads left to right in either language. */}
          <h3 id={recipientId} className="font-semibold tabular-nums" dir="ltr">
            {message.recipient}
          </h3>
          <p className="text-sm">
            {t(`dashboard.phone.kind.${message.kind}`)} · {t(`dashboard.phone.inLanguage.${message.language}`)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge variant="outline">{t(`dashboard.phone.channel.${message.channel}`)}</Badge>
          <OutboxStateBadge failed={message.failed} />
        </div>
      </div>
      <OutboxAttemptList message={message} timeZone={timeZone} lastErrorLabel={t("dashboard.phone.lastError")} />
      {message.failed &&
        (message.kind === "code" ? (
          <p className="text-sm text-muted-foreground">{t("dashboard.phone.codeNotSentAgain")}</p>
        ) : (
          <SendAgainButton message={message} sending={sending} onSendAgain={onSendAgain} />
        ))}
    </article>
  );
}

/** Today's four figures; placeholders while loading, dashes when they could not be loaded. */
function Figures({ health, loading }: { health: PhoneOutboxHealth | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const tile = "grid content-start gap-1 rounded-lg border bg-card p-3";
  return (
    <dl className="grid grid-cols-2 gap-3 @2xl:grid-cols-4">
      <div className={tile}>
        <dt className="text-xs text-muted-foreground">{t("dashboard.phone.waitingFigure")}</dt>
        <dd>
          <DashboardFigure value={health?.waiting} loading={loading} />
        </dd>
      </div>
      <div className={tile}>
        <dt className="text-xs text-muted-foreground">{t("dashboard.phone.failedFigure")}</dt>
        <dd>
          <DashboardFigure value={health?.failed} loading={loading} className={cn(health && health.failed > 0 && "text-destructive")} />
        </dd>
      </div>
      <div className={tile}>
        <dt className="text-xs text-muted-foreground">{t("dashboard.phone.sentToday")}</dt>
        <dd className="grid gap-0.5">
          <DashboardFigure value={health ? health.sentToday.sms + health.sentToday.whatsapp : undefined} loading={loading} />
          {health && (
            <span className="text-xs text-muted-foreground tabular-nums">
              {t("dashboard.phone.sentTodaySplit", {
                sms: formatNumber(health.sentToday.sms, language),
                whatsapp: formatNumber(health.sentToday.whatsapp, language),
              })}
            </span>
          )}
        </dd>
      </div>
      <div className={tile}>
        <dt className="text-xs text-muted-foreground">{t("dashboard.phone.smsPartsToday")}</dt>
        <dd className="grid gap-0.5">
          <DashboardFigure value={health?.smsPartsToday} loading={loading} />
          <span className="text-xs text-muted-foreground">{t("dashboard.phone.smsPartsHint")}</span>
        </dd>
      </div>
    </dl>
  );
}

/** What waits, in one calm line, or the warning that messages are stuck or given up. */
function Summary({ health }: { health: PhoneOutboxHealth }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const count = (value: number) => ({ count: value, formatted: formatNumber(value, language) });

  if (health.stuck === 0 && health.failed === 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        {health.waiting === 0 ? (
          <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-success" />
        ) : (
          <Send aria-hidden="true" className="size-4 shrink-0" />
        )}
        {health.waiting === 0 ? t("dashboard.phone.allDelivered") : t("dashboard.phone.onTheirWay", count(health.waiting))}
      </p>
    );
  }
  return (
    <div className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <ul className="grid gap-1">
        {health.failed > 0 && <li className="font-medium">{t("dashboard.phone.failed", count(health.failed))}</li>}
        {health.stuck > 0 && <li>{t("dashboard.phone.stuck", { ...count(health.stuck), minutes: stuckMailMinutes })}</li>}
      </ul>
    </div>
  );
}

export function PhoneOutbox() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const timeZone = useSite().data?.timeZone;
  const health = usePhoneHealth();
  const { sendAgain, sendingId } = useSendAgain(useRetryPhoneMessage(), t("dashboard.phone.sentAgainTitle"));
  const data = health.data;

  let content;
  if (data) {
    const total = data.stuck + data.failed;
    content = (
      <>
        <Summary health={data} />
        {data.messages.length > 0 && (
          <>
            <ul aria-label={t("dashboard.phone.listLabel")} className="grid gap-3">
              {data.messages.map((message) => (
                <li key={message.id}>
                  <MessageCard message={message} timeZone={timeZone} sending={sendingId === message.id} onSendAgain={sendAgain} />
                </li>
              ))}
            </ul>
            {total > data.messages.length && (
              <p className="text-xs text-muted-foreground">
                {t("dashboard.phone.shown", { shown: formatNumber(data.messages.length, language), total: formatNumber(total, language) })}
              </p>
            )}
          </>
        )}
      </>
    );
  } else if (health.isPending) {
    content = <CardListSkeleton label={t("dashboard.phone.loading")} count={1} />;
  } else {
    content = (
      <OutboxLoadError
        message={t("dashboard.phone.loadError")}
        reloadLabel={t("dashboard.phone.reload")}
        reloading={health.isFetching}
        onReload={() => void health.refetch()}
      />
    );
  }

  return (
    <DashboardSection title={t("dashboard.phone.title")} description={t("dashboard.phone.description")} aria-busy={health.isPending}>
      <Figures health={data} loading={health.isPending} />
      {content}
    </DashboardSection>
  );
}
