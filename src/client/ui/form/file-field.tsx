import { useEffect, useId, useRef } from 'react'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { buttonClass } from '../spinner-button.tsx'
import { FieldFrame, type FieldFrameProps } from './field-frame.tsx'
import { useFieldContext } from './form-context.ts'
import styles from './inputs.module.css'

/**
 * One file, kept in the form until it is sent (a receipt that may wait for the network);
 * the upload widget instead uploads each document as soon as it is chosen. The portal's own
 * button and the chosen file's name stand for the browser's file input, whose words ("Choose
 * File", "No file chosen") come in the browser's language rather than the page's.
 */
export function FileField({ accept, ...frame }: FieldFrameProps & { accept: string }) {
  const { LL } = useI18n()
  const field = useFieldContext<File | null>()
  const input = useRef<HTMLInputElement>(null)
  const chosenId = useId()
  // A form reset empties the value; the browser's own file input is emptied with it.
  useEffect(() => {
    if (field.state.value === null && input.current) input.current.value = ''
  }, [field.state.value])
  return (
    <FieldFrame {...frame}>
      {(control) => (
        <div className={styles.fileChoice}>
          <input
            {...control}
            aria-describedby={[chosenId, control['aria-describedby']].filter(Boolean).join(' ')}
            ref={input}
            type="file"
            name={field.name}
            accept={accept}
            className={`visually-hidden ${styles.fileInput}`}
            onChange={(event) => field.handleChange(event.target.files?.[0] ?? null)}
            onBlur={field.handleBlur}
          />
          {/* The field's label names the input; this one is the button the eye and the pointer use. */}
          <label htmlFor={control.id} className={buttonClass('secondary')} aria-hidden="true">
            {LL.uploadWidget.chooseOne()}
          </label>
          <span id={chosenId} className={styles.chosen}>
            {field.state.value?.name ?? LL.uploadWidget.noneChosen()}
          </span>
        </div>
      )}
    </FieldFrame>
  )
}
