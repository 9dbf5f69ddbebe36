// `npm start`: build if needed, then run the server in this same process (so signals reach it).
import { register } from "tsx/esm/api";
import { buildIfNeeded } from "./build-if-needed.mjs";

buildIfNeeded();
register();
await import("../server/index.ts");
