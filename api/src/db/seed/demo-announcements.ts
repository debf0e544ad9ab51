/**
 * Demo announcements of "Demo UAB" (PORTAL_SEED=demo; issue 16 item 6): three announcements by the office
 * manager and HR — one from two days ago (highlighted on the dashboard), one from last week and one from last
 * month — with rich text written as the editor writes it (cleaned by the same allowlist). No e-mail and no
 * Teams post (written straight into the table). Does nothing when any announcement exists.
 */
import { In, type EntityManager } from 'typeorm';
import { AnnouncementRow } from '../../modules/announcements/announcements.entities';
import { User } from '../../modules/users/users.entities';
import { sanitizeRichText } from '../../shared/rich-text';
import { DEMO_DOMAIN } from './demo-people';

const DAY = 86_400_000;

export const DEMO_ANNOUNCEMENTS = [
  {
    by: 'office', daysAgo: 2, title: 'New meeting rooms on the 3rd floor',
    html: '<p>The two new meeting rooms on the 3rd floor, <strong>Neris</strong> and <strong>Nemunas</strong>, are ready. Both have a screen and a camera for Teams calls. Book them in Outlook like any other room.</p><ul><li><p>Neris: 6 seats</p></li><li><p>Nemunas: 12 seats</p></li></ul>',
  },
  {
    by: 'hr', daysAgo: 8, title: 'Summer party on the 27th of June',
    html: '<h2>Save the date</h2><p>Our summer party takes place on the 27th of June at the Trakai lake house. Buses leave the Vilnius office at 16:00. Families are welcome!</p><p>Please register by the 10th of June in the <a href="https://forms.office.com/">registration form</a>.</p>',
  },
  {
    by: 'hr', daysAgo: 30, title: 'Updated remote work policy',
    html: '<p>From next month everyone may work remotely up to three days a week. Agree the days with your manager. The updated policy is in Policy documents; please read and sign it.</p>',
  },
];

export async function seedDemoAnnouncements(em: EntityManager, now: Date): Promise<void> {
  if (await em.getRepository(AnnouncementRow).count()) return;
  const users = new Map(
    (await em.getRepository(User).find({ select: { id: true, email: true }, where: { email: In(DEMO_ANNOUNCEMENTS.map((a) => `${a.by}@${DEMO_DOMAIN}`)) } })).map((u) => [u.email, u.id]),
  );
  for (const a of [...DEMO_ANNOUNCEMENTS].reverse()) {
    await em.getRepository(AnnouncementRow).insert({
      title: a.title,
      announcement: sanitizeRichText(a.html),
      send_email: false,
      created_by: users.get(`${a.by}@${DEMO_DOMAIN}`) ?? null,
      created_at: new Date(now.getTime() - a.daysAgo * DAY),
    });
  }
}
