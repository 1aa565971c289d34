import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTranslate } from 'react-admin'
import { HttpError } from '../../providers/http'
import { showDate } from '../../../common/format'
import { useEventdeskDataProvider } from '../../providers/useEventdeskDataProvider'

/** The door: a typed (or scanner-typed) ticket code is checked in once. */
export function CheckIn() {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const [code, setCode] = useState('')
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null)
  const submit = async () => {
    try {
      const t = await dataProvider.checkIn(code)
      setResult({
        ok: true,
        text: translate('tickets.checkedIn', { name: t.person.name, seat: t.seat ?? t.section.name }),
      })
      setCode('')
    } catch (e) {
      const body = e instanceof HttpError ? (e.body as { message: string; firstCheckIn?: string }) : null
      setResult({
        ok: false,
        text: body
          ? `${translate(body.message)}${body.firstCheckIn ? ` (${translate('tickets.firstCheckIn')}: ${showDate(body.firstCheckIn.slice(0, 19), true)})` : ''}`
          : translate('error.requestFailed'),
      })
    }
  }
  return (
    <Stack
      component="form"
      spacing={1}
      onSubmit={(e) => {
        e.preventDefault()
        void submit()
      }}
    >
      <Typography component="h3" variant="h6">
        {translate('tickets.checkIn')}
      </Typography>
      <Stack direction="row" spacing={1}>
        <TextField
          size="small"
          label={translate('tickets.code')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        <Button type="submit" variant="contained" disabled={!code.trim()}>
          {translate('tickets.checkInAction')}
        </Button>
      </Stack>
      {result && <Alert severity={result.ok ? 'success' : 'error'}>{result.text}</Alert>}
    </Stack>
  )
}
