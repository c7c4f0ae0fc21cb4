import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { toast } from "@/components/ui/toaster";
import { mockApi, renderApp } from "@/testing/render-app";
import { deferred, emptyStats, filterOptions, queriesTo, searchResult } from "../test-utils";
import { testJob } from "@/testing/factories";
import { switchLanguage } from "@/testing/language";

afterEach(() => {
  toast.dismiss();
});

const jobs = [
  testJob({ title: "Delivery Executive", type: "Part-time", salaryMin: 15000, salaryMax: 22000 }),
  testJob({ title: "Shop Assistant", salaryMin: 18000, salaryMax: 18000, postedAt: "2024-03-04T08:00:00.000Z" }),
  testJob({ title: "Tailor", salaryMin: null, salaryMax: null, postedAt: "2026-11-21T06:00:00.000Z" }),
];

function card(title: string) {
  return screen.getByRole("article", { name: title });
}

describe("job card", () => {
  it("shows the home page's 3 newest jobs as featured cards", async () => {
    const fetchMock = mockApi({
      routes: { "GET /api/jobs": () => searchResult(jobs), "GET /api/jobs/stats": emptyStats },
    });
    renderApp("/");

    const section = await screen.findByRole("region", { name: "Featured Jobs" });
    expect(queriesTo(fetchMock, "/api/jobs")).toEqual([{ pageSize: "3" }]);
    expect(within(section).getAllByRole("article")).toHaveLength(3);

    const delivery = within(card("Delivery Executive"));
    expect(delivery.getByText("Chamundi Logistics")).toBeInTheDocument();
    expect(delivery.getByText("Vijayanagar, Mysuru")).toBeInTheDocument();
    expect(delivery.getByText("₹15,000 - ₹22,000 per month")).toBeInTheDocument();
    expect(delivery.getByText("Part-time")).toBeInTheDocument();
    expect(delivery.getByText("Posted on 5 Mar 2024")).toBeInTheDocument();
    expect(delivery.getByText("Featured")).toBeInTheDocument();
    expect(delivery.getByRole("link", { name: "View Details" })).toHaveAttribute("href", `/jobs/${jobs[0]!.id}`);
    expect(card("Delivery Executive").className).toContain("border-highlight");

    expect(within(card("Shop Assistant")).getByText("₹18,000 per month")).toBeInTheDocument();
    expect(within(card("Shop Assistant")).getByText("Posted on 4 Mar 2024")).toBeInTheDocument();
    expect(within(card("Tailor")).getByText("Salary not specified")).toBeInTheDocument();
    expect(within(card("Tailor")).getByText("Posted on 21 Nov 2026")).toBeInTheDocument();
    expect(within(section).getByRole("link", { name: "View All Jobs" })).toHaveAttribute("href", "/jobs");
  });

  it("links the title to the job, with one tab stop per card", async () => {
    mockApi({ routes: { "GET /api/jobs": () => searchResult(jobs), "GET /api/jobs/options": () => filterOptions() } });
    const { router } = renderApp("/jobs");

    const delivery = within(await screen.findByRole("article", { name: "Delivery Executive" }));
    const title = delivery.getByRole("link", { name: "Delivery Executive" });
    expect(delivery.getByRole("heading", { level: 3, name: "Delivery Executive" })).toContainElement(title);
    expect(title).toHaveAttribute("href", `/jobs/${jobs[0]!.id}`);
    // View Details leads to the same page: a pointer target, not a second stop for the keyboard.
    expect(delivery.getByRole("link", { name: "View Details" })).toHaveAttribute("tabindex", "-1");

    title.focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(within(card("Shop Assistant")).getByRole("link", { name: "Shop Assistant" }));
    await userEvent.click(title);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/jobs/${jobs[0]!.id}`));
  });

  it("writes salary, type and date the Kannada way", async () => {
    await switchLanguage("kn");
    mockApi({ routes: { "GET /api/jobs": () => searchResult(jobs), "GET /api/jobs/stats": emptyStats } });
    renderApp("/");

    await screen.findByRole("region", { name: "ವಿಶೇಷ ಉದ್ಯೋಗಗಳು" });
    const delivery = within(card("Delivery Executive"));
    expect(delivery.getByText("ತಿಂಗಳಿಗೆ ₹15,000 - ₹22,000")).toBeInTheDocument();
    expect(delivery.getByText("ಅರೆಕಾಲಿಕ")).toBeInTheDocument();
    expect(delivery.getByText("ಪೋಸ್ಟ್ ಮಾಡಿದ ದಿನ: 5 ಮಾರ್ಚ್ 2024")).toBeInTheDocument();
    expect(delivery.getByText("ವಿಶೇಷ")).toBeInTheDocument();
    expect(within(card("Tailor")).getByText("ಸಂಬಳ ತಿಳಿಸಿಲ್ಲ")).toBeInTheDocument();
  });

  it("titles a job with its Kannada title for a Kannada reader and its English one otherwise", async () => {
    const bilingual = [testJob({ title: "Weaver", titleKn: "ನೇಕಾರ" }), testJob({ title: "Dyer" })];
    mockApi({ routes: { "GET /api/jobs": () => searchResult(bilingual), "GET /api/jobs/stats": emptyStats } });
    const { unmount } = renderApp("/");
    expect(await screen.findByRole("article", { name: "Weaver" })).toBeInTheDocument();
    unmount();

    await switchLanguage("kn");
    renderApp("/");
    expect(await screen.findByRole("article", { name: "ನೇಕಾರ" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "ನೇಕಾರ" })).toBeInTheDocument();
    expect(screen.getByRole("article", { name: "Dyer" })).toBeInTheDocument();
  });

  it("keeps Featured Jobs hidden while the jobs load", async () => {
    const answer = deferred<Response>();
    mockApi({ routes: { "GET /api/jobs": () => answer.promise, "GET /api/jobs/stats": emptyStats } });
    renderApp("/");

    expect(await screen.findByRole("heading", { level: 2, name: "Why Choose Us" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Featured Jobs" })).not.toBeInTheDocument();
    answer.resolve(await searchResult(jobs));
    expect(await screen.findByRole("region", { name: "Featured Jobs" })).toBeInTheDocument();
  });

  it("shows the Verified employer badge beside a verified employer's company only, in both languages", async () => {
    const verified = [testJob({ title: "Loom Operator", company: "Kaveri Textiles", employerVerified: true }), testJob({ title: "Cook" })];
    mockApi({ routes: { "GET /api/jobs": () => searchResult(verified), "GET /api/jobs/options": () => filterOptions() } });
    renderApp("/jobs");

    const loom = within(await screen.findByRole("article", { name: "Loom Operator" }));
    expect(loom.getByText("Verified employer")).toHaveAttribute("title", "The site has checked this employer's GST or Udyam registration");
    expect(loom.getByText("Kaveri Textiles").parentElement).toContainElement(loom.getByText("Verified employer"));
    expect(within(card("Cook")).queryByText("Verified employer")).not.toBeInTheDocument();

    await switchLanguage("kn");
    expect(await loom.findByText("ಪರಿಶೀಲಿತ ಉದ್ಯೋಗದಾತ")).toBeInTheDocument();
  });

  it("marks no job as featured in the job list", async () => {
    mockApi({ routes: { "GET /api/jobs": () => searchResult(jobs), "GET /api/jobs/options": () => filterOptions() } });
    renderApp("/jobs");

    expect(await screen.findByRole("article", { name: "Delivery Executive" })).toBeInTheDocument();
    expect(screen.queryByText("Featured")).not.toBeInTheDocument();
  });
});
