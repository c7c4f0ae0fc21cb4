import { Link } from "@/lib/navigation";
import BriefcaseBusiness from "lucide-react/icons/briefcase-business";
import { paths } from "@/config/paths";
import { useSite } from "@/lib/site";
import { useTranslation } from "@/lib/i18n";

/** The site's configured name, or a neutral one until it has loaded. */
export function useSiteName() {
  const { t } = useTranslation();
  const site = useSite();
  return site.data?.name ?? t("shell.brandFallback");
}

export function Brand({ onNavigate }: { onNavigate?: () => void }) {
  const name = useSiteName();
  return (
    <Link
      to={paths.home.href()}
      onClick={onNavigate}
      className="flex min-w-0 items-center gap-2 rounded-md font-bold text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <BriefcaseBusiness aria-hidden="true" className="size-5" />
      </span>
      <span className="truncate text-base sm:text-lg">{name}</span>
    </Link>
  );
}
