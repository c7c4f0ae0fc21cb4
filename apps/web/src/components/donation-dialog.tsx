/**
 * The thank-you donation prompt (SPEC.md §2 Job detail, Apply dialog; Employer dashboard): shown
 * after applying and after posting a job. With `DONATION_UPI_VPA` configured on the server it shows
 * a UPI QR code and the UPI ID to copy; without it, a harmless sample code clearly marked demo only.
 * The QR library is loaded when the dialog opens (lib/qr-code.ts), so it never weighs on the first page.
 */
import Copy from "lucide-react/icons/copy";
import HeartHandshake from "lucide-react/icons/heart-handshake";
import Smartphone from "lucide-react/icons/smartphone";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toaster";
import { UpiQrCode } from "@/components/upi-qr-code";
import { useSite } from "@/lib/site";
import { useTranslation } from "@/lib/i18n";

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

export function DonationDialog({ open, onOpenChange, context }: DonationDialogProps) {
  const { t } = useTranslation();
  const site = useSite().data;
  const siteName = site?.name ?? "";
  const vpa = site?.donationUpiVpa ?? null;
  const paymentUri = vpa ? upiPaymentUri(vpa, siteName) : null;

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
          <UpiQrCode
            uri={paymentUri}
            enabled={open && Boolean(site)}
            textKeys="donation"
            label={t("donation.qrLabel", { site: siteName })}
          />

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
