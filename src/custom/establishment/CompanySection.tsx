import Box from '@mui/material/Box'
import { ADDRESS_FIELDS } from './types'
import { Grid, Section, TextInput } from './fields'

/** Company data: names, document, contacts and address. */
export default function CompanySection() {
  return (
    <Section id="company">
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Grid>
          <TextInput path="socialReason" required slotProps={{ htmlInput: { maxLength: 200 } }} />
          <TextInput path="tradeName" slotProps={{ htmlInput: { maxLength: 200 } }} />
          <TextInput path="document" slotProps={{ htmlInput: { maxLength: 30 } }} />
          <TextInput path="phone" type="tel" slotProps={{ htmlInput: { maxLength: 30 } }} />
          <TextInput path="email" type="email" slotProps={{ htmlInput: { maxLength: 200 } }} />
        </Grid>
        <Grid columns={4}>
          {ADDRESS_FIELDS.map((f) => (
            <TextInput key={f} path={`address.${f}`} slotProps={{ htmlInput: { maxLength: 200 } }} />
          ))}
        </Grid>
      </Box>
    </Section>
  )
}
