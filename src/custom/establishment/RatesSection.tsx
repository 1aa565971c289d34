import InputAdornment from '@mui/material/InputAdornment'
import { useCurrencySymbol } from '../../widgets/useCurrencySymbol'
import { Grid, Section, TextInput } from './fields'

/** Default assembly and disassembly rates, typed in the person's number format. */
export default function RatesSection() {
  const symbol = useCurrencySymbol()
  const money = {
    input: { startAdornment: <InputAdornment position="start">{symbol}</InputAdornment> },
    htmlInput: { inputMode: 'decimal' as const },
  }
  return (
    <Section id="rates">
      <Grid columns={2}>
        <TextInput path="defaultAssemblyRate" required slotProps={money} />
        <TextInput path="defaultDisassemblyRate" required slotProps={money} />
      </Grid>
    </Section>
  )
}
