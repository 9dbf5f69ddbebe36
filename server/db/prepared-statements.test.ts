import { describe, expect, it } from "vitest";
import { isNamedWrite, MAX_NAMED_PARAMETERS, statementNames } from "./prepared-statements";

describe("which statements are prepared once per connection", () => {
  it("names writes that list their columns", () => {
    expect(isNamedWrite('insert into "orders" ("id", "number") values ($1, $2) returning "number"')).toBe(true);
    expect(isNamedWrite('update "product_variants" set "stock" = "stock" - $1 where "id" = $2')).toBe(true);
    expect(isNamedWrite('delete from "cart_items" where "cart_id" = $1')).toBe(true);
    expect(
      isNamedWrite(
        "with locked as (select 1), inserted as (insert into order_events (type) values ($1) returning id) select id from inserted",
      ),
    ).toBe(true);
  });

  it("leaves reads, schema changes and anything with a * unnamed", () => {
    expect(isNamedWrite('select "id", "updated_at" from "orders" where "id" = $1')).toBe(false);
    expect(isNamedWrite("with recent as (select id from orders) select id from recent")).toBe(false);
    expect(isNamedWrite('insert into "orders" ("id") values ($1) returning *')).toBe(false);
    expect(isNamedWrite('update "orders" set "status" = $1 where "id" = $2 returning "orders".*')).toBe(false);
    expect(isNamedWrite("alter table orders add column note text")).toBe(false);
    expect(isNamedWrite("begin")).toBe(false);
  });

  it("gives a text the same name every time, and stops naming new texts at the limit", () => {
    const names = statementNames(2);
    const nameOf = (text: string) => names(text, 1);
    const a = nameOf("insert into a (x) values ($1)");
    const b = nameOf("insert into b (x) values ($1)");
    expect(a).toBeDefined();
    expect(b).toBeDefined();
    expect(a).not.toBe(b);
    expect(nameOf("insert into a (x) values ($1)")).toBe(a);
    expect(nameOf("insert into c (x) values ($1)")).toBeUndefined();
    expect(nameOf("insert into b (x) values ($1)")).toBe(b);
    expect(nameOf('select "x" from a')).toBeUndefined();
  });

  it("sends a write of more than MAX_NAMED_PARAMETERS values unnamed", () => {
    const names = statementNames();
    expect(names("insert into a (x) values ($1)", MAX_NAMED_PARAMETERS + 1)).toBeUndefined();
    expect(names("insert into a (x) values ($1)", MAX_NAMED_PARAMETERS)).toBeDefined();
  });
});
