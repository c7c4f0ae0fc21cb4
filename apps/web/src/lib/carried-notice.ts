/**
 * A notice said on the next page rather than this one: a guest's Apply Now or Save on a job page is
 * a link to the candidate login, which the browser may follow as a page load (a page drawn as islands,
 * ADR 071), so a toast shown as the link is followed would go with the page. The link keeps its notice
 * in session storage; the login page shows it once.
 */
const KEY = "notice-for-next-page";

export type CarriedNotice = { kind: "error" | "info"; title: string; description: string };

export function carryNotice(notice: CarriedNotice) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(notice));
  } catch {
    // Storage refused (private mode, full): the login page opens without the notice.
  }
}

/** The notice the last page left for this one, once: it is removed as it is read. */
export function takeCarriedNotice(): CarriedNotice | null {
  try {
    const stored = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    if (!stored) return null;
    const notice = JSON.parse(stored) as Partial<CarriedNotice>;
    if ((notice.kind !== "error" && notice.kind !== "info") || typeof notice.title !== "string" || typeof notice.description !== "string") return null;
    return { kind: notice.kind, title: notice.title, description: notice.description };
  } catch {
    return null;
  }
}
