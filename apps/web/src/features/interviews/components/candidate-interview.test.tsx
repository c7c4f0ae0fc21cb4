import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { Interview } from "@app/shared/interviews";
import { toast } from "@/components/ui/toaster";
import { i18n } from "@/lib/i18n";
import { myApplicationsApi } from "@/testing/account-pages";
import { testCandidateApplication } from "@/testing/factories";
import { renderApp } from "@/testing/render-app";
import { fakeInterview, firstTime, testInterview } from "../test-utils";

afterEach(() => {
  toast.dismiss();
});

/** My Applications with one shortlisted application and its interview. */
function showInterview(interview: (applicationId: string) => Interview | null) {
  const application = testCandidateApplication({ status: "shortlisted" });
  const fake = fakeInterview(application.id, interview(application.id));
  myApplicationsApi([application], fake.routes);
  renderApp("/candidate/profile?tab=applications");
  return fake.received;
}

async function interviewSection() {
  return within(await screen.findByRole("region", { name: "Interview" }));
}

describe("the candidate's interview in My Applications", () => {
  it("accepts the time chosen, and then says when and where", async () => {
    const received = showInterview((id) => testInterview(id));
    const section = await interviewSection();
    expect(section.getByText("Chamundi Logistics invites you to an interview.")).toBeInTheDocument();
    expect(section.getByText("Chamundi Logistics, 12 Sayyaji Rao Road, Mysuru")).toBeInTheDocument();

    await userEvent.click(section.getByRole("button", { name: "Accept" }));
    expect(section.getByText("Choose one of the times first.")).toBeInTheDocument();
    expect(received).toEqual([]);

    const choices = within(section.getByRole("group", { name: "Choose a time" }));
    expect(choices.getByRole("radio", { name: /Tue, 5 Mar 2030 3:00 PM – 3:30 PM/ })).toBeInTheDocument();
    await userEvent.click(choices.getByRole("radio", { name: /Wed, 6 Mar 2030 11:00 AM – 12:00 PM/ }));
    await userEvent.click(section.getByRole("button", { name: "Accept" }));

    expect(await screen.findByText("Interview accepted")).toBeInTheDocument();
    expect(received).toEqual([{ method: "POST", path: expect.stringMatching(/\/interview\/accept$/), body: { slot: 1 } }]);
    expect(await section.findByText("Interview on Wed, 6 Mar 2030 at 11:00 AM")).toBeInTheDocument();
    expect(section.getByText("Chamundi Logistics, 12 Sayyaji Rao Road, Mysuru")).toBeInTheDocument();
  });

  it("asks for other times with a note", async () => {
    const received = showInterview((id) => testInterview(id, { placeKind: "video", place: "https://meet.example.com/tailor" }));
    const section = await interviewSection();
    expect(section.getByRole("link", { name: "https://meet.example.com/tailor" })).toHaveAttribute("href", "https://meet.example.com/tailor");

    await userEvent.click(section.getByRole("button", { name: "Ask for other times" }));
    await userEvent.click(section.getByRole("button", { name: "Send request" }));
    expect(await section.findByText("Please say which times would suit you")).toBeInTheDocument();

    await userEvent.type(section.getByLabelText("Which times would suit you?"), "Mornings, please.");
    await userEvent.click(section.getByRole("button", { name: "Send request" }));

    expect(await screen.findByText("Request sent")).toBeInTheDocument();
    expect(received).toEqual([{ method: "POST", path: expect.stringMatching(/\/request-change$/), body: { note: "Mornings, please." } }]);
    expect(await section.findByText("You asked for other times, and the employer will send new ones. Your note: Mornings, please.")).toBeInTheDocument();
  });

  it("says when the employer cancelled", async () => {
    showInterview((id) => testInterview(id, { status: "cancelled" }));
    expect(await (await interviewSection()).findByText("The employer cancelled the interview.")).toBeInTheDocument();
  });

  it("shows nothing before an invitation", async () => {
    showInterview(() => null);
    expect(await screen.findByRole("list", { name: "My Applications" })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("region", { name: "Interview" })).not.toBeInTheDocument());
  });

  it("reads the agreed time in Kannada", async () => {
    await act(() => i18n.changeLanguage("kn"));
    showInterview((id) => testInterview(id, { status: "accepted", scheduled: { startsAt: firstTime, durationMinutes: 30 }, placeKind: "phone", place: null }));
    const section = within(await screen.findByRole("region", { name: "ಸಂದರ್ಶನ" }));
    // As the mails write it: the day of the week and the month in full, the part of the day before the time.
    expect(await section.findByText("ಸಂದರ್ಶನ: ಮಂಗಳವಾರ, 5 ಮಾರ್ಚ್ 2030, ಮಧ್ಯಾಹ್ನ 3:00")).toBeInTheDocument();
    expect(section.getByText("ಮಧ್ಯಾಹ್ನ 3:00 – ಮಧ್ಯಾಹ್ನ 3:30")).toBeInTheDocument();
    expect(section.getByText("ಫೋನ್ ಕರೆ: ಉದ್ಯೋಗದಾತರು ನಿಮ್ಮ ಫೋನ್ ನಂಬರ್‌ಗೆ ಕರೆ ಮಾಡುತ್ತಾರೆ.")).toBeInTheDocument();
  });
});
