// The columns a provider's settlement report is read by (docs/decisions/040, "The admin"): the
// server's reader needs them and the Cash section's upload names them to the owner.
export const SETTLEMENT_COLUMNS = ["charge_id", "amount", "fee", "date"] as const;
