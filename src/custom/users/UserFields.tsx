import { BooleanInput, SelectInput, TextInput, email, required } from 'react-admin'
import { typeChoices } from './choices'

const emailRules = [required(), email()]

/**
 * The user's own fields. The e-mail is fixed once created (the server refuses a change); on
 * one's own record the type and the active switch are locked, since nobody may demote or
 * deactivate themselves.
 */
export default function UserFields({ editing = false, self = false }: { editing?: boolean; self?: boolean }) {
  const selfHint = self ? 'user.cannotChangeSelf' : undefined
  return (
    <>
      <TextInput
        source="email"
        label="resources.events-users.fields.email"
        type="email"
        validate={emailRules}
        disabled={editing}
        fullWidth
        sx={{ maxWidth: 480 }}
      />
      <SelectInput
        source="type"
        label="resources.events-users.fields.type"
        choices={typeChoices}
        validate={required()}
        disabled={self}
        helperText={selfHint}
      />
      <BooleanInput
        source="active"
        label="resources.events-users.fields.active"
        disabled={self}
        helperText={selfHint}
      />
    </>
  )
}
