/**
 * A mobile number as the server keeps it: E.164 (`+919845012345`), read by libphonenumber-js with
 * India as the region of a number typed without its country code. A landline, a number no plan has,
 * or a shape the shared schema lets through but no country uses, is a field error in the reader's
 * language like any other (the message is an i18n key).
 */
import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { z } from "zod";
import { mobileNumberField } from "@app/shared/phone-accounts";

/** The region of a number typed without `+` and a country code. */
const defaultRegion = "IN";

/** The number in E.164 if it is a valid mobile number, else null. */
export function toMobileNumber(text: string): string | null {
  const parsed = parsePhoneNumberFromString(text, defaultRegion);
  if (!parsed?.isValid()) return null;
  const type = parsed.getType();
  // Some plans (the USA's) do not tell mobiles from landlines: such a number is taken.
  return type === "MOBILE" || type === "FIXED_LINE_OR_MOBILE" ? parsed.number : null;
}

/** The shared field, normalised: what the routes validate `phoneNumber` with. */
export const mobileNumber = mobileNumberField.transform((text, context) => {
  const number = toMobileNumber(text);
  if (number) return number;
  context.addIssue({ code: "custom", message: "validation.mobile.notMobile" });
  return z.NEVER;
});
