/** The My Profile tab: the resume beside the profile form, or their loading skeleton, or the load error. */
import { useTranslation } from "react-i18next";
import { TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useProfile } from "../api/get-profile";
import { ProfileForm } from "./profile-form";
import { ResumeUpload } from "./resume-upload";

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

function ProfileLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-border bg-card px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-red-50 text-destructive">
        <TriangleAlert aria-hidden="true" className="size-6" />
      </span>
      <h2 className="text-lg font-semibold">{t("candidates.profile.loadError.title")}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{t("candidates.profile.loadError.description")}</p>
      <Button onClick={onRetry} disabled={retrying}>
        {t("common.actions.retry")}
      </Button>
    </div>
  );
}

export function ProfileTab() {
  const profile = useProfile();
  if (profile.data) {
    return (
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <ResumeUpload resume={profile.data.resume} className="lg:sticky lg:top-24 lg:order-last" />
        <ProfileForm profile={profile.data} />
      </div>
    );
  }
  if (profile.isError) return <ProfileLoadError onRetry={() => void profile.refetch()} retrying={profile.isFetching} />;
  return <ProfileSkeleton />;
}
