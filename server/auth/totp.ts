// Two-factor sign-in codes: TOTP as RFC 6238 has it (HMAC-SHA1, 30-second steps, six
// digits), through the otpauth library. A code is accepted one step either side of now, and only
// for a step after the last one accepted for that account, so no code is accepted twice. Recovery
// codes are ten random one-time codes, shown once and stored as SHA-256 hashes.
import { createHash, randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";

const PERIOD_S = 30;
const WINDOW = 1;

export const newTotpSecret = () => new Secret({ size: 20 }).base32;

const totp = (secret: string, label = "", issuer = "") =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: PERIOD_S, label, issuer });

export const otpauthUrl = (secret: string, username: string, issuer: string) => totp(secret, username, issuer).toString();

/** The enrolment QR code as an SVG document, made here (no remote service sees the secret). */
export const qrSvg = (url: string) => QRCode.toString(url, { type: "svg", margin: 1, errorCorrectionLevel: "M" });

/** The code for a time (tests and the e2e sign-in read codes this way). */
export const totpCode = (secret: string, at: Date) => totp(secret).generate({ timestamp: at.getTime() });

/**
 * The time-step `code` belongs to, if it is valid at `at` (±1 step) and later than `lastStep`;
 * else null.
 */
export function acceptTotp(secret: string, code: string, at: Date, lastStep: number | null): number | null {
  const token = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totp(secret).validate({ token, timestamp: at.getTime(), window: WINDOW });
  if (delta === null) return null;
  const step = Math.floor(at.getTime() / 1000 / PERIOD_S) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const RECOVERY_COUNT = 10;

/** Ten codes like "k7q2m-x9vpd" (about 50 bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_COUNT }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** What is stored of a recovery code: typed with or without the dash, in any case. */
export const recoveryCodeHash = (code: string) =>
  createHash("sha256")
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ""))
    .digest("hex");

/** A recovery code, as typed: ten letters and digits, maybe with a dash or spaces. */
export const looksLikeRecoveryCode = (code: string) => /^[a-z0-9]{10}$/i.test(code.replace(/[\s-]/g, ""));
