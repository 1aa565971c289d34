import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { registerGenerateTask } from './generate.js'
import { documentRoutes } from './routes.js'
import { templateDependents } from './dependencies.js'
import { registerSignatureHooks } from './signature-hooks.js'
import { registerBadgeTask } from './badge-task.js'
import { badgeRoutes } from './badge-routes.js'
import { badgeReference, documentReference } from './references.js'
import { safeRichText } from './safeRichText.js'

/**
 * Documents (issue 18): budgets, contracts and banquet event orders rendered to PDF from the
 * `template` registry by the `documents.generate` job, sent for signature through the e-signature
 * port (`esign.send`, `esign.status`); a template documents were made from is a dependency (it
 * cannot be deleted or deactivated while they exist). Badges: one PDF per request (`documents.badges`);
 * documents' and badges' files are downloadable by their author's reference.
 */
export const documentsDomain = fp(
  async (app: FastifyInstance) => {
    registerGenerateTask(app)
    registerSignatureHooks(app)
    registerBadgeTask(app)
    app.files.onReference(badgeReference)
    app.files.onReference(documentReference)
    app.registries.onDependency(templateDependents)
    // Rich text is stored as the markup documents will render (x-rich-text, template.schema.json).
    app.registries.addRule('safeRichText', safeRichText)
    await app.register(documentRoutes)
    await app.register(badgeRoutes)
  },
  { name: 'documents', dependencies: ['jobs', 'registries', 'events', 'integrations', 'files'] },
)
