import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { toast } from "@/components/ui/toaster";
import { employerDashboardApi } from "@/testing/account-pages";
import { testCompanyPage } from "@/testing/factories";
import { json, renderApp, requestsTo } from "@/testing/render-app";

afterEach(() => {
  toast.dismiss();
});

async function renderSection(routes: Parameters<typeof employerDashboardApi>[1] = {}) {
  const fetchMock = employerDashboardApi([], routes);
  renderApp("/employer/dashboard?tab=company");
  const section = await screen.findByRole("region", { name: "Your company page" });
  return { fetchMock, section: within(section) };
}

const user = () => userEvent.setup({ applyAccept: false });

describe("the employer's company page section", () => {
  it("saves the texts, place and website, and links to the page", async () => {
    const saved = testCompanyPage({ about: "We move parcels.", locality: "Gokulam", website: "https://chamundi.example" });
    const { fetchMock, section } = await renderSection({ "PUT /api/employer/company": () => json({ page: saved }) });
    expect(section.getByRole("link", { name: "View your page" })).toHaveAttribute("href", "/companies/chamundi-logistics-1a2b3c4d");
    await user().type(section.getByLabelText("About the company"), "We move parcels.");
    await user().selectOptions(section.getByLabelText("Place"), "Gokulam");
    await user().type(section.getByLabelText("Website"), "https://chamundi.example");
    await user().click(section.getByRole("button", { name: "Save company page" }));
    expect(await screen.findByText("Company page saved")).toBeInTheDocument();
    expect(requestsTo(fetchMock, "/api/employer/company").find((request) => request.method === "PUT")?.body).toEqual({
      about: "We move parcels.",
      aboutKn: "",
      locality: "Gokulam",
      website: "https://chamundi.example",
    });
  });

  it("refuses a website that is not https before sending", async () => {
    const { fetchMock, section } = await renderSection();
    await user().type(section.getByLabelText("Website"), "http://chamundi.example");
    await user().click(section.getByRole("button", { name: "Save company page" }));
    expect(await section.findByText(/full address starting with https:\/\//)).toBeInTheDocument();
    expect(requestsTo(fetchMock, "/api/employer/company").filter((request) => request.method === "PUT")).toHaveLength(0);
  });

  it("says when the page is held for review", async () => {
    const { section } = await renderSection({ "GET /api/employer/company": () => json({ page: testCompanyPage({ status: "pending_review", flags: ["money"], about: "Pay a fee" }) }) });
    expect(section.getByRole("status")).toHaveTextContent("waiting for the admin's review");
  });

  it("checks a logo's type and size before uploading it, and uploads a PNG", async () => {
    const uploaded = testCompanyPage({ logoUrl: "/api/companies/chamundi-logistics-1a2b3c4d/logo?v=1" });
    const { fetchMock, section } = await renderSection({ "PUT /api/employer/company/logo": () => json({ page: uploaded }) });
    const input = screen.getByTestId("company-logo-input");
    await user().upload(input, new File(["<svg/>"], "logo.svg", { type: "image/svg+xml" }));
    expect(await screen.findByText("Please choose a PNG, JPEG or WebP image")).toBeInTheDocument();
    await user().upload(input, new File([new Uint8Array(1024 * 1024 + 1)], "big.png", { type: "image/png" }));
    expect(await screen.findByText("The logo is larger than 1 MB. Please choose a smaller image.")).toBeInTheDocument();
    expect(requestsTo(fetchMock, "/api/employer/company/logo")).toHaveLength(0);
    await user().upload(input, new File([new Uint8Array([137, 80, 78, 71])], "logo.png", { type: "image/png" }));
    expect(await screen.findByText("Logo uploaded")).toBeInTheDocument();
    expect(await section.findByRole("img", { name: "Chamundi Logistics logo" })).toBeInTheDocument();
    expect(requestsTo(fetchMock, "/api/employer/company/logo")).toHaveLength(1);
  });

  it("removes the logo and gives focus to Upload logo, beside where Remove logo stood, not to the page", async () => {
    const withLogo = testCompanyPage({ logoUrl: "/api/companies/chamundi-logistics-1a2b3c4d/logo?v=1" });
    const { fetchMock, section } = await renderSection({
      "GET /api/employer/company": () => json({ page: withLogo }),
      "DELETE /api/employer/company/logo": () => json({ page: testCompanyPage({ logoUrl: null }) }),
    });
    (await section.findByRole("button", { name: "Remove logo" })).focus();
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByText("Logo removed")).toBeInTheDocument();
    expect(section.queryByRole("button", { name: "Remove logo" })).not.toBeInTheDocument();
    expect(section.getByRole("button", { name: "Upload logo" })).toHaveFocus();
    expect(requestsTo(fetchMock, "/api/employer/company/logo").map(({ method }) => method)).toEqual(["DELETE"]);
  });
});
