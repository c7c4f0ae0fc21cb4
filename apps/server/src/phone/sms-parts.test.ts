/**
 * The parts an SMS takes, as an operator bills them: GSM-7 (English) 160 characters alone or 153 a
 * part, its extension characters counting twice; anything else (Kannada) UCS-2, 70 alone or 67 a part.
 */
import { describe, expect, it } from "vitest";
import { isGsm7, smsParts } from "./sms-parts.ts";

describe("smsParts", () => {
  it.each([
    ["", 1],
    ["a".repeat(160), 1],
    ["a".repeat(161), 2],
    ["a".repeat(306), 2],
    ["a".repeat(307), 3],
    // € and [ ] are GSM-7's extension: two septets each.
    ["€".repeat(80), 1],
    ["€".repeat(81), 2],
    ["Rs. 15,000 a month @ Hebbal: call 98450 12345.", 1],
  ])("counts %j as GSM-7 in %i part(s)", (text, parts) => {
    expect(isGsm7(text)).toBe(true);
    expect(smsParts(text)).toBe(parts);
  });

  it.each([
    ["ಕ".repeat(70), 1],
    ["ಕ".repeat(71), 2],
    ["ಕ".repeat(134), 2],
    ["ಕ".repeat(135), 3],
    // One Kannada letter, or a ₹, makes the whole text Unicode.
    [`${"a".repeat(69)}ಕ`, 1],
    [`Pay ₹15,000 ${"a".repeat(60)}`, 2],
    ["ನಿಮ್ಮನ್ನು ಡ್ರೈವರ್ ಕೆಲಸಕ್ಕೆ ಆಯ್ಕೆ ಮಾಡಲಾಗಿದೆ. ನಿಲ್ಲಿಸಲು STOP.", 1],
  ])("counts %j as Unicode in %i part(s)", (text, parts) => {
    expect(isGsm7(text)).toBe(false);
    expect(smsParts(text)).toBe(parts);
  });

  it("counts a character outside the BMP (an emoji) as two UCS-2 units", () => {
    expect(smsParts("🙂".repeat(35))).toBe(1);
    expect(smsParts("🙂".repeat(36))).toBe(2);
  });
});
