import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { PhoneOutboxHealth, UndeliveredPhoneMessage } from "@app/shared/admin";
import { toast } from "@/components/ui/toaster";
import { json, renderApp, requestsTo, type FakeRoute } from "@/testing/render-app";
import { apiError, dashboardApi } from "./test-utils";
import { switchLanguage } from "@/testing/language";

afterEach(() => {
  toast.dismiss();
});

async function findPhoneSection(name = "SMS and WhatsApp") {
  return within(await screen.findByRole("region", { name }));
}

const givenUp: UndeliveredPhoneMessage = {
  id: 31,
  channel: "whatsapp",
  recipient: "+919845012345",
  kind: "interview",
  language: "kn",
  attempts: 1,
  lastError: "WhatsApp answered 400: (#132001) Template name does not exist in the translation [132001]",
  queuedAt: "2025-01-28T10:00:00.000Z",
  failed: true,
  nextAttemptAt: null,
};

const stuck: UndeliveredPhoneMessage = {
  id: 32,
  channel: "sms",
  recipient: "+919900011122",
  kind: "code",
  language: "en",
  attempts: 3,
  lastError: "MSG91 did not answer within 10 s",
  queuedAt: "2025-01-29T04:30:00.000Z",
  failed: false,
  nextAttemptAt: "2025-01-29T05:10:00.000Z",
};

function health(overrides: Partial<PhoneOutboxHealth> = {}): PhoneOutboxHealth {
  return { waiting: 0, stuck: 0, failed: 0, sentToday: { sms: 0, whatsapp: 0 }, smsPartsToday: 0, messages: [], ...overrides };
}

/** A code given up: its card has no Send again. */
const givenUpCode: UndeliveredPhoneMessage = { ...stuck, id: 33, recipient: "+919900033344", failed: true, nextAttemptAt: null, lastError: "MSG91 answered 400: invalid number" };

/** The dashboard's answers, with the phone outbox's health and (when given) the answer to Send again. */
function phoneApi(answer: PhoneOutboxHealth | FakeRoute, retry?: FakeRoute) {
  return dashboardApi({
    routes: {
      "GET /api/admin/phone": typeof answer === "function" ? answer : () => json(answer),
      ...(retry ? { [`POST /api/admin/phone/${givenUp.id}/retry`]: retry } : {}),
    },
  });
}

describe("dashboard SMS and WhatsApp", () => {
  it("show today's figures and say calmly that every message went", async () => {
    phoneApi(health({ sentToday: { sms: 1_234, whatsapp: 56 }, smsPartsToday: 2_468 }));
    renderApp("/admin/dashboard");

    const section = await findPhoneSection();
    expect(await section.findByText("All messages delivered.")).toBeInTheDocument();
    const figures = section.getByText("Sent today").closest("dl")!;
    const valueOf = (term: string) => within(figures).getByText(term).nextElementSibling?.textContent;
    expect(valueOf("Waiting")).toBe("0");
    expect(valueOf("Given up")).toBe("0");
    expect(valueOf("Sent today")).toBe("1,290SMS 1,234 · WhatsApp 56");
    expect(valueOf("SMS parts today")).toContain("2,468");
    expect(section.queryByRole("list", { name: "Messages not delivered" })).not.toBeInTheDocument();
  });

  it("warn of stuck and given-up messages and list them, by number, channel, kind and language, never their text", async () => {
    phoneApi(health({ waiting: 4, stuck: 1, failed: 1, messages: [givenUp, stuck] }));
    renderApp("/admin/dashboard");

    const section = await findPhoneSection();
    expect(await section.findByText("1 message waiting longer than 15 minutes.")).toBeInTheDocument();
    expect(section.getByText("1 message could not be delivered.")).toBeInTheDocument();

    const refused = within(section.getByRole("article", { name: "+919845012345" }));
    expect(refused.getByText("WhatsApp")).toBeInTheDocument();
    expect(refused.getByText("Interview · in Kannada")).toBeInTheDocument();
    expect(refused.getByText("Given up")).toBeInTheDocument();
    expect(refused.getByText(givenUp.lastError!).tagName).toBe("CODE");
    // In the site's time zone (Asia/Kolkata): 10:00 UTC is 3:30 PM.
    expect(refused.getByText("28 Jan 2025, 3:30 PM")).toBeInTheDocument();
    expect(refused.queryByText("Next try")).not.toBeInTheDocument();

    const waiting = within(section.getByRole("article", { name: "+919900011122" }));
    expect(waiting.getByText("SMS")).toBeInTheDocument();
    expect(waiting.getByText("One-time code · in English")).toBeInTheDocument();
    expect(waiting.getByText("Waiting")).toBeInTheDocument();
    expect(waiting.getByText("29 Jan 2025, 10:40 AM")).toBeInTheDocument();
    expect(waiting.queryByRole("button")).not.toBeInTheDocument();
    // Send again only on the given-up one.
    expect(refused.getByRole("button", { name: "Send again to +919845012345" })).toHaveTextContent("Send again");
    expect(section.getAllByRole("button", { name: /^Send again/ })).toHaveLength(1);
  });

  it("offer no Send again for a given-up one-time code, and say why", async () => {
    phoneApi(health({ failed: 2, messages: [givenUp, givenUpCode] }));
    renderApp("/admin/dashboard");

    const section = await findPhoneSection();
    const code = within(await section.findByRole("article", { name: "+919900033344" }));
    expect(code.getByText("Given up")).toBeInTheDocument();
    expect(code.getByText("A one-time code is not sent again: it works for 5 minutes only. The person can ask for a new code.")).toBeInTheDocument();
    expect(code.queryByRole("button")).not.toBeInTheDocument();
    expect(section.getAllByRole("button", { name: /^Send again/ })).toHaveLength(1);
  });

  it("send a given-up message again: POST to its retry route, a toast, and the section loaded again", async () => {
    let phoneHealth = health({ failed: 1, messages: [givenUp] });
    const fetchMock = phoneApi(
      () => json(phoneHealth),
      () => {
        phoneHealth = health({ waiting: 1 });
        return json({ message: { ...givenUp, failed: false, attempts: 0, nextAttemptAt: "2025-01-29T05:00:00.000Z" } });
      },
    );
    renderApp("/admin/dashboard");

    const section = await findPhoneSection();
    await userEvent.click(await section.findByRole("button", { name: "Send again to +919845012345" }));

    expect(await screen.findByText("Message queued to send again")).toBeInTheDocument();
    expect(requestsTo(fetchMock, "/api/admin/phone/31/retry").map((request) => [request.method, request.body])).toEqual([["POST", {}]]);
    expect(await section.findByText("1 message on its way.")).toBeInTheDocument();
    expect(section.queryByRole("article")).not.toBeInTheDocument();
  });

  it("disable Send again while it is sent, and show the server's refusal in a toast", async () => {
    let answer: (response: Response) => void = () => {};
    phoneApi(health({ failed: 1, messages: [givenUp] }), () => new Promise<Response>((resolve) => (answer = resolve)));
    renderApp("/admin/dashboard");

    const section = await findPhoneSection();
    await userEvent.click(await section.findByRole("button", { name: "Send again to +919845012345" }));
    await waitFor(() => expect(section.getByRole("button", { name: "Send again to +919845012345" })).toBeDisabled());

    answer(apiError("not_given_up", 409, "Only a message that was given up can be sent again. It may be on its way already: open the page again to see."));
    expect(await screen.findByText("Could not send again")).toBeInTheDocument();
    expect(screen.getByText("Only a message that was given up can be sent again. It may be on its way already: open the page again to see.")).toBeInTheDocument();
    await waitFor(() => expect(section.getByRole("button", { name: "Send again to +919845012345" })).toBeEnabled());
  });

  it("say when the status could not be loaded, and load it again", async () => {
    let fail = true;
    phoneApi(() => (fail ? apiError("internal", 500) : json(health({ waiting: 2 }))));
    renderApp("/admin/dashboard");

    const section = await findPhoneSection();
    expect(await section.findByRole("alert")).toHaveTextContent("The SMS and WhatsApp status could not be loaded.");
    fail = false;
    await userEvent.click(section.getByRole("button", { name: "Try again to load the SMS and WhatsApp status" }));
    expect(await section.findByText("2 messages on their way.")).toBeInTheDocument();
  });

  it("speak Kannada", async () => {
    await switchLanguage("kn");
    phoneApi(health({ waiting: 3, stuck: 2, failed: 1, sentToday: { sms: 5, whatsapp: 2 }, smsPartsToday: 9, messages: [givenUp, stuck] }));
    renderApp("/admin/dashboard");

    const section = await findPhoneSection("SMS ಮತ್ತು ವಾಟ್ಸ್‌ಆ್ಯಪ್");
    expect(await section.findByText("2 ಸಂದೇಶಗಳು 15 ನಿಮಿಷಕ್ಕಿಂತ ಹೆಚ್ಚು ಹೊತ್ತಿನಿಂದ ಕಾಯುತ್ತಿವೆ.")).toBeInTheDocument();
    expect(section.getByText("1 ಸಂದೇಶ ತಲುಪಿಸಲು ಆಗಲಿಲ್ಲ.")).toBeInTheDocument();
    expect(section.getByText("SMS 5 · ವಾಟ್ಸ್‌ಆ್ಯಪ್ 2")).toBeInTheDocument();
    const refused = within(section.getByRole("article", { name: "+919845012345" }));
    expect(refused.getByText("ಸಂದರ್ಶನ · ಕನ್ನಡದಲ್ಲಿ")).toBeInTheDocument();
    expect(refused.getByText("ಪ್ರಯತ್ನ ನಿಲ್ಲಿಸಲಾಗಿದೆ")).toBeInTheDocument();
    expect(refused.getByRole("button", { name: "ಮತ್ತೆ ಕಳುಹಿಸಿ: +919845012345" })).toHaveTextContent("ಮತ್ತೆ ಕಳುಹಿಸಿ");
  });

  it("say in Kannada that a message went back in the outbox, and why a code does not", async () => {
    await switchLanguage("kn");
    phoneApi(health({ failed: 2, messages: [givenUp, givenUpCode] }), () => json({ message: { ...givenUp, failed: false, attempts: 0 } }));
    renderApp("/admin/dashboard");

    const section = await findPhoneSection("SMS ಮತ್ತು ವಾಟ್ಸ್‌ಆ್ಯಪ್");
    expect(await section.findByText("ಒಂದು ಬಾರಿಯ ಕೋಡ್ ಅನ್ನು ಮತ್ತೆ ಕಳುಹಿಸುವುದಿಲ್ಲ: ಅದು 5 ನಿಮಿಷ ಮಾತ್ರ ಕೆಲಸ ಮಾಡುತ್ತದೆ. ಅವರು ಹೊಸ ಕೋಡ್ ಕೇಳಬಹುದು.")).toBeInTheDocument();
    await userEvent.click(section.getByRole("button", { name: "ಮತ್ತೆ ಕಳುಹಿಸಿ: +919845012345" }));
    expect(await screen.findByText("ಸಂದೇಶ ಮತ್ತೆ ಕಳುಹಿಸಲು ಸಾಲಿಗೆ ಸೇರಿದೆ")).toBeInTheDocument();
  });
});
