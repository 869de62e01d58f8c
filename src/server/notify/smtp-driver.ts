import type { Driver } from './driver.ts'

/**
 * How long a mail server may keep a send waiting (connecting, greeting, or silent mid-send)
 * before the try fails and is retried later: well inside a job's claim, so no try outlives it.
 */
const sendTimeoutMs = 30_000

/** Production e-mail through any SMTP server (SMTP_URL, e.g. smtps://user:pass@mail.example.com). */
export function smtpDriver(options: { url: string; from: string; timeoutMs?: number }): Driver {
  const timeoutMs = options.timeoutMs ?? sendTimeoutMs
  // The mail library is loaded by the first message sent, not when the portal starts.
  const transport = import('nodemailer').then(({ default: nodemailer }) =>
    nodemailer.createTransport({
      url: options.url,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    }),
  )
  const domain = /@([^>\s]+)/.exec(options.from)?.[1] ?? 'sinoclub.example'
  return {
    async send({ to, subject, body }, id) {
      // Every try of one message carries one Message-ID, by which mail systems drop a repeat.
      await (
        await transport
      ).sendMail({ from: options.from, to, subject: subject ?? '', text: body, messageId: `<${id}@${domain}>` })
    },
  }
}
