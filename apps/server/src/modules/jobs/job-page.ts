/**
 * What a shared job link shows before any script runs: its own <title>, Open Graph tags for the
 * WhatsApp/Facebook preview, and schema.org JobPosting JSON-LD for search engines.
 */
import type { Job, JobType } from "@app/shared/jobs";

const employmentTypes: Record<JobType, string> = {
  "Full-time": "FULL_TIME",
  "Part-time": "PART_TIME",
  Contract: "CONTRACTOR",
  Freelance: "CONTRACTOR",
  Internship: "INTERN",
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** JSON inside <script>: `<` escaped so no text can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

function summary(text: string, length = 200): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
}

export function jobPostingJsonLd(job: Job, options: { publicUrl: string; city: string }) {
  return {
    "@context": "https://schema.org/",
    "@type": "JobPosting",
    title: job.title,
    description: [job.description, job.responsibilities, job.requirements].filter(Boolean).join("\n\n"),
    datePosted: job.postedAt,
    ...(job.expiresAt ? { validThrough: job.expiresAt } : {}),
    employmentType: employmentTypes[job.type],
    hiringOrganization: { "@type": "Organization", name: job.company },
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

/** index.html with the job's head tags in place of the generic title. */
export function renderJobPage(indexHtml: string, job: Job, options: { publicUrl: string; siteName: string; city: string }): string {
  const title = `${job.title} · ${job.company} · ${job.location} | ${options.siteName}`;
  const description = summary(`${job.salary}. ${job.description}`);
  const url = `${options.publicUrl}/jobs/${job.id}`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(options.siteName)}">`,
    `<meta property="og:title" content="${escapeHtml(`${job.title} · ${job.company}`)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<script type="application/ld+json">${scriptJson(jobPostingJsonLd(job, options))}</script>`,
  ].join("\n    ");
  return replaceTitle(indexHtml, tags);
}

/** index.html for a job that is gone: search engines are told not to index it. */
export function renderGoneJobPage(indexHtml: string, siteName: string): string {
  return replaceTitle(indexHtml, `<title>${escapeHtml(`Job not found | ${siteName}`)}</title>\n    <meta name="robots" content="noindex">`);
}

function replaceTitle(indexHtml: string, tags: string): string {
  return /<title>[\s\S]*?<\/title>/.test(indexHtml)
    ? indexHtml.replace(/<title>[\s\S]*?<\/title>/, tags)
    : indexHtml.replace("</head>", `    ${tags}\n  </head>`);
}

export function renderSitemap(publicUrl: string, jobs: { id: string; updatedAt: Date }[]): string {
  const pages = ["/", "/jobs", "/courses", "/contact"].map((path) => `  <url><loc>${publicUrl}${path}</loc></url>`);
  const jobPages = jobs.map(
    (job) => `  <url><loc>${publicUrl}/jobs/${job.id}</loc><lastmod>${job.updatedAt.toISOString()}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${[...pages, ...jobPages].join("\n")}\n</urlset>\n`;
}
