/**
 * Keeps the server's copy of the reader's language (`locale` of GET /users/{id}/info, the language of
 * their e-mails and Teams messages) equal to the tab's own choice (kept locally, spec 1): on sign-in
 * and whenever the language is switched, one POST /users/settings `locale` when they differ. Renders
 * nothing; a failed write is tried again only after the next switch or sign-in.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../app/auth';
import { useRecordLocale } from './profileApi';

/** Rendered once by the shell (inside RequireAuth). */
export function LocaleMirror() {
  const { userId, user } = useAuth();
  const serverLocale = user?.locale;
  const { i18n } = useTranslation();
  const language = i18n.language === 'lt' ? 'lt' : 'en';
  const record = useRecordLocale();
  const tried = useRef<string | null>(null);
  useEffect(() => {
    if (!serverLocale || serverLocale === language || tried.current === language) return;
    tried.current = language;
    record.mutate({ userId, locale: language });
  }, [serverLocale, language, userId, record]);
  return null;
}
