// After `next build`: the build's scripts and styles compressed once, at brotli's highest quality (lib/edge/staticFiles.mjs).
import path from 'node:path'

import { compressStaticFiles } from '../lib/edge/staticFiles.mjs'

const staticDir = path.resolve(import.meta.dirname, '../.next/static')
const { files, bytes, compressed } = compressStaticFiles(staticDir)
console.log(`Compressed ${files} scripts and styles: ${(bytes / 1024).toFixed(0)} kB to ${(compressed / 1024).toFixed(0)} kB (brotli).`)
