/** Certificates rules (certificates.policy.ts), table-driven over plain callers. */
import type { Permission } from '../../contracts/permissions';
import {
  assertCanReadUserCertificates, assertCanWriteUserCertificates, canReadUserCertificates, canWriteCatalogue, canWriteUserCertificates, userCertificateAbilitiesOf,
} from './certificates.policy';

const who = (id: number, ...perms: Permission[]) => ({ id, permissions: new Set<Permission>(perms) });
const HOLDER = 7;

it.each([
  ['the holder', who(HOLDER), true, true],
  ['another employee', who(8), false, false],
  ['the overview reader', who(8, 'user_certificates_read'), true, false],
  ['the catalogue admin', who(8, 'certificates_write'), true, true],
  ['a catalogue reader', who(8, 'certificates_read'), false, false],
])('%s: read %s, write %s', (_name, caller, read, write) => {
  expect(canReadUserCertificates(caller, HOLDER)).toBe(read);
  expect(canWriteUserCertificates(caller, HOLDER)).toBe(write);
  expect(userCertificateAbilitiesOf(caller, HOLDER)).toEqual({ edit: write, delete: write });
  if (!read) expect(() => assertCanReadUserCertificates(caller, HOLDER)).toThrow('missing_permissions');
  if (!write) expect(() => assertCanWriteUserCertificates(caller, HOLDER)).toThrow('missing_permissions');
});

it('only certificates_write edits the catalogue', () => {
  expect(canWriteCatalogue(who(1, 'certificates_write'))).toBe(true);
  expect(canWriteCatalogue(who(1, 'certificates_read', 'user_certificates_read'))).toBe(false);
});
