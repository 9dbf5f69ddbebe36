import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../server/config";

describe("configuration", () => {
  it("has sensible defaults for everything", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBe("file:./data/shop.db");
    expect(config.store.brand.length).toBeGreaterThan(0);
    expect(config.store.email).toContain("@");
    expect(config.store.launchTarget).toBeNull();
    expect(config.uploadsDir).toBe(path.resolve("data", "uploads"));
  });

  it("keeps uploaded photos where UPLOADS_DIR says, as an absolute folder", () => {
    expect(loadConfig({ UPLOADS_DIR: "/srv/shop/photos" }).uploadsDir).toBe(path.resolve("/srv/shop/photos"));
    expect(loadConfig({ UPLOADS_DIR: "photos" }).uploadsDir).toBe(path.join(process.cwd(), "photos"));
    expect(loadConfig({ UPLOADS_DIR: "" }).uploadsDir).toBe(path.resolve("data", "uploads"));
  });

  it("writes mail to files by default and sends through SMTP_URL when given", () => {
    const plain = loadConfig({});
    expect(plain.mail.transport).toEqual({ outboxDir: path.resolve("data", "outbox") });
    expect(plain.mail.from).toEqual({ name: "Al Maha Parfums", address: "care@almahaparfums.qa" });
    expect(plain.mail.staffEmail).toBeNull();
    const real = loadConfig({
      SMTP_URL: "smtps://shop:pa%40ss@smtp.example.com:465",
      MAIL_FROM: '"Oud House" <orders@oudhouse.qa>',
      STORE_ORDERS_EMAIL: "owner@oudhouse.qa",
    });
    expect(real.mail.transport).toEqual({ smtpUrl: "smtps://shop:pa%40ss@smtp.example.com:465" });
    expect(real.mail.from).toEqual({ name: "Oud House", address: "orders@oudhouse.qa" });
    expect(real.mail.staffEmail).toBe("owner@oudhouse.qa");
    expect(loadConfig({ MAIL_FROM: "orders@oudhouse.qa", STORE_BRAND: "Oud House" }).mail.from).toEqual({
      name: "Oud House",
      address: "orders@oudhouse.qa",
    });
  });

  it.each([
    ["SMTP_URL", "http://smtp.example.com"],
    ["MAIL_FROM", "Oud House"],
    ["STORE_ORDERS_EMAIL", "owner"],
  ])("refuses %s=%s, without echoing the value", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
    try {
      loadConfig({ [name]: value });
    } catch (error) {
      expect((error as Error).message).not.toContain(value);
    }
  });

  it("reads the store identity from the environment", () => {
    const config = loadConfig({ STORE_BRAND: "Oud House", STORE_WHATSAPP: "97455550000", PORT: "8080" });
    expect(config.store.brand).toBe("Oud House");
    expect(config.store.whatsapp).toBe("97455550000");
    expect(config.port).toBe(8080);
  });

  it.each([
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://localhost/shop"],
    ["STORE_EMAIL", "not-an-email"],
    ["STORE_WHATSAPP", "+974 5555"],
    ["STORE_SOCIAL_URL", "instagram"],
    ["NODE_ENV", "staging"],
  ])("stops with a message naming %s when it is %s", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ PORT: "" }).port).toBe(3000);
  });
});
