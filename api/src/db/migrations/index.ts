/** Every migration, in timestamp order (the order they run in; migrations.sqlite.test compares). A module adds its own migration file and one line here, in its place. */
import { Foundation1700000000000 } from './1700000000000-Foundation';
import { Approvals1700000002000 } from './1700000002000-Approvals';
import { Calendar1700000003000 } from './1700000003000-Calendar';
import { OvertimeOncall1700000004000 } from './1700000004000-OvertimeOncall';
import { Teams1700000005000 } from './1700000005000-Teams';
import { SessionVersion1700000006100 } from './1700000006100-SessionVersion';
import { RoleVersion1700000006300 } from './1700000006300-RoleVersion';
import { RequestListIndexes1700000006500 } from './1700000006500-RequestListIndexes';
import { Relatives1700000006700 } from './1700000006700-Relatives';
import { ApiKeys1700000007300 } from './1700000007300-ApiKeys';
import { NavisionSync1700000007500 } from './1700000007500-NavisionSync';
import { BusinessTrips1700000008000 } from './1700000008000-BusinessTrips';
import { ExpenseClaims1700000008100 } from './1700000008100-ExpenseClaims';
import { Library1700000009000 } from './1700000009000-Library';
import { Guests1700000009100 } from './1700000009100-Guests';
import { Conferences1700000009200 } from './1700000009200-Conferences';
import { RequestSearch1700000009300 } from './1700000009300-RequestSearch';
import { Checklists1700000009400 } from './1700000009400-Checklists';
import { JobPositions1700000009500 } from './1700000009500-JobPositions';
import { PolicyDocuments1700000009600 } from './1700000009600-PolicyDocuments';
import { Certificates1700000009700 } from './1700000009700-Certificates';
import { Announcements1700000009710 } from './1700000009710-Announcements';
import { Faq1700000009800 } from './1700000009800-Faq';
import { Genie1700000009900 } from './1700000009900-Genie';
import { Statistics1700000009910 } from './1700000009910-Statistics';
import { ClaimTripLink1700000010000 } from './1700000010000-ClaimTripLink';

export const MIGRATIONS = [Foundation1700000000000, Approvals1700000002000, Calendar1700000003000, OvertimeOncall1700000004000, Teams1700000005000, SessionVersion1700000006100, RoleVersion1700000006300, RequestListIndexes1700000006500, Relatives1700000006700, ApiKeys1700000007300, NavisionSync1700000007500, BusinessTrips1700000008000, ExpenseClaims1700000008100, Library1700000009000, Guests1700000009100, Conferences1700000009200, RequestSearch1700000009300, Checklists1700000009400, JobPositions1700000009500, PolicyDocuments1700000009600, Certificates1700000009700, Announcements1700000009710, Faq1700000009800, Genie1700000009900, Statistics1700000009910, ClaimTripLink1700000010000];
