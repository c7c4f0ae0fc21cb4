/**
 * The account pages' forms posted before the page's script ran (lib/form-echo.tsx): the server's
 * renderer runs these as the routes' actions, each calling the API the form's script calls.
 */
import type { ActionFunctionArgs } from "react-router";
import { candidateSignUpSchema, employerSignUpSchema, forgotPasswordSchema, signInSchema } from "@app/shared/auth";
import { isLanguage } from "@app/shared/constants";
import {
  candidatePhoneSignUpRequestSchema,
  candidatePhoneSignUpSchema,
  employerPhoneSignUpRequestSchema,
  employerPhoneSignUpSchema,
  phoneCodeRequestSchema,
  phoneCodeSchema,
} from "@app/shared/phone-accounts";
import type { SessionUser } from "@app/shared/user";
import { api } from "@/lib/api-client";
import { answerPostedForm, postedText } from "@/lib/form-echo";
import { isSignUpType } from "../account-type.ts";
import { phoneCodeRequest, phoneSignInRequest, type PhoneMode } from "../api/phone-sign-in.ts";
import { loginDestination, signUpDestination } from "../hooks/use-post-login-navigation.ts";

/** Where a signed-in user goes from an account page: the page that sent them, as after the script's login. */
const afterSignIn = (request: Request) => (body: { user: SessionUser }) =>
  loginDestination(body.user.role, new URL(request.url).searchParams.get("redirectTo"));

/** Where a candidate who has just signed up goes: the quick profile steps, unless a page sent them. */
const afterSignUp = (request: Request) => (body: { user: SessionUser }) =>
  signUpDestination(body.user.role, new URL(request.url).searchParams.get("redirectTo"));

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
    whereNext: afterSignUp(request),
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

/**
 * The phone page's two steps (components/phone-sign-in-page.tsx): `step=number` asks for a code and
 * draws the page again at the code step; `step=code` signs in (or up) and follows on. The code step
 * carries the first step's fields hidden, and its "Send again" posts `step=number` with them.
 */
async function phoneAction({ request, params }: ActionFunctionArgs, mode: PhoneMode) {
  const type = accountType(params);
  const detailNames = mode === "login" ? ["phoneNumber"] : type === "employer" ? ["name", "company", "phoneNumber"] : ["name", "phoneNumber"];
  const values = await postedText(request, ["step", "language", "code", ...detailNames]);
  const { step, language, code, ...details } = values;
  const smsLanguage = isLanguage(language) ? language : "en";
  const phoneDetails = { phoneNumber: details.phoneNumber ?? "", name: details.name, company: details.company };
  if (step === "code") {
    const schema = mode === "login" ? phoneCodeSchema : type === "employer" ? employerPhoneSignUpSchema : candidatePhoneSignUpSchema;
    return answerPostedForm({
      values,
      schema,
      call: () => phoneSignInRequest({ mode, type, details: phoneDetails, code: code ?? "" }),
      whereNext: mode === "signUp" ? afterSignUp(request) : afterSignIn(request),
    });
  }
  const schema = mode === "login" ? phoneCodeRequestSchema : type === "employer" ? employerPhoneSignUpRequestSchema : candidatePhoneSignUpRequestSchema;
  return answerPostedForm({
    values: { ...values, step: "number", code: "" },
    schema,
    call: () => phoneCodeRequest({ mode, type, details: phoneDetails, language: smsLanguage }),
    whereNext: () => null,
  });
}

export const phoneLoginAction = (args: ActionFunctionArgs) => phoneAction(args, "login");
export const phoneSignUpAction = (args: ActionFunctionArgs) => phoneAction(args, "signUp");
