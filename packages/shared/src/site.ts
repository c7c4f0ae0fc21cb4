import { z } from "zod";
import { languages } from "./constants.ts";

/** Public branding and community links (`GET /api/site`), from the server's configuration. */
export interface SiteInfo {
  name: string;
  /** The site's public address (`PUBLIC_URL`'s origin): a link given to be shared elsewhere starts with it. */
  url: string;
  city: string;
  contactEmail: string;
  whatsappGroupUrl: string;
  facebookGroupUrl: string;
  /** The UPI address of the donation prompt's QR; null shows a QR marked "demo only". */
  donationUpiVpa: string | null;
  /** The site's IANA time zone (`SITE_TIME_ZONE`, default Asia/Kolkata): course start dates are days there, and the dates of the pages the server draws are written in it. */
  timeZone: string;
}

/**
 * The language switch as a form (ADR 033), which works before the page's script: the language
 * chosen, and the page to draw again in it (a path of this site; anything else goes home).
 */
export const languageChoiceSchema = z.object({
  language: z.enum(languages),
  back: z
    .string()
    .max(2000)
    .optional()
    // eslint-disable-next-line no-control-regex -- a control character (a line break) must never reach the Location header
    .transform((back) => (back && /^\/(?![/\\])[^\u0000-\u001f\u007f]*$/.test(back) ? back : "/")),
});
