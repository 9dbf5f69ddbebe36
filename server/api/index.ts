// The JSON API under /api. Unknown paths and unexpected failures answer problem details, never
// an HTML page or a stack trace.
import { Hono } from "hono";
import type { AppServices } from "../services";
import { accountApi } from "./account";
import { backInStockApi } from "./back-in-stock";
import { cartsApi } from "./carts";
import { catalogueApi } from "./catalogue";
import { deliveryApi } from "./delivery";
import { orderLookupApi } from "./order-lookup";
import { orderPaymentApi } from "./order-payment";
import { reviewsApi } from "./reviews";
import { returnsApi } from "./returns";
import { ordersApi } from "./orders";
import { paymentsApi } from "./payments";
import { promotionsApi } from "./promotions";
import { apiFailureAnswer, isOrdering } from "./unavailable";
import { sendAnswer } from "./answer";
import { problem } from "./problem";

export function createApi(services: AppServices) {
  const api = new Hono();
  api.route("/account", accountApi(services));
  api.route("/back-in-stock", backInStockApi(services));
  api.route("/carts", cartsApi(services));
  api.route("/catalogue", catalogueApi(services));
  api.route("/delivery", deliveryApi(services));
  // Before /orders, whose POST / would not match it but whose routes come first.
  api.route("/orders/lookup", orderLookupApi(services));
  api.route("/orders/payment", orderPaymentApi(services));
  api.route("/orders", ordersApi(services));
  api.route("/promotions", promotionsApi(services));
  api.route("/reviews", reviewsApi(services));
  api.route("/returns", returnsApi(services));
  api.route("/payments", paymentsApi(services));
  // A catch-all route rather than notFound(): a mounted sub-app's notFound is not consulted.
  api.all("*", (c) => problem(c, 404, "No such API endpoint."));
  api.onError((error, c) => sendAnswer(c, apiFailureAnswer(services, error, isOrdering(c.req.method, c.req.path))));
  return api;
}
