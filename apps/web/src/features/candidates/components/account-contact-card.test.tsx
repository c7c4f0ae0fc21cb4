import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { toast } from "@/components/ui/toaster";
import { json, mockApi, renderApp, requestsTo, testUser } from "@/testing/render-app";
import { switchLanguage } from "@/testing/language";
import { errorResponse, sentRequests } from "@/testing/api-requests";
import { profilePath, profileRoutes, testProfile } from "../test-utils";

afterEach(() => {
  toast.dismiss();
});

describe("sign-in and contact on the profile", () => {
  it("an e-mail account adds its mobile number with a code; a wrong code is said under the field", async () => {
    let codeAnswer = () => errorResponse(400, "phone_code_invalid");
    const fetchMock = mockApi({
      user: testUser(),
      routes: {
        ...profileRoutes(testProfile()).routes,
        "POST /api/accounts/phone/number/code": () => json({ phoneNumber: "+919845012345", resendAfterSeconds: 30 }),
        "POST /api/accounts/phone/number": () => codeAnswer(),
      },
    });
    renderApp(profilePath);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Mobile number"), "98450 12345");
    await user.click(screen.getByRole("button", { name: "Send code" }));

    expect(await screen.findByText("We sent a 6-digit code to +91 98450 12345. It works for 5 minutes.")).toBeInTheDocument();
    const code = screen.getByLabelText("Code from the SMS");
    expect(code).toHaveAttribute("inputmode", "numeric");
    expect(code).toHaveAttribute("autocomplete", "one-time-code");
    expect(code).toHaveAttribute("maxlength", "6");
    await user.type(code, "111111");
    await user.click(screen.getByRole("button", { name: "Confirm number" }));
    expect(await screen.findByText("That code is not right. Please check the SMS and type it again.", { selector: "p" })).toBeInTheDocument();
    expect(code).toHaveFocus();

    codeAnswer = () => json({ user: testUser({ phoneNumber: "+919845012345" }) });
    await user.clear(code);
    await user.type(code, "222222");
    await user.click(screen.getByRole("button", { name: "Confirm number" }));
    expect(await screen.findByText("You can sign in with a code sent to it by SMS.")).toBeInTheDocument();
    expect(sentRequests(fetchMock).filter((request) => request.path.startsWith("/api/accounts"))).toEqual([
      { method: "POST", path: "/api/accounts/phone/number/code", body: { phoneNumber: "98450 12345", language: "en" } },
      { method: "POST", path: "/api/accounts/phone/number", body: { phoneNumber: "+919845012345", code: "111111" } },
      { method: "POST", path: "/api/accounts/phone/number", body: { phoneNumber: "+919845012345", code: "222222" } },
    ]);
  }, 20_000);

  it("a phone-only account shows no address; adding one mails a link, and the card waits for it", async () => {
    const phoneOnly = testUser({ email: null, phoneNumber: "+919845012345" });
    let answer = () => errorResponse(409, "email_taken");
    const fetchMock = mockApi({
      user: phoneOnly,
      routes: {
        ...profileRoutes(testProfile({ email: null })).routes,
        "GET /api/accounts/email/pending": () => json({ pending: null }),
        "POST /api/accounts/email": () => answer(),
      },
    });
    renderApp(profilePath);
    await screen.findByText("You can sign in with a code sent to it by SMS.");
    expect(screen.queryByLabelText("Email")).toBeNull();
    expect(screen.getByText("+919845012345")).toBeInTheDocument();
    const field = await screen.findByLabelText("E-mail");
    expect(field).toHaveAccessibleDescription("We will e-mail a link to this address: it is added once you open the link.");

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Add e-mail" }));
    expect(await screen.findByText("Email is required")).toBeInTheDocument();
    await user.type(field, "Taken@Example.com");
    await user.click(screen.getByRole("button", { name: "Add e-mail" }));
    expect(await screen.findByText("An account with this email already exists. Please log in instead.", { selector: "p" })).toBeInTheDocument();
    expect(field).toHaveFocus();

    answer = () => json({ pending: waiting("asha@example.com"), confirmationSent: true });
    await user.clear(field);
    await user.type(field, "Asha@Example.com");
    await user.click(screen.getByRole("button", { name: "Add e-mail" }));
    const status = await screen.findByText("Waiting for confirmation at asha@example.com");
    expect(status).toHaveFocus();
    expect(screen.getByText("Open the link we e-mailed there within 3 days. Until then, nothing else is sent to this address.")).toBeInTheDocument();
    expect(await screen.findByText("We sent a link to asha@example.com. Open it to add the address to your account.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add e-mail" })).toBeNull();
    // The account's address is still none: the profile shows no e-mail.
    expect(screen.queryByLabelText("Email")).toBeNull();
    expect(sentRequests(fetchMock).filter((request) => request.path === "/api/accounts/email")).toEqual([
      { method: "POST", path: "/api/accounts/email", body: { email: "taken@example.com", language: "en" } },
      { method: "POST", path: "/api/accounts/email", body: { email: "asha@example.com", language: "en" } },
    ]);
  }, 20_000);

  it("an address waiting for its link: Send again mails a new one, Change address replaces it, in English and Kannada", async () => {
    const phoneOnly = testUser({ email: null, phoneNumber: "+919845012345" });
    let pending = waiting("asha@example.com");
    const fetchMock = mockApi({
      user: phoneOnly,
      routes: {
        ...profileRoutes(testProfile({ email: null })).routes,
        "GET /api/accounts/email/pending": () => json({ pending }),
        "POST /api/accounts/email": async (request) => {
          const { email } = (await request.json()) as { email: string };
          pending = waiting(email);
          return json({ pending, confirmationSent: true });
        },
      },
    });
    renderApp(profilePath);
    expect(await screen.findByText("Waiting for confirmation at asha@example.com")).toBeInTheDocument();
    expect(screen.queryByLabelText("E-mail")).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Send again" }));
    expect(await screen.findByText("We sent a link to asha@example.com. Open it to add the address to your account.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Change address" }));
    const field = screen.getByLabelText("E-mail");
    expect(field).toHaveFocus();
    expect(screen.getByText("Type the address to use instead. The link sent before stops working.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByText("Waiting for confirmation at asha@example.com")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Change address" }));
    await user.type(screen.getByLabelText("E-mail"), "asha.rao@example.com");
    await user.click(screen.getByRole("button", { name: "Add e-mail" }));
    expect(await screen.findByText("Waiting for confirmation at asha.rao@example.com")).toBeInTheDocument();

    await switchLanguage("kn");
    try {
      expect(await screen.findByText("asha.rao@example.com ವಿಳಾಸವನ್ನು ಖಚಿತಪಡಿಸುವುದು ಬಾಕಿ ಇದೆ")).toBeInTheDocument();
      expect(screen.getByText("ಆ ವಿಳಾಸಕ್ಕೆ ಕಳುಹಿಸಿದ ಲಿಂಕ್ ಅನ್ನು 3 ದಿನಗಳ ಒಳಗೆ ತೆರೆಯಿರಿ. ಅಲ್ಲಿಯವರೆಗೆ ಆ ವಿಳಾಸಕ್ಕೆ ಬೇರೆ ಏನನ್ನೂ ಕಳುಹಿಸುವುದಿಲ್ಲ.")).toBeInTheDocument();
      await user.click(screen.getByRole("button", { name: "ಮತ್ತೆ ಕಳುಹಿಸಿ" }));
      expect(await screen.findByText("asha.rao@example.com ಗೆ ಲಿಂಕ್ ಕಳುಹಿಸಿದ್ದೇವೆ. ವಿಳಾಸವನ್ನು ನಿಮ್ಮ ಖಾತೆಗೆ ಸೇರಿಸಲು ಅದನ್ನು ತೆರೆಯಿರಿ.")).toBeInTheDocument();
      await user.click(screen.getByRole("button", { name: "ವಿಳಾಸ ಬದಲಿಸಿ" }));
      expect(screen.getByLabelText("ಇಮೇಲ್")).toHaveAccessibleDescription("ಈ ವಿಳಾಸಕ್ಕೆ ಒಂದು ಲಿಂಕ್ ಇಮೇಲ್ ಮಾಡುತ್ತೇವೆ: ಆ ಲಿಂಕ್ ತೆರೆದಾಗ ವಿಳಾಸ ನಿಮ್ಮ ಖಾತೆಗೆ ಸೇರುತ್ತದೆ.");
      expect(screen.getByRole("button", { name: "ಇಮೇಲ್ ಸೇರಿಸಿ" })).toBeInTheDocument();
      await user.click(screen.getByRole("button", { name: "ರದ್ದು ಮಾಡಿ" }));
      expect(screen.getByText("asha.rao@example.com ವಿಳಾಸವನ್ನು ಖಚಿತಪಡಿಸುವುದು ಬಾಕಿ ಇದೆ")).toBeInTheDocument();
    } finally {
      await switchLanguage("en");
    }
    expect(sentRequests(fetchMock).filter((request) => request.path === "/api/accounts/email")).toEqual([
      { method: "POST", path: "/api/accounts/email", body: { email: "asha@example.com", language: "en" } },
      { method: "POST", path: "/api/accounts/email", body: { email: "asha.rao@example.com", language: "en" } },
      { method: "POST", path: "/api/accounts/email", body: { email: "asha.rao@example.com", language: "kn" } },
    ]);
  }, 20_000);

  it("a link that ran out says so, in English and Kannada", async () => {
    mockApi({
      user: testUser({ email: null, phoneNumber: "+919845012345" }),
      routes: {
        ...profileRoutes(testProfile({ email: null })).routes,
        "GET /api/accounts/email/pending": () => json({ pending: { ...waiting("asha@example.com"), expired: true } }),
      },
    });
    renderApp(profilePath);
    expect(await screen.findByText("The link we e-mailed there has run out: press “Send again” for a new one.")).toBeInTheDocument();
    expect(screen.getByText("Waiting for confirmation at asha@example.com")).toBeInTheDocument();
    await switchLanguage("kn");
    try {
      expect(await screen.findByText("ಆ ವಿಳಾಸಕ್ಕೆ ಕಳುಹಿಸಿದ ಲಿಂಕ್‌ನ ಸಮಯ ಮುಗಿದಿದೆ: ಹೊಸ ಲಿಂಕ್‌ಗಾಗಿ “ಮತ್ತೆ ಕಳುಹಿಸಿ” ಒತ್ತಿ.")).toBeInTheDocument();
    } finally {
      await switchLanguage("en");
    }
  }, 20_000);

  it("an account with an address asks nothing about one waiting", async () => {
    const fetchMock = mockApi({ user: testUser(), routes: profileRoutes(testProfile()).routes });
    renderApp(profilePath);
    await screen.findByLabelText("Mobile number");
    expect(screen.queryByText(/Waiting for confirmation/)).toBeNull();
    expect(requestsTo(fetchMock, "/api/accounts/email/pending")).toEqual([]);
  }, 20_000);
});

/** An address waiting for its link, sent a minute ago. */
function waiting(email: string) {
  return { email, sentAt: "2026-11-30T10:00:00.000Z", expiresAt: "2026-12-03T10:00:00.000Z", expired: false };
}
