import { useId, type ReactNode } from "react";
import { Link } from "@/lib/navigation";
import ArrowRight from "lucide-react/icons/arrow-right";
import Building2 from "lucide-react/icons/building-complex";
import CalendarDays from "lucide-react/icons/calendar-days";
import IndianRupee from "lucide-react/icons/indian-rupee";
import MapPin from "lucide-react/icons/map-pin";
import Sparkles from "lucide-react/icons/sparkles";
import Star from "lucide-react/icons/star";
import { companyPageHref } from "@app/shared/company-paths";
import type { Job } from "@app/shared/jobs";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { VerifiedBadge } from "@/components/verified-badge";
import { paths } from "@/config/paths";
import { cn } from "@/lib/utils";
import { useTranslation } from "@/lib/i18n";
import { useJobFormat } from "../hooks/use-job-format";

type JobCardProps = {
  job: Pick<Job, "id" | "title" | "titleKn" | "company" | "location" | "salaryMin" | "salaryMax" | "type" | "postedAt" | "employerVerified" | "companySlug">;
  /** The home page's newest jobs: a Featured badge and an accent border (SPEC.md §2). */
  featured?: boolean;
  /** Posted since the candidate's previous visit: a New badge. */
  isNew?: boolean;
  /** What the card says besides the job (Jobs for you: why it was chosen), above its button. */
  children?: ReactNode;
  /** The title's heading level: 3 under a list's own heading, 2 where the cards come straight under the page's. */
  headingLevel?: 2 | 3;
  className?: string;
};

/** One job in a list (SPEC.md §2 job card): what, who, where, how much, since when; the title links to the job. */
export function JobCard({ job, featured = false, isNew = false, children, headingLevel = 3, className }: JobCardProps) {
  const Heading = `h${headingLevel}` as const;
  const { t } = useTranslation();
  const format = useJobFormat();
  const titleId = useId();

  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        "flex flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm transition-shadow hover:shadow-md",
        featured ? "border-highlight ring-1 ring-highlight/60" : "border-border",
        className,
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">{format.type(job.type)}</Badge>
        {featured && (
          <Badge className="bg-highlight text-highlight-foreground">
            <Star aria-hidden="true" className="fill-current" />
            {t("jobs.card.featured")}
          </Badge>
        )}
        {isNew && (
          <Badge variant="success">
            <Sparkles aria-hidden="true" />
            {t("jobs.card.new")}
          </Badge>
        )}
      </div>
      <div className="grid gap-1">
        <Heading id={titleId} className="text-lg leading-snug font-semibold break-words">
          <Link
            to={paths.job.href(job.id)}
            className="rounded-sm underline-offset-4 hover:text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {format.title(job)}
          </Link>
        </Heading>
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <Building2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span className="sr-only">{t("jobs.card.company")}: </span>
          <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
            {job.companySlug ? (
              // A pointer target: the title stays the card's one keyboard stop, and the job page links the company for the keyboard.
              <Link to={companyPageHref(job.companySlug)} tabIndex={-1} className="min-w-0 break-words underline-offset-4 hover:text-primary hover:underline">
                {job.company}
              </Link>
            ) : (
              <span className="min-w-0 break-words">{job.company}</span>
            )}
            {job.employerVerified && <VerifiedBadge />}
          </span>
        </p>
      </div>
      <dl className="grid gap-2 text-sm">
        <div className="flex items-start gap-2">
          <dt className="flex h-5 shrink-0 items-center">
            <MapPin aria-hidden="true" className="size-4 text-muted-foreground" />
            <span className="sr-only">{t("jobs.card.location")}</span>
          </dt>
          <dd className="min-w-0 break-words">{job.location}</dd>
        </div>
        <div className="flex items-start gap-2">
          <dt className="flex h-5 shrink-0 items-center">
            <IndianRupee aria-hidden="true" className="size-4 text-muted-foreground" />
            <span className="sr-only">{t("jobs.card.salary")}</span>
          </dt>
          <dd className="font-medium">{format.salary(job)}</dd>
        </div>
        <div className="flex items-start gap-2 text-muted-foreground">
          <dt className="flex h-5 shrink-0 items-center">
            <CalendarDays aria-hidden="true" className="size-4" />
            <span className="sr-only">{t("jobs.card.posted")}</span>
          </dt>
          <dd>
            <time dateTime={job.postedAt}>{t("jobs.card.postedOn", { date: format.date(job.postedAt) })}</time>
          </dd>
        </div>
      </dl>
      {children}
      {/* The title is the card's one tab stop; this larger target for a pointer leads to the same page. */}
      <Button asChild variant="outline" className="mt-auto w-full">
        <Link to={paths.job.href(job.id)} aria-describedby={titleId} tabIndex={-1}>
          {t("jobs.card.viewDetails")}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </article>
  );
}

/** Cards' shapes while a list of jobs loads, with `label` for a screen reader. */
export function JobCardSkeletons({ count, label, className }: { count: number; label: string; className?: string }) {
  return (
    <div className={cn("grid gap-4", className)}>
      <span role="status" className="sr-only">
        {label}
      </span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="grid gap-4 rounded-xl border border-border bg-card p-5">
          <Skeleton className="h-5 w-20" />
          <Skeleton className="h-6 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ))}
    </div>
  );
}
