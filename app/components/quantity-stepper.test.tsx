// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { QuantityStepper } from "./quantity-stepper";
import { splitNotes } from "./scent-notes";
import { cardSubtitle } from "./product-card";

afterEach(cleanup);

function Harness({
  initial = 1,
  min = 1,
  max = 99,
  spy,
}: {
  initial?: number;
  min?: number;
  max?: number;
  spy?: (n: number) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityStepper
      value={value}
      onChange={(n) => {
        spy?.(n);
        setValue(n);
      }}
      min={min}
      max={max}
      label="Quantity"
      decreaseLabel="Decrease quantity"
      increaseLabel="Increase quantity"
    />
  );
}

const input = () => screen.getByRole<HTMLInputElement>("spinbutton", { name: "Quantity" });
const minus = () => screen.getByRole<HTMLButtonElement>("button", { name: "Decrease quantity" });
const plus = () => screen.getByRole<HTMLButtonElement>("button", { name: "Increase quantity" });

describe("QuantityStepper", () => {
  it("never goes below its minimum", () => {
    render(<Harness />);
    expect(minus().disabled).toBe(true);
    fireEvent.click(plus());
    fireEvent.click(plus());
    expect(input().value).toBe("3");
    fireEvent.click(minus());
    expect(input().value).toBe("2");
    expect(minus().disabled).toBe(false);
  });

  it("stops at its maximum", () => {
    render(<Harness initial={98} max={99} />);
    fireEvent.click(plus());
    expect(input().value).toBe("99");
    expect(plus().disabled).toBe(true);
  });

  it("commits a typed value on Enter or blur, clamped to the range", () => {
    const spy = vi.fn();
    render(<Harness spy={spy} />);
    fireEvent.change(input(), { target: { value: "" } });
    // Clearing the field to type is not a change yet.
    expect(spy).not.toHaveBeenCalled();
    fireEvent.change(input(), { target: { value: "250" } });
    fireEvent.keyDown(input(), { key: "Enter" });
    expect(spy).toHaveBeenLastCalledWith(99);
    fireEvent.change(input(), { target: { value: "-4" } });
    fireEvent.blur(input());
    expect(spy).toHaveBeenLastCalledWith(1);
    expect(input().value).toBe("1");
  });

  it("restores the current value when the field is left empty or not a number", () => {
    const spy = vi.fn();
    render(<Harness initial={3} spy={spy} />);
    fireEvent.change(input(), { target: { value: "" } });
    fireEvent.blur(input());
    expect(input().value).toBe("3");
    expect(spy).not.toHaveBeenCalled();
  });

  it("with a minimum of 0 (the cart), minus at 1 reports 0 so the owner can remove the line", () => {
    const spy = vi.fn();
    render(<Harness min={0} spy={spy} />);
    fireEvent.click(minus());
    expect(spy).toHaveBeenCalledWith(0);
  });
});

describe("QuantityStepper of a sold-out perfume", () => {
  it("is disabled as a whole, like its Add to Cart button", () => {
    render(
      <QuantityStepper
        value={1}
        onChange={() => {}}
        label="Quantity"
        decreaseLabel="Decrease quantity"
        increaseLabel="Increase quantity"
        disabled
      />,
    );
    expect(input().disabled).toBe(true);
    expect(minus().disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Increase quantity" }).disabled).toBe(true);
  });
});

describe("card texts", () => {
  it("the subtitle is the notes, falling back to the category", () => {
    expect(cardSubtitle({ notes: "Rose, Iris", category: "Women" })).toBe("Rose, Iris");
    expect(cardSubtitle({ notes: "  ", category: "Women" })).toBe("Women");
    expect(cardSubtitle({ notes: "", category: "Men" }, "Hommes")).toBe("Hommes");
  });

  it("notes split on commas, trimmed, empties dropped", () => {
    expect(splitNotes("Leather, Cardamom,, Jasmine Sambac ,")).toEqual(["Leather", "Cardamom", "Jasmine Sambac"]);
    expect(splitNotes("")).toEqual([]);
  });
});
