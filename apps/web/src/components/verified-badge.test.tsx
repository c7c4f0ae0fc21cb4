import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { toast } from "@/components/ui/toaster";
import { testJob } from "@/testing/factories";
import { json, mockApi, renderApp } from "@/testing/render-app";
import { switchLanguage } from "@/testing/language";

afterEach(() => {
  toast.dismiss();
});

function jobPage(employerVerified: boolean) {
  const job = testJob({ title: "Loom Operator", company: "Kaveri Textiles", employerVerified });
  mockApi({ routes: { [`GET /api/jobs/${job.id}`]: () => json({ job, saved: false, application: null }) } });
  renderApp(`/jobs/${job.id}`);
}

describe("the Verified employer badge on a job's page", () => {
  it("stands beside the company of a verified employer, explained on hover", async () => {
    jobPage(true);
    const header = within((await screen.findByRole("heading", { level: 1, name: "Loom Operator" })).closest("header")!);
    const badge = header.getByText("Verified employer");
    expect(badge).toHaveAttribute("title", "The site has checked this employer's GST or Udyam registration");
    expect(header.getByText("Kaveri Textiles").parentElement).toContainElement(badge);
  });

  it("is not there for an employer not verified", async () => {
    jobPage(false);
    await screen.findByRole("heading", { level: 1, name: "Loom Operator" });
    expect(screen.queryByText("Verified employer")).not.toBeInTheDocument();
  });

  it("speaks Kannada", async () => {
    await switchLanguage("kn");
    jobPage(true);
    await screen.findByRole("heading", { level: 1, name: "Loom Operator" });
    expect(screen.getByText("ಪರಿಶೀಲಿತ ಉದ್ಯೋಗದಾತ")).toBeInTheDocument();
  });
});
