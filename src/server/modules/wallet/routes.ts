import type { FastifyInstance, FastifyReply } from 'fastify'
import { endpoints } from '#contract/endpoints'
import type { Lang } from '#contract/languages'
import { applePassType } from '#contract/membership-card'
import { ReturnCode } from '#contract/return-codes'
import { ApiError } from '#server/lib/api-error.ts'
import { route } from '#server/http/route.ts'
import { getProfile } from '../members/index.ts'
import { appleWalletPass } from './apple-pass.ts'
import type { AppleWalletConfig } from '#server/lib/wallet-config.ts'
import { googleSaveUrl } from './google-pass.ts'
import { newPassLinkKey, passLinkOf } from './pass-links.ts'
import { registerPassUpdates, type PassUpdateOptions } from './pass-updates.ts'
import { appleWebService, webServiceUrl } from './apple-web-service.ts'
import { issuePass, passSerialOf } from './wallet-passes.ts'
import { walletCardOf } from './wallet-card.ts'

/**
 * The membership card as wallet passes: each offered only where this portal is configured to sign
 * it; Apple's web service and the job that tells both wallets of a change keep them current.
 */
export default async function walletRoutes(app: FastifyInstance, options: PassUpdateOptions) {
  const { apple, google } = app.ctx.config.wallet
  registerPassUpdates(app.ctx, options)
  if (apple) await appleWebService(app, apple)
  const noStore = { 'cache-control': 'private, no-store' }
  const notConfigured = () => new ApiError(ReturnCode.notFound, { key: 'server.notFound' }, { httpStatus: 404 })
  const cardOf = async (memberId: string) =>
    walletCardOf(await app.memberCache.through(memberId, 'profile', () => getProfile(app.ctx, memberId)))

  await route(app, endpoints.getWalletPasses, { headers: noStore }, async ({ member, lang }) => {
    const card = await cardOf(member.id)
    return {
      apple: apple !== undefined,
      googleSaveUrl: google
        ? await googleSaveUrl(
            google,
            await passSerialOf(app.ctx.db, member.id, lang, app.ctx.clock()),
            card,
            lang,
            app.ctx.config.publicUrl,
            app.ctx.clock(),
          )
        : null,
      tier: card.tier,
    }
  })

  await route(app, endpoints.walletPassApple, {}, async ({ member, lang, reply }) => {
    if (!apple) throw notConfigured()
    return sendPass(reply, apple, member.id, lang)
  })

  await route(app, endpoints.walletPassAppleLink, { headers: noStore }, async ({ member, lang }) => {
    if (!apple) throw notConfigured()
    const { key, expiresAt } = newPassLinkKey(app.ctx, member.id, lang)
    return { url: `${endpoints.walletPassAppleByLink.path}?key=${key}`, expiresAt: expiresAt.toISOString() }
  })

  // Opened by the browser itself, without the session: the link's signature says whose pass it is.
  await route(app, endpoints.walletPassAppleByLink, {}, async ({ query, request, reply }) => {
    if (!apple) throw notConfigured()
    const link = passLinkOf(app.ctx, query.key)
    if (!link) throw new ApiError(ReturnCode.notFound, { key: 'server.walletPassLinkInvalid' }, { httpStatus: 404 })
    // The page's language, which the link carries, answers a failure too.
    request.lang = link.lang
    if (link.expired) throw new ApiError(ReturnCode.gone, { key: 'server.walletPassLinkExpired' }, { httpStatus: 410 })
    try {
      return await sendPass(reply, apple, link.memberId, link.lang)
    } catch (error) {
      // A member gone since the link was made: the link opens nothing.
      if (error instanceof ApiError && error.returnCode === ReturnCode.sessionExpired) {
        throw new ApiError(ReturnCode.notFound, { key: 'server.walletPassLinkInvalid' }, { httpStatus: 404 })
      }
      throw error
    }
  })

  async function sendPass(reply: FastifyReply, signing: AppleWalletConfig, memberId: string, lang: Lang) {
    const card = await cardOf(memberId)
    const { pass, token } = await issuePass(app.ctx.db, memberId, lang, app.ctx.clock())
    const updates = { serialNumber: pass.serialNumber, authenticationToken: token, webServiceUrl: webServiceUrl(app) }
    return reply
      .headers({
        'content-type': applePassType,
        'content-disposition': `attachment; filename="${card.clubMemberId}.pkpass"`,
        'cache-control': 'private, no-store',
      })
      .send(await appleWalletPass(signing, updates, card, lang))
  }
}
