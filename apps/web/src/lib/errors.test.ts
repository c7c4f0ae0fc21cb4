import { beforeEach, describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { errorMessage } from "./errors";
import { i18n } from "./i18n";
import { switchLanguage } from "@/testing/language";

const t = i18n.t.bind(i18n);

describe("errorMessage", () => {
  beforeEach(() => i18n.changeLanguage("en"));

  it("translates the error code", () => {
    const error = new ApiError(429, { code: "rate_limited", message: "Too many", requestId: "r" });
    expect(errorMessage(t, error)).toBe("Too many attempts. Please wait a moment and try again.");
  });

  it("says in how many minutes to try again when a 429 names them, in English and Kannada", async () => {
    const error = new ApiError(429, { code: "rate_limited", message: "Too many", params: { minutes: "10" }, requestId: "r" });
    expect(errorMessage(t, error)).toBe("Too many attempts. Please try again in 10 minutes.");
    await switchLanguage("kn");
    expect(errorMessage(t, error)).toBe("ತುಂಬಾ ಸಲ ಪ್ರಯತ್ನಿಸಿದ್ದೀರಿ. ದಯವಿಟ್ಟು 10 ನಿಮಿಷದ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.");
  });

  it("asks to wait a moment when a 429's wait is under a minute", () => {
    const error = new ApiError(429, { code: "rate_limited", message: "Too many", params: { seconds: "8" }, requestId: "r" });
    expect(errorMessage(t, error)).toBe("Too many attempts. Please wait a moment and try again.");
  });

  it("shows the first field message, translated when it is a key", () => {
    const error = new ApiError(400, {
      code: "invalid_input",
      message: "Invalid",
      fields: { email: ["validation.email.invalid"] },
      requestId: "r",
    });
    expect(errorMessage(t, error)).toBe("Please enter a valid email address");
    expect(errorMessage(t, error, { fields: false })).toBe("Please correct the highlighted fields.");
  });

  it("shows a field message the server named by its key in the reader's language, not the server's English", async () => {
    const error = new ApiError(400, {
      code: "invalid_input",
      message: "Invalid",
      fields: { slot: ["This time has passed: choose a time still to come"], other: ["Only in English"] },
      fieldKeys: { slot: ["validation.interviews.slotInPast"] },
      requestId: "r",
    });
    expect(error.fields).toEqual({ slot: ["validation.interviews.slotInPast"], other: ["Only in English"] });
    await switchLanguage("kn");
    expect(errorMessage(t, error)).toBe("ಈ ಸಮಯ ಈಗಾಗಲೇ ಕಳೆದಿದೆ: ಮುಂದೆ ಬರುವ ಸಮಯ ಆರಿಸಿ");
  });

  it("falls back to the generic message for anything that is not an API error", () => {
    expect(errorMessage(t, new TypeError("Failed to fetch"))).toBe("Something went wrong. Please try again.");
  });
});
