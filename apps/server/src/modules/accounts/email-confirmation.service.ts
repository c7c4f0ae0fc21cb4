/**
 * An e-mail address added to an account made with a phone (issue 49) becomes the account's only once
 * the link mailed to it is opened: until then the account keeps its stand-in address, so no alert,
 * notice or reset link goes to an address nobody has shown they hold. One address waits per account;
 * asking again (another address, or "Send again") replaces it and makes the older link dead. No HTTP here.
 *
 * What is told about other accounts: an address that has one is refused when asked for
 * (`email_taken`), as the e-mail sign-up already refuses it; an address only waiting for another
 * account is not, and whichever link is opened first wins.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Language } from "@app/shared/constants";
import { isRealEmail } from "@app/shared/phone";
import { emailLinkDays, type PendingEmail } from "@app/shared/phone-accounts";
import type { SessionUser } from "@app/shared/user";
import { isUniqueViolation } from "../../db/errors.ts";
import { emailConfirmations, user } from "../../db/schema/index.ts";
import { AppError, keyedFields } from "../../errors/app-error.ts";
import { errorText } from "../../errors/messages.ts";
import type { AppDependencies } from "../../http/env.ts";
import { toSessionUser } from "../../http/session.ts";
import { changeAndMail } from "../../mail/outbox.ts";
import { emailConfirmationMail } from "./email-confirmation-mails.ts";

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** The waiting row as the account's card shows it; "expired" by the database's clock, the one that set it. */
const pendingColumns = {
  email: emailConfirmations.email,
  createdAt: emailConfirmations.createdAt,
  expiresAt: emailConfirmations.expiresAt,
  expired: sql<boolean>`${emailConfirmations.expiresAt} <= now()`,
};

function toPendingEmail(row: { email: string; createdAt: Date; expiresAt: Date; expired: boolean }): PendingEmail {
  return { email: row.email, sentAt: row.createdAt.toISOString(), expiresAt: row.expiresAt.toISOString(), expired: Boolean(row.expired) };
}

/** The address the account is waiting to confirm, if any. */
export async function pendingEmail(deps: AppDependencies, actor: SessionUser): Promise<PendingEmail | null> {
  const [row] = await deps.db
    .select(pendingColumns)
    .from(emailConfirmations)
    .where(and(eq(emailConfirmations.userId, actor.id), sql`${emailConfirmations.confirmedAt} is null`));
  return row ? toPendingEmail(row) : null;
}

/**
 * Mails a link to `email` that makes it the account's, replacing any address it waited for. Refused
 * for an account that has a real address already (changing an address is not this), for the admin's
 * address, for a stand-in, and for an address another account has.
 */
export async function requestEmailConfirmation(deps: AppDependencies, actor: SessionUser, email: string, language: Language): Promise<PendingEmail> {
  if (!isRealEmail(email)) throw new AppError("invalid_input", keyedFields({ email: ["validation.email.invalid"] }));
  if (email === deps.config.adminEmail) throw new AppError("email_reserved", { fields: { email: [errorText("email_reserved")] } });
  const [current] = await deps.db.select({ email: user.email }).from(user).where(eq(user.id, actor.id));
  if (!current) throw new AppError("profile_not_found");
  if (isRealEmail(current.email)) throw new AppError("email_already_set");
  const [taken] = await deps.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (taken) throw new AppError("email_taken");

  const token = randomBytes(32).toString("base64url");
  const expiresAt = sql`now() + make_interval(days => ${emailLinkDays})`;
  const site = { siteName: deps.config.site.name, publicUrl: deps.config.publicUrl };
  const row = await changeAndMail(
    deps,
    async (tx) => {
      const [saved] = await tx
        .insert(emailConfirmations)
        .values({ userId: actor.id, email, tokenHash: hashOf(token), expiresAt })
        .onConflictDoUpdate({
          target: emailConfirmations.userId,
          set: { email, tokenHash: hashOf(token), createdAt: sql`now()`, expiresAt, confirmedAt: null },
        })
        .returning(pendingColumns);
      return saved!;
    },
    () => emailConfirmationMail(site, { to: email, token, language }),
  );
  return toPendingEmail(row);
}

/**
 * Opens a mailed link: the address becomes the account's, verified. The link alone is enough (it is
 * often opened on another device, signed out); a browser signed in to another account is refused,
 * since its person may be confirming someone else's request by mistake. Refusals change nothing: a
 * link never sent or replaced since (404), run out (410), used already or an address another
 * account has taken meanwhile (409).
 */
export async function confirmEmail(deps: AppDependencies, token: string, signedIn: SessionUser | null): Promise<SessionUser> {
  try {
    return await deps.db.transaction(async (tx) => {
      const [link] = await tx
        .select({ id: emailConfirmations.id, userId: emailConfirmations.userId, email: emailConfirmations.email, confirmedAt: emailConfirmations.confirmedAt, expired: pendingColumns.expired })
        .from(emailConfirmations)
        .where(eq(emailConfirmations.tokenHash, hashOf(token)))
        .for("update");
      if (!link) throw new AppError("email_link_invalid");
      if (signedIn && signedIn.id !== link.userId) throw new AppError("email_link_other_account");
      if (link.confirmedAt) throw new AppError("email_link_used");
      if (link.expired) throw new AppError("email_link_expired", { params: { days: String(emailLinkDays) } });
      const [account] = await tx.select({ email: user.email }).from(user).where(eq(user.id, link.userId)).for("update");
      if (!account) throw new AppError("email_link_invalid");
      if (isRealEmail(account.email)) throw new AppError("email_already_set");
      const [taken] = await tx
        .select({ id: user.id })
        .from(user)
        .where(and(eq(user.email, link.email), ne(user.id, link.userId)));
      if (taken) throw new AppError("email_taken");
      const [updated] = await tx
        .update(user)
        .set({ email: link.email, emailVerified: true, updatedAt: new Date() })
        .where(eq(user.id, link.userId))
        .returning();
      await tx.update(emailConfirmations).set({ confirmedAt: sql`now()` }).where(eq(emailConfirmations.id, link.id));
      return toSessionUser(updated!);
    });
  } catch (error) {
    // Another account took the address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError("email_taken");
    throw error;
  }
}
