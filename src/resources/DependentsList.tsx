import { useTranslate } from 'react-admin'
import { singular, type Dependent } from '../providers/dataProvider'

/** The records that refer to the one being deleted or deactivated, as "Ambiente «Sala A»". */
export default function DependentsList({ dependents }: { dependents: Dependent[] }) {
  const translate = useTranslate()
  return (
    <ul style={{ margin: '8px 0 0', paddingLeft: 20 }}>
      {dependents.map((d) => (
        <li key={`${d.registry}-${d.id}`}>
          {singular(translate(`resources.${d.registry}.name`, { smart_count: 1 }))} «{d.label ?? `#${d.id}`}»
        </li>
      ))}
    </ul>
  )
}

/** The dependents a react-admin HttpError from the dataProvider carries (409 error.hasDependencies). */
export const dependentsOf = (error: unknown): Dependent[] => {
  const list = (error as { body?: { dependencies?: Dependent[] } } | undefined)?.body?.dependencies
  return Array.isArray(list) ? list : []
}
