import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CandidateEnrollment, PaymentRequest } from "@app/shared/courses";
import { toast } from "@/components/ui/toaster";
import { json, mockApi, renderApp, requestsTo, testSite, testUser, type FakeRoute } from "@/testing/render-app";
import { apiError, testCourse, testEnrollment } from "../test-utils";
import { switchLanguage } from "@/testing/language";

const course = testCourse({
  id: "course1",
  title: "Interview Mastery",
  description: "Mock interviews every week.\nFeedback from recruiters.",
  price: 2999,
  duration: "4 weeks",
  level: "All Levels",
  enrolled: 138,
});

const demoPayment: PaymentRequest = {
  reference: "AB12CD34EF56",
  amount: 2999,
  courseTitle: "Interview Mastery",
  upiUri: null,
  payeeName: null,
};

const upiUri = "upi://pay?pa=courses@okaxis&pn=Nagara%20Jobs&am=2999&cu=INR&tn=Interview%20Mastery&tr=AB12CD34EF56";

function routes(overrides: Record<string, FakeRoute> = {}): Record<string, FakeRoute> {
  let enrollment: CandidateEnrollment | null = null;
  return {
    "GET /api/courses/course1": () => json({ course, enrollment }),
    "POST /api/courses/course1/payment-request": () => json(demoPayment),
    "POST /api/enrollments": async (request) => {
      const body = (await request.json()) as { startDate: string; timeSlot: "evening"; utr?: string };
      enrollment = testEnrollment({ courseId: "course1", startDate: body.startDate, timeSlot: body.timeSlot, utr: body.utr ?? null });
      return json({ enrollment }, 201);
    },
    ...overrides,
  };
}

/** The day buttons of the calendar are named with the day's number as shown: "Friday, 31 January 2025". */
function day(name: RegExp) {
  return screen.getByRole("button", { name });
}

/** Picks a day `monthsAhead` months after the current one (January 2025), then a time slot. */
async function chooseDateAndSlot(date: RegExp, slot: string, monthsAhead = 1) {
  const next = await screen.findByRole("button", { name: "Go to the Next Month" });
  for (let month = 0; month < monthsAhead; month += 1) await userEvent.click(next);
  await userEvent.click(await screen.findByRole("button", { name: date }));
  await userEvent.click(screen.getByRole("radio", { name: slot }));
}

beforeEach(() => {
  // 30 Jan 2025, 20:00 UTC is already 31 Jan, 01:30 in Asia/Kolkata, the site's time zone.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2025-01-30T20:00:00Z"));
});

afterEach(() => {
  vi.useRealTimers();
  toast.dismiss();
});

// Enrolling is a long walk through a form, a calendar and a dialog: more than the default 5 s under load.
describe("/courses/:id", { timeout: 30_000 }, () => {
  it("shows the course and its details, and sends a guest's Enroll Now to the candidate login", async () => {
    mockApi({ routes: routes() });
    const { router } = renderApp("/courses/course1");

    expect(await screen.findByRole("heading", { level: 1, name: "Interview Mastery" })).toBeInTheDocument();
    expect(screen.getByText(/Mock interviews every week\./)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Interview Mastery | ${testSite.name}`));
    for (const text of ["4 weeks", "All Levels", "Expert Faculty", "138 students enrolled", "₹2,999", "Career Development"]) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(screen.getByRole("link", { name: "Back to courses" })).toHaveAttribute("href", "/courses");
    expect(screen.getByText("Login as a candidate to choose your start date and time slot.")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("link", { name: "Enroll Now" }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        `/login/candidate?redirectTo=${encodeURIComponent("/courses/course1")}`,
      ),
    );
    // The login page says why, from the notice the link left it (lib/carried-notice.ts).
    expect(await screen.findByText("Login Required")).toBeInTheDocument();
  });

  it("says 'Course Not Found' for a missing or archived course", async () => {
    mockApi({ routes: { "GET /api/courses/course9": () => apiError("not_found", 404, "Not found.") } });
    renderApp("/courses/course9");

    expect(await screen.findByRole("heading", { name: "Course Not Found" })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Course Not Found | ${testSite.name}`));
    expect(screen.getByRole("link", { name: "Browse All Courses" })).toHaveAttribute("href", "/courses");
  });

  it("says when the course cannot be loaded and loads it again on retry", async () => {
    let calls = 0;
    mockApi({
      routes: routes({
        "GET /api/courses/course1": () => {
          calls += 1;
          return calls === 1 ? apiError("internal", 500) : json({ course, enrollment: null });
        },
      }),
    });
    renderApp("/courses/course1");

    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Could not load this course")).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Interview Mastery" })).toBeInTheDocument();
  });

  it("offers start dates from today to three months ahead in the site's time zone, weeks starting on Sunday", async () => {
    mockApi({ user: testUser(), routes: routes() });
    renderApp("/courses/course1");

    // Today in Mysuru is 31 January, though it is still the 30th in UTC.
    expect(await screen.findByRole("button", { name: / 31 January 2025/ })).toBeEnabled();
    expect(day(/ 30 January 2025/)).toBeDisabled();
    expect(screen.getByRole("button", { name: / 31 January 2025/ }).getAttribute("aria-label")).toMatch(/^Today/);
    const weekdays = screen.getAllByRole("columnheader", { hidden: true }).map((header) => header.getAttribute("aria-label"));
    expect(weekdays[0]).toBe("Sunday");
    expect(screen.getByText("Any day from today to 30 Apr 2025.")).toBeInTheDocument();

    expect(screen.getByRole("button", { name: "Go to the Previous Month" })).toHaveAttribute("aria-disabled", "true");
    const next = screen.getByRole("button", { name: "Go to the Next Month" });
    for (let month = 0; month < 3; month += 1) await userEvent.click(next);
    expect(screen.getByRole("grid", { name: "April 2025" })).toBeInTheDocument();
    expect(day(/ 30 April 2025/)).toBeEnabled();
    expect(next).toHaveAttribute("aria-disabled", "true");
  });

  it("asks for a date and a time slot before Proceed", async () => {
    const fetchMock = mockApi({ user: testUser(), routes: routes() });
    renderApp("/courses/course1");

    await userEvent.click(await screen.findByRole("button", { name: "Proceed" }));
    expect(await screen.findByText("Please select a date.")).toBeInTheDocument();
    expect(screen.getByText("Please select a time slot.")).toBeInTheDocument();
    expect(requestsTo(fetchMock, "/api/courses/course1/payment-request")).toEqual([]);
  });

  it("enrols a candidate: date, slot, the demo payment dialog, one enrolment for a double click, the success card", async () => {
    const fetchMock = mockApi({ user: testUser(), routes: routes() });
    renderApp("/courses/course1");

    expect(await screen.findByText("No date selected yet")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Morning 9:00 AM-12:00 PM" })).not.toBeChecked();
    expect(screen.getByRole("radio", { name: "Afternoon 1:00 PM-4:00 PM" })).toBeInTheDocument();
    await chooseDateAndSlot(/ 3 February 2025/, "Evening 5:00 PM-8:00 PM");
    expect(screen.getByText("Selected: 3 Feb 2025")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Proceed" }));

    const dialog = await screen.findByRole("dialog", { name: "Complete Your Payment" });
    expect(requestsTo(fetchMock, "/api/courses/course1/payment-request").map((request) => request.body)).toEqual([
      { startDate: "2025-02-03", timeSlot: "evening" },
    ]);
    const pay = within(dialog);
    expect(pay.getByText("Demo only — this QR code takes no money")).toBeInTheDocument();
    expect(await pay.findByRole("img", { name: "Sample QR code, demo only" })).toBeInTheDocument();
    expect(pay.getByText("₹2,999")).toBeInTheDocument();
    expect(pay.getByText("3 Feb 2025, Evening 5:00 PM-8:00 PM")).toBeInTheDocument();
    expect(pay.getByText(/Google Pay, PhonePe, Paytm, BHIM/)).toBeInTheDocument();
    expect(pay.queryByRole("link", { name: "Open UPI app" })).not.toBeInTheDocument();
    expect(dialog.innerHTML).not.toContain("upi://");

    const confirm = pay.getByRole("button", { name: "Confirm Payment" });
    expect(confirm).toBeDisabled();
    await userEvent.click(pay.getByRole("checkbox", { name: "I confirm that I have made the payment" }));
    expect(confirm).toBeEnabled();

    const utr = pay.getByLabelText("UPI transaction reference (UTR) (optional)");
    await userEvent.type(utr, "12345");
    await userEvent.click(confirm);
    expect(await pay.findByText("The UPI transaction reference (UTR) has 12 digits")).toBeInTheDocument();
    expect(requestsTo(fetchMock, "/api/enrollments")).toEqual([]);

    await userEvent.clear(utr);
    await userEvent.type(utr, "412345678901");
    await userEvent.dblClick(confirm);

    expect(await screen.findByText("Enrollment Request Submitted")).toBeInTheDocument();
    expect(screen.getByText("We'll confirm your enrollment after verifying your payment.", { selector: "[data-description]" })).toBeInTheDocument();
    expect(requestsTo(fetchMock, "/api/enrollments").map((request) => request.body)).toEqual([
      { courseId: "course1", reference: "AB12CD34EF56", startDate: "2025-02-03", timeSlot: "evening", utr: "412345678901" },
    ]);

    const success = await screen.findByRole("region", { name: "Congratulations!" });
    expect(within(success).getByRole("link", { name: "Join our WhatsApp group for class updates" })).toHaveAttribute(
      "href",
      testSite.whatsappGroupUrl,
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await userEvent.click(within(success).getByRole("button", { name: "Close" }));

    expect(await screen.findByRole("heading", { name: "Your enrollment" })).toBeInTheDocument();
    expect(screen.getByText("Pending Confirmation")).toBeInTheDocument();
    expect(screen.getByText("Starts on 3 Feb 2025")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Proceed" })).not.toBeInTheDocument();
  });

  it("with a UPI address configured shows the real payment code and, for phones, a link that opens the UPI app", async () => {
    mockApi({
      user: testUser(),
      routes: routes({
        "POST /api/courses/course1/payment-request": () => json({ ...demoPayment, upiUri, payeeName: "Nagara Jobs" }),
      }),
    });
    renderApp("/courses/course1");
    await chooseDateAndSlot(/ 31 January 2025/, "Morning 9:00 AM-12:00 PM", 0);
    await userEvent.click(screen.getByRole("button", { name: "Proceed" }));

    const dialog = within(await screen.findByRole("dialog", { name: "Complete Your Payment" }));
    expect(await dialog.findByRole("img", { name: "UPI QR code to pay ₹2,999 to Nagara Jobs" })).toBeInTheDocument();
    expect(dialog.getByRole("link", { name: "Open UPI app" })).toHaveAttribute("href", upiUri);
    expect(dialog.getByText("Paid to Nagara Jobs")).toBeInTheDocument();
    expect(dialog.queryByText("Demo only — this QR code takes no money")).not.toBeInTheDocument();
  });

  it("closes the payment dialog on Cancel without enrolling", async () => {
    const fetchMock = mockApi({ user: testUser(), routes: routes() });
    renderApp("/courses/course1");
    await chooseDateAndSlot(/ 14 February 2025/, "Afternoon 1:00 PM-4:00 PM");
    await userEvent.click(screen.getByRole("button", { name: "Proceed" }));

    const dialog = await screen.findByRole("dialog", { name: "Complete Your Payment" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(requestsTo(fetchMock, "/api/enrollments")).toEqual([]);
    expect(screen.getByRole("button", { name: "Proceed" })).toBeInTheDocument();
  });

  it.each([
    ["already_enrolled", 409, "You are already enrolled in this course.", false],
    ["utr_taken", 409, "This UPI transaction reference has already been used. Please check the number.", true],
    ["internal", 500, "There was a problem processing your enrollment. Please try again.", true],
  ])("says 'Enrollment Error' when the server answers %s", async (code, status, text, stays) => {
    mockApi({ user: testUser(), routes: routes({ "POST /api/enrollments": () => apiError(code, status) }) });
    renderApp("/courses/course1");
    await chooseDateAndSlot(/ 3 February 2025/, "Morning 9:00 AM-12:00 PM");
    await userEvent.click(screen.getByRole("button", { name: "Proceed" }));
    const dialog = await screen.findByRole("dialog", { name: "Complete Your Payment" });
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "I confirm that I have made the payment" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Confirm Payment" }));

    expect(await screen.findByText("Enrollment Error")).toBeInTheDocument();
    expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    if (stays) expect(screen.getByRole("dialog", { name: "Complete Your Payment" })).toBeInTheDocument();
    else await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.queryByRole("region", { name: "Congratulations!" })).not.toBeInTheDocument();
  });

  it("shows a candidate's enrolment in place of the form", async () => {
    mockApi({
      user: testUser(),
      routes: routes({
        "GET /api/courses/course1": () =>
          json({ course, enrollment: testEnrollment({ status: "confirmed", startDate: "2025-02-10", timeSlot: "afternoon" }) }),
      }),
    });
    renderApp("/courses/course1");

    expect(await screen.findByRole("heading", { name: "Your enrollment" })).toBeInTheDocument();
    expect(screen.getByText("Confirmed")).toBeInTheDocument();
    expect(screen.getByText("Starts on 10 Feb 2025")).toBeInTheDocument();
    expect(screen.getByText("Afternoon 1:00 PM-4:00 PM")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See My Courses" })).toHaveAttribute("href", "/candidate/profile?tab=courses");
    expect(screen.queryByRole("button", { name: "Proceed" })).not.toBeInTheDocument();
  });

  it("writes the calendar, the slots and the fee in Kannada", async () => {
    await switchLanguage("kn");
    mockApi({ user: testUser(), routes: routes() });
    renderApp("/courses/course1");

    expect(await screen.findByRole("heading", { name: "ಈ ಕೋರ್ಸ್‌ಗೆ ನೋಂದಾಯಿಸಿ" })).toBeInTheDocument();
    expect(await screen.findByText(/ಜನವರಿ/)).toBeInTheDocument();
    const weekdays = screen.getAllByRole("columnheader", { hidden: true }).map((header) => header.getAttribute("aria-label"));
    expect(weekdays[0]).toBe("ಭಾನುವಾರ");
    expect(screen.getByRole("radio", { name: "ಬೆಳಿಗ್ಗೆ 9:00 - ಮಧ್ಯಾಹ್ನ 12:00" })).toBeInTheDocument();
    expect(screen.getByText("ಕೋರ್ಸ್ ಶುಲ್ಕ", { selector: "span" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "ಮುಂದುವರಿಸಿ" }));
    expect(await screen.findByText("ದಯವಿಟ್ಟು ಒಂದು ದಿನಾಂಕ ಆರಿಸಿ.")).toBeInTheDocument();
    expect(screen.getByText("ದಯವಿಟ್ಟು ತರಗತಿಯ ಸಮಯ ಆರಿಸಿ.")).toBeInTheDocument();
  });
});
