import type { MessageKey } from '../src/contract/messages.ts'
import type { TranslationFunctions } from './i18n-types'

type Translations = TranslationFunctions

/** Every 'namespace.key' of the dictionaries, e.g. 'Login.passwordError'. */
export type MessagePath = {
  [N in keyof Translations & string]: `${N}.${keyof Translations[N] & string}`
}[keyof Translations & string]

type FunctionAt<P extends MessagePath> = P extends `${infer N extends keyof Translations}.${infer K}`
  ? K extends keyof Translations[N]
    ? Translations[N][K]
    : never
  : never

type MessageArgs<P extends MessagePath> = FunctionAt<P> extends (arg: infer A) => string ? A : never

/** A translatable message: its path and, where the text has placeholders, their values. */
export type Message = {
  [P in MessagePath]: Parameters<FunctionAt<P>> extends [] ? { key: P; params?: undefined } : { key: P; params: MessageArgs<P> }
}[MessagePath]

/** The text at a path; the dictionaries answer '' for a path they do not have. */
function textAt(LL: Translations, path: string, params: object | undefined): string {
  const [namespace, key] = path.split('.') as [keyof Translations, string]
  const fn = (LL[namespace] as unknown as Record<string, ((args?: object) => string) | undefined>)[key]
  return fn ? fn(params ?? {}) : ''
}

/** Translates by path; the dictionaries' own types make a wrong path a compile error. */
export function translate(LL: Translations, message: { key: MessagePath; params?: object | undefined }): string {
  return textAt(LL, message.key, message.params) || message.key
}

/** Translates a path read off the wire, which the dictionary may not have: undefined then. */
export function translateRead(LL: Translations, message: { key: string; params?: object | undefined }): string | undefined {
  return textAt(LL, message.key, message.params) || undefined
}

/** Each validation message key of the contract must be a dictionary path (a compile error otherwise). */
type AssertKeys<T extends MessagePath> = T
type _ContractMessageKeys = AssertKeys<MessageKey>
