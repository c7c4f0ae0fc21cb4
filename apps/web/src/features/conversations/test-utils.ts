/**
 * Messages and a fake conversation server for the conversations feature's tests: one application's
 * conversation that answers GET, send, read and report as the server does, and the list and count
 * the navigation and the buttons read.
 */
import type { ConversationMessage, ConversationRole, ConversationState } from "@app/shared/conversations";
import { json, type FakeRoute } from "@/testing/render-app";

let messageCount = 0;

export function testMessage(overrides: Partial<ConversationMessage> = {}): ConversationMessage {
  messageCount += 1;
  return {
    id: `50000000-0000-4000-8000-${String(messageCount).padStart(12, "0")}`,
    from: "employer",
    mine: false,
    body: "Hello, can you come for a trial on Monday?",
    sentAt: "2024-03-07T04:30:00.000Z",
    readAt: null,
    flags: [],
    ...overrides,
  };
}

type FakeConversationOptions = {
  applicationId: string;
  reader: ConversationRole;
  messages?: ConversationMessage[];
  /** Messages older than the first page, answered for `?before=`. */
  older?: ConversationMessage[];
  conversation?: Partial<ConversationState>;
  /** The job's Kannada title, as the list of conversations gives it. */
  jobTitleKn?: string | null;
};

/** The conversation of one application, as its `reader` sees it; `routes` for mockApi, `sent` and `reports` as received. */
export function fakeConversation({ applicationId, reader, messages = [], older = [], conversation = {}, jobTitleKn = null }: FakeConversationOptions) {
  const state: ConversationState = {
    applicationId,
    jobId: "00000000-0000-4000-8000-00000000a001",
    jobTitle: "Tailor",
    company: "Chamundi Logistics",
    employerName: "Ravi Kumar",
    candidateName: "Asha Rao",
    started: messages.length > 0,
    readOnly: null,
    reportedByMe: false,
    ...conversation,
  };
  const list = [...messages];
  const sent: unknown[] = [];
  const reports: unknown[] = [];
  let reads = 0;
  const base = `/api/applications/${applicationId}`;
  const unread = () => list.filter((message) => !message.mine && message.readAt === null).length;
  const other = reader === "employer" ? state.candidateName : state.employerName;

  const routes: Record<string, FakeRoute> = {
    [`GET ${base}/messages`]: (request) => {
      const before = new URL(request.url).searchParams.get("before");
      if (before) return json({ conversation: state, messages: older, hasOlder: false });
      return json({ conversation: state, messages: list, hasOlder: older.length > 0 });
    },
    [`POST ${base}/messages`]: async (request) => {
      const body = (await request.json()) as { body: string };
      sent.push(body);
      const message = testMessage({ from: reader, mine: true, body: body.body.trim(), sentAt: "2024-03-07T05:00:00.000Z" });
      list.push(message);
      state.started = true;
      return json({ message }, 201);
    },
    [`POST ${base}/messages/read`]: () => {
      reads += 1;
      for (const [index, message] of list.entries()) if (!message.mine && !message.readAt) list[index] = { ...message, readAt: "2024-03-07T05:00:00.000Z" };
      return json({ ok: true });
    },
    [`POST ${base}/conversation/report`]: async (request) => {
      reports.push(await request.json());
      state.reportedByMe = true;
      return json({ ok: true }, 201);
    },
    "GET /api/conversations": () => {
      const last = list.at(-1);
      const conversations = last
        ? [{ applicationId, jobTitle: state.jobTitle, jobTitleKn, company: state.company, withName: other, lastMessage: { body: last.body, sentAt: last.sentAt, mine: last.mine }, unread: unread(), readOnly: state.readOnly }]
        : [];
      return json({ conversations, unread: unread() });
    },
    "GET /api/conversations/unread": () => json({ unread: unread() }),
  };
  /** A message the other side sends now (the test then emits the `conversations` event). */
  const receive = (message: ConversationMessage) => void list.push(message);
  return { routes, sent, reports, reads: () => reads, receive };
}
