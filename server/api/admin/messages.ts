// The shop's e-mails under /api/admin/messages: what the overview warns about, and
// sending a message again (a new message; the first keeps its history). An order's own messages
// come with the order (GET /api/admin/orders/:id).
import { Hono } from "hono";
import type { MessageHealth, OrderMessage } from "../../../app/admin/orders/orders-contract";
import { audit } from "../../auth/audit";
import { clientAddress } from "../../auth/client-address";
import { messageHealth, resendMessage } from "../../mail/outbox";
import type { AppServices } from "../../services";
import { problem } from "../problem";
import type { AdminEnv } from "./env";

const MAX_ID_LENGTH = 100;

export function adminMessagesApi(services: AppServices) {
  const api = new Hono<AdminEnv>();
  const { db } = services;

  const messageOrderNumber = async (id: string) =>
    (
      await db.kysely
        .selectFrom("mail_outbox")
        .innerJoin("orders", "orders.id", "mail_outbox.order_id")
        .select("orders.number")
        .where("mail_outbox.id", "=", id)
        .executeTakeFirst()
    )?.number ?? null;

  api.get("/health", async (c) => c.json((await messageHealth(db)) satisfies MessageHealth));

  api.post("/:id/resend", async (c) => {
    const id = c.req.param("id");
    const message = id.length <= MAX_ID_LENGTH ? await resendMessage(db, id) : null;
    if (!message) return problem(c, 404, "This message does not exist.");
    await audit(db, {
      actor: c.get("admin"),
      action: "message.resend",
      target: id,
      ip: clientAddress(c, services.config.trustProxy),
      detail: { kind: message.kind, resentAs: message.id, orderNumber: await messageOrderNumber(id) },
    });
    services.mail.poke();
    return c.json({ message } satisfies { message: OrderMessage }, 201);
  });

  return api;
}
