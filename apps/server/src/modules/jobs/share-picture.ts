/**
 * A job's own share picture (`og:image`, 1200×630): what WhatsApp and Facebook show when its link
 * is pasted. Drawn by the server in the reader's language — the title, the pay, the place, the
 * company and the Verified badge — in the colours of the site's own picture. A picture is named by
 * what it shows (a hash of its texts): the page links that name, so a changed job gets a new
 * picture (and a new preview) and a picture once drawn is kept on disk and served as it is.
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { OverlayOptions } from "sharp";
import type { Language } from "@app/shared/constants";
import { jobTitle } from "@app/shared/job-texts";
import type { Job } from "@app/shared/jobs";
import { placeIn } from "@app/shared/place-names";
import enCommon from "@app/i18n/locales/en/common.json" with { type: "json" };
import knCommon from "@app/i18n/locales/kn/common.json" with { type: "json" };
import enJobs from "@app/i18n/locales/en/jobs.json" with { type: "json" };
import knJobs from "@app/i18n/locales/kn/jobs.json" with { type: "json" };
import { shareFontFamilies, shareFontsReady } from "./share-picture-fonts.ts";

export const sharePictureSize = { width: 1200, height: 630 } as const;

const texts = {
  en: { jobs: enJobs, verified: enCommon.verifiedBadge.label },
  kn: { jobs: knJobs, verified: knCommon.verifiedBadge.label },
} satisfies Record<Language, unknown>;

/** The site's own picture's colours (apps/web/public/og-image.png). */
const colours = { background: "#0b57a4", text: "#ffffff", accent: "#ffc83d", soft: "#d6e4f5" };
const margin = 80;
/** The Verified badge's round tick, as the site's badge draws it. */
const badgeSize = 40;
const badgeSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="${badgeSize}" height="${badgeSize}" viewBox="0 0 24 24"><circle cx="12" cy="12" r="11" fill="${colours.accent}"/><path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="${colours.background}" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

/** What a job's picture shows, in `language`. */
export interface SharePictureTexts {
  siteName: string;
  title: string;
  pay: string;
  place: string;
  company: string;
  type: string;
  /** The badge's words when the employer is verified; null otherwise. */
  verified: string | null;
  host: string;
}

function rupees(amount: number): string {
  return new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 }).format(amount);
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");
}

/** The pay as the job's page writes it: a range or one amount a month, or "not specified". */
function payText(job: Pick<Job, "salaryMin" | "salaryMax">, language: Language): string {
  const salary = texts[language].jobs.salary;
  const low = job.salaryMin ?? job.salaryMax;
  const high = job.salaryMax ?? job.salaryMin;
  if (low === null || high === null) return salary.notSpecified;
  if (low === high) return fill(salary.single, { amount: rupees(low) });
  return fill(salary.range, { min: rupees(low), max: rupees(high) });
}

export function sharePictureTexts(job: Job, language: Language, site: { name: string; publicUrl: string }): SharePictureTexts {
  return {
    siteName: site.name,
    title: jobTitle(job, language),
    pay: payText(job, language),
    place: placeIn(job.location, language),
    company: job.company,
    type: texts[language].jobs.types[job.type],
    verified: job.employerVerified ? texts[language].verified : null,
    host: new URL(site.publicUrl).host,
  };
}

/** The name of the picture of these texts: it changes whenever anything it shows changes. */
export function sharePictureVersion(pictureTexts: SharePictureTexts): string {
  return createHash("sha256").update(JSON.stringify(pictureTexts)).digest("base64url").slice(0, 16);
}

function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** One block of text drawn by Pango, at most `width` wide, wrapped at words, cut with … past `lines`. */
async function textBlock(markup: string, options: { size: number; width: number; bold?: boolean }) {
  // sharp (libvips) loads with the first picture, not at the start: some 18 MB less until then (ADR 062).
  const { default: sharp } = await import("sharp");
  const weight = options.bold ? "Bold " : "";
  const image = sharp({
    text: { text: markup, font: `${shareFontFamilies} ${weight}${options.size}`, width: options.width, wrap: "word", rgba: true, dpi: 72 },
  });
  const buffer = await image.png().toBuffer();
  const { height = 0 } = await sharp(buffer).metadata();
  return { buffer, height };
}

function span(text: string, colour: string): string {
  return `<span foreground="${colour}">${escapeMarkup(text)}</span>`;
}

/** Cuts a title to what fits three lines at the title's size (about 28 characters a line). */
function shortTitle(title: string): string {
  const limit = 80;
  return title.length > limit ? `${title.slice(0, limit - 1).trimEnd()}…` : title;
}

export async function drawSharePicture(pictureTexts: SharePictureTexts, fontDirectory: string): Promise<Buffer> {
  // sharp (libvips) loads with the first picture, not at the start: some 18 MB less until then (ADR 062).
  const { default: sharp } = await import("sharp");
  await shareFontsReady(fontDirectory);
  const width = sharePictureSize.width - 2 * margin;
  const site = await textBlock(span(pictureTexts.siteName, colours.soft), { size: 34, width, bold: true });
  const title = await textBlock(span(shortTitle(pictureTexts.title), colours.text), { size: 64, width, bold: true });
  const pay = await textBlock(span(pictureTexts.pay, colours.accent), { size: 44, width, bold: true });
  const where = await textBlock(span(`${pictureTexts.place} · ${pictureTexts.type}`, colours.text), { size: 36, width });
  const company = await textBlock(span(pictureTexts.company, colours.text), { size: 36, width });
  const verified = pictureTexts.verified ? await textBlock(span(pictureTexts.verified, colours.accent), { size: 34, width: width - badgeSize - 14, bold: true }) : null;
  const host = await textBlock(span(pictureTexts.host, colours.soft), { size: 28, width });

  const layers: OverlayOptions[] = [];
  let top = 64;
  layers.push({ input: site.buffer, top, left: margin });
  top += site.height + 36;
  for (const [block, gap] of [
    [title, 28],
    [pay, 20],
    [where, 12],
    [company, 16],
  ] as const) {
    // Whatever would run into the site's address at the foot is left out, never cut in half.
    if (top + block.height > sharePictureSize.height - 90) break;
    layers.push({ input: block.buffer, top, left: margin });
    top += block.height + gap;
  }
  if (verified && top + verified.height <= sharePictureSize.height - 90) {
    // The badge's tick is drawn, not a character: no face need have it.
    layers.push({ input: Buffer.from(badgeSvg), top: top + Math.round((verified.height - badgeSize) / 2), left: margin });
    layers.push({ input: verified.buffer, top, left: margin + badgeSize + 14 });
  }
  layers.push({ input: host.buffer, top: sharePictureSize.height - 48 - host.height, left: margin });

  return sharp({ create: { ...sharePictureSize, channels: 3, background: colours.background } })
    .composite(layers)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}

/**
 * The picture of these texts, from the disk when it was drawn before. Pictures live in
 * `directory`, one file per version; a picture no page links any more is simply never asked for.
 */
export async function sharePicture(pictureTexts: SharePictureTexts, directory: string, fontDirectory: string): Promise<Buffer> {
  const file = path.join(directory, `${sharePictureVersion(pictureTexts)}.png`);
  const kept = await readFile(file).catch(() => null);
  if (kept) return kept;
  const drawn = await drawSharePicture(pictureTexts, fontDirectory);
  await mkdir(directory, { recursive: true });
  // Written aside and renamed: two requests drawing it at once never leave half a picture.
  const aside = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(aside, drawn);
  await rename(aside, file);
  return drawn;
}
