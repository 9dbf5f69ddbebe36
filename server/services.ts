// What the HTTP layer and the React Router loaders share: one database, one catalogue cache, one
// event bus. Built once at start and handed to both (route loaders get it as load context).
import { EventEmitter } from "node:events";
import type { Config } from "./config";
import type { Db } from "./db/database";
import { createCatalogueService, type CatalogueService } from "./catalogue/catalogue";
import { createLogger, type Logger } from "./log";

export interface OrderEvent {
  type: "created" | "updated" | "deleted";
  orderId: string;
}

export interface AppEvents {
  emit(event: "order", payload: OrderEvent): void;
  on(event: "order", listener: (payload: OrderEvent) => void): void;
  off(event: "order", listener: (payload: OrderEvent) => void): void;
}

export interface AppServices {
  config: Config;
  db: Db;
  catalogue: CatalogueService;
  events: AppEvents;
  log: Logger;
}

export function createServices(config: Config, db: Db, log: Logger = createLogger(config.env)): AppServices {
  const bus = new EventEmitter();
  bus.setMaxListeners(0);
  return {
    config,
    db,
    catalogue: createCatalogueService(db),
    events: bus as AppEvents,
    log,
  };
}
