/**
 * /employer/dashboard (SPEC.md §2 Employer dashboard), behind RequireRole("employer"): the daily
 * work first — the counts, a short notice while the company is still to be verified, the coming
 * interviews, My Job Listings, Applications, Messages and Find candidates — and the company's
 * settings on a tab of their own (Company and account: the verification, the company page, the
 * sign-in number or address, and how news reaches the employer); and the post-job form. The route composes the features: the employer's jobs and counts, the verification,
 * the jobs feature's calls and form, the applications to review, and on each applicant's card the
 * interview and the way to message them (issue 31); Find candidates searches the talent pool (issue 32).
 * The open tab and the job filter live in the URL (`?tab=applications&job=<id>`), so a reload or a
 * shared link keeps them. Server events refresh everything here; nothing polls.
 */
import { useRef, useState } from "react";
import { useSearchParams } from "@/lib/navigation";
import FileText from "lucide-react/icons/file-text";
import ListChecks from "lucide-react/icons/list-checks";
import MessagesSquare from "lucide-react/icons/messages-square";
import Plus from "lucide-react/icons/plus";
import Building2 from "lucide-react/icons/building-2";
import UserSearch from "lucide-react/icons/user-search";
import { z } from "zod";
import type { EmployerApplication, EmployerJob } from "@app/shared/applications";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { PageHeader } from "@/components/ui/page-header";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { CompanyPageSection } from "@/features/companies/components/company-page-form";
import { useCurrentUser } from "@/lib/auth";
import { ApplicantList } from "@/features/applications/components/applicant-list";
import { useUnreadCount } from "@/features/conversations/api/get-unread-count";
import { ConversationList } from "@/features/conversations/components/conversation-list";
import { ApplicantMessageButton } from "@/features/conversations/components/message-buttons";
import { useEmployerJobChoices } from "@/features/employers/api/get-employer-jobs";
import { EmployerJobList } from "@/features/employers/components/employer-job-list";
import { StatCards } from "@/features/employers/components/stat-cards";
import { useDeleteJob } from "@/features/jobs/api/delete-job";
import { useRenewJob, useSetJobStatus } from "@/features/jobs/api/set-job-status";
import { EditJobDialog, PostJobDialog } from "@/features/jobs/components/post-job-form";
import { ApplicantInterview } from "@/features/interviews/components/applicant-interview";
import { ComingInterviews } from "@/features/interviews/components/coming-interviews";
import { AccountContactCard } from "@/features/notifications/components/account-contact-card";
import { NotificationPreferencesCard } from "@/features/notifications/components/notification-preferences";
import { VerificationCard } from "@/features/verification/components/verification-card";
import { VerificationNotice } from "@/features/verification/components/verification-notice";
import { FindCandidates } from "@/features/talent-pool/components/find-candidates";
import { formatNumber } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";

const tabs = ["jobs", "applications", "messages", "candidates", "company"] as const;
type Tab = (typeof tabs)[number];

function isTab(value: string | null): value is Tab {
  return (tabs as readonly (string | null)[]).includes(value);
}

/** A job id the server would accept; anything else in the URL is ignored rather than sent. */
const jobIdSchema = z.uuid();

function useDashboardParams() {
  const [params, setParams] = useSearchParams();
  const tabParam = params.get("tab");
  const tab: Tab = isTab(tabParam) ? tabParam : "jobs";
  const jobParam = params.get("job");
  const jobId = jobIdSchema.safeParse(jobParam).success ? (jobParam ?? undefined) : undefined;

  /** Writes the tab and job filter; the default tab and no filter leave the URL clean. */
  function update(next: { tab?: Tab; jobId?: string | undefined }) {
    const nextTab = next.tab ?? tab;
    const nextJobId = "jobId" in next ? next.jobId : jobId;
    const search = new URLSearchParams();
    if (nextTab !== "jobs") search.set("tab", nextTab);
    if (nextJobId) search.set("job", nextJobId);
    setParams(search);
  }

  return { tab, jobId, update };
}

/** A shortlisted applicant's interview, and Message on every card whose application has not ended. */
function applicantParts(application: EmployerApplication) {
  return {
    details: application.status === "shortlisted" ? <ApplicantInterview application={application} /> : undefined,
    actions: <ApplicantMessageButton application={application} />,
  };
}

/** The Messages tab's name, with how many messages are unread. */
function MessagesTabLabel() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const unread = useUnreadCount().data?.unread ?? 0;
  return (
    <>
      {t("messages.tab")}
      {unread > 0 && (
        <span className="rounded-full bg-destructive px-1.5 py-px text-xs font-semibold text-white">
          <span aria-hidden="true">{formatNumber(unread, language)}</span>
          <span className="sr-only">{t("messages.unread", { count: unread })}</span>
        </span>
      )}
    </>
  );
}

export function EmployerDashboardRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t("employer.dashboard.title"));
  const company = useCurrentUser().data?.company;
  const { tab, jobId, update } = useDashboardParams();
  const [posting, setPosting] = useState(false);
  const companyTab = useRef<HTMLButtonElement>(null);
  const [editing, setEditing] = useState<EmployerJob | null>(null);
  const deleteJob = useDeleteJob();
  const setJobStatus = useSetJobStatus();
  const renewJob = useRenewJob();
  const jobChoices = useEmployerJobChoices();

  const postJobButton = (
    <Button size="lg" className="w-full sm:w-auto" onClick={() => setPosting(true)}>
      <Plus aria-hidden="true" />
      {t("employer.dashboard.postJob")}
    </Button>
  );

  return (
    <Container className="grid gap-6 py-6 md:gap-8 md:py-10">
      <PageHeader
        title={t("employer.dashboard.title")}
        description={company ? t("employer.dashboard.companyDescription", { company }) : t("employer.dashboard.description")}
        actions={postJobButton}
      />

      <StatCards />

      <VerificationNotice
        onVerify={() => {
          update({ tab: "company", jobId: undefined });
          // The form is on that tab: the keyboard and the eye follow to it.
          companyTab.current?.focus();
          companyTab.current?.scrollIntoView({ block: "start" });
        }}
      />

      <ComingInterviews onShowApplicant={(id) => update({ tab: "applications", jobId: id })} />

      <Tabs value={tab} onValueChange={(value) => isTab(value) && update({ tab: value })} className="grid gap-2">
        <TabsList aria-label={t("employer.dashboard.sections")} className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:w-fit">
          <TabsTrigger value="jobs" className="min-h-9 px-2 py-1.5 whitespace-normal sm:px-3">
            <ListChecks aria-hidden="true" className="hidden size-4 shrink-0 sm:block" />
            {t("employer.dashboard.tabs.jobs")}
          </TabsTrigger>
          <TabsTrigger value="applications" className="min-h-9 px-2 py-1.5 whitespace-normal sm:px-3">
            <FileText aria-hidden="true" className="hidden size-4 shrink-0 sm:block" />
            {t("employer.dashboard.tabs.applications")}
          </TabsTrigger>
          <TabsTrigger value="messages" className="min-h-9 px-2 py-1.5 whitespace-normal sm:px-3">
            <MessagesSquare aria-hidden="true" className="hidden size-4 shrink-0 sm:block" />
            <MessagesTabLabel />
          </TabsTrigger>
          <TabsTrigger value="candidates" className="min-h-9 px-2 py-1.5 whitespace-normal sm:px-3">
            <UserSearch aria-hidden="true" className="hidden size-4 shrink-0 sm:block" />
            {t("talent-pool.find.tab")}
          </TabsTrigger>
          <TabsTrigger ref={companyTab} value="company" className="col-span-2 min-h-9 px-2 py-1.5 whitespace-normal sm:col-span-1 sm:px-3">
            <Building2 aria-hidden="true" className="hidden size-4 shrink-0 sm:block" />
            {t("employer.dashboard.tabs.company")}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="jobs">
          <EmployerJobList
            onPostJob={() => setPosting(true)}
            onShowApplicants={(id) => update({ tab: "applications", jobId: id })}
            onEdit={setEditing}
            onDelete={(id) => deleteJob.mutateAsync(id)}
            onSetStatus={(id, status) => setJobStatus.mutateAsync({ id, status })}
            onRenew={async (id) => (await renewJob.mutateAsync(id)).job}
          />
        </TabsContent>
        <TabsContent value="applications">
          <ApplicantList
            jobId={jobId}
            onJobChange={(id) => update({ jobId: id })}
            jobs={jobChoices.data ?? []}
            applicantParts={applicantParts}
          />
        </TabsContent>
        <TabsContent value="messages">
          <ConversationList reader="employer" emptyDescription={t("messages.list.emptyEmployer")} />
        </TabsContent>
        <TabsContent value="candidates">
          <FindCandidates openJobs={(jobChoices.data ?? []).filter((job) => job.status === "active")} />
        </TabsContent>
        <TabsContent value="company" className="grid gap-6">
          <VerificationCard />
          <CompanyPageSection />
          <AccountContactCard />
          <NotificationPreferencesCard />
        </TabsContent>
      </Tabs>

      <PostJobDialog open={posting} onOpenChange={setPosting} />
      <EditJobDialog job={editing} onClose={() => setEditing(null)} />
    </Container>
  );
}
