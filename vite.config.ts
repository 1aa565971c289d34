import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { precompress } from './scripts/vite/precompress'

const api = process.env.API_URL || 'http://127.0.0.1:3000'

export default defineConfig({
  plugins: [react(), precompress()],
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
})
