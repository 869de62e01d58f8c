import type { InputHTMLAttributes } from 'react'
import styles from './inputs.module.css'

export function TextInput({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={[styles.input, className ?? ''].join(' ')} {...props} />
}
