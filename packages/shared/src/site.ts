/** Public branding and community links (`GET /api/site`), from the server's configuration. */
export interface SiteInfo {
  name: string;
  city: string;
  contactEmail: string;
  whatsappGroupUrl: string;
  facebookGroupUrl: string;
  /** The UPI address of the donation prompt's QR; null shows a QR marked "demo only". */
  donationUpiVpa: string | null;
}
