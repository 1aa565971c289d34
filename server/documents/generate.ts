import type { FastifyInstance } from 'fastify'
import type { JobContext } from '../jobs/index.js'
import { withTenant } from '../db/tenant.js'
import { tellFileReady } from '../notifications/file-ready.js'
import { translate } from '../i18n/translate.js'
import { templateNodes } from './html.js'
import { fillTemplate } from './fill.js'
import { renderPdf } from './pdf.js'
import { eventFillData } from './event-data.js'
import { beoRevision, withChangesFirst } from './beo-revision.js'
import { commissionPages } from './commission-data.js'
import { computeSummary, pricedFingerprint } from '../events/money/summary.js'
import { enqueueWebhooks } from '../webhooks/enqueue.js'
import { GENERATE_TASK } from './document-request.js'
import { askerLocale, markFailed, registerRenderingTask, renderingInput, storeRendered } from './rendering.js'

/** `documents.generate`: fills the template with the event's current data, renders, stores, notifies. */
export function registerGenerateTask(app: FastifyInstance) {
  registerRenderingTask(app, GENERATE_TASK, 'event_document', 'documentId', generate)

  async function generate({ job, progress }: JobContext, documentId: number) {
    const tenantId = job.tenantId!
    const input = await withTenant(app.database.db, tenantId, async (trx) => {
      const read = await renderingInput(trx, 'event_document', documentId)
      if (!read) return undefined
      const { row: doc, event } = read
      const filled = await eventFillData(trx, event, doc, app.files.read)
      const beo = doc.document_type === 'BEO' ? await beoRevision(trx, event, doc, filled.locale) : undefined
      const pages =
        doc.document_type === 'COMMISSION'
          ? await commissionPages(trx, event, filled.locale, filled.money)
          : undefined
      // What the document's money is made from, read with its data: the tab compares it later.
      const summary = await computeSummary(trx, event)
      const madeFrom = {
        total: summary.total,
        event_version: event.version,
        priced: pricedFingerprint(summary),
      }
      return { doc, event, body: read.body, beo, pages, madeFrom, ...filled }
    })
    if (!input) return
    await progress(40)
    const { doc, event, data, locale, beo, pages } = input
    const typeName = (l: typeof locale) =>
      `${translate(l, `resources.template.enums.type.${doc.document_type}`)} ${doc.number}`
    const title = typeName(locale)
    const t = (k: string) => translate(locale, k)
    let template = templateNodes(input.body)
    if (beo) {
      Object.assign(data.tables, beo.tables)
      Object.assign(data.values, beo.values)
      template = withChangesFirst(template, beo, t)
    }
    // A commission document is the template once per responsible, each on its own page.
    const filled = (pages ?? [{}]).map((p: Partial<typeof data>) =>
      fillTemplate(
        template,
        { ...data, values: { ...data.values, ...p.values }, tables: { ...data.tables, ...p.tables } },
        t,
      ),
    )
    // Rendering the same data again fails the same way: the document says so instead of retrying.
    const bytes = await renderPdf(filled, { size: 'A4', title, logo: data.logo }).catch(
      async (err: Error) => {
        await markFailed(app, tenantId, 'event_document', doc.id)
        app.log.warn({ err, documentId: doc.id }, 'document rendering failed')
        return undefined
      },
    )
    if (!bytes) return
    await progress(80)
    const fileName = `${title} - ${event.name}.pdf`
    const file = { rowId: doc.id, name: fileName, bytes, createdBy: doc.created_by }
    const done = {
      ...input.madeFrom,
      ...(beo && { beo_lines: JSON.stringify(beo.lines), changes: JSON.stringify(beo.summary) }),
    }
    await storeRendered(app, tenantId, 'event_document', file, done, async (trx) => {
      await enqueueWebhooks(trx, 'document.generated', {
        eventId: event.id,
        documentId: doc.id,
        documentType: doc.document_type,
        number: doc.number,
      })
      if (!doc.created_by) return
      // The document is in the establishment's language; its asker is told in theirs.
      const reader = askerLocale(job, locale)
      const readerTitle = typeName(reader)
      await tellFileReady(trx, {
        tenantId,
        to: { eventsUserId: doc.created_by },
        locale: reader,
        kind: 'DOCUMENT',
        reference: job.reference,
        fileName,
        subject: { key: 'documents.ready.subject', params: { title: readerTitle } },
        description: {
          key: 'documents.ready.description',
          params: { title: readerTitle, event: event.name },
        },
      })
    })
  }
}
