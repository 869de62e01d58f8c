import { createContext } from 'react'

/**
 * What a kit form knows of its fields that load their code when first shown: whether the form
 * has been shown whole yet, and whether a field shown since is still loading.
 */
export class FormLoading {
  #shown = false
  #pendingFields = 0

  get shown(): boolean {
    return this.#shown
  }

  get stillLoading(): boolean {
    return this.#pendingFields > 0
  }

  markShown(): void {
    this.#shown = true
  }

  /** Counts a field as loading until the answer is called. */
  fieldLoading(): () => void {
    this.#pendingFields += 1
    return () => {
      this.#pendingFields -= 1
    }
  }
}

/** The loading state of the kit form around a field; null outside any kit form. */
export const FormLoadingContext = createContext<FormLoading | null>(null)
