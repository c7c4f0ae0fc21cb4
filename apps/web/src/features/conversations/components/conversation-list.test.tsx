import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { employerDashboardApi } from "@/testing/account-pages";
import { testEmployerApplication } from "@/testing/factories";
import { renderApp } from "@/testing/render-app";
import { fakeConversation, testMessage } from "../test-utils";
import { switchLanguage } from "@/testing/language";

describe("the employer dashboard's Messages tab", () => {
  it("lists the conversations with the last message and the unread count, and opens one", async () => {
    const application = testEmployerApplication();
    const conversation = fakeConversation({
      applicationId: application.id,
      reader: "employer",
      messages: [testMessage({ mine: true, from: "employer" }), testMessage({ from: "candidate", body: "Yes, I can come on Monday." })],
    });
    employerDashboardApi([application], conversation.routes);
    renderApp("/employer/dashboard?tab=messages");

    expect(await screen.findByRole("tab", { name: "Messages 1 unread" })).toHaveAttribute("aria-selected", "true");
    const list = within(await screen.findByRole("list", { name: "Your conversations" }));
    const item = list.getByRole("button", { name: /Asha Rao/ });
    expect(item).toHaveTextContent("About the job: Tailor");
    expect(item).toHaveTextContent("Yes, I can come on Monday.");
    expect(item).toHaveTextContent("1 new");

    await userEvent.click(item);
    const dialog = within(await screen.findByRole("dialog", { name: "Messages with Asha Rao" }));
    expect(await dialog.findByText("Yes, I can come on Monday.")).toBeInTheDocument();
  });

  it("names the job by its Kannada title in Kannada, where the employer gave one", async () => {
    await switchLanguage("kn");
    const application = testEmployerApplication();
    const conversation = fakeConversation({
      applicationId: application.id,
      reader: "employer",
      jobTitleKn: "ದರ್ಜಿ",
      messages: [testMessage({ from: "candidate", body: "Yes, I can come on Monday." })],
    });
    employerDashboardApi([application], conversation.routes);
    renderApp("/employer/dashboard?tab=messages");

    const item = await screen.findByRole("button", { name: /Asha Rao/ });
    expect(item).toHaveTextContent("ದರ್ಜಿ");
    expect(item).not.toHaveTextContent("Tailor");
    await userEvent.click(item);
    expect(await screen.findByRole("dialog", { description: /ದರ್ಜಿ/ })).toBeInTheDocument();
  });

  it("says how to start one when there is none", async () => {
    employerDashboardApi([]);
    renderApp("/employer/dashboard?tab=messages");
    expect(await screen.findByText("No messages yet")).toBeInTheDocument();
    expect(screen.getByText("Start a conversation with Message on an applicant's card.")).toBeInTheDocument();
  });
});
