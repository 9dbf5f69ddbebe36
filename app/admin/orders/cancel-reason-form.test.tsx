// @vitest-environment jsdom
// The cancel form asks for a reason, and a note when the reason is Other: the note's error shows
// once staff try to cancel and goes as soon as the note is written or another reason is chosen.
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithRoot } from "../../components/home/render-with-root.test-utils";
import { adminEn } from "../../i18n/admin.en";
import { CancelReasonForm } from "./cancel-reason-form";
import type { Cancellation } from "./order-actions";

afterEach(cleanup);

const t = adminEn.review;

function renderForm() {
  const onCancel = vi.fn<(cancellation: Cancellation) => void>();
  const onKeep = vi.fn<() => void>();
  renderWithRoot(<CancelReasonForm onCancel={onCancel} onKeep={onKeep} />);
  return { onCancel, onKeep };
}

const submit = () => fireEvent.click(screen.getByRole("button", { name: t.cancelConfirm }));
const note = () => screen.getByLabelText(t.cancelNote);

describe("the cancel form", () => {
  it("asks for a reason, and the error goes once one is chosen", async () => {
    const { onCancel } = renderForm();
    submit();
    expect(await screen.findByText(t.cancelReasonRequired)).toBeTruthy();
    expect(onCancel).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("radio", { name: adminEn.labels.cancelReasons.refused }));
    await waitFor(() => expect(screen.queryByText(t.cancelReasonRequired)).toBeNull());
  });

  it("sends the reason and the note, trimmed", async () => {
    const { onCancel } = renderForm();
    fireEvent.click(await screen.findByRole("radio", { name: adminEn.labels.cancelReasons.refused }));
    fireEvent.change(note(), { target: { value: "  Said he never ordered " } });
    submit();
    await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(1));
    expect(onCancel.mock.calls[0]?.[0]).toEqual({ reason: "refused", note: "Said he never ordered" });
  });

  it("asks for a note with Other, and the error goes once the note is written", async () => {
    const { onCancel } = renderForm();
    fireEvent.click(await screen.findByRole("radio", { name: adminEn.labels.cancelReasons.other }));
    fireEvent.change(note(), { target: { value: "   " } });
    submit();
    expect(await screen.findByText(t.cancelNoteRequired)).toBeTruthy();
    expect(note().getAttribute("aria-invalid")).toBe("true");
    expect(onCancel).not.toHaveBeenCalled();

    fireEvent.change(note(), { target: { value: "Moved abroad" } });
    await waitFor(() => expect(screen.queryByText(t.cancelNoteRequired)).toBeNull());
    expect(note().getAttribute("aria-invalid")).toBeNull();
    submit();
    await waitFor(() => expect(onCancel).toHaveBeenCalledWith({ reason: "other", note: "Moved abroad" }));
  });

  it("drops the note's error when another reason is chosen, and says it again for Other", async () => {
    renderForm();
    fireEvent.click(await screen.findByRole("radio", { name: adminEn.labels.cancelReasons.other }));
    submit();
    expect(await screen.findByText(t.cancelNoteRequired)).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: adminEn.labels.cancelReasons.fake }));
    await waitFor(() => expect(screen.queryByText(t.cancelNoteRequired)).toBeNull());
    fireEvent.click(screen.getByRole("radio", { name: adminEn.labels.cancelReasons.other }));
    expect(await screen.findByText(t.cancelNoteRequired)).toBeTruthy();
  });

  it("keeps the order without a word", async () => {
    const { onCancel, onKeep } = renderForm();
    fireEvent.click(await screen.findByRole("button", { name: t.cancelKeep }));
    expect(onKeep).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });
});
