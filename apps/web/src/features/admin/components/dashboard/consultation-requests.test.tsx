import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { AdminConsultation } from "@app/shared/admin";
import { toast } from "@/components/ui/toaster";
import { json, renderApp, requestsTo, type FakeRoute } from "@/testing/render-app";
import { apiError, consultationPage, dashboardApi, testConsultation } from "./test-utils";
import { switchLanguage } from "@/testing/language";

afterEach(() => {
  toast.dismiss();
});

function requests() {
  return within(screen.getByRole("region", { name: "Consultation Requests" }));
}

/** One request whose handled state the fake PATCH changes, listed by the filter asked for. */
function handledRoutes(initial: AdminConsultation, patch?: FakeRoute): Record<string, FakeRoute> {
  let consultation = initial;
  return {
    "GET /api/admin/consultations": (request) => {
      const handled = new URL(request.url).searchParams.get("handled");
      const listed = handled === null || handled === String(consultation.handledAt !== null);
      return consultationPage(listed ? [consultation] : []);
    },
    [`PATCH /api/admin/consultations/${initial.id}`]:
      patch ??
      (async (request) => {
        const { handled } = (await request.json()) as { handled: boolean };
        consultation = { ...consultation, handledAt: handled ? "2025-02-01T05:00:00.000Z" : null };
        return json({ consultation });
      }),
  };
}

describe("dashboard consultation requests", () => {
  it("list the open requests: name, contact link, message, date and a Handled switch", async () => {
    const fetchMock = dashboardApi({
      consultations: [
        testConsultation({ name: "Kavya Gowda", contact: "98450 12345", message: "Help with my resume, please.", createdAt: "2025-01-29T05:00:00.000Z" }),
        testConsultation({ name: "Arjun Shetty", contact: "arjun@example.com" }),
      ],
    });
    renderApp("/admin/dashboard");

    const card = within(await screen.findByRole("article", { name: "Kavya Gowda" }));
    expect(card.getByRole("link", { name: "98450 12345" })).toHaveAttribute("href", "tel:9845012345");
    expect(card.getByText("Help with my resume, please.")).toBeInTheDocument();
    expect(card.getByText("Sent on 29 Jan 2025")).toBeInTheDocument();
    expect(card.getByRole("switch", { name: "Request from Kavya Gowda handled" })).not.toBeChecked();
    expect(within(screen.getByRole("article", { name: "Arjun Shetty" })).getByRole("link", { name: "arjun@example.com" })).toHaveAttribute(
      "href",
      "mailto:arjun@example.com",
    );
    expect(requests().getByText("2 requests")).toBeInTheDocument();
    expect(requests().getByRole("button", { name: "Open" })).toHaveAttribute("aria-pressed", "true");
    expect(requestsTo(fetchMock, "/api/admin/consultations").map((request) => request.query)).toEqual([{ handled: "false", page: "1" }]);
  });

  it("mark a request handled: the switch sends the PATCH, and the request moves to Handled", async () => {
    const fetchMock = dashboardApi({ routes: handledRoutes(testConsultation({ id: "c1", name: "Kavya Gowda" })) });
    renderApp("/admin/dashboard");

    await userEvent.click(await screen.findByRole("switch", { name: "Request from Kavya Gowda handled" }));
    expect(await requests().findByText("No open requests. Everything has been handled.")).toBeInTheDocument();
    expect(requestsTo(fetchMock, "/api/admin/consultations/c1").map((request) => [request.method, request.body])).toEqual([
      ["PATCH", { handled: true }],
    ]);

    await userEvent.click(requests().getByRole("button", { name: "Handled" }));
    const card = within(await screen.findByRole("article", { name: "Kavya Gowda" }));
    expect(card.getByRole("switch", { name: "Request from Kavya Gowda handled" })).toBeChecked();
    expect(card.getByText("Handled on 1 Feb 2025")).toBeInTheDocument();

    // And open again.
    await userEvent.click(card.getByRole("switch", { name: "Request from Kavya Gowda handled" }));
    expect(await requests().findByText("No request has been marked handled yet.")).toBeInTheDocument();
    expect(requestsTo(fetchMock, "/api/admin/consultations/c1").at(-1)?.body).toEqual({ handled: false });
  });

  it("move the switch at once, and back with a toast when the server refuses", async () => {
    let answer: (response: Response) => void = () => {};
    dashboardApi({
      routes: handledRoutes(
        testConsultation({ id: "c1", name: "Kavya Gowda" }),
        () => new Promise<Response>((resolve) => (answer = resolve)),
      ),
    });
    renderApp("/admin/dashboard");

    const toggle = await screen.findByRole("switch", { name: "Request from Kavya Gowda handled" });
    await userEvent.click(toggle);
    await waitFor(() => expect(screen.getByRole("switch", { name: "Request from Kavya Gowda handled" })).toBeChecked());

    answer(apiError("not_found", 404, "Not found."));
    expect(await screen.findByText("Update Failed")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("switch", { name: "Request from Kavya Gowda handled" })).not.toBeChecked());
  });

  it("page through the requests, 20 a page", async () => {
    const fetchMock = dashboardApi({
      routes: {
        "GET /api/admin/consultations": (request) => {
          const page = Number(new URL(request.url).searchParams.get("page") ?? "1");
          return consultationPage([testConsultation({ name: `Asker on page ${page}` })], { totalCount: 45, page });
        },
      },
    });
    renderApp("/admin/dashboard");

    expect(await screen.findByRole("article", { name: "Asker on page 1" })).toBeInTheDocument();
    expect(requests().getByText("Page 1 of 3")).toBeInTheDocument();
    await userEvent.click(requests().getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("article", { name: "Asker on page 2" })).toBeInTheDocument();

    await userEvent.click(requests().getByRole("button", { name: "All" }));
    expect(await screen.findByRole("article", { name: "Asker on page 1" })).toBeInTheDocument();
    expect(requestsTo(fetchMock, "/api/admin/consultations").map((request) => request.query)).toEqual([
      { handled: "false", page: "1" },
      { handled: "false", page: "2" },
      { page: "1" },
    ]);
  });

  it("speak Kannada", async () => {
    await switchLanguage("kn");
    dashboardApi({ consultations: [testConsultation({ name: "Kavya Gowda" })] });
    renderApp("/admin/dashboard");

    const card = within(await screen.findByRole("article", { name: "Kavya Gowda" }));
    expect(card.getByRole("switch", { name: "Kavya Gowda ಅವರ ವಿನಂತಿಯನ್ನು ನೋಡಿಕೊಳ್ಳಲಾಗಿದೆ" })).toBeInTheDocument();
    expect(card.getByText("ಕಳುಹಿಸಿದ ದಿನ: 29 ಜನವರಿ 2025")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "ಬಾಕಿ ಇರುವವು" })).toHaveAttribute("aria-pressed", "true");
  });
});
