/**
 * `/api/accounts/phone/*` and `/api/accounts/email`: signing up and in with a mobile number and a
 * one-time code, adding a number to the signed-in account (or changing it: the old number stays until
 * the new one's code comes back), removing it, and an e-mail address to an account made
 * with a phone, confirmed by a link mailed to it (ADR 054). Asking for a code answers the same
 * whether or not the number has an account; the limits are per network and per number, counted for
 * every number alike. The links to an address are limited per account and per address.
 */
import { Hono, type Context } from "hono";
import { validator } from "hono/validator";
import { z } from "zod";
import { signUpTypes, type Language } from "@app/shared/constants";
import {
  addEmailSchema,
  candidatePhoneSignUpRequestSchema,
  candidatePhoneSignUpSchema,
  confirmEmailSchema,
  employerPhoneSignUpRequestSchema,
  employerPhoneSignUpSchema,
  oneTimeCodeResendSeconds,
  phoneCodeRequestSchema,
  phoneCodeSchema,
  removePhoneNumberSchema,
  type PhoneCodeSent,
} from "@app/shared/phone-accounts";
import { AppError } from "../../errors/app-error.ts";
import { forwardCookies } from "../../http/cookies.ts";
import type { AppEnv } from "../../http/env.ts";
import { fieldsFromZod, notFoundHook, validationHook } from "../../http/errors.ts";
import { zValidator } from "../../http/route-docs.ts";
import { requireUser } from "../../http/session.ts";
import { rateLimit } from "../rate-limits/rate-limit.middleware.ts";
import { rateLimitRules } from "../rate-limits/rate-limits.service.ts";
import * as emailConfirmation from "./email-confirmation.service.ts";
import { mobileNumber } from "./mobile-number.ts";
import * as phoneAccounts from "./phone-accounts.service.ts";

const typeParam = z.object({ type: z.enum(signUpTypes) });

/** The shared schemas with the number normalised to E.164 (a landline refused). */
const codeRequest = phoneCodeRequestSchema.extend({ phoneNumber: mobileNumber });
const codeAnswer = phoneCodeSchema.extend({ phoneNumber: mobileNumber });
const numberToRemove = removePhoneNumberSchema.extend({ phoneNumber: mobileNumber });
const signUpRequests = {
  candidate: candidatePhoneSignUpRequestSchema.extend({ phoneNumber: mobileNumber }),
  employer: employerPhoneSignUpRequestSchema.extend({ phoneNumber: mobileNumber }),
};
const signUps = {
  candidate: candidatePhoneSignUpSchema.extend({ phoneNumber: mobileNumber }),
  employer: employerPhoneSignUpSchema.extend({ phoneNumber: mobileNumber }),
};

/** A sign-up's body, by the schema of the account type (employers also give their company). */
function signUpBody<Schemas extends typeof signUpRequests | typeof signUps>(schemas: Schemas) {
  return validator("json", async (value, c) => {
    const type = c.req.param("type") === "employer" ? "employer" : "candidate";
    // Asynchronously: the number is read by libphonenumber-js, loaded at the first number (mobile-number.ts).
    const result = await schemas[type].safeParseAsync(value);
    if (!result.success) throw new AppError("invalid_input", fieldsFromZod(result.error));
    return result.data as z.infer<Schemas["employer"]> | z.infer<Schemas["candidate"]>;
  });
}

/** A request's normalised number, for the limits keyed by it. */
type WithNumber = { out: { json: { phoneNumber: string } } };
const numberOf = (c: Context<AppEnv, string, WithNumber>) => c.req.valid("json").phoneNumber;
/** An address added to the account, for the limit keyed by it. */
type WithEmail = { out: { json: { email: string } } };

/** The same answer for every number: where the code went (if anywhere) and when to ask again. */
function codeSent(c: Context, phoneNumber: string) {
  return c.json({ phoneNumber, resendAfterSeconds: oneTimeCodeResendSeconds } satisfies PhoneCodeSent, 200);
}

const language = (value: { language?: Language | undefined }): Language => value.language ?? "en";

export const phoneAccountsRoutes = new Hono<AppEnv>()
  .post(
    "/phone/sign-in/:type/code",
    zValidator("param", typeParam, notFoundHook),
    zValidator("json", codeRequest, validationHook),
    rateLimit("phone-code", rateLimitRules.phoneCodePerAddress),
    rateLimit<WithNumber>("phone-code-gap", rateLimitRules.phoneCodeGap, numberOf),
    rateLimit<WithNumber>("phone-code-number", rateLimitRules.phoneCodePerNumber, numberOf),
    async (c) => {
      const input = c.req.valid("json");
      await phoneAccounts.sendSignInCode(c.var.deps, input.phoneNumber, language(input));
      return codeSent(c, input.phoneNumber);
    },
  )

  .post(
    "/phone/sign-in/:type",
    zValidator("param", typeParam, notFoundHook),
    zValidator("json", codeAnswer, validationHook),
    async (c) => {
      const signedIn = await phoneAccounts.signInByPhone(c.var.deps, c.req.valid("param").type, c.req.valid("json"), c.req.raw.headers);
      forwardCookies(c, signedIn.headers);
      return c.json({ user: signedIn.user }, 200);
    },
  )

  .post(
    "/phone/sign-up/:type/code",
    zValidator("param", typeParam, notFoundHook),
    signUpBody(signUpRequests),
    rateLimit("phone-code", rateLimitRules.phoneCodePerAddress),
    rateLimit<WithNumber>("phone-code-gap", rateLimitRules.phoneCodeGap, numberOf),
    rateLimit<WithNumber>("phone-code-number", rateLimitRules.phoneCodePerNumber, numberOf),
    async (c) => {
      const input = c.req.valid("json");
      await phoneAccounts.sendSignUpCode(c.var.deps, input.phoneNumber, language(input));
      return codeSent(c, input.phoneNumber);
    },
  )

  .post(
    "/phone/sign-up/:type",
    zValidator("param", typeParam, notFoundHook),
    signUpBody(signUps),
    async (c) => {
      const signedUp = await phoneAccounts.signUpByPhone(c.var.deps, c.req.valid("param").type, c.req.valid("json"), c.req.raw.headers);
      forwardCookies(c, signedUp.headers);
      // 201 for a new account; 200 when the number's owner was signed in to the account it has.
      return signedUp.created ? c.json({ user: signedUp.user }, 201) : c.json({ user: signedUp.user }, 200);
    },
  )

  .post(
    "/phone/number/code",
    requireUser(),
    zValidator("json", codeRequest, validationHook),
    rateLimit("phone-code", rateLimitRules.phoneCodePerAddress),
    rateLimit<WithNumber>("phone-code-gap", rateLimitRules.phoneCodeGap, numberOf),
    rateLimit<WithNumber>("phone-code-number", rateLimitRules.phoneCodePerNumber, numberOf),
    async (c) => {
      const input = c.req.valid("json");
      await phoneAccounts.sendAddNumberCode(c.var.deps, c.var.user, input.phoneNumber, language(input));
      return codeSent(c, input.phoneNumber);
    },
  )

  .post("/phone/number", requireUser(), zValidator("json", codeAnswer, validationHook), async (c) => {
    const user = await phoneAccounts.addPhoneNumber(c.var.deps, c.var.user, c.req.valid("json"));
    await c.var.deps.events.publish({ topic: "profiles", id: user.id, userIds: [user.id] });
    return c.json({ user }, 200);
  })

  // Only the signed-in account's own number, and not its only way to sign in (phone-accounts.service.ts).
  .delete("/phone/number", requireUser(), zValidator("json", numberToRemove, validationHook), async (c) => {
    const user = await phoneAccounts.removePhoneNumber(c.var.deps, c.var.user, c.req.valid("json").phoneNumber);
    await c.var.deps.events.publish({ topic: "profiles", id: user.id, userIds: [user.id] });
    return c.json({ user }, 200);
  })

  // The address is the account's only once the link mailed to it is opened (email-confirmation.service.ts).
  .post(
    "/email",
    requireUser(),
    zValidator("json", addEmailSchema, validationHook),
    rateLimit("add-email-account", rateLimitRules.signUpPerContact, (c) => c.var.user?.id ?? ""),
    rateLimit<WithEmail>("add-email-address", rateLimitRules.alertPerEmail, (c) => c.req.valid("json").email),
    async (c) => {
      const input = c.req.valid("json");
      const pending = await emailConfirmation.requestEmailConfirmation(c.var.deps, c.var.user, input.email, language(input));
      return c.json({ pending, confirmationSent: true as const }, 200);
    },
  )

  .get("/email/pending", requireUser(), async (c) => {
    return c.json({ pending: await emailConfirmation.pendingEmail(c.var.deps, c.var.user) }, 200);
  })

  // The mailed link's page posts here, signed in or not (often on another device): the token is the proof.
  .post("/email/confirm", zValidator("json", confirmEmailSchema, validationHook), async (c) => {
    const user = await emailConfirmation.confirmEmail(c.var.deps, c.req.valid("json").token, c.var.user);
    await c.var.deps.events.publish({ topic: "profiles", id: user.id, userIds: [user.id] });
    // The role, for the page to lead on to the right login.
    return c.json({ email: user.email!, role: user.role }, 200);
  });
