import { beforeAll, describe, expect, it } from 'vitest'
import { changeLines } from '#client/features/staff/components/audit-change.ts'
import { i18nObject } from '#i18n/i18n-util'
import { loadAllLocales } from '#i18n/i18n-util.sync'

/** The audit log's changes as staff read them: words in the console's language, not the values kept. */
describe('an audit entry read in the console', () => {
  beforeAll(() => loadAllLocales())
  const noReasons = () => undefined

  it('names fields and states in words, times in Hong Kong time, yes and no', () => {
    const LL = i18nObject('zh-HK')
    expect(
      changeLines(
        LL,
        'tc',
        {
          before: { pending: null, passkeyRequired: true },
          after: { pending: 'authenticator', passkeyRequired: false, linkExpiresAt: '2026-12-01T16:49:48.742Z' },
        },
        noReasons,
      ),
    ).toEqual(['待完成：— → 設定驗證器', '須用通行密鑰：是 → 否', '連結到期：— → 2026年12月2日 00:49'])
  })

  it('reads a rejection reason by its words, and a value it has no words for as kept', () => {
    const LL = i18nObject('en')
    const reasons = (code: string) => (code === 'name-mismatch' ? 'The name does not match the documents' : undefined)
    expect(
      changeLines(
        LL,
        'en',
        { before: { status: 'pending' }, after: { status: 'rejected', reason: 'name-mismatch', plate: 'AB1234' } },
        reasons,
      ),
    ).toEqual(['Status: In review → Rejected', 'Reason: — → The name does not match the documents', 'plate: — → AB1234'])
    expect(changeLines(LL, 'en', { before: null, after: { reason: 'retired-code' } }, noReasons)).toEqual([
      'Reason: retired-code',
    ])
  })
})
