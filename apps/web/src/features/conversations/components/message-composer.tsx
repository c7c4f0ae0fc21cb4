/**
 * The box a message is written in: up to `messageMax` characters with a live count, checked with
 * the server's own schema, sent with Send or Ctrl/Cmd+Enter. The server's refusal (too many
 * messages in an hour, the conversation closed meanwhile) is shown under the box in the reader's
 * language, and the text stays so nothing typed is lost.
 */
import { useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import SendHorizontal from "lucide-react/icons/send-horizontal";
import type { z } from "zod";
import { messageMax, sendMessageSchema, type SendMessageInput } from "@app/shared/conversations";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { ApiError } from "@/lib/api-error";
import { errorMessage } from "@/lib/errors";
import { formatNumber } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { useSendMessage } from "../api/send-message";

type MessageValues = z.output<typeof sendMessageSchema>;

type MessageComposerProps = {
  applicationId: string;
  /** The employer's first message starts the conversation: the label says so. */
  starting: boolean;
};

export function MessageComposer({ applicationId, starting }: MessageComposerProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const id = useId();
  const send = useSendMessage(applicationId);
  const form = useForm<SendMessageInput, unknown, MessageValues>({
    resolver: zodResolver(sendMessageSchema),
    defaultValues: { body: "" },
  });
  const body = useWatch({ control: form.control, name: "body" }) ?? "";
  const fieldError = form.formState.errors.body?.message;
  const serverError = send.error && !(send.error instanceof ApiError && send.error.fields.body) ? errorMessage(t, send.error) : null;

  const submit = form.handleSubmit(async (input) => {
    try {
      await send.mutateAsync(input);
      form.reset({ body: "" });
    } catch (error) {
      const [bodyMessage] = error instanceof ApiError ? (error.fields.body ?? []) : [];
      if (bodyMessage) form.setError("body", { message: bodyMessage });
    }
  });

  const described = [`${id}-count`, `${id}-hint`, fieldError && `${id}-error`, serverError && `${id}-server`].filter(Boolean).join(" ");

  return (
    <form noValidate className="grid gap-2" onSubmit={(event) => void submit(event)}>
      <Label htmlFor={id}>{starting ? t("messages.composer.firstLabel") : t("messages.composer.label")}</Label>
      <Textarea
        id={id}
        rows={3}
        maxLength={messageMax}
        className="max-h-48"
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={described}
        onKeyDown={(event) => {
          if (event.key !== "Enter" || !(event.ctrlKey || event.metaKey)) return;
          event.preventDefault();
          if (!send.isPending) void submit();
        }}
        {...form.register("body", { onChange: () => send.reset() })}
      />
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <p id={`${id}-hint`}>{t("messages.composer.hint")}</p>
        <p id={`${id}-count`}>
          {t("messages.composer.count", { length: formatNumber(body.length, language), max: formatNumber(messageMax, language) })}
        </p>
      </div>
      {fieldError && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {t(fieldError, { defaultValue: fieldError })}
        </p>
      )}
      {serverError && (
        <p id={`${id}-server`} role="alert" className="rounded-lg border border-destructive/30 bg-red-50 px-3 py-2 text-sm text-destructive">
          {serverError}
        </p>
      )}
      <Button type="submit" className="justify-self-end" disabled={send.isPending}>
        {send.isPending ? (
          <Spinner label={t("messages.composer.sending")} showLabel className="text-current" />
        ) : (
          <>
            <SendHorizontal aria-hidden="true" />
            {t("messages.composer.send")}
          </>
        )}
      </Button>
    </form>
  );
}
