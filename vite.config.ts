import path from 'node:path'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { precompress } from './scripts/vite/precompress.js'

const api = process.env.API_URL || 'http://127.0.0.1:3000'

// react-router 7 exports only its development build (remix-run/react-router#12532, meant to be
// temporary): a production bundle would carry its dev warnings and ~35 KB more. The build takes the
// production files by path; both entries share their chunks, so the router stays one instance.
const reactRouterProduction = [
  {
    find: /^react-router$/,
    replacement: path.resolve('node_modules/react-router/dist/production/index.mjs'),
  },
  {
    find: /^react-router\/dom$/,
    replacement: path.resolve('node_modules/react-router/dist/production/dom-export.mjs'),
  },
]

// react-admin's router adapter names createHashRouter (for an app outside any router), which kept
// react-router's whole data router in the first download of every page; ours sit inside App.tsx's
// BrowserRouter and get the same adapter without it (src/admin/routerAdapter.ts).
const raRouterAdapter: Plugin = {
  name: 'eventdesk-ra-router-adapter',
  apply: 'build',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === './adapters/reactRouterProvider.js' && importer?.includes(`${path.sep}ra-core${path.sep}`))
      return path.resolve('src/admin/routerAdapter.ts')
  },
}

// node-polyglot (react-admin's translator) requires the `object.entries` polyfill, which returns
// the native Object.entries wherever the app runs; the native one is taken without its helpers.
const objectEntries = {
  find: /^object\.entries$/,
  replacement: path.resolve('scripts/vite/object-entries.cjs'),
}

export default defineConfig(({ command }) => ({
  plugins: [react(), raRouterAdapter, precompress()],
  resolve: { alias: command === 'build' ? [...reactRouterProduction, objectEntries] : [objectEntries] },
  server: {
    port: Number(process.env.VITE_PORT || 5173),
    proxy: {
      '/events': { target: api, ws: true },
      '/cm-oauth': api,
      '/docs': api,
      '/health': api,
    },
  },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1500 },
}))
