import { useQuery } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { ApiError } from '#client/api/http-client.ts'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { LoadStatus } from '#client/ui/load-status.tsx'
import { Switch } from '#client/ui/switch.tsx'
import { toast } from '#client/ui/toast.tsx'
import { needsHomeScreen, NotificationsNotHere, NotificationsRefused, pushSupported } from '../device-push.ts'
import { pushSettingsQuery, useSwitchNotifications } from '../push-api.ts'
import styles from './notification-switch.module.css'

/**
 * The switch of this device's notifications. The browser asks its permission only once the
 * member presses it; a browser that refuses (now or before) is named, with where to change it.
 */
export function NotificationSwitch() {
  const { LL } = useI18n()
  const supported = pushSupported()
  const settings = useQuery({ ...pushSettingsQuery, enabled: supported })
  const change = useSwitchNotifications()
  const [blocked, setBlocked] = useState(() => supported && Notification.permission === 'denied')
  const [notHere, setNotHere] = useState(false)
  if (!supported)
    return (
      <Section>
        <p className={styles.note}>
          {needsHomeScreen() ? LL.profile.notificationsHomeScreen() : LL.profile.notificationsUnsupported()}
        </p>
      </Section>
    )
  if (settings.data === undefined) {
    return (
      <Section>
        <LoadStatus
          failed={settings.isError}
          failedText={LL.profile.notificationsFailed()}
          retrying={settings.isFetching}
          onRetry={() => void settings.refetch()}
        />
      </Section>
    )
  }
  const { publicKey, subscribed } = settings.data
  if (publicKey === null)
    return (
      <Section>
        <p className={styles.note}>{LL.profile.notificationsUnavailable()}</p>
      </Section>
    )

  const turn = (on: boolean) =>
    change.mutate(
      { on, publicKey },
      {
        onSuccess: (now) => toast.success(now ? LL.profile.notificationsOn() : LL.profile.notificationsOff()),
        onError: (error) => {
          if (error instanceof NotificationsRefused) setBlocked(true)
          else if (error instanceof NotificationsNotHere) setNotHere(true)
          else toast.error(error instanceof ApiError && error.envelope ? error.envelope.msg : LL.profile.notificationsFailed())
        },
      },
    )

  return (
    <Section>
      <div className={styles.row}>
        <span id="notification-switch" className={styles.label}>
          {LL.profile.notificationsSwitch()}
        </span>
        <Switch
          on={subscribed}
          labelledBy="notification-switch"
          busy={change.isPending}
          disabled={blocked && !subscribed}
          onChange={turn}
        />
      </div>
      {notHere && !subscribed ? (
        <p className={styles.note} role="status">
          {LL.profile.notificationsNotHere()}
        </p>
      ) : null}
      {blocked && !subscribed ? (
        <p className={styles.note} role="status">
          {LL.profile.notificationsBlocked()}
        </p>
      ) : null}
    </Section>
  )
}

/** The switch's part of the devices page: its heading and what notifications there are. */
function Section({ children }: { children: ReactNode }) {
  const { LL } = useI18n()
  return (
    <section className={styles.section} aria-labelledby="notifications-title">
      <h2 id="notifications-title" className={styles.heading}>
        {LL.profile.notifications()}
      </h2>
      <p className={styles.intro}>{LL.profile.notificationsIntro()}</p>
      {children}
    </section>
  )
}
