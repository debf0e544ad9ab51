/** Reply shapes of announcements (api/src/contracts/announcements.ts). */
import type { Announcement } from '../../contracts/announcements';
import { richTextToPlain } from '../../shared/rich-text';
import type { AnnouncementRow } from './announcements.entities';

/** Longest preview (characters) when the first sentences are very long. */
const PREVIEW_MAX = 280;

/**
 * The dashboard preview (spec 1 §2: "the first one or two sentences"): the first two sentences of the
 * plain text (one when the first is already long), cut at a word near 280 characters; `has_more` when
 * the text goes on (more than two sentences, or cut).
 */
export function previewOf(html: string): { preview: string; has_more: boolean } {
  // A heading or a list item ends a sentence even without a full stop ("Save the date" then the paragraph;
  // "first item" then "second item" — the editor writes an item's text as a paragraph inside the <li>).
  const text = richTextToPlain(html.replace(/([^.!?…:\s>])((?:\s|<\/p>)*)<\/(h[1-6]|li)>/gi, '$1.$2</$3>'));
  const sentences = text.match(/[^.!?…]+(?:[.!?…]+["'”»)]*|$)\s*/g)?.map((s) => s.trim()).filter(Boolean) ?? [];
  const take = sentences.length && sentences[0].length > PREVIEW_MAX / 2 ? 1 : 2;
  let preview = sentences.slice(0, take).join(' ');
  let cut = false;
  if (preview.length > PREVIEW_MAX) {
    preview = `${preview.slice(0, PREVIEW_MAX).replace(/\s+\S*$/, '')}…`;
    cut = true;
  }
  return { preview, has_more: cut || sentences.length > take };
}

export function presentAnnouncement(row: AnnouncementRow, author: string | null): Announcement {
  return {
    id: row.id,
    title: row.title,
    announcement: row.announcement,
    send_email: !!row.send_email,
    creation_date: new Date(row.created_at).toISOString(),
    author,
    ...previewOf(row.announcement),
  };
}
