import BadgeCheck from "lucide-react/icons/badge-check";
import type { AlertCriteria } from "@app/shared/alerts";
import { cn } from "@/lib/utils";
import { useTranslation } from "@/lib/i18n";
import { useAlertFormat } from "./alert-format";

/** What an alert looks for, field by field: words, type, place, salary, and verified employers only. */
export function AlertCriteriaList({ criteria, className }: { criteria: AlertCriteria; className?: string }) {
  const { t } = useTranslation();
  const format = useAlertFormat();
  const salary = format.salary(criteria);
  const rows = [
    criteria.q ? [t("alerts.criteria.words"), criteria.q] : null,
    criteria.type ? [t("alerts.criteria.type"), format.type(criteria.type)] : null,
    criteria.location ? [t("alerts.criteria.location"), criteria.location] : null,
    salary ? [t("alerts.criteria.salary"), salary] : null,
  ].filter((row): row is [string, string] => row !== null);

  if (rows.length === 0 && !criteria.verified) {
    return <p className={cn("text-sm font-medium", className)}>{t("alerts.criteria.everything")}</p>;
  }
  return (
    <div className={cn("grid gap-2 text-sm", className)}>
      {rows.length > 0 && (
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium break-words">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {criteria.verified && (
        <p className="flex items-center gap-1.5 font-medium">
          <BadgeCheck aria-hidden="true" className="size-4 text-success" />
          {t("alerts.criteria.verified")}
        </p>
      )}
    </div>
  );
}
