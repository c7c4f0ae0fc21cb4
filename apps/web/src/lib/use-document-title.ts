/**
 * The tab's title for the page on screen: "<page> | <site name>", the separator the server uses in
 * the titles it sends with job and course pages. Pages pass an already translated title, so it
 * follows the language switch; null (still loading) leaves the title as it is. Leaving the page
 * restores the site name, for a next page that sets none.
 */
import { useEffect } from "react";
import { useSite } from "./site";

export function useDocumentTitle(title: string | null) {
  const siteName = useSite().data?.name;
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = siteName ? `${title} | ${siteName}` : title;
    return () => {
      document.title = siteName ?? previous;
    };
  }, [title, siteName]);
}
