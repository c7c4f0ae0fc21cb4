import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { toast } from "@/components/ui/toaster";
import { json, mockApi, renderApp, testSite, testUser } from "@/testing/render-app";
import { apiError } from "@/testing/account-pages";

afterEach(() => {
  toast.dismiss();
});

const message = "I would like help with my resume.";

function consultationForm() {
  return screen.findByRole("region", { name: "Request a Consultation" }).then((region) => within(region));
}

/** Types into each field, replacing what was there (a signed-in user's fields come filled in). */
async function fillForm(values = { name: "Meera Urs", contact: "98450 12345", message }) {
  const form = await consultationForm();
  for (const [label, value] of [
    ["Your name", values.name],
    ["Phone number or email", values.contact],
    ["How can we help?", values.message],
  ] as const) {
    await userEvent.clear(form.getByLabelText(label));
    await userEvent.type(form.getByLabelText(label), value);
  }
  return form;
}

function consultationRoute(received: unknown[]) {
  return async (request: Request) => {
    received.push(await request.json());
    return json({ consultation: { id: "c1", createdAt: "2026-11-21T10:00:00.000Z" } }, 201);
  };
}

describe("contact page", () => {
  it("shows the e-mail address, the community links and the services", async () => {
    mockApi();
    renderApp("/contact");

    expect(await screen.findByRole("link", { name: testSite.contactEmail })).toHaveAttribute("href", `mailto:${testSite.contactEmail}`);
    const whatsapp = screen.getByRole("link", { name: /Join the WhatsApp group/ });
    expect(whatsapp).toHaveAttribute("href", testSite.whatsappGroupUrl);
    expect(whatsapp).toHaveAttribute("target", "_blank");
    expect(whatsapp).toHaveAttribute("rel", expect.stringContaining("noopener"));
    expect(screen.getByRole("link", { name: /Join the Facebook community/ })).toHaveAttribute("href", testSite.facebookGroupUrl);
    for (const service of ["Job Consulting", "Resume Building", "Interview Preparation", "Career Counselling", "Placement Services"]) {
      expect(screen.getByRole("heading", { name: service })).toBeInTheDocument();
    }
    expect(document.getElementById("consultation")).toContainElement(screen.getByRole("heading", { name: "Request a Consultation" }));
  });

  it("asks a guest to log in first, without sending anything", async () => {
    const fetchMock = mockApi();
    const { router } = renderApp("/contact");

    const form = await fillForm();
    await userEvent.click(form.getByRole("button", { name: "Request Consultation" }));

    expect(await screen.findByText("Login Required")).toBeInTheDocument();
    expect(screen.getAllByText("Please login before submitting a consultation request.").length).toBeGreaterThan(0);
    // The login brings the guest back to the form.
    await waitFor(() => expect(router.state.location.pathname).toBe("/login/employer"));
    expect(router.state.location.search).toBe(`?redirectTo=${encodeURIComponent("/contact#consultation")}`);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("/api/consultations"))).toBe(false);
  });

  it("keeps a guest's text through the login and back, and forgets it once sent", async () => {
    const received: unknown[] = [];
    const employer = testUser({ id: "user-2", role: "employer", name: "Ravi Kumar", email: "ravi@example.com", company: "Mysuru Silks" });
    mockApi({
      routes: {
        "POST /api/accounts/sign-in/employer": () => json({ user: employer }),
        "POST /api/consultations": consultationRoute(received),
      },
    });
    const { router } = renderApp("/contact");

    const guestForm = await consultationForm();
    await userEvent.type(guestForm.getByLabelText("How can we help?"), message);
    await userEvent.type(guestForm.getByLabelText("Phone number or email"), "ravi.office@example.com");
    await userEvent.click(guestForm.getByRole("button", { name: "Request Consultation" }));

    await userEvent.type(await screen.findByLabelText("Email"), "ravi@example.com");
    await userEvent.type(screen.getByLabelText("Password"), "secret1");
    await userEvent.click(screen.getByRole("button", { name: "Login" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/contact"));
    expect(router.state.location.hash).toBe("#consultation");
    const form = await consultationForm();
    expect(form.getByLabelText("How can we help?")).toHaveValue(message);
    // Typed before the login, so kept; the empty name is filled in from the account.
    expect(form.getByLabelText("Phone number or email")).toHaveValue("ravi.office@example.com");
    await waitFor(() => expect(form.getByLabelText("Your name")).toHaveValue("Ravi Kumar"));

    await userEvent.click(form.getByRole("button", { name: "Request Consultation" }));
    expect(await screen.findByText("Request Received")).toBeInTheDocument();
    expect(received).toEqual([{ name: "Ravi Kumar", contact: "ravi.office@example.com", message }]);
    expect(form.getByLabelText("How can we help?")).toHaveValue("");
    expect(sessionStorage.length).toBe(0);
  });

  it("brings the text back after a reload of the page", async () => {
    mockApi();
    const first = renderApp("/contact");
    await fillForm();
    first.unmount();

    renderApp("/contact");
    const form = await consultationForm();
    expect(form.getByLabelText("Your name")).toHaveValue("Meera Urs");
    expect(form.getByLabelText("Phone number or email")).toHaveValue("98450 12345");
    expect(form.getByLabelText("How can we help?")).toHaveValue(message);
  });

  it("fills in a signed-in user's name and phone, or e-mail when there is no phone", async () => {
    mockApi({ user: testUser() });
    const view = renderApp("/contact");
    let form = await consultationForm();
    await waitFor(() => expect(form.getByLabelText("Your name")).toHaveValue("Asha Rao"));
    expect(form.getByLabelText("Phone number or email")).toHaveValue("9845012345");
    expect(form.getByLabelText("How can we help?")).toHaveValue("");
    view.unmount();

    mockApi({ user: testUser({ phone: null }) });
    renderApp("/contact");
    form = await consultationForm();
    await waitFor(() => expect(form.getByLabelText("Phone number or email")).toHaveValue("asha@example.com"));
  });

  it("does not overwrite what was typed before the account arrived", async () => {
    let answerMe!: (response: Response) => void;
    mockApi({ routes: { "GET /api/accounts/me": () => new Promise<Response>((resolve) => (answerMe = resolve)) } });
    renderApp("/contact");
    const form = await consultationForm();
    await userEvent.type(form.getByLabelText("Your name"), "Asha R.");

    await act(async () => answerMe(json({ user: testUser() })));
    await waitFor(() => expect(form.getByLabelText("Phone number or email")).toHaveValue("9845012345"));
    expect(form.getByLabelText("Your name")).toHaveValue("Asha R.");
  });

  it("sends a signed-in person's request made before the account arrived, with no detour to the login", async () => {
    const received: unknown[] = [];
    let answerMe!: (response: Response) => void;
    mockApi({ routes: { "GET /api/accounts/me": () => new Promise<Response>((resolve) => (answerMe = resolve)), "POST /api/consultations": consultationRoute(received) } });
    const { router } = renderApp("/contact");
    const form = await fillForm();
    await userEvent.click(form.getByRole("button", { name: "Request Consultation" }));

    expect(await screen.findByText("Request Received")).toBeInTheDocument();
    expect(received).toEqual([{ name: "Meera Urs", contact: "98450 12345", message }]);
    expect(router.state.location.pathname).toBe("/contact");
    await act(async () => answerMe(json({ user: testUser() })));
  });

  it("sends a guest who tapped before the account arrived to log in when the server refuses", async () => {
    let answerMe!: (response: Response) => void;
    let asked = 0;
    mockApi({
      routes: {
        "GET /api/accounts/me": () => new Promise<Response>((resolve) => (answerMe = resolve)),
        "POST /api/consultations": () => {
          asked += 1;
          return apiError(401, "unauthorized", { message: "Sign in first" });
        },
      },
    });
    const { router } = renderApp("/contact");
    const form = await fillForm();
    await userEvent.click(form.getByRole("button", { name: "Request Consultation" }));

    expect(await screen.findByText("Login Required")).toBeInTheDocument();
    // The server was asked, and its refusal, not the unknown account, sent them to log in.
    expect(asked).toBe(1);
    await waitFor(() => expect(router.state.location.pathname).toBe("/login/employer"));
    await act(async () => answerMe(json({ user: null })));
  });

  it("shows translated field errors when the form is incomplete", async () => {
    mockApi({ user: testUser() });
    renderApp("/contact");

    const form = await consultationForm();
    await waitFor(() => expect(form.getByLabelText("Your name")).toHaveValue("Asha Rao"));
    await userEvent.clear(form.getByLabelText("Your name"));
    await userEvent.clear(form.getByLabelText("Phone number or email"));
    await userEvent.type(form.getByLabelText("How can we help?"), "Help");
    await userEvent.click(form.getByRole("button", { name: "Request Consultation" }));

    expect(await form.findByText("Full name is required.")).toBeInTheDocument();
    expect(form.getByText("Please enter a phone number or e-mail address")).toBeInTheDocument();
    expect(form.getByText("Please write at least 10 characters")).toBeInTheDocument();
    expect(form.getByLabelText("Your name")).toHaveAttribute("aria-invalid", "true");
  });

  it("sends a signed-in user's request, confirms it and clears the message for a next one", async () => {
    const received: unknown[] = [];
    mockApi({ user: testUser(), routes: { "POST /api/consultations": consultationRoute(received) } });
    renderApp("/contact");

    const form = await fillForm();
    await userEvent.click(form.getByRole("button", { name: "Request Consultation" }));

    expect(await screen.findByText("Request Received")).toBeInTheDocument();
    expect(received).toEqual([{ name: "Meera Urs", contact: "98450 12345", message }]);
    expect(form.getByLabelText("How can we help?")).toHaveValue("");
    // Back to the account's own details.
    expect(form.getByLabelText("Your name")).toHaveValue("Asha Rao");
    expect(form.getByLabelText("Phone number or email")).toHaveValue("9845012345");
    expect(sessionStorage.length).toBe(0);
  });
});
