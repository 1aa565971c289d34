import { useTranslate } from 'react-admin'
import Chip, { type ChipProps } from '@mui/material/Chip'
import { isSituation } from '../../../common/events/situations'
import { situationKey, textOn } from './situations'
import { useSituationColors } from './useSituationColors'

/** A situation in words on its configured colour. */
export default function SituationChip({
  situation,
  ...props
}: { situation: string } & Omit<ChipProps, 'label' | 'color'>) {
  const translate = useTranslate()
  const colors = useSituationColors()
  const background = isSituation(situation) ? colors[situation] : '#9e9e9e'
  return (
    <Chip
      size="small"
      {...props}
      label={translate(situationKey(situation), { _: situation })}
      data-situation={situation}
      data-color={background}
      sx={{ bgcolor: background, color: textOn(background), fontWeight: 500, ...props.sx }}
    />
  )
}
