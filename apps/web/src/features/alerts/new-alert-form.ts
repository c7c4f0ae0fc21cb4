/**
 * The fields of /alerts/new's form, posted or sent by the script alike: the search as hidden fields
 * (the job list's own parameters), how often, the language on screen, and where a guest's alerts go
 * (`channel`): their address, or their mobile number, which a code sent to it by SMS confirms.
 */
import { z } from "zod";
import {
  alertCriteriaSchema,
  alertFrequencies,
  createPhoneAlertSchema,
  type AlertCriteria,
  type ConfirmPhoneAlertInput,
  type CreateAlertInput,
  type CreatePhoneAlertInput,
} from "@app/shared/alerts";
import { email } from "@app/shared/auth";
import { languages } from "@app/shared/constants";

export const alertCriteriaFields = ["q", "type", "location", "salaryMin", "salaryMax", "verified"] as const;

/** The search a page address (or a posted form) names; null when it names one the job list would refuse. */
export function criteriaOf(values: Partial<Record<string, string>>): AlertCriteria | null {
  const named = Object.fromEntries(alertCriteriaFields.flatMap((field) => (values[field] ? [[field, values[field]]] : [])));
  const parsed = alertCriteriaSchema.safeParse(named);
  return parsed.success ? parsed.data : null;
}

/** What the form checks before it is sent: a guest's address and how often. */
export const postedAlertSchema = z.object({ frequency: z.enum(alertFrequencies), email });

export function toAlertInput(values: Record<string, string>): CreateAlertInput {
  const language = z.enum(languages).catch("en").parse(values.language);
  return {
    criteria: criteriaOf(values) ?? {},
    frequency: z.enum(alertFrequencies).catch("instant").parse(values.frequency),
    language,
    ...(values.email ? { email: values.email } : {}),
  };
}

/** Where a guest's alerts go: the form's `channel` radio (e-mail unless SMS was chosen). */
export type AlertChannel = "email" | "sms";
export const channelOf = (values: Partial<Record<string, string>>): AlertChannel => (values.channel === "sms" ? "sms" : "email");

/** What the form checks before it asks for a code: how often, and the number. */
export const postedPhoneAlertSchema = createPhoneAlertSchema.pick({ frequency: true, phoneNumber: true });

export function toPhoneAlertInput(values: Record<string, string>): CreatePhoneAlertInput {
  const { criteria, frequency, language } = toAlertInput(values);
  return { criteria, frequency, language, phoneNumber: values.phoneNumber ?? "" };
}

/** The code step's fields: the alert and its number ride hidden, beside the code typed. */
export function toPhoneCodeInput(values: Record<string, string>): ConfirmPhoneAlertInput {
  return { id: values.id ?? "", phoneNumber: values.phoneNumber ?? "", code: values.code ?? "" };
}
