/**
 * Profile → Personal information (spec 1 §2 Profile, §3 User, Relative): the personal fields (the
 * sensitive ones are in the reply for the user themself) and the relatives list. Changes go through
 * a personal information change request (the header's button).
 */
import type { UserInfo } from '@contracts/users';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { PeopleCommunity24Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { relationshipName } from '../../lib/relationships';
import { EmptyState, FieldList, orDash, Section } from './ProfileParts';


const date = (v: string | null | undefined) => (v ? v.slice(0, 10) : null);

export function PersonalInfoTab({ info }: { info: UserInfo }) {
  const { t, i18n } = useTranslation('profile');
  const relatives = info.relatives ?? [];
  return (
    <>
      <Section title={t('personal.title')}>
        <FieldList
          items={[
            { label: t('fields.name'), value: info.name },
            { label: t('fields.surname'), value: info.surname },
            { label: t('fields.email'), value: info.email },
            { label: t('fields.phone_number'), value: orDash(info.phone_number) },
            { label: t('fields.birth_date'), value: orDash(date(info.birth_date)) },
            { label: t('fields.position'), value: orDash(info.position) },
            { label: t('fields.start_work_date'), value: orDash(date(info.start_work_date)) },
            { label: t('fields.probation_end_date'), value: orDash(date(info.probation_end_date)) },
            { label: t('fields.contract_end_date'), value: orDash(date(info.contract_end_date)) },
            { label: t('fields.working_address'), value: orDash(info.working_address) },
            { label: t('fields.home_address'), value: orDash(info.home_address) },
            { label: t('fields.mailing_address'), value: orDash(info.mailing_address) },
          ]}
        />
      </Section>
      <Section title={t('relatives.title')}>
        {relatives.length === 0 ? (
          <EmptyState icon={<PeopleCommunity24Regular aria-hidden />}>{t('relatives.empty')}</EmptyState>
        ) : (
          <Table size="small" aria-label={t('relatives.title')}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('relatives.name')}</TableHeaderCell>
                <TableHeaderCell>{t('relatives.relationship')}</TableHeaderCell>
                <TableHeaderCell>{t('relatives.contact')}</TableHeaderCell>
                <TableHeaderCell>{t('relatives.birthDate')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {relatives.map((r, i) => (
                <TableRow key={r.id ?? i}>
                  <TableCell>{orDash([r.name, r.surname].filter(Boolean).join(' '))}</TableCell>
                  <TableCell>{orDash(relationshipName(r.relationship, i18n.language))}</TableCell>
                  <TableCell>{orDash(r.contact_number)}</TableCell>
                  <TableCell>{orDash(date(r.birth_date))}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Section>
    </>
  );
}
