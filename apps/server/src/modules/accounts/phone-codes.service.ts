/**
 * One-time codes sent by SMS (ADR 054): six digits from the CSPRNG, good for five minutes and three
 * tries, for one purpose (and, to add a number, one account; to confirm a guest's job alert, that
 * alert). Only an HMAC of the code under the server's secret is stored, bound to its purpose, number,
 * account and alert, and compared in constant time; only the newest code of a number and purpose
 * counts, and it counts once. The limits on how
 * often a code may be asked for are the routes' (rate-limits.service.ts). A code is never logged.
 */
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { AlertFrequency } from "@app/shared/alerts";
import type { Language } from "@app/shared/constants";
import { oneTimeCodeLength, oneTimeCodeMinutes } from "@app/shared/phone-accounts";
import type { PhoneCodePurpose } from "@app/shared/phone";
import { phoneCodes } from "../../db/schema/index.ts";
import { AppError } from "../../errors/app-error.ts";
import type { AppDependencies } from "../../http/env.ts";
import { queuePhoneMessages } from "../../phone/queue.ts";
import { phoneCodeSmsText } from "./phone-code-sms.ts";

/** Tries of one code, the right one included. */
export const phoneCodeTries = 3;

export interface PhoneCodeTarget {
  purpose: PhoneCodePurpose;
  /** E.164. */
  phoneNumber: string;
  /** The account a code to add a number is for; none for the other purposes. */
  userId?: string | null;
  /** The guest's job alert a code of purpose `alert` was sent for, and the one alert it confirms (ADR 054, amended). */
  alertId?: string;
}

/**
 * What a guest's alert was asked for with, held on its code: the code typed confirms the alert so,
 * and until then the ask changes nothing of an alert the number already has (ADR 075, amended).
 */
export interface AlertAsAsked {
  frequency: AlertFrequency;
  language: Language;
}

function codeHash(secret: string, target: PhoneCodeTarget, code: string): string {
  return createHmac("sha256", secret)
    .update([target.purpose, target.phoneNumber, target.userId ?? "", ...(target.alertId ? [target.alertId] : []), code].join("\n"))
    .digest("hex");
}

function newCode(): string {
  return randomInt(0, 10 ** oneTimeCodeLength)
    .toString()
    .padStart(oneTimeCodeLength, "0");
}

/**
 * Stores a new code and, when `deliver`, queues its SMS in the same transaction, then wakes the
 * phone outbox. Without `deliver` (a sign-in asked for a number with no account) the code is stored
 * all the same and never sent: the request costs and counts as any other, and no code can match it.
 * A guest's alert code holds what the alert was asked for with (`alertAsAsked`).
 */
export async function sendPhoneCode(
  deps: AppDependencies,
  target: PhoneCodeTarget,
  options: { language: Language; deliver: boolean; alertAsAsked?: AlertAsAsked },
): Promise<void> {
  const code = newCode();
  await deps.db.transaction(async (transaction) => {
    await transaction.insert(phoneCodes).values({
      purpose: target.purpose,
      phoneNumber: target.phoneNumber,
      userId: target.userId ?? null,
      codeHash: codeHash(deps.config.authSecret, target, code),
      expiresAt: sql`now() + make_interval(mins => ${oneTimeCodeMinutes})`,
      alertFrequency: options.alertAsAsked?.frequency ?? null,
      alertLanguage: options.alertAsAsked?.language ?? null,
    });
    if (!options.deliver) return;
    await queuePhoneMessages(transaction, {
      channel: "sms",
      to: target.phoneNumber,
      kind: "code",
      language: options.language,
      text: phoneCodeSmsText(code, options.language, deps.config.site.name),
      userId: target.userId ?? null,
    });
  });
  if (options.deliver) deps.phoneOutbox.wake();
}

/**
 * Uses up one try of the newest code for the target and consumes it if it is the one typed. Refuses
 * with `phone_code_invalid` (a wrong code, tries left) or `phone_code_expired` (none asked, past its
 * five minutes, used, or out of tries). The try is counted before the comparison, in one statement,
 * so guesses sent at the same moment cannot outrun the three. Consumed, a guest's alert code gives
 * what the alert was asked for with (null for the other purposes, and for a code stored without it).
 */
export async function consumePhoneCode(deps: AppDependencies, target: PhoneCodeTarget, code: string): Promise<{ alertAsAsked: AlertAsAsked | null }> {
  const newest = deps.db
    .select({ id: phoneCodes.id })
    .from(phoneCodes)
    .where(
      and(
        eq(phoneCodes.phoneNumber, target.phoneNumber),
        eq(phoneCodes.purpose, target.purpose),
        target.userId ? eq(phoneCodes.userId, target.userId) : isNull(phoneCodes.userId),
      ),
    )
    .orderBy(desc(phoneCodes.createdAt))
    .limit(1);
  const [tried] = await deps.db
    .update(phoneCodes)
    .set({ attempts: sql`${phoneCodes.attempts} + 1` })
    .where(
      and(
        eq(phoneCodes.id, sql`(${newest})`),
        isNull(phoneCodes.consumedAt),
        gt(phoneCodes.expiresAt, sql`now()`),
        lt(phoneCodes.attempts, phoneCodeTries),
      ),
    )
    .returning({ id: phoneCodes.id, codeHash: phoneCodes.codeHash, attempts: phoneCodes.attempts, alertFrequency: phoneCodes.alertFrequency, alertLanguage: phoneCodes.alertLanguage });
  if (!tried) throw new AppError("phone_code_expired");

  const typed = Buffer.from(codeHash(deps.config.authSecret, target, code), "hex");
  const stored = Buffer.from(tried.codeHash, "hex");
  if (typed.length !== stored.length || !timingSafeEqual(typed, stored)) {
    throw new AppError(tried.attempts >= phoneCodeTries ? "phone_code_expired" : "phone_code_invalid");
  }
  const [consumed] = await deps.db
    .update(phoneCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(phoneCodes.id, tried.id), isNull(phoneCodes.consumedAt)))
    .returning({ id: phoneCodes.id });
  if (!consumed) throw new AppError("phone_code_expired");
  const { alertFrequency: frequency, alertLanguage: language } = tried;
  return { alertAsAsked: frequency && language ? { frequency, language } : null };
}
