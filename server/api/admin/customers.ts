// Customers under /api/admin/customers: the list (`?search=&page=&pageSize=`), and a
// customer's history by phone number, written in any way a Qatar number is written (E.164 in the
// answer), with `?order=` for that order's likely duplicates; and the shopper account that number
// signed in with (`/:phone/account`), which staff see and never change.
import { Hono } from "hono";
import { z } from "zod";
import type { CustomerAccountAnswer, CustomerHistory, CustomersPage } from "../../../app/admin/customers/customers-contract";
import { MAX_QUERY_LENGTH, pagingQuerySchema } from "../../../app/shared/admin-filters";
import { parseCustomerSearch } from "../../../app/shared/customer-search";
import { PHONE_ERROR } from "../../../app/shared/order-schema";
import { toE164 } from "../../../app/shared/phone";
import { customerAccount } from "../../customers/customer-account";
import { customerHistory } from "../../customers/customer-history";
import { listCustomers } from "../../customers/customer-list";
import type { AppServices } from "../../services";
import { problem, validationProblem, zodFieldErrors } from "../problem";
import type { AdminEnv } from "./env";
import { allow } from "./guard";
import { limitBody, readJson } from "../json-body";
import { audit } from "../../auth/audit";
import { clientAddress } from "../../auth/client-address";
import { withExecutor } from "../../db/database";
import { creditAdjustSchema, type StoreCreditView } from "../../../app/shared/store-credit";
import { adjustStoreCredit, CreditShort, storeCreditBalance, storeCreditView } from "../../store-credit/ledger";

const listQuerySchema = pagingQuerySchema.extend({
  search: z
    .string()
    .optional()
    .transform((text) => (text ?? "").slice(0, MAX_QUERY_LENGTH)),
});

export function adminCustomersApi(services: AppServices) {
  const api = new Hono<AdminEnv>();

  api.get("/", async (c) => {
    const parsed = listQuerySchema.safeParse(c.req.query());
    if (!parsed.success) return validationProblem(c, zodFieldErrors(parsed.error));
    const { search, page, pageSize } = parsed.data;
    const list = await listCustomers(services.db, parseCustomerSearch(search), page, pageSize);
    return c.json(list satisfies CustomersPage);
  });

  // The shopper account this number signed in with, if any: read-only (decision 044).
  api.get("/:phone/account", async (c) => {
    const phone = toE164(decodeURIComponent(c.req.param("phone")).slice(0, 40));
    if (!phone) return validationProblem(c, [{ field: "phone", message: PHONE_ERROR }]);
    return c.json({ account: await customerAccount(services.db, phone) } satisfies CustomerAccountAnswer);
  });

  api.get("/:phone", async (c) => {
    const phone = toE164(decodeURIComponent(c.req.param("phone")).slice(0, 40));
    const order = c.req.query("order");
    const history = phone ? await customerHistory(services.db, phone, order && order.length <= 100 ? order : undefined) : null;
    if (!history) return problem(c, 404, "No orders from this phone number.");
    return c.json(history satisfies CustomerHistory);
  });

  // Store credit (docs/decisions/051-store-credit.md): the balance and ledger; owners adjust it.
  api.get("/:phone/credit", async (c) => {
    const phone = toE164(decodeURIComponent(c.req.param("phone")).slice(0, 40));
    if (!phone) return problem(c, 404, "No such phone number.");
    return c.json((await storeCreditView(services.db.kysely, phone, new Date())) satisfies StoreCreditView);
  });

  api.post("/:phone/credit", allow("credit.adjust"), limitBody, async (c) => {
    const phone = toE164(decodeURIComponent(c.req.param("phone")).slice(0, 40));
    if (!phone) return problem(c, 404, "No such phone number.");
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const parsed = creditAdjustSchema.safeParse(body.value);
    if (!parsed.success) return validationProblem(c, zodFieldErrors(parsed.error));
    const { amount, reason } = parsed.data;
    const admin = c.get("admin");
    const now = new Date();
    try {
      await services.db.kysely.transaction().execute(async (trx) => {
        await adjustStoreCredit(trx, { phone, amount, reason, staff: admin.username, at: now });
        const after = await storeCreditBalance(trx, phone, now);
        await audit(withExecutor(services.db, trx), {
          actor: admin,
          action: "credit.adjust",
          target: phone,
          ip: clientAddress(c, services.config.trustProxy),
          detail: { amount, reason, balance: after.balance },
          at: now,
        });
      });
    } catch (error) {
      if (error instanceof CreditShort) {
        return validationProblem(c, [{ field: "amount", message: "That would take the balance below zero." }]);
      }
      throw error;
    }
    return c.json((await storeCreditView(services.db.kysely, phone, now)) satisfies StoreCreditView);
  });

  return api;
}
