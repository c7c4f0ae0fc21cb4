/**
 * The share menu itself (share-menu.tsx loads this module when the reader reaches for the button):
 * copy the job's link, or hand it to Facebook or an e-mail program, and the link to copy by hand where
 * the browser has no clipboard (WhatsApp has its own link beside the button, whatsapp-share-link.tsx,
 * which works before the script). The e-mail carries English and Kannada lines whichever
 * language the sharer reads, since the person receiving it may read the other one. The link is the
 * canonical job URL, whose page the server serves with the job's own title and preview tags.
 */
import { useCallback, useRef, useState, type Ref } from "react";
import Link2 from "lucide-react/icons/link-2";
import Mail from "lucide-react/icons/mail";
import UsersRound from "lucide-react/icons/users-round";
import { languages } from "@app/shared/constants";
import { jobTitle } from "@app/shared/job-texts";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toaster";
import { paths } from "@/config/paths";
import { currentLanguage, type Translator, useTranslation } from "@/lib/i18n";
import { formatSalaryIn } from "../hooks/use-job-format";
import { isLoaded, ShareButton, type SharedJob } from "./share-button";

function jobUrl(id: string): string {
  return `${window.location.origin}${paths.job.href(id)}`;
}

/**
 * The e-mail's text: the job in English, then in Kannada (its Kannada title where given), then the link. A language whose texts
 * could not be downloaded is left out rather than shown as keys.
 */
function shareMessage(i18n: Translator, job: SharedJob, url: string): string {
  const available = languages.filter((language) => isLoaded(i18n, language));
  const blocks = available.map((language) => {
    const t = i18n.getFixedT(language);
    return [
      t("job-detail.share.message.heading", { title: jobTitle(job, language) }),
      t("job-detail.share.message.company", { company: job.company }),
      t("job-detail.share.message.location", { location: job.location }),
      t("job-detail.share.message.salary", { salary: formatSalaryIn(language, t, job) }),
    ].join("\n");
  });
  const linkLine = available.map((language) => i18n.getFixedT(language)("job-detail.share.message.link")).join(" / ");
  return [...blocks, `${linkLine}\n${url}`].join("\n\n");
}

function shareLinks(i18n: Translator, job: SharedJob, url: string, emailSubject: string) {
  const message = shareMessage(i18n, job, url);
  return {
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
function ShareItems({ job, onCopyFailed, firstItem }: { job: SharedJob; onCopyFailed: (url: string) => void; firstItem: Ref<HTMLDivElement> }) {
  const { t, i18n } = useTranslation();
  const url = jobUrl(job.id);
  const links = shareLinks(i18n, job, url, t("job-detail.share.emailSubject", { title: jobTitle(job, currentLanguage()), company: job.company }));

  async function copyLink() {
    if (await copyToClipboard(url)) {
      toast.success(t("job-detail.share.copiedTitle"), { description: t("job-detail.share.copiedDescription") });
    } else {
      onCopyFailed(url);
    }
  }

  // Sites open in a new tab, and say so to screen readers; the e-mail program opens by itself.
  const sites = [{ href: links.facebook, Icon: UsersRound, label: t("job-detail.share.facebook") }];
  return (
    <>
      <DropdownMenuItem ref={firstItem} onSelect={() => void copyLink()}>
        <Link2 aria-hidden="true" />
        {t("job-detail.share.copyLink")}
      </DropdownMenuItem>
      <DropdownMenuSeparator />
      {sites.map(({ href, Icon, label }) => (
        <DropdownMenuItem key={label} asChild>
          <a href={href} target="_blank" rel="noopener noreferrer">
            <Icon aria-hidden="true" />
            {label}
            <span className="sr-only"> {t("job-detail.share.newTab")}</span>
          </a>
        </DropdownMenuItem>
      ))}
      <DropdownMenuItem asChild>
        <a href={links.email}>
          <Mail aria-hidden="true" />
          {t("job-detail.share.email")}
        </a>
      </DropdownMenuItem>
    </>
  );
}


/**
 * Opens as it mounts: the reader asked for it with the button share-menu.tsx drew until now. Opened
 * from the keyboard, the first item takes the focus, as the menu does when opened from its own
 * button (Radix tells a key from a tap only for keys pressed after it was there).
 */
export function SharePopup({ job, className, withKeyboard, onOpenChange }: {
  job: SharedJob;
  className?: string;
  withKeyboard: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const [manualLink, setManualLink] = useState<string | null>(null);
  const firstOpening = useRef(true);
  // Focused as it is attached, before Radix's focus scope mounts: that scope then leaves the focus
  // where it found it inside the menu.
  const focusOnFirstOpening = useCallback(
    (item: HTMLDivElement | null) => {
      if (!item || !firstOpening.current) return;
      firstOpening.current = false;
      if (withKeyboard) item.focus();
    },
    [withKeyboard],
  );

  return (
    <>
      <DropdownMenu modal={false} defaultOpen onOpenChange={onOpenChange}>
        <DropdownMenuTrigger asChild>
          <ShareButton className={className} />
        </DropdownMenuTrigger>
        <DropdownMenuContent className="w-56">
          <ShareItems job={job} onCopyFailed={setManualLink} firstItem={focusOnFirstOpening} />
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
              textSize="sm"
              className="font-mono"
            />
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
