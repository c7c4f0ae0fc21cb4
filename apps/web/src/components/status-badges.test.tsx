import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { applicationStatuses } from "@app/shared/applications";
import { ApplicationStatusBadge } from "./status-badges";
import { switchLanguage } from "@/testing/language";

function renderBadges() {
  render(
    <>
      {applicationStatuses.map((status) => (
        <ApplicationStatusBadge key={status} status={status} />
      ))}
    </>,
  );
  return applicationStatuses.map((status) => document.querySelector(`[data-status="${status}"]`));
}

describe("ApplicationStatusBadge", () => {
  it("labels and colours every application status", () => {
    const badges = renderBadges();
    expect(badges.map((badge) => badge?.textContent)).toEqual(["Pending", "Shortlisted", "Rejected", "Hired", "Not selected"]);
    expect(badges.map((badge) => badge?.className.match(/bg-(amber-100|green-100|red-100|success|secondary)\b/)?.[1])).toEqual([
      "amber-100",
      "green-100",
      "red-100",
      "success",
      // Not selected is nobody's verdict on the candidate: grey, not Rejected's red.
      "secondary",
    ]);
  });

  it("speaks Kannada", async () => {
    await switchLanguage("kn");
    renderBadges();
    for (const label of ["ಬಾಕಿ ಇದೆ", "ಶಾರ್ಟ್‌ಲಿಸ್ಟ್ ಆಗಿದೆ", "ತಿರಸ್ಕರಿಸಲಾಗಿದೆ", "ನೇಮಕವಾಗಿದೆ", "ಆಯ್ಕೆಯಾಗಿಲ್ಲ"]) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
  });
});
