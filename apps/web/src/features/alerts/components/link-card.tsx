/**
 * The pages an alert mail's links open (confirm, stop, manage): a centred card with one heading,
 * and the state every one of them shows for a link that no longer works.
 */
import { useEffect, useRef, type ReactNode } from "react";
import { Link } from "@/lib/navigation";
import type { LucideIcon } from "lucide-react";
import Link2Off from "lucide-react/icons/link-2-off";
import Search from "lucide-react/icons/search";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-error";
import { cn } from "@/lib/utils";
import { useTranslation } from "@/lib/i18n";

type LinkCardProps = {
  icon: LucideIcon;
  title: string;
  tone?: "primary" | "destructive";
  /**
   * A card that replaces the one whose button was pressed (the answer): focus moves to its heading,
   * so a keyboard or screen-reader user is not left on a button that is gone.
   */
  focusTitle?: boolean;
  children: ReactNode;
};

export function LinkCard({ icon: Icon, title, tone = "primary", focusTitle = false, children }: LinkCardProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) heading.current?.focus();
  }, [focusTitle]);
  return (
    <div className="flex w-full justify-center px-4 py-8 sm:py-14">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <span
            className={cn(
              "mx-auto mb-2 flex size-12 items-center justify-center rounded-full",
              tone === "destructive" ? "bg-red-50 text-destructive" : "bg-primary-soft text-primary",
            )}
          >
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <h1 ref={heading} tabIndex={-1} className="text-2xl leading-snug font-semibold break-words outline-none">
            {title}
          </h1>
        </CardHeader>
        <CardContent className="grid gap-4 text-center">{children}</CardContent>
      </Card>
    </div>
  );
}

/** The server's answer for a link it does not know (deleted alert, mangled token), as opposed to a failure worth retrying. */
export function isLinkError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 400 || error.status === 404 || error.status === 410);
}

/** "This link is not valid any more", and the way on: the job search, where a new alert is made. */
export function InvalidLink({ focusTitle = false }: { focusTitle?: boolean }) {
  const { t } = useTranslation();
  return (
    <LinkCard icon={Link2Off} tone="destructive" title={t("alerts.link.invalidTitle")} focusTitle={focusTitle}>
      <p className="text-muted-foreground">{t("alerts.link.invalidDescription")}</p>
      <Button asChild>
        <Link to={paths.jobs.href()}>
          <Search aria-hidden="true" />
          {t("alerts.page.searchJobs")}
        </Link>
      </Button>
    </LinkCard>
  );
}
