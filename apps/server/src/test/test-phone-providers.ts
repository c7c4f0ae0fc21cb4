/**
 * One local HTTP server on a free loopback port that answers as MSG91's Flow API, Twilio's Messages
 * API and WhatsApp's Cloud API do, for the phone outbox's tests: the request each provider takes,
 * its answer when it accepts (the body its documentation shows), refuses for good, fails (503),
 * throttles, or does not answer at all. What it answers a number is planned per number, one answer
 * per request, then it accepts. It keeps every request, and the ids it gave the messages it accepted.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Socket } from "node:net";

export type ProviderName = "msg91" | "twilio" | "whatsapp";
/** accept; refuse for good; fail with a 503; throttle (429, or WhatsApp's 400 with a rate-limit code); hang (never answer). */
export type ProviderAnswer = "accept" | "refuse" | "fail" | "throttle" | "hang";

export interface ProviderRequest {
  provider: ProviderName;
  path: string;
  headers: IncomingMessage["headers"];
  /** The body as sent: JSON (MSG91, WhatsApp) or form-encoded (Twilio). */
  raw: string;
  /** The number it was for, digits only (`919876543210`). */
  number: string;
  answer: ProviderAnswer;
  /** The provider's id of the message, when accepted. */
  messageId?: string;
}

export interface TestPhoneProviders {
  /** `http://127.0.0.1:{port}`: the base URL of all three. */
  url: string;
  requests: ProviderRequest[];
  /** The answers to the next requests for `number` (E.164 or digits), in order; after them, accept. */
  plan(number: string, answers: ProviderAnswer[]): void;
  /** Each answer waits this long first (a slow provider). */
  delayMs: number;
  /** The requests accepted for `number`. */
  accepted(number: string): ProviderRequest[];
  /** Drops the requests left hanging (their senders see the connection cut). */
  cutHanging(): void;
  stop(): Promise<void>;
}

const digits = (number: string) => number.replace(/\D/g, "");
const hex = (bytes: number) => randomBytes(bytes).toString("hex");

function providerOf(path: string): ProviderName | null {
  if (path === "/api/v5/flow") return "msg91";
  if (/^\/2010-04-01\/Accounts\/[^/]+\/Messages\.json$/.test(path)) return "twilio";
  if (/^\/v\d+\.\d+\/[^/]+\/messages$/.test(path)) return "whatsapp";
  return null;
}

function numberOf(provider: ProviderName, raw: string): string {
  try {
    if (provider === "twilio") return digits(new URLSearchParams(raw).get("To") ?? "");
    const body = JSON.parse(raw) as { to?: string; recipients?: { mobiles?: string }[] };
    return digits(provider === "msg91" ? (body.recipients?.[0]?.mobiles ?? "") : (body.to ?? ""));
  } catch {
    return "";
  }
}

/** The answer as the provider writes it: status and body. */
function answerOf(provider: ProviderName, answer: ProviderAnswer, number: string): { status: number; body: unknown; messageId?: string } {
  if (answer === "fail") return { status: 503, body: "Service Unavailable" };
  if (provider === "msg91") {
    if (answer === "accept") {
      const messageId = hex(12);
      return { status: 200, body: { message: messageId, type: "success" }, messageId };
    }
    if (answer === "throttle") return { status: 429, body: { message: "Too many requests", type: "error" } };
    // MSG91 says so in a 200 as often as in a 4xx.
    return { status: 200, body: { message: "Invalid template id", type: "error" } };
  }
  if (provider === "twilio") {
    if (answer === "accept") {
      const messageId = `SM${hex(16)}`;
      return {
        status: 201,
        body: {
          account_sid: `AC${hex(16)}`,
          api_version: "2010-04-01",
          body: "",
          date_created: new Date().toUTCString(),
          direction: "outbound-api",
          error_code: null,
          error_message: null,
          from: "+15005550006",
          messaging_service_sid: null,
          num_segments: "1",
          price: null,
          sid: messageId,
          status: "queued",
          to: `+${number}`,
          uri: `/2010-04-01/Accounts/AC/Messages/${messageId}.json`,
        },
        messageId,
      };
    }
    if (answer === "throttle") return { status: 429, body: { code: 20429, message: "Too Many Requests", more_info: "https://www.twilio.com/docs/errors/20429", status: 429 } };
    return {
      status: 400,
      body: { code: 21211, message: `Invalid 'To' Phone Number: +${number}`, more_info: "https://www.twilio.com/docs/errors/21211", status: 400 },
    };
  }
  if (answer === "accept") {
    const messageId = `wamid.${Buffer.from(`${number}-${hex(8)}`).toString("base64")}`;
    return { status: 200, body: { messaging_product: "whatsapp", contacts: [{ input: number, wa_id: number }], messages: [{ id: messageId }] }, messageId };
  }
  const metaError = (code: number, message: string, details: string) => ({
    error: { message, type: "OAuthException", code, error_data: { messaging_product: "whatsapp", details }, fbtrace_id: `A${hex(10)}` },
  });
  if (answer === "throttle") return { status: 400, body: metaError(130429, "(#130429) Rate limit hit", "Cloud API message throughput has been reached.") };
  return { status: 400, body: metaError(132001, "(#132001) Template name does not exist in the translation", "template name does not exist in kn") };
}

export async function startTestPhoneProviders(): Promise<TestPhoneProviders> {
  const requests: ProviderRequest[] = [];
  const plans = new Map<string, ProviderAnswer[]>();
  const hanging = new Set<ServerResponse>();
  const sockets = new Set<Socket>();

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = new URL(request.url ?? "/", "http://localhost").pathname;
      const provider = request.method === "POST" ? providerOf(path) : null;
      if (!provider) {
        response.writeHead(404).end();
        return;
      }
      const raw = Buffer.concat(chunks).toString("utf8");
      const number = numberOf(provider, raw);
      const answer = plans.get(number)?.shift() ?? "accept";
      const entry: ProviderRequest = { provider, path, headers: request.headers, raw, number, answer };
      requests.push(entry);
      if (answer === "hang") {
        hanging.add(response);
        return;
      }
      setTimeout(() => {
        const { status, body, messageId } = answerOf(provider, answer, number);
        if (messageId) entry.messageId = messageId;
        const text = typeof body === "string" ? body : JSON.stringify(body);
        response.writeHead(status, { "content-type": typeof body === "string" ? "text/plain" : "application/json" }).end(text);
      }, providers.delayMs);
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const providers: TestPhoneProviders = {
    url: `http://127.0.0.1:${port}`,
    requests,
    delayMs: 0,
    plan(number, answers) {
      plans.set(digits(number), [...(plans.get(digits(number)) ?? []), ...answers]);
    },
    accepted(number) {
      return requests.filter((request) => request.number === digits(number) && request.answer === "accept" && request.messageId);
    },
    cutHanging() {
      for (const response of hanging) response.socket?.destroy();
      hanging.clear();
    },
    async stop() {
      providers.cutHanging();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return providers;
}
