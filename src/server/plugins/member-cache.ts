import fp from 'fastify-plugin'
import type { MemberCache } from '#server/cache/member-cache.ts'
import type { Database } from '#server/db/database.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Sessions and profiles kept in the process, dropped whenever the database announces a member changed. */
    memberCache: MemberCache
  }
}

/** The channel the member-changed trigger announces a member's id on. */
export const memberChangedChannel = 'member_changed'

export default fp<{ database: Pick<Database, 'listen'>; cache: MemberCache }>(
  async (app, { database, cache }) => {
    app.decorate('memberCache', cache)
    const stop = await database.listen(memberChangedChannel, {
      onMessage: (memberId) => cache.evictMember(memberId),
      onGap: () => cache.stopKeeping(),
      onListening: () => cache.startKeeping(),
    })
    app.addHook('onClose', async () => stop())
  },
  { name: 'member-cache' },
)
