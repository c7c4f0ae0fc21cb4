import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useTranslation } from "@/lib/i18n";
import { NotFoundPage } from "./not-found";

/**
 * What a page that threw shows (most often: a route module failed to download after a deploy).
 * The links are plain anchors: a full reload fetches the new build.
 */
function ErrorMessage() {
  const { t } = useTranslation();
  useDocumentTitle(t("common.errorBoundary.title"));
  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center gap-4 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-red-50 text-destructive">
        <TriangleAlert aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-2xl font-bold">{t("common.errorBoundary.title")}</h1>
      <p className="max-w-md text-muted-foreground">{t("common.errorBoundary.description")}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={() => window.location.reload()}>{t("common.actions.reload")}</Button>
        <Button asChild variant="outline">
          <a href={paths.home.href()}>{t("common.errorBoundary.home")}</a>
        </Button>
      </div>
    </Container>
  );
}

/** A page failed: the message sits inside the shell, so the navigation still works. */
export function PageErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorMessage />;
}

/** The shell itself failed: the message stands alone. */
export function RootErrorBoundary() {
  return (
    <main id="main-content">
      <ErrorMessage />
    </main>
  );
}
