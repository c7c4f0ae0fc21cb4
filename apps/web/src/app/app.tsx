import { useEffect } from "react";
import { RouterProvider, type createBrowserRouter } from "react-router";
import type { QueryClient } from "@tanstack/react-query";
import { whenTakenOver } from "@/components/hydrate-later";
import { AppProviders } from "./providers";

type AppProps = {
  router: ReturnType<typeof createBrowserRouter>;
  queryClient: QueryClient;
  /** Called once the page is the script's: drawn, or taken over from the server's HTML. */
  onReady?: () => void;
};

export function App({ router, queryClient, onReady }: AppProps) {
  // `<html data-hydrated>` once the script runs the page, every slice of it taken over
  // (`HydrateLater`): before it, a page the server drew shows but its buttons do nothing (the
  // browser suite waits for this before it acts).
  useEffect(() => {
    let current = true;
    void whenTakenOver().then(() => {
      if (!current) return;
      document.documentElement.setAttribute("data-hydrated", "");
      onReady?.();
    });
    return () => {
      current = false;
    };
  }, [onReady]);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
