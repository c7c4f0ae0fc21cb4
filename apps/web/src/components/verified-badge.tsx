/**
 * 'Verified employer': the admin has checked the employer's GSTIN or Udyam registration. Shared
 * (not the verification feature's own), since job cards and job pages show it too. The text is the
 * accessible name; the tick is decoration, and the title explains the badge on hover.
 */
import BadgeCheck from "lucide-react/icons/badge-check";
import { Badge } from "@/components/ui/badge";
import { useTranslation } from "@/lib/i18n";

export function VerifiedBadge({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Badge variant="success" title={t("common.verifiedBadge.title")} className={className}>
      <BadgeCheck aria-hidden="true" />
      {t("common.verifiedBadge.label")}
    </Badge>
  );
}
