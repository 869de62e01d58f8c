import type { MemberListItem } from '#contract/schemas/staff-records'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import styles from './staff.module.css'

/** Whether the account is in use: active, suspended, merged into another, or registration not finished. */
export function MemberState({ member }: { member: Pick<MemberListItem, 'status' | 'registrationPending'> }) {
  const { LL } = useI18n()
  const state = member.status === 'active' && member.registrationPending ? 'registering' : member.status
  return (
    <span className={state === 'active' ? styles.badge : styles.badgeDanger}>{LL.staffConsole[`memberState_${state}`]()}</span>
  )
}
