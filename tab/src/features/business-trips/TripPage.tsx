/**
 * /trip (new business trip) and /trip/{id} (read-only or edit) — spec 2 §2 Business trip form, §4,
 * §5. The trip id comes from the route, or from the navigation state's `request_id` (the Requests
 * page's edit navigation: `/trip` with readOnly, request_id, chain_id, editAfterCompletion, status).
 *
 * Modes ({@link tripMode}): new; edit; edit after completion (only the restricted fields open, for
 * business_trips_restricted_fields_write holders); read-only (navigation asked for it or the reply's
 * `can.edit` is false). Buttons: back to /requests, open report (approved or completed and
 * `can.report`; a new window, or a download link when the popup is blocked), save and — on a new
 * trip or a draft — save and submit. After a save the page goes to /requests in 5 seconds (§2, §9),
 * with a countdown, a button to go now and one to stay (a new trip then opens as /trip/{id}); the
 * save buttons wait meanwhile. The form is react-hook-form with `zodResolver(tripFormSchema)` over the
 * contract; fields the server refuses (`fields[].path`, a restricted `field`) are marked at the field
 * or the list section besides the toast.
 */
import { Button, Link, makeStyles, MessageBar, MessageBarActions, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components';
import { ArrowLeft20Regular, DocumentPdf20Regular, Save20Regular, Send20Regular } from '@fluentui/react-icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useAuth } from '../../app/auth';
import { useNotify } from '../../components/notify';
import { PageHeader, type HeaderAction } from '../../components/PageHeader';
import { ApiError } from '../../lib/api';
import { useCompanyZone } from '../../lib/dates';
import { openPdf, releasePdf, type OpenedPdf } from '../../lib/pdf';
import { setServerErrors } from '../../lib/serverErrors';
import { issueKey } from '../../lib/zodForm';
import {
  fetchTripReport, useCountries, useCreateTrip, usePeople, useTimeOptions, useTrip, useUpdateTrip, type BusinessTripReply, type Lang, type TripBody,
} from './businessTripsApi';
import { TripBaseSection } from './TripBaseSection';
import { TripListSections } from './TripListSections';
import {
  changeTraveler, draftFromReply, emptyDraft, formatMoney, missingSections, paidTotal, TRIP_REDIRECT_SECONDS, tripFieldOf, tripFormSchema, tripMode, type TripDraft,
} from './tripForm';

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

/** Messages of the trip form by field: the purpose and the destinations say what is missing, the rest the issue's kind. */
type Messages = Partial<Record<keyof TripDraft, string>>;

function TripForm({ reply, navReadOnly, lang }: { reply: BusinessTripReply | null; navReadOnly: boolean; lang: Lang }) {
  const s = useStyles();
  const { t } = useTranslation(['businessTrips', 'requests']);
  const auth = useAuth();
  const notify = useNotify();
  const navigate = useNavigate();
  const zone = useCompanyZone();
  const form = useForm<TripDraft, unknown, TripBody>({
    resolver: zodResolver(tripFormSchema),
    mode: 'onTouched',
    defaultValues: reply ? draftFromReply(reply) : emptyDraft(auth.userId, zone),
  });
  const { control, formState, getValues, setValue } = form;
  const draft = useWatch({ control }) as TripDraft;
  const [pdf, setPdf] = useState<OpenedPdf | null>(null);
  const [reportBusy, setReportBusy] = useState(false);
  /** A successful save waiting for its redirect: the seconds left and where "stay" goes (a new trip's page). */
  const [saved, setSaved] = useState<{ left: number; stay: string | null } | null>(null);
  const people = usePeople();
  const options = useTimeOptions(lang);
  const countries = useCountries(lang);
  const creating = useCreateTrip();
  const updating = useUpdateTrip();
  useEffect(() => () => releasePdf(pdf), [pdf]);
  useEffect(() => {
    if (!saved) return;
    if (saved.left <= 0) {
      navigate('/requests');
      return;
    }
    const timer = setTimeout(() => setSaved((x) => (x ? { ...x, left: x.left - 1 } : x)), 1000);
    return () => clearTimeout(timer);
  }, [saved, navigate]);

  const mode = tripMode(reply, navReadOnly);
  const status = reply?.request?.status ?? null;
  const readOnly = mode === 'readOnly';
  const locked = readOnly || mode === 'afterCompletion';
  const restricted = reply ? reply.can.editRestrictedFields : auth.can('business_trips_restricted_fields_write');
  const draftStatus = !status || status === 'not_initialized';
  const travelerOpen = (mode === 'new' || (mode === 'edit' && draftStatus)) && auth.can('business_trips_write');
  const bookingOpen = mode === 'new' || (!!reply?.can.editBookingAnswers && !locked);
  const busy = creating.isPending || updating.isPending || saved != null;
  const known = reply ? [reply.traveler, ...reply.other_travelers] : auth.user ? [{ id: auth.userId, name: auth.user.name, surname: auth.user.surname }] : [];

  const messages: Messages = {};
  for (const [field, e] of Object.entries(formState.errors) as [keyof TripDraft, { type?: string; message?: string } | undefined][]) {
    if (!e) continue;
    if (e.type === 'server') messages[field] = e.message;
    else {
      const key = issueKey({ type: e.message ?? '' }) ?? 'invalid';
      if (field === 'trip_purpose' && key === 'required') messages[field] = t('validation.purposeRequired');
      else if (field === 'destinations' && key === 'required') messages[field] = t('destinations.missing');
      else messages[field] = t(`validation.${key}`, { max: field === 'flights' ? undefined : 255 });
    }
  }
  const problems = formState.isSubmitted ? [messages.trip_purpose, formState.errors.destinations?.type !== 'server' ? messages.destinations : undefined].filter(Boolean) : [];
  // The destinations' "add one" is the section's badge and the alert: the section itself shows other messages only.
  const listErrors: Messages = { ...messages, destinations: formState.errors.destinations?.message === 'too_small' ? undefined : messages.destinations };
  const setLists = (next: Partial<TripDraft>) => {
    for (const [key, rows] of Object.entries(next) as [keyof TripDraft, TripDraft[keyof TripDraft]][]) {
      setValue(key, rows, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    }
  };
  const changeTravelerTo = (id: number) => {
    const next = changeTraveler(getValues(), id);
    setValue('traveler_id', next.traveler_id, { shouldDirty: true });
    setValue('other_travelers', next.other_travelers, { shouldDirty: true });
  };

  const save = async (body: TripBody, submit: boolean) => {
    try {
      let stay: string | null = null;
      if (reply) await updating.mutateAsync({ id: reply.trip.id, body, submit, lang });
      else stay = `/trip/${(await creating.mutateAsync({ body, submit, lang })).id}`;
      notify.success(t(submit ? 'submitted' : 'saved'));
      setSaved({ left: TRIP_REDIRECT_SECONDS, stay });
    } catch (err) {
      notify.error(err);
      setServerErrors(err, form.setError, tripFieldOf, (code) => (code === 'provided_invalid_data' ? t('validation.refused') : t(`errors:${code}`)), {
        business_trip_booking_answer_locked: 'trip.should_book_flight',
      });
      // A create whose submit failed kept its draft (step 'submit'): the list shows it.
      if (!reply && err instanceof ApiError && (err.body as { step?: string } | undefined)?.step === 'submit') navigate('/requests');
    }
  };
  const stay = () => {
    if (saved?.stay) navigate(saved.stay, { replace: true });
    setSaved(null);
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
  const submitWith = (submit: boolean) => () => void form.handleSubmit((body) => save(body, submit))();
  if (!readOnly) actions.push({ key: 'save', label: t('save'), icon: <Save20Regular />, disabled: busy, primary: mode === 'afterCompletion' || !draftStatus, onClick: submitWith(false) });
  if (!readOnly && draftStatus) actions.push({ key: 'submit', label: t('saveAndSubmit'), icon: <Send20Regular />, disabled: busy, primary: true, onClick: submitWith(true) });

  const missing = missingSections(draft);
  return (
    <div className={s.page}>
      <PageHeader title={title} actions={actions} />
      {(creating.isPending || updating.isPending) && <Spinner size="tiny" label={t('saving')} />}
      {saved && (
        <MessageBar intent="success">
          <MessageBarBody>{t('redirect.notice', { seconds: saved.left })}</MessageBarBody>
          <MessageBarActions>
            <Button appearance="primary" onClick={() => navigate('/requests')}>{t('redirect.goNow')}</Button>
            <Button onClick={stay}>{t('redirect.stay')}</Button>
          </MessageBarActions>
        </MessageBar>
      )}
      {status && <Text>{t('statusLine', { status: t(`requests:status.${status}`, { defaultValue: status }) })}</Text>}
      {mode === 'afterCompletion' && <MessageBar intent="info"><MessageBarBody>{t('afterCompletionNote')}</MessageBarBody></MessageBar>}
      {problems.length > 0 && (
        <MessageBar intent="error" role="alert"><MessageBarBody>{problems.join(' ')}</MessageBarBody></MessageBar>
      )}
      {pdf && !pdf.opened && (
        <MessageBar intent="warning"><MessageBarBody>{t('popupBlocked')} <Link href={pdf.url} download={pdf.filename}>{t('downloadReport')}</Link></MessageBarBody></MessageBar>
      )}
      <TripBaseSection draft={draft} control={control} onTraveler={changeTravelerTo} locked={locked} travelerOpen={travelerOpen} bookingOpen={bookingOpen}
        people={people.data ?? []} known={known} timeOptions={options.data ?? []} errors={messages} />
      {countries.isError && <MessageBar intent="error"><MessageBarBody>{t('errors:failed_to_retrieve_data')}</MessageBarBody></MessageBar>}
      <TripListSections draft={draft} onChange={setLists} locked={locked} readOnly={readOnly} restricted={restricted}
        countries={countries.data ?? []} errors={listErrors} />
      <section aria-label={t('totals.title')} className={s.totals}>
        <Text>{t('totals.flights')}: <strong>{formatMoney(paidTotal(draft.flights), lang)}</strong></Text>
        <Text>{t('totals.accommodations')}: <strong>{formatMoney(paidTotal(draft.accommodations), lang)}</strong></Text>
        <Text>{t('totals.paid')}: <strong>{formatMoney(paidTotal([...draft.flights, ...draft.accommodations]), lang)}</strong></Text>
      </section>
      {missing.size > 0 && !locked && <Text size={200}>{t('missingHint')}</Text>}
    </div>
  );
}
