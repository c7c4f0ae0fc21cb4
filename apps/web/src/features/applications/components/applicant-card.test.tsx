import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { EmployerApplication } from "@app/shared/applications";
import { toast } from "@/components/ui/toaster";
import { json, renderApp, requestsTo, testSite } from "@/testing/render-app";
import { reviewApi, testApplication } from "./applicant-test-utils";
import { switchLanguage } from "@/testing/language";

afterEach(() => {
  toast.dismiss();
});

async function openApplications() {
  renderApp("/employer/dashboard?tab=applications");
  return screen.findAllByRole("article");
}

const conflict = (code: string, params?: Record<string, string>) =>
  json({ error: { code, message: code, params, requestId: "r" } }, 409);

describe("an applicant", () => {
  it("shows the candidate's photo and what their profile says of their years, studies and languages", async () => {
    reviewApi({
      applications: [
        testApplication({
          candidateName: "Ravi Kumar",
          candidatePhoto: "/api/candidates/c1/photo?v=5",
          candidateExperienceYears: 6,
          candidateEducationLevel: "iti",
          candidateLanguages: ["kannada", "hindi"],
        }),
        testApplication({ candidateName: "Nisha", candidateExperienceYears: 0 }),
      ],
    });
    await openApplications();
    const ravi = screen.getByRole("article", { name: "Ravi Kumar" });
    expect(ravi.querySelector("img")).toHaveAttribute("src", "/api/candidates/c1/photo?v=5");
    expect(within(ravi).getByText("6 years of experience · ITI · Kannada, Hindi")).toBeInTheDocument();
    const nisha = screen.getByRole("article", { name: "Nisha" });
    expect(nisha.querySelector("img")).toBeNull();
    expect(within(nisha).getByText("New to work")).toBeInTheDocument();
  });

  it("shows who applied, for which job and when, and how to reach them", async () => {
    reviewApi({
      applications: [
        testApplication({ candidateName: "Asha Rao", candidateEmail: "asha@example.com", candidatePhone: "9845012345" }),
        testApplication({ candidateName: "Bhavya N", candidatePhone: null, jobTitle: "Cook", status: "shortlisted" }),
      ],
    });
    await openApplications();

    const asha = within(screen.getByRole("article", { name: "Asha Rao" }));
    expect(asha.getByText("Tailor")).toBeInTheDocument();
    expect(asha.getByRole("link", { name: "asha@example.com" })).toHaveAttribute("href", "mailto:asha@example.com");
    // The number once, as text; the card's one tel: link is Call.
    expect(asha.getByText("9845012345")).toBeInTheDocument();
    expect(asha.queryByRole("link", { name: "9845012345" })).toBeNull();
    expect(asha.getAllByRole("link").filter((link) => link.getAttribute("href")?.startsWith("tel:"))).toEqual([asha.getByRole("link", { name: "Call Asha Rao" })]);
    expect(asha.getByText("Applied on 6 Mar 2024")).toBeInTheDocument();
    expect(asha.getByText("Pending")).toBeInTheDocument();
    expect(asha.getByText("No cover letter")).toBeInTheDocument();

    const bhavya = within(screen.getByRole("article", { name: "Bhavya N" }));
    expect(bhavya.getByText("Not provided")).toBeInTheDocument();
    expect(bhavya.getByText("Cook")).toBeInTheDocument();
    expect(bhavya.getByText("Shortlisted")).toBeInTheDocument();
  });

  it("opens and closes the cover letter", async () => {
    reviewApi({ applications: [testApplication({ coverLetter: "I have sewn uniforms\nfor five years." })] });
    await openApplications();

    const card = within(screen.getByRole("article", { name: "Asha Rao" }));
    expect(card.getByText(/I have sewn uniforms/)).not.toBeVisible();
    await userEvent.click(card.getByRole("button", { name: "Read cover letter" }));
    expect(card.getByText(/I have sewn uniforms/)).toBeVisible();
    expect(card.getByRole("button", { name: "Hide cover letter" })).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(card.getByRole("button", { name: "Hide cover letter" }));
    expect(card.getByText(/I have sewn uniforms/)).not.toBeVisible();
  });

  it("downloads the resume from the server and names the candidate in the toast", async () => {
    const application = testApplication({ candidateName: "Asha Rao" });
    reviewApi({ applications: [application] });
    await openApplications();

    const link = within(screen.getByRole("article", { name: "Asha Rao" })).getByRole("link", {
      name: "Download resume of Asha Rao (asha-rao.pdf)",
    });
    expect(link).toHaveAttribute("href", `/api/files/${application.resume.id}`);
    expect(link).toHaveAttribute("download");
    // The browser would fetch the file itself; only the toast is this page's business.
    link.addEventListener("click", (event) => event.preventDefault());
    await userEvent.click(link);

    expect(await screen.findByText("Resume Download Started")).toBeInTheDocument();
    expect(screen.getByText("Downloading resume for Asha Rao")).toBeInTheDocument();
  });

  it.each([
    ["Shortlist", "shortlisted", "Shortlisted"],
    ["Reject", "rejected", "Rejected"],
  ] as const)("%s sends PATCH {status: %s} and confirms the change", async (button, status, label) => {
    const application = testApplication();
    let current: EmployerApplication = application;
    const fetchMock = reviewApi({
      routes: {
        "GET /api/applications": (request) => {
          const params = new URL(request.url).searchParams;
          return json({ applications: [current], totalCount: 1, page: Number(params.get("page")), pageSize: 20 });
        },
        [`PATCH /api/applications/${application.id}`]: () => {
          current = { ...application, status };
          return json({ application: current });
        },
      },
    });
    await openApplications();

    const card = within(screen.getByRole("article", { name: "Asha Rao" }));
    expect(card.queryByRole("button", { name: "Mark as Successful Hire" })).not.toBeInTheDocument();
    await userEvent.click(card.getByRole("button", { name: button }));

    expect(await screen.findByText("Status Updated")).toBeInTheDocument();
    expect(screen.getByText(`Application status changed to ${label}`)).toBeInTheDocument();
    expect(requestsTo(fetchMock, `/api/applications/${application.id}`).map(({ method, body }) => ({ method, body }))).toEqual([
      { method: "PATCH", body: { status } },
    ]);
    // The list is read again and shows the new status, without the pending actions.
    expect(await card.findByText(label)).toBeInTheDocument();
    expect(card.queryByRole("button", { name: "Shortlist" })).not.toBeInTheDocument();
    expect(card.queryByRole("button", { name: "Reject" })).not.toBeInTheDocument();
  });

  it("shows the server's reason when a status change is refused", async () => {
    const application = testApplication();
    reviewApi({
      applications: [application],
      routes: { [`PATCH /api/applications/${application.id}`]: () => conflict("job_not_open") },
    });
    await openApplications();

    await userEvent.click(within(screen.getByRole("article", { name: "Asha Rao" })).getByRole("button", { name: "Shortlist" }));

    expect(await screen.findByText("Update Failed")).toBeInTheDocument();
    expect(screen.getByText("This job is no longer accepting applications.")).toBeInTheDocument();
    expect(screen.queryByText("Status Updated")).not.toBeInTheDocument();
  });

  it("says 'Failed to update application status' when the server fails", async () => {
    const application = testApplication();
    reviewApi({
      applications: [application],
      routes: {
        [`PATCH /api/applications/${application.id}`]: () => json({ error: { code: "internal", message: "Boom", requestId: "r" } }, 500),
      },
    });
    await openApplications();

    await userEvent.click(within(screen.getByRole("article", { name: "Asha Rao" })).getByRole("button", { name: "Reject" }));

    expect(await screen.findByText("Update Failed")).toBeInTheDocument();
    expect(screen.getByText("Failed to update application status")).toBeInTheDocument();
  });

  it("marks a shortlisted applicant as hired only after confirmation, then says the job is filled", async () => {
    const application = testApplication({ status: "shortlisted", candidateName: "Asha Rao" });
    const fetchMock = reviewApi({
      applications: [application],
      routes: {
        [`POST /api/applications/${application.id}/hire`]: () =>
          json({ application: { ...application, status: "hired" }, job: { id: application.jobId, status: "filled" } }),
      },
    });
    await openApplications();

    const card = within(screen.getByRole("article", { name: "Asha Rao" }));
    expect(card.queryByRole("button", { name: "Shortlist" })).not.toBeInTheDocument();
    await userEvent.click(card.getByRole("button", { name: "Mark as Successful Hire" }));
    const dialog = within(await screen.findByRole("alertdialog", { name: "Mark as Successful Hire?" }));
    expect(dialog.getByText(/Asha Rao will be marked as hired for “Tailor”/)).toBeInTheDocument();

    await userEvent.click(dialog.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(requestsTo(fetchMock, `/api/applications/${application.id}/hire`)).toEqual([]);

    await userEvent.click(card.getByRole("button", { name: "Mark as Successful Hire" }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Yes, mark as hired" }));

    expect(await screen.findByText("Job Filled")).toBeInTheDocument();
    expect(screen.getByText("The job has been marked as successfully filled.")).toBeInTheDocument();
    const hires = requestsTo(fetchMock, `/api/applications/${application.id}/hire`);
    expect(hires.map(({ method, body }) => ({ method, body }))).toEqual([{ method: "POST", body: {} }]);
    expect(hires[0]?.headers.get("content-type")).toBe("application/json");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });

  it("says the job could not be marked filled, with the server's reason", async () => {
    const application = testApplication({ status: "shortlisted" });
    reviewApi({
      applications: [application],
      routes: {
        [`POST /api/applications/${application.id}/hire`]: () => conflict("invalid_status_change", { status: "hired" }),
      },
    });
    await openApplications();

    await userEvent.click(within(screen.getByRole("article", { name: "Asha Rao" })).getByRole("button", { name: "Mark as Successful Hire" }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Yes, mark as hired" }));

    expect(await screen.findByText("This application cannot be changed to Hired now.")).toBeInTheDocument();
    expect(screen.queryByText("Job Filled")).not.toBeInTheDocument();
  });

  it("offers no moves on a rejected or hired application", async () => {
    reviewApi({
      applications: [
        testApplication({ candidateName: "Chetan", status: "rejected" }),
        testApplication({ candidateName: "Divya", status: "hired" }),
      ],
    });
    await openApplications();

    for (const name of ["Chetan", "Divya"]) {
      const actions = within(screen.getByRole("group", { name: `Actions for ${name}` }));
      expect(actions.queryAllByRole("button")).toEqual([]);
      expect(actions.getByRole("link", { name: /Download resume of/ })).toBeInTheDocument();
    }
    expect(within(screen.getByRole("article", { name: "Divya" })).getByText("Hired")).toBeInTheDocument();
  });

  it("offers no moves once the job is filled or closed, and says why", async () => {
    reviewApi({
      applications: [
        testApplication({ candidateName: "Esha", status: "pending", jobStatus: "filled" }),
        testApplication({ candidateName: "Farah", status: "shortlisted", jobStatus: "expired" }),
      ],
    });
    await openApplications();

    const esha = within(screen.getByRole("group", { name: "Actions for Esha" }));
    expect(esha.queryAllByRole("button")).toEqual([]);
    expect(esha.getByText("This job is filled: applications can no longer be changed.")).toBeInTheDocument();
    const farah = within(screen.getByRole("group", { name: "Actions for Farah" }));
    expect(farah.queryAllByRole("button")).toEqual([]);
    expect(farah.getByText("This job is closed: reopen it to review applications.")).toBeInTheDocument();
  });

  it("shows a not-selected applicant in grey, with no moves, and does not suggest reopening the job for them", async () => {
    reviewApi({
      applications: [
        testApplication({ candidateName: "Gowri", status: "not_selected", jobStatus: "filled" }),
        testApplication({ candidateName: "Hamsa", status: "not_selected", jobStatus: "expired" }),
        testApplication({ candidateName: "Indira", status: "not_selected", jobStatus: "active" }),
      ],
    });
    await openApplications();

    for (const name of ["Gowri", "Hamsa", "Indira"]) {
      const card = within(screen.getByRole("article", { name }));
      const badge = card.getByText("Not selected");
      expect(badge).toHaveAttribute("data-status", "not_selected");
      expect(badge).toHaveClass("bg-secondary");
      expect(within(card.getByRole("group", { name: `Actions for ${name}` })).queryAllByRole("button")).toEqual([]);
    }
    expect(within(screen.getByRole("article", { name: "Gowri" })).getByText("This job is filled: applications can no longer be changed.")).toBeInTheDocument();
    expect(screen.queryByText("This job is closed: reopen it to review applications.")).not.toBeInTheDocument();
  });
});

describe("reaching an applicant", () => {
  /** The card's Call and WhatsApp links, and the text the WhatsApp one hands over. */
  function contactLinks(name: string) {
    const card = within(screen.getByRole("article", { name }));
    const whatsapp = card.queryByRole("link", { name: new RegExp(`^(WhatsApp|ವಾಟ್ಸ್‌ಆ್ಯಪ್)`) });
    const href = whatsapp && new URL(whatsapp.getAttribute("href")!);
    return {
      call: card.queryByRole("link", { name: new RegExp(`^(Call|ಕರೆ ಮಾಡಿ)`) }),
      whatsapp,
      whatsappTarget: href && href.origin + href.pathname,
      whatsappText: href?.searchParams.get("text"),
    };
  }

  it.each([
    ["a 10-digit mobile", "9845012345"],
    ["a +91 number", "+919845012345"],
    ["a number with spaces and dashes", "+91 98450-123 45"],
    ["91 and the mobile's digits, dashed", "91-98450-12345"],
  ])("calls and WhatsApps %s at +91 and its ten digits, naming the applicant", async (_, phone) => {
    reviewApi({ applications: [testApplication({ candidateName: "Asha Rao", candidatePhone: phone, jobTitle: "Tailor" })] });
    renderApp("/employer/dashboard?tab=applications");
    await screen.findByRole("article", { name: "Asha Rao" });

    const { call, whatsapp, whatsappTarget, whatsappText } = contactLinks("Asha Rao");
    expect(call).toHaveAttribute("href", "tel:+919845012345");
    expect(call).toHaveAccessibleName("Call Asha Rao");
    expect(call).toHaveTextContent("Call");
    expect(whatsapp).toHaveAccessibleName("WhatsApp Asha Rao (opens in a new tab)");
    expect(whatsapp).toHaveTextContent("WhatsApp");
    expect(whatsapp).toHaveAttribute("target", "_blank");
    expect(whatsappTarget).toBe("https://wa.me/919845012345");
    expect(whatsappText).toBe(`Hello Asha Rao, this is Chamundi Logistics, about your application for Tailor on ${testSite.name}.`);
  });

  it("names the links in the employer's language and writes the WhatsApp hello in the applicant's, with the job's Kannada title", async () => {
    reviewApi({
      applications: [
        testApplication({ candidateName: "Asha Rao", candidateLanguage: "en", jobTitle: "Tailor", jobTitleKn: "ದರ್ಜಿ" }),
        testApplication({ candidateName: "Manjunath Gowda", candidateLanguage: "kn", jobTitle: "Tailor", jobTitleKn: "ದರ್ಜಿ" }),
      ],
    });
    renderApp("/employer/dashboard?tab=applications");
    await screen.findByRole("article", { name: "Manjunath Gowda" });
    const kannadaHello = `ನಮಸ್ಕಾರ Manjunath Gowda, ನಾವು Chamundi Logistics ಕಡೆಯಿಂದ ಬರೆಯುತ್ತಿದ್ದೇವೆ: ${testSite.name} ವೆಬ್‌ಸೈಟ್‌ನಲ್ಲಿ ದರ್ಜಿ ಉದ್ಯೋಗಕ್ಕೆ ನೀವು ಸಲ್ಲಿಸಿದ ಅರ್ಜಿಯ ಬಗ್ಗೆ.`;
    const englishHello = `Hello Asha Rao, this is Chamundi Logistics, about your application for Tailor on ${testSite.name}.`;
    expect(contactLinks("Manjunath Gowda").whatsappText).toBe(kannadaHello);
    expect(contactLinks("Asha Rao").whatsappText).toBe(englishHello);

    // An employer reading Kannada: the links' names change, each applicant's hello does not.
    await switchLanguage("kn");
    await screen.findByRole("link", { name: "ಕರೆ ಮಾಡಿ: Asha Rao" });
    const { call, whatsapp, whatsappText } = contactLinks("Asha Rao");
    expect(call).toHaveAccessibleName("ಕರೆ ಮಾಡಿ: Asha Rao");
    expect(whatsapp).toHaveAccessibleName("ವಾಟ್ಸ್‌ಆ್ಯಪ್: Asha Rao (ಹೊಸ ಟ್ಯಾಬ್‌ನಲ್ಲಿ ತೆರೆಯುತ್ತದೆ)");
    expect(whatsappText).toBe(englishHello);
    expect(contactLinks("Manjunath Gowda").whatsappText).toBe(kannadaHello);
  });

  it("names the job by its Kannada title to an employer reading Kannada, on the card and in the hire dialog", async () => {
    reviewApi({ applications: [testApplication({ candidateName: "Asha Rao", status: "shortlisted", jobTitle: "Tailor", jobTitleKn: "ದರ್ಜಿ" })] });
    await switchLanguage("kn");
    renderApp("/employer/dashboard?tab=applications");
    const card = within(await screen.findByRole("article", { name: "Asha Rao" }));
    expect(card.getByText("ದರ್ಜಿ")).toBeInTheDocument();
    expect(card.queryByText("Tailor")).not.toBeInTheDocument();

    await userEvent.click(card.getByRole("button", { name: "ನೇಮಕವಾಗಿದೆ ಎಂದು ಗುರುತಿಸಿ" }));
    const dialog = await screen.findByRole("alertdialog", { name: "ನೇಮಕವಾಗಿದೆ ಎಂದು ಗುರುತಿಸಬೇಕೇ?" });
    expect(dialog).toHaveTextContent("Asha Rao ಅವರನ್ನು “ದರ್ಜಿ” ಉದ್ಯೋಗಕ್ಕೆ");
  });

  it("names the job by its English title in English, and in Kannada where the employer gave none", async () => {
    reviewApi({ applications: [testApplication({ candidateName: "Asha Rao", jobTitle: "Tailor", jobTitleKn: "ದರ್ಜಿ" }), testApplication({ candidateName: "Bhavya N", jobTitle: "Cook", jobTitleKn: null })] });
    renderApp("/employer/dashboard?tab=applications");
    expect(within(await screen.findByRole("article", { name: "Asha Rao" })).getByText("Tailor")).toBeInTheDocument();
    await switchLanguage("kn");
    expect(within(await screen.findByRole("article", { name: "Bhavya N" })).getByText("Cook")).toBeInTheDocument();
  });

  it("calls a number from abroad with its country code, and a landline or short number as it is with no WhatsApp", async () => {
    reviewApi({
      applications: [
        testApplication({ candidateName: "Farah Khan", candidatePhone: "+971 50 123 4567" }),
        testApplication({ candidateName: "Gopal S", candidatePhone: "0821-2345678" }),
        testApplication({ candidateName: "Hema K", candidatePhone: "12345" }),
      ],
    });
    renderApp("/employer/dashboard?tab=applications");
    await screen.findByRole("article", { name: "Farah Khan" });

    expect(contactLinks("Farah Khan").call).toHaveAttribute("href", "tel:+971501234567");
    expect(contactLinks("Farah Khan").whatsappTarget).toBe("https://wa.me/971501234567");
    expect(contactLinks("Gopal S").call).toHaveAttribute("href", "tel:08212345678");
    expect(contactLinks("Gopal S").whatsapp).toBeNull();
    expect(contactLinks("Hema K").call).toHaveAttribute("href", "tel:12345");
    expect(contactLinks("Hema K").whatsapp).toBeNull();
  });

  it("offers neither link when the applicant gave no phone number", async () => {
    reviewApi({ applications: [testApplication({ candidateName: "Bhavya N", candidatePhone: null })] });
    renderApp("/employer/dashboard?tab=applications");
    await screen.findByRole("article", { name: "Bhavya N" });

    expect(screen.getByText("Not provided")).toBeInTheDocument();
    const { call, whatsapp } = contactLinks("Bhavya N");
    expect(call).toBeNull();
    expect(whatsapp).toBeNull();
  });
});
