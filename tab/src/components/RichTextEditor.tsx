/**
 * The one rich-text editor of the tab (DESIGN.md "Rich text"; issue 16): tiptap (StarterKit + Link)
 * under a Fluent toolbar — bold, italic, underline, strike, headings 2/3, bulleted and numbered lists,
 * quote, link (http/https/mailto), undo/redo. The toolbar is one tab stop with arrow keys between its
 * buttons (Fluent Toolbar); every button has a label and a tooltip; Ctrl+B/I/U and the other tiptap
 * shortcuts work in the text.
 *
 * Value, always a string (empty string when the document is empty):
 * - `format="html"` (announcements, FAQ answers): the editor's HTML, sanitised again on the server
 *   (api/src/shared/rich-text.ts) and shown with RichTextView;
 * - `format="json"` (job positions, spec 3 §3 "raw editor content"): `JSON.stringify` of the editor
 *   document (tiptap JSONContent, `{ type: 'doc', content: [...] }`), shown with
 *   `<RichTextView format="json" value={...} />`.
 *
 * Works as a react-hook-form controlled field (`Controller` or `useController`: pass `value`,
 * `onChange`, `onBlur`), and inside a Fluent `Field` (its id / aria-* props reach the text area).
 * Heavy (ProseMirror): pages load it lazily, never in the first-load chunk —
 * `const RichTextEditor = lazy(() => import('../../components/RichTextEditor'));` inside `<Suspense>`.
 */
import {
  Button,
  Input,
  makeStyles,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  shorthands,
  tokens,
  Toolbar,
  ToolbarButton,
  ToolbarDivider,
  ToolbarToggleButton,
  Tooltip,
} from '@fluentui/react-components';
import {
  ArrowRedo20Regular,
  ArrowUndo20Regular,
  Link20Regular,
  TextBold20Regular,
  TextBulletListLtr20Regular,
  TextItalic20Regular,
  TextNumberListLtr20Regular,
  TextQuote20Regular,
  TextStrikethrough20Regular,
  TextUnderline20Regular,
} from '@fluentui/react-icons';
import Link from '@tiptap/extension-link';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type FormEvent, type ReactElement, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editorContentStyles } from './richTextStyles';

export type RichTextFormat = 'html' | 'json';

export interface RichTextEditorProps {
  /** `html` (a HTML string) or `json` (the editor document as a JSON string). */
  format: RichTextFormat;
  /** The current value in that format; '' or null/undefined for an empty document. */
  value: string | null | undefined;
  /** Called with the new value on every change ('' when the document is empty). */
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Accessible name of the text area, when no Fluent Field (aria-labelledby) names it. */
  label?: string;
  id?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
  disabled?: boolean;
  /** Minimum height of the text area in px (default 160). */
  minHeight?: number;
}

/** The tiptap extensions of every editor and read-only view (the server's allowlist matches them). */
export const richTextExtensions = [
  StarterKit.configure({ link: false, trailingNode: false, heading: { levels: [1, 2, 3, 4] } }),
  Link.configure({
    openOnClick: false,
    autolink: true,
    protocols: ['mailto'],
    defaultProtocol: 'https',
    isAllowedUri: (url) => /^(https?:\/\/|mailto:)/i.test(url.trim()),
    HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' },
  }),
];

/** Parses the value into editor content; '' / null → empty document; bad JSON → empty document. */
export function toContent(format: RichTextFormat, value: string | null | undefined): string | object {
  if (!value) return '';
  if (format === 'html') return value;
  try {
    return JSON.parse(value) as object;
  } catch {
    return '';
  }
}

/** The editor's value in `format` ('' when it holds no text and no horizontal rule). */
function valueOf(editor: Editor, format: RichTextFormat): string {
  if (editor.isEmpty) return '';
  return format === 'html' ? editor.getHTML() : JSON.stringify(editor.getJSON());
}

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    ...shorthands.border(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke1),
    borderBottomColor: tokens.colorNeutralStrokeAccessible,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    ':focus-within': { borderBottomColor: tokens.colorCompoundBrandStroke },
  },
  invalid: { ...shorthands.borderColor(tokens.colorPaletteRedBorder2) },
  toolbar: { flexWrap: 'wrap', ...shorthands.borderBottom(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke2) },
  heading: { minWidth: '32px', fontWeight: tokens.fontWeightSemibold },
  area: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    overflowY: 'auto',
    maxHeight: '50vh',
    '& .ProseMirror': { outlineStyle: 'none', minHeight: 'var(--rte-min-height)' },
    '& .ProseMirror:focus-visible': { outlineStyle: 'none' },
  },
  linkForm: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: '260px' },
  linkActions: { display: 'flex', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end' },
});

/** A rich-text field (see the file's comment for the value formats). */
export function RichTextEditor(props: RichTextEditorProps) {
  const { format, value, onChange, onBlur, label, disabled = false, minHeight = 160 } = props;
  const { t } = useTranslation('richText');
  const styles = useStyles();
  const content = editorContentStyles();
  const emitted = useRef<string>(value ?? '');
  const callbacks = useRef({ onChange, onBlur });
  useEffect(() => {
    callbacks.current = { onChange, onBlur };
  });

  const attributes = (): Record<string, string> => {
    const a: Record<string, string> = { role: 'textbox', 'aria-multiline': 'true' };
    if (props.id) a.id = props.id;
    if (props['aria-labelledby']) a['aria-labelledby'] = props['aria-labelledby'];
    else a['aria-label'] = label ?? t('text');
    if (props['aria-describedby']) a['aria-describedby'] = props['aria-describedby'];
    if (props['aria-invalid']) a['aria-invalid'] = 'true';
    if (props['aria-required']) a['aria-required'] = 'true';
    if (disabled) a['aria-disabled'] = 'true';
    return a;
  };

  const editor = useEditor({
    extensions: richTextExtensions,
    content: toContent(format, value),
    editable: !disabled,
    editorProps: { attributes: attributes() },
    onUpdate: ({ editor: e }) => {
      const next = valueOf(e, format);
      emitted.current = next;
      callbacks.current.onChange(next);
    },
    onBlur: () => callbacks.current.onBlur?.(),
  });

  // Keep the text area's name, description and state in step with the props (Field, errors).
  const attrKey = JSON.stringify(attributes());
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setOptions({ editorProps: { attributes: JSON.parse(attrKey) as Record<string, string> } });
  }, [editor, attrKey]);
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!disabled, false);
  }, [editor, disabled]);
  // A value set from outside (form reset, data arriving late) replaces the document.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const incoming = value ?? '';
    if (incoming === emitted.current) return;
    emitted.current = incoming;
    editor.commands.setContent(toContent(format, incoming), { emitUpdate: false });
  }, [editor, value, format]);

  return (
    <div className={`${styles.root}${props['aria-invalid'] ? ` ${styles.invalid}` : ''}`}>
      {editor && <RichTextToolbar editor={editor} disabled={disabled} />}
      <div className={`${styles.area} ${content.content}`} style={{ ['--rte-min-height' as string]: `${minHeight}px` }}>
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}

export default RichTextEditor;

/** The formatting toolbar: toggles show the state at the cursor; one tab stop, arrow keys inside. */
function RichTextToolbar({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const { t } = useTranslation('richText');
  const styles = useStyles();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const checked = Object.entries(state).filter(([k, v]) => v && !k.startsWith('can')).map(([k]) => k);
  const chain = () => editor.chain().focus();

  const toggle = (name: string, icon: ReactElement | null, run: () => void, text?: string) => (
    <Tooltip content={t(name)} relationship="label" withArrow>
      <ToolbarToggleButton
        appearance="subtle"
        name="format"
        value={name}
        icon={icon ?? undefined}
        className={text ? styles.heading : undefined}
        disabled={disabled}
        onClick={run}
      >
        {text}
      </ToolbarToggleButton>
    </Tooltip>
  );

  return (
    <Toolbar aria-label={t('toolbar')} size="small" className={styles.toolbar} checkedValues={{ format: checked }}>
      {toggle('bold', <TextBold20Regular />, () => chain().toggleBold().run())}
      {toggle('italic', <TextItalic20Regular />, () => chain().toggleItalic().run())}
      {toggle('underline', <TextUnderline20Regular />, () => chain().toggleUnderline().run())}
      {toggle('strike', <TextStrikethrough20Regular />, () => chain().toggleStrike().run())}
      <ToolbarDivider />
      {toggle('h2', null, () => chain().toggleHeading({ level: 2 }).run(), 'H2')}
      {toggle('h3', null, () => chain().toggleHeading({ level: 3 }).run(), 'H3')}
      <ToolbarDivider />
      {toggle('bulletList', <TextBulletListLtr20Regular />, () => chain().toggleBulletList().run())}
      {toggle('orderedList', <TextNumberListLtr20Regular />, () => chain().toggleOrderedList().run())}
      {toggle('blockquote', <TextQuote20Regular />, () => chain().toggleBlockquote().run())}
      <ToolbarDivider />
      <LinkButton editor={editor} active={state.link} disabled={disabled} />
      <ToolbarDivider />
      <Tooltip content={t('undo')} relationship="label" withArrow>
        <ToolbarButton appearance="subtle" icon={<ArrowUndo20Regular />} disabled={disabled || !state.canUndo} onClick={() => chain().undo().run()} />
      </Tooltip>
      <Tooltip content={t('redo')} relationship="label" withArrow>
        <ToolbarButton appearance="subtle" icon={<ArrowRedo20Regular />} disabled={disabled || !state.canRedo} onClick={() => chain().redo().run()} />
      </Tooltip>
    </Toolbar>
  );
}

/** The link button: a popover asking for the address (http, https or mailto), or removing the link. */
function LinkButton({ editor, active, disabled }: { editor: Editor; active: boolean; disabled: boolean }) {
  const { t } = useTranslation('richText');
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState('');
  const [error, setError] = useState(false);
  const inputId = useId();

  const openWith = (next: boolean) => {
    if (next) {
      setUrl((editor.getAttributes('link').href as string | undefined) ?? '');
      setError(false);
    }
    setOpen(next);
  };
  const apply = (e: FormEvent) => {
    e.preventDefault();
    e.stopPropagation();
    let href = url.trim();
    if (href && !/^[a-z][a-z0-9+.-]*:/i.test(href)) href = href.includes('@') ? `mailto:${href}` : `https://${href}`;
    if (!/^(https?:\/\/[^\s]+|mailto:[^\s]+)$/i.test(href)) {
      setError(true);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !active) chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    else chain.setLink({ href }).run();
    setOpen(false);
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setOpen(false);
  };

  return (
    <Popover open={open} onOpenChange={(_e, d) => openWith(d.open)} trapFocus withArrow>
      <PopoverTrigger disableButtonEnhancement>
        <Tooltip content={t('link')} relationship="label" withArrow>
          <ToolbarToggleButton appearance="subtle" name="format" value="link" icon={<Link20Regular />} disabled={disabled} />
        </Tooltip>
      </PopoverTrigger>
      <PopoverSurface aria-label={t('link')}>
        <form className={styles.linkForm} onSubmit={apply}>
          <label htmlFor={inputId}>{t('linkAddress')}</label>
          <Input
            id={inputId}
            value={url}
            placeholder="https://"
            aria-invalid={error || undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            onChange={(_e, d) => {
              setUrl(d.value);
              setError(false);
            }}
          />
          {error && (
            <span id={`${inputId}-error`} role="alert" style={{ color: tokens.colorPaletteRedForeground1 }}>
              {t('linkInvalid')}
            </span>
          )}
          <div className={styles.linkActions}>
            {active && (
              <Button type="button" onClick={remove}>
                {t('unlink')}
              </Button>
            )}
            <Button type="submit" appearance="primary">
              {t('apply')}
            </Button>
          </div>
        </form>
      </PopoverSurface>
    </Popover>
  );
}
