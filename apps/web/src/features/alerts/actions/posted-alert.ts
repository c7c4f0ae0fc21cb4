/**
 * A guest's alert posted from /alerts/new before the page's script ran (lib/form-echo.tsx): the
 * search rides in hidden fields, where it goes and how often in the form. The server draws the page
 * for guests, so the API sends the confirmation mail, or the code by SMS; the page is drawn again
 * saying so, or with the refusal and what was typed.
 *
 * An alert to a mobile number takes two posts, as the phone's sign-in does: the number (`step`
 * `number`, or none) asks for a code and draws the code step, which carries the alert's id and the
 * number hidden (never in the address); `step=code` confirms it. The code step's "Send again" posts
 * `step=resend`, asking as the first step does (a new code for the alert still waiting for one; the
 * id that comes back is the same), and its "Change number" posts `step=change`, which only draws
 * the first step again with what was chosen.
 */
import type { ActionFunctionArgs } from "react-router";
import { confirmPhoneAlertSchema, type JobAlert } from "@app/shared/alerts";
import { api } from "@/lib/api-client";
import { answerPostedForm, postedText, redrawPostedForm } from "@/lib/form-echo";
import { alertCriteriaFields, channelOf, postedAlertSchema, postedPhoneAlertSchema, toAlertInput, toPhoneAlertInput, toPhoneCodeInput } from "../new-alert-form";

export async function newAlertAction({ request }: ActionFunctionArgs) {
  const values = await postedText(request, ["channel", "step", "email", "phoneNumber", "id", "code", "frequency", "language", ...alertCriteriaFields]);
  if (channelOf(values) === "email") {
    return answerPostedForm({
      values,
      schema: postedAlertSchema,
      call: () => api.alerts.$post({ json: toAlertInput(values) }),
      whereNext: () => null,
    });
  }
  if (values.step === "change") return redrawPostedForm(values);
  if (values.step === "code") {
    return answerPostedForm({
      values,
      schema: confirmPhoneAlertSchema,
      call: () => api.alerts["by-phone"].confirm.$post({ json: toPhoneCodeInput(values) }),
      whereNext: () => null,
    });
  }
  return answerPostedForm({
    // Which it was decides the page drawn for a refusal: the number again, or the code step still.
    values: { ...values, step: values.step === "resend" ? "resend" : "number" },
    schema: postedPhoneAlertSchema,
    call: () => api.alerts["by-phone"].$post({ json: toPhoneAlertInput(values) }),
    whereNext: () => null,
    // The code step sends back the alert's id and the number as the server read it.
    answered: ({ alert }: { alert: JobAlert }) => ({ id: alert.id, phoneNumber: alert.email }),
  });
}
