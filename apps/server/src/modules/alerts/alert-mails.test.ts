import { describe, expect, it } from "vitest";
import { smsParts } from "../../phone/sms-parts.ts";
import { describeCriteria } from "./alert-mails.ts";
import { fullAlertsSmsText, heldAlertSmsText } from "./held-alert-sms.ts";

describe("describeCriteria: an alert's search in a mail's line", () => {
  it("names each part of the search in the alert's language, in the order the search form has them", () => {
    const criteria = { q: "driver", type: "Full-time" as const, location: "Hebbal", salaryMin: 15000, salaryMax: 25000, verified: "true" as const };
    expect(describeCriteria(criteria, "en")).toBe("driver · Full-time · Hebbal · from ₹15,000 · up to ₹25,000 · verified employers only");
    const kannada = describeCriteria(criteria, "kn");
    expect(kannada.split(" · ")).toEqual(["driver", "ಪೂರ್ಣಾವಧಿ", "Hebbal", expect.stringMatching(/^ಕನಿಷ್ಠ ₹/), expect.stringMatching(/^ಗರಿಷ್ಠ ₹/), "ಪರಿಶೀಲಿತ ಉದ್ಯೋಗದಾತರು ಮಾತ್ರ"]);
  });

  it("leaves out what the search does not name, and says every new job when it names nothing", () => {
    expect(describeCriteria({ location: "Kuvempunagar", salaryMin: 8000 }, "en")).toBe("Kuvempunagar · from ₹8,000");
    expect(describeCriteria({ q: "  " }, "en")).toBe("every new job");
    expect(describeCriteria({}, "kn")).toBe("ಎಲ್ಲಾ ಹೊಸ ಉದ್ಯೋಗಗಳು");
  });
});

describe("heldAlertSmsText: a number told it already has the alert asked for", () => {
  const stop = "https://nagarajobs.in/s/AbCdEfGhIjKlMnOp";
  it("names the site and the search while the SMS stays one part in English and two in Kannada, and leaves out a long search", () => {
    expect(heldAlertSmsText({ q: "mechanic" }, "en", "Nagara Jobs", stop)).toBe(`You already have this Nagara Jobs job alert: mechanic. Stop: ${stop}`);
    expect(heldAlertSmsText({ q: "mechanic" }, "kn", "Nagara Jobs", stop)).toBe(`ಈ Nagara Jobs ಉದ್ಯೋಗ ಅಲರ್ಟ್ ನಿಮಗೆ ಈಗಾಗಲೇ ಇದೆ: mechanic. ನಿಲ್ಲಿಸಲು ${stop}`);
    const long = { q: "experienced two wheeler and four wheeler mechanic", type: "Full-time" as const, location: "Kuvempunagar, Mysuru", salaryMin: 15000 };
    expect(heldAlertSmsText(long, "en", "Nagara Jobs", stop)).toBe(`You already have this Nagara Jobs job alert. Stop: ${stop}`);
    expect(heldAlertSmsText(long, "kn", "Nagara Jobs", stop)).toBe(`ಈ ಉದ್ಯೋಗ ಅಲರ್ಟ್ ನಿಮಗೆ ಈಗಾಗಲೇ ಇದೆ. ನಿಲ್ಲಿಸಲು ${stop}`);
    for (const language of ["en", "kn"] as const) expect(smsParts(heldAlertSmsText(long, language, "Nagara Jobs", stop))).toBe(language === "en" ? 1 : 2);
  });
});

describe("fullAlertsSmsText: a number told it has its most alerts", () => {
  const manage = "https://nagarajobs.in/m/AbCdEfGhIjKlMnOp";
  it("names the site while the SMS stays one part in English and two in Kannada, and leaves out a long name", () => {
    expect(fullAlertsSmsText("en", "Nagara Jobs", 10, manage)).toBe(`This number has 10 Nagara Jobs job alerts, the most it can keep: the new one was not saved. Manage: ${manage}`);
    expect(fullAlertsSmsText("kn", "Nagara Jobs", 10, manage)).toBe(`ಈ ಸಂಖ್ಯೆಗೆ ಈಗಾಗಲೇ ಗರಿಷ್ಠ 10 Nagara Jobs ಉದ್ಯೋಗ ಅಲರ್ಟ್‌ಗಳಿವೆ, ಹೊಸದನ್ನು ಉಳಿಸಿಲ್ಲ. ನಿರ್ವಹಿಸಲು ${manage}`);
    const longName = "Mysuru and Chamarajanagar District Jobs Portal";
    expect(fullAlertsSmsText("en", longName, 10, manage)).toBe(`This number has 10 job alerts, the most it can keep: the new one was not saved. Manage: ${manage}`);
    expect(fullAlertsSmsText("kn", longName, 10, manage)).not.toContain(longName);
    for (const language of ["en", "kn"] as const) expect(smsParts(fullAlertsSmsText(language, longName, 10, manage))).toBe(language === "en" ? 1 : 2);
  });
});
