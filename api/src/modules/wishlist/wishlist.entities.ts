/** Wishlist and suggestion cloud tables (spec 3 §3 Wishlist and suggestions); see migration 1700000009900-Genie. */
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('wishes')
export class Wish {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: String, length: 255 }) item: string;
  /** The author. */
  @Column({ type: Number }) user_id: number;
  @CreateDateColumn({ type: Date }) created_at: Date;
}

/** One like; `slot` 1..3 is which of the user's three likes it takes (unique per user: the budget). */
@Entity('wish_likes')
export class WishLike {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: Number }) wish_id: number;
  @Column({ type: Number }) user_id: number;
  @Column({ type: Number }) slot: number;
  @CreateDateColumn({ type: Date }) created_at: Date;
}

/** A suggestion; `user_id` null when anonymous (then nothing about the author is kept). */
@Entity('suggestions')
export class Suggestion {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: String, length: 254 }) suggestion: string;
  @Column({ type: Number, nullable: true }) user_id: number | null;
  @Column({ type: Boolean, default: false }) is_read: boolean;
  @CreateDateColumn({ type: Date }) created_at: Date;
}

export const WISHLIST_ENTITIES = [Wish, WishLike, Suggestion];
