/**
 * The people of the demo company "Demo UAB" (Vilnius, Kaunas and London offices). Departments
 * are expressed through reporting lines (`manager`):
 *
 * ```
 * Vytautas Jankauskas (CEO)
 * ├─ Rūta Kazlauskienė (IT, admin@demo.lt) ─ Žygimantas Kučinskas
 * ├─ Catherine Hughes (COO)
 * │  ├─ Dalia Paulauskienė (Accounting, accounting@demo.lt) ─ Rasa, Thomas, Ona
 * │  └─ Aušra Bielskienė (Office, office@demo.lt) ─ Monika
 * ├─ Mindaugas Stankevičius (Engineering, manager@demo.lt) ─ Charlotte (product)
 * │  ├─ Laura Petrauskaitė (Platform team) ─ Jonas, Tomas, Oliver, Ieva, Lukas, Benjamin, Ugnė, Grace, Ąžuolas, Mantas
 * │  └─ Daniel Murphy (Web & Mobile team) ─ Gabija, Matas, Emma, Dovydas, Agnė, James, Karolis, Rokas, Kęstutis, Andrius
 * ├─ Sarah Mitchell (Sales) ─ Paulius, Justina, William, Simona, Edvinas, Chloe, Henry
 * └─ Eglė Žukauskienė (HR, hr@demo.lt) ─ Kristina, Sophie
 *    └─ Gintarė Šimkutė (Recruitment, hiring@demo.lt) ─ Emily, Arnas
 * ```
 *
 * Dates that must stay meaningful whenever the seed runs are relative to the seeding day:
 * `birthday` as a number is "in that many days", `start` as a number is "that many days ago"
 * (negative: in the future).
 */
import type { DemoRoleName } from './demo-roles';

/** Domain of every demo e-mail address. */
export const DEMO_DOMAIN = 'demo.lt';

export type Office = 'vilnius' | 'kaunas' | 'london' | 'remote';

export interface DemoPerson {
  /** Local part of the e-mail (`<email>@demo.lt`), ASCII. */
  email: string;
  /** Login name; defaults to the e-mail's local part. */
  username?: string;
  name: string;
  surname: string;
  role: DemoRoleName;
  /** Optional second role (temp_role_id). */
  secondRole?: DemoRoleName;
  /** E-mail local part of the direct manager; listed earlier in {@link DEMO_PEOPLE}. */
  manager?: string;
  position: string;
  /** `YYYY-MM-DD`, or days before the seeding day (negative: a future start). */
  start: string | number;
  /** `MM-DD`, or in how many days from the seeding day the next birthday is. */
  birthday: string | number;
  age: number;
  phone: string;
  home: string;
  mailing?: string;
  office: Office;
  locale?: 'en' | 'lt';
  /** Still to see the entry page after signing in. */
  firstSignIn?: boolean;
  /** No password yet: has to use "Activate account". */
  notActivated?: boolean;
  disabled?: boolean;
  /** Synced from the external system (Navision): locked from editing. */
  navisionId?: string;
  /** Contract end as days from the seeding day. */
  contractEndsInDays?: number;
  /** Declines public birthday congratulations. */
  noBirthdayCongratulations?: boolean;
  noPhotos?: boolean;
}

export const OFFICES: Record<Office, string> = {
  vilnius: 'Vilnius office, Konstitucijos pr. 21A, LT-08130 Vilnius',
  kaunas: 'Kaunas office, Laisvės al. 53, LT-44309 Kaunas',
  london: 'London office, 1 Finsbury Avenue, London EC2M 2PF',
  remote: 'Remote',
};

/** Everyone, managers before their subordinates. */
export const DEMO_PEOPLE: readonly DemoPerson[] = [
  // Management
  { email: 'vytautas', name: 'Vytautas', surname: 'Jankauskas', role: 'Manager', position: 'Chief Executive Officer', start: '2012-03-01', birthday: '04-18', age: 52, phone: '+370 612 40118', home: 'Žvėryno g. 14-3, LT-09309 Vilnius', office: 'vilnius', locale: 'lt' },
  { email: 'admin', name: 'Rūta', surname: 'Kazlauskienė', role: 'Administrator', manager: 'vytautas', position: 'IT Systems Administrator', start: '2014-09-15', birthday: '09-02', age: 41, phone: '+370 615 20931', home: 'Užupio g. 30-1, LT-01200 Vilnius', office: 'vilnius' },
  { email: 'zygimantas', name: 'Žygimantas', surname: 'Kučinskas', role: 'Employee', manager: 'admin', position: 'Security Engineer', start: '2019-02-04', birthday: '02-11', age: 34, phone: '+370 618 77402', home: 'Šeškinės g. 31-45, LT-07156 Vilnius', office: 'vilnius', locale: 'lt' },
  { email: 'catherine', name: 'Catherine', surname: 'Hughes', role: 'Manager', manager: 'vytautas', position: 'Chief Operating Officer', start: '2015-06-01', birthday: '11-23', age: 47, phone: '+44 7700 900141', home: '5 Marylebone High Street, London W1U 4NE', office: 'london' },

  // Engineering
  { email: 'manager', username: 'mindaugas', name: 'Mindaugas', surname: 'Stankevičius', role: 'Manager', manager: 'vytautas', position: 'Head of Engineering', start: '2013-01-07', birthday: '07-29', age: 45, phone: '+370 620 11873', home: 'Antakalnio g. 44-2, LT-10305 Vilnius', office: 'vilnius', locale: 'lt' },
  { email: 'laura', name: 'Laura', surname: 'Petrauskaitė', role: 'Manager', secondRole: 'Hiring manager', manager: 'manager', position: 'Team Lead, Platform', start: '2016-04-11', birthday: '05-06', age: 38, phone: '+370 622 35016', home: 'Žirmūnų g. 68-12, LT-09131 Vilnius', office: 'vilnius', locale: 'lt' },
  { email: 'daniel', name: 'Daniel', surname: 'Murphy', role: 'Manager', manager: 'manager', position: 'Team Lead, Web & Mobile', start: '2017-10-02', birthday: '12-14', age: 39, phone: '+370 623 90514', home: 'Pylimo g. 41-6, LT-01136 Vilnius', office: 'vilnius' },
  { email: 'charlotte', name: 'Charlotte', surname: 'Evans', role: 'Employee', manager: 'manager', position: 'Product Manager', start: '2020-03-02', birthday: '03-27', age: 36, phone: '+44 7700 900327', home: '9 Upper Street, London N1 0PQ', office: 'london' },
  // Platform team
  { email: 'jonas', name: 'Jonas', surname: 'Petrauskas', role: 'Employee', manager: 'laura', position: 'Backend Developer', start: '2021-08-16', birthday: '06-21', age: 29, phone: '+370 624 61021', home: 'Kalvarijų g. 125-7, LT-08221 Vilnius', office: 'vilnius', firstSignIn: true },
  { email: 'tomas', name: 'Tomas', surname: 'Žemaitis', role: 'Employee', manager: 'laura', position: 'Senior Backend Developer', start: '2018-05-02', birthday: 1, age: 33, phone: '+370 625 14502', home: 'Verkių g. 29-103, LT-09108 Vilnius', office: 'vilnius', locale: 'lt' },
  { email: 'oliver', name: 'Oliver', surname: 'Bennett', role: 'Employee', manager: 'laura', position: 'Backend Developer', start: '2022-01-10', birthday: '01-09', age: 27, phone: '+44 7700 900109', home: '14 Highbury Grove, London N5 2EA', office: 'london' },
  { email: 'ieva', name: 'Ieva', surname: 'Mockutė', role: 'Employee', manager: 'laura', position: 'DevOps Engineer', start: '2019-11-04', birthday: '08-15', age: 31, phone: '+370 626 81504', home: 'Vytauto pr. 32-4, LT-44328 Kaunas', office: 'kaunas', locale: 'lt' },
  { email: 'lukas', name: 'Lukas', surname: 'Urbonas', role: 'Employee', manager: 'laura', position: 'Junior Backend Developer', start: 20, birthday: '10-30', age: 23, phone: '+370 627 03010', home: 'Baltupio g. 11-4, LT-08119 Vilnius', office: 'vilnius', locale: 'lt', firstSignIn: true },
  { email: 'benjamin', name: 'Benjamin', surname: 'Scott', role: 'Employee', manager: 'laura', position: 'Data Engineer', start: '2021-02-15', birthday: '02-28', age: 35, phone: '+44 7700 900228', home: '22 Clapham Common North Side, London SW4 0RJ', office: 'london' },
  { email: 'ugne', name: 'Ugnė', surname: 'Sabaliauskaitė', role: 'Employee', manager: 'laura', position: 'Backend Developer', start: '2022-09-05', birthday: 15, age: 28, phone: '+370 628 90515', home: 'Ąžuolyno g. 7-31, LT-07196 Vilnius', office: 'vilnius', locale: 'lt', noBirthdayCongratulations: true },
  { email: 'grace', name: 'Grace', surname: 'Thompson', role: 'Employee', manager: 'laura', position: 'QA Engineer', start: '2020-07-01', birthday: '07-08', age: 30, phone: '+370 629 70708', home: 'Mindaugo g. 25-17, LT-03214 Vilnius', office: 'vilnius' },
  { email: 'azuolas', name: 'Ąžuolas', surname: 'Vaičiulis', role: 'Employee', manager: 'laura', position: 'Site Reliability Engineer', start: '2019-05-20', birthday: '05-25', age: 32, phone: '+370 630 52005', home: 'Herkaus Manto g. 12-5, LT-92236 Klaipėda', office: 'remote', locale: 'lt' },
  { email: 'mantas', name: 'Mantas', surname: 'Petraitis', role: 'Employee', manager: 'laura', position: 'Backend Developer', start: -5, birthday: '09-19', age: 26, phone: '+370 631 91905', home: 'Įsruties g. 5-14, LT-06240 Vilnius', office: 'vilnius', locale: 'lt', firstSignIn: true, notActivated: true },
  // Web & Mobile team
  { email: 'gabija', name: 'Gabija', surname: 'Vasiliauskaitė', role: 'Employee', manager: 'daniel', position: 'Frontend Developer', start: '2021-04-06', birthday: 3, age: 27, phone: '+370 632 40603', home: 'Fabijoniškių g. 9-88, LT-07109 Vilnius', office: 'vilnius', locale: 'lt' },
  { email: 'matas', name: 'Matas', surname: 'Balčiūnas', role: 'Employee', manager: 'daniel', position: 'Mobile Developer', start: '2020-10-12', birthday: '10-04', age: 30, phone: '+370 633 01012', home: 'Kęstučio g. 61-9, LT-44304 Kaunas', office: 'kaunas', locale: 'lt' },
  { email: 'emma', name: 'Emma', surname: 'Wilson', role: 'Employee', manager: 'daniel', position: 'UX/UI Designer', start: '2019-08-19', birthday: '08-03', age: 33, phone: '+44 7700 900803', home: '7 Chalk Farm Road, London NW1 8AA', office: 'london', noPhotos: true },
  { email: 'dovydas', name: 'Dovydas', surname: 'Navickas', role: 'Employee', manager: 'daniel', position: 'Frontend Developer', start: '2023-02-01', birthday: '01-26', age: 25, phone: '+370 634 12601', home: 'Lvovo g. 89-51, LT-08104 Vilnius', office: 'vilnius', locale: 'lt' },
  { email: 'agne', name: 'Agnė', surname: 'Rimkutė', role: 'Employee', manager: 'daniel', position: 'QA Engineer', start: '2021-11-22', birthday: '11-05', age: 29, phone: '+370 635 51105', home: 'Savanorių pr. 255-12, LT-50246 Kaunas', office: 'kaunas', locale: 'lt' },
  { email: 'james', name: 'James', surname: 'Carter', role: 'Employee', manager: 'daniel', position: 'Mobile Developer (contractor)', start: '2024-03-04', birthday: '03-12', age: 37, phone: '+44 7700 900312', home: '31 Brick Lane, London E1 6PU', office: 'london', contractEndsInDays: 180 },
  { email: 'karolis', name: 'Karolis', surname: 'Baranauskas', role: 'Employee', manager: 'daniel', position: 'Frontend Developer', start: '2022-06-13', birthday: '06-02', age: 26, phone: '+370 636 60213', home: 'Pramonės pr. 15-40, LT-51327 Kaunas', office: 'kaunas', locale: 'lt' },
  { email: 'rokas', name: 'Rokas', surname: 'Žilinskas', role: 'Employee', manager: 'daniel', position: 'Frontend Developer', start: '2023-09-11', birthday: '12-30', age: 24, phone: '+370 637 23011', home: 'Taikos pr. 87-23, LT-93200 Klaipėda', office: 'remote', locale: 'lt' },
  { email: 'kestutis', name: 'Kęstutis', surname: 'Mažeika', role: 'Employee', manager: 'daniel', position: 'Senior Frontend Developer', start: '2017-02-20', birthday: 28, age: 40, phone: '+370 638 22028', home: 'Savanorių pr. 176-20, LT-03154 Vilnius', office: 'vilnius', locale: 'lt' },
  { email: 'andrius', name: 'Andrius', surname: 'Kazlauskas', role: 'Employee', manager: 'daniel', position: 'Frontend Developer (left the company)', start: '2019-01-14', birthday: '04-04', age: 31, phone: '+370 639 40414', home: 'Šilo g. 4-2, LT-10317 Vilnius', office: 'vilnius', locale: 'lt', disabled: true, contractEndsInDays: -60 },

  // Sales
  { email: 'sarah', name: 'Sarah', surname: 'Mitchell', role: 'Manager', manager: 'vytautas', position: 'Head of Sales', start: '2016-01-18', birthday: 6, age: 44, phone: '+44 7700 900618', home: '48 Greenwich Church Street, London SE10 9BL', office: 'london' },
  { email: 'paulius', name: 'Paulius', surname: 'Grigas', role: 'Employee', manager: 'sarah', position: 'Account Executive', start: '2018-03-19', birthday: '03-03', age: 34, phone: '+370 640 30319', home: 'Gedimino pr. 40-8, LT-01110 Vilnius', office: 'vilnius', locale: 'lt', navisionId: 'NAV-1021' },
  { email: 'justina', name: 'Justina', surname: 'Jurgaitytė', role: 'Employee', manager: 'sarah', position: 'Account Manager', start: '2019-06-10', birthday: '06-30', age: 30, phone: '+370 641 61030', home: 'Donelaičio g. 62-3, LT-44248 Kaunas', office: 'kaunas', locale: 'lt', navisionId: 'NAV-1022' },
  { email: 'william', name: 'William', surname: 'Harris', role: 'Employee', manager: 'sarah', position: 'Sales Representative, UK', start: '2020-02-03', birthday: '02-19', age: 38, phone: '+44 7700 900219', home: '17 Camden Passage, London N1 8EA', office: 'london', navisionId: 'NAV-1023' },
  { email: 'simona', name: 'Simona', surname: 'Lukoševičiūtė', role: 'Employee', manager: 'sarah', position: 'Sales Representative', start: '2022-04-19', birthday: '04-27', age: 27, phone: '+370 642 42704', home: 'Ukmergės g. 220-61, LT-07161 Vilnius', office: 'vilnius', locale: 'lt' },
  { email: 'edvinas', name: 'Edvinas', surname: 'Šukys', role: 'Employee', manager: 'sarah', position: 'Business Development Manager', start: '2017-07-24', birthday: '07-17', age: 42, phone: '+370 643 71724', home: 'Tilžės g. 9-2, LT-91250 Klaipėda', mailing: 'P. d. 1207, LT-91007 Klaipėda', office: 'remote', locale: 'lt' },
  { email: 'chloe', name: 'Chloe', surname: 'Roberts', role: 'Employee', manager: 'sarah', position: 'Sales Coordinator', start: '2023-05-15', birthday: '10-21', age: 26, phone: '+44 7700 901021', home: '2 Hoxton Square, London N1 6NU', office: 'london' },
  { email: 'henry', name: 'Henry', surname: 'Walker', role: 'Employee', manager: 'sarah', position: 'Sales Representative, UK', start: '2021-09-27', birthday: '09-09', age: 31, phone: '+44 7700 900909', home: '60 Stoke Newington Church Street, London N16 0AR', office: 'london' },

  // Accounting
  { email: 'accounting', username: 'dalia', name: 'Dalia', surname: 'Paulauskienė', role: 'Accounting', manager: 'catherine', position: 'Chief Accountant', start: '2014-02-03', birthday: '01-15', age: 49, phone: '+370 644 11503', home: 'Ozo g. 18-77, LT-08243 Vilnius', office: 'vilnius', locale: 'lt' },
  { email: 'rasa', name: 'Rasa', surname: 'Kavaliauskienė', role: 'Accounting', manager: 'accounting', position: 'Accountant', start: '2018-10-01', birthday: 10, age: 43, phone: '+370 645 10010', home: 'Žalgirio g. 92-14, LT-09303 Vilnius', office: 'vilnius', locale: 'lt' },
  { email: 'thomas', name: 'Thomas', surname: 'Green', role: 'Accounting', manager: 'accounting', position: 'Payroll Specialist', start: '2020-11-16', birthday: '11-16', age: 35, phone: '+370 646 11616', home: 'Latvių g. 3-9, LT-08123 Vilnius', office: 'vilnius' },
  { email: 'ona', name: 'Ona', surname: 'Vaitkienė', role: 'Accounting', manager: 'accounting', position: 'Accountant (part-time)', start: '2016-08-29', birthday: '08-24', age: 58, phone: '+370 647 82408', home: 'Aukštaičių g. 12-1, LT-44147 Kaunas', office: 'kaunas', locale: 'lt', noBirthdayCongratulations: true },

  // Office
  { email: 'office', username: 'ausra', name: 'Aušra', surname: 'Bielskienė', role: 'Office administrator', manager: 'catherine', position: 'Office Manager', start: '2015-03-16', birthday: '03-19', age: 46, phone: '+370 648 31603', home: 'Kalvarijų g. 40-5, LT-09310 Vilnius', office: 'vilnius', locale: 'lt' },
  { email: 'monika', name: 'Monika', surname: 'Čiurlionytė', role: 'Employee', secondRole: 'Office administrator', manager: 'office', position: 'Receptionist', start: '2023-01-09', birthday: '12-06', age: 24, phone: '+370 649 12609', home: 'Naugarduko g. 51-22, LT-03206 Vilnius', office: 'vilnius', locale: 'lt' },

  // HR and recruitment
  { email: 'hr', username: 'egle', name: 'Eglė', surname: 'Žukauskienė', role: 'HR', manager: 'vytautas', position: 'Head of People', start: '2015-09-01', birthday: '09-26', age: 44, phone: '+370 650 92601', home: 'Olandų g. 19-7, LT-01100 Vilnius', office: 'vilnius', locale: 'lt' },
  { email: 'kristina', name: 'Kristina', surname: 'Butkutė', role: 'HR', manager: 'hr', position: 'HR Specialist', start: '2019-04-15', birthday: '04-09', age: 33, phone: '+370 651 40915', home: 'Vilniaus g. 33-2, LT-01402 Vilnius', office: 'vilnius', locale: 'lt' },
  { email: 'sophie', name: 'Sophie', surname: 'Turner', role: 'HR', manager: 'hr', position: 'HR Coordinator, UK', start: '2021-05-04', birthday: '05-14', age: 29, phone: '+44 7700 900514', home: '3 Exmouth Market, London EC1R 4QL', office: 'london' },
  { email: 'hiring', username: 'gintare', name: 'Gintarė', surname: 'Šimkutė', role: 'Hiring manager', manager: 'hr', position: 'Head of Talent Acquisition', start: '2017-11-06', birthday: '11-29', age: 37, phone: '+370 652 11906', home: 'Architektų g. 150-9, LT-04206 Vilnius', office: 'vilnius', locale: 'lt' },
  { email: 'emily', name: 'Emily', surname: 'Clarke', role: 'Hiring manager', manager: 'hiring', position: 'Recruiter', start: '2022-02-21', birthday: 22, age: 28, phone: '+44 7700 900222', home: '12 Columbia Road, London E2 7RG', office: 'london' },
  { email: 'arnas', name: 'Arnas', surname: 'Dambrauskas', role: 'Hiring manager', manager: 'hiring', position: 'Technical Recruiter', start: '2023-06-05', birthday: '06-12', age: 30, phone: '+370 653 60605', home: 'Kauno g. 16-21, LT-03212 Vilnius', office: 'vilnius', locale: 'lt' },
];
