/**
 * The e-mails of job alerts, each in the language chosen when the alert was saved: the guest's
 * confirmation (or, for a search the address already has, word that it has it), a new job at once,
 * and the daily digest. Every alert mail carries one-click unsubscribe (RFC 8058: `List-Unsubscribe`
 * with `List-Unsubscribe-Post`) and the link to the page listing that address's alerts; the word to
 * an address that has its most alerts, which stops none, carries only that link.
 */
import { describeAlertCriteria, type AlertCriteria, type AlertFrequency, type AlertKind } from "@app/shared/alerts";
import type { JobType, Language } from "@app/shared/constants";
import type { JobForYouReason } from "@app/shared/jobs-for-you";
import { jobTitle } from "@app/shared/job-texts";
import enJobs from "@app/i18n/locales/en/jobs.json" with { type: "json" };
import knJobs from "@app/i18n/locales/kn/jobs.json" with { type: "json" };
import type { MailMessage } from "../../mail/mailer.ts";

interface Site {
  siteName: string;
  publicUrl: string;
}

export interface AlertMailJob {
  id: string;
  title: string;
  /** The employer's Kannada title, if given: what a Kannada alert's mail names the job by. */
  titleKn: string | null;
  company: string;
  location: string;
  jobType: JobType;
  salaryMin: number | null;
  salaryMax: number | null;
  /** Why a Jobs for you alert sends it. */
  reasons?: JobForYouReason[];
}

interface AlertOfMail {
  kind: AlertKind;
  email: string;
  token: string;
  language: Language;
  criteria: AlertCriteria;
  frequency: AlertFrequency;
}

const typeLabel = (type: JobType, language: Language) => (language === "kn" ? (knJobs.types as Record<JobType, string>)[type] : type);

// Made once: a formatter costs far more to make than to use, and a job can go to thousands of alerts.
const rupeeFormats: Record<Language, Intl.NumberFormat> = {
  en: new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 }),
  kn: new Intl.NumberFormat("kn-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 }),
};

function rupees(amount: number, language: Language) {
  return rupeeFormats[language].format(amount);
}

function salary(job: Pick<AlertMailJob, "salaryMin" | "salaryMax">, language: Language): string | null {
  const { salaryMin: low, salaryMax: high } = job;
  if (low === null && high === null) return null;
  const range = low !== null && high !== null && low !== high ? `${rupees(low, language)} – ${rupees(high, language)}` : rupees((low ?? high)!, language);
  return language === "kn" ? `ತಿಂಗಳಿಗೆ ${range}` : `${range} a month`;
}

/** What the alert searches for, in a line: "driver · Full-time · Hebbal · from ₹15,000 · verified employers only". */
export function describeCriteria(criteria: AlertCriteria, language: Language): string {
  const kn = language === "kn";
  const parts = [
    describeAlertCriteria(criteria, (type) => typeLabel(type, language)),
    criteria.salaryMin !== undefined && (kn ? `ಕನಿಷ್ಠ ${rupees(criteria.salaryMin, language)}` : `from ${rupees(criteria.salaryMin, language)}`),
    criteria.salaryMax !== undefined && (kn ? `ಗರಿಷ್ಠ ${rupees(criteria.salaryMax, language)}` : `up to ${rupees(criteria.salaryMax, language)}`),
    criteria.verified && (kn ? "ಪರಿಶೀಲಿತ ಉದ್ಯೋಗದಾತರು ಮಾತ್ರ" : "verified employers only"),
  ].filter((part): part is string => typeof part === "string" && part.trim() !== "");
  return parts.length > 0 ? parts.join(" · ") : kn ? "ಎಲ್ಲಾ ಹೊಸ ಉದ್ಯೋಗಗಳು" : "every new job";
}

/** What an alert sends, in a line: its search, or Jobs for you. */
function describeAlert(alert: Pick<AlertOfMail, "kind" | "criteria">, language: Language): string {
  if (alert.kind === "for_you") return (language === "kn" ? knJobs : enJobs).forYou.title;
  return describeCriteria(alert.criteria, language);
}

/** A Jobs for you reason in the words of the web app's card (the same locale texts). */
function reasonText(reason: JobForYouReason, language: Language): string {
  const texts = (language === "kn" ? knJobs : enJobs).forYou.reasons;
  const fill = (text: string, value: string) => text.replace(/\{\{\w+\}\}/, () => value);
  switch (reason.kind) {
    case "skills":
      return fill(texts.skills, reason.skills.join(", "));
    case "experience":
      return fill(texts.experience, reason.title);
    case "applied":
      return fill(texts.applied, reason.title);
    case "place":
      return fill(texts.place, reason.place);
    case "type":
      return fill(texts.type, typeLabel(reason.type, language));
  }
}

const links = (site: Site, token: string) => ({
  manage: `${site.publicUrl}/alerts?token=${token}`,
  unsubscribePage: `${site.publicUrl}/alerts/unsubscribe?token=${token}`,
  oneClick: `${site.publicUrl}/api/alerts/unsubscribe?token=${token}`,
  confirm: `${site.publicUrl}/alerts/confirm?token=${token}`,
});

function jobLines(site: Site, job: AlertMailJob, language: Language): string[] {
  const details = [job.company, job.location, typeLabel(job.jobType, language), salary(job, language)].filter(Boolean).join(" · ");
  const reasons = (job.reasons ?? []).map((reason) => `✓ ${reasonText(reason, language)}`);
  return [jobTitle(job, language), details, ...reasons, `${site.publicUrl}/jobs/${job.id}`];
}

/** The footer and headers every alert mail carries: why it came, and how to stop it in one click. */
function alertMail(site: Site, alert: AlertOfMail, subject: string, body: string[]): MailMessage {
  const kn = alert.language === "kn";
  const { manage, unsubscribePage, oneClick } = links(site, alert.token);
  return {
    to: alert.email,
    subject,
    text: [
      ...body,
      "",
      "--",
      kn ? `ನಿಮ್ಮ ಅಲರ್ಟ್: ${describeAlert(alert, "kn")}` : `Your alert: ${describeAlert(alert, "en")}`,
      kn ? `ನಿಮ್ಮ ಅಲರ್ಟ್‌ಗಳನ್ನು ಸದ್ಯಕ್ಕೆ ನಿಲ್ಲಿಸಿ, ಬದಲಿಸಿ ಅಥವಾ ಅಳಿಸಿ: ${manage}` : `Pause, change or delete your alerts: ${manage}`,
      kn ? `ಈ ಅಲರ್ಟ್ ನಿಲ್ಲಿಸಿ: ${unsubscribePage}` : `Stop this alert: ${unsubscribePage}`,
    ].join("\n"),
    headers: { "List-Unsubscribe": `<${oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

/** To a guest's address: confirm the alert before anything else is sent. */
export function alertConfirmationMail(site: Site, alert: AlertOfMail): MailMessage {
  const kn = alert.language === "kn";
  const { confirm } = links(site, alert.token);
  const criteria = describeCriteria(alert.criteria, alert.language);
  return {
    to: alert.email,
    subject: kn ? `${site.siteName}: ನಿಮ್ಮ ಉದ್ಯೋಗ ಅಲರ್ಟ್ ಖಚಿತಪಡಿಸಿ` : `${site.siteName}: confirm your job alert`,
    text: (kn
      ? [
          "ನಮಸ್ಕಾರ,",
          "",
          `ಈ ಇಮೇಲ್ ವಿಳಾಸಕ್ಕೆ ಹೊಸ ಉದ್ಯೋಗಗಳನ್ನು ಕಳುಹಿಸಲು ${site.siteName} ನಲ್ಲಿ ಅಲರ್ಟ್ ಕೇಳಲಾಗಿದೆ: ${criteria}.`,
          "ಇದನ್ನು ನೀವೇ ಕೇಳಿದ್ದರೆ, ಈ ಲಿಂಕ್ ತೆರೆದು ಖಚಿತಪಡಿಸಿ:",
          confirm,
          "",
          "ನೀವು ಕೇಳಿಲ್ಲದಿದ್ದರೆ ಈ ಇಮೇಲ್ ಅನ್ನು ಬಿಟ್ಟುಬಿಡಿ: ಖಚಿತಪಡಿಸುವವರೆಗೆ ಏನನ್ನೂ ಕಳುಹಿಸುವುದಿಲ್ಲ.",
        ]
      : [
          "Hello,",
          "",
          `Someone asked ${site.siteName} to e-mail new jobs to this address: ${criteria}.`,
          "If it was you, open this link to confirm:",
          confirm,
          "",
          "If it was not you, ignore this e-mail: nothing is sent until the alert is confirmed.",
        ]
    ).join("\n"),
  };
}

/**
 * To an address that already has the alert a guest asked for again: the asker was answered as for a
 * new alert (anyone may type any address), so the address, and only it, learns that nothing changed.
 */
export function alertHeldMail(site: Site, alert: AlertOfMail): MailMessage {
  const kn = alert.language === "kn";
  const criteria = describeCriteria(alert.criteria, alert.language);
  const subject = kn ? `${site.siteName}: ಈ ಉದ್ಯೋಗ ಅಲರ್ಟ್ ನಿಮಗೆ ಈಗಾಗಲೇ ಇದೆ` : `${site.siteName}: you already have this job alert`;
  return alertMail(
    site,
    alert,
    subject,
    kn
      ? [
          "ನಮಸ್ಕಾರ,",
          "",
          `ಈ ಇಮೇಲ್ ವಿಳಾಸಕ್ಕೆ ಹೊಸ ಉದ್ಯೋಗಗಳನ್ನು ಕಳುಹಿಸಲು ${site.siteName} ನಲ್ಲಿ ಮತ್ತೆ ಅಲರ್ಟ್ ಕೇಳಲಾಗಿದೆ: ${criteria}.`,
          "ಈ ಅಲರ್ಟ್ ನಿಮಗೆ ಈಗಾಗಲೇ ಇದೆ, ಆದ್ದರಿಂದ ಏನೂ ಬದಲಾಗಿಲ್ಲ. ನೀವು ಕೇಳಿಲ್ಲದಿದ್ದರೆ ಈ ಇಮೇಲ್ ಅನ್ನು ಬಿಟ್ಟುಬಿಡಿ.",
        ]
      : [
          "Hello,",
          "",
          `Someone asked ${site.siteName} again to e-mail new jobs to this address: ${criteria}.`,
          "This address already has this alert, so nothing has changed. If it was not you, ignore this e-mail.",
        ],
  );
}

/**
 * To an address that has its most alerts when a guest asks for one more: the asker was answered as
 * for a new alert (anyone may type any address), so the address, and only it, learns that the alert
 * asked for was not saved, and where to delete one to make room. In the language of `owner`, the
 * address's newest alert, whose manage link reaches all of them; it stops no alert, so it has no
 * unsubscribe header.
 */
export function alertLimitMail(site: Site, owner: Pick<AlertOfMail, "email" | "token" | "language">, asked: AlertCriteria, max: number): MailMessage {
  const kn = owner.language === "kn";
  const criteria = describeCriteria(asked, owner.language);
  const { manage } = links(site, owner.token);
  return {
    to: owner.email,
    subject: kn ? `${site.siteName}: ನಿಮ್ಮ ಉದ್ಯೋಗ ಅಲರ್ಟ್‌ಗಳ ಮಿತಿ ತಲುಪಿದೆ` : `${site.siteName}: you have the most job alerts you can keep`,
    text: (kn
      ? [
          "ನಮಸ್ಕಾರ,",
          "",
          `ಈ ಇಮೇಲ್ ವಿಳಾಸಕ್ಕೆ ಹೊಸ ಉದ್ಯೋಗಗಳನ್ನು ಕಳುಹಿಸಲು ${site.siteName} ನಲ್ಲಿ ಅಲರ್ಟ್ ಕೇಳಲಾಗಿದೆ: ${criteria}.`,
          `ಈ ವಿಳಾಸಕ್ಕೆ ಈಗಾಗಲೇ ಗರಿಷ್ಠ ${max} ಅಲರ್ಟ್‌ಗಳಿವೆ, ಆದ್ದರಿಂದ ಇದನ್ನು ಉಳಿಸಿಲ್ಲ.`,
          "ಇದನ್ನು ನೀವೇ ಕೇಳಿದ್ದರೆ, ಇಲ್ಲಿ ಒಂದು ಅಲರ್ಟ್ ಅಳಿಸಿ ನಂತರ ಮತ್ತೆ ಕೇಳಿ:",
          manage,
          "",
          "ನೀವು ಕೇಳಿಲ್ಲದಿದ್ದರೆ ಈ ಇಮೇಲ್ ಅನ್ನು ಬಿಟ್ಟುಬಿಡಿ: ನಿಮ್ಮ ಅಲರ್ಟ್‌ಗಳಲ್ಲಿ ಏನೂ ಬದಲಾಗಿಲ್ಲ.",
        ]
      : [
          "Hello,",
          "",
          `Someone asked ${site.siteName} to e-mail new jobs to this address: ${criteria}.`,
          `This address already has ${max} alerts, the most it can keep, so this one was not saved.`,
          "If it was you, delete an alert here, then ask again:",
          manage,
          "",
          "If it was not you, ignore this e-mail: nothing has changed in your alerts.",
        ]
    ).join("\n"),
  };
}

/** A new job the alert's search finds, sent within minutes of its listing. */
export function newJobAlertMail(site: Site, alert: AlertOfMail, job: AlertMailJob): MailMessage {
  const kn = alert.language === "kn";
  const title = jobTitle(job, alert.language);
  const subject = kn ? `ಹೊಸ ಉದ್ಯೋಗ: ${title}, ${job.company}` : `New job: ${title} at ${job.company}`;
  return alertMail(site, alert, subject, [kn ? "ನಿಮ್ಮ ಅಲರ್ಟ್‌ಗೆ ಹೊಂದುವ ಹೊಸ ಉದ್ಯೋಗ ಬಂದಿದೆ:" : "A new job matches your alert:", "", ...jobLines(site, job, alert.language)]);
}

/** The day's new jobs for a daily alert, newest first (a Jobs for you alert's best first, with the reasons). */
export function dailyDigestMail(site: Site, alert: AlertOfMail, found: AlertMailJob[]): MailMessage {
  const kn = alert.language === "kn";
  if (alert.kind === "for_you") {
    const subject = kn ? `${site.siteName}: ನಿಮಗಾಗಿ ${found.length} ಹೊಸ ಉದ್ಯೋಗ${found.length === 1 ? "" : "ಗಳು"}` : `${site.siteName}: ${found.length} new job${found.length === 1 ? "" : "s"} for you`;
    const body = [kn ? "ನಿಮ್ಮ ಪ್ರೊಫೈಲ್‌ಗೆ ಹೊಂದುವ ಹೊಸ ಉದ್ಯೋಗಗಳು:" : "New jobs that match your profile:"];
    for (const job of found) body.push("", ...jobLines(site, job, alert.language));
    return alertMail(site, alert, subject, body);
  }
  const subject = kn
    ? `${site.siteName}: ನಿಮ್ಮ ಅಲರ್ಟ್‌ಗೆ ${found.length} ಹೊಸ ಉದ್ಯೋಗ${found.length === 1 ? "" : "ಗಳು"}`
    : `${site.siteName}: ${found.length} new job${found.length === 1 ? "" : "s"} for your alert`;
  const body = [kn ? "ನಿನ್ನೆಯಿಂದ ನಿಮ್ಮ ಅಲರ್ಟ್‌ಗೆ ಹೊಂದುವ ಹೊಸ ಉದ್ಯೋಗಗಳು:" : "New jobs that match your alert since yesterday:"];
  for (const job of found) body.push("", ...jobLines(site, job, alert.language));
  return alertMail(site, alert, subject, body);
}
