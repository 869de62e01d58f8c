import { groupAddress } from './group-address.ts'

/** An owner's application at a group estate, without documents unless given. */
export const upgradePayload = (overrides: Record<string, unknown> = {}) => ({
  isOwner: true,
  isResident: false,
  isTenant: false,
  isStaff: false,
  ...groupAddress,
  sinoStaffNumber: '',
  sinoStaffCompanyId: null,
  addressDocumentId: [] as string[],
  sinoStaffDocumentId: [] as string[],
  ...overrides,
})
