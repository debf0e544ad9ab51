import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { startI18nWith } from '../i18n';
import { readAllTexts } from './texts';

// Every text of both languages, synchronously (the browser loads them on demand: src/i18n/index.ts).
startI18nWith(readAllTexts());

// Fluent's dialogs hide everything outside the active modal: tabster's modalizer sets aria-hidden,
// activated a few timers after opening. In jsdom a dialog was seen staying aria-hidden itself — for a
// whole test on a loaded CI machine, and every time for the first dialog of a fresh page
// (ConferencesPage.test run alone) — while Chromium shows it (the e2e flows and the route-walking axe
// test, which check what is really hidden). So role queries include aria-hidden nodes: tests find a
// dialog's controls by role and name as a user would, without racing tabster. Async queries wait 5 s.
configure({ asyncUtilTimeout: 5000, defaultHidden: true });

// A test that still fails is run again up to twice, with its first error logged, so a real failure
// (which fails every time) still fails the suite.
jest.retryTimes(2, { logErrorsBeforeRetry: true });
