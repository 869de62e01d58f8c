import type { FastifyInstance } from 'fastify'
import { endpoints } from '#contract/endpoints'
import type { OutboxMessage } from '#contract/schemas/outbox'
import { route } from '#server/http/route.ts'
import { listOutbox } from '#server/notify/outbox-driver.ts'
import { localOnly } from '#server/lib/local-only.ts'

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

const linkify = (html: string) => html.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)

function outboxPage(messages: OutboxMessage[]): string {
  const rows = messages
    .map(
      (m) => `<article class="${m.channel}">
  <header><strong>${m.channel === 'sms' ? 'SMS' : 'E-mail'}</strong> to ${escapeHtml(m.to)}<time>${escapeHtml(m.createdAt)}</time></header>
  ${m.subject ? `<h2>${escapeHtml(m.subject)}</h2>` : ''}
  <pre>${linkify(escapeHtml(m.body))}</pre>
</article>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="5"><title>Outbox · Sino Club (development)</title>
<style>
body{font:15px/1.5 system-ui,"Noto Sans HK","Noto Sans CJK TC",sans-serif;margin:0 auto;max-width:760px;padding:24px;color:#1b2433;background:#f5f6f8}
h1{font-size:22px;margin:0 0 4px}p.note{color:#5b6577;margin:0 0 20px}
article{background:#fff;border:1px solid #dde2ea;border-left:4px solid #b08d57;border-radius:8px;padding:12px 16px;margin:0 0 12px}
article.sms{border-left-color:#0b2545}header{display:flex;gap:8px;flex-wrap:wrap}time{margin-left:auto;color:#5b6577;font-size:13px}
h2{font-size:16px;margin:8px 0 0}pre{white-space:pre-wrap;font:inherit;margin:8px 0 0}
</style></head><body>
<h1>Outbox</h1><p class="note">Messages the portal would have sent by SMS and e-mail, newest first. This page exists only while the outbox driver is active.</p>
${rows || '<p>No messages yet.</p>'}
</body></html>`
}

/**
 * Development and test only: registered while a channel's driver is the outbox, and
 * answered only to the machine itself, since the messages hold codes and links.
 */
export default async function outboxRoutes(app: FastifyInstance) {
  await route(app, endpoints.devOutbox, { headers: { 'cache-control': 'no-store' } }, async ({ query }) =>
    listOutbox(app.ctx.db, query.limit ?? 50),
  )
  app.get('/dev/outbox', { onRequest: localOnly }, async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(outboxPage(await listOutbox(app.ctx.db, 100))),
  )
}
