import { useEffect } from "react";
import { Link, useLocation } from "@/lib/navigation";
import Home from "lucide-react/icons/house";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useTranslation } from "@/lib/i18n";

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("not-found.title"));
  const location = useLocation();

  useEffect(() => {
    // SPEC.md §2: the bad path is logged, so broken links show up in the console.
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);

  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center gap-4 py-16 text-center">
      <p className="text-6xl font-bold text-primary" aria-hidden="true">
        {t("not-found.code")}
      </p>
      <h1 className="text-2xl font-bold sm:text-3xl">{t("not-found.title")}</h1>
      <p className="max-w-md text-muted-foreground">{t("not-found.description")}</p>
      <Button asChild size="lg">
        <Link to={paths.home.href()}>
          <Home aria-hidden="true" />
          {t("not-found.home")}
        </Link>
      </Button>
    </Container>
  );
}
