import { useSyncExternalStore } from 'react'
import Box from '@mui/material/Box'
import { isLoading, subscribeLoading } from '../providers/loading'

/** A thin bar while any request runs (the global loading flag); plain CSS to keep the shell light. */
export default function LoadingBar({ label }: { label: string }) {
  const loading = useSyncExternalStore(subscribeLoading, isLoading, isLoading)
  return (
    <Box sx={{ height: 4, overflow: 'hidden', position: 'relative' }}>
      {loading && (
        <Box
          role="progressbar"
          aria-label={label}
          sx={{
            position: 'absolute',
            inset: 0,
            width: '40%',
            bgcolor: '#1f4e79',
            animation: 'eventdesk-loading 1.2s ease-in-out infinite',
            '@keyframes eventdesk-loading': { from: { left: '-40%' }, to: { left: '100%' } },
          }}
        />
      )}
    </Box>
  )
}
