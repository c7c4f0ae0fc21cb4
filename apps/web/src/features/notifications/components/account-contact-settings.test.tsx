/**
 * The contact card and "How we tell you" on one page: a number added with its code changes what the
 * server reads for the account's settings, and the settings card shows it without a reload (by the
 * card's own refresh, not the live `profiles` event, which app/server-event-keys.test.ts covers).
 */
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { KindChannels, NotificationSettings } from "@app/shared/notifications";
import type { SessionUser } from "@app/shared/user";
import { toast } from "@/components/ui/toaster";
import { loadAccountTexts } from "@/lib/i18n";
import { json, mockApi, renderInPage, testUser, type FakeRoute } from "@/testing/render-app";
import { AccountContactCard } from "./account-contact-card";
import { NotificationPreferencesCard } from "./notification-preferences";

const number = "+919845012345";
const noNumber = "SMS and WhatsApp are off: add and verify a mobile number to get them.";

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
  mockApi({
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

  it("a number that said STOP to our texts before: the card says so on each SMS box once it is added", async () => {
    const server = { user: testUser({ email: "asha@example.com", phoneNumber: null }), settings: defaultSettings({ email: "asha@example.com", phoneNumber: null }) };
    renderCards(server, numberRoutes);
    await boxes("SMS");
    expect(screen.getByText(noNumber)).toBeInTheDocument();

    await addNumber(server, defaultSettings({ email: "asha@example.com", phoneNumber: number }, { smsStopped: true }));

    const stopped = "You replied STOP to our texts, so SMS is off. Tick SMS again to hear from us by text.";
    expect(await screen.findByText(stopped)).toBeInTheDocument();
    expect(screen.queryByText(noNumber)).toBeNull();
    for (const box of await boxes("SMS")) {
      expect(box).toBeEnabled();
      expect(box).not.toBeChecked();
      expect(box).toHaveAccessibleDescription(stopped);
    }
  }, 20_000);
});
