/**
 * The My Profile form (SPEC.md §2 Candidate profile, §5 Profile update): name, phone, professional
 * summary, skills, years of work, languages spoken, education level, driving licences, education and
 * experience, checked by the shared updateProfileSchema and saved
 * together with one PATCH. The form starts from the loaded profile and is reset to what the server
 * saved, so a background refetch never overwrites what the candidate is typing.
 * A resume chosen on the resume card and not yet uploaded is uploaded first: Save says the profile
 * is saved only when that file is saved too, and otherwise that it is not. Leaving the page with
 * unsaved changes (a chosen file among them) asks first.
 */
import { useId, type ReactNode } from "react";
import { Controller, useFieldArray, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import Save from "lucide-react/icons/save";
import { jobTypes, type JobType } from "@app/shared/constants";
import {
  drivingLicences,
  educationLevels,
  profileLimits,
  spokenLanguages,
  updateProfileSchema,
  type CandidateProfile,
  type UpdateProfile,
  type UpdateProfileInput,
} from "@app/shared/candidates";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toaster";
import { UnsavedChangesGuard } from "@/components/unsaved-changes-guard";
import { ApiError } from "@/lib/api-error";
import { errorMessage } from "@/lib/errors";
import { useTranslation } from "@/lib/i18n";
import { useUpdateProfile } from "../api/update-profile";
import { useUploadResume } from "../api/upload-resume";
import { resumeRefusal } from "../resume-messages";
import { EntryListEditor, educationKind, experienceKind } from "./entry-list-editor";
import { SkillsInput } from "./skills-input";

type ProfileFormValues = Required<UpdateProfileInput>;

const formFields = [
  "name",
  "phone",
  "bio",
  "skills",
  "education",
  "experience",
  "wantedJobTypes",
  "wantedPlaces",
  "experienceYears",
  "spokenLanguages",
  "educationLevel",
  "drivingLicences",
] as const;
type FormFieldName = (typeof formFields)[number];

function isFormField(name: string): name is FormFieldName {
  return (formFields as readonly string[]).includes(name);
}

function toFormValues(profile: CandidateProfile): ProfileFormValues {
  return {
    name: profile.name,
    phone: profile.phone ?? "",
    bio: profile.bio,
    skills: profile.skills,
    education: profile.education,
    experience: profile.experience,
    wantedJobTypes: profile.wantedJobTypes,
    wantedPlaces: profile.wantedPlaces,
    experienceYears: profile.experienceYears,
    spokenLanguages: profile.spokenLanguages,
    educationLevel: profile.educationLevel,
    drivingLicences: profile.drivingLicences,
  };
}

/** The first message of each entry's errors, for an entry the server refused. */
function entryMessages(errors: unknown): (string | undefined)[] {
  if (!Array.isArray(errors)) return [];
  return errors.map((entry: unknown) => {
    for (const error of Object.values(entry ?? {})) {
      const message: unknown = error && typeof error === "object" && "message" in error ? error.message : undefined;
      if (typeof message === "string") return message;
    }
    return undefined;
  });
}

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={titleId} className="grid gap-5">
        <div className="grid gap-1">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          {description && <p className="text-sm text-muted-foreground">{description}</p>}
        </div>
        {children}
      </section>
    </Card>
  );
}

/** The job types the candidate wants, as checkboxes in a group; kept in the order of `jobTypes`. */
function WantedJobTypes({ value, onChange, error }: { value: JobType[]; onChange: (types: JobType[]) => void; error?: string }) {
  const { t } = useTranslation();
  const legendId = useId();
  const errorId = useId();
  const toggle = (type: JobType, checked: boolean) => onChange(jobTypes.filter((each) => (each === type ? checked : value.includes(each))));
  return (
    <fieldset aria-labelledby={legendId} aria-describedby={error ? errorId : undefined} className="grid gap-3">
      <legend id={legendId} className="text-sm font-medium">
        {t("candidates.wanted.types")}
      </legend>
      <div className="flex flex-wrap gap-2">
        {jobTypes.map((type) => (
          <label
            key={type}
            className="flex min-h-10 cursor-pointer items-center gap-2 rounded-full border border-border px-3 py-1.5 text-sm font-medium has-[:checked]:border-primary/40 has-[:checked]:bg-primary-soft has-[:checked]:text-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={value.includes(type)}
              onChange={(event) => toggle(type, event.target.checked)}
            />
            {t(`jobs.types.${type}`)}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {t(error)}
        </p>
      )}
    </fieldset>
  );
}

/** Choices ticked as chips (the languages spoken, the driving licences held), kept in the order of `options`. */
function ChoiceChips<Choice extends string>(props: {
  legend: string;
  options: readonly Choice[];
  label: (choice: Choice) => string;
  value: Choice[];
  onChange: (chosen: Choice[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const legendId = useId();
  const { options, value, onChange } = props;
  const toggle = (choice: Choice, checked: boolean) => onChange(options.filter((each) => (each === choice ? checked : value.includes(each))));
  return (
    <fieldset aria-labelledby={legendId} className="grid gap-3 sm:col-span-2">
      <legend id={legendId} className="text-sm font-medium">
        {props.legend}
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((choice) => (
          <label
            key={choice}
            className="flex min-h-10 cursor-pointer items-center gap-2 rounded-full border border-border px-3 py-1.5 text-sm font-medium has-[:checked]:border-primary/40 has-[:checked]:bg-primary-soft has-[:checked]:text-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={value.includes(choice)}
              onChange={(event) => toggle(choice, event.target.checked)}
            />
            {props.label(choice)}
          </label>
        ))}
      </div>
      {props.error && <p className="text-sm font-medium text-destructive">{t(props.error)}</p>}
    </fieldset>
  );
}

type ProfileFormProps = {
  profile: CandidateProfile;
  /** A resume file chosen on the resume card and not uploaded yet. */
  chosenResume: File | null;
  /** The chosen file was uploaded, or refused: either way it is no longer waiting (a newer choice may be). */
  onChosenResumeSettled: (file: File) => void;
};

export function ProfileForm({ profile, chosenResume, onChosenResumeSettled }: ProfileFormProps) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const uploadResume = useUploadResume();
  const form = useForm<UpdateProfileInput, unknown, UpdateProfile>({
    resolver: zodResolver(updateProfileSchema),
    defaultValues: toFormValues(profile),
  });
  const education = useFieldArray({ control: form.control, name: "education" });
  const experience = useFieldArray({ control: form.control, name: "experience" });
  const { errors, isDirty } = form.formState;
  const unsaved = isDirty || chosenResume !== null;
  const saving = update.isPending || uploadResume.isPending;

  /** Uploads the chosen resume, if any; false (and the reason shown) when it was not saved. */
  async function saveChosenResume(): Promise<boolean> {
    if (!chosenResume) return true;
    try {
      await uploadResume.mutateAsync(chosenResume);
      return true;
    } catch (error) {
      const notSaved = [resumeRefusal(t, error).description];
      if (form.formState.isDirty) notSaved.push(t("candidates.profile.resumeNotSaved.profileNotSaved"));
      toast.error(t("candidates.profile.resumeNotSaved.title"), { description: notSaved.join(" ") });
      return false;
    } finally {
      onChosenResumeSettled(chosenResume);
    }
  }

  const submit = form.handleSubmit(async (values) => {
    const withResume = chosenResume !== null;
    if (!(await saveChosenResume())) return;
    await update.mutateAsync(values).then(
      (saved) => {
        toast.success(t("candidates.profile.updated.title"), {
          description: t(withResume ? "candidates.profile.updated.withResume" : "candidates.profile.updated.description"),
        });
        form.reset(toFormValues(saved));
      },
      (error: unknown) => {
        if (error instanceof ApiError) {
          for (const [field, messages] of Object.entries(error.fields)) {
            if (isFormField(field) && messages[0]) form.setError(field, { message: messages[0] });
          }
        }
        // A refusal the server explains (a field, the role, the session) is shown in its words;
        // anything else (the network, a server fault) gets SPEC.md §8's general sentence.
        const explained = error instanceof ApiError && error.status >= 400 && error.status < 500;
        toast.error(t("candidates.profile.updateFailed.title"), {
          description: explained ? errorMessage(t, error) : t("candidates.profile.updateFailed.description"),
        });
      },
    );
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-6">
      <UnsavedChangesGuard when={unsaved} />
      <Section title={t("candidates.profile.personal.title")} description={t("candidates.profile.personal.description")}>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={t("candidates.profile.fields.name")} error={errors.name?.message}>
            <Input autoComplete="name" {...form.register("name")} />
          </FormField>
          <FormField label={t("candidates.profile.fields.phone")} error={errors.phone?.message}>
            <Input
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              {...form.register("phone", {
                // A profile without a phone may stay without one: an empty field then changes nothing.
                setValueAs: (value: string) => (profile.phone === null && value.trim() === "" ? undefined : value),
              })}
            />
          </FormField>
          {/* An account made with a phone adds its address under Sign-in and contact. */}
          {profile.email ? (
            <FormField
              label={t("candidates.profile.fields.email")}
              description={t("candidates.profile.emailHint")}
              className="sm:col-span-2"
            >
              <Input type="email" value={profile.email} readOnly className="bg-muted text-muted-foreground" />
            </FormField>
          ) : null}
          <FormField label={t("candidates.profile.fields.bio")} error={errors.bio?.message} className="sm:col-span-2">
            <Textarea rows={5} placeholder={t("candidates.profile.bioPlaceholder")} {...form.register("bio")} />
          </FormField>
        </div>
      </Section>

      <Section title={t("candidates.skills.title")}>
        <Controller
          control={form.control}
          name="skills"
          render={({ field, fieldState }) => (
            <SkillsInput value={field.value ?? []} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
      </Section>

      <Section title={t("candidates.facts.title")}>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={t("candidates.facts.yearsLabel")} error={errors.experienceYears?.message}>
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              max={profileLimits.experienceYearsMax}
              {...form.register("experienceYears", { setValueAs: (value: unknown) => (value === "" || value === null ? null : Number(value)) })}
            />
          </FormField>
          <FormField label={t("candidates.facts.educationLabel")} error={errors.educationLevel?.message}>
            <NativeSelect {...form.register("educationLevel", { setValueAs: (value: unknown) => (value === "" ? null : value) })}>
              <option value="">{t("candidates.facts.educationNone")}</option>
              {educationLevels.map((level) => (
                <option key={level} value={level}>
                  {t(`candidates.facts.education.${level}`)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <Controller
            control={form.control}
            name="spokenLanguages"
            render={({ field, fieldState }) => (
              <ChoiceChips
                legend={t("candidates.facts.languagesLabel")}
                options={spokenLanguages}
                label={(language) => t(`candidates.facts.languages.${language}`)}
                value={field.value ?? []}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="drivingLicences"
            render={({ field, fieldState }) => (
              <ChoiceChips
                legend={t("candidates.facts.licencesLabel")}
                options={drivingLicences}
                label={(licence) => t(`candidates.facts.licences.${licence}`)}
                value={field.value ?? []}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
        </div>
      </Section>

      <Section title={t("candidates.wanted.title")} description={t("candidates.wanted.description")}>
        <Controller
          control={form.control}
          name="wantedJobTypes"
          render={({ field, fieldState }) => (
            <WantedJobTypes value={field.value ?? []} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
        <Controller
          control={form.control}
          name="wantedPlaces"
          render={({ field, fieldState }) => (
            <SkillsInput kind="places" value={field.value ?? []} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
      </Section>

      <Card className="p-5 sm:p-6">
        <EntryListEditor
          kind={educationKind}
          entries={education.fields}
          onAdd={education.append}
          onUpdate={education.update}
          onRemove={education.remove}
          onMove={education.move}
          error={errors.education?.message ?? errors.education?.root?.message}
          entryErrors={entryMessages(errors.education)}
        />
      </Card>

      <Card className="p-5 sm:p-6">
        <EntryListEditor
          kind={experienceKind}
          entries={experience.fields}
          onAdd={experience.append}
          onUpdate={experience.update}
          onRemove={experience.remove}
          onMove={experience.move}
          error={errors.experience?.message ?? errors.experience?.root?.message}
          entryErrors={entryMessages(errors.experience)}
        />
      </Card>

      {/* Stays in reach at the bottom of a phone's screen while the long form scrolls by. */}
      <div className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-3 border-t border-border bg-background/95 px-4 py-3 backdrop-blur sm:mx-0 sm:flex-row sm:items-center sm:justify-end sm:rounded-xl sm:border sm:px-5">
        <p role="status" className="text-sm text-muted-foreground">
          {unsaved ? t("candidates.profile.unsaved") : ""}
        </p>
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={saving}>
          {saving ? (
            <Spinner label={t("candidates.profile.saving")} showLabel className="text-current" />
          ) : (
            <>
              <Save aria-hidden="true" />
              {t("candidates.profile.save")}
            </>
          )}
        </Button>
      </div>
    </form>
  );
}
