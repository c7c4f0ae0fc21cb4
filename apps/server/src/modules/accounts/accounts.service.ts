/** Signing up, in and out, and password resets, on top of Better Auth. No HTTP here. */
import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { SignUpType, Role } from "@app/shared/constants";
import type { SignInInput, SignUpInput } from "@app/shared/auth";
import type { SessionUser } from "@app/shared/user";
import { withRegistrationRole } from "../../auth/auth.ts";
import { toSessionUser } from "../../http/session.ts";
import { session, user } from "../../db/schema/index.ts";
import { AppError } from "../../errors/app-error.ts";
import type { AppDependencies } from "../../http/env.ts";
import { englishText, errorText } from "../../errors/messages.ts";

export interface SignedIn {
  user: SessionUser;
  /** Set-Cookie headers to pass on to the browser. */
  headers: Headers;
}

export async function signUp(
  deps: AppDependencies,
  type: SignUpType,
  input: SignUpInput,
  requestHeaders: Headers,
): Promise<SignedIn> {
  if (input.email === deps.config.adminEmail) {
    throw new AppError("email_reserved", { fields: { email: [errorText("email_reserved")] } });
  }
  const existing = await deps.db.select({ id: user.id }).from(user).where(eq(user.email, input.email));
  if (existing.length > 0) throw new AppError("email_taken");

  try {
    const { headers, response } = await withRegistrationRole(type, () =>
      deps.auth.api.signUpEmail({
        body: {
          name: input.name,
          email: input.email,
          password: input.password,
          phone: input.phone,
          ...(type === "employer" ? { company: input.company } : {}),
        },
        headers: requestHeaders,
        returnHeaders: true,
      }),
    );
    const signedUp = toSessionUser(response.user);
    // A new account changes the admin's counts; only the admin (and the new user) hear it.
    await deps.events.publish({ topic: "profiles", id: signedUp.id, userIds: [signedUp.id] });
    return { user: signedUp, headers };
  } catch (error) {
    // Two sign-ups with one address at the same moment: the unique index decides.
    if (
      error instanceof APIError &&
      (error.body?.code === "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL" || error.body?.code === "FAILED_TO_CREATE_USER")
    ) {
      const [taken] = await deps.db.select({ id: user.id }).from(user).where(eq(user.email, input.email));
      if (taken) throw new AppError("email_taken");
    }
    throw error;
  }
}

/**
 * Signs in and checks the account's role against the login type. A mismatch ends the new session
 * at once, so the caller never receives its cookie.
 */
export async function signIn(
  deps: AppDependencies,
  type: Role,
  input: SignInInput,
  requestHeaders: Headers,
): Promise<SignedIn> {
  if (type === "admin" && input.email !== deps.config.adminEmail) throw new AppError("admin_email_invalid");

  let result;
  try {
    result = await deps.auth.api.signInEmail({ body: input, headers: requestHeaders, returnHeaders: true });
  } catch (error) {
    if (error instanceof APIError && (error.statusCode === 401 || error.statusCode === 400)) {
      throw new AppError("login_failed");
    }
    throw error;
  }
  const { headers, response } = result;
  const [profile] = await deps.db.select().from(user).where(eq(user.id, response.user.id));
  if (!profile) {
    await endSession(deps, response.token);
    throw new AppError("profile_not_found");
  }
  const role = profile.role as Role;
  if (type === "admin" && (role !== "admin" || profile.email !== deps.config.adminEmail)) {
    await endSession(deps, response.token);
    throw new AppError("admin_credentials_invalid");
  }
  if (role !== type) {
    await endSession(deps, response.token);
    // One sentence per role, for the article ("a candidate", "an employer").
    throw new AppError("wrong_account_type", { params: { role }, message: englishText(`errors.wrong_account_type_${role}`) });
  }
  return { user: toSessionUser(profile), headers };
}

async function endSession(deps: AppDependencies, token: string) {
  await deps.db.delete(session).where(eq(session.token, token));
}

export async function signOut(deps: AppDependencies, requestHeaders: Headers): Promise<Headers> {
  const { headers } = await deps.auth.api.signOut({ headers: requestHeaders, returnHeaders: true });
  return headers;
}

/** Sends the reset link when the account exists; the caller answers the same either way. */
export async function requestPasswordReset(deps: AppDependencies, email: string): Promise<void> {
  await deps.auth.api.requestPasswordReset({
    body: { email, redirectTo: `${deps.config.publicUrl}/reset-password` },
  });
}

/** Sets the new password and ends every session of that user. */
export async function resetPassword(deps: AppDependencies, token: string, password: string): Promise<void> {
  try {
    await deps.auth.api.resetPassword({ body: { token, newPassword: password } });
  } catch (error) {
    if (error instanceof APIError && error.statusCode < 500) throw new AppError("reset_failed");
    throw error;
  }
}
