import { describe, expect, it } from 'vitest'
import { upgradeStatuses, type UpgradeStatus } from '#contract/rules/application-statuses'
import { canApplyForUpgrade, isAwaitingApproval, latestUpgradeForm } from '#contract/rules/profile'

const form = (status: UpgradeStatus, createdAt: string) => ({ status, createdAt })

describe('upgrade forms on the profile', () => {
  it('takes the newest form by creation time, in any order', () => {
    const forms = [
      form('rejected', '2026-03-01T00:00:00Z'),
      form('pending', '2026-05-01T00:00:00Z'),
      form('approved', '2026-01-01T00:00:00Z'),
    ]
    expect(latestUpgradeForm(forms)?.status).toBe('pending')
    expect(latestUpgradeForm([])).toBeUndefined()
  })

  it.each([
    ['pending', true],
    ['applied', true],
    ['approved', false],
    ['rejected', false],
  ] as const)('a latest form %s shows the pending-approval label: %s', (status, shown) => {
    expect(isAwaitingApproval([form('rejected', '2025-01-01T00:00:00Z'), form(status, '2026-01-01T00:00:00Z')])).toBe(shown)
  })

  it('shows no label without a form', () => {
    expect(isAwaitingApproval([])).toBe(false)
  })

  it('hides Upgrade while the latest form is approved, pending or applied', () => {
    const shown = Object.fromEntries(
      upgradeStatuses.map((status) => [
        status,
        canApplyForUpgrade({ tier: 'ordinary', upgradeForms: [form(status, '2026-01-01T00:00:00Z')] }),
      ]),
    )
    expect(shown).toEqual({ applied: false, pending: false, approved: false, rejected: true })
  })

  it('shows Upgrade to an ordinary member with no form, and never to a privilege member', () => {
    expect(canApplyForUpgrade({ tier: 'ordinary', upgradeForms: [] })).toBe(true)
    expect(canApplyForUpgrade({ tier: 'privilege', upgradeForms: [] })).toBe(false)
    expect(canApplyForUpgrade({ tier: 'privilege', upgradeForms: [form('rejected', '2026-01-01T00:00:00Z')] })).toBe(false)
  })
})
