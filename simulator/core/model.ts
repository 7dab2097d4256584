/** In-memory data model of the simulated service. Ids are numbers here and strings on the wire. */
export type Tariff = 'paid' | 'free' | 'promo';

export interface Account {
	id: number;
	email: string;
	password: string;
	name: string;
	username?: string;
	mobilePhone?: string;
	tariff: Tariff;
	/** null: no key issued (free tariffs get none on the agent interface). */
	apiKey: string | null;
	/** Usage units granted by the tariff. */
	limits: number;
	/** Money balance in roubles. */
	balance: number;
	deleted: boolean;
	/** Settings region (lr) used as default region in ss-list. */
	regionId: number;
}

export interface QueryGroup {
	id: number;
	name: string;
	order: number;
	/** URL groups live in the same list but refuse search queries. */
	kind: 'query' | 'url';
}

export interface SearchQuery {
	id: number;
	phrase: string;
	url: string | null;
	frequency: number;
	frequencyType: string;
	/** Group ids in the order the links were made. Empty: in no group. */
	groupIds: number[];
	addedAt: number;
}

export interface RobotsVersion {
	id: number;
	robots: string;
	dt: number;
}

export interface ClosedUrl {
	url: string;
	rule: string;
	dt: number;
}

export interface Share {
	accountId: number;
	role: 'read' | 'write';
}

export interface Notification {
	at: number;
	projectId: number;
	kind: string;
	text: string;
}

export interface SummaryEvent {
	at: number;
	text: string;
}

export interface Project {
	id: number;
	ownerId: number;
	name: string;
	domain: string;
	mainMirror: string;
	aliases: string;
	/** '1' active, '0' paused (the paused value is not shown in the service's documentation). */
	status: '1' | '0';
	createdAt: number;
	updatedAt: number;
	shares: Share[];
	groups: QueryGroup[];
	queries: SearchQuery[];
	/** Position checks, oldest first; an open one has finishedAt null and closes at plannedFinishAt. */
	updates: Array<{
		id: number;
		startedAt: number;
		finishedAt: number | null;
		plannedFinishAt?: number;
	}>;
	/** Search systems with regions: { searchEngine, region }. */
	searchSystems: Array<{ searchEngine: number; region: number }>;
	/** Technical check of general indicators (uptime) enabled and main mirror set. */
	uptimeEnabled: boolean;
	/** Web-analytics counter connected (needed by project/traffic). */
	counterConnected: boolean;
	/** Technical audit checks that are enabled and have run (slugs). */
	auditChecks: string[];
	robotsVersions: RobotsVersion[];
	closedUrls: ClosedUrl[];
	/** Integral scores returned by project/get details=1. */
	scores: { internal: number; behavior: number; links: number; summary: number };
	/** Limits a position check charges. */
	checkCost: number;
	/** Schedule remembered across pause/resume. */
	schedule: string;
	/** Maximum number of queries in this project (the tariff's limit). */
	queryLimit: number;
	summaryEvents: SummaryEvent[];
	/**
	 * Last results of the audit checks: pages per HTTP code (server-response) and the subdomains
	 * found (indexed-domains). Warnings are derived from them (core/audit.ts), never stored.
	 */
	auditResults: { responseCodes: Record<string, number>; subdomains: string[] };
	/** Uptime incidents: windows where checks fail (down) or the bot is blocked. */
	uptimeIncidents: Array<{ from: number; to: number; kind: 'down' | 'blocked' }>;
	favorite: boolean;
}
