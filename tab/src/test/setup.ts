import '@testing-library/jest-dom';
import { startI18nWith } from '../i18n';
import { readAllTexts } from './texts';

// Every text of both languages, synchronously (the browser loads them on demand: src/i18n/index.ts).
startI18nWith(readAllTexts());
