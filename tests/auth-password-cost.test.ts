// Password hashing at its real cost (OWASP's scrypt parameters, 128 MB and a good fraction of a
// second each), and an unknown username's dummy hash taking as long as a real one: in the slow
// project, for the CPU they take. The rest of the hashing is in auth-password.test.ts.
import { describe, expect, it } from "vitest";
import { createPasswordHasher, OWASP_SCRYPT } from "../server/auth/password";

describe("password hashing at its real cost", () => {
  it("uses scrypt N=2^17, r=8, p=1 by default and verifies only the right password", async () => {
    const hasher = createPasswordHasher();
    const stored = await hasher.hash("a long enough passphrase");
    const [scheme, N, r, p, salt, key] = stored.split("$");
    expect([scheme, Number(N), Number(r), Number(p)]).toEqual(["scrypt", 2 ** 17, 8, 1]);
    expect(Buffer.from(salt, "base64")).toHaveLength(16);
    expect(Buffer.from(key, "base64")).toHaveLength(32);
    expect(stored).not.toContain("a long enough passphrase");
    expect(await hasher.verify("a long enough passphrase", stored)).toBe(true);
    expect(await hasher.verify("a long enough passphrasE", stored)).toBe(false);
    expect(OWASP_SCRYPT).toEqual({ N: 131072, r: 8, p: 1 });
  });

  it("takes about as long for an unknown user (dummy hash) as for a real one", async () => {
    // Same work at a cheaper cost, measured alternately and compared by median, so a busy machine
    // slows both sides alike.
    const hasher = createPasswordHasher({ params: { N: 2 ** 14, r: 8, p: 1 } });
    const stored = await hasher.hash("timing test password");
    await hasher.verifyDummy("warm up");
    const time = async (f: () => Promise<unknown>) => {
      const start = performance.now();
      await f();
      return performance.now() - start;
    };
    const real: number[] = [];
    const dummy: number[] = [];
    for (let i = 0; i < 9; i++) {
      real.push(await time(() => hasher.verify("wrong password guess", stored)));
      dummy.push(await time(() => hasher.verifyDummy("wrong password guess")));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    expect(await hasher.verifyDummy("anything")).toBe(false);
    expect(median(dummy) / median(real)).toBeGreaterThan(0.5);
    expect(median(dummy) / median(real)).toBeLessThan(2);
  });
});
