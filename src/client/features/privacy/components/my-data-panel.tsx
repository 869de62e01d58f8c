import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { MyData } from '#contract/schemas/privacy'
import { ApiError } from '#client/api/http-client.ts'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { LoadStatus } from '#client/ui/load-status.tsx'
import { myDataQuery } from '../api.ts'
import { CloseAccount } from './close-account.tsx'
import { ConsentsList } from './consents-list.tsx'
import { DataCopy } from './data-copy.tsx'
import styles from './privacy.module.css'

/**
 * On the member's profile: their own data under Hong Kong's privacy law: a copy of it, how to
 * correct it, their consents, and closing the account.
 */
export function MyDataPanel() {
  const { LL } = useI18n()
  const data = useQuery(myDataQuery)
  // Offline the profile says so itself, from the device's copy; this section needs the network.
  if (data.error instanceof ApiError && data.error.isNetworkFailure) return null
  return (
    <section id="privacy" className={styles.panel} aria-labelledby="privacy-heading">
      <h2 id="privacy-heading">{LL.profile.privacyMenu()}</h2>
      <p className={styles.text}>{LL.profile.privacyIntro()}</p>
      <MyDataSections data={data} />
    </section>
  )
}

function MyDataSections({ data }: { data: UseQueryResult<MyData> }) {
  const { LL } = useI18n()
  if (data.data === undefined) {
    return (
      <LoadStatus
        failed={data.isError}
        failedText={LL.profile.myDataLoadFailed()}
        retrying={data.isFetching}
        onRetry={() => void data.refetch()}
      />
    )
  }
  return (
    <>
      <DataCopy data={data.data} />
      <section className={styles.section} aria-labelledby="correction-heading">
        <h3 id="correction-heading">{LL.profile.correctionHeading()}</h3>
        <p className={styles.text}>{LL.profile.correctionBody({ email: data.data.supportEmail })}</p>
      </section>
      <ConsentsList consents={data.data.consents} />
      <CloseAccount closing={data.data.closing} />
    </>
  )
}
