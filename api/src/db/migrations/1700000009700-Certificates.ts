/**
 * Certificates (issue 16 item 3; spec 3 §3 Certificate and user certificate): the catalogue
 * (`certificates`), certificates held by users (`user_certificates`), requests of a new certificate
 * (`certificate_requests`, the object of request type `certificate`) and the expiry notices sent
 * (`certificate_expiry_notices`, unique per user certificate and end date: one e-mail round each).
 */
import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { columns, fk } from '../schema';

export class Certificates1700000009700 implements MigrationInterface {
  name = 'Certificates1700000009700';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    await qr.createTable(
      new Table({
        name: 'certificates',
        columns: [c.id(), c.str('code', 255), c.str('name', 255), c.str('description', 512, { isNullable: true }), c.createdAt()],
        indices: [
          { name: 'IX_certificates_code', columnNames: ['code'] },
          { name: 'IX_certificates_name', columnNames: ['name'] },
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'user_certificates',
        columns: [c.id(), c.int('user_id'), c.int('certificate_id'), c.date('start_date', { isNullable: false }), c.date('end_date'), c.createdAt()],
        foreignKeys: [fk('user_id', 'users'), fk('certificate_id', 'certificates')],
        indices: [
          { name: 'IX_user_certificates_user_id', columnNames: ['user_id'] },
          { name: 'IX_user_certificates_certificate_id', columnNames: ['certificate_id'] },
          { name: 'IX_user_certificates_end_date', columnNames: ['end_date'] },
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'certificate_requests',
        columns: [
          c.id(),
          c.int('user_id'),
          c.str('code', 255),
          c.str('name', 255),
          c.str('description', 512, { isNullable: true }),
          c.bool('add_on_approve', false),
          c.date('date_start'),
          c.date('date_end'),
          c.int('certificate_id', { isNullable: true }),
          c.createdAt(),
        ],
        foreignKeys: [fk('user_id', 'users'), fk('certificate_id', 'certificates')],
        indices: [{ name: 'IX_certificate_requests_user_id', columnNames: ['user_id'] }],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'certificate_expiry_notices',
        columns: [c.id(), c.int('user_certificate_id'), c.date('end_date', { isNullable: false }), c.createdAt()],
        indices: [{ name: 'UQ_certificate_expiry_notices_once', columnNames: ['user_certificate_id', 'end_date'], isUnique: true }],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const t of ['certificate_expiry_notices', 'certificate_requests', 'user_certificates', 'certificates']) await qr.dropTable(t);
  }
}
