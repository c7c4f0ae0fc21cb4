/**
 * A guest's alert posted from /alerts/new before the page's script ran (lib/form-echo.tsx): the
 * search rides in hidden fields, the address and how often in the form. The server draws the page
 * for guests, so the API sends the confirmation mail; the page is drawn again saying so, or with the
 * refusal and what was typed.
 */
import type { ActionFunctionArgs } from "react-router";
import { alertCriteriaFields, postedAlertSchema, toAlertInput } from "../new-alert-form";
import { api } from "@/lib/api-client";
import { answerPostedForm, postedText } from "@/lib/form-echo";

export async function newAlertAction({ request }: ActionFunctionArgs) {
  const values = await postedText(request, ["email", "frequency", "language", ...alertCriteriaFields]);
  return answerPostedForm({
    values,
    schema: postedAlertSchema,
    call: () => api.alerts.$post({ json: toAlertInput(values) }),
    whereNext: () => null,
  });
}
