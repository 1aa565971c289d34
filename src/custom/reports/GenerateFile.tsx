import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useLocale, useNotify, useTranslate } from 'react-admin'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import FileDownload from '@mui/icons-material/FileDownload'
import { errorMessage } from '../../providers/errors'
import type { ReportFormat, ReportOptions } from './types'
import { bellKey } from './useReportBell'
import { useEventdeskDataProvider } from '../../providers/useEventdeskDataProvider'

const formats: ReportFormat[] = ['XLSX', 'CSV', 'PDF']

/** "Generate file": queues the report (202 with its reference); the bell follows it from there. */
export default function GenerateFile({ type, options }: { type: string; options: ReportOptions }) {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const notify = useNotify()
  const locale = useLocale()
  const client = useQueryClient()
  const [format, setFormat] = useState<ReportFormat>('XLSX')
  const generate = useMutation({
    mutationFn: () => dataProvider.generateReport(type, options, format, locale),
    onSuccess: () => {
      notify('reports.queued', { type: 'info' })
      void client.invalidateQueries({ queryKey: bellKey })
    },
    onError: (e) => notify(errorMessage(e, translate), { type: 'error' }),
  })
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={translate('reports.format')}
        value={format}
        onChange={(e) => setFormat(e.target.value as ReportFormat)}
        sx={{ minWidth: 110 }}
      >
        {formats.map((f) => (
          <MenuItem key={f} value={f}>
            {f}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="contained"
        startIcon={<FileDownload />}
        disabled={generate.isPending}
        onClick={() => generate.mutate()}
      >
        {translate('reports.generate')}
      </Button>
    </Box>
  )
}
