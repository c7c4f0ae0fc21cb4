/**
 * Issue 31: an employer and a shortlisted candidate, each in a browser of their own, write to each
 * other live (the unread count in the other's navigation, "Read" under one's own message), then
 * agree an interview: the employer proposes two times, the candidate asks for others, the employer
 * reschedules, the candidate accepts one. Both are mailed a calendar invitation, read back here with
 * ical.js as a calendar would: the same event (UID) for both, the agreed time in the site's time
 * zone; then the employer cancels, and both get the cancellation of that event with a raised SEQUENCE.
 */
import type { Page } from "@playwright/test";
import ICAL from "ical.js";
import type { ParsedMail } from "mailparser";
import {
  expect,
  newAccount,
  newUserContext,
  postJobViaApi,
  resumeFiles,
  signUpViaApi,
  test,
  toasts,
  uploadResumeViaApi,
} from "./fixtures";

const siteZone = "Asia/Kolkata";

/** A day `days` from today in the site's time zone, as YYYY-MM-DD. */
function siteDay(days: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: siteZone }).format(new Date(Date.now() + days * 86_400_000));
}

/** The calendar invitation of a mail (its text/calendar part), read by ical.js. */
function invitation(mail: ParsedMail) {
  const part = mail.attachments.find((attachment) => attachment.contentType.startsWith("text/calendar"));
  if (!part) throw new Error(`no calendar in "${mail.subject ?? ""}"`);
  const calendar = new ICAL.Component(ICAL.parse(part.content.toString("utf8")));
  const event = calendar.getFirstSubcomponent("vevent")!;
  const start = event.getFirstProperty("dtstart")!;
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.getFirstPropertyValue("uid"),
    sequence: Number(event.getFirstPropertyValue("sequence") ?? 0),
    tzid: start.getParameter("tzid"),
    start: String(start.getFirstValue()),
  };
}

/** The header's messages link, with its unread count in the accessible name. */
function messagesInHeader(page: Page) {
  return page.getByRole("banner").getByRole("link", { name: /^Messages/ });
}

test.describe("messages and interviews", () => {
  test("an employer and a candidate chat live and agree an interview; both get the calendar invitation", async ({
    page,
    browser,
    baseURL,
    signUpInPage,
    outbox,
  }) => {
    test.slow();
    /** The calendar invitations mailed to `address`, oldest first, once there are `count`. */
    const calendarsTo = async (address: string, count: number) => {
      const withCalendar = async () =>
        (await outbox.mailsTo(address)).filter((mail) => mail.attachments.some((part) => part.contentType.startsWith("text/calendar")));
      await expect.poll(async () => (await withCalendar()).length, { timeout: 15_000 }).toBe(count);
      return (await withCalendar()).map(invitation);
    };
    const employer = await signUpInPage("employer", { company: "Chamundi Logistics" });
    const job = await postJobViaApi(page.request, baseURL!, { location: "Kuvempunagar, Mysuru" });

    const candidateBrowser = await newUserContext(browser);
    const candidate = newAccount("candidate", { name: "Kavya Gowda" });
    try {
      const candidatePage = await candidateBrowser.context.newPage();
      const api = candidateBrowser.context.request;
      await signUpViaApi(api, baseURL!, candidate, candidateBrowser.clientAddress);
      await uploadResumeViaApi(api, baseURL!, resumeFiles.pdf("Kavya-Gowda-CV.pdf"));
      const applied = await api.post("/api/applications", { data: { jobId: job.id }, headers: { origin: baseURL!, "content-type": "application/json" } });
      expect(applied.status()).toBe(201);

      // The employer shortlists the applicant and writes first.
      await page.goto("/employer/dashboard");
      await page.getByRole("tab", { name: "Applications" }).click();
      const applicant = page.getByRole("list", { name: "Applications" }).getByRole("article", { name: candidate.name });
      await applicant.getByRole("button", { name: "Shortlist" }).click();
      await expect(applicant.getByText("Shortlisted", { exact: true })).toBeVisible();

      // The candidate watches My Applications meanwhile.
      await candidatePage.goto("/candidate/profile?tab=applications");
      const myApplication = candidatePage.getByRole("list", { name: "My Applications" }).getByRole("listitem").filter({ hasText: job.title });
      await expect(myApplication.getByText("Shortlisted", { exact: true })).toBeVisible();
      await expect(myApplication.getByRole("button", { name: /Messages/ })).toHaveCount(0);

      await applicant.getByRole("button", { name: "Message" }).click();
      const employerChat = page.getByRole("dialog", { name: `Messages with ${candidate.name}` });
      await employerChat.getByLabel("Your first message").fill("Hello Kavya, can you come for an interview this week?");
      await employerChat.getByRole("button", { name: "Send" }).click();
      await expect(employerChat.getByText("Hello Kavya, can you come for an interview this week?", { exact: true })).toBeVisible();

      // Live on the candidate's side: the unread count in the navigation and on the application.
      await expect(messagesInHeader(candidatePage)).toHaveAccessibleName("Messages, 1 unread");
      const candidateMessages = myApplication.getByRole("button", { name: /Messages/ });
      await expect(candidateMessages).toContainText("1 unread");
      await candidateMessages.click();
      const candidateChat = candidatePage.getByRole("dialog", { name: `Messages with ${employer.name}` });
      await expect(candidateChat.getByText("Hello Kavya, can you come for an interview this week?", { exact: true })).toBeVisible();
      // Opened, it is read: the employer sees "Read" under the message (and the count goes, below).
      await expect(employerChat.getByRole("listitem").filter({ hasText: "Hello Kavya" }).getByText(/· Read$/)).toBeVisible();

      await candidateChat.getByLabel("Your message").fill("Yes, I can come on a weekday morning.");
      await candidateChat.getByRole("button", { name: "Send" }).click();
      await expect(employerChat.getByText("Yes, I can come on a weekday morning.", { exact: true })).toBeVisible();
      // Announced to a screen reader too.
      await expect(employerChat.getByRole("status").filter({ hasText: `New message from ${candidate.name}` })).toBeAttached();
      await employerChat.getByRole("button", { name: "Close" }).first().click();
      await candidateChat.getByRole("button", { name: "Close" }).first().click();
      await expect(messagesInHeader(candidatePage)).toHaveAccessibleName("Messages");

      // The employer proposes two times at an address.
      const firstDay = siteDay(20);
      const secondDay = siteDay(21);
      await applicant.getByRole("button", { name: "Propose interview" }).click();
      const form = page.getByRole("dialog", { name: "Propose an interview" });
      await form.getByRole("group", { name: "Time 1" }).getByLabel("Date").fill(firstDay);
      await form.getByRole("group", { name: "Time 1" }).getByLabel("Start time").fill("10:30");
      await form.getByRole("button", { name: "Add another time" }).click();
      await form.getByRole("group", { name: "Time 2" }).getByLabel("Date").fill(secondDay);
      await form.getByRole("group", { name: "Time 2" }).getByLabel("Start time").fill("06:30");
      await form.getByLabel("Address").fill("12 Sayyaji Rao Road, Mysuru");
      await form.getByRole("button", { name: "Send invitation" }).click();
      // 6:30 is before the day's window: refused on its row, nothing sent.
      await expect(form.getByRole("group", { name: "Time 2" }).getByText(/7:00/)).toBeVisible();
      await form.getByRole("group", { name: "Time 2" }).getByLabel("Start time").fill("15:00");
      await form.getByRole("button", { name: "Send invitation" }).click();
      await expect(toasts(page).getByText("Invitation sent", { exact: true })).toBeVisible();
      await expect(applicant.getByText(`Waiting for ${candidate.name} to choose one of these times:`)).toBeVisible();

      // The candidate asks for other times; the employer reads the note live, and reschedules.
      const interview = myApplication.getByRole("region", { name: "Interview" });
      await expect(interview.getByText("Chamundi Logistics invites you to an interview.")).toBeVisible();
      await interview.getByRole("button", { name: "Ask for other times" }).click();
      await interview.getByLabel("Which times would suit you?").fill("Any weekday after 11 am, please.");
      await interview.getByRole("button", { name: "Send request" }).click();
      await expect(applicant.getByText("Candidate asked for other times: Any weekday after 11 am, please.")).toBeVisible();

      await applicant.getByRole("button", { name: "Reschedule" }).click();
      const reschedule = page.getByRole("dialog", { name: "Reschedule the interview" });
      await reschedule.getByRole("group", { name: "Time 1" }).getByLabel("Date").fill(firstDay);
      await reschedule.getByRole("group", { name: "Time 1" }).getByLabel("Start time").fill("11:30");
      await reschedule.getByRole("button", { name: "Send new times" }).click();
      await expect(toasts(page).getByText("New times sent", { exact: true })).toBeVisible();

      // The candidate chooses the new time and accepts; both see the agreed time.
      await interview.getByRole("radio").first().check();
      await interview.getByRole("button", { name: "Accept" }).click();
      await expect(toasts(candidatePage).getByText("Interview accepted", { exact: true })).toBeVisible();
      await expect(interview.getByText(/^Interview on .+ at 11:30/)).toBeVisible();
      await expect(applicant.getByText(/^Interview on .+ at 11:30/)).toBeVisible();

      // Both were mailed the invitation: the same event, in the site's time zone, at the agreed time.
      const invitations = await Promise.all([candidate.email, employer.email].map((address) => calendarsTo(address, 1)));
      for (const [sent] of invitations) expect(sent).toMatchObject({ method: "REQUEST", tzid: siteZone, start: `${firstDay}T11:30:00` });
      const uid = invitations[0]![0]!.uid;
      expect(invitations[1]![0]!.uid).toBe(uid);

      // The employer cancels, after a confirmation: the candidate sees it live, and both calendars are told.
      await applicant.getByRole("button", { name: "Cancel interview" }).click();
      const confirm = page.getByRole("alertdialog", { name: "Cancel this interview?" });
      await confirm.getByRole("button", { name: "Cancel interview" }).click();
      await expect(toasts(page).getByText("Interview cancelled", { exact: true })).toBeVisible();
      await expect(interview.getByText("The employer cancelled the interview.")).toBeVisible();
      for (const address of [candidate.email, employer.email]) {
        const [request, cancel] = await calendarsTo(address, 2);
        expect(cancel).toMatchObject({ method: "CANCEL", uid });
        expect(cancel!.sequence).toBeGreaterThan(request!.sequence);
      }

      expect(candidateBrowser.problems()).toEqual([]);
    } finally {
      await candidateBrowser.context.close();
    }
  });
});
