/** English texts of the error and validation keys, which the server sends beside each code. */
import errors from "../../../../packages/i18n/locales/en/errors.json" with { type: "json" };
import validation from "../../../../packages/i18n/locales/en/validation.json" with { type: "json" };
import type { ErrorCode } from "@app/shared/errors";

type Tree = { [key: string]: string | Tree };
const trees: Record<string, Tree> = { errors, validation };

/** Resolves a key such as `validation.email.required`; an unknown key is returned as it is. */
export function englishText(key: string, params: Record<string, string> = {}): string {
  const [area, ...rest] = key.split(".");
  let node: string | Tree | undefined = area ? trees[area] : undefined;
  for (const part of rest) node = typeof node === "object" ? node[part] : undefined;
  if (typeof node !== "string") return key;
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? "");
}

export function errorText(code: ErrorCode, params?: Record<string, string>): string {
  return englishText(`errors.${code}`, params);
}
