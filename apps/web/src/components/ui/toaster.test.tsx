import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { toast, Toaster } from "@/components/ui/toaster";

afterEach(() => toast.dismiss());

describe("Toaster", () => {
  // A modal dialog hides the rest of the page from assistive technology (aria-hidden), all but the
  // live regions there when it opens. Sonner comes with the first toast: on a slow phone, after
  // the dialog that raised it has opened (a form's error, the thanks after posting a job).
  it("announces the first toast while a dialog that opened before sonner arrived is open", async () => {
    render(
      <>
        <main>
          <button type="button">Search jobs</button>
          <Toaster />
        </main>
        <Dialog open>
          <DialogContent>
            <DialogTitle>Post a Job</DialogTitle>
            <DialogDescription>The form</DialogDescription>
          </DialogContent>
        </Dialog>
      </>,
    );
    await screen.findByRole("dialog", { name: "Post a Job" });
    // The page behind the dialog is out of the accessibility tree.
    expect(screen.getByText("Search jobs")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Search jobs" })).not.toBeInTheDocument();

    toast.error("Could not post the job");

    const region = await screen.findByRole("region", { name: /Notifications/ });
    expect(region).toHaveAttribute("aria-live", "polite");
    expect(await within(region).findByText("Could not post the job")).toBeInTheDocument();
  });
});
