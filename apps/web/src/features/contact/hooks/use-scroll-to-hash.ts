import { useEffect } from "react";
import { useLocation } from "@/lib/navigation";

/**
 * Scrolls to the element the URL's #fragment names once the page has rendered. The browser and the
 * router's ScrollRestoration try too early on a first load: the page module is still on its way.
 */
export function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
}
