// The two analytics charts, drawn with recharts. This module is only ever imported lazily by the
// analytics section so the library stays out of every other page's JavaScript. Each chart also
// carries a screen-reader table of the same figures.
import { useEffect, useMemo, useState } from "react";
import { Bar, BarChart, CartesianGrid, Cell, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { fillDays, rangeDays, type DailyPoint, type StatusSlice } from "./admin-analytics";
import type { RangeFilter } from "../../shared/admin-filters";
import type { OrderStatus } from "../../shared/order";
import { useAdminMessages } from "../ui/use-admin-messages";
import { useAdminIntl } from "../ui/admin-intl";

const INK = "#0f0d0b";
const GOLD = "#b8914a";
const GRID = "rgba(15,13,11,0.08)";
const axisTick = { fill: "rgba(15,13,11,0.6)", fontSize: 12 };
const tooltipStyle = { borderRadius: 8, border: "1px solid rgba(15,13,11,0.1)", fontSize: 13 };

export function StatusChart({ slices }: { slices: StatusSlice[] }) {
  const intl = useAdminIntl();
  const messages = useAdminMessages();
  const t = messages.analytics;
  // Mirrored in Arabic: the bars grow from the right, the status names on the right.
  const rtl = intl.language === "ar";
  const total = slices.reduce((sum, s) => sum + s.count, 0);
  return (
    <figure>
      {total === 0 ? (
        <p className="grid h-64 place-items-center text-sm text-ink/60">{t.noData}</p>
      ) : (
        <div className="h-64" aria-hidden="true">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart
              data={slices}
              layout="vertical"
              margin={{ top: 4, right: 16, bottom: 4, left: 8 }}
              accessibilityLayer={false}
            >
              <CartesianGrid horizontal={false} stroke={GRID} />
              <XAxis type="number" allowDecimals={false} reversed={rtl} tick={axisTick} axisLine={false} tickLine={false} />
              <YAxis
                type="category"
                dataKey="status"
                orientation={rtl ? "right" : "left"}
                tickFormatter={(status: string) => messages.labels.statuses[status as OrderStatus] ?? status}
                width={84}
                tick={axisTick}
                axisLine={false}
                tickLine={false}
              />
              <Tooltip
                cursor={{ fill: "rgba(184,145,74,0.08)" }}
                contentStyle={tooltipStyle}
                formatter={(v) => intl.count(Number(v))}
              />
              <Bar dataKey="count" name={t.ordersSeries} radius={[0, 4, 4, 0]} barSize={18} isAnimationActive={false}>
                {slices.map((slice) => (
                  <Cell key={slice.status} fill={slice.color} />
                ))}
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        </div>
      )}
      {/* A table ignores width limits, so the clipping box is a div around it. */}
      <div className="sr-only">
        <table>
          <caption>{t.statusChart}</caption>
          <tbody>
            {slices.map((slice) => (
              <tr key={slice.status}>
                <th scope="row">{messages.labels.statuses[slice.status] ?? slice.status}</th>
                <td>{intl.count(slice.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

export function CashFlowChart({ days, range }: { days: DailyPoint[]; range: RangeFilter }) {
  const intl = useAdminIntl();
  const t = useAdminMessages().analytics;
  const rtl = intl.language === "ar";
  // "Today" is read after hydration only, so the server and the browser never disagree.
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => setNow(Date.now()), []);
  const series = useMemo(() => (now === null ? days : fillDays(days, rangeDays(range, now))), [days, range, now]);
  const empty = days.every((d) => d.orders === 0);

  return (
    <figure>
      {empty ? (
        <p className="grid h-72 place-items-center text-sm text-ink/60">{t.noData}</p>
      ) : (
        <div className="h-72" aria-hidden="true">
          <ResponsiveContainer width="100%" height="100%">
            <ComposedChart data={series} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} accessibilityLayer={false}>
              <CartesianGrid vertical={false} stroke={GRID} />
              <XAxis
                dataKey="day"
                reversed={rtl}
                tickFormatter={intl.dayLabel}
                tick={axisTick}
                axisLine={false}
                tickLine={false}
                minTickGap={24}
              />
              <YAxis
                yAxisId="revenue"
                orientation={rtl ? "right" : "left"}
                tick={axisTick}
                axisLine={false}
                tickLine={false}
                width={72}
                tickFormatter={(v: number) => intl.money(v).replace(/\.00\b/, "")}
              />
              <YAxis
                yAxisId="orders"
                orientation={rtl ? "left" : "right"}
                allowDecimals={false}
                tick={axisTick}
                axisLine={false}
                tickLine={false}
                width={32}
              />
              <Tooltip
                contentStyle={tooltipStyle}
                labelFormatter={(label) => (typeof label === "string" ? intl.dayLabel(label) : label)}
                formatter={(value, name) => (name === t.revenue ? intl.money(Number(value)) : intl.count(Number(value)))}
              />
              <Bar
                yAxisId="revenue"
                dataKey="revenue"
                name={t.revenue}
                fill={GOLD}
                radius={[3, 3, 0, 0]}
                maxBarSize={28}
                isAnimationActive={false}
              />
              <Line
                yAxisId="orders"
                dataKey="orders"
                name={t.ordersSeries}
                type="monotone"
                stroke={INK}
                strokeWidth={1.75}
                dot={series.length <= 31 ? { r: 2.5, fill: INK } : false}
                isAnimationActive={false}
              />
            </ComposedChart>
          </ResponsiveContainer>
        </div>
      )}
      <figcaption className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-xs text-ink/70">
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="size-2.5 rounded-sm" style={{ backgroundColor: GOLD }} />
          {t.revenue}
        </span>
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="h-0.5 w-4" style={{ backgroundColor: INK }} />
          {t.ordersSeries}
        </span>
      </figcaption>
      <div className="sr-only">
        <table>
          <caption>{t.cashFlow}</caption>
          <thead>
            <tr>
              <th scope="col">{t.day}</th>
              <th scope="col">{t.revenue}</th>
              <th scope="col">{t.ordersSeries}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <th scope="row">{d.day}</th>
                <td>{intl.money(d.revenue)}</td>
                <td>{d.orders}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
