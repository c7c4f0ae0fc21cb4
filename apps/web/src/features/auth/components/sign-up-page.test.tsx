import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { json, mockApi, renderApp, testUser } from "@/testing/render-app";
import { errorResponse, sentRequests } from "@/testing/api-requests";
import { switchLanguage } from "@/testing/language";

async function fillCommonFields(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText("Full name"), "Asha Rao");
  await user.type(screen.getByLabelText("Email"), "asha@example.com");
  await user.type(screen.getByLabelText("Phone number"), "9845012345");
  await user.type(screen.getByLabelText("Password"), "secret1");
}

describe("sign-up page", () => {
  it("requires a company name from an employer and sends nothing without it", async () => {
    const fetchMock = mockApi();
    renderApp("/signup/employer");
    const user = userEvent.setup();
    await fillCommonFields(user);
    await user.click(screen.getByRole("button", { name: "Create Account" }));

    expect(await screen.findByText("Company name is required for employer accounts.")).toBeInTheDocument();
    expect(screen.getByLabelText("Company name")).toHaveAttribute("aria-invalid", "true");
    expect(sentRequests(fetchMock)).toEqual([]);
  });

  it("does not ask a candidate for a company", async () => {
    mockApi();
    renderApp("/signup/candidate");
    expect(await screen.findByLabelText("Full name")).toBeInTheDocument();
    expect(screen.queryByLabelText("Company name")).not.toBeInTheDocument();
  });

  it("checks name, e-mail, phone and password before sending", async () => {
    const fetchMock = mockApi();
    renderApp("/signup/candidate");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Full name"), "A");
    await user.type(screen.getByLabelText("Phone number"), "1234567890123456");
    await user.click(screen.getByRole("button", { name: "Create Account" }));

    expect(await screen.findByText("Name must be at least 2 characters")).toBeInTheDocument();
    expect(screen.getByText("Email is required")).toBeInTheDocument();
    expect(screen.getByText("Phone number must have 5 to 15 digits")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    expect(sentRequests(fetchMock)).toEqual([]);
  });

  it("shows the scam disclaimer to employers and candidates", async () => {
    mockApi();
    renderApp("/signup/employer");
    expect(await screen.findByText("We never ask for any payment for job placement.")).toBeInTheDocument();
    expect(screen.getByText("We are not responsible for any scams or fraud by others.")).toBeInTheDocument();
    expect(screen.getByText(/never pay anyone to get a job/)).toBeInTheDocument();
  });

  it("registers an employer, welcomes them and opens their dashboard", async () => {
    const employer = testUser({ role: "employer", company: "Mysuru Silks" });
    const fetchMock = mockApi({ routes: { "POST /api/accounts/sign-up/employer": () => json({ user: employer }, 201) } });
    const { router } = renderApp("/signup/employer");
    const user = userEvent.setup();
    await fillCommonFields(user);
    await user.type(screen.getByLabelText("Company name"), "Mysuru Silks");
    await user.click(screen.getByRole("button", { name: "Create Account" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/employer/dashboard"));
    expect(sentRequests(fetchMock)).toEqual([
      {
        method: "POST",
        path: "/api/accounts/sign-up/employer",
        body: {
          name: "Asha Rao",
          email: "asha@example.com",
          phone: "9845012345",
          password: "secret1",
          company: "Mysuru Silks",
        },
      },
    ]);
    expect(await screen.findByText("Registration Successful")).toBeInTheDocument();
    expect(screen.getByText("Welcome, Asha Rao! Your account is ready.")).toBeInTheDocument();
  });

  it("registers a candidate without a company and opens the quick profile steps", async () => {
    const fetchMock = mockApi({ routes: { "POST /api/accounts/sign-up/candidate": () => json({ user: testUser() }, 201) } });
    const { router } = renderApp("/signup/candidate");
    const user = userEvent.setup();
    await fillCommonFields(user);
    await user.click(screen.getByRole("button", { name: "Create Account" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/candidate/start"));
    expect(sentRequests(fetchMock)[0]?.body).toEqual({
      name: "Asha Rao",
      email: "asha@example.com",
      phone: "9845012345",
      password: "secret1",
    });
  });

  it("puts a taken e-mail under the e-mail field", async () => {
    mockApi({ routes: { "POST /api/accounts/sign-up/candidate": () => errorResponse(409, "email_taken") } });
    renderApp("/signup/candidate");
    const user = userEvent.setup();
    await fillCommonFields(user);
    await user.click(screen.getByRole("button", { name: "Create Account" }));

    expect(await screen.findByText("Registration Failed")).toBeInTheDocument();
    const message = "An account with this email already exists. Please log in instead.";
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
  });

  it("links to the login of the same type and to the other registration", async () => {
    mockApi();
    renderApp("/signup/candidate");
    expect(await screen.findByRole("link", { name: "Login" })).toHaveAttribute("href", "/login/candidate");
    expect(screen.getByRole("link", { name: "Register as Employer instead" })).toHaveAttribute(
      "href",
      "/signup/employer",
    );
  });

  it("says in how many minutes to try again when too many sign-ups came from this network", async () => {
    mockApi({ routes: { "POST /api/accounts/sign-up/candidate": () => errorResponse(429, "rate_limited", { params: { minutes: "7" } }) } });
    renderApp("/signup/candidate");
    const user = userEvent.setup();
    await fillCommonFields(user);
    await user.click(screen.getByRole("button", { name: "Create Account" }));

    const toast = (await screen.findByText("Too many attempts. Please try again in 7 minutes.")).closest("li") as HTMLElement;
    expect(within(toast).getByText("Registration Failed")).toBeInTheDocument();
  });

  it("says it in Kannada too", async () => {
    await switchLanguage("kn");
    mockApi({ routes: { "POST /api/accounts/sign-up/candidate": () => errorResponse(429, "rate_limited", { params: { minutes: "7" } }) } });
    renderApp("/signup/candidate");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("ಪೂರ್ಣ ಹೆಸರು"), "Asha Rao");
    await user.type(screen.getByLabelText("ಇಮೇಲ್"), "asha@example.com");
    await user.type(screen.getByLabelText("ಫೋನ್ ನಂಬರ್"), "9845012345");
    await user.type(screen.getByLabelText("ಪಾಸ್‌ವರ್ಡ್"), "secret1");
    await user.click(screen.getByRole("button", { name: "ಸೈನ್ ಅಪ್ ಮಾಡಿ" }));

    const toast = (await screen.findByText("ತುಂಬಾ ಸಲ ಪ್ರಯತ್ನಿಸಿದ್ದೀರಿ. ದಯವಿಟ್ಟು 7 ನಿಮಿಷದ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.")).closest("li") as HTMLElement;
    expect(within(toast).getByText("ಸೈನ್ ಅಪ್ ಆಗಲಿಲ್ಲ")).toBeInTheDocument();
  });
});
