import { z } from 'zod';
import type { Router } from '../core/router';
import { parseWith } from '../core/validate';
import { handled } from './handled';
import { param, text } from './params';
import { rest, RestFailure } from './respond';
import { accountOfRefresh, issuePair, requireUser } from './tokens';

const EMAIL = z.string().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/);
export const FORBIDDEN_EMAIL_MESSAGE =
	"Ampersand (&), equal sign (=), plus sign (+), angle brackets (<, >), comma (,), apostrophe (') and two dots in a row are not allowed in email";

export function registerUser(router: Router): void {
	router.any(
		'/api-rest/user/auth',
		handled((req, ctx) => {
			const email = text(param(req, 'email')).trim();
			if (!parseWith(EMAIL, email).ok) throw new RestFailure(400, 'Incorrect user email!');
			const account = ctx.state.accountByEmail(email);
			if (!account || account.password !== text(param(req, 'password')))
				throw new RestFailure(404, 'User not found or incorrect credentials');
			if (account.deleted) throw new RestFailure(418, 'User has been deleted');
			return rest(ctx, 201, 'Token has been created successfully.', issuePair(ctx, account));
		}),
	);
	router.any(
		'/api-rest/user/refresh-token',
		handled((req, ctx) => {
			const token = req.headers['refresh-token'];
			if (!token) throw new RestFailure(404, 'Refresh token field is empty');
			const account = accountOfRefresh(token, ctx);
			if (!account) throw new RestFailure(404, 'Invalid refresh token!');
			return rest(ctx, 201, 'Token has been updated successfully.', issuePair(ctx, account, token));
		}),
	);
	router.any(
		'/api-rest/user/register',
		handled((req, ctx) => {
			const email = text(param(req, 'email')).trim();
			if (/[&=+<>,']/.test(email) || email.includes('..'))
				throw new RestFailure(400, FORBIDDEN_EMAIL_MESSAGE);
			if (!parseWith(EMAIL, email).ok) throw new RestFailure(400, 'Email is not correct!');
			if (ctx.state.accountByEmail(email)) throw new RestFailure(400, 'User already exists');
			const password = text(param(req, 'password'));
			if (!password) throw new RestFailure(400, 'Password cannot be empty.');
			const account = {
				id: ctx.state.nextId('account', 1000),
				email,
				password,
				name: text(param(req, 'name')) || email.split('@')[0],
				username: text(param(req, 'username')) || undefined,
				mobilePhone: text(param(req, 'mobile_phone')) || undefined,
				tariff: 'free' as const,
				apiKey: null,
				limits: 500,
				balance: 0,
				deleted: false,
				regionId: 213,
			};
			ctx.state.accounts.push(account);
			// data wraps the whole token-issue response (docs/service/rest-api.md#accounts).
			const issued = {
				status: 'success',
				code: 201,
				message: 'Token has been created successfully.',
				data: issuePair(ctx, account),
			};
			return rest(ctx, 201, 'User has been registered successfully.', issued);
		}),
	);
	router.any(
		'/api-rest/user/delete',
		handled((req, ctx) => {
			const account = requireUser(req, ctx);
			account.deleted = true;
			return rest(ctx, 202, 'User has been deleted successfully.', null);
		}),
	);
}
