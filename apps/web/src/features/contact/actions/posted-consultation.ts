/**
 * The consultation form posted before the page's script ran (lib/form-echo.tsx). The server draws
 * the contact page for guests only and posts as one, so the API asks them to log in: the page is
 * drawn again with what they typed, which the script then keeps through the login (consultation-draft.ts).
 */
import type { ActionFunctionArgs } from "react-router";
import { consultationRequestSchema } from "@app/shared/consultations";
import { api } from "@/lib/api-client";
import { answerPostedForm, postedText } from "@/lib/form-echo";

export async function consultationAction({ request }: ActionFunctionArgs) {
  const values = await postedText(request, ["name", "contact", "message"]);
  return answerPostedForm({
    values,
    schema: consultationRequestSchema,
    call: () => api.consultations.$post({ json: values }),
    whereNext: () => null,
  });
}
