import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { json, mockApi, renderApp, testUser } from "@/testing/render-app";
import { errorResponse, sentRequests } from "@/testing/api-requests";
import { switchLanguage } from "@/testing/language";

const candidate = testUser({ role: "candidate" });
const employer = testUser({ id: "user-2", role: "employer", company: "Mysuru Silks" });
const admin = testUser({ id: "user-3", role: "admin", email: "admin@example.com" });

async function fillAndSubmit(email: string, password: string, labels = { email: "Email", password: "Password", submit: "Login" }) {
  const user = userEvent.setup();
  const submit = await screen.findByRole("button", { name: labels.submit });
  if (email) await user.type(screen.getByLabelText(labels.email), email);
  if (password) await user.type(screen.getByLabelText(labels.password), password);
  await user.click(submit);
}

describe("login page", () => {
  it("shows required-field messages for an empty form and sends nothing", async () => {
    const fetchMock = mockApi();
    renderApp("/login/candidate");
    await fillAndSubmit("", "");

    expect(await screen.findByText("Email is required")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Email")).toHaveFocus();
    expect(sentRequests(fetchMock)).toEqual([]);
  });

  it("rejects a malformed e-mail and a short password without calling the server", async () => {
    const fetchMock = mockApi();
    renderApp("/login/candidate");
    await fillAndSubmit("asha@", "abc");

    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    const passwordError = screen.getByText("Password must be at least 6 characters");
    expect(screen.getByLabelText("Password")).toHaveAttribute("aria-describedby", passwordError.id);
    expect(sentRequests(fetchMock)).toEqual([]);
  });

  it("logs a candidate in and returns to the page that asked for login", async () => {
    const fetchMock = mockApi({
      routes: { "POST /api/accounts/sign-in/candidate": () => json({ user: candidate }) },
    });
    const { router } = renderApp("/login/candidate?redirectTo=%2Fcourses");
    await fillAndSubmit("Asha@Example.com", "secret1");

    await waitFor(() => expect(router.state.location.pathname).toBe("/courses"));
    expect(sentRequests(fetchMock)).toEqual([
      {
        method: "POST",
        path: "/api/accounts/sign-in/candidate",
        body: { email: "asha@example.com", password: "secret1" },
      },
    ]);
    expect(await screen.findByText("Login Successful")).toBeInTheDocument();
    expect(screen.getByText("Welcome back! You are now logged in as candidate.")).toBeInTheDocument();
  });

  it("sends a candidate to the job list when nothing asked for login, and never to another site", async () => {
    mockApi({ routes: { "POST /api/accounts/sign-in/candidate": () => json({ user: candidate }) } });
    const { router } = renderApp("/login/candidate?redirectTo=%2F%2Fevil.example");
    await fillAndSubmit("asha@example.com", "secret1");

    await waitFor(() => expect(router.state.location.pathname).toBe("/jobs"));
  });

  it("sends an employer to the employer dashboard", async () => {
    mockApi({ routes: { "POST /api/accounts/sign-in/employer": () => json({ user: employer }) } });
    const { router } = renderApp("/login/employer");
    await fillAndSubmit("asha@example.com", "secret1");

    await waitFor(() => expect(router.state.location.pathname).toBe("/employer/dashboard"));
  });

  it.each([
    ["the page that sent it to login", "/contact#consultation", "/contact"],
    ["its dashboard rather than into the candidate area", "/candidate/profile", "/employer/dashboard"],
  ])("sends an employer to %s", async (_where, redirectTo, pathname) => {
    mockApi({
      routes: {
        "POST /api/accounts/sign-in/employer": () => json({ user: employer }),
        "GET /api/employer/stats": () => new Promise<Response>(() => {}),
        "GET /api/employer/jobs": () => new Promise<Response>(() => {}),
      },
    });
    const { router } = renderApp(`/login/employer?redirectTo=${encodeURIComponent(redirectTo)}`);
    await fillAndSubmit("asha@example.com", "secret1");

    await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
  });

  it("explains a wrong account type with the translated role", async () => {
    mockApi({
      routes: {
        "POST /api/accounts/sign-in/candidate": () =>
          errorResponse(403, "wrong_account_type", { params: { role: "employer" } }),
      },
    });
    renderApp("/login/candidate");
    await fillAndSubmit("asha@example.com", "secret1");

    const toast = (await screen.findByText("Login Failed")).closest("li") as HTMLElement;
    expect(
      within(toast).getByText("This account is registered as an employer. Please use the employer login."),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Login" })).toBeEnabled();
  });

  it("explains a wrong account type in Kannada", async () => {
    await switchLanguage("kn");
    mockApi({
      routes: {
        "POST /api/accounts/sign-in/employer": () =>
          errorResponse(403, "wrong_account_type", { params: { role: "candidate" } }),
      },
    });
    renderApp("/login/employer");
    await fillAndSubmit("asha@example.com", "secret1", {
      email: "ಇಮೇಲ್",
      password: "ಪಾಸ್‌ವರ್ಡ್",
      submit: "ಲಾಗಿನ್ ಮಾಡಿ",
    });

    expect(await screen.findByText("ಲಾಗಿನ್ ಆಗಲಿಲ್ಲ")).toBeInTheDocument();
    expect(screen.getByText("ಇದು ಅಭ್ಯರ್ಥಿ ಖಾತೆ. ದಯವಿಟ್ಟು ಅಭ್ಯರ್ಥಿ ಲಾಗಿನ್ ಬಳಸಿ.")).toBeInTheDocument();
  });

  it("asks to wait a moment after too many failed attempts, and names the minutes of a longer wait", async () => {
    let params: Record<string, string> = { seconds: "8" };
    mockApi({ routes: { "POST /api/accounts/sign-in/candidate": () => errorResponse(429, "rate_limited", { params }) } });
    renderApp("/login/candidate");
    await fillAndSubmit("asha@example.com", "secret1");
    expect(await screen.findByText("Too many attempts. Please wait a moment and try again.")).toBeInTheDocument();

    params = { minutes: "3" };
    await userEvent.setup().click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByText("Too many attempts. Please try again in 3 minutes.")).toBeInTheDocument();
  });

  it("names the minutes in Kannada", async () => {
    await switchLanguage("kn");
    mockApi({ routes: { "POST /api/accounts/sign-in/candidate": () => errorResponse(429, "rate_limited", { params: { minutes: "3" } }) } });
    renderApp("/login/candidate");
    await fillAndSubmit("asha@example.com", "secret1", { email: "ಇಮೇಲ್", password: "ಪಾಸ್‌ವರ್ಡ್", submit: "ಲಾಗಿನ್ ಮಾಡಿ" });
    expect(await screen.findByText("ತುಂಬಾ ಸಲ ಪ್ರಯತ್ನಿಸಿದ್ದೀರಿ. ದಯವಿಟ್ಟು 3 ನಿಮಿಷದ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.")).toBeInTheDocument();
  });

  it("is busy while the server answers, and Enter submits", async () => {
    let answer: (response: Response) => void = () => {};
    mockApi({
      routes: {
        "POST /api/accounts/sign-in/candidate": () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      },
    });
    renderApp("/login/candidate");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Email"), "asha@example.com");
    await user.type(screen.getByLabelText("Password"), "secret1{Enter}");

    expect(await screen.findByRole("button", { name: "Logging in..." })).toBeDisabled();
    answer(errorResponse(401, "login_failed"));
    expect(await screen.findByText("Invalid email or password.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Login" })).toBeEnabled();
  });

  it("links to sign-up of the same type, the other login and password recovery", async () => {
    mockApi();
    renderApp("/login/employer");

    expect(await screen.findByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/signup/employer");
    expect(screen.getByRole("link", { name: "Login as Candidate instead" })).toHaveAttribute("href", "/login/candidate");
    expect(screen.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/forgot-password");
  });

  it("keeps the page that asked for login when switching to sign-up", async () => {
    mockApi();
    renderApp("/login/candidate?redirectTo=%2Fcourses");

    expect(await screen.findByRole("link", { name: "Sign up" })).toHaveAttribute(
      "href",
      "/signup/candidate?redirectTo=%2Fcourses",
    );
  });

  it("sends an unknown type to the candidate login", async () => {
    mockApi();
    const { router } = renderApp("/login/recruiter");
    expect(await screen.findByRole("heading", { name: "Candidate Login" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login/candidate");
  });

  it("redirects a user already logged in as this type", async () => {
    mockApi({ user: employer });
    const { router } = renderApp("/login/employer");
    await waitFor(() => expect(router.state.location.pathname).toBe("/employer/dashboard"));
  });

  it("shows the form to a user logged in as another type, to switch account", async () => {
    mockApi({ user: candidate });
    renderApp("/login/employer");
    expect(await screen.findByRole("heading", { name: "Employer Login" })).toBeInTheDocument();
  });
});

describe("admin login page", () => {
  it("logs the admin in and opens the admin dashboard", async () => {
    const fetchMock = mockApi({ routes: { "POST /api/accounts/sign-in/admin": () => json({ user: admin }) } });
    const { router } = renderApp("/admin");
    expect(await screen.findByRole("heading", { name: "Admin Login" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Sign up" })).not.toBeInTheDocument();
    await fillAndSubmit("admin@example.com", "secret1");

    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/dashboard"));
    expect(sentRequests(fetchMock)[0]?.path).toBe("/api/accounts/sign-in/admin");
  });

  it("reports an e-mail that is not the admin's", async () => {
    mockApi({ routes: { "POST /api/accounts/sign-in/admin": () => errorResponse(403, "admin_email_invalid") } });
    renderApp("/admin");
    await fillAndSubmit("asha@example.com", "secret1");
    expect(await screen.findByText("Invalid admin email. Access denied.")).toBeInTheDocument();
  });

  it("redirects an admin who is already logged in", async () => {
    mockApi({ user: admin });
    const { router } = renderApp("/admin");
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/dashboard"));
  });
});
