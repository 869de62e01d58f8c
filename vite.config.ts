import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { assetFileName, chunkFileName, firstLoadChunk, schemaTableChunk, staffChunk } from './build/chunk-names.ts'
import { endpointSummariesOut } from './build/endpoint-summaries-out.ts'
import { firstLoadChunks } from './build/first-load-chunks.ts'
import { libraryTrims } from './build/library-trims.ts'
import { routePathsOut } from './build/route-paths-out.ts'
import { schemasOutOfWorker } from './build/schemas-out-of-worker.ts'

/** API server of `npm run dev` (scripts/dev.ts starts it beside Vite). */
const devApi = `http://localhost:${process.env.DEV_API_PORT ?? 8081}`

export default defineConfig({
  plugins: [
    libraryTrims(),
    endpointSummariesOut(),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/client/routes',
      generatedRouteTree: 'src/client/route-tree.gen.ts',
      quoteStyle: 'single',
      semicolons: false,
    }),
    routePathsOut(),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/client',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: {
        id: '/',
        name: 'Sino Club',
        short_name: 'Sino Club',
        description: 'Sino Club member portal: membership card, member ID and privileges.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#0b2545',
        background_color: '#f6f5f2',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // A member's device never downloads the staff console: it loads, from the network, for staff alone.
        globIgnores: ['**/assets/staff-*'],
        buildPlugins: { vite: [schemasOutOfWorker(), endpointSummariesOut()] },
      },
    }),
  ],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: {
      // The browsers the portal supports preload modules themselves (Safari since 17); one that
      // does not fetches them as it imports them. The polyfill was the whole of the entry chunk.
      polyfill: false,
      resolveDependencies: (filename, deps, { hostId, hostType }) => {
        // The endpoint table's schemas are for the server and the API document; a page never loads
        // them, so the table carries no list of their chunks to preload. Nor does a member's first
        // load carry the lists of the staff console's pages: a staff page's chunk fetches its imports itself.
        if (schemaTableChunk.test(filename) || (staffChunk.test(filename) && !staffChunk.test(hostId))) return []
        // A later page, as the first load imports it: its own chunk and its styles start at once,
        // the chunks it shares with other pages as it imports them. Their names, listed for every
        // page, were 1.2 kB of the login page's first load; the router fetches a page when a link
        // to it is hovered or focused, and the service worker keeps them all after the first visit.
        if (hostType === 'js' && firstLoadChunk.test(hostId) && !firstLoadChunk.test(filename))
          return deps.filter((dep) => dep === filename || dep.endsWith('.css'))
        return deps
      },
    },
    rollupOptions: {
      output: {
        // Letters and digits only: a file named by its hash never starts with a dash.
        hashCharacters: 'base36',
        codeSplitting: { groups: firstLoadChunks },
        chunkFileNames: chunkFileName,
        assetFileNames: assetFileName,
      },
    },
  },
  server: {
    proxy: { '/api': devApi, '/dev': devApi },
  },
})
