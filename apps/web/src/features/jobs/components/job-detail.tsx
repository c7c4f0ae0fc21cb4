/**
 * The job detail page's pieces (SPEC.md §2 Job detail): the job itself with its actions, the
 * loading skeleton, 'Job Not Found' and the load error. The data comes from JobDetailPage.
 */
import type { ReactNode } from "react";
import { Link } from "@/lib/navigation";
import type { LucideIcon } from "lucide-react";
import ArrowLeft from "lucide-react/icons/arrow-left";
import BriefcaseBusiness from "lucide-react/icons/briefcase-business";
import Building2 from "lucide-react/icons/building-complex";
import CalendarDays from "lucide-react/icons/calendar-days";
import CircleCheck from "lucide-react/icons/circle-check";
import Eye from "lucide-react/icons/eye";
import EyeOff from "lucide-react/icons/eye-off";
import IndianRupee from "lucide-react/icons/indian-rupee";
import MapPin from "lucide-react/icons/map-pin";
import SearchX from "lucide-react/icons/search-x";
import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import type { OwnApplicationSummary } from "@app/shared/applications";
import { companyPageHref } from "@app/shared/company-paths";
import type { Language } from "@app/shared/constants";
import { jobTexts } from "@app/shared/job-texts";
import type { Job } from "@app/shared/jobs";
import { isHiddenJobStatus } from "@app/shared/job-visibility";
import type { SessionUser } from "@app/shared/user";
import { Badge } from "@/components/ui/badge";
import { Island } from "@/components/island";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { RetryButton } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { VerifiedBadge } from "@/components/verified-badge";
import { paths } from "@/config/paths";
import { formatNumber } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { useJobFormat } from "../hooks/use-job-format";
import { ApplySection } from "./apply-button";
import { closedReason } from "./job-detail-format";
import { SaveJobButton } from "./save-job-button";
import { sharedJob } from "./share-button";
import { ShareMenu } from "./share-menu";
import { WhatsAppShareLink } from "./whatsapp-share-link";

function BackToJobs() {
  const { t } = useTranslation();
  return (
    <Button asChild variant="link" className="w-fit px-0">
      <Link to={paths.jobs.href()}>
        <ArrowLeft aria-hidden="true" />
        {t("job-detail.back")}
      </Link>
    </Button>
  );
}

function Fact({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-start gap-2.5">
      <dt className="flex h-[1lh] shrink-0 items-center text-muted-foreground">
        <Icon aria-hidden="true" className="size-4" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** A block of the employer's text: their line breaks kept, never parsed as HTML. */
function TextSection({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="break-words whitespace-pre-line text-foreground/90">{text}</p>
    </section>
  );
}

/**
 * The job in the other language, where its employer wrote both: folded away under "Read in
 * Kannada" (or English), and marked with its language for screen readers. Opens without script.
 */
function OtherLanguageText({ job }: { job: Job }) {
  const { t } = useTranslation();
  const other: Language = currentLanguage() === "kn" ? "en" : "kn";
  if (!job.titleKn && !job.descriptionKn) return null;
  const texts = jobTexts(job, other);
  return (
    <details className="group rounded-lg border border-border bg-muted/30 px-4 py-3">
      <summary className="cursor-pointer rounded-sm font-medium text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
        {t(`job-detail.otherLanguage.${other}`)}
      </summary>
      <div lang={other} className="mt-3 grid gap-2">
        <p className="font-semibold break-words">{texts.title}</p>
        <p className="break-words whitespace-pre-line text-foreground/90">{texts.description}</p>
      </div>
    </details>
  );
}

function ClosedNotice({ reason }: { reason: NonNullable<ReturnType<typeof closedReason>> }) {
  const { t } = useTranslation();
  const Icon = reason === "filled" || reason === "closed" ? CircleCheck : EyeOff;
  return (
    <div className="flex items-start gap-3 rounded-xl border border-highlight/50 bg-highlight-soft p-4 text-highlight-foreground">
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="grid gap-0.5">
        <p className="font-semibold">{t(`job-detail.${reason}.title`)}</p>
        <p className="text-sm">{t(`job-detail.${reason}.description`)}</p>
      </div>
    </div>
  );
}

/**
 * In place of Apply Now once the candidate has applied (SPEC.md §2 Job detail). The texts live in
 * the applications area, beside the rest of applying.
 */
function AppliedNotice({ application, className }: { application: OwnApplicationSummary; className?: string }) {
  const { t } = useTranslation();
  const format = useJobFormat();
  return (
    <div role="status" className={cn("grid gap-1.5 rounded-lg border border-success/30 bg-green-50 p-3 text-sm", className)}>
      <Badge variant="success">
        <CircleCheck aria-hidden="true" />
        {t("applications.jobPage.applied")}
      </Badge>
      <p className="font-medium">{t("applications.jobPage.alreadyApplied")}</p>
      <p className="text-muted-foreground">{t("applications.jobPage.appliedOn", { date: format.date(application.appliedAt) })}</p>
    </div>
  );
}

type JobDetailProps = {
  job: Job;
  saved: boolean;
  /** The signed-in candidate's application to this job, if any. */
  application?: OwnApplicationSummary | null;
  user: SessionUser | null;
  /** Opens the apply dialog for a candidate (the applications feature); see ApplySection. */
  onApply?: (job: Job) => void;
  /**
   * The reports feature's safety notice with its Report button, composed by the route. `canReport`
   * is false for the job's own employer and for a job hidden from the public.
   */
  safetyNotice?: (job: Job, canReport: boolean) => ReactNode;
};

export function JobDetail({ job, saved, application = null, user, onApply, safetyNotice }: JobDetailProps) {
  const { t } = useTranslation();
  const format = useJobFormat();
  const language = currentLanguage();
  const texts = format.texts(job);
  const closed = closedReason(job);
  const salaryKnown = job.salaryMin !== null || job.salaryMax !== null;

  return (
    <Container className="py-6 md:py-10">
      <BackToJobs />
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
        <article aria-labelledby="job-title" className="grid min-w-0 gap-6">
          <header className="grid gap-4 rounded-xl border border-border bg-card p-5 shadow-sm sm:p-6">
            <h1 id="job-title" className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
              {texts.title}
            </h1>
            <dl className="grid gap-x-6 gap-y-2.5 text-sm sm:grid-cols-2">
              <Fact icon={Building2} label={t("job-detail.company")}>
                <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
                  {job.companySlug ? (
                    <Link to={companyPageHref(job.companySlug)} className="font-medium underline-offset-4 hover:text-primary hover:underline">
                      {job.company}
                    </Link>
                  ) : (
                    <span className="font-medium">{job.company}</span>
                  )}
                  {job.employerVerified && <VerifiedBadge />}
                </span>
              </Fact>
              <Fact icon={MapPin} label={t("job-detail.location")}>
                {job.location}
              </Fact>
              <Fact icon={IndianRupee} label={t("job-detail.salary")}>
                <span className={salaryKnown ? "font-semibold text-success" : "text-muted-foreground"}>
                  {format.salary(job)}
                </span>
              </Fact>
              <Fact icon={BriefcaseBusiness} label={t("job-detail.type")}>
                <Badge variant="secondary">{format.type(job.type)}</Badge>
              </Fact>
            </dl>
            <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
              <span className="inline-flex items-center gap-1.5">
                <CalendarDays aria-hidden="true" className="size-4" />
                {t("job-detail.posted", { date: format.date(job.postedAt) })}
              </span>
              <span className="inline-flex items-center gap-1.5">
                <Eye aria-hidden="true" className="size-4" />
                {t("job-detail.views", { count: job.views, formatted: formatNumber(job.views, language) })}
              </span>
            </p>
          </header>

          {closed && <ClosedNotice reason={closed} />}

          <div className="grid gap-8 rounded-xl border border-border bg-card p-5 shadow-sm sm:p-6">
            <div className="grid gap-3">
              <TextSection id="job-description" title={t("job-detail.sections.description")} text={texts.description} />
              <OtherLanguageText job={job} />
            </div>
            {job.responsibilities && (
              <TextSection
                id="job-responsibilities"
                title={t("job-detail.sections.responsibilities")}
                text={job.responsibilities}
              />
            )}
            {job.requirements && (
              <TextSection id="job-requirements" title={t("job-detail.sections.requirements")} text={job.requirements} />
            )}
          </div>

          {safetyNotice?.(job, user?.id !== job.employerId && !isHiddenJobStatus(job.status))}
        </article>

        {/* On phones the actions stay in reach at the bottom of the screen; beside the job on wide screens.
            A job off the site has none: nobody applies to it, saves it, or is sent a link that finds nothing. */}
        {!isHiddenJobStatus(job.status) && (
          <aside
            aria-label={t("job-detail.actions")}
            className="sticky bottom-0 z-30 -mx-4 border-t border-border bg-card/95 px-4 py-3 shadow-[0_-4px_12px_-6px_rgb(0_0_0/0.15)] backdrop-blur sm:-mx-6 sm:px-6 lg:top-24 lg:bottom-auto lg:mx-0 lg:rounded-xl lg:border lg:p-5 lg:shadow-sm"
          >
            <div className="flex flex-wrap items-center gap-2 lg:grid">
              {application ? (
                <AppliedNotice application={application} className="flex-1 basis-40 lg:basis-auto" />
              ) : (
                !closed && (
                  <ApplySection
                    jobId={job.id}
                    user={user}
                    onApply={onApply && (() => onApply(job))}
                    className="flex-1 basis-40 lg:basis-auto"
                  />
                )
              )}
              <div className="flex gap-2 max-lg:ml-auto lg:grid lg:grid-cols-2">
                <SaveJobButton jobId={job.id} saved={saved} user={user} />
                <Island name="share" component={ShareMenu} props={{ job: sharedJob(job) }} />
                <WhatsAppShareLink job={job} className="lg:col-span-2" />
              </div>
            </div>
          </aside>
        )}
      </div>
    </Container>
  );
}

/** Stands in for the job while it loads, with the loading text for screen readers. */
export function JobDetailSkeleton() {
  const { t } = useTranslation();
  return (
    <Container className="py-6 md:py-10">
      <span role="status" className="sr-only">
        {t("job-detail.loading")}
      </span>
      <Skeleton className="h-5 w-32" />
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
        <div className="grid gap-6">
          <div className="grid gap-4 rounded-xl border border-border bg-card p-5 sm:p-6">
            <Skeleton className="h-8 w-3/4" />
            <div className="grid gap-3 sm:grid-cols-2">
              {Array.from({ length: 4 }, (_, index) => (
                <Skeleton key={index} className="h-4 w-40" />
              ))}
            </div>
            <Skeleton className="h-4 w-56" />
          </div>
          <div className="grid gap-3 rounded-xl border border-border bg-card p-5 sm:p-6">
            <Skeleton className="h-6 w-40" />
            {Array.from({ length: 5 }, (_, index) => (
              <Skeleton key={index} className="h-4 w-full" />
            ))}
            <Skeleton className="h-4 w-2/3" />
          </div>
        </div>
        <div className="hidden gap-2 rounded-xl border border-border bg-card p-5 lg:grid">
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-11 w-full" />
        </div>
      </div>
    </Container>
  );
}

function Message({
  icon: Icon,
  title,
  description,
  children,
  role,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  children: ReactNode;
  role?: "alert";
}) {
  return (
    <Container role={role} className="flex min-h-[50vh] flex-col items-center justify-center gap-4 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      <p className="max-w-md text-muted-foreground">{description}</p>
      {children}
    </Container>
  );
}

/** The job does not exist, was deleted, or is someone else's draft. */
export function JobNotFound() {
  const { t } = useTranslation();
  return (
    <Message icon={SearchX} title={t("job-detail.notFound.title")} description={t("job-detail.notFound.description")}>
      <Button asChild size="lg">
        <Link to={paths.jobs.href()}>{t("job-detail.notFound.browse")}</Link>
      </Button>
    </Message>
  );
}

export function JobLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <Message role="alert" icon={TriangleAlert} title={t("job-detail.loadError.title")} description={t("job-detail.loadError.description")}>
      <div className="flex flex-wrap justify-center gap-2">
        <RetryButton onRetry={onRetry} retrying={retrying} />
        <Button asChild variant="outline">
          <Link to={paths.jobs.href()}>{t("job-detail.back")}</Link>
        </Button>
      </div>
    </Message>
  );
}
