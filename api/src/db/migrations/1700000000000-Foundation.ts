/** Foundation schema: roles, users, auth tokens, settings history, secrets, job leases (issue 2). */
import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { columns, fk } from '../schema';

export class Foundation1700000000000 implements MigrationInterface {
  name = 'Foundation1700000000000';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    await qr.createTable(new Table({
      name: 'roles',
      columns: [c.id(), c.str('name', 255), c.str('description', 255, { isNullable: true }), c.bool('default_role', false), c.createdAt()],
      indices: [{ name: 'UQ_roles_name', columnNames: ['name'], isUnique: true }],
    }));
    await qr.createTable(new Table({
      name: 'role_permissions',
      columns: [c.int('role_id', { isPrimary: true }), c.str('permission', 100, { isPrimary: true })],
      foreignKeys: [fk('role_id', 'roles', 'CASCADE')],
      indices: [{ name: 'IX_role_permissions_permission', columnNames: ['permission'] }],
    }));
    await qr.createTable(new Table({
      name: 'users',
      columns: [
        c.id(), c.str('name', 255), c.str('surname', 255), c.str('username', 255), c.str('email', 255),
        c.str('password_hash', 255, { isNullable: true }),
        c.int('role_id'), c.int('temp_role_id', { isNullable: true }), c.int('manager_id', { isNullable: true }),
        c.date('start_work_date'), c.date('birth_date'),
        c.str('phone_number', 255, { isNullable: true }), c.str('position', 255, { isNullable: true }),
        c.str('home_address', 512, { isNullable: true }), c.str('mailing_address', 512, { isNullable: true }),
        c.str('working_address', 255, { isNullable: true }),
        c.date('contract_end_date'), c.date('probation_end_date'),
        c.str('navision_id', 255, { isNullable: true }), c.str('entra_object_id', 64, { isNullable: true }),
        c.bool('disabled', false), c.instant('activated_at'), c.bool('is_first_sign_in', true), c.bool('should_send_email', true),
        c.int('failed_login_attempts', { default: 0 }), c.instant('locked_until'), c.str('locale', 2, { default: "'en'" }),
        c.bool('sub_library', true), c.bool('sub_conferences', true), c.bool('sub_guests', true), c.bool('sub_job_positions', true),
        c.bool('sub_announcements', true), c.bool('sub_birthday_congratulations', true), c.bool('sub_consent_to_be_photographed', true),
        c.instant('deleted_at'), c.createdAt(),
      ],
      // Three references to roles/users: NO ACTION everywhere (SQL Server error 1785 otherwise).
      foreignKeys: [fk('role_id', 'roles'), fk('temp_role_id', 'roles'), fk('manager_id', 'users')],
      indices: [
        { name: 'UQ_users_email', columnNames: ['email'], isUnique: true },
        { name: 'UQ_users_username', columnNames: ['username'], isUnique: true },
        { name: 'IX_users_manager_id', columnNames: ['manager_id'] },
        { name: 'IX_users_role_id', columnNames: ['role_id'] },
        { name: 'IX_users_temp_role_id', columnNames: ['temp_role_id'] },
        { name: 'IX_users_surname_name', columnNames: ['surname', 'name'] },
        { name: 'IX_users_entra_object_id', columnNames: ['entra_object_id'] },
        { name: 'IX_users_deleted_at', columnNames: ['deleted_at'] },
      ],
    }));
    await qr.createTable(new Table({
      name: 'user_settings_history',
      columns: [c.id(), c.int('user_id'), c.str('setting_key', 100), c.bool('checked', false), c.str('value', 255, { isNullable: true }), c.instant('time', { isNullable: false })],
      foreignKeys: [fk('user_id', 'users', 'CASCADE')],
      indices: [{ name: 'IX_user_settings_history_user_key', columnNames: ['user_id', 'setting_key', 'time'] }],
    }));
    await qr.createTable(new Table({
      name: 'refresh_tokens',
      columns: [c.id(), c.int('user_id'), c.str('token_hash', 64), c.str('family_id', 36), c.instant('expires_at', { isNullable: false }), c.instant('revoked_at'), c.createdAt()],
      foreignKeys: [fk('user_id', 'users', 'CASCADE')],
      indices: [
        { name: 'UQ_refresh_tokens_hash', columnNames: ['token_hash'], isUnique: true },
        { name: 'IX_refresh_tokens_family', columnNames: ['family_id'] },
        { name: 'IX_refresh_tokens_user', columnNames: ['user_id'] },
      ],
    }));
    await qr.createTable(new Table({
      name: 'password_links',
      columns: [c.id(), c.int('user_id'), c.str('token_hash', 64), c.str('purpose', 20), c.instant('expires_at', { isNullable: false }), c.instant('used_at'), c.createdAt()],
      foreignKeys: [fk('user_id', 'users', 'CASCADE')],
      indices: [{ name: 'UQ_password_links_hash', columnNames: ['token_hash'], isUnique: true }, { name: 'IX_password_links_user', columnNames: ['user_id'] }],
    }));
    await qr.createTable(new Table({ name: 'app_secrets', columns: [c.str('name', 100, { isPrimary: true }), c.str('value', 255)] }));
    await qr.createTable(new Table({ name: 'job_leases', columns: [c.str('name', 100, { isPrimary: true }), c.str('holder', 100), c.instant('expires_at', { isNullable: false })] }));
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const t of ['job_leases', 'app_secrets', 'password_links', 'refresh_tokens', 'user_settings_history', 'users', 'role_permissions', 'roles']) {
      await qr.dropTable(t);
    }
  }
}
