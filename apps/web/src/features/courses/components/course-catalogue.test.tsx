import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { toast } from "@/components/ui/toaster";
import { json, mockApi, renderApp, requestsTo, testUser, type FakeRoute } from "@/testing/render-app";
import { apiError, courseList, testCourse, testEnrollment } from "../test-utils";
import { switchLanguage } from "@/testing/language";

function pathOf(router: ReturnType<typeof renderApp>["router"]) {
  const { pathname, search, hash } = router.state.location;
  return `${pathname}${search}${hash}`;
}

function card(title: string) {
  return screen.getByRole("article", { name: title });
}

afterEach(() => {
  toast.dismiss();
});

describe("/courses", () => {
  it("shows the skills development heading and each course's card with rupees grouped the Indian way", async () => {
    const courses = [
      testCourse({ id: "course1", title: "Interview Mastery", price: 2999, duration: "4 weeks", enrolled: 138, level: "All Levels" }),
      testCourse({
        id: "course7",
        title: "Entrepreneurship Fundamentals",
        category: "entrepreneurship",
        price: 100000,
        duration: "10 weeks",
        enrolled: 1,
        level: "Beginner",
        instructor: "Meera Rao",
      }),
    ];
    mockApi({ routes: { "GET /api/courses": () => courseList(courses) } });
    renderApp("/courses");

    expect(await screen.findByRole("heading", { level: 1, name: "Skills Development Courses" })).toBeInTheDocument();
    const list = await screen.findByRole("list", { name: "Courses" });
    expect(within(list).getAllByRole("article")).toHaveLength(2);

    const interview = within(card("Interview Mastery"));
    expect(interview.getByText("₹2,999")).toBeInTheDocument();
    expect(interview.getByText("4 weeks")).toBeInTheDocument();
    expect(interview.getByText("Expert Faculty")).toBeInTheDocument();
    expect(interview.getByText("All Levels")).toBeInTheDocument();
    expect(interview.getByText("138 students enrolled")).toBeInTheDocument();
    expect(interview.getByText("Career Development")).toBeInTheDocument();
    expect(interview.getByRole("link", { name: "Interview Mastery" })).toHaveAttribute("href", "/courses/course1");
    expect(interview.getByRole("link", { name: "View Course" })).toHaveAttribute("href", "/courses/course1");

    const business = within(card("Entrepreneurship Fundamentals"));
    expect(business.getByText("₹1,00,000")).toBeInTheDocument();
    expect(business.getByText("Meera Rao")).toBeInTheDocument();
    expect(business.getByText("1 student enrolled")).toBeInTheDocument();
    expect(business.getByText("Entrepreneurship")).toBeInTheDocument();
  });

  it("keeps the tab and the category in the URL and asks the server for them", async () => {
    const fetchMock = mockApi({
      routes: {
        "GET /api/courses": (request) => {
          const query = new URL(request.url).searchParams;
          const title = `${query.get("view") ?? "all"} ${query.get("category") ?? "any"}`;
          return courseList([testCourse({ title })]);
        },
      },
    });
    const { router } = renderApp("/courses");
    expect(await screen.findByRole("article", { name: "all any" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("tab", { name: "Most Popular" }));
    expect(await screen.findByRole("article", { name: "popular any" })).toBeInTheDocument();
    expect(pathOf(router)).toBe("/courses?view=popular");
    expect(screen.getByRole("tab", { name: "Most Popular" })).toHaveAttribute("aria-selected", "true");

    const categories = screen.getByRole("group", { name: "Category" });
    expect(within(categories).getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(within(categories).getByRole("button", { name: "Entrepreneurship" }));
    expect(await screen.findByRole("article", { name: "popular entrepreneurship" })).toBeInTheDocument();
    expect(pathOf(router)).toBe("/courses?view=popular&category=entrepreneurship");
    expect(within(categories).getByRole("button", { name: "Entrepreneurship" })).toHaveAttribute("aria-pressed", "true");

    await userEvent.click(screen.getByRole("tab", { name: "All Courses" }));
    expect(await screen.findByRole("article", { name: "all entrepreneurship" })).toBeInTheDocument();
    expect(pathOf(router)).toBe("/courses?category=entrepreneurship");

    expect(requestsTo(fetchMock, "/api/courses").map((request) => request.query)).toEqual([
      { view: "all" },
      { view: "popular" },
      { view: "popular", category: "entrepreneurship" },
      { view: "all", category: "entrepreneurship" },
    ]);
  });

  it("moves between the tabs with the arrow keys, Home and End, and chooses one with Enter only, as WAI-ARIA's tabs do", async () => {
    mockApi({ routes: { "GET /api/courses": (request) => courseList([testCourse({ title: new URL(request.url).searchParams.get("view") ?? "all" })]) } });
    const { router } = renderApp("/courses");
    expect(await screen.findByRole("article", { name: "all" })).toBeInTheDocument();
    const all = screen.getByRole("tab", { name: "All Courses" });
    const popular = screen.getByRole("tab", { name: "Most Popular" });
    // One tab stop: the chosen tab's; the panel is named by it.
    expect(all).toHaveAttribute("tabindex", "0");
    expect(popular).toHaveAttribute("tabindex", "-1");
    expect(screen.getByRole("tabpanel", { name: "All Courses" })).toHaveAttribute("id", all.getAttribute("aria-controls"));

    all.focus();
    await userEvent.keyboard("{ArrowRight}");
    expect(popular).toHaveFocus();
    expect(pathOf(router)).toBe("/courses");
    await userEvent.keyboard("{ArrowRight}");
    expect(all).toHaveFocus();
    await userEvent.keyboard("{End}");
    expect(popular).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByRole("article", { name: "popular" })).toBeInTheDocument();
    expect(pathOf(router)).toBe("/courses?view=popular");
    expect(screen.getByRole("tabpanel", { name: "Most Popular" })).toBeInTheDocument();
    await userEvent.keyboard("{Home}");
    expect(screen.getByRole("tab", { name: "All Courses" })).toHaveFocus();
  });

  it("opens on the tab and category a shared link names, and ignores values it does not know", async () => {
    const fetchMock = mockApi({ routes: { "GET /api/courses": () => courseList([testCourse()]) } });
    renderApp("/courses?view=popular&category=career");
    expect(await screen.findByRole("tab", { name: "Most Popular" })).toHaveAttribute("aria-selected", "true");
    await screen.findByRole("list", { name: "Courses" });
    expect(requestsTo(fetchMock, "/api/courses")[0]?.query).toEqual({ view: "popular", category: "career" });
  });

  it("shows a spinner while the courses load", async () => {
    let answer!: (response: Response) => void;
    mockApi({ routes: { "GET /api/courses": () => new Promise<Response>((resolve) => (answer = resolve)) } });
    renderApp("/courses");

    expect(await screen.findByText("Loading courses...")).toBeInTheDocument();
    await waitFor(() => expect(answer).toBeTypeOf("function"));
    await act(async () => answer(await courseList([testCourse({ title: "Arrived" })])));
    expect(await screen.findByRole("article", { name: "Arrived" })).toBeInTheDocument();
    expect(screen.queryByText("Loading courses...")).not.toBeInTheDocument();
  });

  it.each([
    ["/courses", "No courses available at the moment"],
    ["/courses?view=popular", "No popular courses available"],
  ])("%s says when there is nothing to show", async (path, text) => {
    mockApi({ routes: { "GET /api/courses": () => courseList([]) } });
    renderApp(path);
    expect(await screen.findByRole("heading", { name: text })).toBeInTheDocument();
  });

  it("says 'Error Loading Courses' when loading fails, shows no courses, and loads again on retry", async () => {
    let calls = 0;
    const answer: FakeRoute = () => {
      calls += 1;
      return calls === 1 ? apiError("internal", 500) : courseList([testCourse({ title: "Loaded on retry" })]);
    };
    mockApi({ routes: { "GET /api/courses": answer } });
    renderApp("/courses");

    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("heading", { name: "Error Loading Courses" })).toBeInTheDocument();
    expect(await screen.findByText("Error Loading Courses", { selector: "[data-title]" })).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Courses" })).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("article", { name: "Loaded on retry" })).toBeInTheDocument();
  });

  it("sends a guest's Enroll Now to the candidate login, to come back to that course", async () => {
    mockApi({ routes: { "GET /api/courses": () => courseList([testCourse({ id: "course3", title: "Effective Communication" })]) } });
    const { router } = renderApp("/courses");

    // A link, which works before the script has taken a server-drawn page over (ADR 071).
    const enroll = within(await screen.findByRole("article", { name: "Effective Communication" })).getByRole("link", { name: "Enroll Now" });
    expect(enroll).toHaveAttribute("href", `/login/candidate?redirectTo=${encodeURIComponent("/courses/course3")}`);
    expect(enroll).toHaveAccessibleDescription("Effective Communication");
    await userEvent.click(enroll);
    await waitFor(() => expect(pathOf(router)).toBe(`/login/candidate?redirectTo=${encodeURIComponent("/courses/course3")}`));
    expect(await screen.findByText("Login Required")).toBeInTheDocument();
  });

  it.each([
    ["an employer", testUser({ role: "employer", company: "Chamundi Logistics" })],
    ["the admin", testUser({ role: "admin" })],
  ])("tells %s that a candidate account is needed, and stays", async (_who, user) => {
    mockApi({ user, routes: { "GET /api/courses": () => courseList([testCourse({ title: "Strategic Job Search" })]) } });
    const { router } = renderApp("/courses");

    await userEvent.click(within(await screen.findByRole("article", { name: "Strategic Job Search" })).getByRole("button", { name: "Enroll Now" }));
    expect(await screen.findByText("Candidate Account Required")).toBeInTheDocument();
    expect(pathOf(router)).toBe("/courses");
  });

  it("takes a candidate to the course's enrolment form", async () => {
    mockApi({
      user: testUser(),
      routes: {
        "GET /api/courses": () => courseList([testCourse({ id: "course2", title: "LinkedIn Profile Optimization" })]),
        "GET /api/courses/course2": () => new Promise<Response>(() => {}),
        "GET /api/enrollments/mine": () => json({ enrollments: [] }),
      },
    });
    const { router } = renderApp("/courses");

    await userEvent.click(
      within(await screen.findByRole("article", { name: "LinkedIn Profile Optimization" })).getByRole("button", { name: "Enroll Now" }),
    );
    await waitFor(() => expect(pathOf(router)).toBe("/courses/course2#enroll"));
  });

  it("shows a candidate's pending or confirmed enrolment on its course's card in place of Enroll Now; a cancelled one offers it again", async () => {
    const courses = ["Interview Mastery", "Strategic Job Search", "Effective Communication", "Public Speaking"].map((title, index) =>
      testCourse({ id: `course${index + 1}`, title }),
    );
    const fetchMock = mockApi({
      user: testUser(),
      routes: {
        "GET /api/courses": () => courseList(courses),
        "GET /api/enrollments/mine": () =>
          json({
            enrollments: [
              testEnrollment({ courseId: "course1", status: "pending" }),
              testEnrollment({ courseId: "course2", status: "confirmed" }),
              testEnrollment({ courseId: "course3", status: "cancelled" }),
            ],
          }),
      },
    });
    renderApp("/courses");

    expect(await within(await screen.findByRole("article", { name: "Interview Mastery" })).findByText("Pending Confirmation")).toBeInTheDocument();
    expect(within(card("Interview Mastery")).queryByRole("button", { name: "Enroll Now" })).not.toBeInTheDocument();
    expect(within(card("Strategic Job Search")).getByText("Confirmed")).toBeInTheDocument();
    expect(within(card("Strategic Job Search")).queryByRole("button", { name: "Enroll Now" })).not.toBeInTheDocument();
    expect(within(card("Effective Communication")).getByRole("button", { name: "Enroll Now" })).toBeInTheDocument();
    expect(within(card("Public Speaking")).getByRole("button", { name: "Enroll Now" })).toBeInTheDocument();
    expect(requestsTo(fetchMock, "/api/enrollments/mine")).toHaveLength(1);
  });

  it("does not ask for enrolments for a guest", async () => {
    const fetchMock = mockApi({ routes: { "GET /api/courses": () => courseList([testCourse({ title: "Interview Mastery" })]) } });
    renderApp("/courses");
    expect(within(await screen.findByRole("article", { name: "Interview Mastery" })).getByRole("link", { name: "Enroll Now" })).toBeInTheDocument();
    expect(requestsTo(fetchMock, "/api/enrollments/mine")).toHaveLength(0);
  });

  it("speaks Kannada", async () => {
    await switchLanguage("kn");
    mockApi({ routes: { "GET /api/courses": () => courseList([testCourse({ title: "Interview Mastery", price: 150000, enrolled: 96 })]) } });
    renderApp("/courses");

    expect(await screen.findByRole("heading", { level: 1, name: "ಕೌಶಲ್ಯ ಅಭಿವೃದ್ಧಿ ಕೋರ್ಸ್‌ಗಳು" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "ಎಲ್ಲಾ ಕೋರ್ಸ್‌ಗಳು" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "ಹೆಚ್ಚು ಜನಪ್ರಿಯ" })).toBeInTheDocument();
    const course = within(await screen.findByRole("article", { name: "Interview Mastery" }));
    expect(course.getByText("₹1,50,000")).toBeInTheDocument();
    expect(course.getByText("96 ವಿದ್ಯಾರ್ಥಿಗಳು ನೋಂದಾಯಿಸಿದ್ದಾರೆ")).toBeInTheDocument();
    expect(course.getByText("ವೃತ್ತಿ ಅಭಿವೃದ್ಧಿ")).toBeInTheDocument();
    expect(course.getByRole("link", { name: "ಈಗಲೇ ನೋಂದಾಯಿಸಿ" })).toBeInTheDocument();
  });
});
