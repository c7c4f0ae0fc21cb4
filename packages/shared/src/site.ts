/** Public branding and community links (`GET /api/site`), from the server's configuration. */
export interface SiteInfo {
  name: string;
  city: string;
  contactEmail: string;
  whatsappGroupUrl: string;
  facebookGroupUrl: string;
}
