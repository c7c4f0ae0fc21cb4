import { describe, expect, it } from "vitest";
import { upiNoteMaxLength, upiPaymentUri } from "./upi.ts";

const payment = { amount: 2999, note: "Course: Interview Mastery", reference: "AB12CD34EF56" };

describe("upiPaymentUri", () => {
  it("builds the intent with payee, amount in rupees, INR, the note and our reference", () => {
    const uri = upiPaymentUri({ vpa: "nagarajobs@okicici", payeeName: "Nagara Jobs" }, payment);
    expect(uri).toBe(
      "upi://pay?pa=nagarajobs@okicici&pn=Nagara%20Jobs&am=2999.00&cu=INR&tn=Course%3A%20Interview%20Mastery&tr=AB12CD34EF56",
    );
    const parsed = new URL(uri!);
    expect(parsed.protocol).toBe("upi:");
    expect(Object.fromEntries(parsed.searchParams)).toEqual({
      pa: "nagarajobs@okicici",
      pn: "Nagara Jobs",
      am: "2999.00",
      cu: "INR",
      tn: "Course: Interview Mastery",
      tr: "AB12CD34EF56",
    });
  });

  it("is null without a VPA, so the web app shows the demo QR", () => {
    expect(upiPaymentUri({ payeeName: "Nagara Jobs" }, payment)).toBeNull();
    expect(upiPaymentUri({ vpa: "  ", payeeName: "Nagara Jobs" }, payment)).toBeNull();
  });

  it("encodes every value, so a name or title cannot add or change a parameter", () => {
    const uri = upiPaymentUri(
      { vpa: "shop@upi", payeeName: "A & B + Sons = Best?" },
      { amount: 0, note: "Course: C#/.NET & SQL 100% #1", reference: "ZZZZZZZZZZZZ" },
    )!;
    const parameters = new URL(uri).searchParams;
    expect([...parameters.keys()]).toEqual(["pa", "pn", "am", "cu", "tn", "tr"]);
    expect(parameters.get("pn")).toBe("A & B + Sons = Best?");
    expect(parameters.get("tn")).toBe("Course: C#/.NET & SQL 100% #1");
    expect(parameters.get("am")).toBe("0.00");
    expect(uri).not.toContain("+");
  });

  it("keeps Kannada titles readable after decoding and shortens long notes", () => {
    const title = "ಸ್ವಂತ ಉದ್ಯಮದ ಮೂಲಗಳು ಮತ್ತು ನಿಮ್ಮ ನಗರದಲ್ಲಿ ವ್ಯಾಪಾರ ಬೆಳೆಸುವ ದಾರಿಗಳು";
    const uri = upiPaymentUri({ vpa: "shop@upi", payeeName: "Shop" }, { ...payment, note: `Course: ${title}` })!;
    const note = new URL(uri).searchParams.get("tn")!;
    expect(note.length).toBeLessThanOrEqual(upiNoteMaxLength);
    expect(title.startsWith(note.slice("Course: ".length, -1))).toBe(true);
    expect(note.startsWith("Course: ಸ್ವಂತ ಉದ್ಯಮದ")).toBe(true);
    expect(note.endsWith("…")).toBe(true);
  });
});
