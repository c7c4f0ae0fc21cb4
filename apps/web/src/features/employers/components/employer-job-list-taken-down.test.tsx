/**
 * My Job Listings for a job the admin took down: the employer reads the admin's reason and what
 * became of the applicants they had not decided on (told only that the job is no longer on the
 * site, now Not selected), in English and in Kannada.
 */
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { switchLanguage } from "@/testing/language";
import { renderApp } from "@/testing/render-app";
import { dashboardApi, testEmployerJob } from "../test-utils";

const reason = "The employer asked candidates for a registration fee.";

describe("a job taken down by the admin, on its employer's dashboard", () => {
  it("gives the reason and says the undecided applicants were told only that the job is gone, and are now Not selected", async () => {
    dashboardApi({ jobs: [testEmployerJob({ title: "Security Guard", status: "taken_down", moderationReason: reason })] });
    renderApp("/employer/dashboard");

    const job = within(await screen.findByRole("article", { name: "Security Guard" }));
    expect(
      job.getByText(
        `Taken down by the admin. Reason: ${reason} Applicants you had not decided on were told only that the job is no longer on the site, and their applications are now “Not selected”.`,
      ),
    ).toBeInTheDocument();
  });

  it("says the same to an employer reading Kannada", async () => {
    await switchLanguage("kn");
    dashboardApi({ jobs: [testEmployerJob({ title: "Security Guard", status: "taken_down", moderationReason: reason })] });
    renderApp("/employer/dashboard");

    const job = within(await screen.findByRole("article", { name: "Security Guard" }));
    expect(
      job.getByText(
        `ಅಡ್ಮಿನ್ ತೆಗೆದುಹಾಕಿದ್ದಾರೆ. ಕಾರಣ: ${reason} ನೀವು ಇನ್ನೂ ನಿರ್ಧರಿಸದ ಅರ್ಜಿದಾರರಿಗೆ ಈ ಉದ್ಯೋಗ ಈಗ ವೆಬ್‌ಸೈಟ್‌ನಲ್ಲಿ ಇಲ್ಲ ಎಂದು ಮಾತ್ರ ತಿಳಿಸಲಾಗಿದೆ; ಅವರ ಅರ್ಜಿಗಳ ಸ್ಥಿತಿ ಈಗ “ಆಯ್ಕೆಯಾಗಿಲ್ಲ”.`,
      ),
    ).toBeInTheDocument();
  });
});
