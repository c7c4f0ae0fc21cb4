import { describe, expect, it } from "vitest";
import english from "../../i18n/locales/en/validation.json" with { type: "json" };
import kannada from "../../i18n/locales/kn/validation.json" with { type: "json" };
import { phoneField } from "./auth.ts";
import { limits } from "./constants.ts";

/** The message keys a phone number gets, or [] when it is accepted. */
function phoneMessages(value: unknown): string[] {
  const result = phoneField.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("phone number", () => {
  it.each(["98450 12345", "9845012345", "+91 98450 12345", "+91-821-2345678", "12345", "123456789012345"])(
    "accepts %s",
    (phone) => expect(phoneMessages(phone)).toEqual([]),
  );

  it.each([
    ["", "validation.phone.required"],
    ["   ", "validation.phone.required"],
    [undefined, "validation.phone.required"],
    ["123", "validation.phone.length"],
    ["12 34", "validation.phone.length"],
    ["1234567890123456", "validation.phone.length"],
    ["+91 98450 12345 6789", "validation.phone.length"],
    ["98450-1234x", "validation.phone.invalid"],
    ["phone", "validation.phone.invalid"],
    ["98450  12345", "validation.phone.invalid"],
  ])("refuses %o with one message: %s", (phone, message) => {
    expect(phoneMessages(phone)).toEqual([message]);
  });

  it("counts digits, not characters: 15 digits with spaces between them pass", () => {
    expect(phoneMessages("+91 98450 12345 678")).toEqual([]);
  });

  it("states the length rule of `limits` in both languages", () => {
    for (const text of [english.phone.length, kannada.phone.length]) {
      expect(text).toContain(String(limits.phoneMin));
      expect(text).toContain(String(limits.phoneMax));
    }
  });
});
