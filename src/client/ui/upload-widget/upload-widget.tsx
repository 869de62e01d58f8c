import { useId, useRef, useState } from 'react'
import { uploadFileLimits } from '#contract/rules/upload-files'
import { ApiError } from '../../api/http-client.ts'
import { uploadImage, type UploadedFile } from '../../api/upload-image.ts'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { RequiredMark } from '../form-field.tsx'
import { prepareFile, type FileRefusal } from './prepare-file.ts'
import styles from './upload-widget.module.css'

interface UploadWidgetProps {
  label: string
  hint?: string
  required?: boolean
  /** At most this many files: 3 by default, 1 for a staff document (spec section 5). */
  maxFiles?: number
  value: readonly UploadedFile[]
  onChange: (files: UploadedFile[]) => void
  /** The form's message for this field (e.g. a required upload missing). */
  error?: string | undefined
}

/**
 * Choose documents, each checked, compressed when an image and uploaded at once; the form
 * keeps the answered ids. Failures show the spec's message under the widget.
 */
export function UploadWidget({ label, hint, required = false, maxFiles = uploadFileLimits.maxFiles, value, onChange, error }: UploadWidgetProps) {
  const { LL } = useI18n()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(0)
  const [problem, setProblem] = useState<string>()
  const refusalText: Record<FileRefusal, string> = {
    type: LL.upload.wrongType(),
    size: LL.Register.uploadSize(),
    notImage: LL.upload.notImage(),
  }

  const add = async (chosen: File[]) => {
    setProblem(undefined)
    if (value.length + chosen.length > maxFiles) return setProblem(LL.Register.uploadMaxLength({ max: maxFiles }))
    setBusy(chosen.length)
    let files = [...value]
    for (const file of chosen) {
      try {
        const prepared = await prepareFile(file)
        if ('refusal' in prepared) {
          setProblem(refusalText[prepared.refusal])
          continue
        }
        files = [...files, await uploadImage(prepared.blob, prepared.name)]
        onChange(files)
      } catch (failure) {
        setProblem(failure instanceof ApiError && failure.envelope ? failure.envelope.msg : LL.common.error())
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
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      {value.length > 0 ? (
        <ul className={styles.files} aria-labelledby={`${id}-label`}>
          {value.map((file) => (
            <li key={file.id} className={styles.file}>
              <span className={styles.fileName}>{file.name}</span>
              <button
                type="button"
                className={styles.remove}
                aria-label={LL.upload.remove({ name: file.name })}
                onClick={() => onChange(value.filter((kept) => kept.id !== file.id))}
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
        accept={uploadFileLimits.accept}
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
        {busy > 0 ? LL.upload.uploading() : LL.upload.choose({ max: maxFiles })}
      </label>
      <p className={styles.hint}>{LL.upload.types()}</p>
      {message ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {message}
        </p>
      ) : null}
    </div>
  )
}
