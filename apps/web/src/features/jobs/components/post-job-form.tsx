/**
 * The post-job form (SPEC.md §2 Employer dashboard, §5 Jobs) in its dialog. The shared schema checks
 * the fields here and again on the server. While the employer types, the description, requirements
 * and responsibilities are checked for a phone number or a request for money, the same check that
 * holds a job for the admin's review. The same form edits a job (`job`), filled in with its
 * details. After posting, the donation prompt follows (SPEC.md §2).
 */
import { useEffect, useRef, useState } from "react";
import { useForm, useWatch, type Control } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import Info from "lucide-react/icons/info";
import Send from "lucide-react/icons/send";
import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import type { z } from "zod";
import { delays } from "@app/shared/constants";
import { detectJobFlags } from "@app/shared/job-flags";
import { createJobSchema, jobTypes, type CreateJobInput, type Job } from "@app/shared/jobs";
import { DonationDialog } from "@/components/donation-dialog";
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
import { useCurrentUser } from "@/lib/auth";
import { useTranslation } from "@/lib/i18n";
import { useCreateJob } from "../api/create-job";
import { useUpdateJob } from "../api/update-job";

type CreateJobOutput = z.output<typeof createJobSchema>;
type FieldName = keyof CreateJobInput;
/** The texts the server checks for phone numbers and requests for money, warned under as they are typed. */
type CheckedTextField = "titleKn" | "location" | "description" | "descriptionKn" | "requirements" | "responsibilities";

const fieldNames: readonly FieldName[] = [
  "title",
  "titleKn",
  "company",
  "location",
  "salary",
  "type",
  "description",
  "descriptionKn",
  "requirements",
  "responsibilities",
];

function isFieldName(name: string): name is FieldName {
  return (fieldNames as readonly string[]).includes(name);
}

/** The live warnings under a free-text field: a phone number, a request for money. */
function TextWarnings({ control, name }: { control: Control<CreateJobInput, unknown, CreateJobOutput>; name: CheckedTextField }) {
  const { t } = useTranslation();
  const text = useWatch({ control, name });
  const flags = detectJobFlags(text ?? "");
  return (
    <div aria-live="polite" className="grid gap-2 empty:hidden">
      {flags.map((flag) => (
        <p
          key={flag}
          className="flex items-start gap-2 rounded-lg border border-highlight/60 bg-highlight-soft px-3 py-2 text-sm text-highlight-foreground"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t(`employer.postJob.warnings.${flag}`)}
        </p>
      ))}
    </div>
  );
}

type PostJobFormProps = {
  /** The job to edit; without it the form posts a new one. */
  job?: Job;
  onPosted: () => void;
  onCancel: () => void;
};

/** The salary as the employer types it, from the job's amounts ('15000 - 25000', '18000'). */
function salaryInput(job: Job): string {
  if (job.salaryMin === null && job.salaryMax === null) return "";
  if (job.salaryMin === null || job.salaryMax === null || job.salaryMin === job.salaryMax) return String(job.salaryMin ?? job.salaryMax);
  return `${job.salaryMin} - ${job.salaryMax}`;
}

function initialValues(job: Job | undefined, company: string): CreateJobInput {
  if (!job) return { title: "", titleKn: "", company, location: "", salary: "", type: "Full-time", description: "", descriptionKn: "", requirements: "", responsibilities: "" };
  return {
    title: job.title,
    titleKn: job.titleKn ?? "",
    company: job.company,
    location: job.location,
    salary: salaryInput(job),
    type: job.type,
    description: job.description,
    descriptionKn: job.descriptionKn ?? "",
    requirements: job.requirements ?? "",
    responsibilities: job.responsibilities ?? "",
  };
}

export function PostJobForm({ job: editing, onPosted, onCancel }: PostJobFormProps) {
  const { t } = useTranslation();
  const company = useCurrentUser().data?.company ?? "";
  const createJob = useCreateJob();
  const updateJob = useUpdateJob();
  const pending = createJob.isPending || updateJob.isPending;
  const form = useForm<CreateJobInput, unknown, CreateJobOutput>({
    resolver: zodResolver(createJobSchema),
    defaultValues: initialValues(editing, company),
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    try {
      const { job } = editing ? await updateJob.mutateAsync({ id: editing.id, input }) : await createJob.mutateAsync(input);
      const held = job.status === "pending_review" && editing?.status !== "pending_review";
      if (held) {
        const why = job.flags.length > 0 ? "heldDescription" : "resubmittedDescription";
        toast.success(t("employer.postJob.heldTitle"), { description: t(`employer.postJob.${why}`, { title: job.title }) });
      } else if (editing) {
        toast.success(t("employer.postJob.savedTitle"), { description: t("employer.postJob.savedDescription", { title: job.title }) });
      } else {
        toast.success(t("employer.postJob.successTitle"), {
          description: t("employer.postJob.successDescription", { title: job.title }),
        });
      }
      onPosted();
    } catch (error) {
      // The server checks with the same schema; its field messages are the same i18n keys.
      if (error instanceof ApiError) {
        for (const [name, messages] of Object.entries(error.fields)) {
          if (isFieldName(name) && messages[0]) form.setError(name, { message: messages[0] });
        }
      }
      const description = editing && error instanceof ApiError && error.code === "job_not_editable" ? errorMessage(t, error) : t(editing ? "employer.postJob.saveErrorDescription" : "employer.postJob.errorDescription");
      toast.error(t("employer.postJob.errorTitle"), { description });
    }
  });

  return (
    <form noValidate className="grid gap-5" onSubmit={(event) => void submit(event)}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t("employer.postJob.fields.title")} error={errors.title?.message}>
          <Input placeholder={t("employer.postJob.placeholders.title")} {...form.register("title")} />
        </FormField>
        <FormField label={t("employer.postJob.fields.company")} error={errors.company?.message}>
          <Input
            autoComplete="organization"
            placeholder={t("employer.postJob.placeholders.company")}
            {...form.register("company")}
          />
        </FormField>
        <div className="grid content-start gap-2">
          <FormField label={t("employer.postJob.fields.location")} error={errors.location?.message}>
            <Input placeholder={t("employer.postJob.placeholders.location")} {...form.register("location")} />
          </FormField>
          <TextWarnings control={form.control} name="location" />
        </div>
        <FormField label={t("employer.postJob.fields.type")} error={errors.type?.message}>
          <NativeSelect {...form.register("type")}>
            {jobTypes.map((type) => (
              <option key={type} value={type}>
                {t(`jobs.types.${type}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <FormField
        label={t("employer.postJob.fields.salary")}
        error={errors.salary?.message}
        description={t("employer.postJob.salaryHint")}
      >
        <Input inputMode="numeric" placeholder={t("employer.postJob.placeholders.salary")} {...form.register("salary")} />
      </FormField>

      <div className="grid gap-2">
        <FormField
          label={t("employer.postJob.fields.description")}
          error={errors.description?.message}
          description={
            <span className="flex items-start gap-1.5">
              <Info aria-hidden="true" className="mt-px size-3.5 shrink-0" />
              {t("employer.postJob.phoneNote")}
            </span>
          }
        >
          <Textarea rows={6} placeholder={t("employer.postJob.placeholders.description")} {...form.register("description")} />
        </FormField>
        <TextWarnings control={form.control} name="description" />
      </div>
      <fieldset className="grid gap-4 rounded-lg border border-border p-4">
        <legend className="px-1 text-sm font-semibold">{t("employer.postJob.kannada.legend")}</legend>
        <p className="-mt-1 text-sm text-muted-foreground">{t("employer.postJob.kannada.hint")}</p>
        <div className="grid gap-2">
          <FormField label={t("employer.postJob.fields.titleKn")} error={errors.titleKn?.message}>
            <Input lang="kn" placeholder={t("employer.postJob.placeholders.titleKn")} {...form.register("titleKn")} />
          </FormField>
          <TextWarnings control={form.control} name="titleKn" />
        </div>
        <div className="grid gap-2">
          <FormField label={t("employer.postJob.fields.descriptionKn")} error={errors.descriptionKn?.message}>
            <Textarea lang="kn" rows={5} placeholder={t("employer.postJob.placeholders.descriptionKn")} {...form.register("descriptionKn")} />
          </FormField>
          <TextWarnings control={form.control} name="descriptionKn" />
        </div>
      </fieldset>
      <div className="grid gap-2">
        <FormField label={t("employer.postJob.fields.requirements")} error={errors.requirements?.message}>
          <Textarea rows={3} placeholder={t("employer.postJob.placeholders.requirements")} {...form.register("requirements")} />
        </FormField>
        <TextWarnings control={form.control} name="requirements" />
      </div>
      <div className="grid gap-2">
        <FormField label={t("employer.postJob.fields.responsibilities")} error={errors.responsibilities?.message}>
          <Textarea
            rows={3}
            placeholder={t("employer.postJob.placeholders.responsibilities")}
            {...form.register("responsibilities")}
          />
        </FormField>
        <TextWarnings control={form.control} name="responsibilities" />
      </div>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          {t("employer.postJob.cancel")}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? (
            <Spinner label={t(editing ? "employer.postJob.saving" : "employer.postJob.submitting")} showLabel className="text-current" />
          ) : (
            <>
              <Send aria-hidden="true" />
              {t(editing ? "employer.postJob.save" : "employer.postJob.submit")}
            </>
          )}
        </Button>
      </div>
    </form>
  );
}

type PostJobDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const dialogClassName =
  "max-sm:top-0 max-sm:left-0 max-sm:h-dvh max-sm:max-h-dvh max-sm:w-full max-sm:max-w-none max-sm:translate-x-0 max-sm:translate-y-0 max-sm:rounded-none max-sm:border-0 sm:max-w-2xl";

/**
 * The form in a dialog (the whole screen on phones), and the donation prompt that follows a posted
 * job after the same short pause as after applying (SPEC.md §9).
 */
export function PostJobDialog({ open, onOpenChange }: PostJobDialogProps) {
  const { t } = useTranslation();
  const [donationOpen, setDonationOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function posted() {
    onOpenChange(false);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setDonationOpen(true), delays.thankYouDialog);
  }

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent className={dialogClassName}>
          <DialogHeader>
            <DialogTitle>{t("employer.postJob.title")}</DialogTitle>
            <DialogDescription>{t("employer.postJob.description")}</DialogDescription>
          </DialogHeader>
          <PostJobForm onPosted={posted} onCancel={() => onOpenChange(false)} />
        </DialogContent>
      </Dialog>
      <DonationDialog open={donationOpen} onOpenChange={setDonationOpen} context="jobPosted" />
    </>
  );
}

/** The form filled in with `job`, in the same dialog; closed (`job` null) when nothing is edited. */
export function EditJobDialog({ job, onClose }: { job: Job | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={job !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className={dialogClassName}>
        <DialogHeader>
          <DialogTitle>{t("employer.postJob.editTitle")}</DialogTitle>
          <DialogDescription>{t("employer.postJob.editDescription")}</DialogDescription>
        </DialogHeader>
        {job && <PostJobForm key={job.id} job={job} onPosted={onClose} onCancel={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
