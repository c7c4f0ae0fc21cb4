import { useState } from "react";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ReasonDialog, type ReasonPreset } from "./reason-dialog";
import { switchLanguage } from "@/testing/language";

const presets: ReasonPreset[] = [
  { label: "Asks for money", text: "Genuine employers never charge candidates." },
  { label: "Phone number", text: "Please remove phone numbers." },
];

/** The dialog as a page uses it: opened by a button, closed by the page on Cancel (or, on success, by the test). */
function Harness({ onConfirm, pending = false, withPresets = false }: { onConfirm: (reason: string) => void; pending?: boolean; withPresets?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <p>{open ? "open" : "closed"}</p>
      <ReasonDialog
        open={open}
        title="Reject this job?"
        description={<>“Cook” stays hidden.</>}
        label="Reason"
        confirmLabel="Reject job"
        pendingLabel="Saving..."
        cancelLabel="Cancel"
        pending={pending}
        presets={withPresets ? presets : undefined}
        placeholder="For example: a fee."
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

function renderDialog(props: Partial<Parameters<typeof Harness>[0]> = {}) {
  const onConfirm = vi.fn<(reason: string) => void>();
  render(<Harness onConfirm={onConfirm} {...props} />);
  const dialog = within(screen.getByRole("dialog", { name: "Reject this job?" }));
  return { dialog, onConfirm, reason: () => dialog.getByRole<HTMLTextAreaElement>("textbox", { name: "Reason" }) };
}

describe("ReasonDialog", () => {
  it("shows its title, description and placeholder", () => {
    const { dialog, reason } = renderDialog();
    expect(dialog.getByText("“Cook” stays hidden.")).toBeInTheDocument();
    expect(reason()).toHaveAttribute("placeholder", "For example: a fee.");
    expect(reason()).toHaveAttribute("maxLength", "1000");
  });

  it("sends nothing without a reason, and says a reason is needed", async () => {
    const { dialog, onConfirm, reason } = renderDialog();

    await userEvent.click(dialog.getByRole("button", { name: "Reject job" }));
    expect(await dialog.findByText("Please give a reason")).toBeInTheDocument();
    expect(reason()).toHaveAttribute("aria-invalid", "true");

    await userEvent.type(reason(), "   ");
    await userEvent.click(dialog.getByRole("button", { name: "Reject job" }));
    expect(dialog.getByText("Please give a reason")).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("counts the characters as they are typed", async () => {
    const { dialog, reason } = renderDialog();
    expect(dialog.getByText("0 / 1,000 characters")).toBeInTheDocument();
    await userEvent.type(reason(), "Fake company.");
    expect(dialog.getByText("13 / 1,000 characters")).toBeInTheDocument();
  });

  it("fills the reason from a common one, which can then be edited", async () => {
    const { dialog, onConfirm, reason } = renderDialog({ withPresets: true });
    const group = within(dialog.getByRole("group", { name: "Common reasons" }));

    await userEvent.type(reason(), "Draft");
    await userEvent.click(group.getByRole("button", { name: "Phone number" }));
    expect(reason()).toHaveValue("Please remove phone numbers.");
    await userEvent.click(group.getByRole("button", { name: "Asks for money" }));
    expect(reason()).toHaveValue("Genuine employers never charge candidates.");
    expect(dialog.getByText("42 / 1,000 characters")).toBeInTheDocument();

    await userEvent.type(reason(), " Thank you.");
    await userEvent.click(dialog.getByRole("button", { name: "Reject job" }));
    expect(onConfirm).toHaveBeenCalledWith("Genuine employers never charge candidates. Thank you.");
  });

  it("clears the error once a common reason is chosen", async () => {
    const { dialog } = renderDialog({ withPresets: true });
    await userEvent.click(dialog.getByRole("button", { name: "Reject job" }));
    expect(await dialog.findByText("Please give a reason")).toBeInTheDocument();
    await userEvent.click(dialog.getByRole("button", { name: "Phone number" }));
    await waitFor(() => expect(dialog.queryByText("Please give a reason")).not.toBeInTheDocument());
  });

  it("has no common reasons unless given some", () => {
    const { dialog } = renderDialog();
    expect(dialog.queryByRole("group", { name: "Common reasons" })).not.toBeInTheDocument();
  });

  it("sends the reason trimmed and stays open: the page closes it once the server has answered", async () => {
    const { dialog, onConfirm, reason } = renderDialog();
    await userEvent.type(reason(), "  The GSTIN belongs to another company. ");
    await userEvent.click(dialog.getByRole("button", { name: "Reject job" }));

    expect(onConfirm).toHaveBeenCalledExactlyOnceWith("The GSTIN belongs to another company.");
    expect(screen.getByRole("dialog", { name: "Reject this job?" })).toBeInTheDocument();
  });

  it("closes on Cancel and on Escape, and starts again with an empty reason", async () => {
    const { dialog, onConfirm, reason } = renderDialog();
    await userEvent.type(reason(), "Draft reason");
    await userEvent.click(dialog.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByText("closed")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Open" }));
    const reopened = within(await screen.findByRole("dialog", { name: "Reject this job?" }));
    expect(reopened.getByRole("textbox", { name: "Reason" })).toHaveValue("");
    expect(reopened.getByText("0 / 1,000 characters")).toBeInTheDocument();

    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("while the server is saving, shows so and cannot be sent again nor closed", async () => {
    const { dialog } = renderDialog({ pending: true });
    expect(dialog.getByRole("button", { name: "Saving..." })).toBeDisabled();
    expect(dialog.getByRole("button", { name: "Cancel" })).toBeDisabled();

    await userEvent.keyboard("{Escape}");
    expect(screen.getByRole("dialog", { name: "Reject this job?" })).toBeInTheDocument();
    expect(screen.getByText("open")).toBeInTheDocument();
  });

  it("speaks Kannada", async () => {
    await switchLanguage("kn");
    const { dialog } = renderDialog({ withPresets: true });
    expect(dialog.getByRole("group", { name: "ಸಾಮಾನ್ಯ ಕಾರಣಗಳು" })).toBeInTheDocument();
    expect(dialog.getByText("0 / 1,000 ಅಕ್ಷರಗಳು")).toBeInTheDocument();
    await userEvent.click(dialog.getByRole("button", { name: "Reject job" }));
    expect(await dialog.findByText("ದಯವಿಟ್ಟು ಕಾರಣ ನೀಡಿ")).toBeInTheDocument();
  });
});
