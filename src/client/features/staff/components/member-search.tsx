import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useDocumentTitle, useI18n } from '#client/i18n/i18n-context.tsx'
import { memberSearchQuery } from '../api.ts'
import { memberSearch } from '../search-params.ts'
import { MemberState } from './member-state.tsx'
import { QueryStatus } from './query-status.tsx'
import { SearchForm } from './search-form.tsx'
import styles from './staff.module.css'
import { dateOnly } from './format-date-time.ts'
import { DataTable } from './data-table.tsx'

/** Members by member ID, phone, e-mail or name (the newest registrations before a search); the text stays in the address. */
export function MemberSearch({ q }: { q: string }) {
  const { LL, lang } = useI18n()
  useDocumentTitle(LL.staffConsole.membersTitle())
  const navigate = useNavigate()
  const found = useQuery(memberSearchQuery(q))
  return (
    <>
      <h1>{LL.staffConsole.membersTitle()}</h1>
      <SearchForm
        label={LL.staffConsole.memberSearch()}
        initial={q}
        searching={found.isPlaceholderData}
        onSearch={(text) => void navigate({ to: '/$lang/staff/members', params: { lang }, search: memberSearch({ q: text }) })}
      />
      {q === '' ? <p className={styles.muted}>{LL.staffConsole.newestMembers()}</p> : null}
      {found.data ? (
        found.data.items.length === 0 ? (
          <p role="status">{LL.staffConsole.noMembers()}</p>
        ) : (
          <DataTable
            columns={[
              LL.staffConsole.colMember(),
              LL.staffConsole.colMemberId(),
              LL.staffConsole.colPhone(),
              LL.staffConsole.email(),
              LL.staffConsole.tier(),
              LL.staffConsole.colStatus(),
              LL.staffConsole.registeredAt(),
            ]}
          >
            {found.data.items.map((member) => (
              <tr key={member.id}>
                <td>
                  <Link to="/$lang/staff/members/$id" params={{ lang, id: member.id }}>
                    {member.name}
                  </Link>
                  {member.chineseName ? <span className={styles.muted}> {member.chineseName}</span> : null}
                </td>
                <td>{member.clubMemberId}</td>
                <td>{member.phone}</td>
                <td>{member.email ?? ''}</td>
                <td>{LL.staffConsole[`tier_${member.tier}`]()}</td>
                <td>
                  <MemberState member={member} />
                </td>
                <td>{dateOnly(member.registeredAt, lang)}</td>
              </tr>
            ))}
          </DataTable>
        )
      ) : (
        <QueryStatus query={found} />
      )}
      {found.data?.more ? <p className={styles.muted}>{LL.staffConsole.moreMembers()}</p> : null}
    </>
  )
}
