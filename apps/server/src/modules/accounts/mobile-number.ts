/**
 * A mobile number as the server keeps it: E.164 (`+919845012345`), read by libphonenumber-js with
 * India as the region of a number typed without its country code. A landline, a number no plan has,
 * or a shape the shared schema lets through but no country uses, is a field error in the reader's
 * language like any other (the message is an i18n key). libphonenumber-js and its full metadata (some
 * 2.4 MB of heap) are loaded at the first number read, not with the server (ADR 077).
 */
import { z } from "zod";
import { mobileNumberField } from "@app/shared/phone-accounts";

/** The region of a number typed without `+` and a country code. */
const defaultRegion = "IN";

/** The number in E.164 if it is a valid mobile number, else null. */
export async function toMobileNumber(text: string): Promise<string | null> {
  const { parsePhoneNumberFromString } = await import("libphonenumber-js/max");
  const parsed = parsePhoneNumberFromString(text, defaultRegion);
  if (!parsed?.isValid()) return null;
  const type = parsed.getType();
  // Some plans (the USA's) do not tell mobiles from landlines: such a number is taken.
  return type === "MOBILE" || type === "FIXED_LINE_OR_MOBILE" ? parsed.number : null;
}

/** The shared field, normalised: what the routes validate `phoneNumber` with (asynchronously, as zValidator does). */
export const mobileNumber = mobileNumberField.transform(async (text, context) => {
  const number = await toMobileNumber(text);
  if (number) return number;
  context.addIssue({ code: "custom", message: "validation.mobile.notMobile" });
  return z.NEVER;
});
