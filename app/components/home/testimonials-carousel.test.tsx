// @vitest-environment jsdom
// The testimonial carousel component with fake timers (docs/product.md#4-states): 7 s per slide, wraps at
// both ends, previous/next, pauses while hovered, 'No testimonials available.' when empty.
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testimonials } from "../../content/testimonials.en";
import { renderWithRoot } from "./render-with-root.test-utils";
import { TestimonialsCarousel } from "./testimonials-carousel";

const activeLabel = () => document.querySelector("[aria-roledescription=slide][data-active=true]")?.getAttribute("aria-label");
const activeText = () => document.querySelector("[aria-roledescription=slide][data-active=true] blockquote")?.textContent;

describe("TestimonialsCarousel", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("starts on the first testimonial and advances every 7 seconds, wrapping to the first", () => {
    renderWithRoot(<TestimonialsCarousel testimonials={testimonials} />);
    expect(activeLabel()).toBe("1 of 4");
    expect(activeText()).toContain(testimonials[0].text);

    act(() => vi.advanceTimersByTime(6999));
    expect(activeLabel()).toBe("1 of 4");
    act(() => vi.advanceTimersByTime(1));
    expect(activeLabel()).toBe("2 of 4");
    expect(activeText()).toContain(testimonials[1].text);

    act(() => vi.advanceTimersByTime(7000));
    act(() => vi.advanceTimersByTime(7000));
    expect(activeLabel()).toBe("4 of 4");
    act(() => vi.advanceTimersByTime(7000));
    expect(activeLabel()).toBe("1 of 4");
  });

  it("previous from the first goes to the last and next from the last to the first", () => {
    renderWithRoot(<TestimonialsCarousel testimonials={testimonials} />);
    fireEvent.click(screen.getByRole("button", { name: "Previous testimonial" }));
    expect(activeLabel()).toBe("4 of 4");
    fireEvent.click(screen.getByRole("button", { name: "Next testimonial" }));
    expect(activeLabel()).toBe("1 of 4");
    fireEvent.click(screen.getByRole("button", { name: "Show testimonial 3" }));
    expect(activeLabel()).toBe("3 of 4");
  });

  it("gives a full interval after a manual step", () => {
    renderWithRoot(<TestimonialsCarousel testimonials={testimonials} />);
    act(() => vi.advanceTimersByTime(5000));
    fireEvent.click(screen.getByRole("button", { name: "Next testimonial" }));
    expect(activeLabel()).toBe("2 of 4");
    act(() => vi.advanceTimersByTime(5000));
    expect(activeLabel()).toBe("2 of 4");
    act(() => vi.advanceTimersByTime(2000));
    expect(activeLabel()).toBe("3 of 4");
  });

  it("holds still while hovered and when paused, and moves again afterwards", () => {
    renderWithRoot(<TestimonialsCarousel testimonials={testimonials} />);
    const carousel = screen.getByRole("group", { name: "Customer testimonials" });
    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(21_000));
    expect(activeLabel()).toBe("1 of 4");
    fireEvent.mouseLeave(carousel);
    act(() => vi.advanceTimersByTime(7000));
    expect(activeLabel()).toBe("2 of 4");

    fireEvent.click(screen.getByRole("button", { name: "Pause testimonials" }));
    act(() => vi.advanceTimersByTime(21_000));
    expect(activeLabel()).toBe("2 of 4");
    fireEvent.click(screen.getByRole("button", { name: "Play testimonials" }));
    act(() => vi.advanceTimersByTime(7000));
    expect(activeLabel()).toBe("3 of 4");
  });

  it("shows only the active slide to assistive technology", () => {
    renderWithRoot(<TestimonialsCarousel testimonials={testimonials} />);
    const hidden = document.querySelectorAll("[aria-roledescription=slide][aria-hidden=true]");
    expect(hidden).toHaveLength(3);
    expect(screen.getByRole("img", { name: "Rated 5 out of 5" })).toBeTruthy();
  });

  it("says 'No testimonials available.' when there are none, with no controls or timer", () => {
    renderWithRoot(<TestimonialsCarousel testimonials={[]} />);
    expect(screen.getByText("No testimonials available.")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("does not rotate a single testimonial", () => {
    renderWithRoot(<TestimonialsCarousel testimonials={testimonials.slice(0, 1)} />);
    expect(activeLabel()).toBe("1 of 1");
    expect(screen.queryByRole("button", { name: "Next testimonial" })).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });
});
