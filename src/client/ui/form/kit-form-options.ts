import { revalidateLogic, type AnyFieldApi } from '@tanstack/react-form'
import { clearServerFieldError } from './server-field-errors.ts'

type ChangeListener = (props: { fieldApi: AnyFieldApi }) => void

/**
 * What every kit form does: the contract's rules run first on submit, then on every change;
 * a server's problem with a field goes away once the member changes that field.
 */
export function kitFormOptions<Options extends { listeners?: object }>(options: Options): Options {
  const onChange = (options.listeners as { onChange?: ChangeListener } | undefined)?.onChange
  const listener: ChangeListener = (props) => {
    clearServerFieldError(props)
    onChange?.(props)
  }
  return { validationLogic: revalidateLogic(), ...options, listeners: { ...options.listeners, onChange: listener } }
}
