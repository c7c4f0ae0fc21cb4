/**
 * What the notification tests share: candidates with a verified number (or a phone-only account),
 * the channels' card as a request body, reading and saving it, a person's phone outbox, and an
 * application shortlisted by the employer to make status news.
 */
import { eq } from "drizzle-orm";
import type { NotificationPreferencesInput } from "@app/shared/notifications";
import { insertResume } from "../../db/factories.ts";
import { phoneOutbox, user } from "../../db/schema/index.ts";
import { expectStatus } from "../../test/responses.ts";
import { postJob, signUpFromOwnAddress, type SignedUp, type TestApp } from "../../test/test-app.ts";

export const none = { email: false, sms: false, whatsapp: false };
export const byEmail = { email: true, sms: false, whatsapp: false };
export const bySms = { email: false, sms: true, whatsapp: false };

/** The channels' card: e-mail for every kind in English, unless told otherwise. */
export function preferences(overrides: Partial<NotificationPreferencesInput> = {}): NotificationPreferencesInput {
  return { channels: { alerts: byEmail, messages: byEmail, interviews: byEmail, status: byEmail }, language: "en", whatsappOptIn: false, ...overrides };
}

export const read = (who: SignedUp) => who.agent.api.notifications.preferences.$get();
export const save = (who: SignedUp, json: NotificationPreferencesInput) => who.agent.api.notifications.preferences.$put({ json });

/** The helpers that need the file's app and its employer (who posts the jobs applied to). */
export function notificationTestHelpers(testApp: () => TestApp, employer: () => SignedUp) {
  let numbers = 0;
  /** A fresh verified number (E.164). */
  function nextNumber(): string {
    numbers += 1;
    return `+9198450${String(numbers + Math.floor(Math.random() * 90000)).padStart(5, "0")}`;
  }

  return {
    nextNumber,

    /** A candidate whose number came back verified; with `phoneOnly`, their address is a phone-only account's stand-in. */
    async candidateWithNumber(options: { phoneOnly?: boolean } = {}) {
      const signedUp = await signUpFromOwnAddress(testApp(), "candidate");
      const phoneNumber = nextNumber();
      await testApp()
        .db.update(user)
        .set({ phoneNumber, phoneNumberVerified: true, ...(options.phoneOnly ? { email: `${phoneNumber.slice(1)}@phone.invalid` } : {}) })
        .where(eq(user.id, signedUp.user.id));
      return { ...signedUp, phoneNumber };
    },

    phoneRowsOf: (userId: string) => testApp().db.select().from(phoneOutbox).where(eq(phoneOutbox.userId, userId)).orderBy(phoneOutbox.id),

    /** An application of `candidate` to a new job of the employer's. */
    async application(candidate: SignedUp) {
      await insertResume(testApp().deps, candidate.user.id);
      const job = await postJob(employer().agent, { title: "Driver", location: "Kuvempunagar, Mysuru", type: "Full-time", description: "A driver for our tourist cabs." });
      return (await expectStatus(candidate.agent.api.applications.$post({ json: { jobId: job.id } }), 201)).application.id;
    },

    async shortlist(applicationId: string) {
      await expectStatus(employer().agent.api.applications[":id"].$patch({ param: { id: applicationId }, json: { status: "shortlisted" } }), 200);
    },
  };
}
