/**
 * The one way the site's news reaches a person: a module gives the person, the kind of news, the
 * mail (as it always was) and the news as a short text, and the notifier queues what the person
 * chose (notifications/channels.ts), in the caller's transaction: the mail to a real address, the SMS
 * and the WhatsApp message to a verified number. An SMS past the day's cap (notifications/sms-cap.ts)
 * goes by e-mail where the person has an address, else waits for the next day.
 */
import type { Language } from "@app/shared/constants";
import type { KindChannels } from "@app/shared/notifications";
import { isRealEmail, type NotificationKind } from "@app/shared/phone";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import type { MailMessage } from "../mail/mailer.ts";
import { queueMail, type MailOutbox } from "../mail/outbox.ts";
import { queuePhoneMessages } from "../phone/queue.ts";
import { smsParts } from "../phone/sms-parts.ts";
import { channelsFor, loadNotificationSettings, type PersonChannels } from "./channels.ts";
import { smsText, whatsAppMessage, type PhoneNews } from "./phone-texts.ts";
import { lockSmsCap, smsSlot } from "./sms-cap.ts";

export interface Notice {
  /** The account it is for; null for a guest's alert, whose mail goes as it is. */
  userId: string | null;
  /**
   * What the news is about, for the person's channels. News of two kinds at once (an application
   * ended with its job and its interview cancelled) goes once on each channel either is heard on.
   */
  kind: NotificationKind | readonly NotificationKind[];
  /** The mail as the module writes it, to the account's address; none to a phone-only account's stand-in. */
  mail: MailMessage | null;
  /** The news as a text for SMS and WhatsApp; null where there is none. */
  phone: PhoneNews | null;
  /** The text's language where the news has its own (an alert's); else the person's. */
  language?: Language;
  /** Without an account: the number a guest saved an alert to, which gets the news by SMS. */
  phoneNumber?: string | null;
  /**
   * With `phoneNumber`: when the guest confirmed the alert with the code sent to the number. Its SMS
   * goes past a STOP the number said before then, not past one said after (ADR 075, amended).
   */
  askedAt?: Date | null;
}

export interface NotifyDeps {
  db: Database;
  outbox: MailOutbox;
  config: Pick<Config, "publicUrl" | "site" | "smsDailyCap">;
  /** The phone outbox's sender, woken after the commit (phone/outbox.ts). */
  phoneOutbox?: { wake(): void };
}

/** Queues each notice on the channels its person chose, in `tx`; what was queued, for the callers that count. */
export async function queueNotices(tx: Database, config: NotifyDeps["config"], notices: readonly (Notice | null | undefined)[]): Promise<{ mails: number; phoneMessages: number }> {
  const list = notices.filter((notice): notice is Notice => Boolean(notice));
  const people = await loadNotificationSettings(
    tx,
    list.flatMap((notice) => (notice.userId ? [notice.userId] : [])),
  );
  const mails: MailMessage[] = [];
  let phoneMessages = 0;
  let locked = false;
  for (const notice of list) {
    const person = notice.userId ? people.get(notice.userId) : undefined;
    if (!person) {
      // A guest's alert, or an account gone since: its mail as it always went, or its SMS.
      if (notice.mail && isRealEmail(notice.mail.to)) mails.push(notice.mail);
      if (!notice.userId && notice.phoneNumber && notice.phone) {
        const language = notice.language ?? "en";
        const text = smsText(notice.phone, language, config.publicUrl);
        if (!locked) await lockSmsCap(tx);
        locked = true;
        const slot = await smsSlot(tx, config, null, smsParts(text));
        await queuePhoneMessages(tx, {
          channel: "sms",
          to: notice.phoneNumber,
          kind: notice.phone.kind,
          language,
          text,
          askedAt: notice.askedAt ?? null,
          ...(slot === "now" ? {} : { sendAfter: slot.waitUntil }),
        });
        phoneMessages += 1;
      }
      continue;
    }
    const channels = channelsForKinds(person, notice.kind);
    let byMail = channels.email;
    if (notice.phone && person.phoneNumber) {
      const language = notice.language ?? person.language;
      const base = { to: person.phoneNumber, kind: notice.phone.kind, language, userId: person.userId };
      if (channels.whatsapp) {
        await queuePhoneMessages(tx, { ...base, channel: "whatsapp", ...whatsAppMessage(notice.phone, language) });
        phoneMessages += 1;
      }
      if (channels.sms) {
        const text = smsText(notice.phone, language, config.publicUrl);
        if (!locked) await lockSmsCap(tx);
        locked = true;
        const slot = await smsSlot(tx, config, person.userId, smsParts(text));
        if (slot !== "now" && person.email !== null && notice.mail) {
          // Past the cap: the news still arrives today, by mail.
          byMail = true;
        } else {
          await queuePhoneMessages(tx, { ...base, channel: "sms", text, ...(slot === "now" ? {} : { sendAfter: slot.waitUntil }) });
          phoneMessages += 1;
        }
      }
    }
    if (byMail && notice.mail && isRealEmail(notice.mail.to)) mails.push(notice.mail);
  }
  await queueMail(tx, mails);
  return { mails: mails.length, phoneMessages };
}

/** The channels any of the notice's kinds is heard on. */
function channelsForKinds(person: PersonChannels, kind: Notice["kind"]): KindChannels {
  const each = (typeof kind === "string" ? [kind] : kind).map((one) => channelsFor(person, one));
  return { email: each.some((one) => one.email), sms: each.some((one) => one.sms), whatsapp: each.some((one) => one.whatsapp) };
}

/** Both outboxes look for what a commit queued. */
export function wakeOutboxes(deps: Pick<NotifyDeps, "outbox" | "phoneOutbox">): void {
  deps.outbox.wake();
  deps.phoneOutbox?.wake();
}

/**
 * Makes a change and queues the news it causes in one transaction, then wakes both senders: the
 * change and its news happen together or not at all (as `changeAndMail`, for every channel).
 */
export async function changeAndNotify<T>(
  deps: NotifyDeps,
  change: (tx: Database) => Promise<T>,
  noticesOf: (result: T) => Notice | readonly (Notice | null | undefined)[] | null | undefined,
): Promise<T> {
  const result = await deps.db.transaction(async (tx) => {
    const changed = await change(tx as unknown as Database);
    const notices = noticesOf(changed);
    await queueNotices(tx as unknown as Database, deps.config, Array.isArray(notices) ? notices : [notices as Notice | null]);
    return changed;
  });
  wakeOutboxes(deps);
  return result;
}
