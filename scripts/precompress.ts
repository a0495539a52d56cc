/**
 * Writes brotli (.br) and gzip (.gz) copies beside every compressible file of the client build, which
 * the server sends to browsers that accept them (@fastify/static preCompressed). Run from
 * react-router.config.ts `buildEnd`, after React Router has written its route manifest.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|xml|txt|webmanifest)$/;
const MIN_BYTES = 512;

export function compressFolder(folder: string) {
  for (const entry of readdirSync(folder)) {
    const file = path.join(folder, entry);
    if (statSync(file).isDirectory()) {
      compressFolder(file);
      continue;
    }
    if (!COMPRESSIBLE.test(entry)) continue;
    const content = readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}
