import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { toast } from "@/components/ui/toaster";
import { json, mockApi, renderApp, testUser, type FakeRoute } from "@/testing/render-app";
import { apiError, testEnrollment } from "../test-utils";
import { switchLanguage } from "@/testing/language";

const myCourses = "/candidate/profile?tab=courses";

function renderMyCourses(mine: FakeRoute) {
  mockApi({ user: testUser(), routes: { "GET /api/enrollments/mine": mine } });
  return renderApp(myCourses);
}

afterEach(() => {
  toast.dismiss();
});

describe("My Courses on the candidate profile", () => {
  it("lists each enrolment with its course, start date, slot, fee and status", async () => {
    renderMyCourses(() =>
      json({
        enrollments: [
          testEnrollment({ courseId: "course1", courseTitle: "Interview Mastery", status: "pending", startDate: "2025-02-03", timeSlot: "evening" }),
          testEnrollment({ courseId: "course7", courseTitle: "Entrepreneurship Fundamentals", status: "confirmed", amount: 5999 }),
          testEnrollment({ courseId: "course2", courseTitle: "LinkedIn Profile Optimization", status: "cancelled" }),
        ],
      }),
    );

    expect(await screen.findByRole("tab", { name: "My Courses" })).toHaveAttribute("aria-selected", "true");
    const list = await screen.findByRole("list", { name: "My Courses" });
    const items = within(list).getAllByRole("listitem");
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(within(first).getByRole("link", { name: "Interview Mastery" })).toHaveAttribute("href", "/courses/course1");
    expect(within(first).getByText("Starts on 3 Feb 2025")).toBeInTheDocument();
    expect(within(first).getByText("Evening 5:00 PM-8:00 PM")).toBeInTheDocument();
    expect(within(first).getByText("₹2,999")).toBeInTheDocument();
    expect(within(first).getByText("Requested on 31 Jan 2025")).toBeInTheDocument();
    expect(within(second).getByText("₹5,999")).toBeInTheDocument();

    const labels = items.map((item) => item.querySelector("[data-status]"));
    expect(labels.map((label) => label?.textContent)).toEqual(["Pending Confirmation", "Confirmed", "Cancelled"]);
    expect(labels[0]).toHaveClass("bg-amber-100");
    expect(labels[1]).toHaveClass("bg-green-100");
    expect(labels[2]).toHaveClass("bg-red-100");
  });

  it("shows the empty state with a way to the courses", async () => {
    const { router } = renderMyCourses(() => json({ enrollments: [] }));

    expect(await screen.findByRole("heading", { name: "You have not enrolled in any courses yet" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("link", { name: "Browse Courses" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/courses"));
  });

  it("says when loading fails and loads again on retry", async () => {
    let calls = 0;
    renderMyCourses(() => {
      calls += 1;
      return calls === 1 ? apiError("internal", 500) : json({ enrollments: [testEnrollment({ courseTitle: "Loaded on retry" })] });
    });

    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Could not load your courses")).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "Loaded on retry" })).toBeInTheDocument();
  });

  it("speaks Kannada", async () => {
    await switchLanguage("kn");
    renderMyCourses(() => json({ enrollments: [testEnrollment({ status: "pending", timeSlot: "morning" })] }));

    const list = await screen.findByRole("list", { name: "ನನ್ನ ಕೋರ್ಸ್‌ಗಳು" });
    expect(within(list).getByText("ಖಚಿತಪಡಿಸುವುದು ಬಾಕಿ ಇದೆ")).toBeInTheDocument();
    expect(within(list).getByText("ಬೆಳಿಗ್ಗೆ 9:00 - ಮಧ್ಯಾಹ್ನ 12:00")).toBeInTheDocument();
    expect(within(list).getByText(/^10 \S+ 2025 ರಂದು ಆರಂಭ$/)).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "ನನ್ನ ಕೋರ್ಸ್‌ಗಳು" })).toBeInTheDocument();
  });
});
