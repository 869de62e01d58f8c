import { useQuery } from '@tanstack/react-query'
import { useLocation, useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { maintenanceQuery } from '#client/api/maintenance-query.ts'
import { useI18n } from '#client/i18n/i18n-context.tsx'

/** Pages a member still opens while the notice is on: the notice itself, the landing notice and the card to show at a venue. */
const openDuringMaintenance = /^\/[a-z]{2}\/(maintenance|landing|my-account\/card)\/?$/i

/**
 * Sends a member to the maintenance notice as soon as the portal says it is under maintenance,
 * from whichever page they are on (but the card to show at a venue). Nothing waits for the
 * answer: a page opens at once, and offline as usual.
 */
export function MaintenanceWatch() {
  const { lang } = useI18n()
  const { data } = useQuery(maintenanceQuery)
  const pathname = useLocation({ select: (location) => location.pathname })
  const navigate = useNavigate()
  const underMaintenance = data?.on === true && !openDuringMaintenance.test(pathname)
  useEffect(() => {
    if (underMaintenance) void navigate({ to: '/$lang/maintenance', params: { lang }, replace: true })
  }, [underMaintenance, navigate, lang])
  return null
}
