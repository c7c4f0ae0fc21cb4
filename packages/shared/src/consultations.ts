import { z } from "zod";
import { limits } from "./constants.ts";

/** A consultation request from the contact page; contact is a phone number or an e-mail address. */
export const consultationRequestSchema = z.object({
  name: z
    .string({ error: "validation.name.required" })
    .trim()
    .min(1, { error: "validation.name.required", abort: true })
    .min(limits.nameMin, "validation.name.min")
    .max(limits.nameMax, "validation.name.max"),
  contact: z
    .string({ error: "validation.contact.required" })
    .trim()
    .min(5, "validation.contact.required")
    .max(limits.emailMax, "validation.contact.max"),
  message: z
    .string({ error: "validation.message.required" })
    .trim()
    .min(10, "validation.message.min")
    .max(limits.consultationMessageMax, "validation.message.max"),
});
export type ConsultationRequestInput = z.infer<typeof consultationRequestSchema>;
