// Promotions under /api/admin/promotions (docs/decisions/035): every signed-in person reads them
// (staff answer customers about codes); owners create, change, pause and make codes, and export a
// promotion's codes with their uses. Each change is in the audit trail.
import { Hono, type Context } from "hono";
import {
  CODE_CSV_COLUMNS,
  generateCodesSchema,
  newPromotionSchema,
  promotionPatchSchema,
  type GeneratedCodes,
  type PromotionDetail,
  type PromotionList,
} from "../../../app/admin/promotions/promotions-contract";
import { checkPromotion, promotionFields } from "../../../app/shared/promotions/definition";
import { qatarDay } from "../../../app/shared/qatar-days";
import { audit } from "../../auth/audit";
import { clientAddress } from "../../auth/client-address";
import {
  CodeTaken,
  codesWithUses,
  createPromotion,
  findDefinition,
  findPromotion,
  generateCodes,
  listPromotions,
  updatePromotion,
} from "../../promotions/promotion-store";
import type { AppServices } from "../../services";
import { attachmentHeader, csvCell } from "../../orders/csv";
import { limitBody, readJson } from "../json-body";
import { problem, validationProblem, zodFieldErrors } from "../problem";
import { allow, allowChanges } from "./guard";
import type { AdminEnv } from "./env";

const withRules = promotionFields.superRefine(checkPromotion);

export function adminPromotionsApi(services: AppServices, options: { now?: () => Date } = {}) {
  const api = new Hono<AdminEnv>();
  const { db } = services;
  const now = options.now ?? (() => new Date());
  const ip = (c: Context) => clientAddress(c, services.config.trustProxy);
  const notFound = (c: Context) => problem(c, 404, "This promotion does not exist.");
  const codeTaken = (c: Context, error: CodeTaken) =>
    validationProblem(c, [{ field: "codes", message: error.message, code: "invalid" }]);

  api.use("*", allowChanges("promotions.manage"));

  api.get("/", async (c) => c.json({ promotions: await listPromotions(db.kysely, now()) } satisfies PromotionList));

  api.get("/:id", async (c) => {
    const found = await findPromotion(db.kysely, c.req.param("id"), now());
    return found ? c.json(found satisfies PromotionDetail) : notFound(c);
  });

  api.post("/", limitBody, async (c) => {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const parsed = newPromotionSchema.safeParse(body.value);
    if (!parsed.success) return validationProblem(c, zodFieldErrors(parsed.error));
    let id: string;
    try {
      id = await createPromotion(db.kysely, parsed.data, now());
    } catch (error) {
      if (error instanceof CodeTaken) return codeTaken(c, error);
      throw error;
    }
    const { codes, ...definition } = parsed.data;
    await audit(db, {
      actor: c.get("admin"),
      action: "promotion.create",
      target: id,
      ip: ip(c),
      detail: { name: definition.name.en, after: definition, codes: codes?.length ?? 0 },
    });
    // The storefront strikes the prices automatic offers lower, and orders read the promotions and
    // their codes with the catalogue: it follows every change (decision 042).
    services.catalogue.invalidate();
    return c.json((await findPromotion(db.kysely, id, now()))! satisfies PromotionDetail, 201);
  });

  api.patch("/:id", limitBody, async (c) => {
    const id = c.req.param("id");
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const patch = promotionPatchSchema.safeParse(body.value);
    if (!patch.success) return validationProblem(c, zodFieldErrors(patch.error));
    const before = await findDefinition(db.kysely, id);
    if (!before) return notFound(c);
    const { codes: newCodes = [], ...changes } = patch.data;
    // null clears an optional field; the whole is checked again with the rules between fields.
    const merged = withRules.safeParse({ ...before, ...changes, codes: newCodes });
    if (!merged.success) return validationProblem(c, zodFieldErrors(merged.error));
    const { codes: _codes, ...after } = merged.data;
    if (after.automatic && !before.automatic) {
      const existing = await findPromotion(db.kysely, id);
      if (existing && existing.codeCount > 0)
        return validationProblem(c, [{ field: "automatic", message: "A promotion with codes cannot become automatic." }]);
    }
    try {
      await updatePromotion(db.kysely, id, after, newCodes, now());
    } catch (error) {
      if (error instanceof CodeTaken) return codeTaken(c, error);
      throw error;
    }
    await audit(db, {
      actor: c.get("admin"),
      action: "promotion.update",
      target: id,
      ip: ip(c),
      detail: { name: after.name.en, before, after, codes: newCodes.length },
    });
    services.catalogue.invalidate();
    return c.json((await findPromotion(db.kysely, id, now()))! satisfies PromotionDetail);
  });

  api.post("/:id/codes", limitBody, async (c) => {
    const id = c.req.param("id");
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const parsed = generateCodesSchema.safeParse(body.value);
    if (!parsed.success) return validationProblem(c, zodFieldErrors(parsed.error));
    const definition = await findDefinition(db.kysely, id);
    if (!definition) return notFound(c);
    if (definition.automatic) return validationProblem(c, [{ field: "count", message: "An automatic promotion has no codes." }]);
    const { count, prefix = "", usesPerCode = 1 } = parsed.data;
    const codes = await generateCodes(db.kysely, id, count, prefix, usesPerCode, now());
    await audit(db, {
      actor: c.get("admin"),
      action: "promotion.codes",
      target: id,
      ip: ip(c),
      detail: { name: definition.name.en, count, prefix: prefix || null, usesPerCode },
    });
    services.catalogue.invalidate();
    return c.json({ codes } satisfies GeneratedCodes, 201);
  });

  api.get("/:id/codes.csv", allow("promotions.manage"), async (c) => {
    const id = c.req.param("id");
    const definition = await findDefinition(db.kysely, id);
    if (!definition) return notFound(c);
    const rows = await codesWithUses(db.kysely, id);
    const eol = "\r\n";
    const text =
      "\uFEFF" +
      CODE_CSV_COLUMNS.join(",") +
      eol +
      rows.map((r) => [r.code, r.maxUses ?? "", r.uses, r.createdAt].map(csvCell).join(",") + eol).join("");
    await audit(db, {
      actor: c.get("admin"),
      action: "promotion.export",
      target: id,
      ip: ip(c),
      detail: { name: definition.name.en, codes: rows.length },
    });
    const slug = definition.name.en.replace(/[^\p{L}\p{N}]+/gu, "-").replace(/^-+|-+$/g, "") || "promotion";
    return new Response(text, {
      status: 200,
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": attachmentHeader(`${slug}_codes_${qatarDay(now())}.csv`),
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  });

  return api;
}
