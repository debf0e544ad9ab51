/**
 * Business trips (spec 2 §3 Business trip; migration 1700000008000): the trip, its lists and the
 * edit audits. Calendar dates `YYYY-MM-DD`; flight times UTC instants; money in cents (EUR);
 * hours ×100 (`hundredths`). `date_start`/`date_end` are the destinations' span, kept for the calendar.
 */
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('business_trip_time_options')
export class TripTimeOption {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: String, length: 255 }) description: string;
  @Column({ type: String, length: 255 }) description_lt: string;
  @Column({ type: Boolean }) is_travel_time: boolean;
  @Column({ type: Boolean }) is_work_time: boolean;
}

@Entity('business_trips')
export class BusinessTrip {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: Number }) traveler_id: number;
  @Column({ type: Number, nullable: true }) created_by_user_id: number | null;
  /** The first trip of a set created together for several travellers (null: travels alone). */
  @Column({ type: Number, nullable: true }) group_id: number | null;
  @Column({ type: String, length: 255, nullable: true }) project_name: string | null;
  @Column({ type: String, length: 255, nullable: true }) project_number: string | null;
  @Column({ type: String, length: 10, nullable: true }) request_date: string | null;
  @Column({ type: String, length: 255 }) trip_purpose: string;
  @Column({ type: String, length: 255, nullable: true }) other_arrangements: string | null;
  @Column({ type: Number, default: 1 }) travel_time_hours_option_id: number;
  @Column({ type: Number, default: 1 }) work_time_hours_option_id: number;
  @Column({ type: Boolean, default: false }) should_book_flight: boolean;
  @Column({ type: Boolean, default: false }) should_book_accommodation: boolean;
  @Column({ type: String, length: 10 }) date_start: string;
  @Column({ type: String, length: 10 }) date_end: string;
  @CreateDateColumn({ type: Date }) created_at: Date;
  @Column({ type: Date, nullable: true }) updated_at: Date | null;
}

@Entity('business_trip_destinations')
export class TripDestination {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: Number }) business_trip_id: number;
  @Column({ type: String, length: 2 }) destination_code: string;
  @Column({ type: String, length: 10 }) date_start: string;
  @Column({ type: String, length: 10 }) date_end: string;
}

@Entity('business_trip_flights')
export class TripFlight {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: Number }) business_trip_id: number;
  @Column({ type: String, length: 512 }) place_from: string;
  @Column({ type: String, length: 512 }) place_to: string;
  @Column({ type: Date }) departure: Date;
  @Column({ type: Date }) arrival: Date;
  @Column({ type: Boolean, default: false }) request: boolean;
  @Column({ type: Number, nullable: true }) paid_cents: number | null;
  @Column({ type: String, length: 255, nullable: true }) notes: string | null;
}

@Entity('business_trip_accommodations')
export class TripAccommodation {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: Number }) business_trip_id: number;
  @Column({ type: String, length: 255 }) city: string;
  @Column({ type: String, length: 255, nullable: true }) hotel: string | null;
  @Column({ type: String, length: 10 }) arrival: string;
  @Column({ type: String, length: 10 }) leave: string;
  @Column({ type: Number, nullable: true }) paid_cents: number | null;
}

@Entity('business_trip_travel_times')
export class TripTravelTime {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: Number }) business_trip_id: number;
  @Column({ type: String, length: 10 }) date: string;
  @Column({ type: Number }) hundredths: number;
  /** leaving | arriving */
  @Column({ type: String, length: 10 }) direction: string;
}

@Entity('business_trip_work_times')
export class TripWorkTime {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: Number }) business_trip_id: number;
  @Column({ type: String, length: 10 }) date: string;
  @Column({ type: Number }) hundredths: number;
}

@Entity('business_trip_other_travelers')
export class TripOtherTraveler {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: Number }) business_trip_id: number;
  @Column({ type: Number }) user_id: number;
}

/** Columns every edit audit row carries. */
abstract class AuditBase {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: Number }) business_trip_id: number;
  @Column({ type: Number, nullable: true }) request_id: number | null;
  @Column({ type: Number }) changed_by: number;
  @Column({ type: Number, nullable: true }) step_id: number | null;
  @CreateDateColumn({ type: Date }) changed_at: Date;
}

/** audit_travel_times (spec 2 §3): old/new date, direction, travel time. */
@Entity('business_trip_audit_travel_times')
export class TripTravelTimeAudit extends AuditBase {
  @Column({ type: String, length: 10, nullable: true }) old_date: string | null;
  @Column({ type: String, length: 10, nullable: true }) new_date: string | null;
  @Column({ type: String, length: 10 }) direction: string;
  @Column({ type: Number, nullable: true }) old_hundredths: number | null;
  @Column({ type: Number, nullable: true }) new_hundredths: number | null;
}

/** audit_work_times (spec 2 §3): old/new date, work time. */
@Entity('business_trip_audit_work_times')
export class TripWorkTimeAudit extends AuditBase {
  @Column({ type: String, length: 10, nullable: true }) old_date: string | null;
  @Column({ type: String, length: 10, nullable: true }) new_date: string | null;
  @Column({ type: Number, nullable: true }) old_hundredths: number | null;
  @Column({ type: Number, nullable: true }) new_hundredths: number | null;
}

/** audit_business_trip (spec 2 §3): old/new time options and trip dates. */
@Entity('business_trip_audits')
export class TripAudit extends AuditBase {
  @Column({ type: Number, nullable: true }) old_travel_time_hours_option_id: number | null;
  @Column({ type: Number, nullable: true }) new_travel_time_hours_option_id: number | null;
  @Column({ type: Number, nullable: true }) old_work_time_hours_option_id: number | null;
  @Column({ type: Number, nullable: true }) new_work_time_hours_option_id: number | null;
  @Column({ type: String, length: 10, nullable: true }) old_date_start: string | null;
  @Column({ type: String, length: 10, nullable: true }) new_date_start: string | null;
  @Column({ type: String, length: 10, nullable: true }) old_date_end: string | null;
  @Column({ type: String, length: 10, nullable: true }) new_date_end: string | null;
}

export const BUSINESS_TRIP_ENTITIES = [
  TripTimeOption, BusinessTrip, TripDestination, TripFlight, TripAccommodation, TripTravelTime, TripWorkTime, TripOtherTraveler,
  TripTravelTimeAudit, TripWorkTimeAudit, TripAudit,
];
