import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { documentMaxBytes, type EmployerVerification } from "@app/shared/trust";
import { toast } from "@/components/ui/toaster";
import { json, mockApi, renderApp, testUser, type FakeRoute } from "@/testing/render-app";
import { testVerification } from "../test-utils";
import { switchLanguage } from "@/testing/language";

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

const employer = testUser({ id: "employer-1", role: "employer", name: "Ravi Kumar", company: "Kaveri Textiles" });


const apiError = (status: number, code: string, message: string) => json({ error: { code, message, requestId: "r1" } }, status);

/** The dashboard with no jobs, and `verification` as the employer's latest request. */
async function renderCard(verification: EmployerVerification | null, routes: Record<string, FakeRoute> = {}) {
  const fetchMock = mockApi({
    user: employer,
    routes: {
      "GET /api/employer/stats": () => json({ activeJobs: 0, totalApplications: 0, pendingReviews: 0, totalViews: 0 }),
      "GET /api/employer/jobs": () => json({ jobs: [], totalCount: 0, page: 1, pageSize: 20 }),
      "GET /api/applications": () => json({ applications: [], totalCount: 0, page: 1, pageSize: 20 }),
      "GET /api/employer/verification": () => json({ verification }),
      ...routes,
    },
  });
  renderApp("/employer/dashboard?tab=company");
  const card = await screen.findByRole("region", { name: /^(Company verification|ಕಂಪನಿ ದೃಢೀಕರಣ)/ });
  return { fetchMock, card: within(card) };
}

/** The multipart fields of every request verification sent so far. */
function sentForms(fetchMock: ReturnType<typeof mockApi>) {
  return fetchMock.mock.calls
    .filter(([input, init]) => String(input).endsWith("/api/employer/verification") && init?.method === "POST")
    .map(([, init]) => Object.fromEntries((init!.body as FormData).entries()));
}

// The picker offers PDF, JPG and PNG only; a person can still pick "All files", so the test does too.
const user = () => userEvent.setup({ applyAccept: false });

describe("the employer's verification card", () => {
  it("asks for a GSTIN, shows its format and the check-digit error while typed, and sends the request with a document", async () => {
    const sent = testVerification({ number: "29ABCDE1234F1ZW", website: "https://kaveri.example.in", documentName: "gst.pdf" });
    const { fetchMock, card } = await renderCard(null, { "POST /api/employer/verification": () => json({ verification: sent }, 201) });

    expect(await card.findByText(/send your company's GSTIN or Udyam registration number/)).toBeInTheDocument();
    expect(card.getByRole("radio", { name: "GSTIN" })).toBeChecked();
    const number = card.getByRole("textbox", { name: "GSTIN" });
    expect(number).toHaveAccessibleDescription(/15 characters, e\.g\. 29ABCDE1234F1ZW.* 0 of 15 characters/);

    await user().type(number, "29abcde1234f1zv");
    expect(await card.findByText("This GSTIN is not valid: 15 characters, e.g. 29ABCDE1234F1ZW, with a correct check digit")).toBeInTheDocument();
    expect(number).toHaveAttribute("aria-invalid", "true");
    expect(number).toHaveAccessibleDescription(/15 of 15 characters/);

    // Replaced at once (pasted over: one input event), the number is checked again without leaving the field.
    fireEvent.input(number, { target: { value: "29ABCDE1234F1ZW" } });
    await waitFor(() => expect(card.queryByText(/This GSTIN is not valid/)).not.toBeInTheDocument());
    await user().type(card.getByRole("textbox", { name: "Website (optional)" }), "https://kaveri.example.in");
    const pdf = new File(["%PDF-1.4"], "gst.pdf", { type: "application/pdf" });
    await user().upload(card.getByLabelText("Supporting document file"), pdf);
    expect(card.getByText("gst.pdf")).toBeInTheDocument();

    await user().click(card.getByRole("button", { name: "Request verification" }));

    expect(await card.findByText("The admin is checking your GSTIN 29ABCDE1234F1ZW. You will hear by e-mail.")).toBeInTheDocument();
    expect(await screen.findByText("Request sent")).toBeInTheDocument();
    const [form] = sentForms(fetchMock);
    expect(form).toMatchObject({ kind: "gstin", number: "29ABCDE1234F1ZW", website: "https://kaveri.example.in" });
    expect(form?.document).toBeInstanceOf(File);
    expect((form?.document as File).name).toBe("gst.pdf");
  });

  it("checks an Udyam number by its own format, and sends no website or document when none is given", async () => {
    const { fetchMock, card } = await renderCard(null, {
      "POST /api/employer/verification": () => json({ verification: testVerification({ kind: "udyam", number: "UDYAM-KR-03-0012345" }) }, 201),
    });
    await user().click(await card.findByRole("radio", { name: "Udyam registration" }));
    const number = card.getByRole("textbox", { name: "Udyam registration number" });
    expect(number).toHaveAccessibleDescription("As on your Udyam certificate, e.g. UDYAM-KR-03-0012345.");

    await user().type(number, "UDYAM-KR-3-12345");
    await user().click(card.getByRole("button", { name: "Request verification" }));
    expect(await card.findByText("This Udyam number is not valid: it looks like UDYAM-KR-03-0012345")).toBeInTheDocument();
    expect(sentForms(fetchMock)).toEqual([]);

    await user().clear(number);
    await user().type(number, "udyam-kr-03-0012345");
    await user().click(card.getByRole("button", { name: "Request verification" }));
    await waitFor(() => expect(sentForms(fetchMock)).toEqual([{ kind: "udyam", number: "UDYAM-KR-03-0012345" }]));
  });

  it("refuses a document of another type or over 5 MB at once, and shows the server's refusal of its content there too", async () => {
    const { fetchMock, card } = await renderCard(null, {
      "POST /api/employer/verification": () => apiError(415, "invalid_file_format", "Invalid file format."),
    });
    const picker = await card.findByLabelText<HTMLInputElement>("Supporting document file");
    const documentError = "The document must be a PDF, JPEG or PNG file of at most 5 MB";

    await user().upload(picker, new File(["GIF89a"], "shop.gif", { type: "image/gif" }));
    expect(await card.findByRole("alert")).toHaveTextContent(documentError);
    expect(picker.value).toBe("");

    await user().upload(picker, new File([new Uint8Array(documentMaxBytes + 1)], "big.pdf", { type: "application/pdf" }));
    expect(card.getByRole("alert")).toHaveTextContent(documentError);

    await user().upload(picker, new File(["not a picture"], "shop.png", { type: "image/png" }));
    expect(card.queryByRole("alert")).not.toBeInTheDocument();
    await user().type(card.getByRole("textbox", { name: "GSTIN" }), "27AAPFU0939F1ZV");
    await user().click(card.getByRole("button", { name: "Request verification" }));
    expect(await card.findByRole("alert")).toHaveTextContent(documentError);
    expect(sentForms(fetchMock)).toHaveLength(1);
    // The form stays as it was, to choose another file.
    expect(card.getByRole("textbox", { name: "GSTIN" })).toHaveValue("27AAPFU0939F1ZV");
  });

  it("says so when a request already waits (409)", async () => {
    const { card } = await renderCard(null, {
      "POST /api/employer/verification": () => apiError(409, "verification_pending", "Your verification request is already waiting for review."),
    });
    await user().type(await card.findByRole("textbox", { name: "GSTIN" }), "27AAPFU0939F1ZV");
    await user().click(card.getByRole("button", { name: "Request verification" }));
    expect(await screen.findByText("Your request could not be sent")).toBeInTheDocument();
    expect(screen.getByText("Your verification request is already waiting for review.")).toBeInTheDocument();
  });

  it("shows a waiting request with its number and date", async () => {
    const { card } = await renderCard(testVerification({ kind: "udyam", number: "UDYAM-KR-03-0012345" }));
    expect(await card.findByText("The admin is checking your Udyam registration UDYAM-KR-03-0012345. You will hear by e-mail.")).toBeInTheDocument();
    expect(card.getByText("Sent on 5 Mar 2024")).toBeInTheDocument();
    expect(card.getAllByText("Waiting for review").length).toBeGreaterThan(0);
    expect(card.queryByRole("button", { name: "Request verification" })).not.toBeInTheDocument();
  });

  it("shows the Verified employer badge once approved", async () => {
    const { card } = await renderCard(testVerification({ status: "approved", decidedAt: "2024-03-07T10:00:00.000Z" }));
    expect(await card.findByText("Verified employer", { selector: "span" })).toBeInTheDocument();
    expect(card.getByText("Your jobs show the Verified employer badge.")).toBeInTheDocument();
    expect(card.getByText("Verified on 7 Mar 2024")).toBeInTheDocument();
    expect(card.queryByRole("textbox")).not.toBeInTheDocument();
  });

  it("shows the admin's reason for a rejection, and the form again on Request again", async () => {
    const reason = "The GSTIN belongs to another company.";
    const { fetchMock, card } = await renderCard(testVerification({ status: "rejected", reason, decidedAt: "2024-03-07T10:00:00.000Z" }), {
      "POST /api/employer/verification": () => json({ verification: testVerification({ id: "second", number: "27AAPFU0939F1ZV" }) }, 201),
    });
    expect(await card.findByText(reason)).toBeInTheDocument();
    expect(card.getByText("The admin could not verify your last request (GSTIN 29ABCDE1234F1ZW).")).toBeInTheDocument();
    expect(card.getByText("Not approved")).toBeInTheDocument();
    expect(card.queryByRole("textbox")).not.toBeInTheDocument();

    await user().click(card.getByRole("button", { name: "Request again" }));
    await user().type(card.getByRole("textbox", { name: "GSTIN" }), "27AAPFU0939F1ZV");
    await user().click(card.getByRole("button", { name: "Request verification" }));
    expect(await card.findByText("The admin is checking your GSTIN 27AAPFU0939F1ZV. You will hear by e-mail.")).toBeInTheDocument();
    expect(sentForms(fetchMock)).toHaveLength(1);
  });

  it("speaks Kannada", async () => {
    await switchLanguage("kn");
    const { card } = await renderCard(null);
    expect(await card.findByRole("button", { name: "ದೃಢೀಕರಣಕ್ಕೆ ವಿನಂತಿ ಕಳುಹಿಸಿ" })).toBeInTheDocument();
    expect(card.getByRole("radio", { name: "ಉದ್ಯಮ್ ನೋಂದಣಿ" })).toBeInTheDocument();
    await user().type(card.getByRole("textbox", { name: "GSTIN" }), "29ABCDE1234F1ZV");
    expect(await card.findByText("ಈ GSTIN ಸರಿಯಿಲ್ಲ: 15 ಅಕ್ಷರಗಳು, ಉದಾ. 29ABCDE1234F1ZW, ಸರಿಯಾದ ಪರಿಶೀಲನಾ ಅಂಕಿಯೊಂದಿಗೆ")).toBeInTheDocument();
  });

  it("tells the employer when the card cannot be loaded, and loads again on Retry", async () => {
    let fail = true;
    const { card } = await renderCard(null, {
      "GET /api/employer/verification": () => (fail ? apiError(500, "internal", "Something went wrong.") : json({ verification: null })),
    });
    expect(await card.findByText("Your verification could not be loaded.")).toBeInTheDocument();
    fail = false;
    await user().click(card.getByRole("button", { name: "Try again" }));
    expect(await card.findByRole("button", { name: "Request verification" })).toBeInTheDocument();
  });
});
