import nodemailer from 'nodemailer'
import type { Driver } from './notifier.ts'

/** Production e-mail through any SMTP server (SMTP_URL, e.g. smtps://user:pass@mail.example.com). */
export function smtpDriver(options: { url: string; from: string }): Driver {
  const transport = nodemailer.createTransport(options.url)
  return {
    async send({ to, subject, body }) {
      await transport.sendMail({ from: options.from, to, subject: subject ?? '', text: body })
    },
  }
}
