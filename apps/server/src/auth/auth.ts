/**
 * Better Auth: e-mail + password accounts, database sessions in an httpOnly cookie, reset by
 * e-mailed link, and sign-in by a mobile number through its phone-number plugin, whose codes are
 * ours (ADR 054). The role is never taken from a request: the registration route sets it through
 * `withRegistrationRole`, and the user-create hook refuses anything else.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import { betterAuth } from "better-auth/minimal";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { phoneNumber } from "better-auth/plugins/phone-number";
import { placeholderEmailDomain } from "@app/shared/phone";
import type { Logger } from "pino";
import type { Role } from "@app/shared/constants";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { account, session, user, verification } from "../db/schema/index.ts";
import { queueMail, type MailOutbox } from "../mail/outbox.ts";
import { resetPasswordMail } from "./mails.ts";
import { passwordHashing } from "./password-hashing.ts";

const registrationRole = new AsyncLocalStorage<Role>();

/** Runs a sign-up with the role the server chose (from the route, or `admin` from the operator). */
export function withRegistrationRole<T>(role: Role, run: () => Promise<T>): Promise<T> {
  return registrationRole.run(role, run);
}

/** A number whose one-time code our own check (phone-codes.service.ts) has just consumed, and a new account's name. */
interface ProvedPhoneNumber {
  phoneNumber: string;
  name?: string;
}

const provedPhoneNumber = new AsyncLocalStorage<ProvedPhoneNumber>();

/**
 * Runs the phone-number plugin's `verifyPhoneNumber` for a number whose code was already checked:
 * the plugin's own check only asks whether this is that number, so the plugin signs in (or, inside
 * `withRegistrationRole`, signs up) only when called from here, never from a request of its own.
 */
export function withProvedPhoneNumber<T>(proved: ProvedPhoneNumber, run: () => Promise<T>): Promise<T> {
  return provedPhoneNumber.run(proved, run);
}

/** The prefix of the auth cookies (`nj.session_token`): a request without one has no session to look up. */
export const sessionCookiePrefix = "nj";

export function createAuth(options: { db: Database; config: Config; outbox: MailOutbox; logger: Logger }) {
  const { config, outbox, logger } = options;
  return betterAuth({
    appName: config.site.name,
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    database: drizzleAdapter(options.db, { provider: "pg", schema: { user, session, account, verification } }),
    trustedOrigins: config.allowedOrigins,
    telemetry: { enabled: false },
    // Better Auth's own messages go to our logger (JSON lines, redaction), never to the console.
    logger: { level: "warn", log: (level, message) => logger[level]({ component: "better-auth" }, message) },
    // Our own routes apply the limits, keyed by the real client address.
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: true,
      password: passwordHashing(config.passwordHashCost),
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user: recipient, token }) => {
        const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        // Not awaited: the answer must take as long whether or not the account exists. Queued just
        // after Better Auth stored the token (its own write, outside our transactions).
        queueMail(options.db, resetPasswordMail({ to: recipient.email, name: recipient.name, link, siteName: config.site.name })).then(
          () => outbox.wake(),
          (error: unknown) => logger.error({ err: error }, "reset mail not queued"),
        );
      },
    },
    user: {
      additionalFields: {
        role: { type: "string", required: false, input: false, defaultValue: "candidate" },
        phone: { type: "string", required: false, input: true },
        company: { type: "string", required: false, input: true },
      },
    },
    plugins: [
      phoneNumber({
        // Its send-otp endpoint (plain-text codes, no purposes) is never reachable (app.ts) nor called:
        // our routes send the codes (phone-codes.service.ts).
        sendOTP: () => {
          throw new Error("one-time codes are sent by phone-codes.service.ts, never by the phone-number plugin");
        },
        verifyOTP: async ({ phoneNumber: number }) => provedPhoneNumber.getStore()?.phoneNumber === number,
        signUpOnVerification: {
          // Better Auth needs an address; this one is never delivered (RFC 2606) nor mailed (isRealEmail).
          getTempEmail: () => `${randomUUID()}@${placeholderEmailDomain}`,
          getTempName: (number) => provedPhoneNumber.getStore()?.name ?? number,
        },
      }),
    ],
    advanced: {
      cookiePrefix: sessionCookiePrefix,
      useSecureCookies: config.publicUrl.startsWith("https:"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (candidate) => {
            const role = registrationRole.getStore();
            if (!role) return false;
            const isAdminEmail = candidate.email.toLowerCase() === config.adminEmail;
            if ((role === "admin") !== isAdminEmail) return false;
            return { data: { ...candidate, role } };
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
