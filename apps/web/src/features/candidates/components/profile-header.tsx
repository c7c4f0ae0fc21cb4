import Mail from "lucide-react/icons/mail";
import Smartphone from "lucide-react/icons/smartphone";
import { useCurrentUser } from "@/lib/auth";
import { useTranslation } from "@/lib/i18n";

/** The initials shown in the avatar circle: "Asha Rao" → "AR". */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? "") : "";
  return `${first}${last}`.toLocaleUpperCase();
}

/** The page's heading with whose profile it is; the name follows a save at once (it is the session's user). */
export function ProfileHeader() {
  const { t } = useTranslation();
  const user = useCurrentUser().data;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      {user && (
        <span
          aria-hidden="true"
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-semibold text-primary-foreground"
        >
          {initialsOf(user.name)}
        </span>
      )}
      <div className="grid min-w-0 gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">{t("candidates.page.title")}</h1>
        {user && (
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground">
            <span className="font-medium break-words text-foreground">{user.name}</span>
            {/* An account made with a phone has no address: its number stands in its place. */}
            {user.email ? (
              <span className="flex min-w-0 items-center gap-1.5 text-sm">
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                <span className="break-all">{user.email}</span>
              </span>
            ) : user.phoneNumber ? (
              <span className="flex min-w-0 items-center gap-1.5 text-sm">
                <Smartphone aria-hidden="true" className="size-4 shrink-0" />
                <span className="break-all">{user.phoneNumber}</span>
              </span>
            ) : null}
          </p>
        )}
      </div>
    </div>
  );
}
