import type { FastifyInstance } from 'fastify'
import { endpoints } from '#contract/endpoints'
import type { Envelope } from '#contract/envelope'
import { ReturnCode } from '#contract/return-codes'
import {
  emailVerificationQuery,
  firstTimeLoginRequest,
  otpVerifyRequest,
  resendEmailRequest,
  resendOtpRequest,
  sendEmailRequest,
  type ForgetPasswordAnswer,
} from '#contract/schemas/verification'
import type { ArkTypeProvider } from '../../lib/ark-validation.ts'
import { ok } from '../../lib/envelope.ts'
import { serverText } from '../../lib/server-messages.ts'
import { resendEmail, resendOtp, sendFirstTimeEmail, startFirstTimeLogin, verifyEmailLink, verifyOtp } from './service.ts'

/** Phone codes and e-mail links of registration, first-time login and forgotten passwords. */
export default async function verificationRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ArkTypeProvider>()
  const noStore = { 'cache-control': 'no-store' }

  routes.post(endpoints.otpVerify.path, { schema: { body: otpVerifyRequest } }, async (request, reply) => {
    reply.headers(noStore)
    const answer = await verifyOtp(app.ctx, request.body, request.ip)
    if (!answer || !('forgetPasswordToken' in answer)) return ok(answer)
    // A verified forgot-password code answers 610 with the reset key (spec section 4), as a success.
    const envelope: Envelope<ForgetPasswordAnswer> = {
      success: true,
      returnCode: ReturnCode.forgetPassword,
      msg: 'Success',
      data: answer,
    }
    return envelope
  })

  routes.post(endpoints.resendOtp.path, { schema: { body: resendOtpRequest } }, async (request) =>
    ok(await resendOtp(app.ctx, request.body, request.ip)),
  )

  routes.post(endpoints.firstTimeLogin.path, { schema: { body: firstTimeLoginRequest } }, async (request) => {
    await startFirstTimeLogin(app.ctx, request.body, request.ip)
    return ok(null)
  })

  routes.post(endpoints.sendEmail.path, { schema: { body: sendEmailRequest } }, async (request) => {
    await sendFirstTimeEmail(app.ctx, request.body, request.lang, request.ip)
    return ok(null)
  })

  routes.post(endpoints.resendEmail.path, { schema: { body: resendEmailRequest } }, async (request) => {
    await resendEmail(app.ctx, request.body, request.ip)
    return ok(null, serverText(request.body.language, { key: 'accountMessages.resendSuccess' }))
  })

  routes.get(endpoints.emailVerification.path, { schema: { querystring: emailVerificationQuery } }, async (request, reply) => {
    reply.headers(noStore)
    return ok(await verifyEmailLink(app.ctx, request.query))
  })
}
