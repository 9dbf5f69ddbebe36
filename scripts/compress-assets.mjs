// Writes .br and .gz beside every compressible file of the client build, so the server sends
// precompressed bytes (serveStatic's `precompressed`) instead of compressing on every request.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|html|map)$/;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

export function compressAssets(root) {
  let count = 0;
  for (const file of files(root)) {
    // No size threshold: a page loads a dozen modules of a few hundred bytes each, and every one
    // sent compressed saves bytes on a slow connection (decision 029). Only an empty file is skipped.
    const raw = fs.readFileSync(file);
    if (raw.length === 0) continue;
    const br = zlib.brotliCompressSync(raw, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    });
    const gz = zlib.gzipSync(raw, { level: 9 });
    // Only keep a variant that is actually smaller.
    if (br.length < raw.length) fs.writeFileSync(`${file}.br`, br);
    if (gz.length < raw.length) fs.writeFileSync(`${file}.gz`, gz);
    count += 1;
  }
  return count;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.join(process.env.BUILD_DIR ?? "build", "client");
  console.log(`Precompressed ${compressAssets(root)} files in ${root}`);
}
