// Where a request came from. The socket's peer address is the truth; X-Forwarded-For is only
// believed when TRUST_PROXY says a reverse proxy of ours sits in front, and then only its last
// entry (the one that proxy appended), since every earlier entry is whatever the client sent.
import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";

const UNKNOWN_ADDRESS = "unknown";

export function clientAddress(c: Context, trustProxy: boolean): string {
  return clientAddressFrom(trustProxy ? c.req.header("x-forwarded-for") : undefined, () => socketAddress(c), trustProxy);
}

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // No Node socket behind this request (an in-process test request, another runtime).
    return undefined;
  }
}

/**
 * The same from the X-Forwarded-For header and the socket's peer address (a Node request), the
 * latter asked for only when the proxy's word is not taken.
 */
export function clientAddressFrom(
  forwardedFor: string | undefined,
  socketAddress: () => string | undefined,
  trustProxy: boolean,
): string {
  if (trustProxy && forwardedFor) {
    const last = forwardedFor
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean)
      .pop();
    if (last) return stripMapped(last);
  }
  const address = socketAddress();
  return address ? stripMapped(address) : UNKNOWN_ADDRESS;
}

/** "::ffff:192.0.2.1" is the IPv4 client 192.0.2.1 seen through a dual-stack socket. */
function stripMapped(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1] : address;
}

/**
 * The bucket the address limiter counts in. One IPv6 subscriber usually holds a whole /64, so
 * counting single IPv6 addresses would let one attacker rotate through billions of them.
 */
export function rateLimitKey(address: string): string {
  if (!address.includes(":")) return address;
  const groups = expandIpv6(address);
  return groups ? `${groups.slice(0, 4).join(":")}::/64` : address;
}

function expandIpv6(address: string): string[] | null {
  const plain = address.split("%")[0].toLowerCase();
  const halves = plain.split("::");
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(":") : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  const missing = 8 - head.length - tail.length;
  if (missing < 0 || (halves.length === 1 && missing !== 0)) return null;
  const groups = [...head, ...Array<string>(missing).fill("0"), ...tail];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => g.replace(/^0+(?=.)/, ""));
}
