/**
 * Demo guests of "Demo UAB" (PORTAL_SEED=demo; issue 14 item 6 "a week of guests"): visits to the Vilnius
 * office from two days ago to four days ahead, registered by the office manager (Aušra), the receptionist
 * (Monika) and a few employees — one ended, one canceled, one employee guest from the London office, one
 * with a note — so /guests shows every label and the "show ended" toggle has something to show.
 * Times are company wall-clock times (TIME_ZONE). Written straight into the table inside the seeding
 * transaction (no e-mails). Does nothing when any guest exists.
 */
import { In, type EntityManager } from 'typeorm';
import { GuestVisit } from '../../modules/guests/guests.entities';
import { User } from '../../modules/users/users.entities';
import { addCompanyDays, companyDay, companyDayStart } from '../../shared/company-time';
import { DEMO_DOMAIN } from './demo-people';

interface DemoGuest {
  by: string;
  day: number;
  from: string;
  to: string;
  name: string;
  purpose: string;
  phone: string;
  notes?: string;
  employee?: boolean;
  canceled?: boolean;
}

const GUESTS: DemoGuest[] = [
  { by: 'office', day: -2, from: '10:00', to: '11:30', name: 'Rimantas Vaitkus', purpose: 'Office cleaning contract review', phone: '+370 611 10203' },
  { by: 'monika', day: -1, from: '09:00', to: '17:00', name: 'Elektros tinklai UAB (2 technicians)', purpose: 'Server room power maintenance', phone: '+370 652 44120', notes: 'Access to the server room with Rūta.' },
  { by: 'manager', day: 0, from: '13:00', to: '15:00', name: 'Eglė Navickienė', purpose: 'Job interview: backend developer', phone: '+370 686 30411' },
  { by: 'office', day: 0, from: '15:30', to: '16:30', name: 'Kavos Namai UAB', purpose: 'Coffee machine service', phone: '+370 5 212 4455', canceled: true },
  { by: 'laura', day: 1, from: '10:00', to: '12:00', name: 'Peter Lawson', purpose: 'Quarterly partner meeting', phone: '+44 20 7946 0321', notes: 'Needs a guest Wi-Fi account.' },
  { by: 'jonas', day: 1, from: '14:00', to: '18:00', name: 'Charlotte Evans', purpose: 'Visiting from the London office: sprint planning', phone: '+44 7700 900118', employee: true },
  { by: 'office', day: 2, from: '09:30', to: '10:30', name: 'Dovilė Kazlauskaitė', purpose: 'Insurance policy renewal', phone: '+370 612 98014' },
  { by: 'monika', day: 3, from: '11:00', to: '12:00', name: 'Lietuvos paštas courier', purpose: 'Pick-up of signed contracts', phone: '+370 700 55400' },
  { by: 'catherine', day: 4, from: '10:00', to: '16:00', name: 'Agnė Petrauskienė', purpose: 'Training: first aid at work', phone: '+370 645 22017', notes: 'Projector in the large meeting room.' },
];

const at = (day: string, time: string) => {
  const [h, m] = time.split(':').map(Number);
  return new Date(companyDayStart(day).getTime() + (h * 60 + m) * 60_000);
};

/** Seeds the week of guests (once). */
export async function seedDemoGuests(em: EntityManager, now: Date): Promise<void> {
  if (await em.getRepository(GuestVisit).count()) return;
  const emails = [...new Set(GUESTS.map((g) => `${g.by}@${DEMO_DOMAIN}`))];
  const users = new Map((await em.getRepository(User).findBy({ email: In(emails) })).map((u) => [u.email, u.id]));
  const rows = GUESTS.flatMap((g) => {
    const registrator = users.get(`${g.by}@${DEMO_DOMAIN}`);
    if (!registrator) return [];
    const day = companyDay(addCompanyDays(now, g.day));
    return [{
      name: g.name, purpose: g.purpose, phone_number: g.phone, notes: g.notes ?? null, date_start: at(day, g.from), date_end: at(day, g.to),
      is_employee: g.employee ?? false, registrator_id: registrator, canceled: g.canceled ?? false, notify_admin: false, send_calendar_file: false, sequence: 0,
    }];
  });
  if (rows.length) await em.getRepository(GuestVisit).insert(rows);
}
