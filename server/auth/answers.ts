import { ok, pageOf, refusal, shapes as s } from '../http/answers.js'

/** RFC 6749 §5.1's token answer, with the tenant the token is bound to and who signed in. */
const token = s.object(
  {
    access_token: { ...s.text, description: 'A JWT (HS256) to send as `Authorization: Bearer`.' },
    refresh_token: { ...s.text, description: 'Single use: each refresh answers a new one.' },
    token_type: { type: 'string', const: 'bearer' },
    expires_in: { ...s.integer, description: 'Seconds the access token lives.' },
    tenant_id: s.maybe('integer'),
    user: s.object({ id: s.integer, email: s.text, technical: s.flag }, ['id', 'email']),
  },
  ['access_token', 'refresh_token', 'token_type', 'expires_in'],
)
/** Token endpoints add RFC 6749 §5.2's `error` and `error_description` to the error shape. */
const notMember = refusal(403, 'unauthorized_client: the user is not a member of the tenant asked for.')
const noTenant = refusal(404, 'No tenant of that code, or none chosen in step 1.')

export const authAnswers = {
  token: { ...ok(token), ...notMember },
  technicalTenant: {
    ...ok(s.object({ tenantId: s.integer, tenantCode: s.text, tenantName: s.text }, ['tenantId'])),
    ...noTenant,
  },
  technicalToken: { ...ok(token), ...notMember, ...noTenant },
  tenantId: ok(s.object({ tenantId: s.integer }, ['tenantId'])),
  tenants: ok(pageOf(s.object({ id: s.integer, code: s.text, name: s.text }, ['id', 'code']))),
  tenantCode: ok(s.object({ tenantId: s.integer, code: s.text }, ['tenantId', 'code'])),
}
