// Beside a customer in the Customers section: whether staff should call before sending
// their next order, whether the number is blocked, and whether its daily order limit is lifted.
import type { CustomerSummary } from "./customers-contract";
import { useAdminMessages } from "../ui/use-admin-messages";

export function CustomerMarks({ customer, className = "" }: { customer: CustomerSummary; className?: string }) {
  const messages = useAdminMessages();
  if (!customer.risky && !customer.blocked && !customer.trusted) return null;
  return (
    <p className={`flex flex-wrap gap-1.5 ${className}`}>
      {customer.blocked && (
        <span className="rounded-full border border-red-300 bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">
          {messages.customers.blocked}
        </span>
      )}
      {customer.risky && (
        <span className="rounded-full border border-red-300 bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-900">
          {messages.customer.risky}
        </span>
      )}
      {customer.trusted && (
        <span className="rounded-full border border-emerald-200 bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-900">
          {messages.customers.trusted}
        </span>
      )}
    </p>
  );
}
