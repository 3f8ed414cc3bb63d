import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Path prefixes the one API process answers; the dev server forwards them to it. */
const API_PREFIXES = ['/stat', '/game', '/nft', '/server', '/old-chain', '/oidc-dev', '/config.json'];
const API_ORIGIN = process.env.KINGDOMS_API_ORIGIN ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: Object.fromEntries(
      API_PREFIXES.map((prefix) => [prefix, { target: API_ORIGIN, changeOrigin: true }]),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // zod in a chunk of its own: left to itself the bundler puts small modules the first
          // screen shares with lazy pages into zod's chunk, and every first load fetched zod.
          groups: [{ name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ }],
        },
      },
    },
  },
});
