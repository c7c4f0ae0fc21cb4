import { useState } from "react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogTitle } from "./alert-dialog";
import { Dialog, DialogContent, DialogTitle } from "./dialog";

/** A dialog opened by state, with no Dialog.Trigger: as Apply Now and Post a Job open theirs. */
function OpenedByState({ onCloseAutoFocus }: { onCloseAutoFocus?: (event: Event) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Apply Now
      </button>
      <button type="button">Elsewhere</button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent aria-describedby={undefined} onCloseAutoFocus={onCloseAutoFocus}>
          <DialogTitle>Apply</DialogTitle>
          <input aria-label="Cover letter" />
        </DialogContent>
      </Dialog>
    </>
  );
}

function ConfirmOpenedByState() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete
      </button>
      <AlertDialog open={open} onOpenChange={setOpen}>
        <AlertDialogContent aria-describedby={undefined}>
          <AlertDialogTitle>Delete this job?</AlertDialogTitle>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}

describe("a dialog opened without a trigger", () => {
  it.each([
    ["Escape", async () => userEvent.keyboard("{Escape}")],
    ["the close button", async () => userEvent.click(screen.getByRole("button", { name: "Close" }))],
  ])("gives focus back to the button that opened it when closed with %s", async (_how, close) => {
    render(<OpenedByState />);
    await userEvent.click(screen.getByRole("button", { name: "Apply Now" }));
    expect(await screen.findByRole("dialog", { name: "Apply" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Apply Now", hidden: true })).not.toHaveFocus();
    await close();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Apply Now" })).toHaveFocus();
  });

  it("leaves focus where the dialog's own onCloseAutoFocus puts it", async () => {
    render(
      <OpenedByState
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          screen.getByRole("button", { name: "Elsewhere" }).focus();
        }}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Apply Now" }));
    await screen.findByRole("dialog", { name: "Apply" });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Elsewhere" })).toHaveFocus();
  });

  it("gives focus back from a confirmation too", async () => {
    render(<ConfirmOpenedByState />);
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    await userEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Delete" })).toHaveFocus();
  });
});

describe("a dialog's tab order", () => {
  function Form() {
    return (
      <Dialog open>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Post a Job</DialogTitle>
          <input aria-label="Job Title" />
          <button type="submit">Post Job</button>
        </DialogContent>
      </Dialog>
    );
  }

  it("opens on its first field, with the close button (top right) first in the tab order", async () => {
    render(<Form />);
    const title = await screen.findByRole("textbox", { name: "Job Title" });
    await waitFor(() => expect(title).toHaveFocus());
    await userEvent.tab({ shift: true });
    expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();
    await userEvent.tab();
    expect(title).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole("button", { name: "Post Job" })).toHaveFocus();
    // Radix keeps Tab inside: from the last element it comes round to the close button.
    await userEvent.tab();
    expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();
  });
});
