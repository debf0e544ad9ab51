/** Every entity. A module adds its entities file and one line here. */
import { PasswordLink, RefreshToken } from '../modules/auth/auth.entities';
import { Role, RolePermission } from '../modules/roles/roles.entities';
import { AppSecret, JobLease } from '../modules/system/system.entities';
import { User, UserSettingHistory } from '../modules/users/users.entities';

export const ENTITIES = [Role, RolePermission, User, UserSettingHistory, RefreshToken, PasswordLink, AppSecret, JobLease];
