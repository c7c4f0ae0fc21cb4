/**
 * `/api/alerts`: job alerts saved from a search, by a candidate (theirs at once) or a guest (after
 * the mailed confirmation); managed by their candidate or by the link in each alert mail; stopped in
 * one click from a mail client (RFC 8058). A guest may save one to a mobile number instead, confirmed
 * by a code sent by SMS (the accounts' code service, purpose `alert`). A guest's answer is the same
 * whether the address or number is new, has the alert waiting, has it already, or has its most alerts
 * (then it is told so, instead of a confirmation): anyone may type anyone's address. The routes of the contract are listed
 * in packages/shared/src/alerts.ts.
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import { alertTokenSchema, confirmPhoneAlertSchema, createAlertSchema, createPhoneAlertSchema, maxAlertsPerAddress, updateAlertSchema } from "@app/shared/alerts";
import { AppError, keyedFields } from "../../errors/app-error.ts";
import type { AppDependencies, AppEnv } from "../../http/env.ts";
import { notFoundHook, rateLimitedError, validationHook } from "../../http/errors.ts";
import { zValidator } from "../../http/route-docs.ts";
import { requireCandidate } from "../../http/session.ts";
import { changeAndMail } from "../../mail/outbox.ts";
import { alertManageLink, alertStopLink } from "../../notifications/phone-texts.ts";
import { queuePhoneMessages } from "../../phone/queue.ts";
import { mobileNumber } from "../accounts/mobile-number.ts";
import { consumePhoneCode, sendPhoneCode } from "../accounts/phone-codes.service.ts";
import { rateLimit } from "../rate-limits/rate-limit.middleware.ts";
import { consumeRateLimit, rateLimitRules } from "../rate-limits/rate-limits.service.ts";
import { alertConfirmationMail, alertHeldMail, alertLimitMail } from "./alert-mails.ts";
import * as alerts from "./alerts.service.ts";
import { fullAlertsSmsText, heldAlertSmsText } from "./held-alert-sms.ts";

const idParam = zValidator("param", z.object({ id: z.uuid() }), notFoundHook);
const tokenParam = zValidator("param", z.object({ token: alertTokenSchema }), notFoundHook);
const tokenAndIdParam = zValidator("param", z.object({ token: alertTokenSchema, id: z.uuid() }), notFoundHook);
const tokenQuery = zValidator("query", z.object({ token: alertTokenSchema }), notFoundHook);
const phoneAlert = createPhoneAlertSchema.extend({ phoneNumber: mobileNumber });
const phoneAlertCode = confirmPhoneAlertSchema.extend({ phoneNumber: mobileNumber });
type WithNumber = { out: { json: { phoneNumber: string } } };
const numberOf = (c: Context<AppEnv, string, WithNumber>) => c.req.valid("json").phoneNumber;

type AlertRow = Awaited<ReturnType<typeof alerts.createAlert>>["row"];

/**
 * Tells a number that it already has the alert a guest asked for again, in place of a code: one SMS
 * of the alert's news. The code routes' limits have counted the ask already.
 */
async function textHeldAlert(deps: AppDependencies, held: AlertRow): Promise<void> {
  await textInPlaceOfCode(deps, held, heldAlertSmsText(held.criteria, held.language, deps.config.site.name, alertStopLink(deps.config.publicUrl, held.stopToken)));
}

/**
 * Tells a number that has its most alerts that the one a guest asked for was not saved, in place of
 * a code, as `textHeldAlert` does; `owner` is its newest alert, whose language and link it takes.
 */
async function textFullAlerts(deps: AppDependencies, owner: AlertRow): Promise<void> {
  await textInPlaceOfCode(deps, owner, fullAlertsSmsText(owner.language, deps.config.site.name, maxAlertsPerAddress, alertManageLink(deps.config.publicUrl, owner.stopToken)));
}

/**
 * A text in place of a code goes as the code would have: at once, past the day's SMS cap too (a new
 * number's code is not held back by it), and to a number that said STOP too (marked `inPlaceOfCode`
 * for the outbox). Held back, it left the code step saying an SMS went that did not, to a number that
 * has the alert or its most, and only to such a number (ADR 072). It counts against the day's cap as
 * the alert's news does.
 */
async function textInPlaceOfCode(deps: AppDependencies, held: AlertRow, text: string): Promise<void> {
  await queuePhoneMessages(deps.db, { channel: "sms", to: held.phoneNumber!, kind: "alert", language: held.language, text, inPlaceOfCode: true });
  deps.phoneOutbox.wake();
}

export const alertsRoutes = new Hono<AppEnv>()
  .post(
    "/",
    zValidator("json", createAlertSchema, validationHook),
    rateLimit("alert", rateLimitRules.alertPerAddress),
    async (c) => {
      const input = c.req.valid("json");
      const { user, deps } = c.var;
      if (user && user.role !== "candidate") throw new AppError("candidates_only");
      // Jobs for you are drawn from a profile: a candidate's own.
      if (!user && input.kind === "for_you") throw new AppError("unauthenticated");
      if (!user && !input.email) throw new AppError("invalid_input", keyedFields({ email: ["validation.email.required"] }));
      // An account made with a phone has no address to mail alerts to until its person adds one.
      if (user && !user.email) throw new AppError("invalid_input", keyedFields({ email: ["validation.email.required"] }));
      if (!user) {
        // A guest's address gets a confirmation each time: a few a day, whoever asks for them.
        const limited = await consumeRateLimit(deps.db, `alert-email:${input.email}`, rateLimitRules.alertPerEmail);
        if (!limited.allowed) throw rateLimitedError(limited.retryAfterSeconds);
      }
      const site = { siteName: deps.config.site.name, publicUrl: deps.config.publicUrl };
      const { row: alert, created } = await changeAndMail(
        deps,
        (tx) =>
          alerts.createAlert(tx, {
            kind: input.kind,
            email: user?.email ? user.email.toLowerCase() : input.email!,
            userId: user?.id ?? null,
            criteria: input.criteria,
            frequency: input.frequency,
            language: input.language,
          }),
        ({ row, held: has, full }) =>
          has
            ? alertHeldMail(site, { ...has, email: has.email! })
            : full
              ? alertLimitMail(site, { ...full, email: full.email! }, row.criteria, maxAlertsPerAddress)
              : row.confirmedAt
                ? null
                : alertConfirmationMail(site, { ...row, email: row.email! }),
      );
      // A guest's answer is a new alert's however often the address was asked for (or has it, or has
      // its most alerts): 201.
      return c.json({ alert: alerts.toJobAlert(alert), confirmationSent: alert.confirmedAt === null }, created || !user ? 201 : 200);
    },
  )

  // A candidate's alerts go on the channels they chose (SMS among them); a number is a guest's way.
  .post(
    "/by-phone",
    zValidator("json", phoneAlert, validationHook),
    rateLimit("phone-code", rateLimitRules.phoneCodePerAddress),
    rateLimit<WithNumber>("phone-code-gap", rateLimitRules.phoneCodeGap, numberOf),
    rateLimit<WithNumber>("phone-code-number", rateLimitRules.phoneCodePerNumber, numberOf),
    async (c) => {
      const { deps, user } = c.var;
      if (user) throw new AppError("forbidden");
      const input = c.req.valid("json");
      // Asked again (Send again), the alert waiting for its code is answered and a new code sent for
      // it; a number that has the alert already, or its most alerts, is told so instead, unless a STOP
      // since the alert's confirmation holds its texts back: then a code is sent for it, which
      // confirms it afresh (ADR 075). The answer is a new alert's (201).
      const { row, held, full } = await alerts.createAlert(deps.db, { kind: "search", email: null, phoneNumber: input.phoneNumber, userId: null, criteria: input.criteria, frequency: input.frequency, language: input.language });
      if (held) await textHeldAlert(deps, held);
      else if (full) await textFullAlerts(deps, full);
      // A code is stored each time and sent only for an alert that waits for it. Texted instead that
      // it has the alert or its most, the number has a code no one was sent, so a code typed on the
      // code step is refused as any wrong one is (not right, then spent after its tries), not at once
      // as expired: that told the asker no code had gone.
      // The code is bound to the alert it is sent for: it confirms that alert and no other of the number,
      // as asked with it. An alert the number has, held back by a STOP, is changed by the code alone,
      // never by the ask, which anyone may make.
      await sendPhoneCode(
        deps,
        { purpose: "alert", phoneNumber: input.phoneNumber, alertId: row.id },
        { language: input.language, deliver: !held && !full, alertAsAsked: { frequency: input.frequency, language: input.language } },
      );
      return c.json({ alert: alerts.toJobAlert(row), codeSent: true as const }, 201);
    },
  )

  .post("/by-phone/confirm", zValidator("json", phoneAlertCode, validationHook), async (c) => {
    const { id, phoneNumber, code } = c.req.valid("json");
    const { alertAsAsked } = await consumePhoneCode(c.var.deps, { purpose: "alert", phoneNumber, alertId: id }, code);
    return c.json({ alert: await alerts.confirmPhoneAlert(c.var.deps.db, id, phoneNumber, alertAsAsked) }, 200);
  })

  .get("/", requireCandidate, async (c) => {
    return c.json({ alerts: await alerts.listCandidateAlerts(c.var.deps.db, c.var.user.id) }, 200);
  })

  .patch("/:id", requireCandidate, idParam, zValidator("json", updateAlertSchema, validationHook), async (c) => {
    const alert = await alerts.updateAlert(c.var.deps.db, { userId: c.var.user.id }, c.req.valid("param").id, c.req.valid("json"));
    return c.json({ alert }, 200);
  })

  .delete("/:id", requireCandidate, idParam, async (c) => {
    await alerts.deleteAlert(c.var.deps.db, { userId: c.var.user.id }, c.req.valid("param").id);
    return c.json({ ok: true as const }, 200);
  })

  .get("/by-token/:token", tokenParam, async (c) => {
    return c.json(await alerts.listAlertsByToken(c.var.deps.db, c.req.valid("param").token), 200);
  })

  .patch("/by-token/:token/:id", tokenAndIdParam, zValidator("json", updateAlertSchema, validationHook), async (c) => {
    const { token, id } = c.req.valid("param");
    return c.json({ alert: await alerts.updateAlert(c.var.deps.db, { token }, id, c.req.valid("json")) }, 200);
  })

  .delete("/by-token/:token/:id", tokenAndIdParam, async (c) => {
    const { token, id } = c.req.valid("param");
    await alerts.deleteAlert(c.var.deps.db, { token }, id);
    return c.json({ ok: true as const }, 200);
  })

  .post("/confirm", zValidator("json", z.object({ token: alertTokenSchema }), notFoundHook), async (c) => {
    return c.json({ alert: await alerts.confirmAlert(c.var.deps.db, c.req.valid("json").token) }, 200);
  })

  // A mail client posts `List-Unsubscribe=One-Click` as a form, without an Origin (app.ts lets this one path through).
  .post("/unsubscribe", tokenQuery, async (c) => {
    await alerts.unsubscribeAlert(c.var.deps.db, c.req.valid("query").token);
    return c.json({ ok: true as const }, 200);
  });
