/**
 * The SMS parts of each kind of message, in English and Kannada (UCS-2: 70 characters alone, 67 a
 * part when split), with a long job title and a long site address, as a provider bills them
 * (phone/sms-parts.ts). The texts are notifications/phone-texts.ts's and the sign-in code's; a
 * guest's alert saved to a number ends with its own short stop link (`/s/<16 characters>`), a
 * candidate's with the link to their channels (`/n`). Part of `npm run bench`; alone:
 * `npm run bench:sms`. No database: it reads only the texts.
 */
import type { Language } from "@app/shared/constants";
import { languages } from "@app/shared/constants";
import { phoneCodeSmsText } from "../src/modules/accounts/phone-code-sms.ts";
import {
  alertNews,
  alertStopLink,
  interviewChangeRequestNews,
  interviewNews,
  jobEndedWithInterviewNews,
  interviewsCandidateGoneNews,
  interviewsEndedWithJobNews,
  messageNews,
  shortJobLink,
  smsText,
  statusNews,
  type PhoneNews,
} from "../src/notifications/phone-texts.ts";
import { smsParts } from "../src/phone/sms-parts.ts";

/** A real site's address and a job title longer than most: the texts' worst ordinary case. */
const publicUrl = "https://nagarajobs.in";
const job = { title: "Delivery driver (two-wheeler)", titleKn: "ಡೆಲಿವರಿ ಚಾಲಕ (ದ್ವಿಚಕ್ರ)" };
const interview = { publicUrl, timeZone: "Asia/Kolkata", job, startsAt: "2031-03-10T04:30:00.000Z" };
const jobLink = shortJobLink(publicUrl, "0f5c1c1e-3a52-4f0e-9d1e-5b6c7d8e9f00");
/** A guest's alert's stop link, as long as every one is. */
const guestStop = alertStopLink(publicUrl, "Zx8_kQ2-vBn7LmP4");

const kinds: [string, PhoneNews][] = [
  ["status: shortlisted", statusNews(publicUrl, job, "shortlisted")],
  ["status: not selected", statusNews(publicUrl, job, "rejected")],
  ["status: hired", statusNews(publicUrl, job, "hired")],
  ["status: job filled", statusNews(publicUrl, job, "filled")],
  ["status: job no longer on the site", statusNews(publicUrl, job, "removed_by_site")],
  ["interview: choose a time", interviewNews(interview, "times")],
  ["interview: new times", interviewNews(interview, "new_times")],
  ["interview: time fixed", interviewNews(interview, "fixed")],
  ["interview: cancelled", interviewNews(interview, "cancelled")],
  ["status and interview: job closed", jobEndedWithInterviewNews(publicUrl, job, "closed")],
  ["status and interview: job no longer on the site", jobEndedWithInterviewNews(publicUrl, job, "removed_by_site")],
  ["interviews: 3 cancelled, job closed on the site (employer)", interviewsEndedWithJobNews(publicUrl, job, 3, "closed_by_site")],
  ["interviews: 2 cancelled, candidate's account closed (employer)", interviewsCandidateGoneNews(publicUrl, "Manjunath Gowda", 2)],
  ["interview: reminder", interviewNews(interview, "reminder")],
  ["interview: other times (employer)", interviewChangeRequestNews(publicUrl, job, "Manjunath Gowda")],
  ["message left unread", messageNews(publicUrl, job, "Chamundi Travels")],
  ["job alert (instant)", alertNews(jobLink, 1, false)],
  ["job alert (daily)", alertNews(`${publicUrl}/alerts`, 7, false)],
  ["Jobs for you (daily)", alertNews(`${publicUrl}/candidate/profile?tab=for-you`, 5, true)],
  ["guest's phone alert (instant)", alertNews(jobLink, 1, false, guestStop)],
  ["guest's phone alert (daily)", alertNews(`${publicUrl}/alerts`, 7, false, guestStop)],
];

function row(name: string, texts: Record<Language, string>) {
  return { message: name, ...Object.fromEntries(languages.flatMap((language) => [[`${language} parts`, smsParts(texts[language])], [`${language} characters`, texts[language].length]])) };
}

export function measureSmsParts(): void {
  const rows = [
    row("sign-in code", { en: phoneCodeSmsText("482913", "en", "Nagara Jobs"), kn: phoneCodeSmsText("482913", "kn", "Nagara Jobs") }),
    ...kinds.map(([name, news]) => row(name, { en: smsText(news, "en", publicUrl), kn: smsText(news, "kn", publicUrl) })),
  ];
  console.log("\nSMS parts per message (160 GSM-7 or 70 UCS-2 characters alone; 153 or 67 a part when split)");
  console.table(rows);
  for (const language of languages) console.log(`${language}: ${smsText(kinds[0]![1], language, publicUrl)}`);
  const guestAlert = kinds.find(([name]) => name === "guest's phone alert (instant)")![1];
  for (const language of languages) console.log(`${language}: ${smsText(guestAlert, language, publicUrl)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) measureSmsParts();
