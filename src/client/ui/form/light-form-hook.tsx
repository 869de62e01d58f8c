import { useForm, type AnyFieldApi, type createFormHook } from '@tanstack/react-form'
import { useMemo, type ComponentType, type ReactNode } from 'react'
import { fieldContext, formContext } from './form-context.ts'
import { Form } from './form.tsx'
import { kitFormOptions } from './kit-form-options.ts'
import { PasswordField } from './password-field.tsx'
import { PhoneField } from './phone-field.tsx'
import { SubmitButton } from './submit-button.tsx'

/** The fields and form components of the login page; the whole kit (form-hook.ts) starts from these. */
export const lightFieldComponents = { PhoneField, PasswordField }
export const lightFormComponents = { Form, SubmitButton }

interface AppFieldProps {
  name: string
  children: (field: AnyFieldApi) => ReactNode
}

type LightFormHook = ReturnType<typeof createFormHook<typeof lightFieldComponents, typeof lightFormComponents>>

/**
 * The login page's form hook: what createFormHook's useAppForm makes of the light fields, with
 * the same contexts, made here because createFormHook brings field groups along (1.4 kB gzip)
 * to the page whose first load must stay smallest.
 */
export const useLightAppForm: LightFormHook['useAppForm'] = (options) => {
  const form = useForm(kitFormOptions(options))
  const appForm = useMemo(() => {
    function AppForm({ children }: { children?: ReactNode }) {
      return <formContext.Provider value={form}>{children}</formContext.Provider>
    }
    const Field = form.Field as ComponentType<AppFieldProps>
    function AppField({ children, ...props }: AppFieldProps) {
      return (
        <Field {...props}>
          {(field) => (
            <fieldContext.Provider value={field}>{children(Object.assign(field, lightFieldComponents))}</fieldContext.Provider>
          )}
        </Field>
      )
    }
    return Object.assign(form, { AppForm, AppField }, lightFormComponents)
  }, [form])
  return appForm as never
}
