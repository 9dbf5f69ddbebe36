// The WhatsApp Business Cloud API (Meta's Graph API): a template message to one phone, as Meta's
// "Sending authentication templates" guide shows it: POST
// https://graph.facebook.com/<version>/<phone-number-id>/messages with the access token as a bearer
// token, the code once in the body's parameter and once in the copy-code button's. The answer names
// the message (`messages[0].id`, "wamid.…"). Errors come in the Graph API's shape
// ({error: {message, type, code, error_data: {details}, fbtrace_id}}). Request and answer examples
// from the docs are kept in tests/fixtures/messages/ (docs/decisions/044-shopper-accounts.md).

export interface WhatsAppSettings {
  token: string;
  phoneNumberId: string;
  /** Graph API version, e.g. "v21.0". */
  apiVersion: string;
  /** The approved authentication template's name and its languages' codes. */
  codeTemplate: string;
  /** Meta's fetch in production; a stand-in answering the recorded examples in tests. */
  fetch?: typeof fetch;
}

/** A template message: its name, language and the code its body and button carry. */
export interface CodeTemplateMessage {
  /** Digits with the country code first and no "+" (Meta's examples: "12015553931"). */
  to: string;
  template: string;
  languageCode: string;
  code: string;
}

/** The request body Meta's guide gives for an authentication template with a copy-code button. */
export function codeTemplateBody(message: CodeTemplateMessage) {
  const parameter = [{ type: "text", text: message.code }];
  return {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to: message.to,
    type: "template",
    template: {
      name: message.template,
      language: { code: message.languageCode },
      components: [
        { type: "body", parameters: parameter },
        { type: "button", sub_type: "url", index: "0", parameters: parameter },
      ],
    },
  };
}

const messagesUrl = (settings: Pick<WhatsAppSettings, "apiVersion" | "phoneNumberId">) =>
  `https://graph.facebook.com/${settings.apiVersion}/${settings.phoneNumberId}/messages`;

/** A refusal or failure, with whether trying again could help (the outbox's backoff decides when). */
export class WhatsAppError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly status: number | null,
  ) {
    super(message);
    this.name = "WhatsAppError";
  }
}

// Meta's codes that say "later": throttling (4, 80007, 130429, 131056) and a temporary fault
// (1, 2, 131000, 131016). Any other 4xx is a refusal that a retry would only repeat (a bad token,
// a number not on WhatsApp, a template not approved).
const TRANSIENT_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131056]);

interface GraphError {
  error?: { message?: string; code?: number; error_data?: { details?: string } };
}

/** Sends one template message; resolves to Meta's message id ("wamid.…"). */
export async function sendTemplate(settings: WhatsAppSettings, message: CodeTemplateMessage): Promise<string> {
  const doFetch = settings.fetch ?? fetch;
  let res: Response;
  try {
    res = await doFetch(messagesUrl(settings), {
      method: "POST",
      headers: { authorization: `Bearer ${settings.token}`, "content-type": "application/json" },
      body: JSON.stringify(codeTemplateBody(message)),
      // Far inside the outbox's lease (server/mail/mail-sender.ts).
      signal: AbortSignal.timeout(20_000),
    });
  } catch (error) {
    throw new WhatsAppError(`WhatsApp could not be reached: ${(error as Error).message}`, false, null);
  }
  const body = (await res.json().catch(() => null)) as (GraphError & { messages?: { id?: string }[] }) | null;
  if (res.ok) {
    const id = body?.messages?.[0]?.id;
    if (!id) throw new WhatsAppError("WhatsApp answered without a message id.", false, res.status);
    return id;
  }
  const code = body?.error?.code;
  const details = body?.error?.error_data?.details;
  const text = [`WhatsApp ${res.status}`, body?.error?.message, details].filter(Boolean).join(": ");
  const transient = res.status >= 500 || res.status === 429 || (code !== undefined && TRANSIENT_CODES.has(code));
  throw new WhatsAppError(text, !transient, res.status);
}
