/**
 * The employer dashboard's short notice while the company's verification is still to do: no request
 * yet, or the last one rejected. The form itself lives on the Company and account tab, which
 * `onVerify` opens; a request waiting for the admin, or an approved one, shows no notice.
 */
import ShieldAlert from "lucide-react/icons/shield-alert";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n";
import { useMyVerification } from "../api/get-my-verification";

export function VerificationNotice({ onVerify }: { onVerify: () => void }) {
  const { t } = useTranslation();
  const verification = useMyVerification();
  if (verification.data === undefined) return null;
  const status = verification.data?.status ?? "none";
  if (status !== "none" && status !== "rejected") return null;
  const rejected = status === "rejected";
  return (
    <section
      aria-labelledby="verification-notice-title"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="grid gap-0.5">
          <h2 id="verification-notice-title" className="font-semibold">
            {t(rejected ? "verification.notice.rejectedTitle" : "verification.notice.title")}
          </h2>
          <p className="text-sm">{t(rejected ? "verification.notice.rejectedDescription" : "verification.notice.description")}</p>
        </div>
      </div>
      <Button variant="outline" className="shrink-0 bg-background" onClick={onVerify}>
        {t("verification.notice.action")}
      </Button>
    </section>
  );
}
