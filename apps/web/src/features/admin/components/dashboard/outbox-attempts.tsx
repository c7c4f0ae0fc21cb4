/**
 * What the dashboard shows of a message an outbox has not delivered, mail or SMS/WhatsApp alike:
 * its state (waiting, or given up) and its attempts — when it was queued, how often it was tried,
 * when it is tried next, and the last answer of the server or provider, as it came — and Send again
 * for a given-up one, with the toast that says how it went.
 */
import type { UseMutationResult } from "@tanstack/react-query";
import CircleX from "lucide-react/icons/circle-x";
import Clock from "lucide-react/icons/clock";
import Send from "lucide-react/icons/send";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { RetryButton } from "@/components/ui/load-error";
import { toast } from "@/components/ui/toaster";
import { errorMessage } from "@/lib/errors";
import { formatDateTime, formatNumber } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";

export interface OutboxAttempts {
  failed: boolean;
  queuedAt: string;
  attempts: number;
  nextAttemptAt: string | null;
  lastError: string | null;
}

export function OutboxStateBadge({ failed }: { failed: boolean }) {
  const { t } = useTranslation();
  return failed ? (
    <Badge variant="destructive">
      <CircleX aria-hidden="true" />
      {t("dashboard.mail.givenUp")}
    </Badge>
  ) : (
    <Badge variant="warning">
      <Clock aria-hidden="true" />
      {t("dashboard.mail.waiting")}
    </Badge>
  );
}

/** The attempts as a list of terms; `lastErrorLabel` names whose answer the last error is. */
export function OutboxAttemptList({ message, timeZone, lastErrorLabel }: { message: OutboxAttempts; timeZone: string | undefined; lastErrorLabel: string }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm @md:grid-cols-3">
      <div className="grid gap-0.5">
        <dt className="text-xs text-muted-foreground">{t("dashboard.mail.queued")}</dt>
        <dd>
          <time dateTime={message.queuedAt}>{formatDateTime(message.queuedAt, language, timeZone)}</time>
        </dd>
      </div>
      <div className="grid gap-0.5">
        <dt className="text-xs text-muted-foreground">{t("dashboard.mail.attempts")}</dt>
        <dd className="tabular-nums">{formatNumber(message.attempts, language)}</dd>
      </div>
      {!message.failed && message.nextAttemptAt && (
        <div className="grid gap-0.5">
          <dt className="text-xs text-muted-foreground">{t("dashboard.mail.nextTry")}</dt>
          <dd>
            <time dateTime={message.nextAttemptAt}>{formatDateTime(message.nextAttemptAt, language, timeZone)}</time>
          </dd>
        </div>
      )}
      <div className="grid gap-0.5 @md:col-span-3">
        <dt className="text-xs text-muted-foreground">{lastErrorLabel}</dt>
        <dd>
          {message.lastError ? (
            // The server's or provider's words, not ours: shown as they came, in the language they came in.
            <code lang="en" className="block rounded bg-muted px-2 py-1 font-mono text-xs whitespace-pre-wrap wrap-anywhere">
              {message.lastError}
            </code>
          ) : (
            <span className="text-muted-foreground">{t("dashboard.mail.noAnswer")}</span>
          )}
        </dd>
      </div>
    </dl>
  );
}

/**
 * An outbox section that could not be loaded: what failed, and Try again named for the section.
 * Not LoadErrorBanner: its button is a bare "Try again", and the dashboard's own banner has one too.
 */
export function OutboxLoadError({ message, reloadLabel, reloading, onReload }: { message: string; reloadLabel: string; reloading: boolean; onReload: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg border border-destructive/30 bg-red-50 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-destructive">{message}</p>
      <RetryButton variant="outline" size="sm" onRetry={onReload} retrying={reloading} aria-label={reloadLabel} />
    </div>
  );
}

interface GivenUpMessage {
  id: number;
  recipient: string;
}

/**
 * Send again through an outbox's retry mutation (the message's id in, anything out): a toast titled
 * `sentTitle` naming the recipient once it is back in the outbox, the server's refusal otherwise,
 * and which message is being sent meanwhile.
 */
export function useSendAgain(mutation: UseMutationResult<unknown, unknown, number>, sentTitle: string) {
  const { t } = useTranslation();
  return {
    sendingId: mutation.isPending ? mutation.variables : undefined,
    sendAgain(message: GivenUpMessage) {
      mutation.mutate(message.id, {
        onSuccess: () => toast.success(sentTitle, { description: message.recipient }),
        onError: (error) => toast.error(t("dashboard.mail.sendAgainFailedTitle"), { description: errorMessage(t, error) }),
      });
    },
  };
}

/** Send again on a given-up message's card, named for its recipient. */
export function SendAgainButton({ message, sending, onSendAgain }: { message: GivenUpMessage; sending: boolean; onSendAgain: (message: GivenUpMessage) => void }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="outline"
      size="sm"
      className="w-fit"
      disabled={sending}
      aria-label={t("dashboard.mail.sendAgainAria", { recipient: message.recipient })}
      onClick={() => onSendAgain(message)}
    >
      <Send aria-hidden="true" />
      {t("dashboard.mail.sendAgain")}
    </Button>
  );
}
