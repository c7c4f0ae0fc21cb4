/**
 * The employer dashboard's verification card. No request yet: the form (GSTIN or Udyam number,
 * an optional website and document). Waiting: the number sent. Approved: the Verified employer
 * badge. Rejected: the admin's reason and Request again. The number is checked while typed with
 * the shared schema (a GSTIN's check digit too), the document by its name and size here and by its
 * content on the server. Server events refresh the card when the admin decides.
 */
import { useEffect, useId, useRef, useState, type ChangeEvent } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import Clock from "lucide-react/icons/clock";
import FileUp from "lucide-react/icons/file-up";
import Paperclip from "lucide-react/icons/paperclip";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import Send from "lucide-react/icons/send";
import ShieldCheck from "lucide-react/icons/shield-check";
import X from "lucide-react/icons/x";
import XCircle from "lucide-react/icons/circle-x";
import type { Language } from "@app/shared/constants";
import {
  documentAccept,
  documentMaxBytes,
  documentTypeOf,
  normaliseRegistrationNumber,
  verificationKinds,
  verificationRequestSchema,
  type EmployerVerification,
  type VerificationRequestInput,
  type VerificationRequestValues,
} from "@app/shared/trust";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { LoadErrorBanner } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import { VerifiedBadge } from "@/components/verified-badge";
import { ApiError } from "@/lib/api-error";
import { errorMessage } from "@/lib/errors";
import { formatDate, formatNumber } from "@/lib/format";
import { currentLanguage, type TFunction, useTranslation } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { useMyVerification } from "../api/get-my-verification";
import { useRequestVerification } from "../api/request-verification";

const gstinLength = 15;
const documentInvalid = "validation.verification.documentInvalid";
/** What the server answers for a document it refuses: shown as the document field's error. */
const documentErrors = new Set(["invalid_file_format", "file_too_large", "invalid_file_name", "payload_too_large"]);
const textFields = ["kind", "number", "website"] as const;

function fileSize(bytes: number, language: Language, t: TFunction): string {
  const kb = 1024;
  if (bytes < kb * kb) return t("verification.card.document.sizeKb", { value: formatNumber(Math.max(1, Math.round(bytes / kb)), language) });
  return t("verification.card.document.sizeMb", { value: formatNumber(Math.round((bytes / (kb * kb)) * 10) / 10, language) });
}

/** The form of a new request; once stored, the card shows it as waiting (the query's data is the answer). */
function RequestForm() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const request = useRequestVerification();
  const inputRef = useRef<HTMLInputElement>(null);
  const documentId = useId();
  const [document, setDocument] = useState<File | null>(null);
  const [documentError, setDocumentError] = useState<string | undefined>();
  const form = useForm<VerificationRequestInput, unknown, VerificationRequestValues>({
    resolver: zodResolver(verificationRequestSchema),
    mode: "onTouched",
    defaultValues: { kind: "gstin", number: "", website: "" },
  });
  const { errors } = form.formState;
  const kind = useWatch({ control: form.control, name: "kind" });
  const number = normaliseRegistrationNumber(useWatch({ control: form.control, name: "number" }) ?? "");

  // A whole GSTIN is checked at once (its check digit), without waiting for the field to lose focus;
  // once shown, an error follows every change (and a change of kind) until the number is right.
  const complete = kind === "gstin" && number.length === gstinLength;
  useEffect(() => {
    const { isTouched, invalid } = form.getFieldState("number");
    if (complete || isTouched || invalid) void form.trigger("number");
  }, [complete, number, kind, form]);

  const maxSize = fileSize(documentMaxBytes, language, t);

  function chooseDocument(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    if (file && (documentTypeOf(file.name) === null || file.size > documentMaxBytes)) {
      setDocument(null);
      setDocumentError(documentInvalid);
      event.target.value = "";
      return;
    }
    setDocument(file);
    setDocumentError(undefined);
  }

  function removeDocument() {
    setDocument(null);
    setDocumentError(undefined);
    if (inputRef.current) inputRef.current.value = "";
  }

  const submit = form.handleSubmit(async (values) => {
    try {
      await request.mutateAsync({ ...values, document });
      toast.success(t("verification.card.sent.title"), { description: t("verification.card.sent.description") });
    } catch (error) {
      if (error instanceof ApiError && documentErrors.has(error.code)) {
        setDocumentError(documentInvalid);
        return;
      }
      // The server checks with the same schema; its field messages are shown beside the fields.
      if (error instanceof ApiError) {
        for (const name of textFields) {
          const message = error.fields[name]?.[0];
          if (message) form.setError(name, { type: "server", message });
        }
      }
      toast.error(t("verification.card.failed"), { description: errorMessage(t, error, { fields: false }) });
    }
  });

  const progress = kind === "gstin" ? ` ${t("verification.card.hints.progress", { count: number.length, total: gstinLength })}` : "";

  return (
    <form noValidate className="grid gap-5 lg:grid-cols-2 lg:items-start lg:gap-x-8" onSubmit={(event) => void submit(event)}>
      <fieldset className="grid content-start gap-2">
        <legend className="mb-2 text-sm font-medium">{t("verification.card.kindLegend")}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {verificationKinds.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-border px-3 py-2.5 text-sm font-medium has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input type="radio" value={value} className="m-0 size-4 shrink-0 accent-primary" {...form.register("kind")} />
              {t(`verification.kinds.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>

      <FormField
        label={t(`verification.card.numberLabel.${kind}`)}
        error={errors.number?.message}
        description={t(`verification.card.hints.${kind}`) + progress}
      >
        <Input
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          className="font-mono uppercase"
          {...form.register("number")}
        />
      </FormField>

      <FormField label={t("verification.card.website.label")} error={errors.website?.message} description={t("verification.card.website.hint")}>
        <Input type="url" inputMode="url" autoComplete="url" placeholder="https://" maxLength={200} {...form.register("website")} />
      </FormField>

      <div role="group" aria-labelledby={`${documentId}-label`} className="grid content-start gap-2">
        <p id={`${documentId}-label`} className="text-sm font-medium">
          {t("verification.card.document.label")}
        </p>
        {/* The native picker's own texts ("No file chosen") would stay in the browser's language. */}
        <input
          ref={inputRef}
          type="file"
          accept={documentAccept}
          aria-label={t("verification.card.document.pickerLabel")}
          tabIndex={-1}
          className="sr-only"
          onChange={chooseDocument}
        />
        {document && (
          <div className="flex min-w-0 items-center gap-3 rounded-lg border border-border bg-muted/40 px-3 py-2">
            <Paperclip aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <p className="min-w-0 flex-1 text-sm">
              <span className="font-medium break-all">{document.name}</span>{" "}
              <span className="text-muted-foreground">· {fileSize(document.size, language, t)}</span>
            </p>
            <Button type="button" variant="ghost" size="sm" onClick={removeDocument} aria-label={t("verification.card.document.remove")}>
              <X aria-hidden="true" />
            </Button>
          </div>
        )}
        <Button
          type="button"
          variant="outline"
          className="w-full sm:w-fit"
          aria-describedby={`${documentId}-hint${documentError ? ` ${documentId}-error` : ""}`}
          onClick={() => inputRef.current?.click()}
        >
          <FileUp aria-hidden="true" />
          {document ? t("verification.card.document.change") : t("verification.card.document.choose")}
        </Button>
        <p id={`${documentId}-hint`} className="text-xs text-muted-foreground">
          {t("verification.card.document.hint", { max: maxSize })}
        </p>
        {documentError && (
          <p id={`${documentId}-error`} role="alert" className="text-sm font-medium text-destructive">
            {t(documentError)}
          </p>
        )}
      </div>

      <Button type="submit" className="w-full sm:w-fit lg:col-span-2" disabled={request.isPending}>
        {request.isPending ? (
          <Spinner label={t("verification.card.submitting")} showLabel className="text-current" />
        ) : (
          <>
            <Send aria-hidden="true" />
            {t("verification.card.submit")}
          </>
        )}
      </Button>
    </form>
  );
}

/** A request's number as sent, with its kind: 'GSTIN 29ABCDE1234F1ZW'. */
function numberText(t: TFunction, verification: EmployerVerification) {
  return { kind: t(`verification.kinds.${verification.kind}`), number: verification.number };
}

function StatusBadge({ verification }: { verification: EmployerVerification | null | undefined }) {
  const { t } = useTranslation();
  if (verification?.status === "approved") return <VerifiedBadge />;
  if (verification?.status === "pending") {
    return (
      <Badge variant="warning">
        <Clock aria-hidden="true" />
        {t("verification.card.pending.title")}
      </Badge>
    );
  }
  if (verification?.status === "rejected") {
    return (
      <Badge variant="destructive">
        <XCircle aria-hidden="true" />
        {t("verification.card.rejected.title")}
      </Badge>
    );
  }
  return null;
}

function CardBody({ verification }: { verification: EmployerVerification | null }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [requestingAgain, setRequestingAgain] = useState(false);

  if (verification === null) return <RequestForm />;

  if (verification.status === "pending") {
    return (
      <div role="status" className="grid gap-1 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
        <p>
          {t("verification.card.pending.description", numberText(t, verification))}
        </p>
        <p className="text-amber-900/80">
          <time dateTime={verification.requestedAt}>{t("verification.card.pending.requestedOn", { date: formatDate(verification.requestedAt, language) })}</time>
        </p>
      </div>
    );
  }

  if (verification.status === "approved") {
    return (
      <div className="grid gap-1 rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-950">
        <p className="font-semibold">{t("verification.card.approved.description")}</p>
        <p className="font-mono text-green-900/80">{`${t(`verification.kinds.${verification.kind}`)} ${verification.number}`}</p>
        {verification.decidedAt && (
          <p className="text-green-900/80">
            <time dateTime={verification.decidedAt}>{t("verification.card.approved.since", { date: formatDate(verification.decidedAt, language) })}</time>
          </p>
        )}
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <div className="grid gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-950">
        <p>{t("verification.card.rejected.description", numberText(t, verification))}</p>
        <div>
          <p className="font-semibold">{t("verification.card.rejected.reason")}</p>
          <p className="break-words whitespace-pre-line">{verification.reason}</p>
        </div>
      </div>
      {requestingAgain ? (
        <RequestForm />
      ) : (
        <Button variant="outline" className="w-full sm:w-fit" onClick={() => setRequestingAgain(true)}>
          <RotateCcw aria-hidden="true" />
          {t("verification.card.rejected.again")}
        </Button>
      )}
    </div>
  );
}

export function VerificationCard({ className }: { className?: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const query = useMyVerification();
  const verification = query.data;
  const verified = verification?.status === "approved";

  return (
    <Card role="region" aria-labelledby={titleId} className={cn("h-fit", className)}>
      <CardHeader className={cn(verified && "pb-4")}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={titleId} className="flex items-center gap-2 text-lg leading-snug font-semibold">
            <ShieldCheck aria-hidden="true" className="size-5 text-primary" />
            {t("verification.card.title")}
          </h2>
          <StatusBadge verification={verification} />
        </div>
        {verification === null && <CardDescription>{t("verification.card.description")}</CardDescription>}
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <div className="grid gap-2">
            <span role="status" className="sr-only">
              {t("verification.card.loading")}
            </span>
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : query.isError ? (
          <LoadErrorBanner message={t("verification.card.loadError")} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : (
          <CardBody key={query.data?.id ?? "none"} verification={query.data} />
        )}
      </CardContent>
    </Card>
  );
}
