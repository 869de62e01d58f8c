/** TanStack Form's own field groups module, which build/library-trims.ts resolves to the library's file. */
declare module 'virtual:tanstack-field-groups' {
  export { useFieldGroup } from '@tanstack/react-form'
}
