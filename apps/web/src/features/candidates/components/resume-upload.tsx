/**
 * The profile's resume (SPEC.md §5 Resume upload): the current file with its download link, a
 * picker for .pdf, .doc and .docx up to 5 MB, and removal after a confirmation. The extension and
 * size are checked here at once so a wrong choice is cleared with the exact message; the server
 * checks the file's real content again and its refusals are shown the same way.
 * The chosen file belongs to the profile tab: Upload Resume sends it from here, and the profile's
 * Save sends it too, so a chosen file is never left behind by a save that says it succeeded.
 * Below, a résumé can be made from the profile instead (resume-maker.tsx).
 */
import { useEffect, useId, useRef, useState, type ChangeEvent, type Dispatch, type SetStateAction } from "react";
import { useIsMutating } from "@tanstack/react-query";
import Download from "lucide-react/icons/download";
import FileCheck2 from "lucide-react/icons/file-check-corner";
import FilePenLine from "lucide-react/icons/file-pen-line";
import FileText from "lucide-react/icons/file-text";
import FileUp from "lucide-react/icons/file-up";
import Trash2 from "lucide-react/icons/trash";
import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import Upload from "lucide-react/icons/upload";
import { fileDownloadPath, resumeAccept, resumeMaxBytes, resumeTypeOf, type ResumeFile } from "@app/shared/candidates";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import { errorMessage } from "@/lib/errors";
import { formatDate } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { profileKeys } from "../api/keys";
import { useRemoveResume } from "../api/remove-resume";
import { useUploadResume } from "../api/upload-resume";
import { isMadeResumeOutdated, ResumeMaker } from "./resume-maker";
import { formatFileSize, invalidFormatRefusal, resumeRefusal, tooLargeRefusal, type ResumeRefusal } from "../resume-messages";

function showRefusal({ title, description }: ResumeRefusal) {
  toast.error(title, { description });
}

function FileSummary({ name, details, icon: Icon = FileText }: { name: string; details: string; icon?: typeof FileText }) {
  return (
    <div className="flex min-w-0 items-start gap-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="grid min-w-0 gap-0.5">
        <p className="font-medium break-all">{name}</p>
        <p className="text-sm text-muted-foreground">{details}</p>
      </div>
    </div>
  );
}

type ResumeUploadProps = {
  resume: ResumeFile | null;
  /** The profile's last change: a résumé made before it is offered afresh. */
  profileUpdatedAt: string;
  /** The chosen file, not yet uploaded. */
  selected: File | null;
  onSelectedChange: Dispatch<SetStateAction<File | null>>;
  className?: string;
};

export function ResumeUpload({ resume, profileUpdatedAt, selected, onSelectedChange, className }: ResumeUploadProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadResume();
  const remove = useRemoveResume();
  // Also while the profile's Save uploads the chosen file.
  const uploading = useIsMutating({ mutationKey: profileKeys.uploadResume() }) > 0;
  const maxSize = formatFileSize(resumeMaxBytes, language, t);
  const size = (bytes: number) => formatFileSize(bytes, language, t);

  // A choice cleared elsewhere (the profile's Save took it) empties the picker too, so the same file can be chosen again.
  useEffect(() => {
    if (!selected && inputRef.current) inputRef.current.value = "";
  }, [selected]);

  function clearSelection() {
    onSelectedChange(null);
    if (inputRef.current) inputRef.current.value = "";
  }

  /** The file sent is no longer waiting; a newer one chosen while it was on its way stays chosen. */
  function letGo(file: File) {
    onSelectedChange((current) => (current === file ? null : current));
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return clearSelection();
    if (resumeTypeOf(file.name) === null) {
      showRefusal(invalidFormatRefusal(t));
      return clearSelection();
    }
    if (file.size > resumeMaxBytes) {
      showRefusal(tooLargeRefusal(t));
      return clearSelection();
    }
    onSelectedChange(file);
  }

  function send(file: File) {
    upload.mutate(file, {
      onSuccess: () => {
        toast.success(t("candidates.resume.uploaded.title"), { description: t("candidates.resume.uploaded.description") });
      },
      onError: (error) => showRefusal(resumeRefusal(t, error)),
      onSettled: () => letGo(file),
    });
  }

  function removeResume() {
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success(t("candidates.resume.removed.title"), { description: t("candidates.resume.removed.description") });
      },
      onError: (error) => toast.error(t("candidates.resume.removeFailed"), { description: errorMessage(t, error) }),
    });
  }

  const busy = uploading || remove.isPending;
  // An up-to-date résumé on the profile: making one is offered beside Replace, and opens below.
  const offerMaking = resume !== null && !isMadeResumeOutdated(resume, profileUpdatedAt);
  const [making, setMaking] = useState(false);

  return (
    <Card role="region" aria-labelledby={titleId} className={cn("h-fit", className)}>
      <CardHeader>
        <h2 id={titleId} className="text-lg leading-snug font-semibold">{t("candidates.resume.title")}</h2>
        <CardDescription>{t("candidates.resume.description", { max: maxSize })}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {resume ? (
          <div className="grid gap-3">
            <FileSummary
              name={resume.name}
              details={`${size(resume.size)} · ${t(resume.madeFromProfileAt ? "candidates.resume.madeOn" : "candidates.resume.uploadedOn", { date: formatDate(resume.uploadedAt, language) })}`}
            />
            <div className="flex flex-wrap gap-2">
              <Button asChild variant="outline" size="sm">
                <a href={fileDownloadPath(resume.id)} download={resume.name} aria-label={t("candidates.resume.downloadLabel", { name: resume.name })}>
                  <Download aria-hidden="true" />
                  {t("candidates.resume.download")}
                </a>
              </Button>
              <AlertDialog>
                <AlertDialogTrigger asChild>
                  <Button variant="ghost" size="sm" className="text-destructive hover:text-destructive" disabled={busy}>
                    {remove.isPending ? (
                      <Spinner label={t("candidates.resume.removing")} showLabel className="text-current" />
                    ) : (
                      <>
                        <Trash2 aria-hidden="true" />
                        {t("candidates.resume.remove")}
                      </>
                    )}
                  </Button>
                </AlertDialogTrigger>
                <AlertDialogContent>
                  <AlertDialogHeader>
                    <AlertDialogTitle>{t("candidates.resume.removeConfirm.title")}</AlertDialogTitle>
                    <AlertDialogDescription>{t("candidates.resume.removeConfirm.description")}</AlertDialogDescription>
                  </AlertDialogHeader>
                  <AlertDialogFooter>
                    <AlertDialogCancel>{t("candidates.resume.cancel")}</AlertDialogCancel>
                    <AlertDialogAction onClick={removeResume}>{t("candidates.resume.removeConfirm.confirm")}</AlertDialogAction>
                  </AlertDialogFooter>
                </AlertDialogContent>
              </AlertDialog>
            </div>
          </div>
        ) : (
          <div className="grid gap-1 rounded-lg border border-highlight/50 bg-highlight-soft p-3 text-sm text-highlight-foreground">
            <p className="flex items-center gap-2 font-medium">
              <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
              {t("candidates.resume.none")}
            </p>
            <p>{t("candidates.resume.neededToApply")}</p>
          </div>
        )}

        {/* The native picker's own texts ("No file chosen") would stay in the browser's language. */}
        <input
          ref={inputRef}
          type="file"
          accept={resumeAccept}
          aria-label={t("candidates.resume.pickerLabel")}
          tabIndex={-1}
          className="sr-only"
          onChange={choose}
        />

        {selected ? (
          <div className="grid gap-3 rounded-lg border border-primary/30 bg-primary-soft/40 p-3">
            <p role="status" className="flex items-center gap-2 text-sm font-medium text-primary">
              <FileCheck2 aria-hidden="true" className="size-4" />
              {t("candidates.resume.fileSelected")}
            </p>
            <FileSummary name={selected.name} details={size(selected.size)} icon={FileUp} />
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => send(selected)} disabled={uploading}>
                {uploading ? (
                  <Spinner label={t("candidates.resume.uploading")} showLabel className="text-current" />
                ) : (
                  <>
                    <Upload aria-hidden="true" />
                    {t("candidates.resume.upload")}
                  </>
                )}
              </Button>
              <Button variant="outline" onClick={clearSelection} disabled={uploading}>
                {t("candidates.resume.cancel")}
              </Button>
            </div>
          </div>
        ) : (
          // Side by side on a phone too, each on one line where the words fit (no icons there, less padding).
          <div className={cn("grid gap-2", offerMaking && "grid-cols-2")}>
            <Button
              variant={resume ? "outline" : "default"}
              className={cn("w-full", offerMaking && "h-auto min-h-10 whitespace-normal max-sm:px-2")}
              disabled={busy}
              onClick={() => inputRef.current?.click()}
            >
              <FileUp aria-hidden="true" className={cn(offerMaking && "max-sm:hidden")} />
              {resume ? t("candidates.resume.replace") : t("candidates.resume.choose")}
            </Button>
            {offerMaking && (
              <Button variant="outline" className="h-auto min-h-10 w-full whitespace-normal max-sm:px-2" aria-expanded={making} onClick={() => setMaking((shown) => !shown)}>
                <FilePenLine aria-hidden="true" className="max-sm:hidden" />
                {t("candidates.resume.made.open")}
              </Button>
            )}
          </div>
        )}

        <ResumeMaker resume={resume} profileUpdatedAt={profileUpdatedAt} disabled={busy} open={making} />
      </CardContent>
    </Card>
  );
}
