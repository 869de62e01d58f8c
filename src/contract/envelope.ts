/** The shape of every API answer: success, a return code, a message in the request's language, and data. */
export interface Envelope<T = unknown> {
  success: boolean
  returnCode: number
  msg: string
  data: T
}

/** One field's problem in a 400 answer: `code` is a message key, `message` its translation. */
export interface FieldProblem {
  field: string
  code: string
  message: string
}

export interface BadRequestData {
  errors: FieldProblem[]
}

export function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Envelope).success === 'boolean' &&
    typeof (value as Envelope).returnCode === 'number' &&
    'data' in value
  )
}
