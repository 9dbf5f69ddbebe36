// The WhatsApp Cloud API adapter against the examples Meta publishes (tests/fixtures/messages):
// the request it sends is the documented one, byte for byte once parsed; the documented answer
// gives the message id; the documented errors are sorted into "try later" and "give up".
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { codeTemplateBody, sendTemplate, WhatsAppError, type WhatsAppSettings } from "../server/messages/whatsapp";
import { createPhoneTransport } from "../server/messages/phone-transport";

const fixture = (name: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "fixtures", "messages", name), "utf8"));

const docsMessage = { to: "12015553931", template: "verification_code", languageCode: "en_US", code: "J$FpnYnP" };

interface Call {
  url: string;
  init: RequestInit;
}

function provider(status: number, body: unknown) {
  const calls: Call[] = [];
  const fetchStub = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: url instanceof Request ? url.url : url.toString(), init: init ?? {} });
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  }) as typeof fetch;
  const settings: WhatsAppSettings = {
    token: "EAAJB-test-token",
    phoneNumberId: "105954558954427",
    apiVersion: "v21.0",
    codeTemplate: "verification_code",
    fetch: fetchStub,
  };
  return { settings, calls };
}

describe("WhatsApp Cloud API adapter", () => {
  it("builds the authentication template body Meta's guide shows", () => {
    expect(codeTemplateBody(docsMessage)).toEqual(fixture("auth-template.request.json"));
  });

  it("posts it to /<version>/<phone-number-id>/messages with the bearer token and reads the message id", async () => {
    const { settings, calls } = provider(200, fixture("send.response.json"));
    const id = await sendTemplate(settings, docsMessage);
    expect(id).toBe("wamid.HBgLMTIwMTU1NTM5MzEVAgARGBI5QTNDQTVCM0Q0Q0Q2RTY3RTcA");
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe("https://graph.facebook.com/v21.0/105954558954427/messages");
    expect(calls[0].init.method).toBe("POST");
    const headers = new Headers(calls[0].init.headers);
    expect(headers.get("authorization")).toBe("Bearer EAAJB-test-token");
    expect(headers.get("content-type")).toBe("application/json");
    expect(JSON.parse(calls[0].init.body as string)).toEqual(fixture("auth-template.request.json"));
  });

  it("takes Meta's rate limit as a reason to try again later", async () => {
    const { settings } = provider(429, fixture("rate-limit.error.json"));
    const error = await sendTemplate(settings, docsMessage).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WhatsAppError);
    expect((error as WhatsAppError).permanent).toBe(false);
    expect((error as WhatsAppError).message).toContain("(#130429) Rate limit hit");
    expect((error as WhatsAppError).message).toContain("too many messages");
  });

  it("gives up on a refused token: trying again would only repeat it", async () => {
    const { settings } = provider(401, fixture("invalid-token.error.json"));
    const error = (await sendTemplate(settings, docsMessage).catch((e: unknown) => e)) as WhatsAppError;
    expect(error.permanent).toBe(true);
    expect(error.status).toBe(401);
    expect(error.message).toContain("Invalid OAuth access token");
  });

  it("tries again when Meta is down or cannot be reached", async () => {
    const down = provider(503, { error: { message: "Service temporarily unavailable", code: 2 } });
    expect(((await sendTemplate(down.settings, docsMessage).catch((e: unknown) => e)) as WhatsAppError).permanent).toBe(false);
    const unreachable: WhatsAppSettings = {
      ...down.settings,
      fetch: async () => {
        throw new TypeError("fetch failed");
      },
    };
    const error = (await sendTemplate(unreachable, docsMessage).catch((e: unknown) => e)) as WhatsAppError;
    expect(error.permanent).toBe(false);
    expect(error.message).toContain("could not be reached");
  });

  it("the phone transport sends a shopper's code as the template, to the number without its +", async () => {
    const { settings, calls } = provider(200, fixture("send.response.json"));
    const transport = createPhoneTransport({ provider: "whatsapp", ...settings, languageCodes: { en: "en", ar: "ar" } });
    await transport.send({ to: "+97455551234", text: "ignored", code: "123456", language: "ar", fileName: "x" });
    const body = JSON.parse(calls[0].init.body as string) as ReturnType<typeof codeTemplateBody>;
    expect(body.to).toBe("97455551234");
    expect(body.template.language.code).toBe("ar");
    expect(body.template.components.map((c) => c.parameters[0].text)).toEqual(["123456", "123456"]);
  });

  it("the file transport writes the message as a text file naming the recipient", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-phone-"));
    const transport = createPhoneTransport({ provider: "file", outboxDir: dir });
    await transport.send({
      to: "+97455551234",
      text: "123456 is your code.",
      code: "123456",
      language: "en",
      fileName: "m-97455551234",
    });
    const files = fs.readdirSync(dir);
    expect(files).toEqual(["m-97455551234.txt"]);
    expect(fs.readFileSync(path.join(dir, files[0]), "utf8")).toBe("To: +97455551234\n\n123456 is your code.\n");
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
