/**
 * What the phone outbox hands a message to (a folder, an SMS provider, WhatsApp's Cloud API), and how
 * a provider's HTTP answer is read: accepted (with its message id), refused for good (a 4xx other
 * than 408 and 429: a wrong number, a template that does not exist, a bad key; given up at once), or
 * to be tried again (5xx, 408, 429, no answer within the time-out, no connection).
 */
import type { Language } from "@app/shared/constants";
import type { PhoneChannel, PhoneMessageKind } from "@app/shared/phone";
import type { WhatsAppTemplate } from "../db/schema/index.ts";

/** A queued message as the outbox hands it over. */
export interface OutgoingPhoneMessage {
  /** The outbox row's id. */
  id: number;
  channel: PhoneChannel;
  /** E.164 (`+919876543210`). */
  to: string;
  kind: PhoneMessageKind;
  language: Language;
  text: string;
  template: WhatsAppTemplate | null;
}

export interface PhoneDelivery {
  /** Resolves with the provider's id of the message once it took it; throws when it did not. */
  send(message: OutgoingPhoneMessage): Promise<{ providerMessageId: string | null }>;
  /** How many messages the outbox may hand over at once. */
  readonly concurrency: number;
}

/** A provider's answer that the outbox must not simply try again: `forGood` gives the message up at once. */
export class ProviderRefusal extends Error {
  constructor(
    message: string,
    readonly forGood: boolean,
  ) {
    super(message);
    this.name = "ProviderRefusal";
  }
}

export function refusedForGood(error: unknown): boolean {
  return error instanceof ProviderRefusal && error.forGood;
}

/** How long a provider has to answer before the attempt counts as failed (and is tried again later). */
export const defaultProviderTimeoutMs = 10_000;

/** An HTTP status that waiting cannot change. */
export function isPermanentStatus(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/**
 * Sends one request to a provider and answers its parsed JSON body when the status is 2xx. Any other
 * status is a `ProviderRefusal` (for good unless it may pass) carrying `describeError(body)`; no
 * answer in time, or no connection, is a plain error (tried again).
 */
export async function callProvider(
  provider: string,
  url: string,
  init: RequestInit,
  options: {
    timeoutMs: number;
    describeError: (body: unknown) => string | undefined;
    /** A refusal the provider means as "not now" despite its 4xx (a rate limit in the body). */
    passes?: (body: unknown) => boolean;
  },
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs) });
    text = await response.text();
  } catch (error) {
    if (error instanceof Error && error.name === "TimeoutError") throw new Error(`${provider} did not answer within ${options.timeoutMs / 1000} s`, { cause: error });
    const code = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
    throw new Error(`${provider} not reached${typeof code === "string" ? `: ${code}` : ""}`, { cause: error });
  }
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's error page): its text is the description.
  }
  if (response.ok) return { status: response.status, body };
  const detail = options.describeError(body) ?? (typeof body === "string" ? body.slice(0, 200) : "");
  const forGood = isPermanentStatus(response.status) && !options.passes?.(body);
  throw new ProviderRefusal(`${provider} answered ${response.status}${detail ? `: ${detail}` : ""}`, forGood);
}

/** E.164 without its plus, as MSG91 and WhatsApp write a number (`919876543210`). */
export function digitsOf(number: string): string {
  return number.replace(/^\+/, "");
}
