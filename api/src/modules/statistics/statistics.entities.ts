/** Statistics snapshots (spec 3 §3 Statistics): each recomputation is one row holding every series as JSON. */
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('statistics_snapshots')
export class StatisticsSnapshot {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: Date }) computed_at: Date;
  /** JSON of `{ yearly, quarterly, monthly }` (contracts/statistics.ts statisticsReply without computed_at). */
  @Column({ type: String }) payload: string;
}
