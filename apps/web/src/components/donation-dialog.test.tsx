import { useState } from "react";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast, Toaster } from "@/components/ui/toaster";
import { PageQueryProvider } from "@/lib/page-query";
import { json, mockApi, testSite } from "@/testing/render-app";
import { DonationDialog, upiPaymentUri, type DonationContext } from "./donation-dialog";
import { switchLanguage } from "@/testing/language";

function OpenDialog({ context }: { context: DonationContext }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? "open" : "closed"}</p>
      <DonationDialog open={open} onOpenChange={setOpen} context={context} />
    </>
  );
}

function renderDialog({ vpa = null, context = "applied" }: { vpa?: string | null; context?: DonationContext } = {}) {
  mockApi({ routes: { "GET /api/site": () => json({ ...testSite, donationUpiVpa: vpa }) } });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <PageQueryProvider usePageQuery={useQuery}>
      <QueryClientProvider client={queryClient}>
        <OpenDialog context={context} />
        <Toaster />
      </QueryClientProvider>
    </PageQueryProvider>,
  );
}

/** The QR picture's SVG, decoded from its data URL. */
function svgOf(image: HTMLElement): string {
  const source = image.getAttribute("src") ?? "";
  expect(source.startsWith("data:image/svg+xml;charset=utf-8,")).toBe(true);
  return decodeURIComponent(source.slice(source.indexOf(",") + 1));
}

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

describe("donation dialog", () => {
  it("without a configured UPI ID shows a sample code clearly marked demo only, and no ID to pay", async () => {
    renderDialog();

    const dialog = await screen.findByRole("dialog", { name: "Thank you for applying!" });
    expect(within(dialog).getByText("Demo only — not a real payment address")).toBeInTheDocument();
    const qr = await within(dialog).findByRole("img", { name: "Sample QR code, demo only" });
    expect(svgOf(qr)).toContain("<svg");
    expect(within(dialog).queryByRole("button", { name: "Copy UPI ID" })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("link", { name: "Open UPI app" })).not.toBeInTheDocument();
    expect(dialog.innerHTML).not.toContain("upi://");
  });

  it("with a configured UPI ID shows its QR code, the ID to copy and a link for UPI apps", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal("navigator", Object.create(navigator, { clipboard: { value: { writeText } } }));
    renderDialog({ vpa: "testjobs@okbank" });

    const dialog = await screen.findByRole("dialog", { name: "Thank you for applying!" });
    const qr = await within(dialog).findByRole("img", { name: `UPI QR code to donate to ${testSite.name}` });
    expect(svgOf(qr)).toContain("<svg");
    expect(within(dialog).queryByText("Demo only — not a real payment address")).not.toBeInTheDocument();
    expect(within(dialog).getByText("testjobs@okbank")).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "Open UPI app" })).toHaveAttribute(
      "href",
      "upi://pay?pa=testjobs@okbank&pn=Test%20Jobs&cu=INR&tn=Donation",
    );

    await userEvent.click(within(dialog).getByRole("button", { name: "Copy UPI ID" }));
    expect(writeText).toHaveBeenCalledWith("testjobs@okbank");
    expect(await screen.findByText("UPI ID Copied")).toBeInTheDocument();
  });

  it("draws a different code for a configured UPI ID than for the demo", async () => {
    const first = renderDialog();
    const demo = svgOf(await screen.findByRole("img", { name: "Sample QR code, demo only" }));
    first.unmount();
    renderDialog({ vpa: "testjobs@okbank" });
    const real = svgOf(await screen.findByRole("img", { name: `UPI QR code to donate to ${testSite.name}` }));
    expect(real).not.toBe(demo);
  });

  it("thanks an employer for posting a job, and closes on Maybe later", async () => {
    renderDialog({ context: "jobPosted" });

    const dialog = await screen.findByRole("dialog", { name: "Thank you for posting a job!" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Maybe later" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByText("closed")).toBeInTheDocument();
  });

  it("is written in Kannada for a Kannada reader", async () => {
    await switchLanguage("kn");
    renderDialog();

    const dialog = await screen.findByRole("dialog", { name: "ಅರ್ಜಿ ಸಲ್ಲಿಸಿದ್ದಕ್ಕೆ ಧನ್ಯವಾದಗಳು!" });
    expect(within(dialog).getByText("ಡೆಮೊಗೆ ಮಾತ್ರ — ಇದು ನಿಜವಾದ ಪಾವತಿ ವಿಳಾಸವಲ್ಲ")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "ನಂತರ ನೋಡೋಣ" })).toBeInTheDocument();
  });
});

describe("upiPaymentUri", () => {
  it("keeps the address readable and encodes the payee name", () => {
    expect(upiPaymentUri("name.surname@okbank", "Mysuru Jobs & Careers")).toBe(
      "upi://pay?pa=name.surname@okbank&pn=Mysuru%20Jobs%20%26%20Careers&cu=INR&tn=Donation",
    );
  });
});
