import fp from 'fastify-plugin'
import { langFromAcceptLanguage, type Lang } from '#contract/languages'

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of answers: the client sends its page language as Accept-Language. */
    lang: Lang
  }
}

export default fp(
  async (app) => {
    app.decorateRequest('lang', 'en')
    app.addHook('onRequest', async (request) => {
      request.lang = langFromAcceptLanguage(request.headers['accept-language'])
    })
  },
  { name: 'request-language' },
)
