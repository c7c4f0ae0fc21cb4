import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { toast } from "@/components/ui/toaster";
import { json, mockApi, renderApp, testUser } from "@/testing/render-app";
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

  it("a phone-only account shows no address, and adds one", async () => {
    const phoneOnly = testUser({ email: null, phoneNumber: "+919845012345" });
    const fetchMock = mockApi({
      user: phoneOnly,
      routes: {
        ...profileRoutes(testProfile({ email: null })).routes,
        "POST /api/accounts/email": () => json({ user: { ...phoneOnly, email: "asha@example.com" } }),
      },
    });
    renderApp(profilePath);
    await screen.findByText("You can sign in with a code sent to it by SMS.");
    expect(screen.queryByLabelText("Email")).toBeNull();
    expect(screen.getByText("+919845012345")).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Add e-mail" }));
    expect(await screen.findByText("Email is required")).toBeInTheDocument();
    await user.type(screen.getByLabelText("E-mail"), "Asha@Example.com");
    await user.click(screen.getByRole("button", { name: "Add e-mail" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Add e-mail" })).toBeNull());
    expect(sentRequests(fetchMock).filter((request) => request.path === "/api/accounts/email")).toEqual([
      { method: "POST", path: "/api/accounts/email", body: { email: "asha@example.com" } },
    ]);
  }, 20_000);
});
