import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { toast } from "@/components/ui/toaster";
import { apiError } from "@/testing/account-pages";
import { testCompanyPage, testJob } from "@/testing/factories";
import { json, mockApi, renderApp } from "@/testing/render-app";

afterEach(() => {
  toast.dismiss();
});

const slug = "kaveri-silks-1a2b3c4d";

describe("the company page", () => {
  it("shows the logo, name, badge, place, website, facts, about with the Kannada folded, and the open jobs linking back", async () => {
    const job = testJob({ title: "Loom Operator", company: "Kaveri Silks", companySlug: slug });
    mockApi({
      routes: {
        [`GET /api/companies/${slug}`]: () =>
          json({
            page: testCompanyPage({
              slug,
              name: "Kaveri Silks",
              about: "Silk weavers since 1950.",
              aboutKn: "ರೇಷ್ಮೆ ನೇಕಾರರು.",
              locality: "Gokulam",
              website: "https://kaveri.example",
              logoUrl: `/api/companies/${slug}/logo?v=1`,
              verified: true,
              hiredCount: 3,
              since: "2024-03-05T10:00:00.000Z",
              jobs: [job],
            }),
          }),
      },
    });
    renderApp(`/companies/${slug}`);

    const heading = await screen.findByRole("heading", { level: 1, name: /Kaveri Silks/ });
    expect(within(heading).getByText(/Verified/)).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Kaveri Silks logo" })).toHaveAttribute("src", `/api/companies/${slug}/logo?v=1`);
    expect(screen.getByText("Gokulam")).toBeInTheDocument();
    const website = screen.getByRole("link", { name: "Website" });
    expect(website).toHaveAttribute("href", "https://kaveri.example");
    expect(website.getAttribute("rel")).toContain("nofollow");
    expect(screen.getByText("On the site since March 2024")).toBeInTheDocument();
    expect(screen.getByText("3 people hired through the site")).toBeInTheDocument();
    expect(screen.getByText("Silk weavers since 1950.")).toBeInTheDocument();
    expect(screen.getByText("Read in Kannada")).toBeInTheDocument();
    const card = screen.getByRole("article", { name: "Loom Operator" });
    expect(within(card).getByRole("link", { name: "Kaveri Silks" })).toHaveAttribute("href", `/companies/${slug}`);
    expect(document.title).toContain("Kaveri Silks");
  });

  it("says when it has no open jobs, and shows initials without a logo", async () => {
    mockApi({ routes: { [`GET /api/companies/${slug}`]: () => json({ page: testCompanyPage({ slug, name: "Kaveri Silks" }) }) } });
    renderApp(`/companies/${slug}`);
    expect(await screen.findByText("No open jobs right now.")).toBeInTheDocument();
    expect(screen.getByText("KS")).toBeInTheDocument();
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });

  it("tells a missing page from a gone one", async () => {
    mockApi({ routes: { [`GET /api/companies/${slug}`]: () => apiError(410, "gone") } });
    renderApp(`/companies/${slug}`);
    expect(await screen.findByRole("heading", { name: "This company page is gone" })).toBeInTheDocument();
  });

  it("says a page is not found", async () => {
    mockApi({ routes: { "GET /api/companies/nope": () => apiError(404, "not_found") } });
    renderApp("/companies/nope");
    expect(await screen.findByRole("heading", { name: "Company page not found" })).toBeInTheDocument();
  });
});
