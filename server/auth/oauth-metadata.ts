import type { FastifyInstance } from 'fastify'
import { ok, shapes as s } from '../http/answers.js'

export const TOKEN_PATH = '/cm-oauth/oauth/token'
export const METADATA_PATH = '/.well-known/oauth-authorization-server'

const texts = s.list(s.text)
const metadata = s.object(
  {
    issuer: { ...s.text, description: 'The public URL of the server (PUBLIC_URL).' },
    token_endpoint: s.text,
    grant_types_supported: texts,
    token_endpoint_auth_methods_supported: texts,
    response_types_supported: {
      ...texts,
      description: 'Empty: there is no authorization endpoint, so no response type.',
    },
    service_documentation: s.text,
  },
  [
    'issuer',
    'token_endpoint',
    'grant_types_supported',
    'token_endpoint_auth_methods_supported',
    'response_types_supported',
  ],
)

/**
 * RFC 8414 metadata, so standard OAuth libraries (oauth4webapi, openid-client) discover the token
 * endpoint. Only what is true: the two grants the token endpoint takes, both client
 * authentication methods, no authorization, revocation or introspection endpoint. The issuer is
 * the configured public URL, never a request header (a client checks the issuer it expects
 * against it, so a deployment behind a proxy sets PUBLIC_URL; docs/auth.md).
 */
export async function oauthMetadataRoutes(app: FastifyInstance) {
  app.get(
    METADATA_PATH,
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'OAuth authorization server metadata (RFC 8414)',
        response: ok(metadata),
      },
    },
    async (_request, reply) => {
      // Read per request: the public URL is the app's configuration, which tests adjust.
      const issuer = app.config.publicUrl
      reply.header('cache-control', 'public, max-age=3600')
      return {
        issuer,
        token_endpoint: `${issuer}${TOKEN_PATH}`,
        grant_types_supported: ['password', 'refresh_token'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
        // RFC 8414 §2 requires the field; with no authorization endpoint no response type applies.
        response_types_supported: [],
        service_documentation: `${issuer}/docs`,
      }
    },
  )
}
