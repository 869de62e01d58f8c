import { describe, expect, it } from 'vitest'
import { auditActions } from '#contract/rules/audit-actions'
import en from '#i18n/en/staffConsole/index'
import sc from '#i18n/zh-CN/staffConsole/index'
import tc from '#i18n/zh-HK/staffConsole/index'

describe('the audit log actions', () => {
  it.each([
    ['en', en],
    ['tc', tc],
    ['sc', sc],
  ] as const)(
    'each have words in the console’s dictionary, and no words are left for an action not recorded (%s)',
    (_lang, dictionary) => {
      expect(Object.keys(dictionary.auditAction).sort()).toEqual(auditActions.map((action) => action.replace('.', '_')).sort())
    },
  )
})
