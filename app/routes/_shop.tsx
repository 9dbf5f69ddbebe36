// The storefront layout: header, routed content, footer, chat button and the toast area, with the
// cart available to every page. (Header/footer are filled in by the storefront issue.)
import { Outlet } from "react-router";
import { CartProvider } from "../components/cart-provider";
import { ToastProvider } from "../components/toaster";
import { useCatalogue } from "../hooks/use-root-data";

export default function ShopLayout() {
  const catalogue = useCatalogue();
  return (
    <ToastProvider>
      <CartProvider catalogue={catalogue}>
        <Outlet />
      </CartProvider>
    </ToastProvider>
  );
}
