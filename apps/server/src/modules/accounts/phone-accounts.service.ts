/**
 * Signing up and in with a mobile number and a one-time code, adding a number to an account or
 * changing it, and removing it (ADR 054); an e-mail address added to an account made with a phone is
 * email-confirmation.service.ts's.
 * No HTTP here. No answer before a code came back tells whether a number has an account: a sign-in
 * code is asked for the same way for any number (and sent only where there is an account); a
 * sign-up or add-number code is always sent.
 */
import { and, eq, isNotNull, isNull, ne, sql } from "drizzle-orm";
import type { Language, SignUpType } from "@app/shared/constants";
import { isRealEmail } from "@app/shared/phone";
import type { PhoneSignUpInput } from "@app/shared/phone-accounts";
import type { SessionUser } from "@app/shared/user";
import { withProvedPhoneNumber, withRegistrationRole } from "../../auth/auth.ts";
import type { Database } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { account, notificationPreferences, phoneOutbox, user } from "../../db/schema/index.ts";
import { AppError } from "../../errors/app-error.ts";
import { englishText } from "../../errors/messages.ts";
import type { AppDependencies } from "../../http/env.ts";
import { toSessionUser } from "../../http/session.ts";
import type { SignedIn } from "./accounts.service.ts";
import { consumePhoneCode, sendPhoneCode } from "./phone-codes.service.ts";

async function accountOfNumber(deps: AppDependencies, phoneNumber: string) {
  const [account] = await deps.db.select().from(user).where(eq(user.phoneNumber, phoneNumber));
  return account;
}

/** A sign-in code, sent only to a number a candidate or an employer signs in with; the answer is the caller's, the same either way. */
export async function sendSignInCode(deps: AppDependencies, phoneNumber: string, language: Language): Promise<void> {
  const account = await accountOfNumber(deps, phoneNumber);
  // The admin signs in with e-mail and password only.
  const deliver = Boolean(account && account.role !== "admin");
  await sendPhoneCode(deps, { purpose: "sign-in", phoneNumber }, { language, deliver });
}

/** A sign-up code, sent whether or not the number has an account (its owner then signs in to it, see `signUpByPhone`). */
export async function sendSignUpCode(deps: AppDependencies, phoneNumber: string, language: Language): Promise<void> {
  await sendPhoneCode(deps, { purpose: "sign-up", phoneNumber }, { language, deliver: true });
}

/** A code to add `phoneNumber` to the signed-in account, sent even when another account has it (refused only after the code). */
export async function sendAddNumberCode(deps: AppDependencies, actor: SessionUser, phoneNumber: string, language: Language): Promise<void> {
  await sendPhoneCode(deps, { purpose: "add-number", phoneNumber, userId: actor.id }, { language, deliver: true });
}

/** The refusal of a number proved by its code whose account is of another role (the number's owner may know it). */
function wrongAccountType(role: string) {
  return new AppError("wrong_account_type", { params: { role }, message: englishText(`errors.wrong_account_type_${role}`) });
}

/** Opens a session for the account of a number whose code was just consumed, through Better Auth's phone-number plugin. */
async function openPhoneSession(deps: AppDependencies, phoneNumber: string, code: string, requestHeaders: Headers, name?: string) {
  return withProvedPhoneNumber({ phoneNumber, ...(name ? { name } : {}) }, () =>
    deps.auth.api.verifyPhoneNumber({ body: { phoneNumber, code }, headers: requestHeaders, returnHeaders: true }),
  );
}

async function signInToAccount(
  deps: AppDependencies,
  account: typeof user.$inferSelect,
  type: SignUpType,
  code: string,
  requestHeaders: Headers,
): Promise<SignedIn> {
  if (account.role !== type) throw wrongAccountType(account.role);
  const { headers } = await openPhoneSession(deps, account.phoneNumber!, code, requestHeaders);
  return { user: toSessionUser({ ...account, phoneNumberVerified: true }), headers };
}

/**
 * Signs in with a sign-in code. A number with no account never got a code, so it is refused as any
 * wrong code is. The admin's number, if it has one, never signs in.
 */
export async function signInByPhone(
  deps: AppDependencies,
  type: SignUpType,
  input: { phoneNumber: string; code: string },
  requestHeaders: Headers,
): Promise<SignedIn> {
  await consumePhoneCode(deps, { purpose: "sign-in", phoneNumber: input.phoneNumber }, input.code);
  const account = await accountOfNumber(deps, input.phoneNumber);
  // Gone between the code and now, or the admin's: as if the code had run out.
  if (!account || account.role === "admin") throw new AppError("phone_code_expired");
  return signInToAccount(deps, account, type, input.code, requestHeaders);
}

/**
 * Signs up with a sign-up code: a new account with the number verified, the stand-in address and the
 * route's role. When the number already has an account, its owner (the code proved it) is signed in
 * to that account if it is of this type, and told which login to use if not; the name and company
 * typed are not applied to it.
 */
export async function signUpByPhone(
  deps: AppDependencies,
  type: SignUpType,
  input: PhoneSignUpInput,
  requestHeaders: Headers,
): Promise<SignedIn & { created: boolean }> {
  await consumePhoneCode(deps, { purpose: "sign-up", phoneNumber: input.phoneNumber }, input.code);
  const existing = await accountOfNumber(deps, input.phoneNumber);
  if (existing) return { ...(await signInToAccount(deps, existing, type, input.code, requestHeaders)), created: false };

  const { headers, response } = await withRegistrationRole(type, () =>
    withProvedPhoneNumber({ phoneNumber: input.phoneNumber, name: input.name }, () =>
      deps.auth.api.verifyPhoneNumber({
        body: {
          phoneNumber: input.phoneNumber,
          code: input.code,
          // The number is also the one employers call, as the e-mail sign-up's phone is.
          phone: input.phoneNumber,
          ...(type === "employer" ? { company: input.company } : {}),
        },
        headers: requestHeaders,
        returnHeaders: true,
      }),
    ),
  );
  const [profile] = await deps.db.select().from(user).where(eq(user.id, response.user!.id));
  if (!profile) throw new AppError("profile_not_found");
  const signedUp = toSessionUser(profile);
  // A new account changes the admin's counts; only the admin (and the new user) hear it.
  await deps.events.publish({ topic: "profiles", id: signedUp.id, userIds: [signedUp.id] });
  return { user: signedUp, headers, created: true };
}

/**
 * Makes a number the signed-in account's sign-in number once its add-number code came back. A number
 * another account signs in with is refused only now, to the person who proved they hold it. The
 * WhatsApp opt-in was given for the number it was ticked for (ADR 057): a number other than the
 * account's verified one clears it, in the same write, so news goes there only after its holder ticks
 * WhatsApp for it; the same number confirmed again keeps it. In the same transaction, news texts still
 * waiting to go to the number it had are dropped, as when it is removed: they were the old number's.
 */
export async function addPhoneNumber(deps: AppDependencies, actor: SessionUser, input: { phoneNumber: string; code: string }): Promise<SessionUser> {
  await consumePhoneCode(deps, { purpose: "add-number", phoneNumber: input.phoneNumber, userId: actor.id }, input.code);
  const [taken] = await deps.db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.phoneNumber, input.phoneNumber), ne(user.id, actor.id)));
  if (taken) throw new AppError("phone_number_taken");
  try {
    return await deps.db.transaction(async (tx) => {
      const [current] = await tx.select({ phoneNumber: user.phoneNumber }).from(user).where(eq(user.id, actor.id)).for("update");
      if (!current) throw new AppError("profile_not_found");
      const [updated] = await tx
        .update(user)
        .set({
          phoneNumber: input.phoneNumber,
          phoneNumberVerified: true,
          // The columns' values before this write: the opt-in stays only with the verified number it was given for.
          whatsappOptInAt: sql`case when ${user.phoneNumberVerified} and ${user.phoneNumber} = ${input.phoneNumber} then ${user.whatsappOptInAt} end`,
          updatedAt: new Date(),
        })
        .where(eq(user.id, actor.id))
        .returning();
      if (current.phoneNumber !== null && current.phoneNumber !== input.phoneNumber) await dropWaitingNewsTexts(tx, actor.id, current.phoneNumber);
      return toSessionUser(updated!);
    });
  } catch (error) {
    // Another account proved the same number at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError("phone_number_taken");
    throw error;
  }
}

/** The account's news texts to `phoneNumber` not yet sent nor given up; codes are kept, asked for by whoever holds the number. */
async function dropWaitingNewsTexts(tx: Database, userId: string, phoneNumber: string) {
  await tx
    .delete(phoneOutbox)
    .where(
      and(
        eq(phoneOutbox.userId, userId),
        eq(phoneOutbox.recipient, phoneNumber),
        ne(phoneOutbox.kind, "code"),
        isNull(phoneOutbox.sentAt),
        isNull(phoneOutbox.failedAt),
      ),
    );
}

/**
 * Takes the mobile number off the signed-in account: it no longer signs in with it, and hears nothing
 * by SMS or WhatsApp (ADR 054, amended 2026-11-30). `phoneNumber` is the number the person saw; one
 * that is not the account's (changed meanwhile in another tab, or never its own) is refused and
 * nothing changes. An account that would have no other way in is refused too: one with no real
 * e-mail address or no password (an account made with a phone signs in by its number alone, even
 * after adding an address, until it sets a password with a reset link).
 *
 * In the same transaction: the WhatsApp opt-in goes with the number (it was given for it, ADR 057);
 * each saved kind has SMS and WhatsApp unticked, and a kind heard by phone alone goes to e-mail, the
 * account's remaining way to be told, so no interview or status news is lost unseen; news texts still
 * waiting to go to the number are dropped. A number added later starts from SMS and WhatsApp off.
 */
export async function removePhoneNumber(deps: AppDependencies, actor: SessionUser, phoneNumber: string): Promise<SessionUser> {
  return deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(user).where(eq(user.id, actor.id)).for("update");
    if (!current) throw new AppError("profile_not_found");
    if (current.phoneNumber !== phoneNumber) throw new AppError("phone_number_not_on_account");
    const [password] = await tx
      .select({ id: account.id })
      .from(account)
      .where(and(eq(account.userId, actor.id), eq(account.providerId, "credential"), isNotNull(account.password)));
    if (!isRealEmail(current.email) || !password) throw new AppError("phone_number_only_sign_in");

    const [updated] = await tx
      .update(user)
      .set({ phoneNumber: null, phoneNumberVerified: false, whatsappOptInAt: null, updatedAt: new Date() })
      .where(eq(user.id, actor.id))
      .returning();
    await tx
      .update(notificationPreferences)
      .set({
        email: sql`${notificationPreferences.email} or ${notificationPreferences.sms} or ${notificationPreferences.whatsapp}`,
        sms: false,
        whatsapp: false,
        updatedAt: new Date(),
      })
      .where(eq(notificationPreferences.userId, actor.id));
    await dropWaitingNewsTexts(tx, actor.id, phoneNumber);
    return toSessionUser(updated!);
  });
}
