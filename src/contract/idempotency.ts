/**
 * Create calls a client may retry carry an idempotency key (a UUID it makes once per
 * create): the server answers a replay with the first answer instead of a second record.
 */
export const idempotencyKeyHeader = 'idempotency-key'

export const idempotencyKeyPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
