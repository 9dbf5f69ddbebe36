// One of the flash sale's load-generator processes (bench/flash-sale.ts spreads the shoppers over
// several): reads its share of the shoppers as JSON on stdin, runs them, and writes what they saw
// as JSON on stdout.
import { runShoppers, type ShoppersOptions } from "./flash-sale";

let input = "";
for await (const chunk of process.stdin) input += String(chunk);
const result = await runShoppers(JSON.parse(input) as ShoppersOptions);
process.stdout.write(JSON.stringify(result));
