import { useTranslate } from 'react-admin'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { featureLabelKey } from './featureGroups'
import type { LevelChange } from './historyDiff'

/** The table of one version's changes: feature, level before, level after, translated. */
export default function VersionChanges({ version, changes }: { version: number; changes: LevelChange[] }) {
  const translate = useTranslate()
  const caption = translate(
    version === 1 ? 'permissions.history.initialChanges' : 'permissions.history.changes',
    { version },
  )
  if (changes.length === 0)
    return (
      <Typography color="text.secondary">
        {translate('permissions.history.noChanges', { version })}
      </Typography>
    )
  return (
    <Table size="small" aria-label={caption}>
      <caption style={{ captionSide: 'top', textAlign: 'left', padding: 0 }}>{caption}</caption>
      <TableHead>
        <TableRow>
          <TableCell>{translate('permissions.history.feature')}</TableCell>
          <TableCell>{translate('permissions.history.from')}</TableCell>
          <TableCell>{translate('permissions.history.to')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map((c) => (
          <TableRow key={c.feature}>
            <TableCell>{translate(featureLabelKey(c.feature))}</TableCell>
            <TableCell>{translate(`permissions.levels.${c.from}`)}</TableCell>
            <TableCell>{translate(`permissions.levels.${c.to}`)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
