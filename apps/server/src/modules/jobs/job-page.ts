/**
 * What a shared job link shows before any script runs: its own <title>, Open Graph tags for the
 * WhatsApp/Facebook preview, and schema.org JobPosting JSON-LD for search engines.
 */
import type { Language } from "@app/shared/constants";
import { type Job, type JobType } from "@app/shared/jobs";
import { jobTexts } from "@app/shared/job-texts";
import enJobDetail from "@app/i18n/locales/en/job-detail.json" with { type: "json" };
import knJobDetail from "@app/i18n/locales/kn/job-detail.json" with { type: "json" };
import { notFoundHead, replaceTitle, shareableHead, summary, type ShareImage } from "../site/page-head.ts";

const jobDetailTexts: Record<Language, typeof enJobDetail> = { en: enJobDetail, kn: knJobDetail };

const employmentTypes: Record<JobType, string> = {
  "Full-time": "FULL_TIME",
  "Part-time": "PART_TIME",
  Contract: "CONTRACTOR",
  Freelance: "CONTRACTOR",
  Internship: "INTERN",
};

interface JobPageOptions {
  publicUrl: string;
  city: string;
  /** The page's language: the job's Kannada title and description where its employer gave them. */
  language: Language;
  /** The verified employer's own site, given to search engines as the organisation's `sameAs`. */
  website?: string | null;
}

export function jobPostingJsonLd(job: Job, options: JobPageOptions) {
  const { title, description } = jobTexts(job, options.language);
  return {
    "@context": "https://schema.org/",
    "@type": "JobPosting",
    title,
    description: [description, job.responsibilities, job.requirements].filter(Boolean).join("\n\n"),
    datePosted: job.postedAt,
    // Every job expires (JOB_EXPIRY_DAYS), so a search engine always knows until when it is open.
    validThrough: job.expiresAt,
    employmentType: employmentTypes[job.type],
    hiringOrganization: { "@type": "Organization", name: job.company, ...(options.website ? { sameAs: options.website } : {}) },
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        addressLocality: job.location,
        addressRegion: "Karnataka",
        addressCountry: "IN",
      },
    },
    ...(job.salaryMin !== null || job.salaryMax !== null
      ? {
          baseSalary: {
            "@type": "MonetaryAmount",
            currency: "INR",
            value: {
              "@type": "QuantitativeValue",
              ...(job.salaryMin !== null ? { minValue: job.salaryMin } : {}),
              ...(job.salaryMax !== null ? { maxValue: job.salaryMax } : {}),
              unitText: "MONTH",
            },
          },
        }
      : {}),
    url: `${options.publicUrl}/jobs/${job.id}`,
  };
}

/** index.html with the job's head tags, in the page's language, in place of the generic title. */
export function renderJobPage(indexHtml: string, job: Job, options: JobPageOptions & { siteName: string; image?: ShareImage }): string {
  const { title, description } = jobTexts(job, options.language);
  const head = shareableHead({
    title: `${title} · ${job.company} · ${job.location} | ${options.siteName}`,
    shareTitle: `${title} · ${job.company}`,
    description: summary(`${job.salary}. ${description}`),
    publicUrl: options.publicUrl,
    path: `/jobs/${job.id}`,
    siteName: options.siteName,
    jsonLd: jobPostingJsonLd(job, options),
    ...(options.image ? { image: options.image } : {}),
  });
  return replaceTitle(indexHtml, head);
}

/** index.html for a job that is gone: titled in the reader's language as the page will say it, and not to be indexed. */
export function renderGoneJobPage(indexHtml: string, siteName: string, language: Language): string {
  return replaceTitle(indexHtml, notFoundHead(`${jobDetailTexts[language].notFound.title} | ${siteName}`));
}

/** The sitemap: the fixed pages, then each listed job, each active course and each company page with a listed job, with its last change. */
export function renderSitemap(
  publicUrl: string,
  pages: { jobs: { id: string; updatedAt: Date }[]; courses: { id: string; updatedAt: string }[]; companies: { slug: string; updatedAt: Date }[] },
): string {
  const fixed = ["/", "/jobs", "/courses", "/contact"].map((path) => `  <url><loc>${publicUrl}${path}</loc></url>`);
  const jobPages = pages.jobs.map(
    (job) => `  <url><loc>${publicUrl}/jobs/${job.id}</loc><lastmod>${job.updatedAt.toISOString()}</lastmod></url>`,
  );
  const coursePages = pages.courses.map(
    (course) => `  <url><loc>${publicUrl}/courses/${encodeURIComponent(course.id)}</loc><lastmod>${course.updatedAt}</lastmod></url>`,
  );
  const companyPages = pages.companies.map(
    (company) => `  <url><loc>${publicUrl}/companies/${encodeURIComponent(company.slug)}</loc><lastmod>${company.updatedAt.toISOString()}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${[...fixed, ...jobPages, ...coursePages, ...companyPages].join("\n")}\n</urlset>\n`;
}
