/**
 * The fields of /alerts/new's form, posted or sent by the script alike: the search as hidden fields
 * (the job list's own parameters), how often, the language on screen, and a guest's address.
 */
import { z } from "zod";
import { alertCriteriaSchema, alertFrequencies, type AlertCriteria, type CreateAlertInput } from "@app/shared/alerts";
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
