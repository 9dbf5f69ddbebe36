import { describe, expect, it } from "vitest";
import { anyPending, messageState } from "./message-state";

describe("messageState", () => {
  it("reads the outbox's status and attempts as staff say it", () => {
    expect(messageState({ status: "pending", attempts: 0 })).toBe("sending");
    expect(messageState({ status: "pending", attempts: 3 })).toBe("retrying");
    expect(messageState({ status: "sent", attempts: 2 })).toBe("sent");
    expect(messageState({ status: "failed", attempts: 1 })).toBe("failed");
    expect(messageState({ status: "skipped", attempts: 0 })).toBe("skipped");
  });

  it("knows when something is still on its way", () => {
    expect(anyPending(undefined)).toBe(false);
    expect(anyPending([{ status: "sent" }, { status: "failed" }])).toBe(false);
    expect(anyPending([{ status: "sent" }, { status: "pending" }])).toBe(true);
  });
});
