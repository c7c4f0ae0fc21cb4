import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/testing/render-app";
import { dashboardApi, testDashboard } from "./test-utils";
import { switchLanguage } from "@/testing/language";

function visitors() {
  return within(screen.getByRole("region", { name: "Visitors" }));
}

/** The card's value and hint, as read out: the text of the term's description. */
function card(label: string) {
  return visitors().getByText(label, { selector: "dt" }).nextElementSibling?.textContent;
}

describe("dashboard visitor cards", () => {
  it("show the server's counts, grouped the Indian way", async () => {
    dashboardApi();
    renderApp("/admin/dashboard");

    await waitFor(() => expect(card("Real-time visitors")).toBe("7On the site in the last 5 minutes"));
    expect(card("Total visitors")).toBe("1,23,456Different visitors since counting began");
    expect(card("Local-area visitors")).toBe("45,678in Karnataka · IP geolocation by DB-IP");
    expect(screen.getByRole("link", { name: "IP geolocation by DB-IP" })).toHaveAttribute("href", "https://db-ip.com");
  });

  it("say the geolocation database is missing instead of a local-area number", async () => {
    const dashboard = testDashboard();
    dashboardApi({ dashboard: { ...dashboard, visitors: { ...dashboard.visitors, localArea: null } } });
    renderApp("/admin/dashboard");

    expect(
      await screen.findByText("Not available: the geolocation database is not installed on the server."),
    ).toBeInTheDocument();
    expect(card("Local-area visitors")).not.toMatch(/\d/);
    expect(card("Total visitors")).toMatch(/^1,23,456/);
  });

  it("speak Kannada", async () => {
    await switchLanguage("kn");
    dashboardApi();
    renderApp("/admin/dashboard");

    const region = within(await screen.findByRole("region", { name: "ಭೇಟಿ ನೀಡಿದವರು" }));
    expect(await region.findByText("1,23,456")).toBeInTheDocument();
    expect(region.getByText("ಕಳೆದ 5 ನಿಮಿಷಗಳಲ್ಲಿ ವೆಬ್‌ಸೈಟ್‌ನಲ್ಲಿದ್ದವರು")).toBeInTheDocument();
    expect(region.getByText(/^Karnataka ಪ್ರದೇಶದಿಂದ/)).toBeInTheDocument();
    expect(region.getByRole("link", { name: "IP ಜಿಯೋಲೊಕೇಶನ್: DB-IP" })).toBeInTheDocument();
  });
});
