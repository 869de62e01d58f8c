import fp from 'fastify-plugin'
import type { ServiceContext } from '../context.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Database, clock, configuration, notifier and job queue, shared by every capability. */
    ctx: ServiceContext
  }
}

export default fp<{ ctx: Omit<ServiceContext, 'log'> }>(
  async (app, { ctx }) => {
    app.decorate('ctx', { ...ctx, log: app.log })
    app.addHook('onClose', async () => {
      await ctx.jobs.stop()
      await ctx.notifier.settle()
    })
  },
  { name: 'service-context' },
)
