import { Outlet, ScrollRestoration } from "react-router";
import { HydrateLater } from "@/components/hydrate-later";
import { Island } from "@/components/island";
import { useTranslation } from "@/lib/i18n";
import { Footer } from "./footer";
import { LaunchNotice } from "./launch-notice";
import { Navbar } from "./navbar";
import { NavigationProgress } from "./navigation-progress";

/** The public shell of SPEC.md §2: launch notice, navigation, the page, footer. */
export function RootLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-primary text-primary-foreground shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:px-4 focus:py-2"
      >
        {t("shell.skipToContent")}
      </a>
      <NavigationProgress />
      {/* Islands (ADR 071): a guest's server-drawn page can take over these parts alone. */}
      <Island name="launch-notice" component={LaunchNotice} props={{}} />
      {/* A page the server drew is taken over in slices (HydrateLater): the navigation, the page,
          the footer, each a task of its own on a slow phone. */}
      <HydrateLater>
        <Island name="navbar" component={Navbar} props={{}} />
      </HydrateLater>
      {/* At least a screen tall: the footer starts below the fold, so a page that fills in after
          its data arrives does not push a visible footer down (it was most of the layout shift). */}
      <HydrateLater>
        <main id="main-content" tabIndex={-1} className="min-h-dvh flex-1 outline-none">
          <Outlet />
        </main>
      </HydrateLater>
      <HydrateLater>
        <Footer />
      </HydrateLater>
      <ScrollRestoration />
    </div>
  );
}
