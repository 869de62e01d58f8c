/** How a message reaches a member: by text message or by e-mail. */
export const outboxChannels = ['sms', 'email'] as const
