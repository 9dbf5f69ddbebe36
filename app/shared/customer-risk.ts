// When a customer's record should make staff careful (the Customers section and an order's
// customer history).

/** Cancelled (refused included) this many times: staff should call before sending another. */
export const RISKY_CANCELLATIONS = 2;
