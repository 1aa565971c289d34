import type { FastifyInstance } from 'fastify'
import QRCode from 'qrcode'
import type { JobContext } from '../jobs/index.js'
import { listRequesters } from '../events/requesters.js'
import { labelsOf } from '../registries/reader.js'
import { withTenant } from '../db/tenant.js'
import { tellFileReady } from '../notifications/file-ready.js'
import { translate } from '../i18n/translate.js'
import { templateNodes } from './html.js'
import { fillTemplate } from './fill.js'
import { renderPdf } from './pdf.js'
import { eventFillData } from './event-data.js'
import { BADGE_TASK } from './badges.js'
import { askerLocale, registerRenderingTask, renderingInput, storeRendered } from './rendering.js'

/** `documents.badges`: one page per requester (name, company, event, QR code), one PDF, a notification. */
export function registerBadgeTask(app: FastifyInstance) {
  registerRenderingTask(app, BADGE_TASK, 'badge_batch', 'batchId', renderBadges)

  async function renderBadges({ job, progress }: JobContext, batchId: number) {
    const tenantId = job.tenantId!
    const input = await withTenant(app.database.db, tenantId, async (trx) => {
      const read = await renderingInput(trx, 'badge_batch', batchId)
      if (!read) return undefined
      const { row: batch, event } = read
      const filled = await eventFillData(trx, event, { number: 0, version: 0 }, app.files.read)
      const all = await listRequesters(trx, event.id)
      const people = await labelsOf(
        trx,
        'person',
        all.map((r) => r.person?.id).filter((n): n is number => !!n),
      )
      const requesters = batch.requester_ids
        .map((id) => all.find((r) => r.id === id))
        .filter((r) => !!r)
        .map((r) => ({ ...r, name: r.name || (r.person ? people.get(r.person.id) : '') || '' }))
      return { batch, event, body: read.body, requesters, ...filled }
    })
    if (!input) return
    await progress(30)
    const { batch, event, data, locale } = input
    const nodes = templateNodes(input.body)
    const pages = []
    for (const r of input.requesters) {
      const qrcode = await QRCode.toBuffer(`EVENTDESK:${event.id}:${r.id}:${r.name}`, {
        errorCorrectionLevel: 'M',
        margin: 1,
        width: 240,
      })
      const values = {
        ...data.values,
        'badge.name': r.name,
        'badge.email': r.email ?? '',
        'badge.company': data.values['customer.name'] ?? '',
      }
      pages.push(fillTemplate(nodes, { ...data, values, qrcode }, (k) => translate(locale, k)))
    }
    const title = `${translate(locale, 'resources.template.enums.type.BADGE')} - ${event.name}`
    const bytes = await renderPdf(pages, { size: 'A6', title, logo: data.logo })
    await progress(80)
    const fileName = `${title}.pdf`
    const file = { rowId: batch.id, name: fileName, bytes, createdBy: batch.created_by }
    await storeRendered(app, tenantId, 'badge_batch', file, {}, async (trx) => {
      if (!batch.created_by) return
      await tellFileReady(trx, {
        tenantId,
        to: { eventsUserId: batch.created_by },
        // The badges are in the establishment's language; their asker is told in theirs.
        locale: askerLocale(job, locale),
        kind: 'BADGE',
        reference: job.reference,
        fileName,
        subject: { key: 'documents.badgesReady.subject', params: { event: event.name } },
        description: {
          key: 'documents.badgesReady.description',
          params: { count: pages.length, event: event.name },
        },
      })
    })
  }
}
