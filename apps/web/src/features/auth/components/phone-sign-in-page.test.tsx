import { describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { json, mockApi, renderApp, testUser } from "@/testing/render-app";
import { errorResponse, sentRequests } from "@/testing/api-requests";
import { switchLanguage } from "@/testing/language";

const candidate = testUser({ role: "candidate", email: null, phoneNumber: "+919845012345", phone: "+919845012345" });
const employer = testUser({ id: "user-2", role: "employer", email: null, company: "Mysuru Silks", phoneNumber: "+919845012345" });
const codeSent = () => json({ phoneNumber: "+919845012345", resendAfterSeconds: 30 });

describe("the login and sign-up pages lead to the phone's way in", () => {
  it.each([
    ["/login/candidate", "Sign in with mobile number", "/login/candidate/phone"],
    ["/login/employer", "Sign in with mobile number", "/login/employer/phone"],
    ["/signup/candidate", "Sign up with mobile number", "/signup/candidate/phone"],
    ["/signup/employer", "Sign up with mobile number", "/signup/employer/phone"],
  ])("%s has %s", async (page, name, href) => {
    mockApi();
    renderApp(page);
    expect(await screen.findByRole("link", { name })).toHaveAttribute("href", href);
  });

  it("the admin login has no phone way in", async () => {
    mockApi();
    renderApp("/admin");
    await screen.findByRole("button", { name: "Login" });
    expect(screen.queryByRole("link", { name: "Sign in with mobile number" })).toBeNull();
  });
});

describe("signing in with a mobile number", () => {
  it("checks the number before sending anything, with the error under the field and the focus on it", async () => {
    const fetchMock = mockApi();
    renderApp("/login/candidate/phone");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Send code" }));

    const field = screen.getByLabelText("Mobile number");
    const message = await screen.findByText("Please enter your mobile number");
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field.getAttribute("aria-describedby")).toContain(message.id);
    expect(field).toHaveFocus();

    await user.type(field, "98450 abcde");
    await user.click(screen.getByRole("button", { name: "Send code" }));
    expect(await screen.findByText("Please enter a 10-digit mobile number, e.g. 98450 12345")).toBeInTheDocument();
    expect(sentRequests(fetchMock)).toEqual([]);
  });

  it("asks for a code, then signs in with it: the code field suits a phone, Send again waits 30 s, and a number that replied STOP is told to reply START", async () => {
    const fetchMock = mockApi({
      routes: {
        "POST /api/accounts/phone/sign-in/candidate/code": codeSent,
        "POST /api/accounts/phone/sign-in/candidate": () => json({ user: candidate }),
      },
    });
    const { router } = renderApp("/login/candidate/phone?redirectTo=%2Fcourses");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Mobile number"), "98450 12345");
    await user.click(screen.getByRole("button", { name: "Send code" }));

    expect(await screen.findByText("We sent a 6-digit code to +91 98450 12345. It works for 5 minutes.")).toBeInTheDocument();
    expect(screen.getByText("No SMS? If you once replied STOP to our texts, reply START to one of them first, then press “Send again”.")).toBeInTheDocument();
    const code = screen.getByLabelText("Code from the SMS");
    expect(code).toHaveAttribute("inputmode", "numeric");
    expect(code).toHaveAttribute("autocomplete", "one-time-code");
    expect(code).toHaveAttribute("maxlength", "6");
    await waitFor(() => expect(code).toHaveFocus());
    const sendAgain = screen.getByRole("button", { name: /Send again in \d+ s/ });
    expect(sendAgain).toHaveAttribute("aria-disabled", "true");
    await user.click(sendAgain);

    await user.type(code, "123456{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/courses"));
    expect(sentRequests(fetchMock)).toEqual([
      { method: "POST", path: "/api/accounts/phone/sign-in/candidate/code", body: { phoneNumber: "98450 12345", language: "en" } },
      { method: "POST", path: "/api/accounts/phone/sign-in/candidate", body: { phoneNumber: "+919845012345", code: "123456" } },
    ]);
    expect(await screen.findByText("Login Successful")).toBeInTheDocument();
  }, 15_000);

  it("shows a wrong code under the code field and keeps the focus there", async () => {
    mockApi({
      routes: {
        "POST /api/accounts/phone/sign-in/candidate/code": codeSent,
        "POST /api/accounts/phone/sign-in/candidate": () => errorResponse(400, "phone_code_invalid"),
      },
    });
    renderApp("/login/candidate/phone");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Mobile number"), "9845012345");
    await user.click(screen.getByRole("button", { name: "Send code" }));
    const code = await screen.findByLabelText("Code from the SMS");
    await user.type(code, "000000");
    await user.click(screen.getByRole("button", { name: "Login" }));

    const message = await screen.findByText("That code is not right. Please check the SMS and type it again.", { selector: "p" });
    expect(code).toHaveAttribute("aria-invalid", "true");
    expect(code.getAttribute("aria-describedby")).toContain(message.id);
    expect(code).toHaveFocus();
  });

  it("a six-digit check before sending the code", async () => {
    const fetchMock = mockApi({ routes: { "POST /api/accounts/phone/sign-in/candidate/code": codeSent } });
    renderApp("/login/candidate/phone");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Mobile number"), "9845012345");
    await user.click(screen.getByRole("button", { name: "Send code" }));
    await user.type(await screen.findByLabelText("Code from the SMS"), "12a4");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByText("The code has 6 digits")).toBeInTheDocument();
    expect(sentRequests(fetchMock)).toHaveLength(1);
  });

  it("Change number goes back to the number, as typed, with the focus on it", async () => {
    mockApi({ routes: { "POST /api/accounts/phone/sign-in/candidate/code": codeSent } });
    renderApp("/login/candidate/phone");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Mobile number"), "98450 12345");
    await user.click(screen.getByRole("button", { name: "Send code" }));
    await user.click(await screen.findByRole("link", { name: "Change number" }));

    const field = await screen.findByLabelText("Mobile number");
    expect(field).toHaveValue("98450 12345");
    await waitFor(() => expect(field).toHaveFocus());
  });

  it("a landline refused by the server is said under the field", async () => {
    mockApi({
      routes: {
        "POST /api/accounts/phone/sign-in/candidate/code": () =>
          errorResponse(400, "invalid_input", { fields: { phoneNumber: ["validation.mobile.notMobile"] } }),
      },
    });
    renderApp("/login/candidate/phone");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Mobile number"), "080 2222 3333");
    await user.click(screen.getByRole("button", { name: "Send code" }));
    expect(await screen.findByText("This is not a mobile number. Please enter a mobile number that gets SMS.", { selector: "p" })).toBeInTheDocument();
    expect(screen.getByText("Could Not Send the Code")).toBeInTheDocument();
  });

  it("reads in Kannada, the reply-START hint too, and asks for a Kannada SMS", async () => {
    await switchLanguage("kn");
    const fetchMock = mockApi({ routes: { "POST /api/accounts/phone/sign-in/candidate/code": codeSent } });
    renderApp("/login/candidate/phone");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("ಮೊಬೈಲ್ ನಂಬರ್"), "9845012345");
    await user.click(screen.getByRole("button", { name: "ಕೋಡ್ ಕಳುಹಿಸಿ" }));
    expect(await screen.findByText("+91 98450 12345 ನಂಬರ್‌ಗೆ 6 ಅಂಕಿಯ ಕೋಡ್ ಕಳುಹಿಸಿದ್ದೇವೆ. ಅದು 5 ನಿಮಿಷ ಮಾತ್ರ ನಡೆಯುತ್ತದೆ.")).toBeInTheDocument();
    expect(screen.getByLabelText("SMS ನಲ್ಲಿ ಬಂದ ಕೋಡ್")).toBeInTheDocument();
    expect(screen.getByText("SMS ಬರಲಿಲ್ಲವೇ? ಹಿಂದೆ ನಮ್ಮ SMS ಗೆ STOP ಎಂದು ಉತ್ತರಿಸಿದ್ದರೆ, ಮೊದಲು ಅದಕ್ಕೆ START ಎಂದು ಉತ್ತರಿಸಿ, ನಂತರ “ಮತ್ತೆ ಕಳುಹಿಸಿ” ಒತ್ತಿ.")).toBeInTheDocument();
    expect(sentRequests(fetchMock)[0]?.body).toEqual({ phoneNumber: "9845012345", language: "kn" });
  });
});

describe("signing up with a mobile number", () => {
  it("an employer gives name, company and number, then the code, and lands on the dashboard", async () => {
    const fetchMock = mockApi({
      routes: {
        "POST /api/accounts/phone/sign-up/employer/code": codeSent,
        "POST /api/accounts/phone/sign-up/employer": () => json({ user: employer }, 201),
      },
    });
    const { router } = renderApp("/signup/employer/phone");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Send code" }));
    expect(await screen.findByText("Full name is required.")).toBeInTheDocument();
    expect(screen.getByText("Company name is required for employer accounts.")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Full name"), "Lakshmi Rao");
    await user.type(screen.getByLabelText("Company name"), "Mysuru Silks");
    await user.type(screen.getByLabelText("Mobile number"), "98450 12345");
    await user.click(screen.getByRole("button", { name: "Send code" }));
    await user.type(await screen.findByLabelText("Code from the SMS"), "654321");
    await user.click(screen.getByRole("button", { name: "Create Account" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/employer/dashboard"));
    expect(sentRequests(fetchMock)).toEqual([
      {
        method: "POST",
        path: "/api/accounts/phone/sign-up/employer/code",
        body: { name: "Lakshmi Rao", company: "Mysuru Silks", phoneNumber: "98450 12345", language: "en" },
      },
      {
        method: "POST",
        path: "/api/accounts/phone/sign-up/employer",
        body: { name: "Lakshmi Rao", company: "Mysuru Silks", phoneNumber: "+919845012345", code: "654321" },
      },
    ]);
    expect(await screen.findByText("Registration Successful")).toBeInTheDocument();
  }, 15_000);

  it.each([
    ["/signup/candidate/phone", "/candidate/start"],
    ["/signup/candidate/phone?redirectTo=%2Fjobs%2Fjob-1", "/jobs/job-1"],
  ])("a candidate signing up at %s lands on %s: the quick profile steps, unless a page sent them", async (start, landing) => {
    mockApi({
      routes: {
        "POST /api/accounts/phone/sign-up/candidate/code": codeSent,
        "POST /api/accounts/phone/sign-up/candidate": () => json({ user: candidate }, 201),
      },
    });
    const { router } = renderApp(start);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Full name"), "Manjunath Gowda");
    await user.type(screen.getByLabelText("Mobile number"), "98450 12345");
    await user.click(screen.getByRole("button", { name: "Send code" }));
    await user.type(await screen.findByLabelText("Code from the SMS"), "654321");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(landing));
  }, 15_000);
});
