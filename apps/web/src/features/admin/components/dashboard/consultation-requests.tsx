/**
 * The consultation requests sent from the contact page (ARCHITECTURE.md: stored, listed for the
 * admin), newest first, 20 a page, open, handled or all. Each shows who asked, how to reach them
 * (a tel: or mailto: link), what they asked and when, and a switch that marks it handled: it moves
 * at once, and moves back with a toast if the server refuses.
 */
import { useId, useState } from "react";
import Mail from "lucide-react/icons/mail";
import MessageSquare from "lucide-react/icons/message-square";
import Phone from "lucide-react/icons/phone";
import { Switch } from "radix-ui";
import type { AdminConsultation, ConsultationListInput } from "@app/shared/admin";
import { Button } from "@/components/ui/button";
import { CardListSkeleton } from "@/components/ui/skeleton";
import { LoadErrorPanel } from "@/components/ui/load-error";
import { Pagination } from "@/components/ui/pagination";
import { toast } from "@/components/ui/toaster";
import { errorMessage } from "@/lib/errors";
import { formatDate, formatNumber } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { useConsultations } from "../../api/list-consultations";
import { useSetConsultationHandled } from "../../api/set-consultation-handled";
import { DashboardSection } from "./dashboard-section";

const filters = ["open", "handled", "all"] as const;
type Filter = (typeof filters)[number];
const handledParam: Record<Filter, ConsultationListInput["handled"]> = { open: "false", handled: "true", all: undefined };
const emptyKeys = { open: "emptyOpen", handled: "emptyHandled", all: "emptyAll" } as const;

/** A phone number dials, an e-mail address writes: the contact field holds either. */
function contactHref(contact: string): string {
  return contact.includes("@") ? `mailto:${contact.trim()}` : `tel:${contact.replace(/[^\d+]/g, "")}`;
}

type RequestCardProps = {
  consultation: AdminConsultation;
  busy: boolean;
  onHandledChange: (consultation: AdminConsultation, handled: boolean) => void;
};

function RequestCard({ consultation, busy, onHandledChange }: RequestCardProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const nameId = useId();
  const switchId = useId();
  const handled = consultation.handledAt !== null;
  const isEmail = consultation.contact.includes("@");
  const ContactIcon = isEmail ? Mail : Phone;

  return (
    <article
      aria-labelledby={nameId}
      className={cn("grid gap-3 rounded-lg border border-border p-4", handled ? "bg-muted/40" : "bg-card")}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h3 id={nameId} className="font-semibold break-words">
            {consultation.name}
          </h3>
          <a
            href={contactHref(consultation.contact)}
            className="inline-flex w-fit items-center gap-1.5 text-sm break-all text-primary hover:underline"
          >
            <ContactIcon aria-hidden="true" className="size-3.5 shrink-0" />
            {consultation.contact}
          </a>
        </div>
        <div className="flex items-center gap-2">
          <label htmlFor={switchId} className="text-sm font-medium">
            {t("dashboard.consultations.handledLabel")}
          </label>
          <Switch.Root
            id={switchId}
            checked={handled}
            disabled={busy}
            aria-label={t("dashboard.consultations.handledAria", { name: consultation.name })}
            onCheckedChange={(checked) => onHandledChange(consultation, checked)}
            className="peer inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-input transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-success"
          >
            <Switch.Thumb className="pointer-events-none block size-5 rounded-full bg-white shadow-sm transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />
          </Switch.Root>
        </div>
      </div>
      <p className="text-sm break-words whitespace-pre-line">{consultation.message}</p>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <span>{t("dashboard.consultations.sentOn", { date: formatDate(consultation.createdAt, language) })}</span>
        {consultation.handledAt && (
          <span>{t("dashboard.consultations.handledOn", { date: formatDate(consultation.handledAt, language) })}</span>
        )}
      </p>
    </article>
  );
}

export function ConsultationRequests({ id }: { id?: string }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [filter, setFilter] = useState<Filter>("open");
  const [page, setPage] = useState(1);
  const consultations = useConsultations({ handled: handledParam[filter], page });
  const setHandled = useSetConsultationHandled();

  function changeHandled(consultation: AdminConsultation, handled: boolean) {
    setHandled.mutate(
      { id: consultation.id, handled },
      {
        onError: (error) => toast.error(t("dashboard.consultations.updateFailedTitle"), { description: errorMessage(t, error) }),
      },
    );
  }

  const data = consultations.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.totalCount / data.pageSize)) : 1;

  let content;
  if (consultations.isError && !data) {
    content = (
      <LoadErrorPanel
        title={t("dashboard.loadError.title")}
        description={t("dashboard.consultations.loadError")}
        onRetry={() => void consultations.refetch()}
        retrying={consultations.isFetching}
      />
    );
  } else if (!data) {
    content = <CardListSkeleton label={t("dashboard.consultations.loading")} count={3} />;
  } else if (data.consultations.length === 0) {
    content = (
      <p className="flex items-center gap-2 rounded-lg border border-dashed border-border px-4 py-8 text-sm text-muted-foreground">
        <MessageSquare aria-hidden="true" className="size-4 shrink-0" />
        {t(`dashboard.consultations.${emptyKeys[filter]}`)}
      </p>
    );
  } else {
    content = (
      <>
        <p role="status" className="text-sm text-muted-foreground">
          {t("dashboard.consultations.count", { count: data.totalCount, formatted: formatNumber(data.totalCount, language) })}
        </p>
        <ul
          aria-label={t("dashboard.consultations.title")}
          aria-busy={consultations.isPlaceholderData}
          className={cn("grid gap-3 transition-opacity", consultations.isPlaceholderData && "opacity-60")}
        >
          {data.consultations.map((consultation) => (
            <li key={consultation.id}>
              <RequestCard
                consultation={consultation}
                busy={setHandled.isPending && setHandled.variables.id === consultation.id}
                onHandledChange={changeHandled}
              />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <DashboardSection
      id={id}
      tabIndex={-1}
      title={t("dashboard.consultations.title")}
      description={t("dashboard.consultations.description")}
      className="scroll-mt-24 outline-none"
      actions={
        <div role="group" aria-label={t("dashboard.consultations.filter.label")} className="inline-flex rounded-lg bg-muted p-1">
          {filters.map((value) => (
            <Button
              key={value}
              size="sm"
              variant="ghost"
              aria-pressed={filter === value}
              className={cn(
                "h-8 px-3 text-muted-foreground",
                filter === value && "bg-card text-foreground shadow-sm hover:bg-card",
              )}
              onClick={() => {
                setFilter(value);
                setPage(1);
              }}
            >
              {t(`dashboard.consultations.filter.${value}`)}
            </Button>
          ))}
        </div>
      }
    >
      {content}
      {(pageCount > 1 || page > 1) && <Pagination page={page} pageCount={pageCount} onPageChange={setPage} />}
    </DashboardSection>
  );
}
