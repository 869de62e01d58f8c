import { useI18n } from '#client/i18n/i18n-context.tsx'
import { Facts, type FactRow } from './facts.tsx'
import type { Lang } from '#contract/languages'
import type { MemberSummary } from '#contract/schemas/staff'
import styles from './staff.module.css'

/** Who the member is; `more` adds what a page knows besides. */
export function MemberSection({ member, more = [] }: { member: MemberSummary & { language?: Lang }; more?: FactRow[] }) {
  const { LL } = useI18n()
  return (
    <section className={styles.section} aria-labelledby="member-heading">
      <h2 id="member-heading">{LL.staffConsole.memberHeading()}</h2>
      <Facts
        rows={[
          [LL.staffConsole.name(), member.name],
          [LL.staffConsole.chineseName(), member.chineseName],
          [LL.staffConsole.memberId(), member.clubMemberId],
          [LL.staffConsole.tier(), LL.staffConsole[`tier_${member.tier}`]()],
          [LL.staffConsole.phone(), member.phone],
          [LL.staffConsole.email(), member.email ?? ''],
          ...(member.language ? [[LL.staffConsole.readsIn(), LL.staffConsole[`language_${member.language}`]()] as FactRow] : []),
          ...more,
        ]}
      />
    </section>
  )
}
