/**
 * /alerts: job alerts and their controls. Two ways in:
 * - a signed-in candidate's own alerts (`GET /api/alerts`);
 * - `?token=…`, the link in every alert mail, with no sign-in: every alert of the address that
 *   alert was saved for (`GET /api/alerts/by-token/:token`), changed through the same link.
 * Anyone else is told how to get to their alerts: a guest is offered the candidate login, which
 * brings them back here.
 */
import { useRef, useState, type ReactNode } from "react";
import { Link, useSearchParams } from "@/lib/navigation";
import Bell from "lucide-react/icons/bell";
import LogIn from "lucide-react/icons/log-in";
import Search from "lucide-react/icons/search";
import UserX from "lucide-react/icons/user-x";
import { alertTokenSchema, type AlertFrequency, type JobAlert } from "@app/shared/alerts";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadErrorPanel } from "@/components/ui/load-error";
import { PageHeader } from "@/components/ui/page-header";
import { CardListSkeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toaster";
import { paths } from "@/config/paths";
import { useCurrentUser } from "@/lib/auth";
import { errorMessage } from "@/lib/errors";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useTranslation } from "@/lib/i18n";
import { useDeleteAlert, useUpdateAlert } from "../api/change-alert";
import type { AlertOwner } from "../api/keys";
import { useAlertsByToken, useMyAlerts } from "../api/list-alerts";
import { AlertCard } from "./alert-card";
import { useAlertFormat } from "./alert-format";
import { InvalidLink, isLinkError } from "./link-card";

export function MyAlertsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("alerts.page.title"));
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  return token === null ? <CandidateAlerts /> : <AlertsByToken token={token} />;
}

function Page({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Container className="grid gap-6 py-8 md:py-12">
      <PageHeader title={title} description={description} className="[&_h1]:break-words" />
      {children}
    </Container>
  );
}

function CandidateAlerts() {
  const { t } = useTranslation();
  const currentUser = useCurrentUser();
  const user = currentUser.data ?? null;
  const isCandidate = user?.role === "candidate";
  const alerts = useMyAlerts({ enabled: isCandidate });
  const title = t("alerts.page.title");

  if (currentUser.isPending) {
    return (
      <Page title={title}>
        <CardListSkeleton label={t("guard.checkingAccount")} count={2} />
      </Page>
    );
  }
  if (currentUser.isError) {
    return (
      <Page title={title}>
        <LoadErrorPanel
          title={t("guard.error.title")}
          description={t("guard.error.account")}
          onRetry={() => void currentUser.refetch()}
          retrying={currentUser.isFetching}
        />
      </Page>
    );
  }
  if (!user) {
    return (
      <Page title={title}>
        <EmptyState
          icon={LogIn}
          title={t("alerts.page.signInTitle")}
          description={t("alerts.page.signInDescription")}
          action={
            <Button asChild>
              <Link to={paths.login.href("candidate", paths.alerts.href())}>{t("alerts.page.signIn")}</Link>
            </Button>
          }
        />
      </Page>
    );
  }
  if (!isCandidate) {
    return (
      <Page title={title}>
        <EmptyState icon={UserX} title={t("alerts.page.notCandidateTitle")} description={t("alerts.page.notCandidateDescription")} />
      </Page>
    );
  }

  return (
    <Page title={title} description={user.email ? t("alerts.page.description", { email: user.email }) : t("alerts.page.descriptionNoEmail")}>
      {alerts.data ? <AlertList alerts={alerts.data.alerts} owner={{ kind: "mine" }} /> : <NotLoadedYet query={alerts} />}
    </Page>
  );
}

/** The alerts while they load, or why they did not. */
function NotLoadedYet({ query }: { query: { isError: boolean; error: unknown; isFetching: boolean; refetch: () => unknown } }) {
  const { t } = useTranslation();
  if (!query.isError) return <CardListSkeleton label={t("alerts.page.loading")} count={2} />;
  return (
    <LoadErrorPanel
      title={t("alerts.page.loadErrorTitle")}
      description={errorMessage(t, query.error)}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}

function AlertsByToken({ token }: { token: string }) {
  const { t } = useTranslation();
  const wellFormed = alertTokenSchema.safeParse(token).success;
  const alerts = useAlertsByToken(token, { enabled: wellFormed });

  if (!wellFormed || isLinkError(alerts.error)) return <InvalidLink />;
  if (!alerts.data) {
    return (
      <Page title={t("alerts.page.title")}>
        <NotLoadedYet query={alerts} />
      </Page>
    );
  }
  return (
    <Page title={t("alerts.page.tokenTitle", { email: alerts.data.email })} description={t("alerts.page.tokenDescription")}>
      <AlertList alerts={alerts.data.alerts} owner={{ kind: "token", token }} />
    </Page>
  );
}

/** The alerts, each with its controls, and the question before a delete, which cannot be undone. */
function AlertList({ alerts, owner }: { alerts: JobAlert[]; owner: AlertOwner }) {
  const { t } = useTranslation();
  const format = useAlertFormat();
  const update = useUpdateAlert(owner);
  const remove = useDeleteAlert(owner);
  const [changingId, setChangingId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<JobAlert | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const deleted = useRef(false);

  if (alerts.length === 0) {
    return (
      <EmptyState
        icon={Bell}
        title={t("alerts.page.emptyTitle")}
        description={t("alerts.page.emptyDescription")}
        action={
          <Button asChild>
            <Link to={paths.jobs.href()}>
              <Search aria-hidden="true" />
              {t("alerts.page.searchJobs")}
            </Link>
          </Button>
        }
      />
    );
  }

  async function change(alert: JobAlert, input: { paused: boolean } | { frequency: AlertFrequency }, done: { title: string; description?: string }) {
    setChangingId(alert.id);
    try {
      await update.mutateAsync({ id: alert.id, input });
      toast.success(done.title, { description: done.description });
    } catch (error) {
      toast.error(t("alerts.card.changeFailed"), { description: errorMessage(t, error) });
    } finally {
      setChangingId(null);
    }
  }

  async function confirmDelete(alert: JobAlert) {
    try {
      await remove.mutateAsync(alert.id);
      deleted.current = true;
      toast.success(t("alerts.delete.done"));
      setToDelete(null);
    } catch (error) {
      toast.error(t("alerts.delete.failed"), { description: errorMessage(t, error) });
    }
  }

  return (
    <>
      <ul ref={list} tabIndex={-1} aria-label={t("alerts.page.label")} className="grid gap-4 outline-none lg:grid-cols-2">
        {alerts.map((alert) => (
          <li key={alert.id} className="grid">
            <AlertCard
              alert={alert}
              busy={changingId === alert.id || (remove.isPending && toDelete?.id === alert.id)}
              onSetPaused={(paused) => void change(alert, { paused }, { title: t(paused ? "alerts.card.pausedToast" : "alerts.card.resumedToast") })}
              onSetFrequency={(frequency) =>
                void change(alert, { frequency }, { title: t("alerts.card.frequencyToast"), description: format.frequency(frequency) })
              }
              onDelete={() => setToDelete(alert)}
            />
          </li>
        ))}
      </ul>

      <AlertDialog open={toDelete !== null} onOpenChange={(open) => !open && !remove.isPending && setToDelete(null)}>
        <AlertDialogContent
          onCloseAutoFocus={(event) => {
            // The deleted alert's button is gone with it: focus goes to the list rather than the page's start.
            if (!deleted.current) return;
            deleted.current = false;
            event.preventDefault();
            list.current?.focus();
          }}
        >
          <AlertDialogHeader>
            <AlertDialogTitle>{t("alerts.delete.title")}</AlertDialogTitle>
            <AlertDialogDescription className="break-words">
              {toDelete ? t("alerts.delete.description", { summary: format.summary(toDelete) }) : null}
              {owner.kind === "token" && <> {t("alerts.delete.tokenNote")}</>}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={remove.isPending}>{t("alerts.delete.cancel")}</AlertDialogCancel>
            <AlertDialogAction
              disabled={remove.isPending}
              onClick={(event) => {
                // Stays open until the server has answered, so a failure is seen where it happened.
                event.preventDefault();
                if (toDelete) void confirmDelete(toDelete);
              }}
            >
              {remove.isPending ? t("alerts.delete.deleting") : t("alerts.delete.confirm")}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
