import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, mockApi, renderApp, testSite, testUser } from "@/testing/render-app";

async function fillForm() {
  const form = within(await screen.findByRole("region", { name: "Request a Consultation" }));
  await userEvent.type(form.getByLabelText("Your name"), "Asha Rao");
  await userEvent.type(form.getByLabelText("Phone number or email"), "98450 12345");
  await userEvent.type(form.getByLabelText("How can we help?"), "I would like help with my resume.");
  return form;
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
    await waitFor(() => expect(router.state.location.pathname).toBe("/login/employer"));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("/api/consultations"))).toBe(false);
  });

  it("shows translated field errors when the form is incomplete", async () => {
    mockApi({ user: testUser() });
    renderApp("/contact");

    const form = within(await screen.findByRole("region", { name: "Request a Consultation" }));
    await userEvent.type(form.getByLabelText("How can we help?"), "Help");
    await userEvent.click(form.getByRole("button", { name: "Request Consultation" }));

    expect(await form.findByText("Full name is required.")).toBeInTheDocument();
    expect(form.getByText("Please enter a phone number or e-mail address")).toBeInTheDocument();
    expect(form.getByText("Please write at least 10 characters")).toBeInTheDocument();
    expect(form.getByLabelText("Your name")).toHaveAttribute("aria-invalid", "true");
  });

  it("sends a signed-in user's request, confirms it and clears the form", async () => {
    const received: unknown[] = [];
    mockApi({
      user: testUser(),
      routes: {
        "POST /api/consultations": async (request) => {
          received.push(await request.json());
          return json({ consultation: { id: "c1", createdAt: "2026-11-21T10:00:00.000Z" } }, 201);
        },
      },
    });
    renderApp("/contact");

    const form = await fillForm();
    await userEvent.click(form.getByRole("button", { name: "Request Consultation" }));

    expect(await screen.findByText("Request Received")).toBeInTheDocument();
    expect(received).toEqual([
      { name: "Asha Rao", contact: "98450 12345", message: "I would like help with my resume." },
    ]);
    expect(form.getByLabelText("Your name")).toHaveValue("");
    expect(form.getByLabelText("How can we help?")).toHaveValue("");
  });
});
