import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { propertyOwnerships } from '#contract/rules/address'
import { reviewStatuses, upgradeStatuses } from '#contract/rules/application-statuses'
import { fileKinds } from '#contract/rules/upload-files'
import { outboxChannels } from '#contract/rules/outbox-channels'
import { parkingChangeStatuses, parkingStatuses } from '#contract/rules/application-statuses'
import { tiers } from '#contract/rules/profile'
import { referralCodeTypes } from '#contract/rules/referral-code'
import { auditActorKinds } from '#contract/rules/audit-actions'
import { staffRoles } from '#contract/rules/staff-admin'
import { staffSetUps } from '#contract/rules/staff-admin'
import { memberStatuses } from '#contract/rules/member-statuses'
import { codePurposes } from '#contract/verification'
import * as schema from '#server/db/schema.ts'

/** A list written twice may drift: the database's enums are built from the contract's lists. */
describe('enum lists', () => {
  it("the database's enums hold the contract's lists", () => {
    const sameList: [readonly string[], readonly string[]][] = [
      [schema.tierEnum.enumValues, tiers],
      [schema.memberStatusEnum.enumValues, memberStatuses],
      [schema.upgradeStatusEnum.enumValues, upgradeStatuses],
      [schema.outboxChannelEnum.enumValues, outboxChannels],
      [schema.parkingStatusEnum.enumValues, parkingStatuses],
      [schema.parkingChangeStatusEnum.enumValues, parkingChangeStatuses],
      [schema.propertyOwnershipEnum.enumValues, propertyOwnerships],
      [schema.otpPurposeEnum.enumValues, codePurposes],
      [schema.referralTypeEnum.enumValues, referralCodeTypes],
      [schema.fileKindEnum.enumValues, fileKinds],
      [schema.staffRoleEnum.enumValues, staffRoles],
      [schema.staffLinkPurposeEnum.enumValues, staffSetUps],
      [schema.auditActorKindEnum.enumValues, auditActorKinds],
    ]
    for (const [column, contract] of sameList) expect(column).toEqual(contract)
  })

  it('a reviewer reads the statuses of an upgrade application for both kinds, and withdrawn for parking', () => {
    expect(reviewStatuses).toEqual([...upgradeStatuses, 'withdrawn'])
  })

  it('are written in the schema only where the contract has no list (values no client sees)', () => {
    const source = readFileSync(new URL('../../src/server/db/schema.ts', import.meta.url), 'utf8')
    const written = [...source.matchAll(/pgEnum\('(\w+)', \[/g)].map((match) => match[1])
    expect(written).toEqual(['rejection_cause', 'upgrade_document_purpose', 'email_link_purpose'])
  })
})
