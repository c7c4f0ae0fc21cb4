/**
 * Head tags of a page served before any script runs (job and course pages): escaped text, JSON-LD
 * that no text can break out of, and index.html with the page's own tags in place of its title.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** JSON inside <script>: `<` escaped so no text can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/** The first `length` characters of a text on one line, for descriptions. */
export function summary(text: string, length = 200): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
}

/** The tags of a page that can be shared: title, description, canonical URL, Open Graph, JSON-LD. */
export function shareableHead(page: { title: string; shareTitle: string; description: string; url: string; siteName: string; jsonLd: unknown }): string {
  return [
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}">`,
    `<link rel="canonical" href="${escapeHtml(page.url)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(page.siteName)}">`,
    `<meta property="og:title" content="${escapeHtml(page.shareTitle)}">`,
    `<meta property="og:description" content="${escapeHtml(page.description)}">`,
    `<meta property="og:url" content="${escapeHtml(page.url)}">`,
    `<script type="application/ld+json">${scriptJson(page.jsonLd)}</script>`,
  ].join("\n    ");
}

/** index.html for a page that is not there: its title, and search engines told not to index it. */
export function notFoundHead(title: string): string {
  return `<title>${escapeHtml(title)}</title>\n    <meta name="robots" content="noindex">`;
}

export function replaceTitle(indexHtml: string, tags: string): string {
  return /<title>[\s\S]*?<\/title>/.test(indexHtml)
    ? indexHtml.replace(/<title>[\s\S]*?<\/title>/, tags)
    : indexHtml.replace("</head>", `    ${tags}\n  </head>`);
}
