import { useEffect, useState } from 'react'
import { useTranslate } from 'react-admin'
import { EditorContent, useEditor, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import TextAlign from '@tiptap/extension-text-align'
import Image from '@tiptap/extension-image'
import { TableKit } from '@tiptap/extension-table'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import ListSubheader from '@mui/material/ListSubheader'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import FormatBold from '@mui/icons-material/FormatBold'
import FormatItalic from '@mui/icons-material/FormatItalic'
import FormatUnderlined from '@mui/icons-material/FormatUnderlined'
import FormatListBulleted from '@mui/icons-material/FormatListBulleted'
import FormatListNumbered from '@mui/icons-material/FormatListNumbered'
import FormatAlignLeft from '@mui/icons-material/FormatAlignLeft'
import FormatAlignCenter from '@mui/icons-material/FormatAlignCenter'
import FormatAlignRight from '@mui/icons-material/FormatAlignRight'
import TableChart from '@mui/icons-material/TableChart'
import HorizontalRule from '@mui/icons-material/HorizontalRule'
import Undo from '@mui/icons-material/Undo'
import Redo from '@mui/icons-material/Redo'
import Title from '@mui/icons-material/Title'
import { placeholderGroups, standsAlone } from './placeholderMenu'
import UnknownPlaceholders from './UnknownPlaceholders'

interface Props {
  id: string
  value: string
  onChange: (html: string) => void
  readOnly: boolean
  /** The template's type: the menu offers only the placeholders its documents fill. */
  templateType?: string
}

type Action = {
  key: string
  icon: React.ReactNode
  run: (e: Editor) => void
  active?: (e: Editor) => boolean
}
const ACTIONS: Action[] = [
  {
    key: 'bold',
    icon: <FormatBold />,
    run: (e) => e.chain().focus().toggleBold().run(),
    active: (e) => e.isActive('bold'),
  },
  {
    key: 'italic',
    icon: <FormatItalic />,
    run: (e) => e.chain().focus().toggleItalic().run(),
    active: (e) => e.isActive('italic'),
  },
  {
    key: 'underline',
    icon: <FormatUnderlined />,
    run: (e) => e.chain().focus().toggleUnderline().run(),
    active: (e) => e.isActive('underline'),
  },
  {
    key: 'heading',
    icon: <Title />,
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    active: (e) => e.isActive('heading'),
  },
  { key: 'bulletList', icon: <FormatListBulleted />, run: (e) => e.chain().focus().toggleBulletList().run() },
  {
    key: 'orderedList',
    icon: <FormatListNumbered />,
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  { key: 'alignLeft', icon: <FormatAlignLeft />, run: (e) => e.chain().focus().setTextAlign('left').run() },
  {
    key: 'alignCenter',
    icon: <FormatAlignCenter />,
    run: (e) => e.chain().focus().setTextAlign('center').run(),
  },
  {
    key: 'alignRight',
    icon: <FormatAlignRight />,
    run: (e) => e.chain().focus().setTextAlign('right').run(),
  },
  {
    key: 'table',
    icon: <TableChart />,
    run: (e) => e.chain().focus().insertTable({ rows: 3, cols: 2, withHeaderRow: true }).run(),
  },
  { key: 'rule', icon: <HorizontalRule />, run: (e) => e.chain().focus().setHorizontalRule().run() },
  { key: 'undo', icon: <Undo />, run: (e) => e.chain().focus().undo().run() },
  { key: 'redo', icon: <Redo />, run: (e) => e.chain().focus().redo().run() },
]

/**
 * The template body's editor: TipTap with the markup the server's sanitiser keeps (headings, marks,
 * lists, alignment, tables, images), and a menu that inserts the placeholders the renderer fills.
 * Tables and images stand alone in their paragraph, as the renderer wants them.
 */
export default function TemplateEditor({ id, value, onChange, readOnly, templateType }: Props) {
  const translate = useTranslate()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ code: false, codeBlock: false, link: false }),
      TextAlign.configure({ types: ['heading', 'paragraph'] }),
      Image.configure({ allowBase64: true }),
      TableKit,
    ],
    content: value,
    editable: !readOnly,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        id,
        'aria-label': translate('resources.template.fields.body'),
        role: 'textbox',
        'aria-multiline': 'true',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  })
  // TipTap destroys the editor it made during render when our effects have not run one timer tick
  // later (a render sliced on a busy machine looks to it like a StrictMode unmount) and makes a new
  // one; the effects of that render still hold the destroyed one, whose HTML can no longer be read
  // (the form crashed). They skip it: the new editor renders us again and they run with it.
  // A record loaded after the editor started (edit form) replaces the empty content.
  useEffect(() => {
    if (editor && !editor.isDestroyed && value !== editor.getHTML() && !editor.isFocused)
      editor.commands.setContent(value, { emitUpdate: false })
  }, [editor, value])
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!readOnly)
  }, [editor, readOnly])

  const insert = (key: string) => {
    setAnchor(null)
    if (!editor) return
    const text = `{{${key}}}`
    if (standsAlone(key)) editor.chain().focus().insertContent(`<p>${text}</p>`).run()
    else editor.chain().focus().insertContent(text).run()
  }
  const t = (k: string) => translate(`documents.editor.${k}`)
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, mt: 0.5 }}>
      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', alignItems: 'center', borderBottom: 1, borderColor: 'divider', p: 0.5 }}
      >
        {ACTIONS.map((a) => (
          <Tooltip key={a.key} title={t(a.key)}>
            <span>
              <IconButton
                size="small"
                aria-label={t(a.key)}
                aria-pressed={editor && a.active ? a.active(editor) : undefined}
                disabled={!editor || readOnly}
                onClick={() => editor && a.run(editor)}
                color={editor && a.active?.(editor) ? 'primary' : 'default'}
              >
                {a.icon}
              </IconButton>
            </span>
          </Tooltip>
        ))}
        <Button
          size="small"
          disabled={readOnly}
          onClick={(e) => setAnchor(e.currentTarget)}
          aria-haspopup="menu"
        >
          {t('placeholders')}
        </Button>
        <Menu
          anchorEl={anchor}
          open={!!anchor}
          onClose={() => setAnchor(null)}
          slotProps={{ paper: { sx: { maxHeight: 420 } } }}
        >
          {placeholderGroups(templateType).flatMap(([group, keys]) => [
            <ListSubheader key={`g-${group}`}>
              {translate(`documents.placeholderGroups.${group}`)}
            </ListSubheader>,
            ...keys.map((k) => (
              <MenuItem key={k} onClick={() => insert(k)} dense>
                {translate(`documents.placeholders.${k}`)}
              </MenuItem>
            )),
          ])}
        </Menu>
      </Stack>
      <Box
        sx={{
          p: 2,
          minHeight: 240,
          '& .ProseMirror': { outline: 'none', minHeight: 220 },
          '& table': { borderCollapse: 'collapse', width: '100%' },
          '& td, & th': { border: '1px solid', borderColor: 'divider', p: 0.5, verticalAlign: 'top' },
          '& img': { maxHeight: 80 },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
      <UnknownPlaceholders body={value} templateType={templateType} />
      <Typography variant="caption" color="text.secondary" sx={{ px: 2, pb: 1, display: 'block' }}>
        {t('hint')}
      </Typography>
    </Box>
  )
}
