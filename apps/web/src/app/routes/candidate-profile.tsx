/**
 * /candidate/profile (SPEC.md §2 Candidate profile), behind RequireRole("candidate") in the router:
 * the candidate's heading and five tabs — My Profile, Jobs for you, My Applications (with each
 * application's messages and interview, issue 31), Saved Jobs and My Courses (the enrolled courses
 * of SPEC.md §2 Courses). My Profile also holds the talent pool choice and how the candidate hears
 * the site's news (e-mail, SMS, WhatsApp: issue 49), and My Applications the
 * invitations to apply from the talent pool (issue 32). The open tab is
 * in the URL (`?tab=`), so a link can open a tab and Back returns to the previous one.
 */
import { useState } from "react";
import { useSearchParams } from "@/lib/navigation";
import type { LucideIcon } from "lucide-react";
import Bookmark from "lucide-react/icons/bookmark";
import FileText from "lucide-react/icons/file-text";
import GraduationCap from "lucide-react/icons/graduation-cap";
import Sparkles from "lucide-react/icons/sparkles";
import UserRound from "lucide-react/icons/user-round";
import type { CandidateApplication } from "@app/shared/applications";
import { Container } from "@/components/ui/container";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { MyApplications } from "@/features/applications/components/my-applications";
import { CandidateMessagesButton } from "@/features/conversations/components/message-buttons";
import { CandidateInterview } from "@/features/interviews/components/candidate-interview";
import { ProfileHeader } from "@/features/candidates/components/profile-header";
import { AccountContactCard } from "@/features/notifications/components/account-contact-card";
import { NotificationPreferencesCard } from "@/features/notifications/components/notification-preferences";
import { MyEnrollments } from "@/features/courses/components/my-enrollments";
import { ProfileTab } from "@/features/candidates/components/profile-tab";
import { JobsForYou, jobsForYouTab } from "@/features/jobs/components/jobs-for-you";
import { SavedJobs } from "@/features/jobs/components/saved-jobs";
import { ReceivedInvitations } from "@/features/talent-pool/components/received-invitations";
import { TalentPoolChoiceCard } from "@/features/talent-pool/components/talent-pool-choice";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useTranslation } from "@/lib/i18n";

const tabs = ["profile", jobsForYouTab, "applications", "saved", "courses"] as const;
type ProfileTabName = (typeof tabs)[number];

const tabIcons: Record<ProfileTabName, LucideIcon> = {
  profile: UserRound,
  [jobsForYouTab]: Sparkles,
  applications: FileText,
  saved: Bookmark,
  courses: GraduationCap,
};

function isTab(value: string | null): value is ProfileTabName {
  return (tabs as readonly (string | null)[]).includes(value);
}

/** Under an application: its interview (once shortlisted) and its messages (once the employer has written). */
function applicationFollowUp(application: CandidateApplication) {
  return (
    <>
      {application.status === "shortlisted" && <CandidateInterview applicationId={application.id} />}
      <div className="flex flex-wrap gap-2 empty:hidden">
        <CandidateMessagesButton applicationId={application.id} />
      </div>
    </>
  );
}

export function CandidateProfileRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t("candidates.page.title"));
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get("tab");
  const tab: ProfileTabName = isTab(requested) ? requested : "profile";
  // Once opened, the profile form stays mounted while another tab is open, so unsaved changes
  // survive a look at the other tabs; until then it is not loaded at all.
  const [keepProfile, setKeepProfile] = useState(tab === "profile");
  if (tab === "profile" && !keepProfile) setKeepProfile(true);

  function openTab(value: string) {
    if (!isTab(value)) return;
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.set("tab", value);
      return next;
    });
  }

  return (
    <Container className="grid gap-6 py-8 md:py-12">
      <ProfileHeader />
      {/* Manual activation: a click opens a tab once (not on focus too), and arrowing along the tabs
          does not leave a history entry behind for every tab passed. */}
      <Tabs value={tab} onValueChange={openTab} activationMode="manual">
        <TabsList aria-label={t("candidates.page.tabs.label")} className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:w-auto [&>:last-child:nth-child(odd)]:col-span-2">
          {tabs.map((name) => {
            const Icon = tabIcons[name];
            return (
              <TabsTrigger key={name} value={name} className="h-auto min-h-9 px-2 py-1.5 text-center whitespace-normal sm:px-3">
                <Icon aria-hidden="true" className="hidden size-4 shrink-0 sm:block" />
                {t(`candidates.page.tabs.${name}`)}
              </TabsTrigger>
            );
          })}
        </TabsList>
        <TabsContent value="profile" forceMount={keepProfile || undefined} hidden={tab !== "profile"} className="mt-6">
          <ProfileTab belowForm={<AccountContactCard />} />
          <TalentPoolChoiceCard className="mt-6" />
          <NotificationPreferencesCard className="mt-6" />
        </TabsContent>
        <TabsContent value={jobsForYouTab} className="mt-6">
          <JobsForYou onEditProfile={() => openTab("profile")} />
        </TabsContent>
        <TabsContent value="applications" className="mt-6 grid gap-6">
          <ReceivedInvitations />
          <MyApplications followUp={applicationFollowUp} />
        </TabsContent>
        <TabsContent value="saved" className="mt-6">
          <SavedJobs />
        </TabsContent>
        <TabsContent value="courses" className="mt-6">
          <MyEnrollments />
        </TabsContent>
      </Tabs>
    </Container>
  );
}
