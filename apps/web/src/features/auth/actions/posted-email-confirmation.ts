/**
 * The button of /confirm-email pressed before the page's script ran (lib/form-echo.tsx): the
 * server draws the page for guests, and the link is mostly opened in a mail app's browser, signed
 * out. The token is the page's own (`?token=`, where the form posts); the page is drawn again
 * confirmed, or with the refusal.
 */
import type { ActionFunctionArgs } from "react-router";
import { confirmEmailSchema } from "@app/shared/phone-accounts";
import { api } from "@/lib/api-client";
import { answerPostedForm } from "@/lib/form-echo";

export async function confirmEmailAction({ request }: ActionFunctionArgs) {
  const values = { token: new URL(request.url).searchParams.get("token") ?? "" };
  return answerPostedForm({
    values,
    schema: confirmEmailSchema,
    call: () => api.accounts.email.confirm.$post({ json: values }),
    whereNext: () => null,
    answered: (body: { email: string; role: string }) => ({ email: body.email, role: body.role }),
  });
}
