import { useNavigate } from "@/lib/navigation";
import { toast } from "@/components/ui/toaster";
import { useSignOut } from "@/lib/auth";
import { errorMessage } from "@/lib/errors";
import { paths } from "@/config/paths";
import { useTranslation } from "@/lib/i18n";

/**
 * Logs out, goes home and says so. It awaits the mutation instead of using mutate() callbacks:
 * the menu that started it unmounts as soon as the user is cleared, and those callbacks would be lost.
 */
export function useLogout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();

  async function logout() {
    try {
      await signOut.mutateAsync();
      await navigate(paths.home.href());
      toast.success(t("shell.logout.successTitle"), { description: t("shell.logout.successDescription") });
    } catch (error) {
      toast.error(t("shell.logout.failedTitle"), { description: errorMessage(t, error) });
    }
  }

  return { logout, isPending: signOut.isPending };
}
