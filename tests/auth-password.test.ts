// Password hashing: a random salt, tampered values refused, rehash when the parameters rise, the
// password policy, and a cap on how many hashes run at once. OWASP's full cost and the timing of
// unknown usernames are in auth-password-cost.test.ts (the slow project: seconds of CPU each).
import { describe, expect, it } from "vitest";
import { createPasswordHasher } from "../server/auth/password";
import { passwordProblem } from "../server/auth/password-policy";
import { BusyError, createLimiter } from "../server/auth/concurrency";
import { FAST_SCRYPT } from "./support/admin";

describe("password hashing", () => {
  it("salts every hash, so one password never gives the same string twice", async () => {
    const hasher = createPasswordHasher({ params: FAST_SCRYPT });
    const a = await hasher.hash("same password here");
    const b = await hasher.hash("same password here");
    expect(a).not.toBe(b);
    expect(await hasher.verify("same password here", a)).toBe(true);
    expect(await hasher.verify("same password here", b)).toBe(true);
  });

  it("treats unreadable or tampered stored values as a wrong password", async () => {
    const hasher = createPasswordHasher({ params: FAST_SCRYPT });
    expect(await hasher.verify("x", "")).toBe(false);
    expect(await hasher.verify("x", "plaintext-password")).toBe(false);
    expect(await hasher.verify("x", "scrypt$1048577$8$1$AAAA$AAAA")).toBe(false);
    const stored = await hasher.hash("the real password");
    const cut = stored.slice(0, -8) + "AAAAAAA=";
    expect(await hasher.verify("the real password", cut)).toBe(false);
  });

  it("asks for a rehash when the stored parameters are below the current ones", async () => {
    const weak = createPasswordHasher({ params: FAST_SCRYPT });
    const strong = createPasswordHasher();
    const stored = await weak.hash("upgrade me please");
    expect(strong.needsRehash(stored)).toBe(true);
    expect(weak.needsRehash(stored)).toBe(false);
    // The stored parameters, not the hasher's, decide how a hash is checked.
    expect(await strong.verify("upgrade me please", stored)).toBe(true);
  });

  it("takes a new password of 12 or more characters that is neither blank, the username nor common", () => {
    expect(passwordProblem("elevenchars", "owner")).toMatch(/at least 12/);
    expect(passwordProblem("x".repeat(1025), "owner")).toMatch(/at most/);
    expect(passwordProblem(" ".repeat(14), "owner")).toMatch(/besides spaces/);
    expect(passwordProblem("  short one    ", "owner")).toMatch(/besides spaces/);
    expect(passwordProblem("fatima.alsayed", "fatima.alsayed")).toMatch(/username/);
    expect(passwordProblem("Fatima.Alsayed2026", "fatima.alsayed")).toMatch(/username/);
    for (const common of ["password1234", "123456789012", "qwertyuiopas", "iloveyou1234", "aaaaaaaaaaaa", "abcdefghijkl"]) {
      expect(passwordProblem(common, "owner"), common).toMatch(/too easy to guess/);
    }
    for (const good of ["Amber & oud, 2026 edition!", "correct horse battery staple", "Saffron, rose & 12 cedars"]) {
      expect(passwordProblem(good, "owner"), good).toBeNull();
    }
  });
});

describe("hashing concurrency cap", () => {
  it("runs at most N tasks at once and refuses beyond the queue", async () => {
    const limiter = createLimiter(2, 3);
    let running = 0;
    let peak = 0;
    const release: (() => void)[] = [];
    const task = () =>
      limiter.run(async () => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise<void>((r) => release.push(r));
        running -= 1;
      });
    const accepted = Array.from({ length: 5 }, task);
    await expect(task()).rejects.toBeInstanceOf(BusyError);
    while (release.length || running) {
      await new Promise((r) => setTimeout(r, 1));
      release.shift()?.();
    }
    await Promise.all(accepted);
    expect(peak).toBe(2);
  });

  it("caps the hasher itself", async () => {
    const hasher = createPasswordHasher({ params: FAST_SCRYPT, maxConcurrent: 1, maxQueued: 1 });
    const results = await Promise.allSettled([
      hasher.hash("p1 password"),
      hasher.hash("p2 password"),
      hasher.hash("p3 password"),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "rejected"]);
  });
});
