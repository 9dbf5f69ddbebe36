// The sandbox's webhook signature: HMAC-SHA256 over "t.body", t in Unix seconds, five minutes' grace.
import { describe, expect, it } from "vitest";
import { signSandbox, verifySandboxSignature } from "./sandbox";

const SECRET = "sandbox-secret-for-this-test";
const BODY =
  '{"id":"evt_1","charge_id":"sbx_1","status":"CAPTURED","amount":"123.45","currency":"QAR","created":"2026-11-26T20:00:00.000Z"}';
const AT = new Date("2026-11-26T20:00:00.000Z");

describe("sandbox webhook signature", () => {
  it("accepts its own signature within five minutes either way", () => {
    const header = signSandbox(SECRET, BODY, AT);
    expect(header).toMatch(/^t=1795723200,v1=[0-9a-f]{64}$/);
    expect(verifySandboxSignature(SECRET, BODY, header, AT)).toBeNull();
    expect(verifySandboxSignature(SECRET, BODY, header, new Date(AT.getTime() + 299_000))).toBeNull();
    expect(verifySandboxSignature(SECRET, BODY, header, new Date(AT.getTime() - 299_000))).toBeNull();
  });

  it("refuses a tampered body, a tampered time or signature, and another secret", () => {
    const header = signSandbox(SECRET, BODY, AT);
    expect(verifySandboxSignature(SECRET, BODY.replace("123.45", "1.00"), header, AT)).toEqual({
      ok: false,
      reason: "bad-signature",
    });
    expect(verifySandboxSignature(SECRET, BODY, header.replace("t=1795723200", "t=1795723201"), AT)).toEqual({
      ok: false,
      reason: "bad-signature",
    });
    const flipped = header.slice(0, -1) + (header.endsWith("0") ? "1" : "0");
    expect(verifySandboxSignature(SECRET, BODY, flipped, AT)).toEqual({ ok: false, reason: "bad-signature" });
    expect(verifySandboxSignature("another-secret-entirely", BODY, header, AT)).toEqual({ ok: false, reason: "bad-signature" });
  });

  it("refuses a replay once it is stale, in the past or the future", () => {
    const header = signSandbox(SECRET, BODY, AT);
    expect(verifySandboxSignature(SECRET, BODY, header, new Date(AT.getTime() + 301_000))).toEqual({
      ok: false,
      reason: "stale",
    });
    expect(verifySandboxSignature(SECRET, BODY, header, new Date(AT.getTime() - 301_000))).toEqual({
      ok: false,
      reason: "stale",
    });
  });

  it("refuses a missing or malformed header", () => {
    expect(verifySandboxSignature(SECRET, BODY, null, AT)).toEqual({ ok: false, reason: "unsigned" });
    for (const bad of ["", "v1=abc", "t=x,v1=" + "0".repeat(64), "t=1795723200", "t=1795723200,v1=zz"]) {
      expect(verifySandboxSignature(SECRET, BODY, bad, AT)).toMatchObject({ ok: false });
    }
  });
});
