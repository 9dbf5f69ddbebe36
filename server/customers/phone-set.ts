// A set of phone numbers held in memory: the blocked numbers and the numbers whose
// limit staff lifted. A shop has dozens of each, not millions, so an order pays a set lookup
// rather than a query; the set is read again every few seconds for changes other processes made,
// and at once after this process's own.
const FRESH_MS = 5_000;

export interface PhoneSet {
  has(phone: string | null): Promise<boolean>;
  /** This process changed the numbers: read them again before the next order. */
  changed(): void;
}

export function createPhoneSet(read: () => Promise<string[]>): PhoneSet {
  let numbers: Promise<Set<string>> | null = null;
  let readAt = 0;
  const load = () => {
    readAt = Date.now();
    const reading = read().then((list) => new Set(list));
    // A failed read is tried again by the next order rather than remembered.
    reading.catch(() => (numbers = null));
    return reading;
  };
  return {
    async has(phone) {
      if (!numbers || Date.now() - readAt > FRESH_MS) numbers = load();
      return phone !== null && (await numbers).has(phone);
    },
    changed: () => void (numbers = null),
  };
}
