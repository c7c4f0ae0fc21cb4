import { describe, expect, it } from "vitest";
import { describeCriteria } from "./alert-mails.ts";

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
