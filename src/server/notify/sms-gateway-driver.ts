import type { Driver } from './driver.ts'

/**
 * Production SMS through an HTTP gateway: POST {"to": "+85291234567", "message": "..."} as
 * JSON, with the token as a Bearer credential and the message's id as its Idempotency-Key
 * (the same on every try). Any answer outside 2xx, or none within 10 s, is a failure.
 */
export function smsGatewayDriver(options: { url: string; token: string | undefined }): Driver {
  return {
    async send({ to, body }, id) {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': id,
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        body: JSON.stringify({ to, message: body }),
        signal: AbortSignal.timeout(10_000),
      })
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`)
    },
  }
}
