// @vitest-environment jsdom
// A page's own texts: English from its script, Arabic from its loader's data, and a part its
// loader forgot is an error rather than English in the Arabic edition.
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithRoot, testRootData } from "../components/home/render-with-root.test-utils";
import { homeAr } from "./home.ar";
import { homeEn } from "./home.en";
import { offersAr } from "./offers.ar";
import { arabicTexts, textsIn, useTexts } from "./parts";

function Heading() {
  return <h1>{useTexts(homeEn).home.bestSellers.heading}</h1>;
}

const arabicRoot = { ...testRootData, locale: "ar" as const };
const request = (path: string) => new Request(`http://localhost${path}`);

describe("texts by route", () => {
  afterEach(cleanup);

  it("reads English from the part itself: English pages are sent no texts", async () => {
    expect(arabicTexts(request("/"), homeAr)).toBeNull();
    renderWithRoot(<Heading />);
    expect(await screen.findByRole("heading", { name: "Best Sellers" })).toBeTruthy();
  });

  it("reads Arabic from what the page's loader sent", async () => {
    renderWithRoot(<Heading />, arabicRoot, arabicTexts(request("/ar"), homeAr));
    expect(await screen.findByRole("heading", { name: "الأكثر مبيعًا" })).toBeTruthy();
  });

  it("fails on an Arabic page whose loader does not send the part", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    renderWithRoot(<Heading />, arabicRoot, arabicTexts(request("/ar"), offersAr));
    expect((await screen.findAllByText(/No loader of this page sends the Arabic "home" texts/)).length).toBeGreaterThan(0);
    expect(screen.queryByRole("heading", { name: "Best Sellers" })).toBeNull();
    error.mockRestore();
  });

  it("gives meta functions the page's language, and English when the page has no data", () => {
    const root = { id: "root", data: arabicRoot };
    const page = { id: "ar/home", data: { texts: arabicTexts(request("/ar"), homeAr) } };
    expect(textsIn([root, page], homeEn).seo.home.title).toBe(homeAr.texts.seo.home.title);
    expect(textsIn([root, { id: "ar/home", data: undefined }], homeEn).seo.home.title).toBe(homeEn.texts.seo.home.title);
  });
});
