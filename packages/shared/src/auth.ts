/**
 * Inputs of the account routes. Messages are i18n keys (packages/i18n/locales/<lang>/validation.json):
 * the web app shows them translated, the server answers with their English text.
 */
import { z } from "zod";
import { limits } from "./constants.ts";

/** An e-mail address as every form takes it: trimmed, lower-case, checked. */
export const email = z
  .string({ error: "validation.email.required" })
  .trim()
  .toLowerCase()
  .min(1, { error: "validation.email.required", abort: true })
  .max(limits.emailMax, "validation.email.invalid")
  .pipe(z.email("validation.email.invalid"));

const loginPassword = z
  .string({ error: "validation.password.required" })
  .min(1, { error: "validation.password.required", abort: true })
  .min(limits.passwordMin, "validation.password.min")
  .max(limits.passwordMax, "validation.password.max");

export const signInSchema = z.object({ email, password: loginPassword });
export type SignInInput = z.infer<typeof signInSchema>;

/** A person's full name: sign-up and the profile form. */
export const nameField = z
  .string({ error: "validation.name.required" })
  .trim()
  .min(1, { error: "validation.name.required", abort: true })
  .min(limits.nameMin, "validation.name.min")
  .max(limits.nameMax, "validation.name.max");

/**
 * A phone number of 5 to 15 digits (15 is the longest number there is), an optional leading +, and
 * single spaces or dashes between groups of digits: sign-up and the profile form. The digits are
 * counted, not the characters, so "98450 12345" is 10 digits, as its message says.
 */
export const phoneField = z
  .string({ error: "validation.phone.required" })
  .trim()
  .min(1, { error: "validation.phone.required", abort: true })
  .regex(/^\+?[0-9]+(?:[ -][0-9]+)*$/, { error: "validation.phone.invalid", abort: true })
  .refine((phone) => {
    const digits = phone.replace(/[^0-9]/g, "").length;
    return digits >= limits.phoneMin && digits <= limits.phoneMax;
  }, "validation.phone.length");

/** An employer's company name: the e-mail and the phone sign-ups. */
export const companyField = z
  .string({ error: "validation.company.requiredForEmployer" })
  .trim()
  .min(1, { error: "validation.company.requiredForEmployer", abort: true })
  .min(limits.companyMin, "validation.company.min")
  .max(limits.companyMax, "validation.company.max");

/** Unknown keys (such as `role`) are dropped: the route alone decides the role. */
export const candidateSignUpSchema = z.object({ name: nameField, email, password: loginPassword, phone: phoneField });
export const employerSignUpSchema = candidateSignUpSchema.extend({ company: companyField });
export type CandidateSignUpInput = z.infer<typeof candidateSignUpSchema>;
export type EmployerSignUpInput = z.infer<typeof employerSignUpSchema>;
export type SignUpInput = CandidateSignUpInput & { company?: string };

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

const newPassword = z
  .string({ error: "validation.reset.passwordMin" })
  .min(limits.passwordMin, "validation.reset.passwordMin")
  .max(limits.passwordMax, "validation.password.max");

/** The form's two fields; the token travels in the link and is added by the page. */
export const newPasswordFormSchema = z
  .object({ password: newPassword, confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, {
    path: ["confirmPassword"],
    error: "validation.reset.mismatch",
  });
export type NewPasswordFormInput = z.infer<typeof newPasswordFormSchema>;

export const resetPasswordSchema = z
  .object({
    token: z.string({ error: "validation.reset.missingToken" }).min(1, { error: "validation.reset.missingToken", abort: true }).max(200),
    password: newPassword,
    confirmPassword: z.string(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ["confirmPassword"],
    error: "validation.reset.mismatch",
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The body of `POST /api/accounts/sign-up/:type`; the route requires `company` for employers. */
export const signUpSchema = candidateSignUpSchema.extend({ company: companyField.optional() });
