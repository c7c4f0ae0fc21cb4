import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { AdminEnrollment, EnrollmentStatus } from "@app/shared/courses";
import { toast } from "@/components/ui/toaster";
import { json, mockApi, renderApp, requestsTo, testUser, type FakeRoute } from "@/testing/render-app";
import { apiError, courseList, testAdminEnrollment, testCourse } from "../test-utils";
import { switchLanguage } from "@/testing/language";

const admin = testUser({ role: "admin", name: "Site Admin", email: "admin@example.com" });
const enrollmentsTab = "/admin/courses?tab=enrollments";

function page(enrollments: AdminEnrollment[], overrides: { totalCount?: number; page?: number } = {}) {
  return json({ enrollments, totalCount: enrollments.length, page: 1, pageSize: 20, ...overrides });
}

/** One enrolment whose status the fake PATCH changes, so the list shows what was saved. */
function statusRoutes(initial: AdminEnrollment, overrides: Record<string, FakeRoute> = {}): Record<string, FakeRoute> {
  let enrollment = initial;
  return {
    "GET /api/admin/courses": () => courseList([testCourse({ id: "course1", title: "Interview Mastery" })]),
    "GET /api/admin/enrollments": () => page([enrollment]),
    [`PATCH /api/admin/enrollments/${initial.id}`]: async (request) => {
      const { status } = (await request.json()) as { status: EnrollmentStatus };
      enrollment = { ...enrollment, status, paymentStatus: status === "confirmed" ? "verified" : "pending" };
      return json({ enrollment });
    },
    ...overrides,
  };
}

function actionsOf(card: HTMLElement) {
  return within(within(card).getByRole("group")).getAllByRole("button").map((button) => button.textContent);
}

afterEach(() => {
  toast.dismiss();
});

describe("/admin/courses, Enrollments tab", () => {
  it("shows each enrolment: student, course, start date and slot, requested date, amount, UTR and status", async () => {
    mockApi({
      user: admin,
      routes: statusRoutes(
        testAdminEnrollment({
          id: "e1",
          studentName: "Kavya Gowda",
          studentEmail: "kavya@example.com",
          studentPhone: "9900112233",
          courseTitle: "Interview Mastery",
          startDate: "2025-02-03",
          timeSlot: "evening",
          requestedAt: "2025-01-31T05:00:00.000Z",
          amount: 2999,
          utr: "412345678901",
          reference: "AB12CD34EF56",
        }),
      ),
    });
    renderApp(enrollmentsTab);

    expect(await screen.findByRole("tab", { name: "Enrollments" })).toHaveAttribute("aria-selected", "true");
    const card = await screen.findByRole("article", { name: "Kavya Gowda" });
    const item = within(card);
    expect(item.getByRole("link", { name: "kavya@example.com" })).toHaveAttribute("href", "mailto:kavya@example.com");
    expect(item.getByRole("link", { name: "9900112233" })).toHaveAttribute("href", "tel:9900112233");
    expect(item.getByText("Interview Mastery")).toBeInTheDocument();
    expect(item.getByText("3 Feb 2025, Evening 5:00 PM-8:00 PM")).toBeInTheDocument();
    expect(item.getByText("31 Jan 2025")).toBeInTheDocument();
    expect(item.getByText("₹2,999")).toBeInTheDocument();
    expect(item.getByText("412345678901")).toBeInTheDocument();
    expect(item.getByText("AB12CD34EF56")).toBeInTheDocument();
    expect(item.getByText("Pending Confirmation")).toBeInTheDocument();
    expect(screen.getByText("1 enrollment")).toBeInTheDocument();
  });

  it("shows the number alone of a student who signed up with a phone (the server sends no address)", async () => {
    mockApi({ user: admin, routes: statusRoutes(testAdminEnrollment({ id: "e1", studentName: "Manjunath", studentEmail: null, studentPhone: "+919845012345" })) });
    renderApp(enrollmentsTab);

    const item = within(await screen.findByRole("article", { name: "Manjunath" }));
    expect(item.getByRole("link", { name: "+919845012345" })).toHaveAttribute("href", "tel:+919845012345");
    expect(item.queryByRole("link", { name: /@/ })).not.toBeInTheDocument();
  });

  it("confirms, cancels and resets, offering every status but the current one", async () => {
    const fetchMock = mockApi({ user: admin, routes: statusRoutes(testAdminEnrollment({ id: "e1", studentName: "Kavya Gowda" })) });
    renderApp(enrollmentsTab);

    const card = () => screen.getByRole("article", { name: "Kavya Gowda" });
    await screen.findByRole("article", { name: "Kavya Gowda" });
    // Reset is shown only when the enrolment is not pending.
    expect(actionsOf(card())).toEqual(["Confirm", "Cancel"]);

    await userEvent.click(within(card()).getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Status updated")).toBeInTheDocument();
    expect(screen.getByText("Enrollment status has been updated to Confirmed.")).toBeInTheDocument();
    await waitFor(() => expect(within(card()).getByText("Confirmed")).toBeInTheDocument());
    expect(actionsOf(card())).toEqual(["Cancel", "Reset"]);

    await userEvent.click(within(card()).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(within(card()).getByText("Cancelled")).toBeInTheDocument());
    expect(actionsOf(card())).toEqual(["Confirm", "Reset"]);

    await userEvent.click(within(card()).getByRole("button", { name: "Reset" }));
    await waitFor(() => expect(within(card()).getByText("Pending Confirmation")).toBeInTheDocument());

    expect(requestsTo(fetchMock, "/api/admin/enrollments/e1").map((request) => [request.method, request.body])).toEqual([
      ["PATCH", { status: "confirmed" }],
      ["PATCH", { status: "cancelled" }],
      ["PATCH", { status: "pending" }],
    ]);
  });

  it("says why a status change was refused, in words", async () => {
    mockApi({
      user: admin,
      routes: statusRoutes(testAdminEnrollment({ id: "e1", studentName: "Kavya Gowda" }), {
        "PATCH /api/admin/enrollments/e1": () => apiError("enrollment_status_unchanged", 409, "This enrollment is already confirmed."),
      }),
    });
    renderApp(enrollmentsTab);

    await userEvent.click(within(await screen.findByRole("article", { name: "Kavya Gowda" })).getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Update Failed")).toBeInTheDocument();
    expect(screen.getByText("This enrollment is already Confirmed.")).toBeInTheDocument();
  });

  it("filters by status and course, on the server, and pages through the results", async () => {
    const fetchMock = mockApi({
      user: admin,
      routes: {
        "GET /api/admin/courses": () =>
          courseList([testCourse({ id: "course1", title: "Interview Mastery" }), testCourse({ id: "course7", title: "Entrepreneurship Fundamentals" })]),
        "GET /api/admin/enrollments": (request) => {
          const query = new URL(request.url).searchParams;
          const requested = Number(query.get("page") ?? "1");
          return page([testAdminEnrollment({ studentName: `Student on page ${requested}` })], { totalCount: 45, page: requested });
        },
      },
    });
    renderApp(enrollmentsTab);

    expect(await screen.findByRole("article", { name: "Student on page 1" })).toBeInTheDocument();
    expect(screen.getByText("Page 1 of 3")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("article", { name: "Student on page 2" })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText("Status"), "confirmed");
    expect(await screen.findByRole("article", { name: "Student on page 1" })).toBeInTheDocument();
    await userEvent.selectOptions(await screen.findByLabelText("Course"), "Entrepreneurship Fundamentals");
    await waitFor(() => expect(requestsTo(fetchMock, "/api/admin/enrollments").at(-1)?.query).toEqual({
      status: "confirmed",
      courseId: "course7",
      page: "1",
      pageSize: "20",
    }));
    expect(requestsTo(fetchMock, "/api/admin/enrollments").map((request) => request.query.page)).toEqual(["1", "2", "1", "1"]);
  });

  it("has honest empty states", async () => {
    mockApi({
      user: admin,
      routes: { "GET /api/admin/courses": () => courseList([]), "GET /api/admin/enrollments": () => page([]) },
    });
    renderApp(enrollmentsTab);

    expect(await screen.findByRole("heading", { name: "No enrollments yet" })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText("Status"), "cancelled");
    expect(await screen.findByRole("heading", { name: "No enrollments match these filters" })).toBeInTheDocument();
  });

  it("speaks Kannada", async () => {
    await switchLanguage("kn");
    mockApi({ user: admin, routes: statusRoutes(testAdminEnrollment({ id: "e1", studentName: "Kavya Gowda", status: "confirmed" })) });
    renderApp(enrollmentsTab);

    const card = within(await screen.findByRole("article", { name: "Kavya Gowda" }));
    expect(card.getByText("ಖಚಿತವಾಗಿದೆ")).toBeInTheDocument();
    expect(card.getByRole("button", { name: "ರೀಸೆಟ್ ಮಾಡಿ" })).toBeInTheDocument();
    await userEvent.click(card.getByRole("button", { name: "ರೀಸೆಟ್ ಮಾಡಿ" }));
    expect(await screen.findByText("ಸ್ಥಿತಿ ಅಪ್‌ಡೇಟ್ ಆಗಿದೆ")).toBeInTheDocument();
    expect(screen.getByText("ನೋಂದಣಿಯ ಸ್ಥಿತಿಯನ್ನು “ಖಚಿತಪಡಿಸುವುದು ಬಾಕಿ ಇದೆ” ಎಂದು ಬದಲಿಸಲಾಗಿದೆ.")).toBeInTheDocument();
  });
});
