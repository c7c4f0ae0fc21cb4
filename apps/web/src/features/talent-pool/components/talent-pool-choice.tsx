/**
 * "Let verified employers find me" (issue 32), on the candidate's profile: off by default, with a
 * sentence of what verified employers then see, and the headline they read. The switch saves at
 * once (leaving hides the profile from the pool at once); the headline has its own Save.
 */
import { useEffect, useId } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import Users from "lucide-react/icons/users";
import { headlineMax, talentPoolChoiceSchema, type TalentPoolChoice, type TalentPoolChoiceInput } from "@app/shared/talent-pool";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import { errorMessage } from "@/lib/errors";
import { useTranslation } from "@/lib/i18n";
import { useSetTalentPoolChoice, useTalentPoolChoice } from "../api/talent-pool-choice";

type ChoiceValues = { inPool: boolean; headline: string };

export function TalentPoolChoiceCard({ className }: { className?: string }) {
  const { t } = useTranslation();
  const choice = useTalentPoolChoice();
  if (choice.isError) return null;
  return (
    <Card className={className}>
      <div className="grid gap-4 p-6">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Users aria-hidden="true" className="size-5 text-primary" />
          {t("talent-pool.choice.title")}
        </h2>
        {choice.data ? <ChoiceForm choice={choice.data} /> : <Spinner label={t("talent-pool.received.loading")} />}
      </div>
    </Card>
  );
}

function ChoiceForm({ choice }: { choice: TalentPoolChoice }) {
  const { t } = useTranslation();
  const save = useSetTalentPoolChoice();
  const descriptionId = useId();
  const form = useForm<TalentPoolChoiceInput, unknown, ChoiceValues>({
    resolver: zodResolver(talentPoolChoiceSchema),
    defaultValues: { inPool: choice.inPool, headline: choice.headline },
  });
  // The saved headline comes back from the server (or another tab): the field follows it unless being edited.
  useEffect(() => {
    if (!form.formState.dirtyFields.headline) form.reset({ inPool: choice.inPool, headline: choice.headline });
  }, [choice.inPool, choice.headline, form]);

  async function store(values: ChoiceValues, done: string) {
    try {
      await save.mutateAsync(values);
      form.reset(values);
      toast.success(done);
    } catch (error) {
      toast.error(t("talent-pool.choice.failed"), { description: errorMessage(t, error) });
    }
  }

  const submit = form.handleSubmit((values) => store(values, t("talent-pool.choice.saved")));

  return (
    <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
      <label className="flex cursor-pointer items-start justify-between gap-3 text-sm font-medium">
        <span>{t("talent-pool.choice.label")}</span>
        <input
          type="checkbox"
          role="switch"
          className="mt-0.5 size-5 shrink-0 accent-primary"
          checked={choice.inPool}
          disabled={save.isPending}
          aria-describedby={descriptionId}
          onChange={(event) => {
            const inPool = event.target.checked;
            void store({ inPool, headline: choice.headline }, inPool ? t("talent-pool.choice.joined") : t("talent-pool.choice.left"));
          }}
        />
      </label>
      <p id={descriptionId} className="text-sm text-muted-foreground">
        {t("talent-pool.choice.description")}
      </p>
      <FormField label={t("talent-pool.choice.headline")} description={t("talent-pool.choice.headlineHint")} error={form.formState.errors.headline?.message}>
        <Input maxLength={headlineMax} {...form.register("headline")} />
      </FormField>
      <Button type="submit" variant="outline" className="w-fit" disabled={save.isPending}>
        {t("talent-pool.choice.save")}
      </Button>
    </form>
  );
}
