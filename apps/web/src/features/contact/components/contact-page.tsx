import type { LucideIcon } from "lucide-react";
import BriefcaseBusiness from "lucide-react/icons/briefcase-business";
import Compass from "lucide-react/icons/compass";
import ExternalLink from "lucide-react/icons/external-link";
import FileText from "lucide-react/icons/file-text";
import Handshake from "lucide-react/icons/handshake";
import Mail from "lucide-react/icons/mail";
import MessageCircle from "lucide-react/icons/message-circle";
import MessagesSquare from "lucide-react/icons/messages-square";
import UsersRound from "lucide-react/icons/users-round";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Container } from "@/components/ui/container";
import { PageHeader } from "@/components/ui/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { useSite } from "@/lib/site";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useTranslation } from "@/lib/i18n";
import { useScrollToHash } from "../hooks/use-scroll-to-hash";
import { ConsultationForm } from "./consultation-form";

const services: { key: string; icon: LucideIcon }[] = [
  { key: "jobConsulting", icon: BriefcaseBusiness },
  { key: "resumeBuilding", icon: FileText },
  { key: "interviewPreparation", icon: MessagesSquare },
  { key: "careerCounselling", icon: Compass },
  { key: "placementServices", icon: Handshake },
  { key: "contactUs", icon: Mail },
];

const externalLinkClassName =
  "inline-flex items-center gap-2 rounded-md font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

function ContactCards() {
  const { t } = useTranslation();
  const site = useSite();

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Card>
        <CardHeader>
          <span className="flex size-11 items-center justify-center rounded-lg bg-primary-soft text-primary">
            <Mail aria-hidden="true" className="size-5" />
          </span>
          <CardTitle level={2}>{t("contact.email.title")}</CardTitle>
          <CardDescription>{t("contact.email.description")}</CardDescription>
        </CardHeader>
        <CardContent>
          {site.data ? (
            <a href={`mailto:${site.data.contactEmail}`} className={`${externalLinkClassName} break-all`}>
              {site.data.contactEmail}
            </a>
          ) : (
            <Skeleton className="h-5 w-56" />
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <span className="flex size-11 items-center justify-center rounded-lg bg-primary-soft text-primary">
            <UsersRound aria-hidden="true" className="size-5" />
          </span>
          <CardTitle level={2}>{t("contact.community.title")}</CardTitle>
          <CardDescription>{t("contact.community.description")}</CardDescription>
        </CardHeader>
        <CardContent>
          {site.data ? (
            <ul className="grid gap-2">
              <li>
                <a href={site.data.whatsappGroupUrl} target="_blank" rel="noopener noreferrer" className={externalLinkClassName}>
                  <MessageCircle aria-hidden="true" className="size-4" />
                  {t("contact.community.whatsapp")}
                  <ExternalLink aria-hidden="true" className="size-3" />
                  <span className="sr-only">{t("contact.community.newTab")}</span>
                </a>
              </li>
              <li>
                <a href={site.data.facebookGroupUrl} target="_blank" rel="noopener noreferrer" className={externalLinkClassName}>
                  <UsersRound aria-hidden="true" className="size-4" />
                  {t("contact.community.facebook")}
                  <ExternalLink aria-hidden="true" className="size-3" />
                  <span className="sr-only">{t("contact.community.newTab")}</span>
                </a>
              </li>
            </ul>
          ) : (
            <div className="grid gap-2">
              <Skeleton className="h-5 w-48" />
              <Skeleton className="h-5 w-52" />
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function Services() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="services-title" className="grid gap-6">
      <div className="grid gap-1">
        <h2 id="services-title" className="text-2xl font-bold tracking-tight">
          {t("contact.services.title")}
        </h2>
        <p className="text-muted-foreground">{t("contact.services.subtitle")}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {services.map(({ key, icon: Icon }) => (
          <li key={key} className="flex gap-3 rounded-xl border border-border bg-card p-5 shadow-sm">
            <Icon aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
            <div className="grid gap-1">
              <h3 className="font-semibold">{t(`contact.services.${key}.title`)}</h3>
              <p className="text-sm text-muted-foreground">{t(`contact.services.${key}.description`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ContactPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("contact.title"));
  useScrollToHash();
  return (
    <Container className="grid gap-12 py-8 md:py-12">
      <PageHeader title={t("contact.title")} description={t("contact.subtitle")} />
      <ContactCards />
      <Services />
      <section id="consultation" aria-labelledby="consultation-title" className="scroll-mt-24">
        <Card className="mx-auto max-w-2xl">
          <CardHeader>
            <h2 id="consultation-title" className="text-2xl font-bold tracking-tight">
              {t("contact.consultation.title")}
            </h2>
            <CardDescription>{t("contact.consultation.description")}</CardDescription>
          </CardHeader>
          <CardContent>
            <ConsultationForm />
          </CardContent>
        </Card>
      </section>
    </Container>
  );
}
