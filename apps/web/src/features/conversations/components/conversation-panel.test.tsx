import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { toast } from "@/components/ui/toaster";
import { i18n } from "@/lib/i18n";
import { apiError, employerDashboardApi, myApplicationsApi } from "@/testing/account-pages";
import { testCandidateApplication, testEmployerApplication } from "@/testing/factories";
import { fakeEventStream, json, renderApp, requestsTo } from "@/testing/render-app";
import { fakeConversation, testMessage } from "../test-utils";

afterEach(() => {
  toast.dismiss();
});

async function openEmployerConversation(name = "Asha Rao") {
  const card = await screen.findByRole("article", { name });
  await userEvent.click(within(card).getByRole("button", { name: /^Message/ }));
  return screen.findByRole("dialog", { name: `Messages with ${name}` });
}

async function openCandidateConversation() {
  await userEvent.click(await screen.findByRole("button", { name: /^Messages/ }));
  return screen.findByRole("dialog", { name: "Messages with Ravi Kumar" });
}

describe("the employer's conversation with an applicant", () => {
  it("starts it with the first message, counting the characters, and shows it as sent", async () => {
    const application = testEmployerApplication();
    const conversation = fakeConversation({ applicationId: application.id, reader: "employer" });
    const fetchMock = employerDashboardApi([application], conversation.routes);
    renderApp("/employer/dashboard?tab=applications");

    const dialog = within(await openEmployerConversation());
    expect(await dialog.findByText("No messages yet. Write the first one to Asha Rao: they can reply once you have.")).toBeInTheDocument();
    expect(dialog.getByText("About the job: Tailor")).toBeInTheDocument();
    // Nothing to report before the first message.
    expect(dialog.queryByRole("button", { name: "Report conversation" })).not.toBeInTheDocument();

    const box = dialog.getByLabelText("Your first message");
    await userEvent.type(box, "  Please come for a trial on Monday.  ");
    expect(dialog.getByText("38 / 2,000 characters")).toBeInTheDocument();
    await userEvent.click(dialog.getByRole("button", { name: "Send" }));

    const list = await dialog.findByRole("list", { name: "Messages" });
    const message = await within(list).findByRole("listitem");
    expect(message).toHaveTextContent("You");
    expect(message).toHaveTextContent("Please come for a trial on Monday.");
    expect(message).toHaveTextContent("7 Mar 2024, 10:30 AM · Sent");
    expect(requestsTo(fetchMock, `/api/applications/${application.id}/messages`).filter((request) => request.method === "POST")[0]?.body).toEqual({
      body: "Please come for a trial on Monday.",
    });
    expect(conversation.sent).toHaveLength(1);
    await waitFor(() => expect(dialog.getByLabelText("Your message")).toHaveValue(""));
  });

  it("sends with Ctrl+Enter, and not an empty message", async () => {
    const application = testEmployerApplication();
    const conversation = fakeConversation({ applicationId: application.id, reader: "employer" });
    employerDashboardApi([application], conversation.routes);
    renderApp("/employer/dashboard?tab=applications");

    const dialog = within(await openEmployerConversation());
    const box = await dialog.findByLabelText("Your first message");
    await userEvent.click(dialog.getByRole("button", { name: "Send" }));
    expect(await dialog.findByText("Write a message.")).toBeInTheDocument();
    expect(conversation.sent).toEqual([]);

    await userEvent.type(box, "See you at 10.");
    await userEvent.keyboard("{Control>}{Enter}{/Control}");
    await waitFor(() => expect(conversation.sent).toEqual([{ body: "See you at 10." }]));
  });

  it("shows the server's refusal in the reader's words and keeps the text", async () => {
    const application = testEmployerApplication();
    const conversation = fakeConversation({ applicationId: application.id, reader: "employer", messages: [testMessage({ mine: true })] });
    employerDashboardApi([application], {
      ...conversation.routes,
      [`POST /api/applications/${application.id}/messages`]: () => apiError(429, "rate_limited", { params: { minutes: "12" } }),
    });
    renderApp("/employer/dashboard?tab=applications");

    const dialog = within(await openEmployerConversation());
    await userEvent.type(await dialog.findByLabelText("Your message"), "One more thing");
    await userEvent.click(dialog.getByRole("button", { name: "Send" }));

    expect(await dialog.findByRole("alert")).toHaveTextContent("Too many attempts. Please try again in 12 minutes.");
    expect(dialog.getByLabelText("Your message")).toHaveValue("One more thing");
  });

  it("does not warn the employer about their own flagged message, and shows when it was read", async () => {
    const application = testEmployerApplication({ status: "shortlisted" });
    const conversation = fakeConversation({
      applicationId: application.id,
      reader: "employer",
      messages: [testMessage({ mine: true, body: "Pay ₹500 registration.", flags: ["money"], readAt: "2024-03-07T05:00:00.000Z" })],
    });
    employerDashboardApi([application], { ...conversation.routes, [`GET /api/applications/${application.id}/interview`]: () => json({ interview: null }) });
    renderApp("/employer/dashboard?tab=applications");

    const dialog = within(await openEmployerConversation());
    const message = await dialog.findByRole("listitem");
    expect(message).toHaveTextContent("Pay ₹500 registration.");
    expect(message).toHaveTextContent("· Read");
    expect(dialog.queryByText("This site and genuine employers never ask for money")).not.toBeInTheDocument();
  });

  it("offers no Message on a rejected application without a conversation, and a read-only one with it", async () => {
    const rejected = testEmployerApplication({ candidateName: "Chetan", status: "rejected" });
    const ended = testEmployerApplication({ candidateName: "Divya", status: "not_selected" });
    const conversation = fakeConversation({
      applicationId: ended.id,
      reader: "employer",
      messages: [testMessage({ mine: true })],
      conversation: { readOnly: "application_ended" },
    });
    employerDashboardApi([rejected, ended], conversation.routes);
    renderApp("/employer/dashboard?tab=applications");

    expect(await within(await screen.findByRole("article", { name: "Divya" })).findByRole("button", { name: /^Message/ })).toBeInTheDocument();
    expect(within(screen.getByRole("article", { name: "Chetan" })).queryByRole("button", { name: /^Message/ })).not.toBeInTheDocument();
    const dialog = within(await openEmployerConversation("Divya"));
    expect(await dialog.findByText("This application has ended, so no more messages can be sent.")).toBeInTheDocument();
    expect(dialog.queryByRole("textbox")).not.toBeInTheDocument();
    expect(dialog.queryByRole("button", { name: "Send" })).not.toBeInTheDocument();
  });

  it("loads older messages above the newer ones", async () => {
    const application = testEmployerApplication();
    const newer = testMessage({ body: "Newer message" });
    const conversation = fakeConversation({
      applicationId: application.id,
      reader: "employer",
      messages: [newer],
      older: [testMessage({ body: "Older message", mine: true, readAt: "2024-03-07T04:00:00.000Z" })],
    });
    const fetchMock = employerDashboardApi([application], conversation.routes);
    renderApp("/employer/dashboard?tab=applications");

    const dialog = within(await openEmployerConversation());
    await userEvent.click(await dialog.findByRole("button", { name: "Show older messages" }));

    await waitFor(() => expect(dialog.getAllByRole("listitem").map((item) => item.querySelector("p:nth-child(2)")?.textContent)).toEqual(["Older message", "Newer message"]));
    expect(requestsTo(fetchMock, `/api/applications/${application.id}/messages`).map((request) => request.query.before)).toContain(newer.id);
    expect(dialog.queryByRole("button", { name: "Show older messages" })).not.toBeInTheDocument();
  });
});

describe("the candidate's messages in My Applications", () => {
  it("shows Messages with the unread count only where the employer has written", async () => {
    const withMessages = testCandidateApplication({ jobTitle: "Tailor" });
    const without = testCandidateApplication({ jobTitle: "Cook" });
    const conversation = fakeConversation({
      applicationId: withMessages.id,
      reader: "candidate",
      messages: [testMessage(), testMessage({ body: "Please bring your certificates." })],
    });
    myApplicationsApi([withMessages, without], conversation.routes);
    renderApp("/candidate/profile?tab=applications");

    const items = within(await screen.findByRole("list", { name: "My Applications" })).getAllByRole("listitem");
    const tailor = items.find((item) => item.textContent?.includes("Tailor"))!;
    const cook = items.find((item) => item.textContent?.includes("Cook"))!;
    expect(await within(tailor).findByRole("button", { name: "Messages 2 unread" })).toBeInTheDocument();
    expect(within(cook).queryByRole("button", { name: /Messages/ })).not.toBeInTheDocument();
  });

  it("warns under a flagged message from the employer, marks the messages read, and replies", async () => {
    const application = testCandidateApplication();
    const conversation = fakeConversation({
      applicationId: application.id,
      reader: "candidate",
      messages: [testMessage({ body: "Pay ₹500 for the uniform first.", flags: ["money"] }), testMessage({ body: "Come on Monday." })],
    });
    const fetchMock = myApplicationsApi([application], conversation.routes);
    renderApp("/candidate/profile?tab=applications");

    const dialog = within(await openCandidateConversation());
    const [flagged, plain] = await dialog.findAllByRole("listitem");
    expect(flagged).toHaveTextContent("Ravi Kumar");
    expect(within(flagged!).getByText("This site and genuine employers never ask for money")).toBeInTheDocument();
    expect(within(plain!).queryByText("This site and genuine employers never ask for money")).not.toBeInTheDocument();

    await waitFor(() => expect(conversation.reads()).toBe(1));

    await userEvent.type(dialog.getByLabelText("Your message"), "I will come.");
    await userEvent.click(dialog.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(conversation.sent).toEqual([{ body: "I will come." }]));
    // Read once: the page of messages refetched after it has none unread left.
    expect(requestsTo(fetchMock, `/api/applications/${application.id}/messages/read`)).toHaveLength(1);

    await userEvent.keyboard("{Escape}");
    expect(await screen.findByRole("button", { name: "Messages" })).toBeInTheDocument();
  });

  it("reads a new message out: with the money warning while the conversation is open, from the header once it is closed", async () => {
    const events = fakeEventStream();
    const application = testCandidateApplication();
    const conversation = fakeConversation({ applicationId: application.id, reader: "candidate", messages: [testMessage({ body: "Come on Monday." })] });
    const fetchMock = myApplicationsApi([application], { ...conversation.routes, "GET /api/events": events.route });
    renderApp("/candidate/profile?tab=applications");
    const header = within(screen.getByRole("banner"));
    // The header's region, also while a dialog hides the page behind it from screen readers.
    const headerNews = () => header.getByRole("status", { hidden: true });

    const dialog = within(await openCandidateConversation());
    expect(await dialog.findByText("Come on Monday.")).toBeInTheDocument();
    await waitFor(() => expect(conversation.reads()).toBe(1));
    await waitFor(() => expect(requestsTo(fetchMock, "/api/events")).toHaveLength(1));
    // Everything the header's region says, however briefly.
    const said: string[] = [];
    new MutationObserver(() => said.push(headerNews().textContent ?? "")).observe(headerNews(), { childList: true, subtree: true, characterData: true });

    conversation.receive(testMessage({ body: "Pay ₹500 for the uniform first.", flags: ["money"] }));
    act(() => events.emit("conversations"));
    expect(await dialog.findByText("Pay ₹500 for the uniform first.")).toBeInTheDocument();
    expect(dialog.getByRole("status")).toHaveTextContent(
      "New message from Ravi Kumar: Pay ₹500 for the uniform first. — This site and genuine employers never ask for money",
    );
    // Read out once: the header, counting it for a moment, does not say it again.
    await waitFor(() => expect(conversation.reads()).toBe(2));
    await waitFor(() => expect(header.getByRole("link", { name: "Messages", hidden: true })).toBeInTheDocument());
    expect(said.filter(Boolean)).toEqual([]);

    await userEvent.keyboard("{Escape}");
    expect(await header.findByRole("link", { name: "Messages" })).toBeInTheDocument();
    conversation.receive(testMessage({ body: "Please answer by tomorrow." }));
    act(() => events.emit("conversations"));
    expect(await header.findByRole("link", { name: "Messages, 1 unread" })).toBeInTheDocument();
    expect(headerNews()).toHaveTextContent("New message. You have 1 unread message.");
    expect(said.filter(Boolean)).toEqual(["New message. You have 1 unread message."]);
  });

  it("says why a conversation the admin closed takes no reply", async () => {
    const application = testCandidateApplication();
    const conversation = fakeConversation({ applicationId: application.id, reader: "candidate", messages: [testMessage()], conversation: { readOnly: "closed" } });
    myApplicationsApi([application], conversation.routes);
    renderApp("/candidate/profile?tab=applications");

    const dialog = within(await openCandidateConversation());
    expect(await dialog.findByText("The site's admin closed this conversation after a report. No more messages can be sent.")).toBeInTheDocument();
    expect(dialog.queryByRole("textbox")).not.toBeInTheDocument();
  });

  it("reports the conversation with a reason and a note, and then says it waits for the admin", async () => {
    const application = testCandidateApplication();
    const conversation = fakeConversation({ applicationId: application.id, reader: "candidate", messages: [testMessage()] });
    myApplicationsApi([application], conversation.routes);
    renderApp("/candidate/profile?tab=applications");

    const dialog = within(await openCandidateConversation());
    await userEvent.click(await dialog.findByRole("button", { name: "Report conversation" }));
    const report = within(await screen.findByRole("dialog", { name: "Report this conversation" }));
    await userEvent.click(report.getByRole("button", { name: "Send report" }));
    expect(await report.findByText("Please choose a reason")).toBeInTheDocument();

    await userEvent.click(report.getByRole("radio", { name: "Asks for money" }));
    await userEvent.type(report.getByLabelText("Note (optional)"), "He asked for a deposit.");
    await userEvent.click(report.getByRole("button", { name: "Send report" }));

    expect(await screen.findByText("Report sent")).toBeInTheDocument();
    expect(conversation.reports).toEqual([{ reason: "asks_for_money", note: "He asked for a deposit." }]);
    expect(await dialog.findByText("You reported this conversation. The admin will look into it.")).toBeInTheDocument();
  });

  it("reads the warning and the box in Kannada", async () => {
    const application = testCandidateApplication();
    const conversation = fakeConversation({ applicationId: application.id, reader: "candidate", messages: [testMessage({ flags: ["phone"] })] });
    myApplicationsApi([application], conversation.routes);
    await act(() => i18n.changeLanguage("kn"));
    renderApp("/candidate/profile?tab=applications");

    await userEvent.click(await screen.findByRole("button", { name: /^ಸಂದೇಶಗಳು/ }));
    const dialog = within(await screen.findByRole("dialog", { name: "Ravi Kumar ಅವರೊಂದಿಗೆ ಸಂದೇಶಗಳು" }));
    expect(await dialog.findByText("ಈ ವೆಬ್‌ಸೈಟ್ ಆಗಲಿ ನಿಜವಾದ ಉದ್ಯೋಗದಾತರಾಗಲಿ ಎಂದಿಗೂ ಹಣ ಕೇಳುವುದಿಲ್ಲ")).toBeInTheDocument();
    expect(dialog.getByLabelText("ನಿಮ್ಮ ಸಂದೇಶ")).toBeInTheDocument();
    expect(dialog.getByRole("button", { name: "ಕಳುಹಿಸಿ" })).toBeInTheDocument();
  });
});
