/**
 * Users export (spec 1 §7 POST users/export): a spreadsheet of the active users, replied as base64
 * and saved by the tab as UsersList.xlsx. Columns follow the read permissions of the list: the
 * manager with employee_relationships_read, the HR fields with users_read_sensitive_info.
 */
import type { AppContext } from '../../context';
import type { AuthUser } from '../../http/auth';
import { xlsxBytes } from '../../shared/xlsx';
import { canReadRelationships, canReadSensitive } from './users.policy';
import { presentUserFields, type RawRow, type UserFields } from './users.presenters';
import { applySearch, rowsQuery } from './users.service';

export const EXPORT_FILE_NAME = 'UsersList.xlsx';

interface ExportColumn {
  header: string;
  key: keyof UserFields;
  width: number;
}

/** The columns the caller may see, in sheet order. */
export function exportColumns(caller: AuthUser): ExportColumn[] {
  const sensitive = canReadSensitive(caller);
  return [
    { header: 'Name', key: 'name', width: 18 },
    { header: 'Surname', key: 'surname', width: 22 },
    { header: 'Username', key: 'username', width: 18 },
    { header: 'Email', key: 'email', width: 30 },
    { header: 'Role', key: 'role_name', width: 20 },
    ...(canReadRelationships(caller) ? [{ header: 'Manager', key: 'manager' as const, width: 26 }] : []),
    ...(sensitive
      ? ([
          { header: 'Position', key: 'position', width: 24 },
          { header: 'Start date', key: 'start_work_date', width: 12 },
          { header: 'Birth date', key: 'birth_date', width: 12 },
          { header: 'Phone number', key: 'phone_number', width: 16 },
          { header: 'Home address', key: 'home_address', width: 36 },
          { header: 'Mailing address', key: 'mailing_address', width: 36 },
        ] as const)
      : []),
  ];
}

/** POST /users/export: `{ file: base64 xlsx, name: 'UsersList.xlsx' }` of the users matching `q` (all when absent), by surname. */
export async function exportUsers(ctx: AppContext, caller: AuthUser, q?: string): Promise<{ file: string; name: string }> {
  const sensitive = canReadSensitive(caller);
  const managerName = canReadRelationships(caller);
  const qb = rowsQuery(ctx.ds.manager);
  applySearch(qb, q, sensitive);
  const raws: RawRow[] = await qb.orderBy('u.surname', 'ASC').addOrderBy('u.name', 'ASC').addOrderBy('u.id', 'ASC').getRawMany();
  const rows = raws.map((r) => presentUserFields(r, { sensitive, managerName }));

  const buffer = await xlsxBytes([{ name: 'Users', columns: exportColumns(caller), rows }]);
  return { file: buffer.toString('base64'), name: EXPORT_FILE_NAME };
}
