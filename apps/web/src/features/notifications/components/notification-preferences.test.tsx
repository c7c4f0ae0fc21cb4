import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { NotificationPreferencesInput, NotificationSettings } from "@app/shared/notifications";
import { toast } from "@/components/ui/toaster";
import { loadAccountTexts } from "@/lib/i18n";
import { switchLanguage } from "@/testing/language";
import { json, mockApi, renderInPage, requestsTo, testUser } from "@/testing/render-app";
import { NotificationPreferencesCard } from "./notification-preferences";

const off = { email: false, sms: false, whatsapp: false };

/** A phone-only candidate's settings as the server answers them. */
function settingsOf(overrides: Partial<NotificationSettings> = {}): NotificationSettings {
  return {
    channels: { alerts: off, messages: off, interviews: off, status: off },
    language: "en",
    whatsappOptIn: false,
    email: null,
    phoneNumber: "+919845012345",
    whatsappStopped: false,
    smsStopped: false,
    saved: true,
    ...overrides,
  };
}

/** The card alone, in the providers the app's root gives it, for a candidate, the preferences API answering `settings` and saving as the server does. */
function renderCard(settings: NotificationSettings) {
  let current = settings;
  const fetchMock = mockApi({
    user: testUser({ email: null, phoneNumber: "+919845012345" }),
    routes: {
      "GET /api/notifications/preferences": () => json(current),
      "PUT /api/notifications/preferences": async (request) => {
        const input = (await request.json()) as NotificationPreferencesInput;
        const ticked = Object.values(input.channels).some((chosen) => chosen.sms);
        current = { ...current, channels: input.channels, language: input.language, smsStopped: current.smsStopped && !ticked };
        return json(current);
      },
    },
  });
  renderInPage(<NotificationPreferencesCard />);
  return fetchMock;
}

const smsBoxes = async () => {
  await screen.findByRole("group", { name: /^Interviews/ });
  return screen.getAllByRole("checkbox", { name: "SMS" });
};

beforeAll(() => loadAccountTexts());
afterEach(async () => {
  toast.dismiss();
  vi.restoreAllMocks();
  await switchLanguage("en");
});

describe("NotificationPreferencesCard after a STOP by SMS", () => {
  it("says SMS is off because the number replied STOP and to tick SMS and reply START, on each SMS box; once SMS is ticked and saved the notice goes and the save says to reply START", async () => {
    const fetchMock = renderCard(settingsOf({ smsStopped: true }));
    const success = vi.spyOn(toast, "success");
    const notice = "You replied STOP to our texts, so SMS is off. To hear from us by text again, tick SMS here and reply START to one of our texts.";
    const boxes = await smsBoxes();
    expect(screen.getByText(notice)).toBeInTheDocument();
    for (const box of boxes) {
      expect(box).not.toBeChecked();
      expect(box).toBeEnabled();
      expect(box).toHaveAccessibleDescription(notice);
    }

    const user = userEvent.setup();
    await user.click(boxes[1]!);
    await user.click(screen.getByRole("button", { name: "Save how we tell you" }));
    await waitFor(() => expect(screen.queryByText(notice)).not.toBeInTheDocument());
    const [saved] = requestsTo(fetchMock, "/api/notifications/preferences").filter((request) => request.method === "PUT");
    expect((saved?.body as NotificationPreferencesInput).channels.interviews).toEqual({ email: false, sms: true, whatsapp: false });
    expect((await smsBoxes())[1]).not.toHaveAccessibleDescription();
    expect(success).toHaveBeenCalledWith("Saved: we will tell you as you chose.", {
      description: "SMS is on again. If you have not yet, reply START to one of our texts: until then they may not reach you.",
    });

    // Saved again with the stop already lifted: nothing more to say.
    await user.click((await smsBoxes())[3]!);
    await user.click(screen.getByRole("button", { name: "Save how we tell you" }));
    await waitFor(() => expect(success).toHaveBeenCalledTimes(2));
    expect(success).toHaveBeenLastCalledWith("Saved: we will tell you as you chose.", undefined);
  });

  it("says it in Kannada, the reminder to reply START after saving too", async () => {
    renderCard(settingsOf({ smsStopped: true }));
    const success = vi.spyOn(toast, "success");
    await smsBoxes();
    await switchLanguage("kn");
    expect(
      await screen.findByText("ನಮ್ಮ SMS ಗೆ ನೀವು STOP ಎಂದು ಉತ್ತರಿಸಿದ್ದೀರಿ, ಹಾಗಾಗಿ SMS ಆಫ್ ಆಗಿದೆ. ಮತ್ತೆ SMS ನಲ್ಲಿ ಸುದ್ದಿ ಪಡೆಯಲು ಇಲ್ಲಿ SMS ಅನ್ನು ಮತ್ತೆ ಆರಿಸಿ, ಮತ್ತು ನಮ್ಮ ಯಾವುದಾದರೂ SMS ಗೆ START ಎಂದು ಉತ್ತರಿಸಿ."),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getAllByRole("checkbox", { name: "SMS" })[1]!);
    await user.click(screen.getByRole("button", { name: "ಆಯ್ಕೆಗಳನ್ನು ಉಳಿಸಿ" }));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith("ಉಳಿಸಲಾಗಿದೆ: ನೀವು ಆರಿಸಿದಂತೆ ತಿಳಿಸುತ್ತೇವೆ.", {
        description: "SMS ಮತ್ತೆ ಆನ್ ಆಗಿದೆ. ಇನ್ನೂ ಮಾಡದಿದ್ದರೆ, ನಮ್ಮ ಯಾವುದಾದರೂ SMS ಗೆ START ಎಂದು ಉತ್ತರಿಸಿ: ಅಲ್ಲಿಯವರೆಗೆ ನಮ್ಮ SMS ನಿಮಗೆ ತಲುಪದೇ ಇರಬಹುದು.",
      }),
    );
  });

  it("says nothing of a STOP to a number that did not say it, SMS unticked or not", async () => {
    renderCard(settingsOf({ channels: { alerts: off, messages: off, interviews: { ...off, sms: true }, status: off } }));
    const boxes = await smsBoxes();
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([false, true, false, false]);
    expect(screen.queryByText(/replied STOP to our texts/)).not.toBeInTheDocument();
    for (const box of boxes) expect(box).not.toHaveAccessibleDescription();
  });
});
