// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ToastProvider, useToast, type ToastInput } from "./toaster";

afterEach(cleanup);

function Buttons({ toasts }: { toasts: Record<string, ToastInput> }) {
  const toast = useToast();
  return (
    <>
      {Object.entries(toasts).map(([label, input]) => (
        <button key={label} onClick={() => toast(input)}>
          {label}
        </button>
      ))}
    </>
  );
}

const toasts = {
  saved: { title: "Status Updated!" },
  failed: { title: "Update Failed" },
  news: { title: "Live Update!", waitsForCurrent: true },
  later: { title: "Order data has been updated.", waitsForCurrent: true },
};

const renderArea = () =>
  render(
    <ToastProvider>
      <Buttons toasts={toasts} />
    </ToastProvider>,
  );

const shown = () => Array.from(document.querySelectorAll("li.toast-root")).map((li) => li.textContent);

describe("the toast area", () => {
  it("replaces the toast showing with a new one", () => {
    renderArea();
    fireEvent.click(screen.getByText("saved"));
    fireEvent.click(screen.getByText("failed"));
    expect(shown()).toEqual([expect.stringContaining("Update Failed")]);
  });

  it("keeps news nobody asked for until the toast showing closes, then shows the latest", async () => {
    renderArea();
    fireEvent.click(screen.getByText("saved"));
    fireEvent.click(screen.getByText("news"));
    fireEvent.click(screen.getByText("later"));
    expect(shown()).toEqual([expect.stringContaining("Status Updated!")]);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Close" })));
    expect(shown()).toEqual([expect.stringContaining("Order data has been updated.")]);
  });

  it("shows news at once when nothing is showing", () => {
    renderArea();
    fireEvent.click(screen.getByText("news"));
    expect(shown()).toEqual([expect.stringContaining("Live Update!")]);
  });
});
