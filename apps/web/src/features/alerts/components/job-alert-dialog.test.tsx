import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { SessionUser } from "@app/shared/user";
import { toast } from "@/components/ui/toaster";
import { testJob } from "@/testing/factories";
import { fakeEventStream, json, mockApi, renderApp, requestsTo, testUser, type FakeRoute } from "@/testing/render-app";
import { apiError, noJobs, noOptions, testAlert } from "../test-utils";
import { switchLanguage } from "@/testing/language";

afterEach(() => {
  toast.dismiss();
});

const search = "/jobs?q=driver&type=Part-time&location=Hebbal&salaryMin=15000&verified=true&sort=latest&page=1";

function jobsPage({ user = null, create, jobs = false }: { user?: SessionUser | null; create?: FakeRoute; jobs?: boolean } = {}) {
  return mockApi({
    user,
    routes: {
      "GET /api/jobs": jobs
        ? () => json({ jobs: [testJob(), testJob()], totalCount: 2, moreThanCount: false, page: 1, pageSize: 10, suggestion: null })
        : noJobs,
      "GET /api/jobs/options": noOptions,
      "GET /api/alerts": () => json({ alerts: [testAlert()] }),
      ...(create ? { "POST /api/alerts": create } : {}),
    },
  });
}

async function openDialog(name = "Alert me to jobs like these") {
  await userEvent.click(await screen.findByRole("link", { name }));
  return screen.findByRole("dialog", { name });
}

describe("Alert me to jobs like these", () => {
  it("saves a candidate's alert for the search on screen, how often they chose and the language, and leads to My alerts", async () => {
    const fetchMock = jobsPage({ user: testUser(), create: () => json({ alert: testAlert({ frequency: "daily" }), confirmationSent: false }, 201) });
    const { router } = renderApp(search);
    const dialog = await openDialog();

    // What the alert will look for, read from the URL as the job list reads it (no order, no page).
    const criteria = within(dialog).getByRole("region", { name: "The alert looks for" });
    expect(
      within(criteria)
        .getAllByRole("term")
        .map((term) => term.textContent),
    ).toEqual(["Words", "Job type", "Place", "Salary"]);
    expect(
      within(criteria)
        .getAllByRole("definition")
        .map((value) => value.textContent),
    ).toEqual(["driver", "Part-time", "Hebbal", "At least ₹15,000 a month"]);
    expect(within(criteria).getByText("Verified employers only")).toBeInTheDocument();
    expect(within(dialog).getByText("Alerts go to asha@example.com, the e-mail of your account.")).toBeInTheDocument();
    expect(within(dialog).queryByRole("textbox", { name: "Your e-mail" })).not.toBeInTheDocument();

    const often = within(dialog).getByRole("group", { name: "How often?" });
    expect(within(often).getByRole("radio", { name: "As soon as a job is posted" })).toBeChecked();
    await userEvent.click(within(often).getByRole("radio", { name: /Once a day, at 8:00 AM/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save alert" }));

    const toastShown = await screen.findByText("We will e-mail asha@example.com.");
    // The toast says "Alert saved" once, as its title, not again in its text.
    expect(toastShown.closest("[data-sonner-toast]")).toHaveTextContent(/^Alert savedWe will e-mail asha@example\.com\.My alerts$/);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(requestsTo(fetchMock, "/api/alerts").map((request) => [request.method, request.body])).toEqual([
      [
        "POST",
        {
          criteria: { q: "driver", type: "Part-time", location: "Hebbal", salaryMin: 15000, verified: "true" },
          frequency: "daily",
          language: "en",
        },
      ],
    ]);

    await userEvent.click(screen.getByRole("button", { name: "My alerts" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/alerts"));
  });

  it("sends the language on screen, and speaks it", async () => {
    await switchLanguage("kn");
    const fetchMock = jobsPage({ user: testUser(), create: () => json({ alert: testAlert({ language: "kn" }), confirmationSent: false }, 201) });
    renderApp("/jobs?q=driver");
    const dialog = await openDialog("ಇಂತಹ ಉದ್ಯೋಗಗಳು ಬಂದಾಗ ನನಗೆ ತಿಳಿಸಿ");
    expect(within(dialog).getByRole("radio", { name: /ದಿನಕ್ಕೆ ಒಮ್ಮೆ, ಬೆಳಿಗ್ಗೆ 8:00 ಗಂಟೆಗೆ/ })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "ಅಲರ್ಟ್ ಉಳಿಸಿ" }));

    expect(await screen.findByText("asha@example.com ಗೆ ಇಮೇಲ್ ಮಾಡುತ್ತೇವೆ.")).toBeInTheDocument();
    expect(screen.getAllByText(/ಅಲರ್ಟ್ ಉಳಿಸಲಾಗಿದೆ/)).toHaveLength(1);
    expect(requestsTo(fetchMock, "/api/alerts").map((request) => request.body)).toEqual([{ criteria: { q: "driver" }, frequency: "instant", language: "kn" }]);
  });

  it("asks a guest for an e-mail address, checked before anything is sent", async () => {
    const fetchMock = jobsPage({ create: () => json({ alert: testAlert({ email: "ravi@example.com", confirmed: false }), confirmationSent: true }, 201) });
    renderApp(search);
    const dialog = await openDialog();
    const address = within(dialog).getByRole("textbox", { name: "Your e-mail" });
    // Before anything is sent, true whatever the address holds: a link to confirm, or word that it has the alert or its most.
    expect(address).toHaveAccessibleDescription(
      "We will first send a link to confirm the alert. If this address already has this alert, or as many alerts as it can keep, the e-mail says so instead.",
    );

    await userEvent.click(within(dialog).getByRole("button", { name: "Save alert" }));
    expect(await within(dialog).findByText("Email is required")).toBeInTheDocument();
    expect(address).toHaveAttribute("aria-invalid", "true");
    await userEvent.type(address, "ravi@");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save alert" }));
    expect(await within(dialog).findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(requestsTo(fetchMock, "/api/alerts")).toHaveLength(0);

    await userEvent.type(address, "example.com");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save alert" }));

    // The dialog stays, and says what happens next.
    const done = await screen.findByRole("dialog", { name: "Check your e-mail" });
    // True whether the address was sent a link to confirm, or word that it has this alert or its most
    // alerts (the answer is the same, so the text may not say which).
    expect(done).toHaveAccessibleDescription(
      "We have sent an e-mail to ravi@example.com about this alert. Open it and see what it says: if it asks you to confirm the alert, no jobs are sent until you do.",
    );
    // Said once, as the title: not again at the start of the text below it.
    expect(within(done).getAllByText(/Check your e-mail/)).toHaveLength(1);
    expect(requestsTo(fetchMock, "/api/alerts").map((request) => request.body)).toEqual([
      {
        criteria: { q: "driver", type: "Part-time", location: "Hebbal", salaryMin: 15000, verified: "true" },
        frequency: "instant",
        language: "en",
        email: "ravi@example.com",
      },
    ]);

    await userEvent.click(within(done).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    // Opened again, it is a new form.
    const again = await openDialog();
    expect(within(again).getByRole("textbox", { name: "Your e-mail" })).toHaveValue("");
  });

  it("tells a guest in Kannada that an e-mail about the alert went to the address, without saying it was a link to confirm", async () => {
    await switchLanguage("kn");
    jobsPage({ create: () => json({ alert: testAlert({ email: "ravi@example.com", confirmed: false, language: "kn" }), confirmationSent: true }, 201) });
    renderApp("/jobs?q=driver");
    const dialog = await openDialog("ಇಂತಹ ಉದ್ಯೋಗಗಳು ಬಂದಾಗ ನನಗೆ ತಿಳಿಸಿ");
    expect(within(dialog).getByRole("textbox", { name: "ನಿಮ್ಮ ಇಮೇಲ್" })).toHaveAccessibleDescription(
      "ಅಲರ್ಟ್ ಖಚಿತಪಡಿಸಲು ಮೊದಲು ಒಂದು ಲಿಂಕ್ ಕಳುಹಿಸುತ್ತೇವೆ. ಈ ವಿಳಾಸಕ್ಕೆ ಈ ಅಲರ್ಟ್ ಈಗಾಗಲೇ ಇದ್ದರೆ, ಅಥವಾ ಗರಿಷ್ಠ ಅಲರ್ಟ್‌ಗಳು ಇದ್ದರೆ, ಲಿಂಕ್ ಬದಲು ಅದನ್ನೇ ಇಮೇಲ್‌ನಲ್ಲಿ ತಿಳಿಸುತ್ತೇವೆ.",
    );
    await userEvent.type(within(dialog).getByRole("textbox", { name: "ನಿಮ್ಮ ಇಮೇಲ್" }), "ravi@example.com");
    await userEvent.click(within(dialog).getByRole("button", { name: "ಅಲರ್ಟ್ ಉಳಿಸಿ" }));

    const done = await screen.findByRole("dialog", { name: "ನಿಮ್ಮ ಇಮೇಲ್ ನೋಡಿ" });
    expect(done).toHaveAccessibleDescription(
      "ಈ ಅಲರ್ಟ್ ಬಗ್ಗೆ ravi@example.com ಗೆ ಒಂದು ಇಮೇಲ್ ಕಳುಹಿಸಿದ್ದೇವೆ. ಅದನ್ನು ತೆರೆದು ನೋಡಿ: ಅದರಲ್ಲಿ ಅಲರ್ಟ್ ಖಚಿತಪಡಿಸಲು ಕೇಳಿದ್ದರೆ, ನೀವು ಖಚಿತಪಡಿಸುವವರೆಗೆ ಯಾವುದೇ ಉದ್ಯೋಗ ಕಳುಹಿಸುವುದಿಲ್ಲ.",
    );
    expect(within(done).getByRole("button", { name: "ಆಯಿತು" })).toBeInTheDocument();
  });

  // Only a candidate is refused so: a guest is answered as for a new alert, and the address is mailed that it has its most.
  it("says when a candidate's address already has as many alerts as it may keep", async () => {
    jobsPage({
      user: testUser(),
      create: () => apiError(409, "alert_limit", "You can keep at most 10 alerts for one e-mail address.", { max: "10" }),
    });
    renderApp("/jobs?q=cook");
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole("button", { name: "Save alert" }));

    expect(await within(dialog).findByRole("alert")).toHaveTextContent("You can keep at most 10 alerts for one e-mail address. Delete one to add another.");
    expect(screen.getByRole("dialog", { name: "Alert me to jobs like these" })).toBeInTheDocument();
  });

  it("tells a candidate in the form that they already have an alert for this search, leading to My alerts, in English and Kannada", async () => {
    jobsPage({ user: testUser(), create: () => apiError(409, "alert_exists", "You already have an alert for this search.") });
    renderApp("/jobs?q=cook");
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole("button", { name: "Save alert" }));

    const refusal = await within(dialog).findByRole("alert");
    expect(refusal).toHaveTextContent("You already have an alert for this search. My alerts");
    expect(within(refusal).getByRole("link", { name: "My alerts" })).toHaveAttribute("href", "/alerts");

    await switchLanguage("kn");
    await userEvent.click(within(dialog).getByRole("button", { name: "ಅಲರ್ಟ್ ಉಳಿಸಿ" }));
    await waitFor(() => expect(within(dialog).getByRole("alert")).toHaveTextContent("ಈ ಹುಡುಕಾಟದ ಅಲರ್ಟ್ ನಿಮಗೆ ಈಗಾಗಲೇ ಇದೆ. ನನ್ನ ಅಲರ್ಟ್‌ಗಳು"));
  });

  it("shows the server's message for the address beside the field", async () => {
    jobsPage({
      create: () => json({ error: { code: "invalid_input", message: "Invalid input", requestId: "r1", fields: { email: ["validation.email.invalid"] } } }, 400),
    });
    renderApp("/jobs");
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Your e-mail" }), "ravi@example.com");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save alert" }));
    expect(await screen.findByText("Could not save the alert")).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: "Your e-mail" })).toHaveAccessibleDescription(
      "We will first send a link to confirm the alert. If this address already has this alert, or as many alerts as it can keep, the e-mail says so instead. Please enter a valid email address",
    );
  });

  it("is the way on in an empty list, and beside the count when there are jobs", async () => {
    jobsPage();
    const { unmount } = renderApp("/jobs?q=welder");
    const empty = (await screen.findByRole("heading", { name: "No jobs match your search" })).parentElement!;
    expect(within(empty).getByRole("link", { name: "Alert me to jobs like these" })).toBeInTheDocument();
    unmount();

    jobsPage({ jobs: true });
    renderApp("/jobs?q=driver");
    await screen.findByText("2 jobs found");
    expect(screen.getAllByRole("link", { name: "Alert me to jobs like these" })).toHaveLength(1);
  });

  it("stays open with what was typed when a live update moves the button out of the empty list", async () => {
    const events = fakeEventStream();
    let found = false;
    mockApi({
      routes: {
        "GET /api/jobs": () =>
          found ? json({ jobs: [testJob()], totalCount: 1, moreThanCount: false, page: 1, pageSize: 10, suggestion: null }) : noJobs(),
        "GET /api/jobs/options": noOptions,
        "GET /api/events": events.route,
      },
    });
    renderApp("/jobs?q=welder");
    await screen.findByRole("heading", { name: "No jobs match your search" });
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Your e-mail" }), "ravi@example.com");

    // A welder's job is posted meanwhile: the list shows it, and the button moves beside the count.
    found = true;
    events.emit("jobs");
    await screen.findByText("1 job found");
    expect(screen.getByRole("dialog", { name: "Alert me to jobs like these" })).toBe(dialog);
    expect(within(dialog).getByRole("textbox", { name: "Your e-mail" })).toHaveValue("ravi@example.com");
  });

  it.each([
    ["an employer", testUser({ role: "employer", company: "Chamundi Logistics" })],
    ["the admin", testUser({ role: "admin", email: "admin@localhost" })],
  ])("is not offered to %s", async (_who, user) => {
    jobsPage({ user, jobs: true });
    renderApp("/jobs");
    await screen.findByText("2 jobs found");
    // The account is known (the navbar shows its menu), and still no button.
    expect(await screen.findByRole("button", { name: "Account menu for Asha Rao" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Alert me to jobs like these" })).not.toBeInTheDocument();
  });
});
