/**
 * A UPI QR code with its instructions: the code of a real `upi://pay` link, or — when the site has
 * no UPI address configured — a sample code that holds plain text (so scanning it can never start a
 * payment), greyed out, stamped and explained as a demo. Used by the donation prompt and the course
 * payment dialog; `textKeys` names the i18n group with the keys scan, demoNotice, demoDescription,
 * demoLabel, demoBadge and qrLoading.
 */
import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { useQrCode } from "@/lib/qr-code";
import { useTranslation } from "@/lib/i18n";

const demoQrText = "DEMO ONLY - not a real payment address, no money is taken";

type UpiQrCodeProps = {
  /** The payment link, or null for the demo code. */
  uri: string | null;
  /** Whether to draw it yet (the QR library loads on first use). */
  enabled?: boolean;
  textKeys: string;
  /** What the real code is, for screen readers (payee, amount). */
  label: string;
};

export function UpiQrCode({ uri, enabled = true, textKeys, label }: UpiQrCodeProps) {
  const { t } = useTranslation();
  const qrUrl = useQrCode(enabled ? (uri ?? demoQrText) : null);
  const real = uri !== null;
  return (
    <>
      {real ? (
        <p className="text-center text-sm font-medium">{t(`${textKeys}.scan`)}</p>
      ) : (
        <div
          role="note"
          className="flex w-full items-start gap-2 rounded-lg border border-highlight/50 bg-highlight-soft px-3 py-2 text-sm text-highlight-foreground"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <div className="grid gap-0.5">
            <p className="font-semibold">{t(`${textKeys}.demoNotice`)}</p>
            <p>{t(`${textKeys}.demoDescription`)}</p>
          </div>
        </div>
      )}
      <div className="relative">
        {qrUrl ? (
          <img
            src={qrUrl}
            alt={real ? label : t(`${textKeys}.demoLabel`)}
            width={192}
            height={192}
            className={
              real
                ? "size-48 rounded-lg border border-border bg-white"
                : "size-48 rounded-lg border border-dashed border-border bg-white opacity-40 grayscale"
            }
          />
        ) : (
          <>
            <Skeleton className="size-48 rounded-lg" />
            <span role="status" className="sr-only">
              {t(`${textKeys}.qrLoading`)}
            </span>
          </>
        )}
        {!real && (
          <Badge
            variant="warning"
            aria-hidden="true"
            className="absolute top-1/2 left-1/2 -translate-x-1/2 -translate-y-1/2 -rotate-12 px-3 py-1 text-sm uppercase shadow"
          >
            {t(`${textKeys}.demoBadge`)}
          </Badge>
        )}
      </div>
    </>
  );
}
