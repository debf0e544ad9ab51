/** The library's relation rules (spec 3 §6 "Rules by relation"), table-driven over plain facts. */
import type { Permission } from '../../contracts/permissions';
import { bookAbilitiesOf, type BookFacts } from './library.policy';

const actor = (id: number, ...perms: Permission[]) => ({ id, permissions: new Set<Permission>(perms) });
const reader = actor(1, 'library_read');
const borrower = actor(2, 'library_read', 'library_order');
const other = actor(3, 'library_read', 'library_order');
const librarian = actor(4, 'library_read', 'library_write');

const shelf: BookFacts = { borrowerId: null, extended: false, watched: false };
const taken: BookFacts = { borrowerId: 2, extended: false, watched: false };
const extended: BookFacts = { ...taken, extended: true };
const watched: BookFacts = { ...taken, watched: true };

it.each([
  ['reader, book on the shelf', reader, shelf, { edit: false, delete: false, order: false, extend: false, return: false, watch: false, unwatch: false }],
  ['borrower-to-be orders a book on the shelf', borrower, shelf, { edit: false, delete: false, order: true, extend: false, return: false, watch: false, unwatch: false }],
  ['borrower extends and returns, cannot watch own book', borrower, taken, { edit: false, delete: false, order: false, extend: true, return: true, watch: false, unwatch: false }],
  ['borrower cannot extend twice', borrower, extended, { edit: false, delete: false, order: false, extend: false, return: true, watch: false, unwatch: false }],
  ['someone else watches, cannot return or extend', other, taken, { edit: false, delete: false, order: false, extend: false, return: false, watch: true, unwatch: false }],
  ['a watcher unwatches', other, watched, { edit: false, delete: false, order: false, extend: false, return: false, watch: false, unwatch: true }],
  ['librarian returns any taken book, cannot delete it', librarian, taken, { edit: true, delete: false, order: false, extend: false, return: true, watch: false, unwatch: false }],
  ['librarian deletes a returned book', librarian, shelf, { edit: true, delete: true, order: false, extend: false, return: false, watch: false, unwatch: false }],
])('%s', (_name, who, facts, can) => {
  expect(bookAbilitiesOf(who, facts)).toEqual(can);
});
