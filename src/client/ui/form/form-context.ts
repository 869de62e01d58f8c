import type { AnyFieldApi, AnyFormApi, createFormHookContexts } from '@tanstack/react-form'
import { createContext, use } from 'react'
import { markShown } from './shown-fields.ts'

type FormHookContexts = ReturnType<typeof createFormHookContexts>

/**
 * The field and the form a kit component works on, provided by `AppField` and `AppForm`: what
 * createFormHookContexts makes, made here because its module also holds createFormHook, whose
 * field groups would then load with the login page.
 */
export const fieldContext = createContext<AnyFieldApi | null>(null) as FormHookContexts['fieldContext']
export const formContext = createContext<AnyFormApi | null>(null) as FormHookContexts['formContext']

export const useFieldContext: FormHookContexts['useFieldContext'] = () => {
  const field = use(fieldContext)
  if (!field) throw new Error('A field component outside AppField')
  markShown(field)
  return field
}

export const useFormContext: FormHookContexts['useFormContext'] = () => {
  const form = use(formContext)
  if (!form) throw new Error('A form component outside AppForm')
  return form as ReturnType<FormHookContexts['useFormContext']>
}
