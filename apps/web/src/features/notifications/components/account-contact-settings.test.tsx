/**
 * The contact card and "How we tell you" on one page: a number added, changed or removed changes what
 * the server reads for the account's settings, and the settings card shows it without a reload (by
 * the card's own refresh, not the live `profiles` event, which app/server-event-keys.test.ts covers).
 */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { KindChannels, NotificationSettings } from "@app/shared/notifications";
import type { SessionUser } from "@app/shared/user";
import { toast } from "@/components/ui/toaster";
import { loadAccountTexts } from "@/lib/i18n";
import { errorResponse, sentRequests } from "@/testing/api-requests";
import { switchLanguage } from "@/testing/language";
import { json, mockApi, renderInPage, testUser, type FakeRoute } from "@/testing/render-app";
import { AccountContactCard } from "./account-contact-card";
import { NotificationPreferencesCard } from "./notification-preferences";

const number = "+919845012345";
const noNumber = "SMS and WhatsApp are off: add and verify a mobile number to get them.";
const noSmsAfterStop = "No SMS? If you once replied STOP to our texts, reply START to one of them first, then press “Send again”.";

/** The settings the server reads for an account without saved choices (notifications/channels.ts's defaults). */
function defaultSettings(contacts: { email: string | null; phoneNumber: string | null }, overrides: Partial<NotificationSettings> = {}): NotificationSettings {
  const defaultsOf = (kind: string): KindChannels => ({
    email: contacts.email !== null,
    sms: contacts.email === null && contacts.phoneNumber !== null && (kind === "interviews" || kind === "status"),
    whatsapp: false,
  });
  return {
    channels: { status: defaultsOf("status"), interviews: defaultsOf("interviews"), messages: defaultsOf("messages"), alerts: defaultsOf("alerts") },
    language: "en",
    whatsappOptIn: false,
    ...contacts,
    whatsappStopped: false,
    smsStopped: false,
    saved: false,
    ...overrides,
  };
}

/** Both cards of a candidate's profile, in the providers the app's root gives them, the API answering as `server` holds. */
function renderCards(server: { user: SessionUser; settings: NotificationSettings }, routes: Record<string, FakeRoute>) {
  const fetchMock = mockApi({
    user: server.user,
    routes: {
      "GET /api/accounts/me": () => json({ user: server.user }),
      "GET /api/notifications/preferences": () => json(server.settings),
      ...routes,
    },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 5 * 60_000 }, mutations: { retry: false } } });
  renderInPage(
    <>
      <AccountContactCard />
      <NotificationPreferencesCard />
    </>,
    { queryClient },
  );
  return fetchMock;
}

/** Each kind's box of `channel`, in the card's order (status, interviews, messages, alerts). */
const boxes = async (channel: "E-mail" | "SMS") => {
  await screen.findByRole("group", { name: /^Interviews/ });
  return screen.getAllByRole("checkbox", { name: channel });
};
const ticked = (inputs: HTMLElement[]) => inputs.map((input) => (input as HTMLInputElement).checked);

/** The number added on the contact card: asked for, its code typed and confirmed, as the server answers it. */
async function addNumber(server: { user: SessionUser; settings: NotificationSettings }, settingsWithNumber: NotificationSettings) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText("Mobile number"), "98450 12345");
  await user.click(screen.getByRole("button", { name: "Send code" }));
  await user.type(await screen.findByLabelText("Code from the SMS"), "123456");
  // The server holds the number from the code's confirmation on: the account and its settings.
  server.user = { ...server.user, phoneNumber: number };
  server.settings = settingsWithNumber;
  await user.click(screen.getByRole("button", { name: "Confirm number" }));
  expect(await screen.findByText("You can sign in with a code sent to it by SMS.")).toBeInTheDocument();
}

const numberRoutes = {
  "POST /api/accounts/phone/number/code": () => json({ phoneNumber: number, resendAfterSeconds: 30 }),
  "POST /api/accounts/phone/number": () => json({ user: testUser({ phoneNumber: number }) }),
};

beforeAll(() => loadAccountTexts());
afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
});

describe("How we tell you, as the account's contacts change on the page", () => {
  it("an e-mail account adds its number: the no-number notice goes and SMS and WhatsApp can be chosen, as the server now reads them", async () => {
    const server = { user: testUser({ email: "asha@example.com", phoneNumber: null }), settings: defaultSettings({ email: "asha@example.com", phoneNumber: null }) };
    renderCards(server, numberRoutes);
    const sms = await boxes("SMS");
    expect(screen.getByText(noNumber)).toBeInTheDocument();
    for (const box of sms) {
      expect(box).toBeDisabled();
      expect(box).toHaveAccessibleDescription(noNumber);
    }
    expect(ticked(await boxes("E-mail"))).toEqual([true, true, true, true]);

    await addNumber(server, defaultSettings({ email: "asha@example.com", phoneNumber: number }));

    await expect.poll(() => screen.queryByText(noNumber)).toBeNull();
    const after = await boxes("SMS");
    expect(ticked(after)).toEqual([false, false, false, false]);
    for (const box of after) {
      expect(box).toBeEnabled();
      expect(box).not.toHaveAccessibleDescription();
    }
    expect(screen.getByRole("checkbox", { name: `Send me messages on WhatsApp at ${number}` })).not.toBeChecked();
    expect(screen.getByRole("group", { name: "Language of SMS and WhatsApp messages" })).toBeInTheDocument();
  }, 20_000);

  it("the code step says, in English and Kannada, to reply START if no SMS comes: the code goes by SMS, refused after a STOP", async () => {
    const server = { user: testUser({ email: "asha@example.com", phoneNumber: null }), settings: defaultSettings({ email: "asha@example.com", phoneNumber: null }) };
    renderCards(server, numberRoutes);
    const user = userEvent.setup();
    expect(screen.queryByText(noSmsAfterStop)).toBeNull();
    await user.type(await screen.findByLabelText("Mobile number"), "98450 12345");
    await user.click(screen.getByRole("button", { name: "Send code" }));
    expect(await screen.findByText(noSmsAfterStop)).toBeInTheDocument();

    await switchLanguage("kn");
    try {
      expect(
        await screen.findByText("SMS ಬರಲಿಲ್ಲವೇ? ಹಿಂದೆ ನಮ್ಮ SMS ಗೆ STOP ಎಂದು ಉತ್ತರಿಸಿದ್ದರೆ, ಮೊದಲು ಅದಕ್ಕೆ START ಎಂದು ಉತ್ತರಿಸಿ, ನಂತರ “ಮತ್ತೆ ಕಳುಹಿಸಿ” ಒತ್ತಿ."),
      ).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "ಮತ್ತೆ ಕಳುಹಿಸಿ" })).toBeInTheDocument();
    } finally {
      await switchLanguage("en");
    }
  }, 20_000);

  it("a number that said STOP to our texts before: the card says so on each SMS box once it is added", async () => {
    const server = { user: testUser({ email: "asha@example.com", phoneNumber: null }), settings: defaultSettings({ email: "asha@example.com", phoneNumber: null }) };
    renderCards(server, numberRoutes);
    await boxes("SMS");
    expect(screen.getByText(noNumber)).toBeInTheDocument();

    await addNumber(server, defaultSettings({ email: "asha@example.com", phoneNumber: number }, { smsStopped: true }));

    const stopped = "You replied STOP to our texts, so SMS is off. To hear from us by text again, tick SMS here and reply START to one of our texts.";
    expect(await screen.findByText(stopped)).toBeInTheDocument();
    expect(screen.queryByText(noNumber)).toBeNull();
    for (const box of await boxes("SMS")) {
      expect(box).toBeEnabled();
      expect(box).not.toBeChecked();
      expect(box).toHaveAccessibleDescription(stopped);
    }
  }, 20_000);
});

describe("the account's number changed or removed", () => {
  const newNumber = "+919740011111";
  const statusOnWhatsapp = { email: true, sms: false, whatsapp: true };
  const withWhatsapp = (phoneNumber: string) =>
    defaultSettings({ email: "asha@example.com", phoneNumber }, { whatsappOptIn: true, saved: true, channels: { ...defaultSettings({ email: "asha@example.com", phoneNumber }).channels, status: statusOnWhatsapp } });

  it("Change number: the old number stays until the new one's code is confirmed, its code step says to reply START if no SMS comes; Cancel goes back; the new number has WhatsApp off", async () => {
    const server = { user: testUser({ email: "asha@example.com", phoneNumber: number }), settings: withWhatsapp(number) };
    const fetchMock = renderCards(server, {
      "POST /api/accounts/phone/number/code": () => json({ phoneNumber: newNumber, resendAfterSeconds: 30 }),
      "POST /api/accounts/phone/number": () => json({ user: server.user }),
    });
    const success = vi.spyOn(toast, "success");
    const user = userEvent.setup();
    expect(await screen.findByText("+91 98450 12345")).toBeInTheDocument();
    expect(await screen.findByRole("checkbox", { name: `Send me messages on WhatsApp at ${number}` })).toBeChecked();

    // Keyboard: Enter opens the form with the cursor in it; Cancel puts the cursor back on the button.
    screen.getByRole("button", { name: "Change number" }).focus();
    await user.keyboard("{Enter}");
    expect(screen.getByLabelText("New mobile number")).toHaveFocus();
    expect(screen.getByText("Type your new number. +91 98450 12345 stays your number until you confirm the new one with the code we send to it.")).toBeInTheDocument();
    expect(screen.getByText("WhatsApp messages are off for a new number until you tick WhatsApp again under “How we tell you”.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByLabelText("New mobile number")).toBeNull();
    expect(screen.getByRole("button", { name: "Change number" })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Change number" }));
    await user.type(screen.getByLabelText("New mobile number"), "97400 11111{Enter}");
    expect(await screen.findByText("We sent a 6-digit code to +91 97400 11111. It works for 5 minutes.")).toBeInTheDocument();
    expect(screen.getByLabelText("Code from the SMS")).toHaveFocus();
    expect(screen.getByText(noSmsAfterStop)).toBeInTheDocument();
    expect(screen.getByText("+91 98450 12345")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Code from the SMS"), "123456");
    server.user = { ...server.user, phoneNumber: newNumber };
    server.settings = defaultSettings({ email: "asha@example.com", phoneNumber: newNumber }, { saved: true, channels: { ...withWhatsapp(newNumber).channels, status: { email: true, sms: false, whatsapp: false } } });
    await user.click(screen.getByRole("button", { name: "Confirm number" }));

    expect(await screen.findByText("+91 97400 11111")).toHaveFocus();
    expect(success).toHaveBeenCalledWith("Mobile number changed", {
      description: "You now sign in with +91 97400 11111. Tick WhatsApp again under “How we tell you” to get WhatsApp messages there.",
    });
    expect(screen.queryByText("+91 98450 12345")).toBeNull();
    const optIn = await screen.findByRole("checkbox", { name: `Send me messages on WhatsApp at ${newNumber}` });
    expect(optIn).not.toBeChecked();
    expect(screen.getAllByRole("checkbox", { name: "WhatsApp" }).some((box) => (box as HTMLInputElement).checked)).toBe(false);
    expect(sentRequests(fetchMock).filter((request) => request.path.startsWith("/api/accounts"))).toEqual([
      { method: "POST", path: "/api/accounts/phone/number/code", body: { phoneNumber: "97400 11111", language: "en" } },
      { method: "POST", path: "/api/accounts/phone/number", body: { phoneNumber: newNumber, code: "123456" } },
    ]);
  }, 20_000);

  it("Remove number asks first: Keep number changes nothing; Remove takes the number off, and SMS and WhatsApp read off", async () => {
    const server = { user: testUser({ email: "asha@example.com", phoneNumber: number }), settings: withWhatsapp(number) };
    const fetchMock = renderCards(server, {
      "DELETE /api/accounts/phone/number": () => {
        server.user = { ...server.user, phoneNumber: null };
        server.settings = defaultSettings({ email: "asha@example.com", phoneNumber: null }, { saved: true });
        return json({ user: server.user });
      },
    });
    const success = vi.spyOn(toast, "success");
    const user = userEvent.setup();
    await screen.findByText("+91 98450 12345");
    await boxes("SMS");
    const opener = screen.getByRole("button", { name: "Remove number" });
    await user.click(opener);
    let dialog = await screen.findByRole("alertdialog", { name: "Remove your mobile number?" });
    expect(dialog).toHaveAccessibleDescription(
      "You will no longer sign in with +91 98450 12345, and we will stop sending you SMS and WhatsApp messages. News you get only by SMS or WhatsApp will come by e-mail instead.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Keep number" }));
    await expect.poll(() => screen.queryByRole("alertdialog")).toBeNull();
    expect(opener).toHaveFocus();
    expect(sentRequests(fetchMock)).toEqual([]);

    await user.keyboard("{Enter}");
    dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Remove number" }));
    await expect.poll(() => screen.queryByRole("alertdialog")).toBeNull();
    expect(success).toHaveBeenCalledWith("Mobile number removed", { description: "SMS and WhatsApp messages are off. You sign in with your e-mail address and password." });
    // The dialog's opener went with the number: the cursor is in the field a new number is added in, not on the page's body.
    const field = await screen.findByLabelText("Mobile number");
    await expect.poll(() => document.activeElement).toBe(field);
    expect(screen.queryByText("+91 98450 12345")).toBeNull();
    expect(await screen.findByText(noNumber)).toBeInTheDocument();
    for (const box of await boxes("SMS")) {
      expect(box).toBeDisabled();
      expect(box).not.toBeChecked();
    }
    expect(screen.queryByRole("checkbox", { name: /Send me messages on WhatsApp/ })).toBeNull();
    // Still there once the dialog's own return of the cursor has run, and the settings read again.
    expect(document.activeElement).toBe(field);
    expect(sentRequests(fetchMock)).toEqual([{ method: "DELETE", path: "/api/accounts/phone/number", body: { phoneNumber: number } }]);
  }, 20_000);

  it("an account that signs in by its number alone is told in the dialog why the number stays, in English and Kannada", async () => {
    const server = { user: testUser({ email: null, phoneNumber: number }), settings: defaultSettings({ email: null, phoneNumber: number }) };
    const fetchMock = renderCards(server, {
      "GET /api/accounts/email/pending": () => json({ pending: null }),
      "DELETE /api/accounts/phone/number": () => errorResponse(409, "phone_number_only_sign_in"),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Remove number" }));
    let dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Remove number" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "The number was not removedYou sign in only with this number, so it cannot be removed. First add an e-mail address and set a password (“Forgot password?” on the login page sets one), or change to another number instead.",
    );
    expect(within(dialog).queryByRole("button", { name: "Remove number" })).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await expect.poll(() => screen.queryByRole("alertdialog")).toBeNull();
    expect(screen.getByText("+91 98450 12345")).toBeInTheDocument();

    await switchLanguage("kn");
    try {
      await user.click(await screen.findByRole("button", { name: "ನಂಬರ್ ತೆಗೆದುಹಾಕಿ" }));
      dialog = await screen.findByRole("alertdialog", { name: "ನಿಮ್ಮ ಮೊಬೈಲ್ ನಂಬರ್ ತೆಗೆದುಹಾಕಬೇಕೇ?" });
      // Opened again, it asks again: the refusal is said after the server's answer.
      expect(within(dialog).queryByRole("alert")).toBeNull();
      await user.click(within(dialog).getByRole("button", { name: "ನಂಬರ್ ತೆಗೆದುಹಾಕಿ" }));
      expect(await within(dialog).findByRole("alert")).toHaveTextContent("ನೀವು ಈ ನಂಬರ್‌ನಿಂದ ಮಾತ್ರ ಲಾಗಿನ್ ಆಗುತ್ತೀರಿ, ಹಾಗಾಗಿ ಇದನ್ನು ತೆಗೆದುಹಾಕಲು ಆಗುವುದಿಲ್ಲ.");
      expect(within(dialog).getByRole("button", { name: "ಮುಚ್ಚಿ" })).toBeInTheDocument();
    } finally {
      await switchLanguage("en");
    }
    expect(sentRequests(fetchMock)).toEqual([
      { method: "DELETE", path: "/api/accounts/phone/number", body: { phoneNumber: number } },
      { method: "DELETE", path: "/api/accounts/phone/number", body: { phoneNumber: number } },
    ]);
  }, 20_000);
});
