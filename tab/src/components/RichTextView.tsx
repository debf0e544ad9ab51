/**
 * Shows rich text read-only (DESIGN.md "Rich text"; issue 16):
 * - `format="html"` (default; announcements, FAQ answers): the HTML sanitised again in the browser
 *   with DOMPurify over the same allowlist as the server (api/src/shared/rich-text.ts) — `<script>`,
 *   `on*=` handlers, styles and `javascript:` URLs never reach the page; links open in a new tab with
 *   rel="noopener noreferrer";
 * - `format="json"` (job positions): the editor document (a JSON string, see RichTextEditor) rendered
 *   by a read-only tiptap editor, loaded lazily so that HTML views never download ProseMirror.
 * Pages load this component lazily too (DOMPurify stays out of the first-load chunk).
 */
import { Spinner } from '@fluentui/react-components';
import DOMPurify, { type Config } from 'dompurify';
import { lazy, Suspense, useMemo } from 'react';
import { editorContentStyles } from './richTextStyles';

const RichTextJsonView = lazy(() => import('./RichTextJsonView'));

export interface RichTextViewProps {
  /** `html` (default) or `json` (the editor document as a JSON string). */
  format?: 'html' | 'json';
  value: string | null | undefined;
  className?: string;
  /** Rendered element's id (e.g. for aria-describedby). */
  id?: string;
}

/** DOMPurify settings: the server's allowlist (tags + link attributes). */
const PURIFY: Config = {
  ALLOWED_TAGS: ['p', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'b', 'strong', 'i', 'em', 'u', 's', 'strike', 'del', 'a', 'code', 'pre', 'blockquote', 'hr'],
  ALLOWED_ATTR: ['href', 'rel', 'target', 'start'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
};

let hooked = false;
/** Every link gets target=_blank and rel=noopener noreferrer (registered once per page). */
function purifier(): typeof DOMPurify {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    hooked = true;
  }
  return DOMPurify;
}

/** `html` cleaned by the browser-side allowlist (exported for previews and tests). */
export function purifyRichText(html: string): string {
  return purifier().sanitize(html, PURIFY) as unknown as string;
}

/** Read-only rich text (see the file's comment). */
export function RichTextView({ format = 'html', value, className, id }: RichTextViewProps) {
  const styles = editorContentStyles();
  const classes = `${styles.content}${className ? ` ${className}` : ''}`;
  const clean = useMemo(() => (format === 'html' ? purifyRichText(value ?? '') : ''), [format, value]);
  if (format === 'json') {
    return (
      <Suspense fallback={<Spinner size="tiny" />}>
        <RichTextJsonView value={value} className={classes} id={id} />
      </Suspense>
    );
  }
  return <div id={id} className={classes} dangerouslySetInnerHTML={{ __html: clean }} />;
}

export default RichTextView;
