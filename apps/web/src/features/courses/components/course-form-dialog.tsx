/**
 * The admin's add/edit course dialog (SPEC.md §2 Manage Courses, §4 Course save, §5 Course save).
 * The shared schema checks the fields here and again on the server. Missing title, description or
 * duration also raise 'Missing Information', as SPEC.md §5 asks, besides the messages at the fields.
 */
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import Save from "lucide-react/icons/save";
import {
  courseCategories,
  courseDefaults,
  courseInputSchema,
  courseLevels,
  coursePriceMax,
  type Course,
  type CourseInput,
  type CourseValues,
} from "@app/shared/courses";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toaster";
import { ApiError } from "@/lib/api-error";
import { errorMessage } from "@/lib/errors";
import { useTranslation } from "@/lib/i18n";
import { useSaveCourse } from "../api/save-course";

type FieldName = keyof CourseInput;
const fieldNames: readonly FieldName[] = ["title", "description", "price", "duration", "level", "category", "instructor"];
const requiredFields = ["title", "description", "duration"] as const satisfies readonly FieldName[];

function isFieldName(name: string): name is FieldName {
  return (fieldNames as readonly string[]).includes(name);
}

function valuesOf(course: Course | null): CourseInput {
  if (!course) {
    return {
      title: "",
      description: "",
      price: courseDefaults.price,
      duration: "",
      level: courseDefaults.level,
      category: courseDefaults.category,
      instructor: "",
    };
  }
  const { title, description, price, duration, level, category, instructor } = course;
  return { title, description, price, duration, level, category, instructor };
}

type CourseFormProps = {
  course: Course | null;
  onSaved: () => void;
  onCancel: () => void;
};

function CourseForm({ course, onSaved, onCancel }: CourseFormProps) {
  const { t } = useTranslation();
  const saveCourse = useSaveCourse();
  const form = useForm<CourseInput, unknown, CourseValues>({
    resolver: zodResolver(courseInputSchema),
    defaultValues: valuesOf(course),
  });
  const { errors } = form.formState;
  const label = (name: FieldName) => t(`courses.admin.form.fields.${name}`);

  const submit = form.handleSubmit(
    async (values) => {
      try {
        await saveCourse.mutateAsync({ id: course?.id, input: values });
        if (course) {
          toast.success(t("courses.admin.form.updatedTitle"), { description: t("courses.admin.form.updatedDescription") });
        } else {
          toast.success(t("courses.admin.form.addedTitle"), { description: t("courses.admin.form.addedDescription") });
        }
        onSaved();
      } catch (error) {
        // The server checks with the same schema; its field messages are the same i18n keys.
        if (error instanceof ApiError) {
          for (const [name, messages] of Object.entries(error.fields)) {
            if (isFieldName(name) && messages[0]) form.setError(name, { message: messages[0] });
          }
        }
        toast.error(t("courses.admin.form.failedTitle"), { description: errorMessage(t, error) });
      }
    },
    (invalid) => {
      if (requiredFields.some((name) => invalid[name])) {
        toast.error(t("courses.admin.form.missingTitle"), { description: t("courses.admin.form.missingDescription") });
      }
    },
  );

  return (
    <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
      <FormField label={label("title")} error={errors.title?.message}>
        <Input {...form.register("title")} />
      </FormField>
      <FormField label={label("description")} error={errors.description?.message}>
        <Textarea rows={3} {...form.register("description")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={label("price")} error={errors.price?.message}>
          <Input type="number" inputMode="numeric" min={0} max={coursePriceMax} step={1} {...form.register("price")} />
        </FormField>
        <FormField label={label("duration")} error={errors.duration?.message}>
          <Input placeholder={t("courses.admin.form.durationPlaceholder")} {...form.register("duration")} />
        </FormField>
        {/* Controlled selects: react-hook-form reads a registered <select> where the DOM lacks
            `select.size` (happy-dom, the unit tests' DOM) as already edited and skips the default. */}
        <Controller
          control={form.control}
          name="level"
          render={({ field }) => (
            <FormField label={label("level")} error={errors.level?.message}>
              <NativeSelect {...field}>
                {courseLevels.map((level) => (
                  <option key={level} value={level}>
                    {t(`courses.levels.${level}`)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          )}
        />
        <Controller
          control={form.control}
          name="category"
          render={({ field }) => (
            <FormField label={label("category")} error={errors.category?.message}>
              <NativeSelect {...field}>
                {courseCategories.map((category) => (
                  <option key={category} value={category}>
                    {t(`courses.categories.${category}`)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          )}
        />
      </div>
      <FormField label={label("instructor")} error={errors.instructor?.message}>
        <Input placeholder={courseDefaults.instructor} {...form.register("instructor")} />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={saveCourse.isPending}>
          {t("courses.admin.form.cancel")}
        </Button>
        <Button type="submit" disabled={saveCourse.isPending}>
          {saveCourse.isPending ? (
            <Spinner label={t("courses.admin.form.saving")} showLabel className="text-current" />
          ) : (
            <>
              <Save aria-hidden="true" />
              {t("courses.admin.form.save")}
            </>
          )}
        </Button>
      </div>
    </form>
  );
}

type CourseFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The course to edit, or null to add a new one. */
  course: Course | null;
};

export function CourseFormDialog({ open, onOpenChange, course }: CourseFormDialogProps) {
  const { t } = useTranslation();
  const mode = course ? "edit" : "add";
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-[525px]">
        <DialogHeader>
          <DialogTitle>{t(`courses.admin.form.${mode}Title`)}</DialogTitle>
          <DialogDescription>{t(`courses.admin.form.${mode}Description`)}</DialogDescription>
        </DialogHeader>
        {/* Keyed by course, so opening another course (or a new one) starts from its own values. */}
        <CourseForm key={course?.id ?? "new"} course={course} onSaved={() => onOpenChange(false)} onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
