import { encodeProblem } from '#contract/messages'
import { useId, useRef, useState } from 'react'
import { fileCountProblem, uploadRules, type UploadRuleName } from '#contract/rules/upload-files'
import { ApiError } from '#client/api/http-client.ts'
import { isUploaded, uploadImage, type ChosenFile } from '#client/api/upload-image.ts'
import { problemText, useI18n } from '#client/i18n/i18n-context.tsx'
import { ExternalLink } from '../external-link.tsx'
import { FieldError } from '../form/field-error.tsx'
import { RequiredMark } from '../form/required-mark.tsx'
import { prepareFile } from './prepare-file.ts'
import styles from './upload-widget.module.css'

interface UploadWidgetProps {
  label: string
  hint?: string
  /** A page that says more about what to upload, opened in a new tab. */
  hintLink?: { href: string; label: string }
  required?: boolean
  /** The contract's upload rule: kinds, sizes and how many files (3 for documents, 1 for a staff document). */
  rule?: UploadRuleName
  value: readonly ChosenFile[]
  onChange: (files: ChosenFile[]) => void
  /**
   * The form's documents may follow it: a document that cannot be sent for want of a
   * connection is kept on the device and sent after the form, instead of being refused.
   */
  mayWait?: boolean
  /** The form's message for this field (e.g. a required upload missing). */
  error?: string | undefined
}

/**
 * Choose documents, each checked, compressed when an image and uploaded at once; the form
 * keeps the answered ids. Failures show the spec's message under the widget.
 */
export function UploadWidget({
  label,
  hint,
  hintLink,
  required = false,
  rule: ruleName = 'document',
  value,
  onChange,
  error,
  mayWait = false,
}: UploadWidgetProps) {
  const { LL } = useI18n()
  const rule = uploadRules[ruleName]
  const typesHint: Record<UploadRuleName, () => string> = {
    document: LL.uploadWidget.types,
    staffDocument: LL.uploadWidget.types,
    vehicleDocument: LL.uploadWidget.vehicleTypes,
    receipt: LL.uploadWidget.imageTypes,
  }
  const maxFiles = rule.maxFiles
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(0)
  const [problem, setProblem] = useState<string>()
  const [waitingNote, setWaitingNote] = useState(false)

  const send = async (blob: Blob, name: string): Promise<ChosenFile | undefined> => {
    // The file's key from now on: the answer to this try may be lost after the server kept it.
    const key = crypto.randomUUID()
    try {
      return await uploadImage(blob, name, key)
    } catch (failure) {
      if (mayWait && failure instanceof ApiError && failure.isNetworkFailure) {
        setWaitingNote(true)
        return { waitingId: key, name, blob }
      }
      setProblem(failure instanceof ApiError && failure.envelope ? failure.envelope.msg : LL.common.error())
      return undefined
    }
  }

  const add = async (chosen: File[]) => {
    setProblem(undefined)
    const countProblem = fileCountProblem(rule, value.length + chosen.length)
    if (countProblem) return setProblem(problemText(LL, encodeProblem(countProblem)))
    setBusy(chosen.length)
    let files = [...value]
    for (const file of chosen) {
      try {
        const prepared = await prepareFile(file, rule)
        if ('problem' in prepared) {
          setProblem(problemText(LL, encodeProblem(prepared.problem)))
          continue
        }
        const kept = await send(prepared.blob, prepared.name)
        if (!kept) continue
        files = [...files, kept]
        onChange(files)
      } catch {
        setProblem(LL.common.error())
      } finally {
        setBusy((count) => count - 1)
      }
    }
  }

  const message = problem ?? error
  const full = value.length >= maxFiles
  return (
    <div className={styles.widget}>
      <span className={styles.label} id={`${id}-label`}>
        {label}
        {required ? <RequiredMark /> : null}
      </span>
      {hint || hintLink ? (
        <p className={styles.hint}>
          {hint}
          {hintLink ? (
            <>
              {' '}
              <ExternalLink href={hintLink.href}>{hintLink.label}</ExternalLink>
            </>
          ) : null}
        </p>
      ) : null}
      {value.length > 0 ? (
        <ul className={styles.files} aria-labelledby={`${id}-label`}>
          {value.map((file) => (
            <li key={isUploaded(file) ? file.id : file.waitingId} className={styles.file}>
              <span className={styles.fileText}>
                <span className={styles.fileName}>{file.name}</span>
                {isUploaded(file) ? null : <span className={styles.waiting}>{LL.uploadWidget.waiting()}</span>}
              </span>
              <button
                type="button"
                className={styles.remove}
                aria-label={LL.uploadWidget.remove({ name: file.name })}
                onClick={() => onChange(value.filter((kept) => kept !== file))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        ref={input}
        id={id}
        className="visually-hidden"
        type="file"
        multiple={maxFiles > 1}
        accept={rule.accept}
        aria-describedby={message ? `${id}-error` : undefined}
        aria-invalid={message ? true : undefined}
        disabled={busy > 0 || full}
        onChange={(event) => {
          const chosen = [...(event.target.files ?? [])]
          event.target.value = ''
          void add(chosen)
        }}
      />
      <label htmlFor={id} className={styles.choose} aria-disabled={busy > 0 || full}>
        {busy > 0 ? LL.uploadWidget.uploading() : LL.uploadWidget.choose({ max: maxFiles })}
      </label>
      <p className={styles.hint}>{typesHint[ruleName]()}</p>
      {waitingNote && value.some((file) => !isUploaded(file)) ? (
        <p className={styles.note} role="status">
          {LL.uploadWidget.waitingNote()}
        </p>
      ) : null}
      {message ? <FieldError id={`${id}-error`}>{message}</FieldError> : null}
    </div>
  )
}
