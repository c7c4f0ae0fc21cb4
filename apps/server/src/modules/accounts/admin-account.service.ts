/**
 * The one admin account (SPEC.md §6): created, or given a new password, only by the operator —
 * `ADMIN_PASSWORD` at start or `npm run admin`. Registration can never make one.
 */
import { and, eq } from "drizzle-orm";
import { withRegistrationRole } from "../../auth/auth.ts";
import { account, session, user } from "../../db/schema/index.ts";
import type { AppDependencies } from "../../http/env.ts";

export type AdminAccountResult = "created" | "password-updated";

export async function ensureAdminAccount(
  deps: Pick<AppDependencies, "db" | "auth" | "config">,
  email: string,
  password: string,
): Promise<AdminAccountResult> {
  const address = email.trim().toLowerCase();
  if (address !== deps.config.adminEmail) {
    throw new Error(`The admin address must be ADMIN_EMAIL (${deps.config.adminEmail}); got ${address}.`);
  }
  const [existing] = await deps.db.select().from(user).where(eq(user.email, address));
  if (existing && existing.role !== "admin") {
    throw new Error(`${address} already belongs to a ${existing.role} account; choose another ADMIN_EMAIL.`);
  }
  if (existing) {
    const context = await deps.auth.$context;
    const hash = await context.password.hash(password);
    await deps.db.transaction(async (tx) => {
      await tx
        .update(account)
        .set({ password: hash, updatedAt: new Date() })
        .where(and(eq(account.userId, existing.id), eq(account.providerId, "credential")));
      await tx.delete(session).where(eq(session.userId, existing.id));
    });
    return "password-updated";
  }
  const created = await withRegistrationRole("admin", () =>
    deps.auth.api.signUpEmail({ body: { name: "Admin", email: address, password } }),
  );
  // Sign-up opened a session nobody holds.
  await deps.db.delete(session).where(eq(session.userId, created.user.id));
  return "created";
}
