// PAYMENT_PROVIDER and its keys are checked at start (server/config.ts, docs/decisions/040).
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../server/config";

describe("payment configuration", () => {
  it("is off when PAYMENT_PROVIDER is unset or empty", () => {
    expect(loadConfig({}).payments).toBeNull();
    expect(loadConfig({ PAYMENT_PROVIDER: "" }).payments).toBeNull();
  });

  it("takes Tap with its secret key, and refuses Tap without one or with a publishable key", () => {
    expect(loadConfig({ PAYMENT_PROVIDER: "tap", TAP_SECRET_KEY: "sk_test_XKokBfNWv6FIYuTMg5sLPjhJ" }).payments).toEqual({
      provider: "tap",
      secretKey: "sk_test_XKokBfNWv6FIYuTMg5sLPjhJ",
    });
    expect(() => loadConfig({ PAYMENT_PROVIDER: "tap" })).toThrow(/TAP_SECRET_KEY: required/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: "tap", TAP_SECRET_KEY: "pk_test_abc" })).toThrow(ConfigError);
  });

  it("takes the sandbox with a development secret outside production, and wants a real one in production", () => {
    const dev = loadConfig({ NODE_ENV: "development", PAYMENT_PROVIDER: "sandbox" }).payments;
    expect(dev).toMatchObject({ provider: "sandbox" });
    expect(() => loadConfig({ NODE_ENV: "production", PAYMENT_PROVIDER: "sandbox" })).toThrow(/PAYMENT_WEBHOOK_SECRET/);
    expect(loadConfig({ PAYMENT_PROVIDER: "sandbox", PAYMENT_WEBHOOK_SECRET: "s".repeat(16) }).payments).toEqual({
      provider: "sandbox",
      webhookSecret: "s".repeat(16),
    });
    expect(() => loadConfig({ PAYMENT_PROVIDER: "sandbox", PAYMENT_WEBHOOK_SECRET: "short" })).toThrow(/at least 16/);
  });

  it("refuses a provider it does not know", () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: "paypal" })).toThrow(/PAYMENT_PROVIDER/);
  });
});
