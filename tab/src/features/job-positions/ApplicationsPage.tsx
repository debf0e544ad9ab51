/**
 * /positions/{id}/applications (spec 3 §2 Applications list; the server lets in the hiring manager,
 * job_positions_write, job_applications_read/_write and hiring_coordinator): one expandable card per application,
 * newest first — applicant and date in the header; referrer (only for a referral), LinkedIn link, phone, e-mail and
 * the CV download inside; delete after a confirmation for job_applications_write. A hash with an application id
 * (`#42`, as the hiring manager's e-mail and Teams card link it) opens that card and scrolls to it.
 */
import {
  Accordion, AccordionHeader, AccordionItem, AccordionPanel, Button, Card, Link, makeStyles, MessageBar, MessageBarBody, Spinner, Text, tokens,
  type AccordionToggleEventHandler,
} from '@fluentui/react-components';
import { ArrowDownload20Regular, ArrowLeft20Regular, Delete20Regular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { errorCode, useNotify } from '../../components/notify';
import { PageHeader } from '../../components/PageHeader';
import { useDates } from '../../lib/dates';
import { useApplications, useDeleteApplication, useDownloadCv, usePosition, type JobApplication } from './positionsApi';

const useStyles = makeStyles({
  back: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, marginBottom: tokens.spacingVerticalM },
  list: { display: 'grid', gap: tokens.spacingVerticalS },
  card: { padding: 0, scrollMarginTop: '80px' },
  header: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM, alignItems: 'baseline' },
  date: { color: tokens.colorNeutralForeground3 },
  details: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalM },
  empty: { color: tokens.colorNeutralForeground3 },
});

/** The application id of a location hash (`#42`), or null. */
export const hashApplicationId = (hash: string): number | null => (/^#\d+$/.test(hash) ? Number(hash.slice(1)) : null);

export function ApplicationsPage() {
  const { t } = useTranslation(['positions', 'errors']);
  const s = useStyles();
  const navigate = useNavigate();
  const notify = useNotify();
  const dates = useDates();
  const { hash } = useLocation();
  const id = Number(useParams().id);
  const position = usePosition(id);
  const apps = useApplications(id);
  const deleting = useDeleteApplication(id);
  const downloading = useDownloadCv(id);
  const wanted = hashApplicationId(hash);
  const [open, setOpen] = useState<number[]>(wanted ? [wanted] : []);
  const [toDelete, setToDelete] = useState<JobApplication | null>(null);
  const scrolled = useRef<number | null>(null);

  // Opens and scrolls to the application named by the hash once it is on the page.
  useEffect(() => {
    if (!wanted || !apps.data?.data.some((a) => a.id === wanted) || scrolled.current === wanted) return;
    scrolled.current = wanted;
    setOpen((now) => (now.includes(wanted) ? now : [...now, wanted]));
    requestAnimationFrame(() => document.getElementById(`application-${wanted}`)?.scrollIntoView({ block: 'start' }));
  }, [wanted, apps.data]);

  const onToggle: AccordionToggleEventHandler<number> = (_e, d) => setOpen(d.openItems as number[]);

  const remove = async () => {
    if (!toDelete) return;
    try {
      await deleting.mutateAsync(toDelete.id);
      notify.success(t('application_deleted_successfully'));
      setToDelete(null);
    } catch (err) {
      notify.error(err);
    }
  };
  const download = async (a: JobApplication, file: JobApplication['attachments'][number]) => {
    try {
      await downloading.mutateAsync({ appId: a.id, file });
    } catch (err) {
      notify.error(err);
    }
  };

  const title = position.data ? t('applications.title', { title: position.data.title }) : t('applications.titlePlain');
  const back = `/positions/${id}`;
  return (
    <>
      <Link className={s.back} href={back} onClick={(e) => { e.preventDefault(); navigate(back); }}>
        <ArrowLeft20Regular aria-hidden />{position.data?.title ?? t('back')}
      </Link>
      <PageHeader title={title} />
      {apps.isError && <MessageBar intent="error"><MessageBarBody>{t(`errors:${errorCode(apps.error)}`)}</MessageBarBody></MessageBar>}
      {apps.isPending && <Spinner label={t('common:loading')} />}
      {apps.data?.data.length === 0 && <p className={s.empty}>{t('applications.empty')}</p>}
      {apps.data && apps.data.data.length > 0 && (
        <Accordion multiple collapsible openItems={open} onToggle={onToggle} className={s.list}>
          {apps.data.data.map((a) => (
            <Card key={a.id} id={`application-${a.id}`} className={s.card}>
              <AccordionItem value={a.id}>
                <AccordionHeader expandIconPosition="end">
                  <span className={s.header}>
                    <Text weight="semibold">{a.name} {a.surname}</Text>
                    <Text size={200} className={s.date}>{t('applications.submitted', { date: dates.instant(a.submission_date) })}</Text>
                    {!a.applied_self && a.referee_name && <Text size={200}>{t('applications.referredBy', { name: a.referee_name })}</Text>}
                  </span>
                </AccordionHeader>
                <AccordionPanel>
                  <dl className={s.details}>
                    <dt className={s.term}>{t('applications.email')}</dt>
                    <dd className={s.value}><Link href={`mailto:${a.email}`}>{a.email}</Link></dd>
                    <dt className={s.term}>{t('applications.phone')}</dt>
                    <dd className={s.value}><Link href={`tel:${a.phone_number.replace(/\s/g, '')}`}>{a.phone_number}</Link></dd>
                    {a.motivation_description && (
                      <>
                        <dt className={s.term}>{t('applications.linkedin')}</dt>
                        <dd className={s.value}><Link href={a.motivation_description} target="_blank" rel="noopener noreferrer">{a.motivation_description}</Link></dd>
                      </>
                    )}
                    <dt className={s.term}>{t('applications.cv')}</dt>
                    <dd className={s.value}>{a.attachments.length ? a.attachments.map((f) => f.name).join(', ') : t('applications.noCv')}</dd>
                  </dl>
                  <div className={s.actions}>
                    {a.attachments.map((f) => (
                      <Button key={f.id} icon={<ArrowDownload20Regular />} onClick={() => void download(a, f)}>{t('applications.download', { name: f.name })}</Button>
                    ))}
                    {a.can.delete && <Button icon={<Delete20Regular />} onClick={() => setToDelete(a)}>{t('applications.delete')}</Button>}
                  </div>
                </AccordionPanel>
              </AccordionItem>
            </Card>
          ))}
        </Accordion>
      )}
      <ConfirmDialog
        open={!!toDelete}
        title={t('applications.deleteTitle')}
        text={toDelete ? t('applications.deleteText', { name: `${toDelete.name} ${toDelete.surname}` }) : ''}
        confirmLabel={t('delete')}
        busy={deleting.isPending}
        onConfirm={remove}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
