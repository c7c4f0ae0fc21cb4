import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { Course, CourseInput } from "@app/shared/courses";
import { toast } from "@/components/ui/toaster";
import { json, mockApi, renderApp, requestsTo, testUser, type FakeRoute } from "@/testing/render-app";
import { apiError, courseList, testCourse } from "../test-utils";
import { switchLanguage } from "@/testing/language";

const admin = testUser({ role: "admin", name: "Site Admin", email: "admin@example.com" });

/** A small in-memory course store behind the admin routes, so the list shows what was saved. */
function adminRoutes(initial: Course[], overrides: Record<string, FakeRoute> = {}): Record<string, FakeRoute> {
  let courses = [...initial];
  const byId = (request: Request) => new URL(request.url).pathname.split("/").at(-1) ?? "";
  const routes: Record<string, FakeRoute> = {
    "GET /api/admin/courses": () => courseList(courses),
    "GET /api/admin/enrollments": () => json({ enrollments: [], totalCount: 0, page: 1, pageSize: 20 }),
    "POST /api/admin/courses": async (request) => {
      const input = (await request.json()) as CourseInput;
      const course = testCourse({ ...input, id: "course9", price: Number(input.price), instructor: input.instructor || "Expert Faculty", enrolled: 0 });
      courses = [...courses, course];
      return json({ course }, 201);
    },
    ...overrides,
  };
  for (const course of initial) {
    routes[`PUT /api/admin/courses/${course.id}`] = async (request) => {
      const input = (await request.json()) as CourseInput;
      const updated = { ...course, ...input, price: Number(input.price) } as Course;
      courses = courses.map((each) => (each.id === byId(request) ? updated : each));
      return json({ course: updated });
    };
    routes[`DELETE /api/admin/courses/${course.id}`] = (request) => {
      courses = courses.filter((each) => each.id !== byId(request));
      return json({ outcome: course.enrolled > 0 ? "archived" : "deleted" });
    };
  }
  return { ...routes, ...overrides };
}

const interview = testCourse({ id: "course1", title: "Interview Mastery", enrolled: 138, price: 2999, duration: "4 weeks" });
const business = testCourse({
  id: "course7",
  title: "Entrepreneurship Fundamentals",
  category: "entrepreneurship",
  enrolled: 0,
  price: 5999,
  duration: "10 weeks",
  description: "From an idea to a registered business: planning, money and customers.",
});

afterEach(() => {
  toast.dismiss();
});

describe("/admin/courses, Courses tab", () => {
  it("says 'Loading courses...', then shows each course with its category, description, count, price and duration", async () => {
    let answer!: (response: Response) => void;
    mockApi({
      user: admin,
      routes: adminRoutes([], { "GET /api/admin/courses": () => new Promise<Response>((resolve) => (answer = resolve)) }),
    });
    renderApp("/admin/courses");

    expect(await screen.findByRole("heading", { level: 1, name: "Manage Courses" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Courses" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Enrollments" })).toBeInTheDocument();
    expect(await screen.findByText("Loading courses...")).toBeInTheDocument();
    await waitFor(() => expect(answer).toBeTypeOf("function"));
    await act(async () => answer(await courseList([interview, business])));

    const list = await screen.findByRole("list", { name: "Courses" });
    expect(within(list).getAllByRole("article")).toHaveLength(2);
    const card = within(screen.getByRole("article", { name: "Entrepreneurship Fundamentals" }));
    expect(card.getByText("Entrepreneurship")).toBeInTheDocument();
    expect(card.getByText("From an idea to a registered business: planning, money and customers.")).toHaveClass("line-clamp-2");
    expect(card.getByText("₹5,999")).toBeInTheDocument();
    expect(card.getByText("10 weeks")).toBeInTheDocument();
    expect(within(screen.getByRole("article", { name: "Interview Mastery" })).getByText("138")).toBeInTheDocument();
    expect(within(screen.getByRole("article", { name: "Interview Mastery" })).getByText("Career Development")).toBeInTheDocument();
  });

  it("adds a course, after 'Missing Information' for the empty required fields", async () => {
    const fetchMock = mockApi({ user: admin, routes: adminRoutes([interview]) });
    renderApp("/admin/courses");
    await screen.findByRole("article", { name: "Interview Mastery" });

    await userEvent.click(screen.getByRole("button", { name: "Add New Course" }));
    const dialog = await screen.findByRole("dialog", { name: "Add New Course" });
    const form = within(dialog);
    expect(form.getByText("Fill in the details to create a new course.")).toBeInTheDocument();
    expect(form.getByLabelText("Description")).toHaveAttribute("rows", "3");
    expect(form.getByLabelText("Price (₹)")).toHaveAttribute("type", "number");
    expect(form.getByLabelText("Duration")).toHaveAttribute("placeholder", "e.g. 4 weeks");
    expect(form.getByLabelText("Level")).toHaveValue("All Levels");
    expect(form.getByLabelText("Category")).toHaveValue("career");
    expect(form.getByLabelText("Instructor")).toHaveAttribute("placeholder", "Expert Faculty");

    await userEvent.click(form.getByRole("button", { name: "Save Course" }));
    expect(await screen.findByText("Missing Information")).toBeInTheDocument();
    expect(screen.getByText("Please fill in all required fields.")).toBeInTheDocument();
    expect(form.getByText("Course title is required")).toBeInTheDocument();
    expect(form.getByText("Description is required")).toBeInTheDocument();
    expect(form.getByText("Duration is required")).toBeInTheDocument();
    expect(requestsTo(fetchMock, "/api/admin/courses").filter((request) => request.method === "POST")).toEqual([]);

    await userEvent.type(form.getByLabelText("Course Title"), "Spoken English for Work");
    await userEvent.type(form.getByLabelText("Description"), "Speak with confidence at interviews and at work.");
    await userEvent.clear(form.getByLabelText("Price (₹)"));
    await userEvent.type(form.getByLabelText("Price (₹)"), "1499");
    await userEvent.type(form.getByLabelText("Duration"), "6 weeks");
    await userEvent.selectOptions(form.getByLabelText("Level"), "Beginner");
    await userEvent.selectOptions(form.getByLabelText("Category"), "career");
    await userEvent.click(form.getByRole("button", { name: "Save Course" }));

    expect(await screen.findByText("Course Added")).toBeInTheDocument();
    expect(screen.getByText("The new course has been successfully added.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByRole("article", { name: "Spoken English for Work" })).toBeInTheDocument();
    expect(requestsTo(fetchMock, "/api/admin/courses").filter((request) => request.method === "POST").map((request) => request.body)).toEqual([
      {
        title: "Spoken English for Work",
        description: "Speak with confidence at interviews and at work.",
        price: 1499,
        duration: "6 weeks",
        level: "Beginner",
        category: "career",
        instructor: "Expert Faculty",
      },
    ]);
  });

  it("refuses a price that is not a whole number of rupees", async () => {
    const fetchMock = mockApi({ user: admin, routes: adminRoutes([interview]) });
    renderApp("/admin/courses");
    await userEvent.click(await screen.findByRole("button", { name: "Add New Course" }));
    const form = within(await screen.findByRole("dialog", { name: "Add New Course" }));
    await userEvent.type(form.getByLabelText("Course Title"), "Tally Basics");
    await userEvent.type(form.getByLabelText("Description"), "Accounts with Tally.");
    await userEvent.type(form.getByLabelText("Duration"), "3 weeks");
    await userEvent.clear(form.getByLabelText("Price (₹)"));
    await userEvent.type(form.getByLabelText("Price (₹)"), "99.5");
    await userEvent.click(form.getByRole("button", { name: "Save Course" }));

    expect(await form.findByText("Enter the price as a whole number of rupees, 0 or more")).toBeInTheDocument();
    expect(screen.queryByText("Missing Information")).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, "/api/admin/courses").filter((request) => request.method === "POST")).toEqual([]);
  });

  it("edits a course with its own values filled in", async () => {
    const fetchMock = mockApi({ user: admin, routes: adminRoutes([interview, business]) });
    renderApp("/admin/courses");

    await userEvent.click(within(await screen.findByRole("article", { name: "Interview Mastery" })).getByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Course" });
    const form = within(dialog);
    expect(form.getByText("Make changes to the course information.")).toBeInTheDocument();
    expect(form.getByLabelText("Course Title")).toHaveValue("Interview Mastery");
    expect(form.getByLabelText("Price (₹)")).toHaveValue(2999);
    await userEvent.clear(form.getByLabelText("Course Title"));
    await userEvent.type(form.getByLabelText("Course Title"), "Interview Mastery Plus");
    await userEvent.click(form.getByRole("button", { name: "Save Course" }));

    expect(await screen.findByText("Course Updated")).toBeInTheDocument();
    expect(screen.getByText("The course has been successfully updated.")).toBeInTheDocument();
    expect(await screen.findByRole("article", { name: "Interview Mastery Plus" })).toBeInTheDocument();
    expect(requestsTo(fetchMock, "/api/admin/courses/course1").map((request) => [request.method, (request.body as CourseInput).title])).toEqual([
      ["PUT", "Interview Mastery Plus"],
    ]);
  });

  it("asks before deleting, naming the course and its enrolments, then says 'Course Deleted'", async () => {
    const fetchMock = mockApi({ user: admin, routes: adminRoutes([interview, business]) });
    renderApp("/admin/courses");

    await userEvent.click(within(await screen.findByRole("article", { name: "Interview Mastery" })).getByRole("button", { name: "Delete" }));
    const dialog = within(await screen.findByRole("alertdialog", { name: "Delete Course" }));
    expect(dialog.getByText("Are you sure you want to delete this course? This action cannot be undone.")).toBeInTheDocument();
    expect(dialog.getByText("Interview Mastery")).toBeInTheDocument();
    expect(dialog.getByText("Enrolled: 138 students")).toBeInTheDocument();

    await userEvent.click(dialog.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(requestsTo(fetchMock, "/api/admin/courses/course1")).toEqual([]);

    await userEvent.click(within(screen.getByRole("article", { name: "Interview Mastery" })).getByRole("button", { name: "Delete" }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete Course" }));
    expect(await screen.findByText("Course Deleted")).toBeInTheDocument();
    expect(screen.getByText("“Interview Mastery” has enrollments, so it is hidden from the catalogue and kept in their history.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("article", { name: "Interview Mastery" })).not.toBeInTheDocument());
    expect(requestsTo(fetchMock, "/api/admin/courses/course1").map((request) => request.method)).toEqual(["DELETE"]);
  });

  it("says when the courses cannot be loaded and loads them again on retry", async () => {
    let calls = 0;
    mockApi({
      user: admin,
      routes: adminRoutes([], {
        "GET /api/admin/courses": () => {
          calls += 1;
          return calls === 1 ? apiError("internal", 500) : courseList([interview]);
        },
      }),
    });
    renderApp("/admin/courses");

    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Could not load the courses")).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("article", { name: "Interview Mastery" })).toBeInTheDocument();
  });

  it("speaks Kannada", async () => {
    await switchLanguage("kn");
    mockApi({ user: admin, routes: adminRoutes([business]) });
    renderApp("/admin/courses");

    expect(await screen.findByRole("heading", { level: 1, name: "ಕೋರ್ಸ್‌ಗಳ ನಿರ್ವಹಣೆ" })).toBeInTheDocument();
    const card = within(await screen.findByRole("article", { name: "Entrepreneurship Fundamentals" }));
    expect(card.getByText("ಸ್ವಂತ ಉದ್ಯಮ")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "ಹೊಸ ಕೋರ್ಸ್ ಸೇರಿಸಿ" }));
    const form = within(await screen.findByRole("dialog", { name: "ಹೊಸ ಕೋರ್ಸ್ ಸೇರಿಸಿ" }));
    await userEvent.click(form.getByRole("button", { name: "ಕೋರ್ಸ್ ಉಳಿಸಿ" }));
    expect(await screen.findByText("ಮಾಹಿತಿ ಪೂರ್ತಿಯಾಗಿಲ್ಲ")).toBeInTheDocument();
  });
});
