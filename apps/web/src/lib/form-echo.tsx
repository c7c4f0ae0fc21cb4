/**
 * Forms that work before the page's script (ADR 033). A form the server draws (login, sign-up,
 * forgot password, contact) posts to its own page's address (`method="post"`), so a tap on its
 * button before the take-over sends nothing into the address. The server answers such a post with
 * the page route's action (React Router's, run only by the server's renderer, entry-server.tsx),
 * which calls the API as the browser's script would and then either follows on (a 303 to where the
 * script would have gone, carrying the API's cookies) or draws the page again with what was typed,
 * the API's error, and the API's status: the form's "echo". Once the script runs, the form submits
 * itself through the API and never posts.
 */
import { data, redirect, useActionData } from "react-router";
import type { z } from "zod";
import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import { isApiErrorBody, type ApiErrorBody } from "@app/shared/errors";
import { ApiError } from "./api-error";

/** What a page drawn again after a post shows: the typed fields (never a password) and the API's answer. */
export type FormEcho = {
  values: Record<string, string>;
  /** The API's refusal, or null when the post succeeded and the page itself shows that. */
  error: { status: number; body: ApiErrorBody["error"] } | null;
};

/** Fields whose text is never written back into a page (a password, a one-time code). */
const secretFields = new Set(["password", "code"]);

/** The posted form's text fields; a file or a missing field is the empty text, as the script would send. */
export async function postedText<Name extends string>(request: Request, names: readonly Name[]): Promise<Record<Name, string>> {
  const form = await request.formData();
  const values = {} as Record<Name, string>;
  for (const name of names) {
    const value = form.get(name);
    values[name] = typeof value === "string" ? value : "";
  }
  return values;
}

function echoed(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([name]) => !secretFields.has(name)));
}

/**
 * The action's answer to a posted form: the form's own check first (`schema`, as the script checks
 * before it calls the API; its messages are i18n keys), then the API (`call`). On success,
 * `whereNext` (read from the API's body) is a path to follow on to with the API's cookies, or null
 * to draw the page again with an echo that carries no error, and with what `answered` reads from the
 * body beside the typed fields (what the API made, for the form's next step); a refusal draws the
 * page again with the error, at its status.
 */
export async function answerPostedForm<Body>({
  values,
  schema,
  call,
  whereNext,
  answered = () => ({}),
}: {
  values: Record<string, string>;
  schema: z.ZodType;
  call: () => Promise<Response>;
  whereNext: (body: Body) => string | null;
  answered?: (body: Body) => Record<string, string>;
}) {
  const checked = schema.safeParse(values);
  if (!checked.success) {
    const fields: Record<string, string[]> = {};
    for (const issue of checked.error.issues) (fields[String(issue.path[0] ?? "")] ??= []).push(issue.message);
    const error = { code: "invalid_input" as const, message: "Invalid input", fields, requestId: "" };
    return data<FormEcho>({ values: echoed(values), error: { status: 400, body: error } }, { status: 400 });
  }
  const response = await call();
  if (response.ok) {
    const body = (await response.json()) as Body;
    const to = whereNext(body);
    if (to === null) return data<FormEcho>({ values: echoed({ ...values, ...answered(body) }), error: null });
    const headers = new Headers();
    for (const cookie of response.headers.getSetCookie()) headers.append("set-cookie", cookie);
    return redirect(to, { status: 303, headers });
  }
  const body: unknown = await response.json().catch(() => null);
  const error = isApiErrorBody(body) ? body.error : { code: "internal" as const, message: response.statusText, requestId: "" };
  return data<FormEcho>({ values: echoed(values), error: { status: response.status, body: error } }, { status: response.status });
}

/** A post that asks the API nothing (a form's step back): the page drawn again with what was typed. */
export function redrawPostedForm(values: Record<string, string>) {
  return data<FormEcho>({ values: echoed(values), error: null });
}

/** The echo of the post this page was drawn for, if it was. */
export function useFormEcho(): FormEcho | undefined {
  return useActionData<FormEcho | undefined>() ?? undefined;
}

/** A field's message in the echo's refusal (an i18n key where the form's own check refused it). */
export function echoedFieldError(echo: FormEcho | undefined, name: string): string | undefined {
  return echo?.error?.body.fields?.[name]?.[0];
}

/** The echo's refusal as the script's own submit would have thrown it. */
export function echoedError(echo: FormEcho | undefined): ApiError | null {
  return echo?.error ? new ApiError(echo.error.status, echo.error.body) : null;
}

/**
 * The refusal of a post the server answered, above the form: the text the script shows in its toast,
 * which a page drawn before the script cannot show.
 */
export function FormEchoAlert({ title, description }: { title: string; description: string }) {
  return (
    <div role="alert" className="flex items-start gap-2 rounded-lg border border-destructive/30 bg-red-50 px-3 py-2 text-sm">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
      <p>
        <strong className="font-semibold">{title}</strong> <span className="text-destructive">{description}</span>
      </p>
    </div>
  );
}
