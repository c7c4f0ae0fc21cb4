import { Link } from "@/lib/navigation";
import ExternalLink from "lucide-react/icons/external-link";
import MessageCircle from "lucide-react/icons/message-circle";
import UsersRound from "lucide-react/icons/users-round";
import { Container } from "@/components/ui/container";
import { paths } from "@/config/paths";
import { useSite } from "@/lib/site";
import { useTranslation } from "@/lib/i18n";
import { Brand, useSiteName } from "./brand";

const quickLinks = [
  { to: paths.home.href(), labelKey: "shell.footer.home" },
  { to: paths.jobs.href(), labelKey: "shell.footer.browseJobs" },
  { to: paths.courses.href(), labelKey: "shell.footer.courses" },
  { to: paths.contact.href(), labelKey: "shell.footer.contact" },
] as const;

const linkClassName =
  "rounded-sm text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

export function Footer() {
  const { t } = useTranslation();
  const site = useSite();
  const name = useSiteName();
  const year = new Date().getFullYear();

  const communityLinks = site.data
    ? [
        { href: site.data.whatsappGroupUrl, labelKey: "shell.footer.whatsapp", icon: MessageCircle },
        { href: site.data.facebookGroupUrl, labelKey: "shell.footer.facebook", icon: UsersRound },
      ]
    : [];

  return (
    <footer className="mt-16 border-t border-border bg-card">
      <Container className="grid gap-10 py-12 md:grid-cols-[2fr_1fr_1fr]">
        <div className="grid content-start gap-3">
          <Brand />
          <p className="max-w-sm text-sm text-muted-foreground">{t("shell.footer.tagline")}</p>
        </div>

        <nav aria-labelledby="footer-quick-links" className="grid content-start gap-3">
          <h2 id="footer-quick-links" className="text-sm font-semibold">
            {t("shell.footer.quickLinks")}
          </h2>
          <ul className="grid gap-2">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClassName}>
                  {t(link.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="grid content-start gap-3">
          <h2 className="text-sm font-semibold">{t("shell.footer.community")}</h2>
          <p className="text-sm text-muted-foreground">{t("shell.footer.communityText")}</p>
          <ul className="grid gap-2">
            {communityLinks.map(({ href, labelKey, icon: Icon }) => (
              <li key={labelKey}>
                <a href={href} target="_blank" rel="noopener noreferrer" className={`${linkClassName} inline-flex items-center gap-2`}>
                  <Icon aria-hidden="true" className="size-4" />
                  {t(labelKey)}
                  <ExternalLink aria-hidden="true" className="size-3" />
                  <span className="sr-only">{t("shell.footer.newTab")}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </Container>
      <div className="border-t border-border">
        <Container className="py-5 text-center text-xs text-muted-foreground sm:text-left">
          {t("shell.footer.copyright", { year, name })}
        </Container>
      </div>
    </footer>
  );
}
