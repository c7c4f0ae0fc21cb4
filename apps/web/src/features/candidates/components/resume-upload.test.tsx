import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resumeMaxBytes } from "@app/shared/candidates";
import { toast } from "@/components/ui/toaster";
import { json, mockApi, renderApp, testUser, type FakeRoute } from "@/testing/render-app";
import { apiError, profilePath, profileRoutes, requestsTo, testProfile, testResume } from "../test-utils";

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

// The picker offers only .pdf, .doc and .docx; a person can still pick "All files", so the test does too.
const user = () => userEvent.setup({ applyAccept: false });

async function renderResume(profile = testProfile(), routes: Record<string, FakeRoute> = {}) {
  const fetchMock = mockApi({ user: testUser(), routes: { ...profileRoutes(profile).routes, ...routes } });
  renderApp(profilePath);
  const input = await screen.findByLabelText<HTMLInputElement>("Resume file");
  return { fetchMock, input, resume: screen.getByRole("region", { name: "Resume" }) };
}

function file(name: string, size = 1024, type = "application/pdf") {
  return new File([new Uint8Array(size)], name, { type });
}

describe("resume", () => {
  it("shows the current resume with its size, date and download link", async () => {
    const resume = testResume();
    const { resume: card } = await renderResume(testProfile({ resume }));

    expect(within(card).getByText("Asha Rao resume.pdf")).toBeInTheDocument();
    expect(within(card).getByText("250 KB · Uploaded on 5 Mar 2024")).toBeInTheDocument();
    const download = within(card).getByRole("link", { name: "Download Asha Rao resume.pdf" });
    expect(download).toHaveAttribute("href", `/api/files/${resume.id}`);
    expect(within(card).getByRole("button", { name: "Replace Resume" })).toBeInTheDocument();
  });

  it("says a resume is needed to apply when there is none", async () => {
    const { resume } = await renderResume();
    expect(within(resume).getByText("No resume uploaded yet.")).toBeInTheDocument();
    expect(within(resume).getByText("You need a resume on your profile to apply for jobs.")).toBeInTheDocument();
  });

  it("refuses a file that is not .pdf, .doc or .docx with the exact message and clears the choice", async () => {
    const { fetchMock, input } = await renderResume();

    await user().upload(input, file("photo.png", 2048, "image/png"));

    expect(await screen.findByText("Invalid file format")).toBeInTheDocument();
    expect(screen.getByText("Please upload PDF or MS Word documents only (.pdf, .doc, .docx)")).toBeInTheDocument();
    expect(input.value).toBe("");
    expect(screen.queryByText("File selected")).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, "PUT", "/api/profile/resume")).toHaveLength(0);
  });

  it("refuses a file over 5 MB with a message about its size, not its format, and clears the choice", async () => {
    const { fetchMock, input } = await renderResume();

    await user().upload(input, file("resume.pdf", resumeMaxBytes + 1));

    expect(await screen.findByText("File too large")).toBeInTheDocument();
    expect(screen.getByText("The file is larger than 5 MB. Please choose a smaller file.")).toBeInTheDocument();
    expect(screen.queryByText("Invalid file format")).not.toBeInTheDocument();
    expect(input.value).toBe("");
    expect(requestsTo(fetchMock, "PUT", "/api/profile/resume")).toHaveLength(0);
  });

  it("shows 'File selected' for a valid choice and uploads it as multipart", async () => {
    const uploaded = testResume({ id: "0d9e8f7a-6b5c-4d3e-8f2a-1b0c9d8e7f6a", name: "My CV.docx", type: "docx", size: 3 * 1024 * 1024 });
    const { fetchMock, input, resume } = await renderResume(testProfile(), {
      "PUT /api/profile/resume": () => json({ profile: testProfile({ resume: uploaded }) }),
    });

    await user().upload(input, file("My CV.docx", 3 * 1024 * 1024, "application/vnd.openxmlformats-officedocument.wordprocessingml.document"));
    expect(await within(resume).findByText("File selected")).toBeInTheDocument();
    expect(within(resume).getByText("My CV.docx")).toBeInTheDocument();
    expect(within(resume).getByText("3 MB")).toBeInTheDocument();
    expect(requestsTo(fetchMock, "PUT", "/api/profile/resume")).toHaveLength(0);

    await userEvent.click(within(resume).getByRole("button", { name: "Upload Resume" }));

    expect(await screen.findByText("Resume Uploaded")).toBeInTheDocument();
    const [request] = requestsTo(fetchMock, "PUT", "/api/profile/resume");
    expect(request?.headers.get("content-type")).toMatch(/^multipart\/form-data; boundary=/);
    const sent = (await request!.formData()).get("file");
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe("My CV.docx");
    expect((sent as File).size).toBe(3 * 1024 * 1024);

    expect(within(resume).getByRole("link", { name: "Download My CV.docx" })).toHaveAttribute("href", `/api/files/${uploaded.id}`);
    expect(within(resume).queryByText("File selected")).not.toBeInTheDocument();
    expect(input.value).toBe("");
  });

  it("lets the choice be cancelled before uploading", async () => {
    const { fetchMock, input, resume } = await renderResume();
    await user().upload(input, file("resume.pdf"));
    await userEvent.click(within(resume).getByRole("button", { name: "Cancel" }));

    expect(within(resume).queryByText("File selected")).not.toBeInTheDocument();
    expect(input.value).toBe("");
    expect(requestsTo(fetchMock, "PUT", "/api/profile/resume")).toHaveLength(0);
  });

  it.each([
    [apiError(415, "invalid_file_format", "Invalid file format"), "Invalid file format", "Please upload PDF or MS Word documents only (.pdf, .doc, .docx)"],
    // The résumé check's own 413, and the upload's body limit, which a file well over 5 MB meets first.
    [apiError(413, "file_too_large", "The file is larger than 5 MB."), "File too large", "The file is larger than 5 MB. Please choose a smaller file."],
    [apiError(413, "payload_too_large", "The request is too large."), "File too large", "The file is larger than 5 MB. Please choose a smaller file."],
    [
      apiError(400, "invalid_file_name", "This file name is not allowed."),
      "Resume Upload Failed",
      "This file name is not allowed. Please rename the file and try again.",
    ],
  ])("shows the server's refusal and clears the choice (%#)", async (refusal, title, description) => {
    const { input, resume } = await renderResume(testProfile(), { "PUT /api/profile/resume": () => refusal });
    await user().upload(input, file("resume.pdf"));
    await userEvent.click(within(resume).getByRole("button", { name: "Upload Resume" }));

    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
    await waitFor(() => expect(within(resume).queryByText("File selected")).not.toBeInTheDocument());
    expect(input.value).toBe("");
    expect(within(resume).getByText("No resume uploaded yet.")).toBeInTheDocument();
  });

  it("keeps a file chosen while a refused upload was on its way", async () => {
    let refuse!: () => void;
    const { input, resume } = await renderResume(testProfile(), {
      "PUT /api/profile/resume": () => new Promise<Response>((resolve) => (refuse = () => resolve(apiError(415, "invalid_file_format", "Invalid file format")))),
    });
    await user().upload(input, file("fake.pdf"));
    await userEvent.click(within(resume).getByRole("button", { name: "Upload Resume" }));
    expect(await within(resume).findByText("Uploading...")).toBeInTheDocument();

    await user().upload(input, file("real-cv.pdf"));
    expect(within(resume).getByText("real-cv.pdf")).toBeInTheDocument();
    refuse();

    expect(await screen.findByText("Invalid file format")).toBeInTheDocument();
    await waitFor(() => expect(within(resume).queryByText("Uploading...")).not.toBeInTheDocument());
    expect(within(resume).getByText("File selected")).toBeInTheDocument();
    expect(within(resume).getByRole("button", { name: "Upload Resume" })).toBeEnabled();
    expect(within(resume).getByText("real-cv.pdf")).toBeInTheDocument();
    expect(input.files?.[0]?.name).toBe("real-cv.pdf");
  });

  it("removes the resume only after confirming", async () => {
    const { fetchMock, resume } = await renderResume(testProfile({ resume: testResume() }), {
      "DELETE /api/profile/resume": () => json({ profile: testProfile() }),
    });

    await userEvent.click(within(resume).getByRole("button", { name: "Remove Resume" }));
    let confirm = await screen.findByRole("alertdialog", { name: "Remove your resume?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(requestsTo(fetchMock, "DELETE", "/api/profile/resume")).toHaveLength(0);

    await userEvent.click(within(resume).getByRole("button", { name: "Remove Resume" }));
    confirm = await screen.findByRole("alertdialog", { name: "Remove your resume?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Remove" }));

    expect(await screen.findByText("Resume Removed")).toBeInTheDocument();
    expect(requestsTo(fetchMock, "DELETE", "/api/profile/resume")).toHaveLength(1);
    expect(within(resume).getByText("No resume uploaded yet.")).toBeInTheDocument();
  });
});
