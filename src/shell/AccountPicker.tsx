import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import CloseIcon from '@mui/icons-material/Close'
import { useT } from '../i18n/useT'

interface Props {
  accounts: string[]
  onChoose: (username: string) => void
  onRemove: (username: string) => void
  onOther: () => void
}

/** The pick-an-account list shown before the form when usernames are remembered (spec §2). */
export default function AccountPicker({ accounts, onChoose, onRemove, onOther }: Props) {
  const t = useT()
  return (
    <Box>
      <Typography id="recent-accounts" variant="body1" sx={{ mb: 1 }}>
        {t('login.chooseAccount')}
      </Typography>
      <Box
        component="ul"
        aria-labelledby="recent-accounts"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
      >
        {accounts.map((account) => (
          <Box component="li" key={account} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Button
              variant="outlined"
              onClick={() => onChoose(account)}
              sx={{
                flex: 1,
                justifyContent: 'flex-start',
                textTransform: 'none',
                overflowWrap: 'anywhere',
                textAlign: 'left',
              }}
            >
              {account}
            </Button>
            <IconButton
              aria-label={t('login.removeAccount', { username: account })}
              onClick={() => onRemove(account)}
            >
              <CloseIcon />
            </IconButton>
          </Box>
        ))}
      </Box>
      <Button fullWidth variant="contained" sx={{ mt: 2 }} onClick={onOther}>
        {t('login.useAnotherAccount')}
      </Button>
    </Box>
  )
}
