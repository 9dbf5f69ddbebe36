// The orders toolbar: search (debounced, kept in the URL as q), status, confirmation and date filters,
// and the delivery's driver, day, slot and area. Each control reports a patch of filters; the
// section writes it to the URL.
import { PAYMENT_FILTERS, type PaymentFilter } from "../../shared/payments/payment-filter";
import { DATE_RANGES } from "../../shared/qatar-days";
import * as Select from "@radix-ui/react-select";
import { useEffect, useId, useRef, useState } from "react";
import {
  STATUS_FILTERS,
  type DateRange,
  type OrderFilters,
  type RangeFilter,
  type StatusFilter,
} from "../../shared/admin-filters";
import { REVIEW_FILTERS, type ReviewFilter } from "../../shared/order-review";
import { CITIES, type City } from "../../shared/order-schema";
import { format } from "../../i18n";
import { useAdminIntl } from "../ui/admin-intl";
import { Icon } from "../ui/icons";
import { useDeliverySettings, useDrivers } from "../delivery/delivery-api";
import { useAdminMessages } from "../ui/use-admin-messages";

const SEARCH_DEBOUNCE_MS = 300;

const fieldClass =
  "h-10 w-full rounded-md border border-ink/15 bg-white px-3 text-sm text-ink placeholder:text-ink/50 focus:border-gold-dark focus:outline-none focus-visible:ring-2 focus-visible:ring-gold/40";
const labelClass = "mb-1.5 block text-xs font-semibold uppercase tracking-[0.16em] text-ink/60";

export function SearchBox({
  value,
  onChange,
  label,
  placeholder,
}: {
  value: string;
  onChange(q: string): void;
  label?: string;
  placeholder?: string;
}) {
  const t = useAdminMessages().orders;
  const id = useId();
  const [text, setText] = useState(value);
  // What we last wrote to the URL: a different value arriving from outside (a sidebar link, the
  // back button) replaces the box's text; our own echo does not interrupt typing.
  const written = useRef(value);
  const report = useRef(onChange);
  useEffect(() => {
    report.current = onChange;
  });

  useEffect(() => {
    if (value !== written.current) {
      written.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text === written.current) return;
    const timer = setTimeout(() => {
      written.current = text;
      report.current(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <div className="min-w-0">
      <label htmlFor={id} className={labelClass}>
        {label ?? t.searchLabel}
      </label>
      <div className="relative">
        <Icon name="search" className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-ink/45" />
        <input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={placeholder ?? t.searchPlaceholder}
          maxLength={100}
          autoComplete="off"
          spellCheck={false}
          className={`${fieldClass} ps-9`}
        />
      </div>
    </div>
  );
}

function FilterSelect<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange(value: T): void;
}) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <Select.Root value={value} onValueChange={(next) => onChange(next as T)}>
        <Select.Trigger id={id} className={`${fieldClass} flex items-center justify-between gap-2 text-start`}>
          <span className="min-w-0 truncate">
            <Select.Value />
          </span>
          <Select.Icon className="text-ink/50">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth={1.6}>
              <path d="M6 9l6 6 6-6" />
            </svg>
          </Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content
            position="popper"
            sideOffset={6}
            className="z-[60] max-h-[var(--radix-select-content-available-height)] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-lg border border-ink/10 bg-white p-1 text-sm text-ink shadow-xl"
          >
            <Select.Viewport>
              {options.map((option) => (
                <Select.Item
                  key={option.value}
                  value={option.value}
                  className="relative flex cursor-default items-center rounded-md py-2 ps-8 pe-3 outline-none select-none data-[highlighted]:bg-sand data-[state=checked]:font-semibold"
                >
                  <Select.ItemIndicator className="absolute start-2 text-gold-dark">
                    <Icon name="delivered" className="size-4" />
                  </Select.ItemIndicator>
                  <Select.ItemText>{option.label}</Select.ItemText>
                </Select.Item>
              ))}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
    </div>
  );
}

/** A labelled day ("" for none); `min` and `max` bound it when set. */
function DateInput({
  label,
  value,
  min,
  max,
  onChange,
  className = "",
}: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange(day: string): void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={`min-w-0 ${className}`}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(event) => onChange(event.target.value)}
        className={fieldClass}
      />
    </div>
  );
}

export function StatusFilterSelect({ value, onChange }: { value: StatusFilter; onChange(status: StatusFilter): void }) {
  const t = useAdminMessages().orders;
  const options = STATUS_FILTERS.map((status) => ({ value: status, label: status === "All" ? t.allStatuses : status }));
  return <FilterSelect label={t.statusLabel} value={value} options={options} onChange={onChange} />;
}

/** Every order, or those awaiting dispatch that nobody confirmed with the customer. */
export function ReviewFilterSelect({ value, onChange }: { value: ReviewFilter; onChange(review: ReviewFilter): void }) {
  const t = useAdminMessages().orders;
  const options = REVIEW_FILTERS.map((review) => ({ value: review, label: t.reviewOptions[review] }));
  return <FilterSelect label={t.reviewLabel} value={value} options={options} onChange={onChange} />;
}

/** All Time, Today, Last 7 days, Last 30 days, or a custom range with two date inputs. */
export function DateFilter({ value, onChange }: { value: RangeFilter; onChange(patch: Partial<OrderFilters>): void }) {
  const messages = useAdminMessages();
  const options = DATE_RANGES.map((range) => ({ value: range, label: messages.dateRanges[range] }));
  return (
    <div className="flex min-w-0 flex-wrap items-end gap-3">
      <div className="w-full sm:w-44">
        <FilterSelect<DateRange>
          label={messages.orders.dateLabel}
          value={value.range}
          options={options}
          onChange={(range) => onChange({ range })}
        />
      </div>
      {value.range === "custom" && (
        <>
          <DateInput
            label={messages.orders.fromLabel}
            value={value.from}
            max={value.to}
            onChange={(from) => onChange({ from })}
            className="flex-1 sm:w-40 sm:flex-none"
          />
          <DateInput
            label={messages.orders.toLabel}
            value={value.to}
            min={value.from}
            onChange={(to) => onChange({ to })}
            className="flex-1 sm:w-40 sm:flex-none"
          />
        </>
      )}
    </div>
  );
}

// Radix's select keeps "" for "nothing chosen": "any" stands for the filter left open.
const ANY = "any";

/** Orders given to one driver (inactive drivers too: their orders stay findable). */
export function DriverFilterSelect({ value, onChange }: { value: string; onChange(driver: string): void }) {
  const t = useAdminMessages().orders;
  const drivers = useDrivers().data?.drivers ?? [];
  const options = [
    { value: ANY, label: t.anyDriver },
    ...drivers.map((d) => ({ value: d.id, label: d.active ? d.name : format(t.inactiveDriver, { name: d.name }) })),
  ];
  // A driver named in the URL before the list arrives still shows as chosen.
  if (value && !drivers.some((d) => d.id === value)) options.push({ value, label: value });
  return (
    <FilterSelect
      label={t.driverLabel}
      value={value || ANY}
      options={options}
      onChange={(next) => onChange(next === ANY ? "" : next)}
    />
  );
}

/** Orders due on one day, and in one of the settings' windows. */
export function DeliveryFilter({
  value,
  onChange,
}: {
  value: Pick<OrderFilters, "deliveryDay" | "slot">;
  onChange(patch: Partial<OrderFilters>): void;
}) {
  const t = useAdminMessages().orders;
  const intl = useAdminIntl();
  const windows = useDeliverySettings().data?.slots.windows ?? [];
  const slots = windows.map((w) => `${w.from}-${w.to}`);
  if (value.slot && !slots.includes(value.slot)) slots.push(value.slot);
  const options = [{ value: ANY, label: t.anySlot }, ...slots.map((slot) => ({ value: slot, label: intl.slot(slot) }))];
  return (
    <>
      <DateInput label={t.deliveryDayLabel} value={value.deliveryDay} onChange={(deliveryDay) => onChange({ deliveryDay })} />
      <FilterSelect
        label={t.slotLabel}
        value={value.slot || ANY}
        options={options}
        onChange={(next) => onChange({ slot: next === ANY ? "" : next })}
      />
    </>
  );
}

/** Orders to one delivery area (the address's city), to send a driver round one part of the country. */
export function AreaFilterSelect({ value, onChange }: { value: City | ""; onChange(area: City | ""): void }) {
  const messages = useAdminMessages();
  const t = messages.orders;
  const options = [
    { value: ANY, label: t.anyArea },
    ...CITIES.map((city) => ({ value: city, label: messages.labels.areas[city] })),
  ];
  return (
    <FilterSelect<string>
      label={t.areaLabel}
      value={value || ANY}
      options={options}
      onChange={(next) => onChange(CITIES.find((city) => city === next) ?? "")}
    />
  );
}

/** Orders by how they were paid (decision 040): online and paid, awaiting, failed, refunded, or cash. */
export function PaymentFilterSelect({ value, onChange }: { value: PaymentFilter; onChange(payment: PaymentFilter): void }) {
  const t = useAdminMessages().payments.filter;
  return (
    <FilterSelect<PaymentFilter>
      label={t.label}
      value={value}
      options={PAYMENT_FILTERS.map((choice) => ({ value: choice, label: t[choice] }))}
      onChange={onChange}
    />
  );
}
