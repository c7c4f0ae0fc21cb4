import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "@/components/ui/toaster";
import { json, mockApi, renderApp, requestsTo, testUser } from "@/testing/render-app";

/** lib/i18n.ts as a page load starts it, from the cookie, storage and `<html>` as the test left them. */
async function freshI18n() {
  vi.resetModules();
  const module = await import("@/lib/i18n");
  await module.i18nReady;
  return module;
}

afterEach(() => {
  // Sonner keeps its toasts between renders: a toast of one test must not show up in the next.
  toast.dismiss();
});

describe("language toggle", () => {
  it("switches the page to Kannada and back, and remembers the choice", async () => {
    mockApi();
    renderApp("/");
    const nav = await screen.findByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Home" })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("en");

    await userEvent.click(screen.getByRole("button", { name: /ಕನ್ನಡ/ }));

    expect(await screen.findByRole("heading", { level: 1, name: "ನಿಮ್ಮ ನಗರದಲ್ಲೇ ಉದ್ಯೋಗ ಹುಡುಕಿ" })).toBeInTheDocument();
    expect(within(screen.getByRole("navigation", { name: "ಮುಖ್ಯ" })).getByRole("link", { name: "ಮುಖಪುಟ" })).toBeInTheDocument();
    expect(localStorage.getItem("language")).toBe("kn");
    expect(document.cookie).toContain("language=kn");
    expect(document.documentElement.lang).toBe("kn");

    await userEvent.click(screen.getByRole("button", { name: /English/ }));

    expect(await screen.findByRole("heading", { level: 1, name: "Find a job in your city" })).toBeInTheDocument();
    expect(localStorage.getItem("language")).toBe("en");
    expect(document.documentElement.lang).toBe("en");
  });

  it("tells the server a signed-in candidate's or employer's choice, so their SMS and WhatsApp messages follow it", async () => {
    for (const role of ["candidate", "employer"] as const) {
      const fetchMock = mockApi({ user: testUser({ role }), routes: { "PUT /api/notifications/language": async (request) => json({ language: ((await request.json()) as { language: string }).language }) } });
      const { unmount } = renderApp("/");
      await userEvent.click(await screen.findByRole("button", { name: /ಕನ್ನಡ/ }));
      await waitFor(() => expect(requestsTo(fetchMock, "/api/notifications/language").map(({ method, body }) => ({ method, body }))).toEqual([{ method: "PUT", body: { language: "kn" } }]));
      await userEvent.click(await screen.findByRole("button", { name: /English/ }));
      await waitFor(() => expect(requestsTo(fetchMock, "/api/notifications/language").map(({ body }) => body)).toEqual([{ language: "kn" }, { language: "en" }]));
      unmount();
    }
  });

  it("keeps the page in the new language and says, in it, that the messages' language did not change when the server cannot be told", async () => {
    const failed = () => json({ error: { code: "internal", message: "Boom", requestId: "r" } }, 500);
    const fetchMock = mockApi({ user: testUser({ role: "candidate" }), routes: { "PUT /api/notifications/language": failed } });
    renderApp("/");

    await userEvent.click(await screen.findByRole("button", { name: /ಕನ್ನಡ/ }));

    expect(await screen.findByText("ನಿಮ್ಮ ಸಂದೇಶಗಳ ಭಾಷೆ ಬದಲಾಗಲಿಲ್ಲ")).toBeInTheDocument();
    expect(
      screen.getByText("ಈ ಪುಟ ಈಗ ಕನ್ನಡದಲ್ಲಿದೆ, ಆದರೆ ನಿಮ್ಮ SMS ಮತ್ತು WhatsApp ಸಂದೇಶಗಳು ಹಿಂದಿನ ಭಾಷೆಯಲ್ಲೇ ಬರುತ್ತವೆ. ಸ್ವಲ್ಪ ಹೊತ್ತಿನ ನಂತರ ಮತ್ತೆ ಭಾಷೆ ಬದಲಿಸಿ ನೋಡಿ."),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "ನಿಮ್ಮ ನಗರದಲ್ಲೇ ಉದ್ಯೋಗ ಹುಡುಕಿ" })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("kn");
    expect(requestsTo(fetchMock, "/api/notifications/language").map(({ body }) => body)).toEqual([{ language: "kn" }]);

    await userEvent.click(screen.getByRole("button", { name: /English/ }));

    expect(await screen.findByText("Your messages' language was not changed")).toBeInTheDocument();
    expect(
      screen.getByText("The page is in English now, but your SMS and WhatsApp messages stay in the language they were in. Switch the language again in a moment to try once more."),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Find a job in your city" })).toBeInTheDocument();
  });

  it("tells the server nothing for a guest or the admin, who get no texts", async () => {
    for (const user of [null, testUser({ role: "admin" })]) {
      const fetchMock = mockApi({ user });
      const { unmount } = renderApp("/");
      await userEvent.click(await screen.findByRole("button", { name: /ಕನ್ನಡ/ }));
      expect(await screen.findByRole("heading", { level: 1, name: "ನಿಮ್ಮ ನಗರದಲ್ಲೇ ಉದ್ಯೋಗ ಹುಡುಕಿ" })).toBeInTheDocument();
      expect(requestsTo(fetchMock, "/api/notifications/language")).toEqual([]);
      await userEvent.click(screen.getByRole("button", { name: /English/ }));
      unmount();
    }
  });

  it("starts in the language stored on the device", async () => {
    localStorage.setItem("language", "kn");
    const { i18n } = await freshI18n();

    expect(i18n.language).toBe("kn");
    expect(document.documentElement.lang).toBe("kn");
    expect(i18n.t("shell.nav.jobs")).toBe("ಉದ್ಯೋಗಗಳು");
  });

  it("starts in the language of the cookie the server renders pages in, and moves an older stored choice into it", async () => {
    document.cookie = "language=kn; path=/";
    localStorage.setItem("language", "en");
    const first = await freshI18n();
    expect(first.i18n.language).toBe("kn");

    document.cookie = "language=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT";
    localStorage.setItem("language", "kn");
    const second = await freshI18n();
    expect(second.i18n.language).toBe("kn");
    expect(document.cookie).toContain("language=kn");
  });

  it("takes over a page the server rendered in the page's language, whatever the device chose", async () => {
    localStorage.setItem("language", "kn");
    document.documentElement.lang = "en";
    document.documentElement.setAttribute("data-server-rendered", "");
    try {
      const { i18n, storedLanguage } = await freshI18n();
      expect(i18n.language).toBe("en");
      expect(storedLanguage()).toBe("kn");
    } finally {
      document.documentElement.removeAttribute("data-server-rendered");
    }
  });

  it("ignores a stored value that is not a language", async () => {
    localStorage.setItem("language", "fr");
    const { i18n } = await freshI18n();

    expect(i18n.language).toBe("en");
  });
});
