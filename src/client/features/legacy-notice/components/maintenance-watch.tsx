import { useQuery } from '@tanstack/react-query'
import { useLocation, useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { openDuringMaintenance } from '#client/api/maintenance.ts'
import { maintenanceQuery } from '#client/api/maintenance-query.ts'
import { useI18n } from '#client/i18n/i18n-context.tsx'

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
