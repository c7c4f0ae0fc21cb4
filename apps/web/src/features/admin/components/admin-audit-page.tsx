/**
 * The admin's audit log: every admin action, newest first, 50 a page with the total, filtered by
 * action, record type (or one record) and days. When is shown in the site's time zone, the zone
 * the from/to days are counted in, so a filter and the times it shows always agree. The filters
 * and the page are in the URL.
 */
import { Link } from "@/lib/navigation";
import ScrollText from "lucide-react/icons/scroll-text";
import X from "lucide-react/icons/x";
import { auditActions, auditTargetTypes, type AuditAction, type AuditEntry } from "@app/shared/trust";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { paths } from "@/config/paths";
import { formatDate, formatDay, formatTime } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { useSite } from "@/lib/site";
import { useAudit } from "../api/get-audit";
import { useAuditParams } from "../hooks/use-audit-params";
import { AdminListView } from "./admin-list-parts";
import { AdminTable, type AdminTableColumn } from "./admin-table";

function isAction(value: string): value is AuditAction {
  return (auditActions as readonly string[]).includes(value);
}

function isTargetType(value: string): value is AuditEntry["targetType"] {
  return (auditTargetTypes as readonly string[]).includes(value);
}

/** Red for what removes or refuses, green for what approves or adds, grey for the rest. */
function actionVariant(action: AuditAction): "destructive" | "success" | "secondary" {
  const verb = action.slice(action.indexOf(".") + 1);
  if (["delete", "take_down", "reject", "cancel"].includes(verb)) return "destructive";
  if (["approve", "confirm", "create"].includes(verb)) return "success";
  return "secondary";
}

/** The record's type and label; a job's label opens its page, unless the entry says it is gone. */
function AuditTarget({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const label = entry.targetLabel ?? entry.targetId;
  const linked = entry.targetType === "job" && entry.action !== "job.delete";
  return (
    // A label may be one long e-mail address: it breaks anywhere rather than widen a phone's card.
    <span className="grid min-w-0 gap-0.5 wrap-anywhere">
      <span className="text-xs text-muted-foreground">{t(`audit.targetTypes.${entry.targetType}`)}</span>
      {linked ? (
        <Link to={paths.job.href(entry.targetId)} className="font-medium text-primary underline-offset-4 hover:underline">
          {label}
        </Link>
      ) : (
        <span className="font-medium">{label}</span>
      )}
    </span>
  );
}

export function AdminAuditPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const timeZone = useSite().data?.timeZone;
  const { params, setParams } = useAuditParams();
  const audit = useAudit({
    action: params.action,
    targetType: params.targetType,
    targetId: params.targetId,
    from: params.from,
    to: params.to,
    page: params.page,
  });
  const filtered = Boolean(params.action || params.targetType || params.targetId || params.from || params.to);
  // On a card every field but the time takes the whole width: a Kannada action name is long.
  const columns: AdminTableColumn<AuditEntry>[] = [
    {
      header: t("audit.columns.at"),
      card: "title",
      cell: (entry) => (
        <time dateTime={entry.at}>
          {formatDate(entry.at, language, timeZone)}
          <span className="sr-only @max-[51rem]:not-sr-only">, </span>
          <span className="@min-[51rem]:block @min-[51rem]:text-xs @min-[51rem]:font-normal @min-[51rem]:text-muted-foreground">
            {formatTime(entry.at, language, timeZone)}
          </span>
        </time>
      ),
      className: "font-medium @min-[51rem]:whitespace-nowrap",
    },
    { header: t("audit.columns.actor"), card: "wide", cell: (entry) => entry.actorEmail, className: "wrap-anywhere @min-[51rem]:whitespace-nowrap" },
    {
      header: t("audit.columns.action"),
      card: "wide",
      cell: (entry) => (
        // A long action name (most in Kannada) wraps inside its badge rather than widening the table past its room.
        <Badge variant={actionVariant(entry.action)} data-action={entry.action} className="rounded-lg whitespace-normal">
          {t(`audit.actions.${entry.action}`)}
        </Badge>
      ),
    },
    { header: t("audit.columns.target"), card: "wide", cell: (entry) => <AuditTarget entry={entry} />, className: "@min-[51rem]:min-w-44" },
    {
      header: t("audit.columns.reason"),
      card: "wide",
      cell: (entry) =>
        entry.reason ?? (
          <>
            <span aria-hidden="true" className="text-muted-foreground">
              —
            </span>
            <span className="sr-only">{t("audit.noReason")}</span>
          </>
        ),
      className: "@min-[51rem]:min-w-48 @min-[51rem]:max-w-80",
    },
  ];

  return (
    <div className="grid grid-cols-1 gap-4">
      {/* The days chosen are written under their fields as the site writes dates: the browser draws a date field in its own language and order. */}
      <section aria-label={t("audit.filters")} className="grid grid-cols-2 items-start gap-3 rounded-xl border border-border bg-card p-4 shadow-sm lg:grid-cols-4">
        <FormField label={t("audit.action")} className="col-span-2 sm:col-span-1">
          <NativeSelect value={params.action ?? ""} onChange={(event) => setParams({ action: isAction(event.target.value) ? event.target.value : undefined })}>
            <option value="">{t("audit.allActions")}</option>
            {auditActions.map((action) => (
              <option key={action} value={action}>
                {t(`audit.actions.${action}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={t("audit.targetType")} className="col-span-2 sm:col-span-1">
          <NativeSelect
            value={params.targetType ?? ""}
            // Another type names other records: the one record chosen before cannot be among them.
            onChange={(event) => setParams({ targetType: isTargetType(event.target.value) ? event.target.value : undefined, targetId: undefined })}
          >
            <option value="">{t("audit.allTargetTypes")}</option>
            {auditTargetTypes.map((type) => (
              <option key={type} value={type}>
                {t(`audit.targetTypes.${type}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={t("audit.from")} description={params.from ? formatDay(params.from, language) : undefined}>
          <Input type="date" value={params.from ?? ""} max={params.to} onChange={(event) => setParams({ from: event.target.value || undefined })} />
        </FormField>
        <FormField label={t("audit.to")} description={params.to ? formatDay(params.to, language) : undefined}>
          <Input type="date" value={params.to ?? ""} min={params.from} onChange={(event) => setParams({ to: event.target.value || undefined })} />
        </FormField>
        {params.targetId && (
          <div className="col-span-2 flex flex-wrap items-center gap-2 text-sm lg:col-span-4">
            <span className="min-w-0 break-all text-muted-foreground">{t("audit.oneRecord", { id: params.targetId })}</span>
            <Button variant="outline" size="sm" onClick={() => setParams({ targetId: undefined })}>
              <X aria-hidden="true" />
              {t("audit.allRecords")}
            </Button>
          </div>
        )}
      </section>

      <AdminListView
        query={audit}
        rowCount={(page) => page.entries.length}
        texts={{
          loading: t("audit.loading"),
          loadError: t("audit.loadError"),
          emptyTitle: t("audit.emptyTitle"),
          emptyDescription: t("audit.emptyDescription"),
          noMatchTitle: t("audit.noMatchTitle"),
          noMatchDescription: t("audit.noMatchDescription"),
        }}
        icon={ScrollText}
        filtered={filtered}
        onClearFilters={() => setParams({ action: undefined, targetType: undefined, targetId: undefined, from: undefined, to: undefined })}
        onPageChange={(page) => setParams({ page })}
        toastId="admin-audit-load-error"
      >
        {(page) => <AdminTable label={t("audit.label")} rows={page.entries} columns={columns} />}
      </AdminListView>
    </div>
  );
}
