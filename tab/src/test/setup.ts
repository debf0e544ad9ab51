import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { startI18nWith } from '../i18n';
import { readAllTexts } from './texts';

// Every text of both languages, synchronously (the browser loads them on demand: src/i18n/index.ts).
startI18nWith(readAllTexts());

// Fluent keeps a dialog's surface aria-hidden until its open motion has ended, which jsdom reports
// a render later; on a loaded two-core CI machine that can take more than the default 1 s that
// findBy*/waitFor wait. 5 s still fails a test whose control never appears.
configure({ asyncUtilTimeout: 5000 });

// Fluent's dialogs hide everything outside the active modal (tabster's modalizer sets aria-hidden)
// and activate it a few timers after opening; on a loaded CI machine a dialog was seen staying
// aria-hidden for a whole test while the same test passed alone and in every quiet run. A test
// that fails is run again up to twice, with its first error logged, so a real failure (which fails
// every time) still fails the suite.
jest.retryTimes(2, { logErrorsBeforeRetry: true });
