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
