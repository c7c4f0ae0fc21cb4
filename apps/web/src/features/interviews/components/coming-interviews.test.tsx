import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { i18n } from "@/lib/i18n";
import { employerDashboardApi } from "@/testing/account-pages";
import { fakeEventStream, json, renderApp, requestsTo } from "@/testing/render-app";
import { firstTime, testInterview } from "../test-utils";

const jobId = "00000000-0000-4000-8000-00000000a001";

describe("the employer dashboard's coming interviews", () => {
  it("lists agreed and still proposed interviews, each leading to its applicant", async () => {
    employerDashboardApi([], {
      "GET /api/employer/interviews": () =>
        json({
          interviews: [
            { ...testInterview("30000000-0000-4000-8000-000000000801", { status: "accepted", scheduled: { startsAt: firstTime, durationMinutes: 30 } }), candidateName: "Asha Rao" },
            { ...testInterview("30000000-0000-4000-8000-000000000802", { placeKind: "phone", place: null }), candidateName: "Bhavya N" },
          ],
        }),
    });
    const { router } = renderApp("/employer/dashboard");

    const section = within(await screen.findByRole("region", { name: "Coming interviews" }));
    const asha = section.getByRole("article", { name: "Asha Rao · Tailor" });
    const bhavya = section.getByRole("article", { name: "Bhavya N · Tailor" });
    expect(asha).toHaveTextContent("Interview on Tue, 5 Mar 2030 at 3:00 PM");
    expect(bhavya).toHaveTextContent("Waiting for the candidate to choose a time:");
    expect(bhavya).toHaveTextContent("Wed, 6 Mar 2030");
    expect(bhavya).toHaveTextContent("Phone call: you call the candidate on the phone number in their application.");

    await userEvent.click(section.getByRole("button", { name: "Open application of Bhavya N" }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`/employer/dashboard?tab=applications&job=${jobId}`));
  });

  it("reads in Kannada: the job by its Kannada title, the time as the mails write it", async () => {
    await act(() => i18n.changeLanguage("kn"));
    employerDashboardApi([], {
      "GET /api/employer/interviews": () =>
        json({
          interviews: [
            {
              ...testInterview("30000000-0000-4000-8000-000000000801", { jobTitleKn: "ದರ್ಜಿ", status: "accepted", scheduled: { startsAt: firstTime, durationMinutes: 30 } }),
              candidateName: "Asha Rao",
            },
          ],
        }),
    });
    renderApp("/employer/dashboard");

    const section = within(await screen.findByRole("region", { name: "ಮುಂದಿನ ಸಂದರ್ಶನಗಳು" }));
    expect(section.getByRole("article", { name: "Asha Rao · ದರ್ಜಿ" })).toHaveTextContent("ಸಂದರ್ಶನ: ಮಂಗಳವಾರ, 5 ಮಾರ್ಚ್ 2030, ಮಧ್ಯಾಹ್ನ 3:00");
  });

  it("drops an interview cancelled with its job (closed, taken down, deleted), live", async () => {
    const events = fakeEventStream();
    let interviews = [{ ...testInterview("30000000-0000-4000-8000-000000000801", { status: "accepted", scheduled: { startsAt: firstTime, durationMinutes: 30 } }), candidateName: "Asha Rao" }];
    const fetchMock = employerDashboardApi([], {
      "GET /api/employer/interviews": () => json({ interviews }),
      "GET /api/events": events.route,
    });
    renderApp("/employer/dashboard");
    const section = within(await screen.findByRole("region", { name: "Coming interviews" }));
    expect(section.getByRole("article", { name: "Asha Rao · Tailor" })).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(fetchMock, "/api/events")).toHaveLength(1));

    // The job was closed: the server cancelled the interview and tells both sides.
    interviews = [];
    act(() => events.emit("interviews"));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Coming interviews" })).not.toBeInTheDocument());
  });

  it("is not there without coming interviews", async () => {
    employerDashboardApi([]);
    renderApp("/employer/dashboard");
    expect(await screen.findByRole("tab", { name: "My Job Listings" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Coming interviews" })).not.toBeInTheDocument();
  });
});
