// Request builders for order API tests.
export const validCustomer = {
  name: "Fatima Al-Thani",
  email: "fatima@example.qa",
  phone: "+974 5555 1234",
  address: "Building 12, Street 340, Zone 66",
  city: "Doha",
  notes: "Please call before delivery",
};

export function orderBody(overrides: Record<string, unknown> = {}) {
  return {
    customer: { ...validCustomer },
    items: [{ type: "product", productId: "1", quantity: 1 }],
    ...overrides,
  };
}

export function postOrder(
  app: { request: (path: string, init?: RequestInit) => Response | Promise<Response> },
  body: unknown,
  headers: Record<string, string> = {},
) {
  return app.request("/api/orders", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}
