// The shop's identity as papers print it (invoices, packing slips, run sheets): the environment's,
// with the contacts the owner saved in the Storefront section over it (decision 039).
import type { AppServices } from "../../../server/services";
import { storeOf } from "../../shared/storefront-content";

export async function ownerStore(services: Pick<AppServices, "catalogue" | "config">) {
  return storeOf((await services.catalogue.stored()).content, services.config.store);
}
