// @vitest-environment jsdom
// The launch countdown component with fake timers (docs/product.md#4-states): each second, days only from
// one day up, two-digit padding; no banner without a launch ahead, "Offer Expired!" once it arrives.
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CountdownBanner } from "./countdown-banner";
import { renderWithRoot } from "./render-with-root.test-utils";

const TARGET = "2025-07-01T00:00:00"; // Qatar time, i.e. 2025-06-30T21:00:00Z

const unit = (name: string) => document.querySelector(`[data-unit=${name}]`)?.textContent ?? null;

function renderBanner(target: string | null = TARGET, renderedAt = Date.now()) {
  renderWithRoot(<CountdownBanner target={target} renderedAt={renderedAt} formSectionId="vip" formFieldId="vip-email" />);
}

describe("CountdownBanner", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("shows days, hours, minutes and seconds and ticks every second", () => {
    vi.setSystemTime(new Date("2025-06-28T07:00:00Z")); // 2 days 14 hours before
    renderBanner();
    expect(unit("days")).toBe("2");
    expect([unit("hours"), unit("minutes"), unit("seconds")]).toEqual(["14", "00", "00"]);

    act(() => vi.advanceTimersByTime(1000));
    expect([unit("days"), unit("hours"), unit("minutes"), unit("seconds")]).toEqual(["2", "13", "59", "59"]);

    act(() => vi.advanceTimersByTime(61_000));
    expect([unit("hours"), unit("minutes"), unit("seconds")]).toEqual(["13", "58", "58"]);
  });

  it("drops the days box once less than a day remains", () => {
    vi.setSystemTime(new Date("2025-06-29T20:59:58Z")); // 1 day and 2 seconds before
    renderBanner();
    expect(unit("days")).toBe("1");
    act(() => vi.advanceTimersByTime(3000));
    expect(unit("days")).toBeNull();
    expect([unit("hours"), unit("minutes"), unit("seconds")]).toEqual(["23", "59", "59"]);
    expect(screen.getByText("Hours")).toBeTruthy();
  });

  it("says 1 Day, not 1 Days", () => {
    vi.setSystemTime(new Date("2025-06-29T20:00:00Z"));
    renderBanner();
    expect(unit("days")).toBe("1");
    expect(screen.getByText("Day")).toBeTruthy();
    expect(screen.queryByText("Days")).toBeNull();
  });

  it("renders the figures of the server's moment at once, never empty cells", () => {
    vi.setSystemTime(new Date("2025-06-28T07:00:05Z"));
    renderBanner(TARGET, Date.parse("2025-06-28T07:00:00Z"));
    expect(document.body.textContent).not.toContain("--");
    expect(unit("days")).toBe("2");
  });

  it("replaces a clock that reaches zero with 'Offer Expired!', and stops", () => {
    vi.setSystemTime(new Date("2025-06-30T20:59:58Z"));
    renderBanner();
    expect([unit("hours"), unit("minutes"), unit("seconds")]).toEqual(["00", "00", "02"]);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText("Offer Expired!")).toBeTruthy();
    expect(screen.queryByRole("timer")).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("shows no banner without a launch ahead: none set, one passed, or unreadable", () => {
    vi.setSystemTime(new Date("2026-11-24T09:00:00Z"));
    for (const target of [null, "2025-07-01T00:00:00", "soon"]) {
      renderBanner(target);
      expect(screen.queryByText("Coming Soon")).toBeNull();
      expect(screen.queryByText(/00/)).toBeNull();
      cleanup();
    }
  });

  it("has the Get Notified link to the VIP form", () => {
    vi.setSystemTime(new Date("2025-06-28T07:00:00Z"));
    renderBanner();
    expect(screen.getByRole("link", { name: "Get Notified" }).getAttribute("href")).toBe("#vip");
    expect(screen.getByRole("timer", { name: "Time left until the launch" })).toBeTruthy();
  });
});
