import { fileURLToPath } from 'node:url'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'

/** The staff console's own code, styles (named after its route) and texts. */
const isStaffModule = (id: string) => /[\\/](features[\\/]staff|routes[\\/]\$lang[\\/]staff|staffConsole)[\\/]/.test(id)

/** API server of `npm run dev` (scripts/dev.ts starts it beside Vite). */
const devApi = `http://localhost:${process.env.DEV_API_PORT ?? 8081}`

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/client/routes',
      generatedRouteTree: 'src/client/route-tree.gen.ts',
      quoteStyle: 'single',
      semicolons: false,
    }),
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
      },
    }),
  ],
  resolve: {
    alias: {
      '@tanstack/devtools-event-client': fileURLToPath(new URL('src/client/ui/form/devtools-events-off.ts', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: {
      // The endpoint table's schemas are for the server and the API document; a page never loads
      // them, so the table carries no list of their chunks to preload.
      resolveDependencies: (filename, deps) => (/\/schemas-[\w-]+\.js$/.test(filename) ? [] : deps),
    },
    rollupOptions: {
      output: {
        // The staff console's files carry a prefix of their own, which the service worker's precache leaves out.
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some(isStaffModule) ? 'assets/staff-[name]-[hash].js' : 'assets/[name]-[hash].js',
        assetFileNames: (asset) =>
          asset.originalFileNames.some(isStaffModule) ? 'assets/staff-[name]-[hash][extname]' : 'assets/[name]-[hash][extname]',
      },
    },
  },
  server: {
    proxy: { '/api': devApi, '/dev': devApi },
  },
})
