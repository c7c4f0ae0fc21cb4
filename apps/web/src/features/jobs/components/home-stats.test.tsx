import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockApi, renderApp } from "@/testing/render-app";
import { deferred, searchResult } from "../test-utils";

function counter(label: string) {
  const strip = screen.getByRole("region", { name: "The site in numbers" });
  const term = within(strip).getByText(label);
  return term.parentElement!.querySelector("dd")!;
}

describe("home statistics", () => {
  it("shows placeholders while the counts load, then each count with a plus", async () => {
    const answer = deferred<Response>();
    mockApi({ routes: { "GET /api/jobs/stats": () => answer.promise, "GET /api/jobs": () => searchResult([]) } });
    renderApp("/");

    const strip = await screen.findByRole("region", { name: "The site in numbers" });
    expect(strip).toHaveAttribute("aria-busy", "true");
    expect(within(strip).getAllByText("Loading...")).toHaveLength(3);

    answer.resolve(json({ activeJobs: 1234, candidates: 56, companies: 7 }));

    expect(await within(strip).findByText("1,234+")).toBeInTheDocument();
    expect(counter("Active Job Listings")).toHaveTextContent("1,234+");
    expect(counter("Registered Candidates")).toHaveTextContent("56+");
    expect(counter("Partner Companies")).toHaveTextContent("7+");
    expect(strip).toHaveAttribute("aria-busy", "false");
  });

  it("shows a dash, never a made-up number, when the counts cannot be loaded", async () => {
    mockApi({
      routes: {
        "GET /api/jobs/stats": () => json({ error: { code: "internal", message: "Boom", requestId: "r" } }, 500),
        "GET /api/jobs": () => searchResult([]),
      },
    });
    renderApp("/");

    const strip = await screen.findByRole("region", { name: "The site in numbers" });
    expect(await within(strip).findAllByText("—")).toHaveLength(3);
    for (const label of ["Active Job Listings", "Registered Candidates", "Partner Companies"]) {
      expect(counter(label)).toHaveTextContent("—Not available right now");
      expect(counter(label).textContent).not.toMatch(/\d/);
    }
  });

  it("leaves out a count of nothing rather than show 0+, and the whole strip when all three are nothing", async () => {
    mockApi({ routes: { "GET /api/jobs/stats": () => json({ activeJobs: 34, candidates: 8, companies: 0 }), "GET /api/jobs": () => searchResult([]) } });
    const { unmount } = renderApp("/");

    const strip = await screen.findByRole("region", { name: "The site in numbers" });
    expect(await within(strip).findByText("34+")).toBeInTheDocument();
    expect(counter("Registered Candidates")).toHaveTextContent("8+");
    expect(within(strip).queryByText("Partner Companies")).not.toBeInTheDocument();
    expect(strip).not.toHaveTextContent("0+");
    unmount();

    mockApi({ routes: { "GET /api/jobs/stats": () => json({ activeJobs: 0, candidates: 0, companies: 0 }), "GET /api/jobs": () => searchResult([]) } });
    renderApp("/");
    expect(await screen.findByRole("heading", { level: 1, name: "Find a job in your city" })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("region", { name: "The site in numbers" })).not.toBeInTheDocument());
    expect(screen.queryByText("0+")).not.toBeInTheDocument();
  });
});
