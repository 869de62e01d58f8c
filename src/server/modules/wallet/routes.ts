import type { FastifyInstance } from 'fastify'
import { endpoints } from '#contract/endpoints'
import { applePassType } from '#contract/membership-card'
import { ReturnCode } from '#contract/return-codes'
import { ApiError } from '#server/lib/api-error.ts'
import { route } from '#server/lib/route.ts'
import { getProfile } from '../members/profile-record.ts'
import { appleWalletPass } from './apple-pass.ts'
import { googleSaveUrl } from './google-pass.ts'
import { walletCardOf } from './wallet-card.ts'

/** The membership card as wallet passes: each offered only where this portal is configured to sign it. */
export default async function walletRoutes(app: FastifyInstance) {
  const { apple, google } = app.ctx.config.wallet
  const noStore = { 'cache-control': 'private, no-store' }
  const cardOf = async (memberId: string) =>
    walletCardOf(await app.memberCache.through(memberId, 'profile', () => getProfile(app.ctx, memberId)))

  await route(app, endpoints.getWalletPasses, { headers: noStore }, async ({ member, lang }) => {
    const card = await cardOf(member.id)
    return {
      apple: apple !== undefined,
      googleSaveUrl: google ? await googleSaveUrl(google, card, lang, app.ctx.config.publicUrl, app.ctx.clock()) : null,
      tier: card.tier,
    }
  })

  await route(app, endpoints.walletPassApple, {}, async ({ member, lang, reply }) => {
    if (!apple) throw new ApiError(ReturnCode.notFound, { key: 'server.notFound' }, { httpStatus: 404 })
    const card = await cardOf(member.id)
    return reply
      .headers({
        'content-type': applePassType,
        'content-disposition': `attachment; filename="${card.clubMemberId}.pkpass"`,
        'cache-control': 'private, no-store',
      })
      .send(appleWalletPass(apple, card, lang))
  })
}
