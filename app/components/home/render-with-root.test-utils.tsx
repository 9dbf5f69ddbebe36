// Renders a component under a stub root route that carries the same data as the real root loader,
// so components read texts and store settings through their normal hooks (useMessages, useStore);
// `texts` are the Arabic parts a page's loader would send (app/i18n/parts.ts).
import { render } from "@testing-library/react";
import { DEFAULT_DELIVERY } from "../../shared/delivery";
import type { ReactElement } from "react";
import { createRoutesStub } from "react-router";
import type { RootData } from "../../hooks/use-root-data";
import type { SentTexts } from "../../i18n/parts";

export const testRootData: RootData = {
  store: {
    brand: "Test Parfums",
    email: "care@test.qa",
    phone: "+974 4000 0000",
    whatsapp: "97450000000",
    socialUrl: "https://example.com/test",
    socialLabel: "Instagram",
    launchTarget: "2025-07-01T00:00:00",
    codMaxOrder: 500000,
  },
  catalogue: {
    products: [],
    bundles: [],
    customTrioPrice: 20000,
    customTrioSizes: [{ kind: "bottle", sizeMl: null }],
    delivery: DEFAULT_DELIVERY,
    families: [],
  },
  announcement: null,
  offers: {},
  origin: "http://localhost",
  locale: "en",
  messages: null,
};

export function renderWithRoot(ui: ReactElement, data: RootData = testRootData, texts: SentTexts = null) {
  const loaderData = { ...data, texts };
  const Stub = createRoutesStub([{ id: "root", path: "/", Component: () => ui, loader: () => loaderData }]);
  return render(<Stub hydrationData={{ loaderData: { root: loaderData } }} />);
}
