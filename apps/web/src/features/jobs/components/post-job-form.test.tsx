import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { toast } from "@/components/ui/toaster";
import { json, mockApi, renderApp, testUser, type FakeRoute } from "@/testing/render-app";
import { testJob } from "@/testing/factories";

afterEach(() => {
  toast.dismiss();
});

const employer = testUser({ id: "employer-1", role: "employer", company: "Chamundi Logistics" });

/** The employer dashboard's reads (one job, no counts) plus `routes`. */
function dashboardWith(routes: Record<string, FakeRoute> = {}) {
  return mockApi({
    user: employer,
    routes: {
      "GET /api/employer/stats": () => json({ activeJobs: 0, totalApplications: 0, pendingReviews: 0, totalViews: 0 }),
      "GET /api/employer/jobs": () =>
        json({ jobs: [{ ...testJob({ title: "Tailor" }), applicationCount: 0, pendingCount: 0 }], totalCount: 1, page: 1, pageSize: 10 }),
      ...routes,
    },
  });
}

async function openForm() {
  renderApp("/employer/dashboard");
  // Once the listing is there, the header's button is the only one (no empty-state invitation).
  await screen.findByRole("article", { name: "Tailor" });
  await userEvent.click(screen.getByRole("button", { name: "Post a Job" }));
  return within(await screen.findByRole("dialog", { name: "Post a Job" }));
}

function requestsTo(fetchMock: ReturnType<typeof mockApi>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => (init?.method ?? "GET").toUpperCase() === method && new URL(String(input), "http://localhost").pathname === path)
    .map(([, init]) => ({ body: JSON.parse(String(init?.body)) as unknown, headers: new Headers(init?.headers) }));
}

describe("post-job form", () => {
  it("starts with the employer's company and Full-time, and warns against phone numbers", async () => {
    dashboardWith();
    const form = await openForm();

    expect(form.getByLabelText("Company")).toHaveValue("Chamundi Logistics");
    expect(form.getByLabelText("Job type")).toHaveValue("Full-time");
    expect(within(form.getByLabelText("Job type")).getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Full-time",
      "Part-time",
      "Contract",
      "Freelance",
      "Internship",
    ]);
    expect(
      form.getByText(
        "Do not put contact phone numbers in the description. Candidates apply through the site, and you see their details with their application.",
      ),
    ).toBeInTheDocument();
  });

  it("names every missing required field and sends nothing", async () => {
    const fetchMock = dashboardWith();
    const form = await openForm();

    await userEvent.click(form.getByRole("button", { name: "Post Job" }));

    expect(await form.findByText("Job title is required")).toBeInTheDocument();
    expect(form.getByText("Location is required")).toBeInTheDocument();
    expect(form.getByText("Job description is required")).toBeInTheDocument();
    expect(form.getByLabelText("Job title")).toHaveAttribute("aria-invalid", "true");
    expect(form.getByLabelText("Company")).not.toHaveAttribute("aria-invalid");

    await userEvent.type(form.getByLabelText("Salary range (optional)"), "40000 - 20000");
    await userEvent.click(form.getByRole("button", { name: "Post Job" }));
    expect(await form.findByText("Enter the salary as an amount or a range, e.g. 15000 - 25000")).toBeInTheDocument();
    expect(requestsTo(fetchMock, "POST", "/api/jobs")).toEqual([]);
  });

  it("warns while typing when a text holds a phone number or asks for money", async () => {
    dashboardWith();
    const form = await openForm();
    const phoneWarning = "This text seems to contain a phone number. Please remove it: candidates apply through the site.";
    const moneyWarning =
      "This text seems to ask candidates for money (a fee or a deposit). Genuine employers never charge candidates, and such jobs are checked by the admin.";
    const description = form.getByLabelText("Job description");

    await userEvent.type(description, "Deliver parcels in the city.");
    expect(form.queryByText(phoneWarning)).not.toBeInTheDocument();
    expect(form.queryByText(moneyWarning)).not.toBeInTheDocument();

    await userEvent.type(description, " Call 98450 12345.");
    expect(form.getByText(phoneWarning)).toBeInTheDocument();
    expect(form.queryByText(moneyWarning)).not.toBeInTheDocument();

    await userEvent.clear(description);
    await userEvent.type(description, "A registration fee of Rs 500 is collected on joining.");
    expect(form.getByText(moneyWarning)).toBeInTheDocument();
    expect(form.queryByText(phoneWarning)).not.toBeInTheDocument();

    await userEvent.clear(description);
    expect(form.queryByText(moneyWarning)).not.toBeInTheDocument();

    // The optional texts are checked too, each under its own field.
    await userEvent.type(form.getByLabelText("Requirements (optional)"), "Security deposit needed");
    expect(form.getByText(moneyWarning)).toBeInTheDocument();
  });

  it("posts the job, says so, closes the form and then asks for a donation", async () => {
    const fetchMock = dashboardWith({
      "POST /api/jobs": async (request) => json({ job: testJob({ title: ((await request.json()) as { title: string }).title }) }, 201),
    });
    const form = await openForm();
    const statsBefore = fetchMock.mock.calls.filter(([input]) => String(input).includes("/api/employer/stats")).length;

    await userEvent.type(form.getByLabelText("Job title"), "  Delivery Executive ");
    await userEvent.type(form.getByLabelText("Location"), "Hebbal, Mysuru");
    await userEvent.selectOptions(form.getByLabelText("Job type"), "Part-time");
    await userEvent.type(form.getByLabelText("Salary range (optional)"), "15000 - 22000");
    await userEvent.type(form.getByLabelText("Job description"), "Deliver parcels.");
    await userEvent.type(form.getByLabelText("Responsibilities (optional)"), "Keep the delivery log.");
    await userEvent.click(form.getByRole("button", { name: "Post Job" }));

    expect(await screen.findByText("Job Added")).toBeInTheDocument();
    expect(screen.getByText("“Delivery Executive” is now on the job list.")).toBeInTheDocument();
    expect(requestsTo(fetchMock, "POST", "/api/jobs").map(({ body }) => body)).toEqual([
      {
        title: "Delivery Executive",
        company: "Chamundi Logistics",
        location: "Hebbal, Mysuru",
        salary: "15000 - 22000",
        type: "Part-time",
        description: "Deliver parcels.",
        responsibilities: "Keep the delivery log.",
      },
    ]);
    expect(requestsTo(fetchMock, "POST", "/api/jobs")[0]?.headers.get("content-type")).toBe("application/json");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Post a Job" })).not.toBeInTheDocument());

    expect(await screen.findByRole("dialog", { name: "Thank you for posting a job!" })).toBeInTheDocument();
    // The dashboard's counts and listing are asked for again.
    expect(fetchMock.mock.calls.filter(([input]) => String(input).includes("/api/employer/stats")).length).toBeGreaterThan(statsBefore);
  });

  it("sends the Kannada title and description with the post, checked for money and phone numbers as they are typed", async () => {
    const fetchMock = dashboardWith({
      "POST /api/jobs": async (request) => json({ job: testJob({ title: ((await request.json()) as { title: string }).title }) }, 201),
    });
    const form = await openForm();
    const kannada = within(form.getByRole("group", { name: "In Kannada" }));
    const descriptionKn = kannada.getByLabelText("Job description in Kannada (optional)");
    expect(descriptionKn).toHaveAttribute("lang", "kn");

    await userEvent.type(descriptionKn, "ಸೇರುವಾಗ ನೋಂದಣಿ ಶುಲ್ಕ ₹500.");
    expect(kannada.getByText(/seems to ask candidates for money/)).toBeInTheDocument();
    await userEvent.clear(descriptionKn);
    await userEvent.type(descriptionKn, "ಪಾರ್ಸೆಲ್ ತಲುಪಿಸುವ ಕೆಲಸ.");
    expect(kannada.queryByText(/seems to ask candidates for money/)).not.toBeInTheDocument();

    await userEvent.type(form.getByLabelText("Job title"), "Delivery Executive");
    await userEvent.type(kannada.getByLabelText("Job title in Kannada (optional)"), "ಡೆಲಿವರಿ ಹುಡುಗ");
    await userEvent.type(form.getByLabelText("Location"), "Hebbal, Mysuru");
    await userEvent.type(form.getByLabelText("Job description"), "Deliver parcels.");
    await userEvent.click(form.getByRole("button", { name: "Post Job" }));

    expect(await screen.findByText("Job Added")).toBeInTheDocument();
    expect(requestsTo(fetchMock, "POST", "/api/jobs").map(({ body }) => body)).toEqual([
      expect.objectContaining({ title: "Delivery Executive", titleKn: "ಡೆಲಿವರಿ ಹುಡುಗ", description: "Deliver parcels.", descriptionKn: "ಪಾರ್ಸೆಲ್ ತಲುಪಿಸುವ ಕೆಲಸ." }),
    ]);
  });

  it("keeps the form open with the server's field errors and the failure toast", async () => {
    dashboardWith({
      "POST /api/jobs": () =>
        json(
          {
            error: {
              code: "invalid_input",
              message: "Invalid input",
              fields: { location: ["validation.job.locationRequired"] },
              requestId: "r",
            },
          },
          400,
        ),
    });
    const form = await openForm();

    await userEvent.type(form.getByLabelText("Job title"), "Cook");
    await userEvent.type(form.getByLabelText("Location"), "Mysuru");
    await userEvent.type(form.getByLabelText("Job description"), "Cook lunch for 40 people.");
    await userEvent.click(form.getByRole("button", { name: "Post Job" }));

    expect(await screen.findByText("Error")).toBeInTheDocument();
    expect(screen.getByText("Failed to post job. Please try again.")).toBeInTheDocument();
    expect(form.getByText("Location is required")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Post a Job" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Thank you for posting a job!" })).not.toBeInTheDocument();
  });
});
