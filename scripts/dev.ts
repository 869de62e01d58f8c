/**
 * npm run dev: the API with reload on change (tsx watch) and Vite with hot module
 * replacement, which sends /api and /dev on to the API. Open http://localhost:5173.
 */
import { spawn } from 'node:child_process'

const apiPort = process.env.DEV_API_PORT ?? '8081'
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
    stdio: 'inherit',
    // Members use Vite's address in development, so links in e-mails point there.
    env: { ...process.env, PORT: apiPort, CLIENT_DIR: 'no-client-build-in-dev', PUBLIC_URL: 'http://localhost:5173' },
  }),
  spawn('npx', ['vite', '--port', '5173'], { stdio: 'inherit', env: { ...process.env, DEV_API_PORT: apiPort } }),
]

const stop = () => {
  for (const child of children) child.kill('SIGTERM')
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children)
  child.on('exit', (code) => {
    stop()
    process.exitCode = code ?? 0
  })
