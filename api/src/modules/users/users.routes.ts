/** Users routes (spec 1 §7 Users). */
import type { AppContext } from '../../context';
import type { Api } from '../index';

// eslint-disable-next-line @typescript-eslint/no-unused-vars
export function registerUsers(_api: Api, _ctx: AppContext): void {}
