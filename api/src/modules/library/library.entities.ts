/** Library tables (spec 3 §3 Book, Book request): books, their images, watches, requests and sent notices. */
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('books')
export class Book {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: String, length: 255 }) title: string;
  @Column({ type: String, length: 255 }) author: string;
  @Column({ type: String, length: 255 }) owner: string;
  @Column({ type: String, length: 512, nullable: true }) notes: string | null;
  /** The borrower; null while the book is on the shelf (returned). Set only by a conditional UPDATE. */
  @Column({ type: Number, nullable: true }) user_id: number | null;
  /** YYYY-MM-DD (company days), null while returned. */
  @Column({ type: String, length: 10, nullable: true }) planned_return_date: string | null;
  /** YYYY-MM-DD the current borrower took it. */
  @Column({ type: String, length: 10, nullable: true }) date_issued: string | null;
  /** The current order was extended (once per order). */
  @Column({ type: Boolean, default: false }) extended: boolean;
  @Column({ type: Number, nullable: true }) created_by: number | null;
  @CreateDateColumn({ type: Date }) created_at: Date;
}

@Entity('book_images')
export class BookImage {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: Number }) book_id: number;
  @Column({ type: Number }) file_id: number;
  @Column({ type: Boolean, default: false }) is_cover: boolean;
  /** Order of the images (0 first). */
  @Column({ type: Number, default: 0 }) position: number;
}

@Entity('book_watches')
export class BookWatch {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: Number }) book_id: number;
  @Column({ type: Number }) user_id: number;
}

/** Book request (spec 3 §3): the object of a `book_request` approval request. */
@Entity('book_requests')
export class BookRequest {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: Number }) user_id: number;
  @Column({ type: String, length: 255 }) title: string;
  @Column({ type: String, length: 255 }) author: string;
  @Column({ type: String, length: 255 }) link: string;
  @Column({ type: String, length: 2048, nullable: true }) notes: string | null;
  @CreateDateColumn({ type: Date }) created_at: Date;
}

/**
 * One notice sent to one person (kind `due_tomorrow` | `overdue` | `back_on_shelf`) about one book on one
 * company day; unique on all four, so a job run twice (or by two server copies) sends it once.
 */
@Entity('library_notices')
export class LibraryNotice {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: String, length: 20 }) kind: string;
  @Column({ type: Number }) book_id: number;
  @Column({ type: Number }) user_id: number;
  @Column({ type: String, length: 10 }) day: string;
  @CreateDateColumn({ type: Date }) created_at: Date;
}

/** Library settings (key → value); `company_name` is the default owner of a new book. */
@Entity('library_settings')
export class LibrarySetting {
  @Column({ type: String, length: 100, primary: true }) name: string;
  @Column({ type: String, length: 255 }) value: string;
}
