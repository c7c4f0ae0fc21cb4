/**
 * /courses/:id: the course with its details and, beside it (below on phones), the enrolment. The
 * server sends this page with the course's title, description and `Course` JSON-LD already in the
 * HTML for link previews; here the page shows the course, 'Course Not Found', or the load error.
 */
import { useEffect, useRef } from "react";
import { Link, useLocation } from "@/lib/navigation";
import ArrowLeft from "lucide-react/icons/arrow-left";
import BarChart3 from "lucide-react/icons/chart-column";
import BookX from "lucide-react/icons/book-x";
import Clock from "lucide-react/icons/clock";
import GraduationCap from "lucide-react/icons/graduation-cap";
import IndianRupee from "lucide-react/icons/indian-rupee";
import UserRound from "lucide-react/icons/user-round";
import UsersRound from "lucide-react/icons/users-round";
import type { Course } from "@app/shared/courses";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadErrorPanel } from "@/components/ui/load-error";
import { PageSpinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-error";
import { useCurrentUser } from "@/lib/auth";
import { formatNumber, formatRupees } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useCourse } from "../api/get-course";
import { enrollFormHash } from "../hooks/use-enroll-action";
import { CourseEnrollment } from "./course-enrollment";

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.courses.href()}
      className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t("courses.detail.back")}
    </Link>
  );
}

function CourseFacts({ course }: { course: Course }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const facts = [
    { icon: Clock, label: t("courses.card.duration"), value: course.duration },
    { icon: BarChart3, label: t("courses.card.level"), value: t(`courses.levels.${course.level}`) },
    { icon: UserRound, label: t("courses.card.instructor"), value: course.instructor },
    {
      icon: UsersRound,
      label: t("courses.card.enrolledLabel"),
      value: t("courses.card.enrolled", { count: course.enrolled, formatted: formatNumber(course.enrolled, language) }),
    },
    { icon: IndianRupee, label: t("courses.card.fee"), value: formatRupees(course.price, language) },
  ];
  return (
    <dl className="grid gap-3 rounded-xl border border-border bg-card p-5 sm:grid-cols-2">
      {facts.map(({ icon: Icon, label, value }) => (
        // A term and its value straight inside the item (a list of terms allows nothing between),
        // the icon drawn beside them from inside the term.
        <div key={label} className="relative grid min-w-0 pl-8">
          <dt className="text-xs text-muted-foreground">
            <Icon aria-hidden="true" className="absolute top-0.5 left-0 size-5 text-primary" />
            {label}
          </dt>
          <dd className="font-medium break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function CourseDetailPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const course = useCourse(id);
  const currentUser = useCurrentUser();
  const enrollRef = useRef<HTMLElement>(null);
  const notFound = course.error instanceof ApiError && course.error.status === 404;
  const data = notFound ? undefined : course.data;
  const ready = Boolean(data) && !currentUser.isPending;
  // The server already sends course pages with the course in <title>; this covers arriving from inside the app.
  useDocumentTitle(data ? data.course.title : notFound ? t("courses.detail.notFound.title") : null);

  // Enroll Now in the catalogue links here with #enroll: bring the form into view once it is there.
  useEffect(() => {
    if (ready && location.hash === enrollFormHash) enrollRef.current?.scrollIntoView?.({ block: "start" });
  }, [ready, location.hash]);

  if (notFound) {
    return (
      <Container className="py-8 md:py-12">
        <EmptyState
          icon={BookX}
          title={t("courses.detail.notFound.title")}
          description={t("courses.detail.notFound.description")}
          action={
            <Button asChild>
              <Link to={paths.courses.href()}>{t("courses.detail.notFound.browse")}</Link>
            </Button>
          }
        />
      </Container>
    );
  }
  if (!data || currentUser.isPending) {
    if (course.isError) {
      return (
        <Container className="grid gap-6 py-8 md:py-12">
          <BackLink />
          <LoadErrorPanel
            title={t("courses.detail.loadError.title")}
            description={t("courses.detail.loadError.description")}
            onRetry={() => void course.refetch()}
            retrying={course.isFetching}
          />
        </Container>
      );
    }
    return <PageSpinner label={t("courses.detail.loading")} />;
  }

  const { course: shown, enrollment } = data;
  return (
    // The course's region: a guest's page drawn as islands follows changes to it from the server's HTML (islands/course-page.tsx).
    <Container data-region="course" className="grid gap-6 py-8 md:py-12">
      <BackLink />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <article className="grid gap-5">
          <div className="flex flex-wrap gap-2">
            <Badge variant="secondary">
              <GraduationCap aria-hidden="true" />
              {t(`courses.categories.${shown.category}`)}
            </Badge>
            <Badge variant="outline">
              <Clock aria-hidden="true" />
              {shown.duration}
            </Badge>
          </div>
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{shown.title}</h1>
          <section className="grid gap-2" aria-labelledby="course-about">
            <h2 id="course-about" className="text-lg font-semibold">
              {t("courses.detail.about")}
            </h2>
            <p className="whitespace-pre-line text-muted-foreground">{shown.description}</p>
          </section>
          <CourseFacts course={shown} />
        </article>
        <aside
          id={enrollFormHash.slice(1)}
          ref={enrollRef}
          aria-label={t("courses.detail.enrollment")}
          className="scroll-mt-24 rounded-xl border border-border bg-card p-5 shadow-sm lg:sticky lg:top-24"
        >
          <CourseEnrollment course={shown} enrollment={enrollment} user={currentUser.data ?? null} />
        </aside>
      </div>
    </Container>
  );
}
