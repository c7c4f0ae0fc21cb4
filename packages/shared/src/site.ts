/** Public branding and community links (`GET /api/site`), from the server's configuration. */
export interface SiteInfo {
  name: string;
  city: string;
  contactEmail: string;
  whatsappGroupUrl: string;
  facebookGroupUrl: string;
  /** The UPI address of the donation prompt's QR; null shows a QR marked "demo only". */
  donationUpiVpa: string | null;
  /** The site's IANA time zone (`SITE_TIME_ZONE`, default Asia/Kolkata): course start dates are days there, and the dates of the pages the server draws are written in it. */
  timeZone: string;
}
