// Customers under /api/admin/customers (issue 19): a customer's history by phone number, written
// in any way a Qatar number is written (E.164 in the answer), with `?order=` for that order's
// likely duplicates.
import { Hono } from "hono";
import type { CustomerHistory } from "../../../app/shared/admin-contract";
import { toE164 } from "../../../app/shared/phone";
import { customerHistory } from "../../orders/customer-history";
import type { AppServices } from "../../services";
import { problem } from "../problem";
import type { AdminEnv } from "./env";

export function adminCustomersApi(services: AppServices) {
  const api = new Hono<AdminEnv>();

  api.get("/:phone", async (c) => {
    const phone = toE164(decodeURIComponent(c.req.param("phone")).slice(0, 40));
    const order = c.req.query("order");
    const history = phone ? await customerHistory(services.db, phone, order && order.length <= 100 ? order : undefined) : null;
    if (!history) return problem(c, 404, "No orders from this phone number.");
    return c.json(history satisfies CustomerHistory);
  });

  return api;
}
