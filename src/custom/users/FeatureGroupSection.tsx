import { memo } from 'react'
import { useTranslate } from 'react-admin'
import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Typography from '@mui/material/Typography'
import ExpandMore from '@mui/icons-material/ExpandMore'
import { featureLabelKey, groupLabelKey, type FeatureGroup } from './featureGroups'
import { LEVELS, type Level, type Levels } from './types'

interface Props {
  group: FeatureGroup
  levels: Levels
  /** Features whose level differs from the saved one (marked, so the person sees what is pending). */
  changed: ReadonlySet<string>
  disabled: boolean
  onChange: (features: string[], level: Level) => void
}

const levelKey = (level: Level) => `permissions.levels.${level}`

/**
 * One group of features (registries, reports, actions…) as a collapsible section: a row per
 * feature with its three levels, and buttons that set the whole group at once. The rows mount
 * only while the section is open, so the page stays light with ~110 features.
 */
function FeatureGroupSection({ group, levels, changed, disabled, onChange }: Props) {
  const translate = useTranslate()
  const title = translate(groupLabelKey(group.key))
  const free = group.features.filter((f) => levels[f] === 'FREE').length
  const headingId = `group-${group.key}`
  return (
    <Accordion disableGutters slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMore />} id={headingId}>
        <Typography sx={{ flex: 1, fontWeight: 500 }}>{title}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mr: 1 }}>
          {translate('permissions.freeCount', { count: free, total: group.features.length })}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
          <Typography variant="body2">{translate('permissions.setAll')}</Typography>
          {LEVELS.map((level) => (
            <Button
              key={level}
              size="small"
              variant="outlined"
              disabled={disabled}
              onClick={() => onChange(group.features, level)}
              aria-label={translate('permissions.setAllOf', {
                group: title,
                level: translate(levelKey(level)),
              })}
            >
              {translate(levelKey(level))}
            </Button>
          ))}
        </Box>
        {group.features.map((feature) => {
          const labelId = `feature-${feature}`
          return (
            <Box
              key={feature}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: 1,
                py: 0.5,
                borderTop: 1,
                borderColor: 'divider',
              }}
            >
              <Typography sx={{ flex: '1 1 240px', fontWeight: changed.has(feature) ? 600 : 400 }}>
                <span id={labelId}>{translate(featureLabelKey(feature))}</span>
                {changed.has(feature) ? <span title={translate('permissions.unsaved')}> •</span> : null}
              </Typography>
              <RadioGroup
                row
                aria-labelledby={labelId}
                value={levels[feature] ?? 'BLOCKED'}
                onChange={(_, value) => onChange([feature], value as Level)}
              >
                {LEVELS.map((level) => (
                  <FormControlLabel
                    key={level}
                    value={level}
                    disabled={disabled}
                    control={<Radio size="small" />}
                    label={translate(levelKey(level))}
                  />
                ))}
              </RadioGroup>
            </Box>
          )
        })}
      </AccordionDetails>
    </Accordion>
  )
}

export default memo(FeatureGroupSection)
