import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { Interview } from "@app/shared/interviews";
import { toast } from "@/components/ui/toaster";
import { apiError, employerDashboardApi } from "@/testing/account-pages";
import { testEmployerApplication } from "@/testing/factories";
import { switchLanguage } from "@/testing/language";
import { renderApp, type FakeRoute } from "@/testing/render-app";
import { fakeInterview, testInterview } from "../test-utils";

afterEach(() => {
  toast.dismiss();
});

/** The dashboard with one shortlisted applicant, Asha Rao, and her interview (none, unless given). */
function showApplicant(start: (applicationId: string) => Interview | null = () => null, routes: Record<string, FakeRoute> = {}) {
  const application = testEmployerApplication({ status: "shortlisted" });
  const interview = fakeInterview(application.id, start(application.id));
  employerDashboardApi([application], { ...interview.routes, ...routes });
  renderApp("/employer/dashboard?tab=applications");
  return { application, received: interview.received };
}

async function interviewSection() {
  const card = within(await screen.findByRole("article", { name: "Asha Rao" }));
  return within(await card.findByRole("region", { name: "Interview" }));
}

/** A date or time field, as the phone's picker fills it. */
function pick(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
}

function row(dialog: HTMLElement, number: number) {
  return within(within(dialog).getByRole("group", { name: `Time ${number}` }));
}

describe("proposing an interview", () => {
  it("checks each time and the place on the form, then sends the times and the place", async () => {
    const { received } = showApplicant();
    await userEvent.click((await interviewSection()).getByRole("button", { name: "Propose interview" }));
    const dialog = await screen.findByRole("dialog", { name: "Propose an interview" });
    const form = within(dialog);
    expect(form.getByText("Interviews take place between 7:00 AM and 9:00 PM, India time.")).toBeInTheDocument();

    await userEvent.click(form.getByRole("button", { name: "Send invitation" }));
    expect(await row(dialog, 1).findByText("Please choose a day")).toBeInTheDocument();
    expect(row(dialog, 1).getByText("Please choose a start time")).toBeInTheDocument();

    pick(row(dialog, 1).getByLabelText("Date"), "2030-03-05");
    pick(row(dialog, 1).getByLabelText("Start time"), "15:00");
    await userEvent.click(form.getByRole("button", { name: "Add another time" }));
    pick(row(dialog, 2).getByLabelText("Date"), "2030-03-06");
    pick(row(dialog, 2).getByLabelText("Start time"), "20:30");
    await userEvent.selectOptions(row(dialog, 2).getByLabelText("Length"), "60 minutes");
    await userEvent.click(form.getByRole("radio", { name: "Video call" }));
    await userEvent.type(form.getByLabelText("Video call link"), "meet.example.com/tailor");
    await userEvent.click(form.getByRole("button", { name: "Send invitation" }));

    expect(await row(dialog, 2).findByText("Interviews are between 7:00 AM and 9:00 PM: choose a start and a length within them")).toBeInTheDocument();
    expect(row(dialog, 1).queryByText(/Interviews are between/)).not.toBeInTheDocument();

    // The place is checked once the times are right.
    pick(row(dialog, 2).getByLabelText("Start time"), "11:00");
    await userEvent.click(form.getByRole("button", { name: "Send invitation" }));
    expect(await form.findByText("Please enter the video call's link, starting with https://")).toBeInTheDocument();
    expect(received).toEqual([]);

    await userEvent.clear(form.getByLabelText("Video call link"));
    await userEvent.type(form.getByLabelText("Video call link"), "https://meet.example.com/tailor");
    await userEvent.click(form.getByRole("button", { name: "Send invitation" }));

    expect(await screen.findByText("Invitation sent")).toBeInTheDocument();
    expect(received).toEqual([
      {
        method: "POST",
        path: expect.stringMatching(/\/interview$/),
        body: {
          slots: [
            { date: "2030-03-05", start: "15:00", durationMinutes: 30 },
            { date: "2030-03-06", start: "11:00", durationMinutes: 60 },
          ],
          placeKind: "video",
          place: "https://meet.example.com/tailor",
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect((await interviewSection()).getByText("Waiting for Asha Rao to choose one of these times:")).toBeInTheDocument();
  });

  it("shows a time already past on its own row, and a third row can be removed", async () => {
    const { received } = showApplicant();
    await userEvent.click((await interviewSection()).getByRole("button", { name: "Propose interview" }));
    const dialog = await screen.findByRole("dialog", { name: "Propose an interview" });
    const form = within(dialog);

    await userEvent.click(form.getByRole("button", { name: "Add another time" }));
    await userEvent.click(form.getByRole("button", { name: "Add another time" }));
    expect(form.queryByRole("button", { name: "Add another time" })).not.toBeInTheDocument();
    await userEvent.click(form.getByRole("button", { name: "Remove time 3" }));
    expect(form.queryByRole("group", { name: "Time 3" })).not.toBeInTheDocument();

    pick(row(dialog, 1).getByLabelText("Date"), "2030-03-05");
    pick(row(dialog, 1).getByLabelText("Start time"), "10:00");
    pick(row(dialog, 2).getByLabelText("Date"), "2020-01-06");
    pick(row(dialog, 2).getByLabelText("Start time"), "10:00");
    await userEvent.type(form.getByLabelText("Address"), "12 Sayyaji Rao Road, Mysuru");
    await userEvent.click(form.getByRole("button", { name: "Send invitation" }));

    expect(await row(dialog, 2).findByText("This time has passed: choose a time still to come")).toBeInTheDocument();
    expect(row(dialog, 1).queryByText(/This time has passed/)).not.toBeInTheDocument();
    expect(received).toEqual([]);
  });

  it("names the job by its Kannada title in the dialog of an employer reading Kannada", async () => {
    await switchLanguage("kn");
    const application = testEmployerApplication({ status: "shortlisted", jobTitle: "Tailor", jobTitleKn: "ದರ್ಜಿ" });
    employerDashboardApi([application], fakeInterview(application.id).routes);
    renderApp("/employer/dashboard?tab=applications");
    const card = within(await screen.findByRole("article", { name: "Asha Rao" }));
    const section = within(await card.findByRole("region", { name: "ಸಂದರ್ಶನ" }));
    await userEvent.click(section.getByRole("button", { name: "ಸಂದರ್ಶನಕ್ಕೆ ಸಮಯ ಸೂಚಿಸಿ" }));
    const dialog = await screen.findByRole("dialog", { name: "ಸಂದರ್ಶನಕ್ಕೆ ಸಮಯ ಸೂಚಿಸಿ" });
    expect(dialog).toHaveAccessibleDescription(/^ದರ್ಜಿ ಉದ್ಯೋಗಕ್ಕೆ ಅರ್ಜಿ ಸಲ್ಲಿಸಿದ Asha Rao ಅವರಿಗಾಗಿ\./);
  });

  it.each([
    { language: "en", section: "Interview", propose: "Propose interview", title: "Propose an interview", slot: "Time 1", date: "Date", start: "Start time", day: "Tue, 5 Mar 2030", time: "3:00 PM", evening: "8:30 PM" },
    {
      language: "kn",
      section: "ಸಂದರ್ಶನ",
      propose: "ಸಂದರ್ಶನಕ್ಕೆ ಸಮಯ ಸೂಚಿಸಿ",
      title: "ಸಂದರ್ಶನಕ್ಕೆ ಸಮಯ ಸೂಚಿಸಿ",
      slot: "ಸಮಯ 1",
      date: "ದಿನಾಂಕ",
      start: "ಆರಂಭದ ಸಮಯ",
      day: "ಮಂಗಳವಾರ, 5 ಮಾರ್ಚ್ 2030",
      time: "ಮಧ್ಯಾಹ್ನ 3:00",
      evening: "ರಾತ್ರಿ 8:30",
    },
  ] as const)("writes the chosen day and start under their pickers as the page writes dates ($language), whatever the browser's own format", async (texts) => {
    if (texts.language === "kn") await switchLanguage("kn");
    showApplicant();
    const card = within(await screen.findByRole("article", { name: "Asha Rao" }));
    const section = within(await card.findByRole("region", { name: texts.section }));
    await userEvent.click(section.getByRole("button", { name: texts.propose }));
    const dialog = await screen.findByRole("dialog", { name: texts.title });
    const slot = within(within(dialog).getByRole("group", { name: texts.slot }));
    const date = slot.getByLabelText(texts.date);
    const start = slot.getByLabelText(texts.start);
    expect(date).not.toHaveAccessibleDescription();
    expect(start).not.toHaveAccessibleDescription();

    pick(date, "2030-03-05");
    pick(start, "15:00");
    expect(await slot.findByText(texts.day)).toBeInTheDocument();
    expect(date).toHaveAccessibleDescription(texts.day);
    expect(start).toHaveAccessibleDescription(texts.time);
    pick(start, "20:30");
    expect(await slot.findByText(texts.evening)).toBeInTheDocument();
    expect(slot.queryByText(texts.time)).not.toBeInTheDocument();
  });

  it("shows the server's refusal clearly", async () => {
    const application = testEmployerApplication({ status: "shortlisted" });
    employerDashboardApi([application], {
      ...fakeInterview(application.id).routes,
      [`POST /api/applications/${application.id}/interview`]: () => apiError(409, "application_not_shortlisted"),
    });
    renderApp("/employer/dashboard?tab=applications");
    await userEvent.click((await interviewSection()).getByRole("button", { name: "Propose interview" }));
    const dialog = await screen.findByRole("dialog", { name: "Propose an interview" });
    pick(row(dialog, 1).getByLabelText("Date"), "2030-03-05");
    pick(row(dialog, 1).getByLabelText("Start time"), "10:00");
    await userEvent.click(within(dialog).getByRole("radio", { name: "Phone call" }));
    expect(within(dialog).getByText("You call the candidate on the phone number in their application.")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Send invitation" }));

    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Only a shortlisted applicant can be invited to an interview.");
  });
});

describe("an interview on the applicant's card", () => {
  it("shows the candidate's request for other times and reschedules from the times there were", async () => {
    const { received } = showApplicant((id) => testInterview(id, { status: "change_requested", candidateNote: "Mornings only, please." }));
    const section = await interviewSection();
    expect(await section.findByText("Candidate asked for other times: Mornings only, please.")).toBeInTheDocument();
    expect(section.getByRole("list", { name: "Times proposed" })).toHaveTextContent("Tue, 5 Mar 2030");

    await userEvent.click(section.getByRole("button", { name: "Reschedule" }));
    const dialog = await screen.findByRole("dialog", { name: "Reschedule the interview" });
    expect(row(dialog, 1).getByLabelText("Date")).toHaveValue("2030-03-05");
    expect(row(dialog, 1).getByLabelText("Start time")).toHaveValue("15:00");
    expect(row(dialog, 2).getByLabelText("Length")).toHaveValue("60");
    expect(within(dialog).getByLabelText("Address")).toHaveValue("Chamundi Logistics, 12 Sayyaji Rao Road, Mysuru");

    pick(row(dialog, 1).getByLabelText("Start time"), "09:00");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send new times" }));
    expect(await screen.findByText("New times sent")).toBeInTheDocument();
    expect(received[0]).toMatchObject({ method: "PUT", body: { slots: [{ date: "2030-03-05", start: "09:00", durationMinutes: 30 }, { date: "2030-03-06", start: "11:00", durationMinutes: 60 }] } });
  });

  it("shows the agreed time, and cancels after asking", async () => {
    const { received } = showApplicant((id) => testInterview(id, { status: "accepted", scheduled: { startsAt: "2030-03-05T09:30:00.000Z", durationMinutes: 30 } }));
    const section = await interviewSection();
    expect(await section.findByText("Interview on Tue, 5 Mar 2030 at 3:00 PM")).toBeInTheDocument();
    expect(section.getByText("Chamundi Logistics, 12 Sayyaji Rao Road, Mysuru")).toBeInTheDocument();

    await userEvent.click(section.getByRole("button", { name: "Cancel interview" }));
    const confirm = within(await screen.findByRole("alertdialog", { name: "Cancel this interview?" }));
    await userEvent.click(confirm.getByRole("button", { name: "Cancel interview" }));

    expect(await screen.findByText("Interview cancelled")).toBeInTheDocument();
    expect(received.map((move) => move.method + " " + move.path.split("/").at(-1))).toEqual(["POST cancel"]);
    expect(await (await interviewSection()).findByText("The interview was cancelled.")).toBeInTheDocument();
  });
});
