import { useSidebarState, useTranslate } from 'react-admin'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useImageUrl } from '../widgets/imageApi'
import { useEstablishmentUser } from './useEstablishmentUser'

function Logo({ id, name }: { id: number; name: string }) {
  const translate = useTranslate()
  const url = useImageUrl(id)
  return (
    <Avatar
      variant="rounded"
      src={url}
      alt={translate('layout.logoOf', { name })}
      sx={{ width: 40, height: 40, bgcolor: 'transparent', '& img': { objectFit: 'contain' } }}
    />
  )
}

/** Top of the sidebar (spec §1): the establishment's logo and name; only the logo when the sidebar is collapsed. */
export default function SidebarEstablishment() {
  const [open] = useSidebarState()
  const establishment = useEstablishmentUser()
  const name = establishment.tradeName || establishment.socialReason || ''
  // Initials of the first two words ("Demo Hotel" → DH), or the first two letters of a single word.
  const words = name.trim().split(/\s+/).filter(Boolean)
  const letters = (words.length >= 2 ? words[0][0] + words[1][0] : name.trim().slice(0, 2)).toUpperCase()
  return (
    <Box
      data-testid="sidebar-establishment"
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: open ? 2 : 0.75, py: 1.5, minHeight: 64 }}
    >
      {establishment.logoImageId ? (
        <Logo id={establishment.logoImageId} name={name} />
      ) : (
        <Avatar
          variant="rounded"
          sx={{ width: 40, height: 40, bgcolor: 'primary.main', color: '#fff', fontSize: 16 }}
          aria-hidden
        >
          {letters}
        </Avatar>
      )}
      {open ? (
        <Typography
          component="p"
          variant="subtitle2"
          sx={{ fontWeight: 700, lineHeight: 1.2, minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {name}
        </Typography>
      ) : null}
    </Box>
  )
}
