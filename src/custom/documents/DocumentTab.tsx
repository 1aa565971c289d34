import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useLocaleState, useNotify, useTranslate } from 'react-admin'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Link from '@mui/material/Link'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { HttpError } from '../../providers/http'
import { formatMoney, showDate } from '../../../common/format'
import { mayWriteDocument } from '../../permissions/actions'
import { useMainCurrencyCode } from '../../widgets/useCurrencySymbol'
import { errorMessage } from '../../providers/errors'
import type { ItemTabProps } from '../events/items/useItems'
import type { DocumentType, EventDocument, Signer } from './documentsApi'
import GenerateBar from './GenerateBar'
import SignatureDialog from './SignatureDialog'
import { saveAs } from '../../providers/download'
import { useEventdeskDataProvider } from '../../providers/useEventdeskDataProvider'

const ACTIVE = ['SENDING', 'SENT']
/** The document tab's types; the document commission tab shows COMMISSION with this same screen. */
export const EVENT_DOCUMENT_TYPES: DocumentType[] = ['BUDGET', 'CONTRACT', 'BEO']
/** Only budgets and contracts are signed by the customer. */
const SIGNED: DocumentType[] = ['BUDGET', 'CONTRACT']
const statusColor = { GENERATING: 'info', DONE: 'success', FAILED: 'error' } as const

/**
 * The event's documents (spec §2 document tab): generate a budget, contract or BEO from a chosen
 * template, follow the job, download, regenerate (a new version, the old one kept), send for
 * signature and follow it, delete (refused while signatures are active, the server says why).
 * `types` narrows it to some document types (the document commission tab: COMMISSION only).
 */
export default function DocumentTab({
  eventId,
  types = EVENT_DOCUMENT_TYPES,
  label = 'events.tabs.document',
  intro,
}: Pick<ItemTabProps, 'eventId'> & {
  types?: DocumentType[]
  /** Locale key naming the list (the tab's name). */
  label?: string
  /** Locale key of a line above the list saying what the tab makes. */
  intro?: string
}) {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const currency = useMainCurrencyCode()
  const notify = useNotify()
  const client = useQueryClient()
  const key = ['eventdesk', 'event-documents', eventId]
  const list = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => {
      const docs = await dataProvider.listDocuments(eventId, signal)
      // Asking for a SENT signature's state makes the server ask the signing service again.
      return Promise.all(
        docs.map(async (d) =>
          d.signature?.status === 'SENT'
            ? { ...d, signature: await dataProvider.readSignature(eventId, d.id) }
            : d,
        ),
      )
    },
    retry: false,
    refetchInterval: (q) =>
      q.state.data?.some((d) => d.status === 'GENERATING' || ACTIVE.includes(d.signature?.status ?? ''))
        ? 2000
        : false,
  })
  const refresh = () => client.invalidateQueries({ queryKey: key })
  const shown = list.data?.filter((d) => types.includes(d.documentType))
  const failed = (error: unknown) => notify(errorMessage(error, translate), { type: 'error' })
  const generate = useMutation({
    mutationFn: (v: { type: EventDocument['documentType']; template: number }) =>
      dataProvider.generateDocument(eventId, v.type, v.template),
    onSuccess: () => {
      notify('documents.tab.generating', { type: 'info' })
      void refresh()
    },
    onError: failed,
  })
  const download = useMutation({
    mutationFn: (d: EventDocument) =>
      dataProvider
        .downloadDocument(eventId, d.id)
        .then((blob) => saveAs(blob, d.fileName ?? `${d.number}.pdf`)),
    onError: failed,
  })
  const remove = useMutation({
    mutationFn: (d: EventDocument) => dataProvider.deleteDocument(eventId, d.id),
    onSuccess: () => void refresh(),
    onError: failed,
  })
  const [signing, setSigning] = useState<EventDocument | null>(null)
  const sign = useMutation({
    mutationFn: (signers: Signer[]) => dataProvider.sendForSignature(eventId, signing!.id, signers),
    onSuccess: () => {
      setSigning(null)
      void refresh()
    },
  })
  const fieldErrors = Object.fromEntries(
    sign.error instanceof HttpError ? sign.error.body.errors.map((e) => [e.field, translate(e.message)]) : [],
  )
  const t = (k: string, o?: object) => translate(`documents.tab.${k}`, o)

  const signatureText = (d: EventDocument) => {
    const s = d.signature
    if (!s?.status) return ''
    const signed = s.signers.filter((x) => x.status === 'SIGNED').length
    return `${t(`signature.${s.status}`)} (${signed}/${s.signers.length})`
  }
  return (
    <Box>
      {intro ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate(intro)}
        </Alert>
      ) : null}
      <GenerateBar
        types={types}
        busy={generate.isPending}
        onGenerate={(type, template) => generate.mutate({ type, template })}
      />
      {list.isPending ? (
        <CircularProgress aria-label={translate('ra.page.loading')} />
      ) : list.isError ? (
        <Alert severity="error">{errorMessage(list.error, translate)}</Alert>
      ) : !shown?.length ? (
        <Alert severity="info">{t('empty')}</Alert>
      ) : (
        <Table size="small" aria-label={translate(label)}>
          <TableHead>
            <TableRow>
              {['document', 'template', 'status', 'signature', 'createdAt', 'actions'].map((c) => (
                <TableCell key={c}>{t(`columns.${c}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((d) => {
              const name = `${translate(`resources.template.enums.type.${d.documentType}`)} ${d.number}`
              const busySigning = ACTIVE.includes(d.signature?.status ?? '')
              // Regenerate, sign and delete are writes of the document (403 without its action).
              const writable = mayWriteDocument(d.documentType)
              return (
                <TableRow key={d.id}>
                  <TableCell>
                    {name} · {t('version', { version: d.version })}
                    {d.outdated ? (
                      <Box component="div" sx={{ fontSize: 12, color: 'warning.dark' }}>
                        <Chip
                          size="small"
                          color="warning"
                          variant="outlined"
                          label={t('outdated')}
                          sx={{ mr: 1 }}
                        />
                        {t('outdatedWhy', { total: formatMoney(d.total ?? 0, locale, currency) })}
                      </Box>
                    ) : null}
                    {d.changes?.since ? (
                      <Box component="div" sx={{ fontSize: 12, color: 'text.secondary' }}>
                        {t('changes', { ...d.changes })}
                      </Box>
                    ) : null}
                  </TableCell>
                  <TableCell>{d.template.name}</TableCell>
                  <TableCell>
                    <Chip size="small" color={statusColor[d.status]} label={t(`status.${d.status}`)} />
                    {d.error ? (
                      <Box component="div" sx={{ fontSize: 12, color: 'error.main' }}>
                        {translate(d.error)}
                      </Box>
                    ) : null}
                  </TableCell>
                  <TableCell>
                    {signatureText(d)}
                    {d.signature?.status === 'SENT'
                      ? d.signature.signers
                          .filter((s) => s.status === 'PENDING' && s.link)
                          .map((s) => (
                            // The local service's stand-in for its e-mail: the signer's own page.
                            <Box key={s.email} component="div" sx={{ fontSize: 12 }}>
                              <Link href={s.link} target="_blank" rel="noopener noreferrer">
                                {t('signingLink', { name: s.name })}
                              </Link>
                            </Box>
                          ))
                      : null}
                  </TableCell>
                  <TableCell>{showDate(d.createdAt, true)}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
                      <Button
                        size="small"
                        disabled={d.status !== 'DONE'}
                        onClick={() => download.mutate(d)}
                        aria-label={t('downloadOf', { name })}
                      >
                        {t('download')}
                      </Button>
                      {writable ? (
                        <Button
                          size="small"
                          disabled={busySigning || generate.isPending}
                          onClick={() => generate.mutate({ type: d.documentType, template: d.template.id })}
                        >
                          {t('regenerate')}
                        </Button>
                      ) : null}
                      {writable && SIGNED.includes(d.documentType) ? (
                        <Button
                          size="small"
                          disabled={d.status !== 'DONE' || busySigning}
                          onClick={() => {
                            sign.reset()
                            setSigning(d)
                          }}
                        >
                          {t('sign')}
                        </Button>
                      ) : null}
                      {writable ? (
                        <Button
                          size="small"
                          color="error"
                          disabled={remove.isPending}
                          onClick={() => window.confirm(t('confirmDelete', { name })) && remove.mutate(d)}
                        >
                          {translate('ra.action.delete')}
                        </Button>
                      ) : null}
                    </Stack>
                  </TableCell>
                </TableRow>
              )
            })}
          </TableBody>
        </Table>
      )}
      {signing ? (
        <SignatureDialog
          open
          busy={sign.isPending}
          error={sign.error ? errorMessage(sign.error, translate) : undefined}
          fieldErrors={fieldErrors}
          initial={signing.signature?.signers.map(({ name, email }) => ({ name, email })) ?? []}
          onClose={() => setSigning(null)}
          onSend={(signers) => sign.mutate(signers)}
        />
      ) : null}
    </Box>
  )
}
