/**
 * Share a job (SPEC.md §2 Job detail): copy its link, or hand it to WhatsApp, Facebook or an e-mail
 * program. The message carries English and Kannada lines whichever language the sharer reads, since
 * the person receiving it may read the other one. The link is the canonical job URL, whose page the
 * server serves with the job's own title and preview tags.
 */
import { useCallback, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { Link2, Mail, MessageCircle, Share2, UsersRound } from "lucide-react";
import type { i18n as I18n } from "i18next";
import { languages } from "@app/shared/constants";
import type { Job } from "@app/shared/jobs";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toaster";
import { paths } from "@/config/paths";
import { cn } from "@/lib/utils";
import { formatSalaryIn } from "../hooks/use-job-format";

type SharedJob = Pick<Job, "id" | "title" | "company" | "location" | "salaryMin" | "salaryMax">;

function jobUrl(id: string): string {
  return `${window.location.origin}${paths.job.href(id)}`;
}

function isLoaded(i18n: I18n, language: string) {
  return i18n.hasResourceBundle(language, "translation");
}

/**
 * Only the language on screen is downloaded up front; the message needs both. The other one is
 * fetched when the reader reaches for the menu, long before a share item is chosen.
 */
function useBothLanguages(i18n: I18n) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n.on("loaded", onChange);
      return () => i18n.off("loaded", onChange);
    },
    [i18n],
  );
  const ready = useSyncExternalStore(
    subscribe,
    () => languages.every((language) => isLoaded(i18n, language)),
    () => false,
  );
  return useCallback(() => {
    if (!ready) void i18n.loadLanguages([...languages]);
  }, [i18n, ready]);
}

/**
 * The prefilled text: the job in English, then in Kannada, then the link. A language whose texts
 * could not be downloaded is left out rather than shown as keys.
 */
function shareMessage(i18n: I18n, job: SharedJob, url: string): string {
  const available = languages.filter((language) => isLoaded(i18n, language));
  const blocks = available.map((language) => {
    const t = i18n.getFixedT(language);
    return [
      t("job-detail.share.message.heading", { title: job.title }),
      t("job-detail.share.message.company", { company: job.company }),
      t("job-detail.share.message.location", { location: job.location }),
      t("job-detail.share.message.salary", { salary: formatSalaryIn(language, t, job) }),
    ].join("\n");
  });
  const linkLine = available.map((language) => i18n.getFixedT(language)("job-detail.share.message.link")).join(" / ");
  return [...blocks, `${linkLine}\n${url}`].join("\n\n");
}

function shareLinks(i18n: I18n, job: SharedJob, url: string, emailSubject: string) {
  const message = shareMessage(i18n, job, url);
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(message)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    // encodeURIComponent, not URLSearchParams: mail programs show a '+' for a space literally.
    email: `mailto:?subject=${encodeURIComponent(emailSubject)}&body=${encodeURIComponent(message)}`,
  };
}

/** Copies `text`; false when the browser has no clipboard here (plain http, old browsers) or refuses. */
async function copyToClipboard(text: string): Promise<boolean> {
  if (!navigator.clipboard?.writeText) return false;
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The menu's items, drawn only while it is open, in the browser (the link needs the page's origin). */
function ShareItems({ job, onCopyFailed }: { job: SharedJob; onCopyFailed: (url: string) => void }) {
  const { t, i18n } = useTranslation();
  const url = jobUrl(job.id);
  const links = shareLinks(i18n, job, url, t("job-detail.share.emailSubject", { title: job.title, company: job.company }));

  async function copyLink() {
    if (await copyToClipboard(url)) {
      toast.success(t("job-detail.share.copiedTitle"), { description: t("job-detail.share.copiedDescription") });
    } else {
      onCopyFailed(url);
    }
  }

  const newTab = <span className="sr-only"> {t("job-detail.share.newTab")}</span>;
  return (
    <>
      <DropdownMenuItem onSelect={() => void copyLink()}>
        <Link2 aria-hidden="true" />
        {t("job-detail.share.copyLink")}
      </DropdownMenuItem>
      <DropdownMenuSeparator />
      <DropdownMenuItem asChild>
        <a href={links.whatsapp} target="_blank" rel="noopener noreferrer">
          <MessageCircle aria-hidden="true" />
          {t("job-detail.share.whatsapp")}
          {newTab}
        </a>
      </DropdownMenuItem>
      <DropdownMenuItem asChild>
        <a href={links.facebook} target="_blank" rel="noopener noreferrer">
          <UsersRound aria-hidden="true" />
          {t("job-detail.share.facebook")}
          {newTab}
        </a>
      </DropdownMenuItem>
      <DropdownMenuItem asChild>
        <a href={links.email}>
          <Mail aria-hidden="true" />
          {t("job-detail.share.email")}
        </a>
      </DropdownMenuItem>
    </>
  );
}

export function ShareMenu({ job, className }: { job: SharedJob; className?: string }) {
  const { t, i18n } = useTranslation();
  const loadBothLanguages = useBothLanguages(i18n);
  const [manualLink, setManualLink] = useState<string | null>(null);

  return (
    <>
      <DropdownMenu modal={false} onOpenChange={(open) => open && loadBothLanguages()}>
        <DropdownMenuTrigger asChild>
          <Button
            variant="outline"
            size="lg"
            className={cn("max-sm:w-11 max-sm:px-0", className)}
            onPointerEnter={loadBothLanguages}
            onFocus={loadBothLanguages}
          >
            <Share2 aria-hidden="true" />
            <span className="max-sm:sr-only">{t("job-detail.share.button")}</span>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent className="w-56">
          <ShareItems job={job} onCopyFailed={setManualLink} />
        </DropdownMenuContent>
      </DropdownMenu>

      <Dialog open={manualLink !== null} onOpenChange={(open) => !open && setManualLink(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t("job-detail.share.manualTitle")}</DialogTitle>
            <DialogDescription>{t("job-detail.share.manualDescription")}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="job-share-link">{t("job-detail.share.linkLabel")}</Label>
            <Input
              id="job-share-link"
              readOnly
              value={manualLink ?? ""}
              autoFocus
              onFocus={(event) => event.currentTarget.select()}
              className="font-mono text-sm"
            />
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
