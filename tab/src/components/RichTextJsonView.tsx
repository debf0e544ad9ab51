/**
 * The editor document (RichTextEditor `format="json"`, a JSON string) shown by a read-only tiptap
 * editor with the same extensions; an empty or unreadable value shows nothing. Loaded lazily by
 * RichTextView. tiptap gives its view role="textbox", which a screen reader announces as an unnamed
 * field: read-only content is plain content here (role="presentation"), read in the page's flow.
 */
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect } from 'react';
import { richTextExtensions, toContent } from './RichTextEditor';

export default function RichTextJsonView({ value, className, id }: { value: string | null | undefined; className?: string; id?: string }) {
  const editor = useEditor({ extensions: richTextExtensions, content: toContent('json', value), editable: false, editorProps: { attributes: { role: 'presentation' } } });
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.commands.setContent(toContent('json', value), { emitUpdate: false });
  }, [editor, value]);
  return <EditorContent id={id} editor={editor} className={className} />;
}
