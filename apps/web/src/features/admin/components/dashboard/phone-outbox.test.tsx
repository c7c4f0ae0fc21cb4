import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { PhoneOutboxHealth, UndeliveredPhoneMessage } from "@app/shared/admin";
import { json, renderApp, type FakeRoute } from "@/testing/render-app";
import { apiError, dashboardApi } from "./test-utils";
import { switchLanguage } from "@/testing/language";

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

function phoneApi(answer: PhoneOutboxHealth | FakeRoute) {
  return dashboardApi({ routes: { "GET /api/admin/phone": typeof answer === "function" ? answer : () => json(answer) } });
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
    expect(section.queryByRole("button")).not.toBeInTheDocument();
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
  });
});
