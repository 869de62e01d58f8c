import type { FastifyInstance } from 'fastify'
import { endpoints } from '#contract/endpoints'
import { ReturnCode } from '#contract/return-codes'
import { Answer, route } from '#server/http/route.ts'
import { serverText } from '#server/lib/server-messages.ts'
import { resendEmail, resendOtp, sendFirstTimeEmail, startFirstTimeLogin, verifyEmailLink, verifyOtp } from './service.ts'
import { registerVerificationJobs } from './jobs.ts'

/** Phone codes and e-mail links of registration, first-time login and forgotten passwords. */
export default async function verificationRoutes(app: FastifyInstance) {
  registerVerificationJobs(app)
  const headers = { 'cache-control': 'no-store' }

  await route(app, endpoints.otpVerify, { headers }, async ({ body, caller }) => {
    const answer = await verifyOtp(app.ctx, body, caller)
    // A verified forgot-password code answers 610 with the reset key, as a success.
    return answer && 'forgetPasswordToken' in answer ? new Answer(answer, ReturnCode.forgetPassword) : answer
  })

  await route(app, endpoints.resendOtp, {}, async ({ body, caller }) => resendOtp(app.ctx, body, caller))

  await route(app, endpoints.firstTimeLogin, {}, async ({ body, caller }) => {
    await startFirstTimeLogin(app.ctx, body, caller)
    return null
  })

  await route(app, endpoints.sendEmail, {}, async ({ body, lang, caller }) => {
    await sendFirstTimeEmail(app.ctx, body, lang, caller)
    return null
  })

  await route(app, endpoints.resendEmail, {}, async ({ body, caller }) => {
    await resendEmail(app.ctx, body, caller)
    return new Answer(null, ReturnCode.ok, serverText(body.language, { key: 'accountMessages.resendSuccess' }))
  })

  await route(app, endpoints.emailVerification, { headers }, async ({ query }) => {
    const answer = await verifyEmailLink(app.ctx, query)
    // The one GET that changes data (the e-mail's link): a registration it finishes is in the
    // reviewers' next queue at once, whenever the database's announcement arrives.
    app.memberCache.dropShared()
    return answer
  })
}
