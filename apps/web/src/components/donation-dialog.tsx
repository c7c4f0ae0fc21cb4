/**
 * The thank-you donation prompt (SPEC.md §2 Job detail, Apply dialog; Employer dashboard): shown
 * after applying and after posting a job. With `DONATION_UPI_VPA` configured on the server it shows
 * a UPI QR code and the UPI ID to copy; without it, a harmless sample code clearly marked demo only.
 * The QR library is loaded when the dialog opens (lib/qr-code.ts), so it never weighs on the first page.
 */
import { useTranslation } from "react-i18next";
import { Copy, HeartHandshake, Smartphone, TriangleAlert } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toaster";
import { useQrCode } from "@/lib/qr-code";
import { useSite } from "@/lib/site";

export type DonationContext = "applied" | "jobPosted";

type DonationDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the reader has just done, which chooses the thank-you text. */
  context: DonationContext;
};

/**
 * The UPI deep link every UPI app understands. The `@` of the address is kept as is, since some
 * apps do not decode `%40` in `pa`; the name is percent-encoded (not `+` for spaces, which some
 * apps show literally).
 */
export function upiPaymentUri(vpa: string, payeeName: string): string {
  const address = encodeURIComponent(vpa).replace(/%40/g, "@");
  return `upi://pay?pa=${address}&pn=${encodeURIComponent(payeeName)}&cu=INR&tn=Donation`;
}

/**
 * What the demo code holds: plain text, not a payment link, so scanning it can never start a
 * payment to anyone.
 */
const demoQrText = "DEMO ONLY - not a real payment address";

export function DonationDialog({ open, onOpenChange, context }: DonationDialogProps) {
  const { t } = useTranslation();
  const site = useSite().data;
  const siteName = site?.name ?? "";
  const vpa = site?.donationUpiVpa ?? null;
  const paymentUri = vpa ? upiPaymentUri(vpa, siteName) : null;
  const qrUrl = useQrCode(open && site ? (paymentUri ?? demoQrText) : null);

  async function copyVpa() {
    if (!vpa) return;
    try {
      await navigator.clipboard.writeText(vpa);
      toast.success(t("donation.copiedTitle"), { description: t("donation.copiedDescription") });
    } catch {
      // No clipboard (old browser, insecure page): the ID is on screen to select by hand.
      toast.error(t("donation.copyFailedTitle"), { description: t("donation.copyFailedDescription") });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <span className="mb-1 flex size-11 items-center justify-center rounded-full bg-primary-soft text-primary">
            <HeartHandshake aria-hidden="true" className="size-6" />
          </span>
          <DialogTitle>{t(`donation.${context}.title`)}</DialogTitle>
          <DialogDescription>{t(`donation.${context}.description`)}</DialogDescription>
        </DialogHeader>

        <div className="grid justify-items-center gap-3">
          {vpa ? (
            <p className="text-sm font-medium">{t("donation.scan")}</p>
          ) : (
            <div
              role="note"
              className="flex w-full items-start gap-2 rounded-lg border border-highlight/50 bg-highlight-soft px-3 py-2 text-sm text-highlight-foreground"
            >
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <div className="grid gap-0.5">
                <p className="font-semibold">{t("donation.demoNotice")}</p>
                <p>{t("donation.demoDescription")}</p>
              </div>
            </div>
          )}

          <div className="relative">
            {qrUrl ? (
              <img
                src={qrUrl}
                alt={vpa ? t("donation.qrLabel", { site: siteName }) : t("donation.demoLabel")}
                width={192}
                height={192}
                className={vpa ? "size-48 rounded-lg border border-border bg-white" : "size-48 rounded-lg border border-dashed border-border bg-white opacity-40 grayscale"}
              />
            ) : (
              <>
                <Skeleton className="size-48 rounded-lg" />
                <span role="status" className="sr-only">
                  {t("donation.qrLoading")}
                </span>
              </>
            )}
            {!vpa && (
              <Badge variant="warning" aria-hidden="true" className="absolute top-1/2 left-1/2 -translate-x-1/2 -translate-y-1/2 -rotate-12 px-3 py-1 text-sm uppercase shadow">
                {t("donation.demoBadge")}
              </Badge>
            )}
          </div>

          {vpa && paymentUri && (
            <div className="grid w-full gap-2">
              <div className="flex items-center justify-between gap-2 rounded-lg border border-border bg-muted px-3 py-2">
                <div className="grid min-w-0">
                  <span className="text-xs text-muted-foreground">{t("donation.upiId")}</span>
                  <span className="truncate font-mono text-sm select-all">
                    {vpa}
                  </span>
                </div>
                <Button variant="outline" size="sm" onClick={() => void copyVpa()}>
                  <Copy aria-hidden="true" />
                  {t("donation.copy")}
                </Button>
              </div>
              {/* On a phone the reader cannot scan their own screen: the link opens their UPI app. */}
              <Button asChild variant="secondary" className="w-full">
                <a href={paymentUri}>
                  <Smartphone aria-hidden="true" />
                  {t("donation.openApp")}
                </a>
              </Button>
            </div>
          )}
        </div>

        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t("donation.later")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
