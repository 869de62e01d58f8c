import type { Type } from 'arktype'
import type { CountryCodeItem } from './reference.ts'

/**
 * Who may call an endpoint: anyone; a logged-in member; anyone, as a member when a session is
 * sent (an upload owned by the member, or by the registration under way); anyone, named as
 * the member when a session sent is still valid and never refused for one that is not (a
 * receipt sent late from a device's outbox); only the machine itself (development tools);
 * anyone signing in as staff; a signed-in reviewer or admin; an admin only. Staff entries are
 * refused to cross-site requests, and staff and member credentials never open each other's calls.
 */
type Access = 'public' | 'member' | 'guest-or-member' | 'public-as-member' | 'local' | 'staff-sign-in' | 'staff' | 'admin'

/**
 * The schema modules, each loaded when an entry that uses it is first asked for its schemas:
 * never by a page's first load, since arktype is heavy, and on the server by a route's first
 * call rather than when the portal starts (building them all took a second of every restart).
 */
const schemaModules = {
  auth: () => import('./schemas/auth.ts'),
  common: () => import('./schemas/common.ts'),
  devices: () => import('./schemas/devices.ts'),
  health: () => import('./schemas/health.ts'),
  maintenance: () => import('./schemas/maintenance.ts'),
  messageBudgets: () => import('./schemas/message-budgets.ts'),
  outbox: () => import('./schemas/outbox.ts'),
  parking: () => import('./schemas/parking.ts'),
  passkeys: () => import('./schemas/passkeys.ts'),
  privacy: () => import('./schemas/privacy.ts'),
  profile: () => import('./schemas/profile.ts'),
  push: () => import('./schemas/push.ts'),
  receipt: () => import('./schemas/receipt.ts'),
  reference: () => import('./schemas/reference.ts'),
  registration: () => import('./schemas/registration.ts'),
  rejectionReasons: () => import('./schemas/rejection-reasons.ts'),
  staff: () => import('./schemas/staff.ts'),
  staffAdmin: () => import('./schemas/staff-admin.ts'),
  staffRecords: () => import('./schemas/staff-records.ts'),
  upgrade: () => import('./schemas/upgrade.ts'),
  verification: () => import('./schemas/verification.ts'),
  wallet: () => import('./schemas/wallet.ts'),
}

type SchemaModules = { [Name in keyof typeof schemaModules]: Awaited<ReturnType<(typeof schemaModules)[Name]>> }
type SchemaModuleName = keyof SchemaModules

/**
 * What some rules need beyond the request: the phone rules of the country codes (reference
 * data in the database) and today's date (a birthday may not be in the future).
 */
export interface ReferenceData {
  countryCodes: readonly Pick<CountryCodeItem, 'id' | 'content' | 'length'>[]
  today: () => Date
}

/** An entry's schemas, picked from the schema modules it names once they are loaded. */
export const lazySchemas =
  <Name extends SchemaModuleName, S extends EndpointSchemas>(
    names: readonly Name[],
    pick: (modules: Pick<SchemaModules, Name>, reference: ReferenceData) => S,
  ) =>
  async (reference: ReferenceData): Promise<S> => {
    const loaded = await Promise.all(names.map(async (name) => [name, await schemaModules[name]()] as const))
    return pick(Object.fromEntries(loaded) as Pick<SchemaModules, Name>, reference)
  }

/** An arktype schema as the table holds it; only its types matter here, so no arktype code is loaded. */
type Schema = Type<unknown, object>

/**
 * The schemas of one call. `answer` is the envelope's `data` on success; `failures` names the
 * return codes whose `data` carries something (609 → the member to verify), so that callers
 * read it typed. A call without `answer` serves a file rather than the envelope.
 */
export interface EndpointSchemas {
  body?: Schema
  query?: Schema
  params?: Schema
  answer?: Schema
  failures?: Readonly<Partial<Record<number, Schema>>>
}

/**
 * One entry of the endpoint table: the whole truth of a call. The schemas are loaded on
 * demand: the server and the API document need them, a page only their types, and arktype
 * is too heavy for the login page's first load.
 */
export interface Endpoint<S extends EndpointSchemas = EndpointSchemas> {
  /** One line for the API document; the client's build leaves it out. */
  summary: string
  method: 'GET' | 'POST'
  /** Under /api, but for the health probes at the root; `:name` marks a path parameter. */
  path: `/api/${string}` | '/healthz' | '/readyz'
  /** Other paths of the same call, kept for older clients (a misspelling they send). */
  aliases?: readonly `/api/${string}`[]
  access: Access
  /** The body is multipart with one file in this field, streamed rather than parsed. */
  upload?: { field: string }
  /**
   * A write that goes on while the portal is under maintenance, which refuses the others of
   * members and visitors (630): one that changes nothing the maintenance protects (logging out).
   */
  duringMaintenance?: true
  /** Takes an Idempotency-Key header: a retry with the same key answers the first result again. */
  idempotent?: boolean
  /** Answers a file of one of these media types rather than the envelope (no `answer` schema). */
  file?: readonly string[]
  /** The strict schemas the server enforces and the API document shows, one and the same. */
  schemas: (reference: ReferenceData) => Promise<S>
}

export type SchemasOf<E> = E extends { schemas: (reference: ReferenceData) => Promise<infer S> } ? S : never

/** One schema of an entry by its name (body, query, params, answer), or undefined when it has none. */
type Part<E, Name extends keyof EndpointSchemas> = SchemasOf<E> extends { [K in Name]?: infer S } ? S : undefined
type In<S> = S extends { inferIn: infer I } ? I : undefined
type Out<S> = S extends { infer: infer O } ? O : undefined

/** What a caller sends: the schemas' input side (query strings before parsing). */
export type BodyIn<E> = In<Part<E, 'body'>>
export type QueryIn<E> = In<Part<E, 'query'>>
export type ParamsIn<E> = In<Part<E, 'params'>>
/** What a handler receives: the schemas' output side (after parsing and defaults). */
export type BodyOut<E> = Out<Part<E, 'body'>>
export type QueryOut<E> = Out<Part<E, 'query'>>
export type ParamsOut<E> = Out<Part<E, 'params'>>
/** The `data` of a successful answer. */
export type AnswerOf<E> = Out<Part<E, 'answer'>>
/** The `data` of a failure answer with one of the entry's declared return codes. */
export type FailureOf<E, Code extends number> =
  Part<E, 'failures'> extends { readonly [C in Code]?: infer S } ? Out<S> : undefined

/** Fills `:name` path parameters. */
export function pathWith(path: string, params: Readonly<Record<string, string>> | undefined): string {
  if (!params) return path
  return path.replace(/:([A-Za-z]+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''))
}
