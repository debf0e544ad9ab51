/**
 * The words of request summaries in both languages (DESIGN.md, building blocks: "its summary is
 * structured data (labels + values), so that the tab, the cards and the PDFs translate it").
 *
 * A request type's summary gives each line a label from {@link SUMMARY_LABELS} (the English text is the
 * key) and a value: one text for every reader (a name, a title, what a user typed) or `{ en, lt }`
 * (codes, amounts, country names, durations). {@link summaryIn} resolves a summary for one reader; the
 * engine stores the title and the "Label: value; …" description in both languages on the request, so
 * the lists need no extra reads. Dates are DD/MM/YYYY and times DD/MM/YYYY HH:mm in the company's zone
 * in both languages (docs/decisions/0005; shared/company-time.ts dayShown, companyStampShown).
 */
import { countryName } from '../../shared/countries';

/** The languages a summary is written in. */
export type SummaryLang = 'en' | 'lt';

/** One text for every reader, or one per language. */
export type SummaryText = string | { en: string; lt: string };

/** Line labels: English (the key, also the English text) → Lithuanian. */
export const SUMMARY_LABELS = {
  Amount: 'Suma',
  Answer: 'Atsakymas',
  'Approved by': 'Patvirtino',
  Author: 'Autorius',
  Code: 'Kodas',
  Compensation: 'Kompensavimas',
  'Current value': 'Dabartinė reikšmė',
  Date: 'Data',
  Description: 'Aprašymas',
  Destinations: 'Kelionės tikslai',
  Employee: 'Darbuotojas',
  End: 'Pabaiga',
  Events: 'Įvykiai',
  'Factual time': 'Faktinis laikas',
  Field: 'Laukas',
  From: 'Nuo',
  'Half day': 'Dienos dalis',
  Hours: 'Valandos',
  Issued: 'Pateikta',
  Lines: 'Eilutės',
  Link: 'Nuoroda',
  Location: 'Vieta',
  Name: 'Pavadinimas',
  'New value': 'Nauja reikšmė',
  Notes: 'Pastabos',
  'On-call': 'Budėjimas',
  Period: 'Laikotarpis',
  'Price per person': 'Kaina asmeniui',
  Project: 'Projektas',
  Purpose: 'Tikslas',
  Question: 'Klausimas',
  Request: 'Prašymas',
  Start: 'Pradžia',
  Status: 'Būsena',
  Title: 'Pavadinimas',
  To: 'Iki',
  Total: 'Iš viso',
  Traveller: 'Keliautojas',
  Type: 'Tipas',
} as const;
/** A summary line's label (its English text). */
export type SummaryLabel = keyof typeof SUMMARY_LABELS;

/** What lists, PDFs and chat cards show of a request. Dates `YYYY-MM-DD` or ISO instants; money in cents. */
export interface RequestSummary {
  title: SummaryText;
  lines: { label: SummaryLabel; value: SummaryText }[];
  dates?: { start: string; end: string | null };
  amountCents?: number;
}

/** A summary in one language: the labels and values as that reader sees them. */
export interface SummaryIn {
  title: string;
  lines: { label: string; value: string }[];
  dates?: { start: string; end: string | null };
  amountCents?: number;
}

/** `text` for a reader of `lang`. */
export const textIn = (text: SummaryText, lang: SummaryLang): string => (typeof text === 'string' ? text : text[lang]);

/** `s` for a reader of `lang` (labels and values). */
export function summaryIn(s: RequestSummary, lang: SummaryLang): SummaryIn {
  return {
    ...s,
    title: textIn(s.title, lang),
    lines: s.lines.map((l) => ({ label: lang === 'lt' ? SUMMARY_LABELS[l.label] : l.label, value: textIn(l.value, lang) })),
  };
}

/** The stored description of a summary in one language: "Label: value; Label: value" (null without lines). */
export const describe = (s: SummaryIn): string | null => (s.lines.length ? s.lines.map((l) => `${l.label}: ${l.value}`).join('; ') : null);

/** Euro cents as "146.20 EUR" / "146,20 EUR". */
export function moneyText(cents: number): SummaryText {
  const en = (cents / 100).toFixed(2);
  return { en: `${en} EUR`, lt: `${en.replace('.', ',')} EUR` };
}

/** Minutes as "2 h 05 min" / "2 val. 05 min.". */
export function durationText(minutes: number): SummaryText {
  const h = Math.floor(minutes / 60);
  const m = String(minutes % 60).padStart(2, '0');
  return { en: `${h} h ${m} min`, lt: `${h} val. ${m} min.` };
}

/** Country codes as "Latvia (LV), Estonia (EE)" / "Latvija (LV), Estija (EE)", each once. */
export function countriesText(codes: string[]): SummaryText {
  const unique = [...new Set(codes)];
  const inLang = (lang: SummaryLang) => unique.map((c) => `${countryName(c, lang)} (${c})`).join(', ');
  return { en: inLang('en'), lt: inLang('lt') };
}

/** A text per language from a fixed set of codes (`code` itself when unknown). */
export const codeText = (texts: Record<string, { en: string; lt: string }>, code: string): SummaryText => texts[code] ?? code;
