/**
 * The My Profile tab: the resume beside the profile form, or their loading skeleton, or the load
 * error. A chosen resume file is kept here, where both see it: the form's Save uploads it first.
 */
import { useState, type ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { LoadErrorPanel } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { useTranslation } from "@/lib/i18n";
import { useProfile } from "../api/get-profile";
import { ProfileForm } from "./profile-form";
import { ResumeUpload } from "./resume-upload";
import { StartInvite, StartLink } from "./start-invite";

function ProfileSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <span role="status" className="sr-only">
        {t("candidates.profile.loading")}
      </span>
      <Card className="grid gap-3 p-6 lg:order-last">
        <Skeleton className="h-6 w-24" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-10 w-full" />
      </Card>
      <div className="grid gap-6">
        {Array.from({ length: 3 }, (_, index) => (
          <Card key={index} className="grid gap-4 p-6">
            <Skeleton className="h-6 w-40" />
            <div className="grid gap-4 sm:grid-cols-2">
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
            </div>
            <Skeleton className="h-20 w-full" />
          </Card>
        ))}
      </div>
    </div>
  );
}

/** `belowForm`: what the page adds under the profile form (the account's sign-in and contact card). */
export function ProfileTab({ belowForm }: { belowForm?: ReactNode }) {
  const { t } = useTranslation();
  const profile = useProfile();
  const [chosenResume, setChosenResume] = useState<File | null>(null);
  if (profile.data) {
    return (
      <div className="grid gap-6">
        {/* First, so a phone shows it at the first look: without a résumé the form's Save is further down anyway. */}
        <StartInvite profile={profile.data} />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
          <ResumeUpload
            resume={profile.data.resume}
            profileUpdatedAt={profile.data.updatedAt}
            selected={chosenResume}
            onSelectedChange={setChosenResume}
            className="lg:sticky lg:top-24 lg:order-last"
          />
          <div className="grid min-w-0 gap-6">
            <ProfileForm
              profile={profile.data}
              chosenResume={chosenResume}
              // Only the file sent is let go: one chosen while it was on its way stays chosen.
              onChosenResumeSettled={(sent) => setChosenResume((current) => (current === sent ? null : current))}
            />
            <StartLink profile={profile.data} />
            {belowForm}
          </div>
        </div>
      </div>
    );
  }
  if (profile.isError) {
    return (
      <LoadErrorPanel
        title={t("candidates.profile.loadError.title")}
        description={t("candidates.profile.loadError.description")}
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
      />
    );
  }
  return <ProfileSkeleton />;
}
