import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { toast } from "@/components/ui/toaster";
import { errorResponse } from "@/testing/api-requests";
import { json, mockApi, renderApp, requestsTo, testUser, type FakeRoute } from "@/testing/render-app";
import { testAlert } from "../test-utils";
import { switchLanguage } from "@/testing/language";

afterEach(() => {
  toast.dismiss();
});

describe("/alerts/new, the alert's own page", () => {
  it("saves a guest's alert for the search in its address, once the address is right, and says to check the mail", async () => {
    const fetchMock = mockApi({
      routes: { "POST /api/alerts": () => json({ alert: testAlert({ email: "ravi@example.com", confirmed: false }), confirmationSent: true }, 201) },
    });
    renderApp("/alerts/new?q=driver&type=Part-time&location=Hebbal");
    expect(await screen.findByRole("heading", { level: 1, name: "Alert me to jobs like these" })).toBeInTheDocument();
    expect(screen.getByText("driver")).toBeInTheDocument();
    expect(screen.getByLabelText("Your e-mail")).toHaveAccessibleDescription(
      "We will first send a link to confirm the alert. If this address already has this alert, or as many alerts as it can keep, the e-mail says so instead.",
    );

    await userEvent.type(screen.getByLabelText("Your e-mail"), "ravi@");
    await userEvent.click(screen.getByRole("button", { name: "Save alert" }));
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(requestsTo(fetchMock, "/api/alerts")).toEqual([]);

    await userEvent.clear(screen.getByLabelText("Your e-mail"));
    await userEvent.type(screen.getByLabelText("Your e-mail"), "ravi@example.com");
    await userEvent.click(screen.getByRole("radio", { name: /Once a day/ }));
    await userEvent.click(screen.getByRole("button", { name: "Save alert" }));
    expect(await screen.findByRole("heading", { name: "Check your e-mail" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(
      "We have sent an e-mail to ravi@example.com about this alert. Open it and see what it says: if it asks you to confirm the alert, no jobs are sent until you do.",
    );
    expect(requestsTo(fetchMock, "/api/alerts").map((request) => request.body)).toEqual([
      { criteria: { q: "driver", type: "Part-time", location: "Hebbal" }, frequency: "daily", language: "en", email: "ravi@example.com" },
    ]);
  });

  it("tells a guest in Kannada that an e-mail about the alert went to the address", async () => {
    await switchLanguage("kn");
    mockApi({ routes: { "POST /api/alerts": () => json({ alert: testAlert({ email: "ravi@example.com", confirmed: false, language: "kn" }), confirmationSent: true }, 201) } });
    renderApp("/alerts/new?q=driver");
    expect(await screen.findByLabelText("ನಿಮ್ಮ ಇಮೇಲ್")).toHaveAccessibleDescription(
      "ಅಲರ್ಟ್ ಖಚಿತಪಡಿಸಲು ಮೊದಲು ಒಂದು ಲಿಂಕ್ ಕಳುಹಿಸುತ್ತೇವೆ. ಈ ವಿಳಾಸಕ್ಕೆ ಈ ಅಲರ್ಟ್ ಈಗಾಗಲೇ ಇದ್ದರೆ, ಅಥವಾ ಗರಿಷ್ಠ ಅಲರ್ಟ್‌ಗಳು ಇದ್ದರೆ, ಲಿಂಕ್ ಬದಲು ಅದನ್ನೇ ಇಮೇಲ್‌ನಲ್ಲಿ ತಿಳಿಸುತ್ತೇವೆ.",
    );
    await userEvent.type(screen.getByLabelText("ನಿಮ್ಮ ಇಮೇಲ್"), "ravi@example.com");
    await userEvent.click(screen.getByRole("button", { name: "ಅಲರ್ಟ್ ಉಳಿಸಿ" }));
    expect(await screen.findByRole("heading", { name: "ನಿಮ್ಮ ಇಮೇಲ್ ನೋಡಿ" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(
      "ಈ ಅಲರ್ಟ್ ಬಗ್ಗೆ ravi@example.com ಗೆ ಒಂದು ಇಮೇಲ್ ಕಳುಹಿಸಿದ್ದೇವೆ. ಅದನ್ನು ತೆರೆದು ನೋಡಿ: ಅದರಲ್ಲಿ ಅಲರ್ಟ್ ಖಚಿತಪಡಿಸಲು ಕೇಳಿದ್ದರೆ, ನೀವು ಖಚಿತಪಡಿಸುವವರೆಗೆ ಯಾವುದೇ ಉದ್ಯೋಗ ಕಳುಹಿಸುವುದಿಲ್ಲ.",
    );
  });

  it("saves a candidate's alert for their account's address, with no choice of SMS", async () => {
    const fetchMock = mockApi({ user: testUser(), routes: { "POST /api/alerts": () => json({ alert: testAlert(), confirmationSent: false }, 201) } });
    renderApp("/alerts/new?q=cook");
    expect(await screen.findByText("Alerts go to asha@example.com, the e-mail of your account.")).toBeInTheDocument();
    expect(screen.queryByRole("radio", { name: "SMS to my mobile" })).toBeNull();
    expect(screen.queryByLabelText("Your mobile number")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Save alert" }));
    expect(await screen.findByRole("heading", { name: "Alert saved" })).toBeInTheDocument();
    await waitFor(() =>
      expect(requestsTo(fetchMock, "/api/alerts").map((request) => request.body)).toEqual([{ criteria: { q: "cook" }, frequency: "instant", language: "en" }]),
    );
  });

  it("tells a candidate, in English and Kannada, that they already have an alert for this search", async () => {
    mockApi({ user: testUser(), routes: { "POST /api/alerts": () => errorResponse(409, "alert_exists") } });
    renderApp("/alerts/new?q=cook");
    await userEvent.click(await screen.findByRole("button", { name: "Save alert" }));
    expect(await screen.findByText("You already have an alert for this search.")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Alert saved" })).toBeNull();

    await switchLanguage("kn");
    await userEvent.click(screen.getByRole("button", { name: "ಅಲರ್ಟ್ ಉಳಿಸಿ" }));
    expect(await screen.findByText("ಈ ಹುಡುಕಾಟದ ಅಲರ್ಟ್ ನಿಮಗೆ ಈಗಾಗಲೇ ಇದೆ.")).toBeInTheDocument();
  });

  it("says when the address holds no search the job list knows", async () => {
    mockApi();
    renderApp("/alerts/new?salaryMin=lots");
    expect(await screen.findByRole("heading", { name: "This search cannot be saved" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Search jobs" })).toHaveAttribute("href", "/jobs");
  });
});

/** Answers in turn, the last one for every call after. */
function inTurn(...answers: FakeRoute[]): FakeRoute {
  let calls = 0;
  return (request) => answers[Math.min(calls++, answers.length - 1)]!(request);
}

const phoneAlert = (id: string) => testAlert({ id, email: "+919845012345", confirmed: false, criteria: { q: "driver" } });
const firstId = "0c7e4a52-9d1b-4f3e-8a6b-100000000001";
const secondId = "0c7e4a52-9d1b-4f3e-8a6b-100000000002";

describe("/alerts/new, a guest's alert by SMS", () => {
  // Many steps typed one key at a time: the time a busy machine needs.
  it("asks for a mobile number, checks it, sends a code and confirms the alert with it", { timeout: 15_000 }, async () => {
    const fetchMock = mockApi({
      routes: {
        "POST /api/alerts/by-phone": inTurn(
          () => errorResponse(400, "invalid_input", { fields: { phoneNumber: ["validation.mobile.notMobile"] } }),
          () => json({ alert: phoneAlert(firstId), codeSent: true }, 201),
        ),
        "POST /api/alerts/by-phone/confirm": inTurn(
          () => errorResponse(400, "phone_code_invalid"),
          () => errorResponse(400, "phone_code_expired"),
          () => json({ alert: { ...phoneAlert(firstId), confirmed: true } }),
        ),
      },
    });
    renderApp("/alerts/new?q=driver");
    const user = userEvent.setup();
    const sms = await screen.findByRole("radio", { name: "SMS to my mobile" });
    expect(within(screen.getByRole("group", { name: "Send alerts to" })).getByRole("radio", { name: "E-mail" })).toBeChecked();
    await user.click(sms);
    await user.click(screen.getByRole("radio", { name: /Once a day/ }));

    const number = screen.getByLabelText("Your mobile number");
    expect(number).toHaveAttribute("type", "tel");
    expect(number).toHaveAttribute("inputmode", "tel");
    expect(number).toHaveAttribute("autocomplete", "tel");
    // Before the code is asked for, true whatever the number holds: a code, or word that it has the alert or its most.
    expect(number).toHaveAccessibleDescription("We will first send a code by SMS to confirm the alert. If this number already has this alert, or as many alerts as it can keep, the SMS says so instead.");
    await user.type(number, "98450 1234O");
    await user.click(screen.getByRole("button", { name: "Save alert" }));
    expect(await screen.findByText("Please enter a 10-digit mobile number, e.g. 98450 12345")).toBeInTheDocument();
    expect(number).toHaveAttribute("aria-invalid", "true");
    expect(requestsTo(fetchMock, "/api/alerts/by-phone")).toEqual([]);

    // A number that is not a mobile's: the server's word, under the field, with what was typed.
    await user.clear(number);
    await user.type(number, "0821 2421234");
    await user.click(screen.getByRole("button", { name: "Save alert" }));
    expect(await screen.findByText("This is not a mobile number. Please enter a mobile number that gets SMS.")).toBeInTheDocument();
    expect(number).toHaveValue("0821 2421234");

    await user.clear(number);
    await user.type(number, "98450 12345");
    await user.click(screen.getByRole("button", { name: "Save alert" }));
    // True whether the SMS held a code or (the number has this alert, or its most) said so instead.
    expect(await screen.findByRole("status")).toHaveTextContent(
      "We have sent an SMS to +91 98450 12345 about this alert. If it has a 6-digit code, type the code here within 5 minutes. If it has no code, it says why, and there is nothing more to do here.",
    );
    expect(requestsTo(fetchMock, "/api/alerts/by-phone").map((request) => request.body)).toEqual([
      { criteria: { q: "driver" }, frequency: "daily", language: "en", phoneNumber: "0821 2421234" },
      { criteria: { q: "driver" }, frequency: "daily", language: "en", phoneNumber: "98450 12345" },
    ]);

    const code = screen.getByLabelText("Code from the SMS");
    await waitFor(() => expect(code).toHaveFocus());
    // To every number alike: Twilio refuses every SMS to a number that replied STOP, a code too, until it replies START.
    expect(screen.getByText("No SMS? If you once replied STOP to our texts, reply START to one of them first, then press “Send again”.")).toBeInTheDocument();
    expect(code).toHaveAttribute("inputmode", "numeric");
    expect(code).toHaveAttribute("autocomplete", "one-time-code");
    await user.click(screen.getByRole("button", { name: "Confirm alert" }));
    expect(await screen.findByText("Please enter the code from the SMS")).toBeInTheDocument();

    await user.type(code, "111111");
    await user.click(screen.getByRole("button", { name: "Confirm alert" }));
    expect(await screen.findByText("That code is not right. Please check the SMS and type it again.")).toBeInTheDocument();
    expect(code).toHaveAttribute("aria-invalid", "true");
    expect(code).toHaveValue("111111");

    await user.clear(code);
    await user.type(code, "222222");
    await user.keyboard("{Enter}");
    expect(await screen.findByText("This code has expired or was tried too many times. Please ask for a new code.")).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, "333333");
    await user.click(screen.getByRole("button", { name: "Confirm alert" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Alert saved" })).toHaveFocus();
    expect(screen.getByRole("status")).toHaveTextContent(
      "We will text new jobs like these to +91 98450 12345. Each SMS has a link to stop the alert.",
    );
    expect(screen.getByRole("link", { name: "Search jobs" })).toHaveAttribute("href", "/jobs");
    expect(requestsTo(fetchMock, "/api/alerts/by-phone/confirm").map((request) => request.body)).toEqual([
      { id: firstId, phoneNumber: "+919845012345", code: "111111" },
      { id: firstId, phoneNumber: "+919845012345", code: "222222" },
      { id: firstId, phoneNumber: "+919845012345", code: "333333" },
    ]);
  });

  it("sends the SMS again (saying so when it is too soon), and Change number keeps what was chosen", async () => {
    const fetchMock = mockApi({
      routes: {
        "POST /api/alerts/by-phone": inTurn(
          () => json({ alert: phoneAlert(firstId), codeSent: true }, 201),
          () => errorResponse(429, "rate_limited", { params: { seconds: "21" } }),
          () => json({ alert: phoneAlert(secondId), codeSent: true }, 201),
          () => errorResponse(429, "rate_limited", { params: { minutes: "48" } }),
        ),
        "POST /api/alerts/by-phone/confirm": () => json({ alert: { ...phoneAlert(secondId), confirmed: true } }),
      },
    });
    renderApp("/alerts/new?q=driver");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("radio", { name: "SMS to my mobile" }));
    await user.click(screen.getByRole("radio", { name: /Once a day/ }));
    await user.type(screen.getByLabelText("Your mobile number"), "9845012345");
    await user.click(screen.getByRole("button", { name: "Save alert" }));
    await screen.findByLabelText("Code from the SMS");

    await user.click(screen.getByRole("button", { name: "Send again" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not send the SMS We just sent an SMS to this number. Please wait 30 seconds and ask again.");
    await user.click(screen.getByRole("button", { name: "Send again" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "We have sent another SMS to +91 98450 12345 about this alert. If it has a 6-digit code, type the code here within 5 minutes: only the newest code works. If it has no code, it says why, and there is nothing more to do here.",
    );
    expect(screen.queryByRole("alert")).toBeNull();
    await waitFor(() => expect(screen.getByLabelText("Code from the SMS")).toHaveFocus());
    // Send again asks for the same alert to the number the server read.
    const asked = { criteria: { q: "driver" }, frequency: "daily", language: "en" };
    expect(requestsTo(fetchMock, "/api/alerts/by-phone").map((request) => request.body)).toEqual([
      { ...asked, phoneNumber: "9845012345" },
      { ...asked, phoneNumber: "+919845012345" },
      { ...asked, phoneNumber: "+919845012345" },
    ]);

    await user.click(screen.getByRole("button", { name: "Change number" }));
    const number = await screen.findByLabelText("Your mobile number");
    expect(number).toHaveValue("+91 98450 12345");
    expect(number).toHaveFocus();
    expect(screen.getByRole("radio", { name: "SMS to my mobile" })).toBeChecked();
    expect(screen.getByRole("radio", { name: /Once a day/ })).toBeChecked();

    // Too many codes for now: under the number, which stays as typed.
    await user.clear(number);
    await user.type(number, "98450 54321");
    await user.click(screen.getByRole("button", { name: "Save alert" }));
    expect(await screen.findByText("Too many codes were asked for. Please try again in an hour.")).toBeInTheDocument();
    expect(number).toHaveAttribute("aria-invalid", "true");
    expect(number).toHaveValue("98450 54321");
  });

  it("reads in Kannada, asks for a Kannada SMS, sends it again and says a wrong code in Kannada", async () => {
    await switchLanguage("kn");
    const fetchMock = mockApi({
      routes: {
        "POST /api/alerts/by-phone": () => json({ alert: phoneAlert(firstId), codeSent: true }, 201),
        "POST /api/alerts/by-phone/confirm": inTurn(() => errorResponse(400, "phone_code_invalid"), () => json({ alert: { ...phoneAlert(firstId), confirmed: true } })),
      },
    });
    renderApp("/alerts/new?q=driver");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("radio", { name: "ನನ್ನ ಮೊಬೈಲ್‌ಗೆ SMS" }));
    await user.click(screen.getByRole("button", { name: "ಅಲರ್ಟ್ ಉಳಿಸಿ" }));
    expect(await screen.findByText("ನಿಮ್ಮ ಮೊಬೈಲ್ ನಂಬರ್ ಹಾಕಿ")).toBeInTheDocument();
    expect(screen.getByLabelText("ನಿಮ್ಮ ಮೊಬೈಲ್ ನಂಬರ್")).toHaveAccessibleDescription(
      "ಅಲರ್ಟ್ ಖಚಿತಪಡಿಸಲು ಮೊದಲು SMS ಮೂಲಕ ಒಂದು ಕೋಡ್ ಕಳುಹಿಸುತ್ತೇವೆ. ಈ ನಂಬರ್‌ಗೆ ಈ ಅಲರ್ಟ್ ಈಗಾಗಲೇ ಇದ್ದರೆ, ಅಥವಾ ಗರಿಷ್ಠ ಅಲರ್ಟ್‌ಗಳು ಇದ್ದರೆ, ಕೋಡ್ ಬದಲು ಅದನ್ನೇ SMS ನಲ್ಲಿ ತಿಳಿಸುತ್ತೇವೆ. ನಿಮ್ಮ ಮೊಬೈಲ್ ನಂಬರ್ ಹಾಕಿ",
    );
    await user.type(screen.getByLabelText("ನಿಮ್ಮ ಮೊಬೈಲ್ ನಂಬರ್"), "9845012345");
    await user.click(screen.getByRole("button", { name: "ಅಲರ್ಟ್ ಉಳಿಸಿ" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "ಈ ಅಲರ್ಟ್ ಬಗ್ಗೆ +91 98450 12345 ನಂಬರ್‌ಗೆ ಒಂದು SMS ಕಳುಹಿಸಿದ್ದೇವೆ. ಅದರಲ್ಲಿ 6 ಅಂಕಿಯ ಕೋಡ್ ಇದ್ದರೆ, 5 ನಿಮಿಷದೊಳಗೆ ಆ ಕೋಡ್ ಅನ್ನು ಇಲ್ಲಿ ಟೈಪ್ ಮಾಡಿ. ಕೋಡ್ ಇಲ್ಲದಿದ್ದರೆ, ಯಾಕೆ ಎಂದು ಆ SMS ನಲ್ಲೇ ತಿಳಿಸಿದ್ದೇವೆ; ಇಲ್ಲಿ ಇನ್ನೇನೂ ಮಾಡಬೇಕಿಲ್ಲ.",
    );
    expect(requestsTo(fetchMock, "/api/alerts/by-phone")[0]?.body).toMatchObject({ language: "kn" });
    expect(screen.getByText("SMS ಬರಲಿಲ್ಲವೇ? ಹಿಂದೆ ನಮ್ಮ SMS ಗೆ STOP ಎಂದು ಉತ್ತರಿಸಿದ್ದರೆ, ಮೊದಲು ಅದಕ್ಕೆ START ಎಂದು ಉತ್ತರಿಸಿ, ನಂತರ “ಮತ್ತೆ ಕಳುಹಿಸಿ” ಒತ್ತಿ.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "ಮತ್ತೆ ಕಳುಹಿಸಿ" }));
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent(
        "ಈ ಅಲರ್ಟ್ ಬಗ್ಗೆ +91 98450 12345 ನಂಬರ್‌ಗೆ ಇನ್ನೊಂದು SMS ಕಳುಹಿಸಿದ್ದೇವೆ. ಅದರಲ್ಲಿ 6 ಅಂಕಿಯ ಕೋಡ್ ಇದ್ದರೆ, 5 ನಿಮಿಷದೊಳಗೆ ಆ ಕೋಡ್ ಅನ್ನು ಇಲ್ಲಿ ಟೈಪ್ ಮಾಡಿ: ಹೊಸ ಕೋಡ್ ಮಾತ್ರ ನಡೆಯುತ್ತದೆ. ಕೋಡ್ ಇಲ್ಲದಿದ್ದರೆ, ಯಾಕೆ ಎಂದು ಆ SMS ನಲ್ಲೇ ತಿಳಿಸಿದ್ದೇವೆ; ಇಲ್ಲಿ ಇನ್ನೇನೂ ಮಾಡಬೇಕಿಲ್ಲ.",
      ),
    );

    await user.type(screen.getByLabelText("SMS ನಲ್ಲಿ ಬಂದ ಕೋಡ್"), "111111");
    await user.click(screen.getByRole("button", { name: "ಅಲರ್ಟ್ ಖಚಿತಪಡಿಸಿ" }));
    expect(await screen.findByText("ಈ ಕೋಡ್ ಸರಿ ಇಲ್ಲ. SMS ನೋಡಿ, ಮತ್ತೆ ಟೈಪ್ ಮಾಡಿ.")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("SMS ನಲ್ಲಿ ಬಂದ ಕೋಡ್"));
    await user.type(screen.getByLabelText("SMS ನಲ್ಲಿ ಬಂದ ಕೋಡ್"), "222222");
    await user.click(screen.getByRole("button", { name: "ಅಲರ್ಟ್ ಖಚಿತಪಡಿಸಿ" }));
    expect(await screen.findByRole("heading", { name: "ಅಲರ್ಟ್ ಉಳಿಸಲಾಗಿದೆ" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("+91 98450 12345 ನಂಬರ್‌ಗೆ SMS ಮಾಡುತ್ತೇವೆ");
  });
});
