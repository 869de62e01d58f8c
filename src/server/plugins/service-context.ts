import fp from 'fastify-plugin'
import type { ServiceContext } from '../context.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Database, clock, configuration and notifier, shared by every capability. */
    ctx: ServiceContext
  }
}

export default fp<{ ctx: Omit<ServiceContext, 'log'> }>(
  async (app, { ctx }) => {
    app.decorate('ctx', { ...ctx, log: app.log })
    app.addHook('onClose', () => ctx.notifier.settle())
  },
  { name: 'service-context' },
)
