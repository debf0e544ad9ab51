/** The announcement's Teams card (announcements.notices.ts): its date is the company's day, DD/MM/YYYY (docs/decisions/0005). */
import { startTestApp, type TestApp } from '../../test/harness';
import { AnnouncementRow } from './announcements.entities';
import { announcementCard } from './announcements.notices';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it("heads the card with the company's day of the announcement, not the UTC date", () => {
  // 23:30 UTC on 26 November is already 27 November in Vilnius
  const a = Object.assign(new AnnouncementRow(), { id: 5, title: 'Office closed', announcement: '<p>Friday</p>', created_at: new Date('2026-11-26T23:30:00Z') });
  expect(announcementCard(t.ctx, a, 'en').body[0].text).toBe('Announcement · 27/11/2026');
  expect(announcementCard(t.ctx, a, 'lt').body[0].text).toMatch(/ · 27\/11\/2026$/);
});
