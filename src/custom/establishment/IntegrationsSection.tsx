import { useTranslate } from 'react-admin'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { INTEGRATIONS, PROVIDERS, type Establishment } from './types'
import { Grid, Section, SelectInput, SwitchInput, TextInput } from './fields'
import { passwordHelper } from './passwordHelper'

/**
 * The external parties (reservation channel, e-signature, PMS, billing): which party answers the
 * port (the built-in local one or none), address, credentials and a switch each.
 */
export default function IntegrationsSection({ saved }: { saved: Establishment }) {
  const translate = useTranslate()
  return (
    <Section id="integrations">
      <Box sx={{ display: 'grid', gap: 3 }}>
        {INTEGRATIONS.map((name) => (
          <Box key={name} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
              {translate(`establishment.integrations.${name}`)}
            </Typography>
            <Grid columns={4}>
              <SwitchInput path={`integrations.${name}.enabled`} />
              <SelectInput
                path={`integrations.${name}.provider`}
                values={PROVIDERS}
                optionKey="establishment.providers"
              />
              <TextInput
                path={`integrations.${name}.url`}
                type="url"
                slotProps={{ htmlInput: { maxLength: 500 } }}
              />
              <TextInput
                path={`integrations.${name}.user`}
                autoComplete="off"
                slotProps={{ htmlInput: { maxLength: 100 } }}
              />
              <TextInput
                path={`integrations.${name}.password`}
                type="password"
                autoComplete="new-password"
                helper={translate(passwordHelper(saved.integrations[name]?.hasPassword))}
                slotProps={{ htmlInput: { maxLength: 100 } }}
              />
            </Grid>
          </Box>
        ))}
      </Box>
    </Section>
  )
}
