/**
 * A conversation's messages, oldest first, as a list: who sent each (the reader's own on the right),
 * when, and for one's own whether the other side has read it. A message the money and phone checks
 * flagged carries, for the candidate, the warning that genuine employers never ask for money.
 */
import ShieldAlert from "lucide-react/icons/shield-exclamation-point";
import type { ConversationMessage, ConversationRole } from "@app/shared/conversations";
import { formatDateTime } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { useSite } from "@/lib/site";
import { cn } from "@/lib/utils";

/** A candidate is warned under an employer's message that the money and phone checks flagged. */
export function isWarned(message: ConversationMessage, reader: ConversationRole | "admin"): boolean {
  return reader === "candidate" && message.from === "employer" && message.flags.length > 0;
}

type MessageListProps = {
  messages: ConversationMessage[];
  /** Who reads: a party sees their own messages as theirs; the admin sees both sides by name. */
  reader: ConversationRole | "admin";
  /** The name shown for a side's messages (the admin's view, and the other side's). */
  nameOf: (from: ConversationRole) => string;
  label: string;
};

export function MessageList({ messages, reader, nameOf, label }: MessageListProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const timeZone = useSite().data?.timeZone;

  return (
    <ol aria-label={label} className="grid gap-3">
      {messages.map((message) => {
        const own = reader !== "admin" && message.mine;
        const warned = isWarned(message, reader);
        return (
          <li key={message.id} className={cn("grid max-w-[85%] gap-1", own ? "justify-self-end" : "justify-self-start")}>
            <p className={cn("text-xs font-medium text-muted-foreground", own && "text-right")}>
              {own ? t("messages.list.you") : nameOf(message.from)}
            </p>
            <p
              className={cn(
                "rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap",
                own ? "rounded-br-sm bg-primary text-primary-foreground" : "rounded-bl-sm bg-muted text-foreground",
              )}
            >
              {message.body}
            </p>
            <p className={cn("text-xs text-muted-foreground", own && "text-right")}>
              <time dateTime={message.sentAt}>
                {formatDateTime(message.sentAt, language, timeZone)}
              </time>
              {own && <> · {message.readAt ? t("messages.list.read") : t("messages.list.sent")}</>}
            </p>
            {warned && (
              <p className="flex items-start gap-1.5 rounded-lg border border-amber-200 bg-amber-50 px-2.5 py-1.5 text-xs font-medium text-amber-950">
                <ShieldAlert aria-hidden="true" className="mt-px size-4 shrink-0" />
                {t("messages.list.moneyWarning")}
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
