import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { MailHealth, UndeliveredMail } from "@app/shared/admin";
import { toast } from "@/components/ui/toaster";
import { json, renderApp, requestsTo, type FakeRoute } from "@/testing/render-app";
import { apiError, dashboardApi } from "./test-utils";
import { switchLanguage } from "@/testing/language";

afterEach(() => {
  toast.dismiss();
});

function mailSection() {
  return within(screen.getByRole("region", { name: "Mail" }));
}

async function findMailSection() {
  return within(await screen.findByRole("region", { name: "Mail" }));
}

const stuckMail: UndeliveredMail = {
  id: 7,
  recipient: "kavya@example.com",
  subject: "Your application was shortlisted",
  attempts: 3,
  lastError: "421 4.7.0 Try again later",
  queuedAt: "2025-01-29T04:30:00.000Z",
  failed: false,
  nextAttemptAt: "2025-01-29T05:10:00.000Z",
};

const givenUpMail: UndeliveredMail = {
  id: 12,
  recipient: "arjun@example.com",
  subject: "Reset your password",
  attempts: 8,
  lastError: "550 5.1.1 User unknown",
  queuedAt: "2025-01-28T10:00:00.000Z",
  failed: true,
  nextAttemptAt: null,
};

function health(overrides: Partial<MailHealth> = {}): MailHealth {
  return { waiting: 0, stuck: 0, failed: 0, mails: [], ...overrides };
}

/** The dashboard's answers, with the mail health and (when given) the answer to Send again. */
function mailApi(mailHealth: MailHealth | FakeRoute, retry?: FakeRoute) {
  return dashboardApi({
    routes: {
      "GET /api/admin/mail": typeof mailHealth === "function" ? mailHealth : () => json(mailHealth),
      ...(retry ? { [`POST /api/admin/mail/${givenUpMail.id}/retry`]: retry } : {}),
    },
  });
}

describe("dashboard mail", () => {
  it("say so calmly when every mail was delivered", async () => {
    mailApi(health());
    renderApp("/admin/dashboard");

    expect(await screen.findByText("All mail delivered.")).toBeInTheDocument();
    expect(mailSection().queryByRole("list", { name: "Mail not delivered" })).not.toBeInTheDocument();
  });

  it("count the mail on its way while none is stuck", async () => {
    mailApi(health({ waiting: 2 }));
    renderApp("/admin/dashboard");

    expect(await screen.findByText("2 mails on their way.")).toBeInTheDocument();
    expect(mailSection().queryByRole("button")).not.toBeInTheDocument();
  });

  it("warn of stuck and given-up mail and list it, with Send again only on the given-up one", async () => {
    mailApi(health({ waiting: 4, stuck: 1, failed: 1, mails: [givenUpMail, stuckMail] }));
    renderApp("/admin/dashboard");

    expect(await screen.findByText("1 mail waiting longer than 15 minutes.")).toBeInTheDocument();
    expect(mailSection().getByText("1 mail could not be delivered.")).toBeInTheDocument();

    const givenUp = within(mailSection().getByRole("article", { name: "arjun@example.com" }));
    expect(givenUp.getByText("Reset your password")).toBeInTheDocument();
    expect(givenUp.getByText("550 5.1.1 User unknown").tagName).toBe("CODE");
    expect(givenUp.getByText("Given up")).toBeInTheDocument();
    expect(givenUp.getByText("8")).toBeInTheDocument();
    // In the site's time zone (Asia/Kolkata): 10:00 UTC is 3:30 PM.
    expect(givenUp.getByText("28 Jan 2025, 3:30 PM")).toBeInTheDocument();
    expect(givenUp.queryByText("Next try")).not.toBeInTheDocument();
    const button = givenUp.getByRole("button", { name: "Send again to arjun@example.com" });
    expect(button).toHaveTextContent("Send again");

    const stuck = within(mailSection().getByRole("article", { name: "kavya@example.com" }));
    expect(stuck.getByText("421 4.7.0 Try again later")).toBeInTheDocument();
    expect(stuck.getByText("Waiting")).toBeInTheDocument();
    expect(stuck.getByText("Next try")).toBeInTheDocument();
    expect(stuck.getByText("29 Jan 2025, 10:40 AM")).toBeInTheDocument();
    expect(stuck.queryByRole("button")).not.toBeInTheDocument();

    expect(mailSection().getAllByRole("button", { name: /^Send again/ })).toHaveLength(1);
  });

  it("send a given-up mail again: POST to its retry route, a toast, and the list loaded again", async () => {
    let mailHealth = health({ waiting: 0, failed: 1, mails: [givenUpMail] });
    const fetchMock = mailApi(
      () => json(mailHealth),
      () => {
        mailHealth = health({ waiting: 1 });
        return json({ mail: { ...givenUpMail, failed: false, attempts: 0, nextAttemptAt: "2025-01-29T05:00:00.000Z" } });
      },
    );
    renderApp("/admin/dashboard");

    await userEvent.click(await screen.findByRole("button", { name: "Send again to arjun@example.com" }));

    expect(await screen.findByText("Mail queued to send again")).toBeInTheDocument();
    expect(requestsTo(fetchMock, "/api/admin/mail/12/retry").map((request) => [request.method, request.body])).toEqual([["POST", {}]]);
    expect(await mailSection().findByText("1 mail on its way.")).toBeInTheDocument();
    expect(mailSection().queryByRole("article")).not.toBeInTheDocument();
  });

  it("disable Send again while it is sent, and show the error toast when the server refuses", async () => {
    let answer: (response: Response) => void = () => {};
    mailApi(health({ failed: 1, mails: [givenUpMail] }), () => new Promise<Response>((resolve) => (answer = resolve)));
    renderApp("/admin/dashboard");

    await userEvent.click(await screen.findByRole("button", { name: "Send again to arjun@example.com" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Send again to arjun@example.com" })).toBeDisabled());

    answer(apiError("conflict", 409, "This conflicts with the current state. Please reload and try again."));
    expect(await screen.findByText("Could not send again")).toBeInTheDocument();
    expect(screen.getByText("This conflicts with the current state. Please reload and try again.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Send again to arjun@example.com" })).toBeEnabled());
  });

  it("say when the mail status could not be loaded, and load it again", async () => {
    let fail = true;
    mailApi(() => (fail ? apiError("internal", 500) : json(health())));
    renderApp("/admin/dashboard");

    expect(await (await findMailSection()).findByRole("alert")).toHaveTextContent("The mail status could not be loaded.");
    fail = false;
    await userEvent.click(mailSection().getByRole("button", { name: "Try again to load the mail status" }));
    expect(await mailSection().findByText("All mail delivered.")).toBeInTheDocument();
  });

  it("speak Kannada", async () => {
    await switchLanguage("kn");
    mailApi(health({ waiting: 3, stuck: 2, failed: 1, mails: [givenUpMail, stuckMail] }));
    renderApp("/admin/dashboard");

    const section = within(await screen.findByRole("region", { name: "ಇಮೇಲ್" }));
    expect(await section.findByText("2 ಇಮೇಲ್‌ಗಳು 15 ನಿಮಿಷಕ್ಕಿಂತ ಹೆಚ್ಚು ಹೊತ್ತಿನಿಂದ ಕಾಯುತ್ತಿವೆ.")).toBeInTheDocument();
    expect(section.getByText("1 ಇಮೇಲ್ ತಲುಪಿಸಲು ಆಗಲಿಲ್ಲ.")).toBeInTheDocument();
    const givenUp = within(section.getByRole("article", { name: "arjun@example.com" }));
    expect(givenUp.getByText("ಪ್ರಯತ್ನ ನಿಲ್ಲಿಸಲಾಗಿದೆ")).toBeInTheDocument();
    expect(givenUp.getByRole("button", { name: "ಮತ್ತೆ ಕಳುಹಿಸಿ: arjun@example.com" })).toHaveTextContent("ಮತ್ತೆ ಕಳುಹಿಸಿ");
  });
});
