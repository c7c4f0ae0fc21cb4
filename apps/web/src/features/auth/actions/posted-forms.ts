/**
 * The account pages' forms posted before the page's script ran (lib/form-echo.tsx): the server's
 * renderer runs these as the routes' actions, each calling the API the form's script calls.
 */
import type { ActionFunctionArgs } from "react-router";
import { candidateSignUpSchema, employerSignUpSchema, forgotPasswordSchema, signInSchema } from "@app/shared/auth";
import type { SessionUser } from "@app/shared/user";
import { api } from "@/lib/api-client";
import { answerPostedForm, postedText } from "@/lib/form-echo";
import { isSignUpType } from "../account-type.ts";
import { loginDestination } from "../hooks/use-post-login-navigation.ts";

/** Where a signed-in user goes from an account page: the page that sent them, as after the script's login. */
const afterSignIn = (request: Request) => (body: { user: SessionUser }) =>
  loginDestination(body.user.role, new URL(request.url).searchParams.get("redirectTo"));

/** The server only posts to the candidate and employer pages (apps/server/src/modules/site/web-app.ts). */
function accountType(params: ActionFunctionArgs["params"]) {
  if (!isSignUpType(params.type)) throw new Response(null, { status: 404 });
  return params.type;
}

export async function signInAction({ request, params }: ActionFunctionArgs) {
  const type = accountType(params);
  const values = await postedText(request, ["email", "password"]);
  return answerPostedForm({
    values,
    schema: signInSchema,
    call: () => api.accounts["sign-in"][":type"].$post({ param: { type }, json: values }),
    whereNext: afterSignIn(request),
  });
}

export async function signUpAction({ request, params }: ActionFunctionArgs) {
  const type = accountType(params);
  const names = type === "employer" ? (["name", "email", "phone", "company", "password"] as const) : (["name", "email", "phone", "password"] as const);
  const values = await postedText(request, names);
  return answerPostedForm({
    values,
    schema: type === "employer" ? employerSignUpSchema : candidateSignUpSchema,
    call: () => api.accounts["sign-up"][":type"].$post({ param: { type }, json: values }),
    whereNext: afterSignIn(request),
  });
}

export async function forgotPasswordAction({ request }: ActionFunctionArgs) {
  const values = await postedText(request, ["email"]);
  return answerPostedForm({
    values,
    schema: forgotPasswordSchema,
    call: () => api.accounts["forgot-password"].$post({ json: values }),
    whereNext: () => null,
  });
}
