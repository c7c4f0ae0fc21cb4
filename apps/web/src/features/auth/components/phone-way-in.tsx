import { Link } from "@/lib/navigation";
import Smartphone from "lucide-react/icons/smartphone";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n";

/** Under an e-mail form: "or", and the way to the same thing with a mobile number and a code by SMS. */
export function PhoneWayIn({ href, label }: { href: string; label: string }) {
  const { t } = useTranslation();
  return (
    <div className="mt-4 grid gap-4">
      <p className="flex items-center gap-3 text-xs text-muted-foreground uppercase before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">
        {t("auth.phone.or")}
      </p>
      <Button asChild variant="outline" className="w-full">
        <Link to={href}>
          <Smartphone aria-hidden="true" className="size-4" />
          {label}
        </Link>
      </Button>
    </div>
  );
}
