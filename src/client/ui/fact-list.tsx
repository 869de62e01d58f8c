import styles from './fact-list.module.css'

/** Facts to read, each value under its term; two columns where there is room. */
export function FactList({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
