import fp from 'fastify-plugin'
import type { FastifyRequest } from 'fastify'
import { ReturnCode } from '#contract/return-codes'
import type { StaffSession } from '#contract/schemas/staff'
import { ApiError } from '#server/lib/api-error.ts'
import type { Database } from '#server/db/database.ts'
import { StaffSessionCache } from '#server/cache/staff-session-cache.ts'
import { findStaffSession, staffTokenHash, staffTokenOf, staffTouchEveryMs } from './staff-sessions.ts'

/** The channel the staff-changed trigger announces on. */
const staffChangedChannel = 'staff_changed'

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler of staff calls: the cookie's session, else HTTP 401; an admin call refuses a reviewer (403). */
    authenticateStaff: (request: FastifyRequest, role: 'staff' | 'admin') => Promise<void>
    /** Staff sessions kept in the process, dropped whenever the database announces a change of staff. */
    staffSessions: StaffSessionCache
  }
  interface FastifyRequest {
    staff: StaffSession | null
  }
}

export default fp<{ database: Pick<Database, 'listen'> }>(
  async (app, { database }) => {
    const sessions = new StaffSessionCache(staffTouchEveryMs)
    app.decorate('staffSessions', sessions)
    const stop = await database.listen(staffChangedChannel, {
      onMessage: () => sessions.clear(),
      onGap: () => sessions.stopKeeping(),
      onListening: () => sessions.startKeeping(),
    })
    app.addHook('onClose', async () => stop())

    /** The token's staff member: kept, or read (then kept) while the session lasts. */
    const staffOfToken = async (token: string): Promise<StaffSession | undefined> => {
      const tokenHash = staffTokenHash(token)
      const now = app.ctx.clock()
      const kept = sessions.get(tokenHash, now)
      if (kept) return kept
      const mark = sessions.mark()
      const found = await findStaffSession(app.ctx.db, tokenHash, now)
      if (!found) return undefined
      sessions.store(tokenHash, found, mark)
      return found.staff
    }

    app.decorateRequest('staff', null)
    app.decorate('authenticateStaff', async (request: FastifyRequest, role: 'staff' | 'admin') => {
      const token = staffTokenOf(request)
      const staff = token ? await staffOfToken(token) : undefined
      if (!staff) throw new ApiError(ReturnCode.unauthorised, { key: 'server.staffSignInNeeded' }, { httpStatus: 401 })
      if (role === 'admin' && staff.role !== 'admin') {
        throw new ApiError(ReturnCode.forbidden, { key: 'server.adminOnly' }, { httpStatus: 403 })
      }
      request.staff = staff
    })
  },
  { name: 'staff-auth', dependencies: ['service-context'] },
)
