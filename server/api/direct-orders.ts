// POST /api/orders answered on Node's response itself, ahead of the web application, like cached
// pages (server/cached-page-answers.ts): no web Request, Headers or Response is made, and no
// middleware runs. The answer is the one the application would give: the same order placed by the
// same function (orderPlacing() in server/api/orders.ts), the same body checks
// (readNodeJson() in server/api/json-body.ts), the same security headers, request id, log line and
// metrics, the same answer to an unexpected error. Anything but a plain POST /api/orders goes on to
// the application. Why: docs/decisions/054-orders-answered-on-nodes-response.md.
import type { IncomingMessage, ServerResponse } from "node:http";
import { CHECKOUT_TIME_HEADER } from "../../app/shared/bot-flags";
import { clientAddressFrom } from "../auth/client-address";
import { recordRequest, requestIdOf } from "../request-log";
import { securityHeaderRules } from "../security-headers";
import { isPlainHost } from "../cached-page-answers";
import type { AppServices } from "../services";
import type { ApiAnswer } from "./answer";
import { MAX_JSON_BODY, readNodeJson } from "./json-body";
import { orderPlacing } from "./orders";
import { apiFailureAnswer } from "./unavailable";

const ORDERS_PATH = "/api/orders";
/** The route label the application's request log gives this route (server/request-log.ts). */
const ORDERS_ROUTE = "/api/orders";
/** Node's request headers are in lower case. */
const CHECKOUT_TIME = CHECKOUT_TIME_HEADER.toLowerCase();

/** True when it took the request; false when the request is the application's to answer. */
export type DirectOrderAnswers = (req: IncomingMessage, res: ServerResponse) => boolean;

export function directOrderAnswers(services: AppServices): DirectOrderAnswers {
  const { trustProxy } = services.config;
  const security = securityHeaderRules(services.config);
  const securityHeaders = security.headers(ORDERS_PATH, security.apiPolicy);
  const placeOrder = orderPlacing(services);

  const send = (req: IncomingMessage, res: ServerResponse, id: string, started: number, ip: string, answer: ApiAnswer) => {
    const out: Record<string, string | number> = { ...answer.headers, "Content-Type": answer.contentType };
    for (const [name, value] of securityHeaders) out[name] = value;
    out["X-Request-Id"] = id;
    out["Content-Length"] = Buffer.byteLength(answer.body);
    // A body left unread: one of a declared length within the cap is read and dropped, as the
    // application does, and the connection kept; one over the cap or of no declared length is not
    // read on, and the connection closes after the answer.
    if (!req.readableEnded) {
      const declared = Number(req.headers["content-length"] ?? NaN);
      if (declared <= MAX_JSON_BODY) req.resume();
      else out.Connection = "close";
    }
    // A client that hung up is not written to; its request is still logged and counted.
    if (!res.destroyed) {
      res.writeHead(answer.status, out);
      res.end(answer.body);
    }
    recordRequest(services, { id, method: "POST", route: ORDERS_ROUTE, status: answer.status, started, ip });
  };

  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    const headers = req.headers;
    const id = requestIdOf(headers["x-request-id"] as string | undefined, trustProxy);
    const ip = clientAddressFrom(headers["x-forwarded-for"] as string | undefined, () => req.socket.remoteAddress, trustProxy);
    let reply: ApiAnswer;
    try {
      const body = await readNodeJson(req);
      reply = body.ok
        ? await placeOrder({
            body: body.value,
            idempotencyKey: headers["idempotency-key"] as string | undefined,
            checkoutTime: headers[CHECKOUT_TIME] as string | undefined,
            cookie: headers.cookie,
            ip,
          })
        : body.answer;
    } catch (error) {
      reply = apiFailureAnswer(services, error, true);
    }
    send(req, res, id, started, ip, reply);
  };

  return (req, res) => {
    // An odd Host header is left to the web layer to refuse, as it would be refused without this path.
    if (req.method !== "POST" || req.url !== ORDERS_PATH || !isPlainHost(req.headers.host)) return false;
    answer(req, res).catch((error: unknown) => services.log.error("answering an order failed", error));
    return true;
  };
}
