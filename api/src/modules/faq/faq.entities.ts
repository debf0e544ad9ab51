/** FAQ tables (spec 3 §3 FAQ): categories, questions, votes and suggested questions (migration 1700000009800). */
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('faq_categories')
export class FaqCategory {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: String, length: 255 }) name: string;
  @CreateDateColumn({ type: Date }) created_at: Date;
}

@Entity('faq_questions')
export class FaqQuestion {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: String, length: 255 }) question: string;
  /** Sanitised rich-text HTML (shared/rich-text.ts). */
  @Column({ type: String }) answer: string;
  /** The answer's visible text (searched, and what the bot shows when the HTML cannot be used). */
  @Column({ type: String }) answer_text: string;
  /** Null: uncategorised. */
  @Column({ type: Number, nullable: true }) category_id: number | null;
  @Column({ type: Number, nullable: true }) created_by: number | null;
  @CreateDateColumn({ type: Date }) created_at: Date;
}

/** One vote per user per question (unique key question_id + user_id). */
@Entity('faq_votes')
export class FaqVote {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: Number }) question_id: number;
  @Column({ type: Number }) user_id: number;
  @Column({ type: Boolean }) is_helpful: boolean;
  @CreateDateColumn({ type: Date }) created_at: Date;
}

/** A suggested question, the object of a `question_suggestion` request. */
@Entity('faq_suggestions')
export class FaqSuggestion {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: String, length: 255 }) question: string;
  /** Sanitised rich-text HTML; empty when the author left it to HR. */
  @Column({ type: String }) answer: string;
  @Column({ type: Number, nullable: true }) category_id: number | null;
  @Column({ type: Number }) user_id: number;
  /** The question made from it on approval. */
  @Column({ type: Number, nullable: true }) question_id: number | null;
  @CreateDateColumn({ type: Date }) created_at: Date;
}

export const FAQ_ENTITIES = [FaqCategory, FaqQuestion, FaqVote, FaqSuggestion];
