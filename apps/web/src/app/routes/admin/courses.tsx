/**
 * /admin/courses (SPEC.md §2 Manage Courses), behind the admin guard: the heading, Add New Course,
 * and the Courses and Enrollments tabs. The open tab is in the URL (`?tab=enrollments`), so a reload
 * or a link keeps it. Server events keep both tabs current; nothing polls.
 */
import { useState } from "react";
import { useSearchParams } from "@/lib/navigation";
import BookOpen from "lucide-react/icons/book-open";
import ClipboardList from "lucide-react/icons/clipboard-list";
import Plus from "lucide-react/icons/plus";
import type { Course } from "@app/shared/courses";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { AdminCourseList } from "@/features/courses/components/admin-course-list";
import { AdminEnrollmentList } from "@/features/courses/components/admin-enrollment-list";
import { CourseFormDialog } from "@/features/courses/components/course-form-dialog";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useTranslation } from "@/lib/i18n";

const tabs = ["courses", "enrollments"] as const;
type Tab = (typeof tabs)[number];

function isTab(value: string | null): value is Tab {
  return (tabs as readonly (string | null)[]).includes(value);
}

export function AdminCoursesRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t("pages.admin.courses.title"));
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get("tab");
  const tab: Tab = isTab(requested) ? requested : "courses";
  const [dialogOpen, setDialogOpen] = useState(false);
  const [editing, setEditing] = useState<Course | null>(null);

  function openForm(course: Course | null) {
    setEditing(course);
    setDialogOpen(true);
  }

  return (
    <div className="grid gap-6">
      <PageHeader
        title={t("pages.admin.courses.title")}
        description={t("pages.admin.courses.description")}
        actions={
          <Button className="w-full sm:w-auto" onClick={() => openForm(null)}>
            <Plus aria-hidden="true" />
            {t("courses.admin.add")}
          </Button>
        }
      />
      <Tabs
        value={tab}
        onValueChange={(value) => isTab(value) && setSearchParams(value === "courses" ? {} : { tab: value })}
        activationMode="manual"
      >
        <TabsList aria-label={t("courses.admin.tabs.label")} className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto">
          <TabsTrigger value="courses">
            <BookOpen aria-hidden="true" className="size-4" />
            {t("courses.admin.tabs.courses")}
          </TabsTrigger>
          <TabsTrigger value="enrollments">
            <ClipboardList aria-hidden="true" className="size-4" />
            {t("courses.admin.tabs.enrollments")}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="courses" className="mt-6">
          <AdminCourseList onEdit={openForm} />
        </TabsContent>
        <TabsContent value="enrollments" className="mt-6">
          <AdminEnrollmentList />
        </TabsContent>
      </Tabs>
      <CourseFormDialog open={dialogOpen} onOpenChange={setDialogOpen} course={editing} />
    </div>
  );
}
