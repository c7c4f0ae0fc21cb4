/**
 * The photo step of the quick profile steps (issue 52): a photo taken or chosen is sent at once;
 * the server keeps a small square copy that only the candidate, the admin and the employers they
 * apply to may see. The file is checked here first (type and size) so a wrong one is told at once.
 */
import { useId, type ChangeEvent } from "react";
import Camera from "lucide-react/icons/camera";
import Trash from "lucide-react/icons/trash-2";
import { profilePhotoAccept, profilePhotoMaxBytes, profilePhotoMimeTypes } from "@app/shared/candidates";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api-error";
import { errorMessage } from "@/lib/errors";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { useRemovePhoto, useUploadPhoto } from "../api/profile-photo";
import { formatFileSize } from "../resume-messages";

export function PhotoStep({ photo, onProblem }: { photo: string | null; onProblem: (problem: string | null) => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const upload = useUploadPhoto();
  const remove = useRemovePhoto();
  const busy = upload.isPending || remove.isPending;
  const invalid = t("candidates.start.photo.invalid", { max: formatFileSize(profilePhotoMaxBytes, currentLanguage(), t) });

  function chosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file chosen again after a refusal is a new choice.
    event.target.value = "";
    if (!file) return;
    onProblem(null);
    if (file.size > profilePhotoMaxBytes || !(profilePhotoMimeTypes as readonly string[]).includes(file.type)) {
      onProblem(invalid);
      return;
    }
    upload.mutate(file, {
      onError: (error) => onProblem(error instanceof ApiError && error.status < 500 ? invalid : `${t("candidates.start.photo.failed")}: ${errorMessage(t, error)}`),
    });
  }

  return (
    <div className="grid justify-items-center gap-4">
      {photo ? (
        <img src={photo} alt={t("candidates.start.photo.alt")} width={160} height={160} className="size-40 rounded-full border border-border object-cover" />
      ) : (
        <div aria-hidden="true" className="flex size-40 items-center justify-center rounded-full border-2 border-dashed border-border bg-muted text-muted-foreground">
          <Camera className="size-12" />
        </div>
      )}
      <input id={inputId} type="file" accept={profilePhotoAccept} className="peer sr-only" disabled={busy} onChange={chosen} />
      <label
        htmlFor={inputId}
        className={cn(
          "inline-flex h-14 w-full cursor-pointer items-center justify-center gap-2 rounded-md bg-primary px-6 text-base font-medium text-primary-foreground shadow-sm hover:bg-primary/90",
          "peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2",
          busy && "pointer-events-none opacity-50",
        )}
      >
        {upload.isPending ? (
          <Spinner label={t("candidates.start.photo.uploading")} showLabel className="text-current" />
        ) : (
          <>
            <Camera aria-hidden="true" className="size-5" />
            {t(photo ? "candidates.start.photo.change" : "candidates.start.photo.choose")}
          </>
        )}
      </label>
      {photo && (
        <Button variant="outline" size="lg" className="h-12" disabled={busy} onClick={() => remove.mutate(undefined, { onError: (error) => onProblem(errorMessage(t, error)) })}>
          <Trash aria-hidden="true" />
          {t("candidates.start.photo.remove")}
        </Button>
      )}
    </div>
  );
}
