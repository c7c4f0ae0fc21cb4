/**
 * One alert on My alerts: its search in words, its state, how often it mails (two toggle buttons),
 * and its actions: pause or resume, search jobs with its filters, delete. An alert whose mail
 * bounced is sent nothing more, so it offers only its search and Delete. A candidate's Jobs for you
 * alert has no search: it names itself, mails once a day, and leads to the profile's Jobs for you.
 */
import { useId } from "react";
import { Link } from "@/lib/navigation";
import BadgeCheck from "lucide-react/icons/badge-check";
import CalendarDays from "lucide-react/icons/calendar-days";
import CirclePause from "lucide-react/icons/circle-pause";
import CirclePlay from "lucide-react/icons/circle-play";
import IndianRupee from "lucide-react/icons/indian-rupee";
import Search from "lucide-react/icons/search";
import Trash2 from "lucide-react/icons/trash";
import { alertFrequencies, type AlertFrequency } from "@app/shared/alert-options";
import type { JobAlert } from "@app/shared/alerts";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { formatDate } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { alertSearchHref, useAlertFormat } from "./alert-format";

type AlertCardProps = {
  alert: JobAlert;
  /**
   * A change of this alert is on its way: its buttons wait. The ones that change it stay focusable
   * (aria-disabled), so focus stays on the one pressed instead of falling to the page.
   */
  busy: boolean;
  onSetPaused: (paused: boolean) => void;
  onSetFrequency: (frequency: AlertFrequency) => void;
  onDelete: () => void;
};

function StateBadges({ alert }: { alert: JobAlert }) {
  const { t } = useTranslation();
  if (alert.bounced)
    return (
      <Badge variant="destructive" className="whitespace-normal">
        {t("alerts.card.bounced")}
      </Badge>
    );
  return (
    <>
      {!alert.confirmed && <Badge variant="warning">{t("alerts.card.unconfirmed")}</Badge>}
      {alert.paused ? (
        <Badge variant="secondary">{t("alerts.card.paused")}</Badge>
      ) : (
        alert.confirmed && <Badge variant="success">{t("alerts.card.active")}</Badge>
      )}
    </>
  );
}

export function AlertCard({ alert, busy, onSetPaused, onSetFrequency, onDelete }: AlertCardProps) {
  const { t } = useTranslation();
  const format = useAlertFormat();
  const headingId = useId();
  const frequencyId = useId();
  const salary = format.salary(alert.criteria);
  // Jobs for you come from the profile, always once a day: no search to show or change.
  const forYou = alert.kind === "for_you";

  return (
    <article aria-labelledby={headingId} className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <h2 id={headingId} className="min-w-0 text-base font-semibold break-words">
          {format.summary(alert)}
        </h2>
        <p className="flex flex-wrap gap-1.5 sm:justify-end">
          <span className="sr-only">{t("alerts.card.state")}: </span>
          <StateBadges alert={alert} />
        </p>
      </div>

      {(salary || alert.criteria.verified) && (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          {salary && (
            <li className="flex items-center gap-1.5">
              <IndianRupee aria-hidden="true" className="size-4" />
              <span className="sr-only">{t("alerts.criteria.salary")}: </span>
              {salary}
            </li>
          )}
          {alert.criteria.verified && (
            <li className="flex items-center gap-1.5">
              <BadgeCheck aria-hidden="true" className="size-4 text-success" />
              {t("alerts.criteria.verified")}
            </li>
          )}
        </ul>
      )}

      {!alert.confirmed && !alert.bounced && (
        <p className="text-sm break-words text-muted-foreground">{t("alerts.card.unconfirmedHint", { email: alert.email })}</p>
      )}

      <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
        <CalendarDays aria-hidden="true" className="size-4" />
        {t("alerts.card.savedOn", { date: formatDate(alert.createdAt, currentLanguage()) })}
      </p>

      {forYou && <p className="text-sm text-muted-foreground">{t("alerts.card.forYouHint")}</p>}

      {forYou && !alert.bounced && (
        <p className="text-sm">
          <span className="font-medium">{t("alerts.card.frequency")}:</span> {format.frequencyShort(alert.frequency)}
        </p>
      )}

      {!forYou && !alert.bounced && (
        <div className="flex flex-wrap items-center gap-2">
          <span id={frequencyId} className="text-sm font-medium">
            {t("alerts.card.frequency")}:
          </span>
          <div role="group" aria-labelledby={frequencyId} className="inline-flex flex-wrap gap-1 rounded-lg border border-border p-1">
            {alertFrequencies.map((frequency) => {
              const chosen = alert.frequency === frequency;
              return (
                <Button
                  key={frequency}
                  size="sm"
                  variant={chosen ? "secondary" : "ghost"}
                  aria-pressed={chosen}
                  aria-disabled={busy}
                  className={cn("h-8", chosen && "bg-primary-soft text-primary hover:bg-primary-soft")}
                  onClick={() => !chosen && !busy && onSetFrequency(frequency)}
                >
                  {format.frequencyShort(frequency)}
                </Button>
              );
            })}
          </div>
        </div>
      )}

      <div className="flex flex-wrap gap-2 border-t border-border pt-3">
        {!alert.bounced && (
          <Button variant="outline" size="sm" aria-disabled={busy} onClick={() => !busy && onSetPaused(!alert.paused)}>
            {alert.paused ? <CirclePlay aria-hidden="true" /> : <CirclePause aria-hidden="true" />}
            {alert.paused ? t("alerts.card.resume") : t("alerts.card.pause")}
          </Button>
        )}
        <Button asChild variant="outline" size="sm">
          <Link to={forYou ? paths.candidateProfile.href(paths.candidateProfile.jobsForYouTab) : alertSearchHref(alert.criteria)}>
            <Search aria-hidden="true" />
            {forYou ? t("alerts.card.seeJobsForYou") : t("alerts.card.searchJobs")}
          </Link>
        </Button>
        <Button variant="ghost" size="sm" disabled={busy} onClick={onDelete} className="text-destructive hover:bg-red-50 hover:text-destructive sm:ml-auto">
          <Trash2 aria-hidden="true" />
          {t("alerts.card.delete")}
        </Button>
      </div>
    </article>
  );
}
