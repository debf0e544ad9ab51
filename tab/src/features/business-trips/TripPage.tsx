/**
 * /trip (new business trip) and /trip/{id} (read-only or edit) — spec 2 §2 Business trip form, §4,
 * §5. The trip id comes from the route, or from the navigation state's `request_id` (the Requests
 * page's edit navigation: `/trip` with readOnly, request_id, chain_id, editAfterCompletion, status).
 *
 * Modes ({@link tripMode}): new; edit; edit after completion (only the restricted fields open, for
 * business_trips_restricted_fields_write holders); read-only (navigation asked for it or the reply's
 * `can.edit` is false). Buttons: back to /requests, open report (approved or completed and
 * `can.report`; a new window, or a download link when the popup is blocked), save and — on a new
 * trip or a draft — save and submit. After a save the page goes to /requests (§2).
 */
import { Link, makeStyles, MessageBar, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components';
import { ArrowLeft20Regular, DocumentPdf20Regular, Save20Regular, Send20Regular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useAuth } from '../../app/auth';
import { useNotify } from '../../components/notify';
import { PageHeader, type HeaderAction } from '../../components/PageHeader';
import { ApiError } from '../../lib/api';
import { openPdf, releasePdf, type OpenedPdf } from '../../lib/pdf';
import {
  fetchTripReport, useCountries, useCreateTrip, usePeople, useTimeOptions, useTrip, useUpdateTrip, type BusinessTripReply, type Lang, type TripBody,
} from './businessTripsApi';
import { TripBaseSection } from './TripBaseSection';
import { TripListSections } from './TripListSections';
import { draftFromReply, draftToBody, emptyDraft, formatMoney, missingSections, paidTotal, tripMode, type TripDraft } from './tripForm';

const useStyles = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalXL, maxWidth: '1100px' },
  totals: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXL },
  center: { padding: tokens.spacingVerticalXXL, display: 'flex', justifyContent: 'center' },
});

interface NavState { readOnly?: boolean; request_id?: number | null; editAfterCompletion?: boolean; status?: string }

export function TripPage() {
  const s = useStyles();
  const { t, i18n } = useTranslation('businessTrips');
  const params = useParams();
  const nav = (useLocation().state ?? {}) as NavState;
  const lang: Lang = i18n.language.startsWith('lt') ? 'lt' : 'en';
  const id = params.id ? Number(params.id) : typeof nav.request_id === 'number' ? nav.request_id : undefined;
  const trip = useTrip(id, lang);
  const navigate = useNavigate();
  if (id != null && !Number.isInteger(id)) return <MessageBar intent="error"><MessageBarBody>{t('errors:business_trip_not_found')}</MessageBarBody></MessageBar>;
  if (id != null && trip.isPending) return <div className={s.center}><Spinner label={t('loading')} /></div>;
  if (id != null && trip.isError) {
    return (
      <div className={s.page}>
        <PageHeader title={t('title.view')} actions={[{ key: 'back', label: t('back'), icon: <ArrowLeft20Regular />, onClick: () => navigate('/requests') }]} />
        <MessageBar intent="error"><MessageBarBody>{t(`errors:${trip.error instanceof ApiError ? trip.error.code : 'failed_to_retrieve_data'}`)}</MessageBarBody></MessageBar>
      </div>
    );
  }
  // Keyed by the trip only: a re-read (after a refused save, or in the other language) keeps what the user typed.
  return <TripForm key={id ?? 'new'} reply={trip.data ?? null} navReadOnly={nav.readOnly === true} lang={lang} />;
}

function TripForm({ reply, navReadOnly, lang }: { reply: BusinessTripReply | null; navReadOnly: boolean; lang: Lang }) {
  const s = useStyles();
  const { t } = useTranslation(['businessTrips', 'requests']);
  const auth = useAuth();
  const notify = useNotify();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<TripDraft>(() => (reply ? draftFromReply(reply) : emptyDraft(auth.userId)));
  const [tried, setTried] = useState(false);
  const [pdf, setPdf] = useState<OpenedPdf | null>(null);
  const [reportBusy, setReportBusy] = useState(false);
  const people = usePeople();
  const options = useTimeOptions(lang);
  const countries = useCountries(lang);
  const creating = useCreateTrip();
  const updating = useUpdateTrip();
  useEffect(() => () => releasePdf(pdf), [pdf]);

  const mode = tripMode(reply, navReadOnly);
  const status = reply?.request?.status ?? null;
  const readOnly = mode === 'readOnly';
  const locked = readOnly || mode === 'afterCompletion';
  const restricted = reply ? reply.can.editRestrictedFields : auth.can('business_trips_restricted_fields_write');
  const draftStatus = !status || status === 'not_initialized';
  const travelerOpen = (mode === 'new' || (mode === 'edit' && draftStatus)) && auth.can('business_trips_write');
  const bookingOpen = mode === 'new' || (!!reply?.can.editBookingAnswers && !locked);
  const busy = creating.isPending || updating.isPending;
  const known = reply ? [reply.traveler, ...reply.other_travelers] : auth.user ? [{ id: auth.userId, name: auth.user.name, surname: auth.user.surname }] : [];
  const purposeMissing = !draft.trip_purpose.trim();
  const problems = [...(purposeMissing ? [t('validation.purposeRequired')] : []), ...(draft.destinations.length ? [] : [t('destinations.missing')])];

  const save = async (submit: boolean) => {
    setTried(true);
    if (problems.length) return;
    const body = draftToBody(draft) as TripBody;
    try {
      if (reply) await updating.mutateAsync({ id: reply.trip.id, body, submit, lang });
      else await creating.mutateAsync({ body, submit, lang });
      notify.success(t(submit ? 'submitted' : 'saved'));
      navigate('/requests');
    } catch (err) {
      notify.error(err);
      // A create whose submit failed kept its draft (step 'submit'): the list shows it.
      if (!reply && err instanceof ApiError && (err.body as { step?: string } | undefined)?.step === 'submit') navigate('/requests');
    }
  };

  const openReport = async () => {
    if (!reply) return;
    setReportBusy(true);
    try {
      const file = await fetchTripReport(reply.trip.id, lang);
      releasePdf(pdf);
      setPdf(openPdf(file.data, file.filename));
    } catch (err) {
      notify.error(err);
    } finally {
      setReportBusy(false);
    }
  };

  const title = mode === 'new' ? t('title.new') : readOnly ? t('title.view') : mode === 'afterCompletion' ? t('title.afterCompletion') : t('title.edit');
  const actions: HeaderAction[] = [{ key: 'back', label: t('back'), icon: <ArrowLeft20Regular />, onClick: () => navigate('/requests') }];
  if (reply?.can.report && (status === 'approved' || status === 'completed')) {
    actions.push({ key: 'report', label: t('openReport'), icon: <DocumentPdf20Regular />, disabled: reportBusy, onClick: () => void openReport() });
  }
  if (!readOnly) actions.push({ key: 'save', label: t('save'), icon: <Save20Regular />, disabled: busy, primary: mode === 'afterCompletion' || !draftStatus, onClick: () => void save(false) });
  if (!readOnly && draftStatus) actions.push({ key: 'submit', label: t('saveAndSubmit'), icon: <Send20Regular />, disabled: busy, primary: true, onClick: () => void save(true) });

  const missing = missingSections(draft);
  return (
    <div className={s.page}>
      <PageHeader title={title} actions={actions} />
      {busy && <Spinner size="tiny" label={t('saving')} />}
      {status && <Text>{t('statusLine', { status: t(`requests:status.${status}`, { defaultValue: status }) })}</Text>}
      {mode === 'afterCompletion' && <MessageBar intent="info"><MessageBarBody>{t('afterCompletionNote')}</MessageBarBody></MessageBar>}
      {tried && problems.length > 0 && (
        <MessageBar intent="error" role="alert"><MessageBarBody>{problems.join(' ')}</MessageBarBody></MessageBar>
      )}
      {pdf && !pdf.opened && (
        <MessageBar intent="warning"><MessageBarBody>{t('popupBlocked')} <Link href={pdf.url} download={pdf.filename}>{t('downloadReport')}</Link></MessageBarBody></MessageBar>
      )}
      <TripBaseSection draft={draft} onChange={setDraft} locked={locked} travelerOpen={travelerOpen} bookingOpen={bookingOpen}
        people={people.data ?? []} known={known} timeOptions={options.data ?? []} purposeError={tried && purposeMissing ? t('validation.purposeRequired') : undefined} />
      {countries.isError && <MessageBar intent="error"><MessageBarBody>{t('errors:failed_to_retrieve_data')}</MessageBarBody></MessageBar>}
      <TripListSections draft={draft} onChange={(next) => setDraft((d) => ({ ...d, ...next }))} locked={locked} readOnly={readOnly} restricted={restricted}
        countries={countries.data ?? []} />
      <section aria-label={t('totals.title')} className={s.totals}>
        <Text>{t('totals.flights')}: <strong>{formatMoney(paidTotal(draft.flights), lang)}</strong></Text>
        <Text>{t('totals.accommodations')}: <strong>{formatMoney(paidTotal(draft.accommodations), lang)}</strong></Text>
        <Text>{t('totals.paid')}: <strong>{formatMoney(paidTotal([...draft.flights, ...draft.accommodations]), lang)}</strong></Text>
      </section>
      {missing.size > 0 && !locked && <Text size={200}>{t('missingHint')}</Text>}
    </div>
  );
}
