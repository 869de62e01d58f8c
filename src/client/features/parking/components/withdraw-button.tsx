import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { useExplainFailure } from '#client/lib/use-explain-failure.ts'
import { LazyPopup } from '#client/ui/lazy-popup.tsx'
import { SpinnerButton } from '#client/ui/spinner-button.tsx'
import { toast } from '#client/ui/toast.tsx'
import { parkingFormQuery, useWithdrawParking } from '../api.ts'

/**
 * Withdraws an application still waiting, or a change waiting for review, after asking once:
 * the question says what stays and what goes. The page then shows what the member has now.
 */
export function WithdrawButton({ what, id }: { what: 'application' | 'change'; id: string }) {
  const { LL } = useI18n()
  const explain = useExplainFailure()
  const queryClient = useQueryClient()
  const withdraw = useWithdrawParking()
  const [asking, setAsking] = useState(false)
  const texts =
    what === 'change'
      ? {
          label: LL.parking.withdrawChange(),
          title: LL.parking.withdrawChangeTitle(),
          description: LL.parking.withdrawChangeBody(),
          confirm: LL.parking.withdrawChangeConfirm(),
          done: LL.parking.changeWithdrawn(),
        }
      : {
          label: LL.parking.withdrawApplication(),
          title: LL.parking.withdrawApplicationTitle(),
          description: LL.parking.withdrawApplicationBody(),
          confirm: LL.parking.withdrawApplicationConfirm(),
          done: LL.parking.applicationWithdrawn(),
        }
  const confirmed = () =>
    withdraw.mutate(
      { what, id },
      {
        onSuccess: async () => {
          await queryClient.invalidateQueries(parkingFormQuery)
          setAsking(false)
          toast.success(texts.done)
        },
        onError: (error) => {
          setAsking(false)
          explain(error)
        },
      },
    )
  return (
    <>
      <SpinnerButton variant="secondary" onClick={() => setAsking(true)}>
        {texts.label}
      </SpinnerButton>
      <LazyPopup
        open={asking}
        onOpenChange={setAsking}
        title={texts.title}
        description={texts.description}
        okLabel={texts.confirm}
        loading={withdraw.isPending}
        onOk={confirmed}
      />
    </>
  )
}
