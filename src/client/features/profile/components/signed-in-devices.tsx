import { useQuery } from '@tanstack/react-query'
import { dateTimeText } from '#contract/date-time'
import type { SignedInDevice } from '#contract/schemas/devices'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { useExplainFailure } from '#client/lib/use-explain-failure.ts'
import { LoadStatus } from '#client/ui/load-status.tsx'
import { SpinnerButton } from '#client/ui/spinner-button.tsx'
import { toast } from '#client/ui/toast.tsx'
import { signedInDevicesQuery, useEndOtherSessions, useEndSession } from '../devices-api.ts'
import { deviceName } from './device-name.ts'
import list from '#client/ui/item-list.module.css'
import styles from './signed-in-devices.module.css'

/**
 * The devices the member is signed in on, this one first and marked; any other may be signed
 * out, one by one or all at once (a lost phone, a shared computer, someone else).
 */
export function SignedInDevices() {
  const { LL, lang } = useI18n()
  const explain = useExplainFailure()
  const devices = useQuery(signedInDevicesQuery)
  const endSession = useEndSession()
  const endOthers = useEndOtherSessions()
  if (devices.data === undefined) {
    return (
      <LoadStatus
        failed={devices.isError}
        failedText={LL.profile.devicesLoadFailed()}
        retrying={devices.isFetching}
        onRetry={() => void devices.refetch()}
      />
    )
  }
  const when = (iso: string) => dateTimeText(iso, lang)
  const nameOf = (device: SignedInDevice) => deviceName(device.userAgent) ?? LL.profile.unknownDevice()
  const ordered = [...devices.data].sort((a, b) => Number(b.current) - Number(a.current))
  const others = ordered.filter((device) => !device.current)

  const signOut = (device: SignedInDevice) =>
    endSession.mutate(device.id, {
      onSuccess: () => toast.success(LL.profile.deviceSignedOut()),
      onError: explain,
    })
  const signOutOthers = () =>
    endOthers.mutate(undefined, {
      onSuccess: ({ ended }) => toast.success(LL.profile.othersSignedOut({ count: ended })),
      onError: explain,
    })

  return (
    <>
      <ul className={list.list} aria-label={LL.profile.signedInDevices()}>
        {ordered.map((device) => (
          <li key={device.id} className={list.item}>
            <span className={list.text}>
              <span className={list.name}>{nameOf(device)}</span>
              <span className={list.when}>{LL.profile.deviceSignedIn({ date: when(device.signedInAt) })}</span>
              <span className={list.when}>{LL.profile.deviceLastSeen({ date: when(device.lastSeenAt) })}</span>
            </span>
            {device.current ? (
              <span className={styles.current}>{LL.profile.thisDevice()}</span>
            ) : (
              <SpinnerButton
                variant="secondary"
                loading={endSession.isPending && endSession.variables === device.id}
                aria-label={LL.profile.signOutDeviceNamed({ device: nameOf(device) })}
                onClick={() => signOut(device)}
              >
                {LL.profile.signOutDevice()}
              </SpinnerButton>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <SpinnerButton block loading={endOthers.isPending} onClick={signOutOthers}>
          {LL.profile.signOutOthers()}
        </SpinnerButton>
      ) : (
        <p className={list.when} role="status">
          {LL.profile.noOtherDevices()}
        </p>
      )}
    </>
  )
}
