import fp from 'fastify-plugin'
import { startPresence, type NodePresence, type PresenceTiming } from '../shared-state/node-presence.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** This node as the others see it: what it holds is free for them once it stops. */
    node: NodePresence
  }
}

/** Announces the node for as long as it runs; a clean stop frees what it held at once. */
export default fp<{ timing?: PresenceTiming | undefined; sole: boolean }>(
  async (app, { timing, sole }) => {
    const node = await startPresence(app.ctx.db, app.log, { timing, sole })
    app.decorate('node', node)
    app.addHook('onClose', () => node.stop())
  },
  { name: 'node-presence', dependencies: ['service-context'] },
)
