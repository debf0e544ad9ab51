/**
 * Wishlist and suggestion cloud (issue 17 item 3; spec 3 §3 Wishlist and suggestions, §4, §9).
 * - wishes: one row per wish, indexed by author.
 * - wish_likes: one row per like; unique (wish_id, user_id) makes a like once per wish, and unique
 *   (user_id, slot) with slot 1..3 holds the budget of 3 likes per user on every engine, also under
 *   concurrent likes (a second insert of a taken slot fails on the key).
 * - suggestions: user_id null for an anonymous one (no user stored); indexed by (is_read, created_at),
 *   the list's order.
 */
import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { columns, fk } from '../schema';

export class Genie1700000009900 implements MigrationInterface {
  name = 'Genie1700000009900';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    await qr.createTable(
      new Table({
        name: 'wishes',
        columns: [c.id(), c.str('item', 255), c.int('user_id'), c.createdAt()],
        foreignKeys: [fk('user_id', 'users')],
        indices: [{ name: 'IX_wishes_user_id', columnNames: ['user_id'] }],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'wish_likes',
        columns: [c.id(), c.int('wish_id'), c.int('user_id'), c.int('slot'), c.createdAt()],
        foreignKeys: [fk('wish_id', 'wishes', 'CASCADE'), fk('user_id', 'users')],
        indices: [
          { name: 'UQ_wish_likes_wish_user', columnNames: ['wish_id', 'user_id'], isUnique: true },
          { name: 'UQ_wish_likes_user_slot', columnNames: ['user_id', 'slot'], isUnique: true },
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'suggestions',
        columns: [c.id(), c.str('suggestion', 254), c.int('user_id', { isNullable: true }), c.bool('is_read', false), c.createdAt()],
        foreignKeys: [fk('user_id', 'users')],
        indices: [{ name: 'IX_suggestions_read_created', columnNames: ['is_read', 'created_at'] }],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('suggestions');
    await qr.dropTable('wish_likes');
    await qr.dropTable('wishes');
  }
}
