/**
 * The bot with botbuilder's TestAdapter over in-memory ports (a small approval chain with the
 * engine's rules that matter to the bot: one transition per step, stale steps refused).
 */
import { TestAdapter, type Activity } from 'botbuilder';
import { PortalBot, parseCommand } from './bot';
import { VERBS } from './cards';
import { createBot, BotConfigError } from './index';
import { Notifier } from './notifier';
import type { ActResult, BotPorts, BotUser, RequestCardView, StoredConversation } from './ports';

const silent = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };
const links = { publicUrl: 'https://portal.example', teamsAppId: 'teams-app-1' };

interface Step { id: number; name: string; assignees: number[]; status: string; message: string | null }
interface Req { id: number; type: string; title: string; ownerId: number; status: string; steps: Step[] }

function memoryPorts() {
  const users: (BotUser & { aad: string; email: string })[] = [
    { id: 1, name: 'Owner Olga', locale: 'en', aad: 'aad-1', email: 'olga@demo.lt' },
    { id: 2, name: 'Approver Jonas', locale: 'en', aad: 'aad-2', email: 'jonas@demo.lt' },
    { id: 3, name: 'Vadovė Rūta', locale: 'lt', aad: 'aad-3', email: 'ruta@demo.lt' },
    { id: 4, name: 'Second Approver', locale: 'en', aad: 'aad-4', email: 'second@demo.lt' },
  ];
  const requests = new Map<number, Req>();
  const conversations = new Map<number, StoredConversation>();
  const transitions: { requestId: number; stepId: number; action: string; userId: number; message: string | null }[] = [];
  let actDelayMs = 0;
  const current = (r: Req) => r.steps.find((s) => s.status === 'in_progress') ?? null;
  const view = (r: Req, viewer: number): RequestCardView => {
    const step = current(r);
    return {
      requestId: r.id, type: r.type, title: r.title, status: r.status,
      owner: { id: r.ownerId, name: users.find((u) => u.id === r.ownerId)!.name },
      submittedAt: '2026-11-20T08:00:00.000Z', dates: { start: '2026-12-01', end: '2026-12-03' }, amountCents: 123456,
      lines: [{ label: 'Destination', value: 'Riga' }], ownerMessage: 'Please approve before Friday',
      chain: r.steps.map((s) => ({ name: s.name, status: s.status, who: null, at: null, message: s.message })),
      currentStepId: step?.id ?? null, currentStepName: step?.name ?? null, approverIds: step?.assignees ?? [],
      canAct: !!step && step.assignees.includes(viewer) && r.status === 'in_progress',
    };
  };
  const ports: BotPorts = {
    users: {
      resolve: async (id) => users.find((u) => (id.aadObjectId && u.aad === id.aadObjectId) || (id.email && u.email === id.email.toLowerCase())) ?? null,
      get: async (id) => users.find((u) => u.id === id) ?? null,
    },
    approvals: {
      pendingFor: async (userId, limit) => [...requests.values()].filter((r) => current(r)?.assignees.includes(userId)).slice(0, limit)
        .map((r) => ({ requestId: r.id, type: r.type, title: r.title, status: r.status, owner: users.find((u) => u.id === r.ownerId)!.name, currentlyAt: current(r)?.name ?? null, submittedAt: '2026-11-20T08:00:00Z' })),
      myOpenRequests: async (userId, limit) => [...requests.values()].filter((r) => r.ownerId === userId).slice(0, limit)
        .map((r) => ({ requestId: r.id, type: r.type, title: r.title, status: r.status, owner: '', currentlyAt: current(r)?.name ?? null, submittedAt: null })),
      cardView: async (requestId, userId) => {
        const r = requests.get(requestId);
        return r ? view(r, userId) : null;
      },
      act: async ({ requestId, stepId, userId, action, message }): Promise<ActResult> => {
        if (actDelayMs) await new Promise((res) => setTimeout(res, actDelayMs));
        const r = requests.get(requestId);
        if (!r) return { ok: false, reason: 'not_found', view: null };
        const step = current(r);
        if (stepId != null && step?.id !== stepId) {
          const old = r.steps.find((s) => s.id === stepId);
          return { ok: false, reason: old && old.status !== 'in_progress' && old.status !== 'not_initialized' ? 'already_processed' : 'step_moved', view: view(r, userId) };
        }
        if (!step) return { ok: false, reason: 'already_processed', view: view(r, userId) };
        if (!step.assignees.includes(userId)) return { ok: false, reason: 'not_assignee', view: view(r, userId) };
        transitions.push({ requestId, stepId: step.id, action, userId, message });
        step.message = message;
        if (action === 'approve') {
          step.status = 'approve';
          const next = r.steps.find((s) => s.status === 'not_initialized');
          if (next) next.status = 'in_progress';
          else r.status = 'approved';
        } else if (action === 'reject') {
          step.status = 'reject';
          r.status = 'rejected';
        } else {
          step.status = 'send_back_request_to_owner';
          r.status = 'not_initialized';
        }
        return { ok: true, view: view(r, userId) };
      },
    },
    conversations: {
      save: async (c) => void conversations.set(c.userId, { userId: c.userId, teamsUserId: c.teamsUserId, reference: c.reference }),
      getMany: async (ids) => ids.flatMap((id) => (conversations.has(id) ? [conversations.get(id)!] : [])),
    },
  };
  requests.set(7, {
    id: 7, type: 'business_trip', title: 'Trip to Riga', ownerId: 1, status: 'in_progress',
    steps: [
      { id: 70, name: 'Manager', assignees: [2, 4], status: 'in_progress', message: null },
      { id: 71, name: 'HR', assignees: [3], status: 'not_initialized', message: null },
    ],
  });
  return { ports, requests, conversations, transitions, setDelay: (ms: number) => (actDelayMs = ms) };
}

const from = (n: number) => ({ id: `29:teams-user-${n}`, name: `User ${n}`, aadObjectId: `aad-${n}` });
const personal = { id: 'a:personal-conv', conversationType: 'personal' };

function setup(opts: { deadline?: number } = {}) {
  const mem = memoryPorts();
  const bot = new PortalBot(mem.ports, { links, log: silent, actDeadlineMs: opts.deadline });
  const adapter = new TestAdapter((ctx) => bot.run(ctx));
  return { ...mem, bot, adapter };
}

type CardJson = { body: { type: string; text?: string; id?: string; facts?: { title: string; value: string }[] }[]; actions?: { type: string; verb?: string; title?: string; url?: string }[]; refresh?: { userIds?: string[]; action: { verb: string } } };
const cardOf = (a: Partial<Activity>): CardJson => a.attachments![0].content as CardJson;
const texts = (c: CardJson) => c.body.map((b) => b.text ?? '').join('\n');
const verbs = (c: CardJson) => (c.actions ?? []).filter((a) => a.type === 'Action.Execute').map((a) => a.verb);

function invoke(n: number, verb: string, data: Record<string, unknown>): Partial<Activity> {
  return { type: 'invoke', name: 'adaptiveCard/action', from: from(n), conversation: personal as Activity['conversation'], value: { action: { type: 'Action.Execute', id: 'x', verb, data }, trigger: 'manual' } };
}
const invokeCard = (a: Partial<Activity>): CardJson => {
  expect(a.type).toBe('invokeResponse');
  const v = a.value as { status: number; body: { statusCode: number; type: string; value: CardJson } };
  expect(v.status).toBe(200);
  expect(v.body.type).toBe('application/vnd.microsoft.card.adaptive');
  return v.body.value;
};

describe('commands', () => {
  it('parses help, pending and my requests in English and Lithuanian; anything else is help', () => {
    expect(parseCommand('pending')).toBe('pending');
    expect(parseCommand('  Laukia! ')).toBe('pending');
    expect(parseCommand('My requests')).toBe('mine');
    expect(parseCommand('mano prašymai')).toBe('mine');
    expect(parseCommand('help')).toBe('help');
    expect(parseCommand('what is the weather')).toBe('help');
    expect(parseCommand(undefined)).toBe('help');
  });

  it('answers unknown text with the help card and stores the personal conversation', async () => {
    const t = setup();
    await t.adapter
      .send({ type: 'message', text: 'hello there', from: from(2), conversation: personal as Activity['conversation'] })
      .assertReply((a) => {
        const c = cardOf(a);
        expect(c.body[0].text).toBe('Employee Portal bot');
        expect(texts(c)).toContain('**pending**');
      });
    expect(t.conversations.get(2)?.teamsUserId).toBe('29:teams-user-2');
    expect(t.conversations.get(2)?.reference.conversation?.id).toBe('a:personal-conv');
  });

  it("speaks the user's portal language (lt)", async () => {
    const t = setup();
    await t.adapter.send({ type: 'message', text: 'help', from: from(3), conversation: personal as Activity['conversation'] }).assertReply((a) => {
      expect(cardOf(a).body[0].text).toBe('Darbuotojų portalo botas');
    });
  });

  it('lists pending approvals and my requests', async () => {
    const t = setup();
    await t.adapter
      .send({ type: 'message', text: 'pending', from: from(2) })
      .assertReply((a) => {
        const c = cardOf(a);
        expect(c.body[0].text).toBe('Waiting for your approval');
        expect(JSON.stringify(c)).toContain('Trip to Riga');
        expect(JSON.stringify(c)).toContain('Owner Olga');
      })
      .send({ type: 'message', text: 'my requests', from: from(2) })
      .assertReply((a) => expect(texts(cardOf(a))).toContain('You have no open requests.'))
      .send({ type: 'message', text: 'my requests', from: from(1) })
      .assertReply((a) => {
        const c = cardOf(a);
        expect(JSON.stringify(c)).toContain('Trip to Riga');
        expect(JSON.stringify(c)).toContain('Now at: Manager');
      });
  });

  it('tells a Teams user without a portal account, in the Teams language', async () => {
    const t = setup();
    await t.adapter
      .send({ type: 'message', text: 'pending', from: { id: '29:x', name: 'Stranger', aadObjectId: 'aad-unknown' }, locale: 'lt-LT' })
      .assertReply((a) => {
        const c = cardOf(a);
        expect(c.body[0].text).toBe('Jūsų Teams paskyra nesusieta su portalu');
        expect(texts(c)).toContain('Stranger');
      });
    expect(t.conversations.size).toBe(0);
  });
});

describe('approval card actions (adaptiveCard/action)', () => {
  it('refresh shows the approver the buttons and a comment box, with refresh.userIds of approvers that have a conversation', async () => {
    const t = setup();
    await t.ports.conversations.save({ userId: 2, teamsUserId: '29:teams-user-2', reference: {} });
    await t.ports.conversations.save({ userId: 4, teamsUserId: '29:teams-user-4', reference: {} });
    await t.adapter.send(invoke(2, VERBS.refresh, { requestId: 7, stepId: 70 })).assertReply((a) => {
      const c = invokeCard(a);
      expect(verbs(c)).toEqual([VERBS.approve, VERBS.reject, VERBS.return]);
      expect(c.body.some((b) => b.type === 'Input.Text' && b.id === 'comment')).toBe(true);
      expect(c.refresh?.userIds?.sort()).toEqual(['29:teams-user-2', '29:teams-user-4']);
      expect(c.refresh?.action.verb).toBe(VERBS.refresh);
      const facts = c.body.find((b) => b.type === 'FactSet')!.facts!;
      expect(facts).toEqual(expect.arrayContaining([{ title: 'Requested by', value: 'Owner Olga' }, { title: 'Dates', value: '2026-12-01 – 2026-12-03' }, { title: 'Destination', value: 'Riga' }]));
      expect(facts.find((f) => f.title === 'Amount')?.value).toMatch(/1,234\.56/);
      expect(texts(c)).toContain('Please approve before Friday');
      expect(c.actions!.find((x) => x.type === 'Action.OpenUrl')!.url).toMatch(/^https:\/\/teams\.microsoft\.com\/l\/entity\/teams-app-1\/requests\?/);
    });
  });

  it("a row of the pending list posts that request's approval card and keeps the list", async () => {
    const t = setup();
    await t.adapter
      .send(invoke(2, VERBS.open, { requestId: 7 }))
      .assertReply((a) => {
        expect(a.type).toBe('message');
        expect(verbs(cardOf(a))).toEqual([VERBS.approve, VERBS.reject, VERBS.return]);
      })
      .assertReply((a) => {
        const c = invokeCard(a);
        expect(c.body[0].text).toBe('Waiting for your approval');
        expect(JSON.stringify(c)).toContain(VERBS.open);
      });
  });

  it('refresh shows someone else the state without buttons', async () => {
    const t = setup();
    await t.adapter.send(invoke(1, VERBS.refresh, { requestId: 7, stepId: 70 })).assertReply((a) => {
      const c = invokeCard(a);
      expect(verbs(c)).toEqual([]);
      expect(texts(c)).toContain('Waiting for: Manager');
    });
  });

  it('approve transitions once with the comment; a second approve (Teams retry, other device) answers the current state and why', async () => {
    const t = setup();
    await t.adapter
      .send(invoke(2, VERBS.approve, { requestId: 7, stepId: 70, comment: '  Looks fine  ' }))
      .assertReply((a) => {
        const c = invokeCard(a);
        expect(texts(c)).toContain('You approved this request.');
        expect(texts(c)).toContain('Waiting for: HR');
        expect(verbs(c)).toEqual([]);
      })
      .send(invoke(2, VERBS.approve, { requestId: 7, stepId: 70 }))
      .assertReply((a) => {
        const c = invokeCard(a);
        expect(texts(c)).toContain('This step was already handled');
        expect(verbs(c)).toEqual([]);
      })
      .send(invoke(4, VERBS.reject, { requestId: 7, stepId: 70 }))
      .assertReply((a) => expect(texts(invokeCard(a))).toContain('This step was already handled'));
    expect(t.transitions).toEqual([{ requestId: 7, stepId: 70, action: 'approve', userId: 2, message: 'Looks fine' }]);
  });

  it('an action from a card of a step that was not reached answers step_moved; a non-assignee is refused', async () => {
    const t = setup();
    await t.adapter
      .send(invoke(3, VERBS.approve, { requestId: 7, stepId: 71 }))
      .assertReply((a) => expect(texts(invokeCard(a))).toContain('prašymas pajudėjo'))
      .send(invoke(1, VERBS.approve, { requestId: 7, stepId: 70 }))
      .assertReply((a) => expect(texts(invokeCard(a))).toContain('not assigned to you'));
    expect(t.transitions).toEqual([]);
  });

  it('reject and return carry the message; the owner sees the outcome', async () => {
    const t = setup();
    await t.adapter.send(invoke(4, VERBS.return, { requestId: 7, stepId: 70, comment: 'Add the hotel' })).assertReply((a) => {
      expect(texts(invokeCard(a))).toContain('You returned this request.');
    });
    expect(t.transitions[0]).toMatchObject({ action: 'return', message: 'Add the hotel', userId: 4 });
  });

  it('answers in Lithuanian for a Lithuanian user', async () => {
    const t = setup();
    await t.adapter.send(invoke(2, VERBS.approve, { requestId: 7, stepId: 70 })).assertReply(() => undefined);
    await t.adapter.send(invoke(3, VERBS.approve, { requestId: 7, stepId: 71 })).assertReply((a) => {
      const c = invokeCard(a);
      expect(texts(c)).toContain('Patvirtinote šį prašymą.');
      expect(texts(c)).toContain('Patvirtintas');
    });
  });

  it('answers before the deadline when the engine is slow, with the current state; the transition still completes', async () => {
    const t = setup({ deadline: 150 });
    t.setDelay(600);
    const started = Date.now();
    await t.adapter.send(invoke(2, VERBS.approve, { requestId: 7, stepId: 70 })).assertReply((a) => {
      expect(Date.now() - started).toBeLessThan(550);
      const c = invokeCard(a);
      expect(texts(c)).toContain('Your decision is being saved');
      expect(verbs(c)).toEqual([]);
    });
    await new Promise((r) => setTimeout(r, 700));
    expect(t.transitions).toHaveLength(1);
  });

  it('an unknown request or unlinked user gets a clear card; an unknown verb is a 400', async () => {
    const t = setup();
    await t.adapter
      .send(invoke(2, VERBS.approve, { requestId: 999, stepId: 1 }))
      .assertReply((a) => expect(texts(invokeCard(a))).toContain('no longer exists'))
      .send({ ...invoke(9, VERBS.approve, { requestId: 7, stepId: 70 }), from: { id: '29:z', name: 'Nobody', aadObjectId: 'nope' } })
      .assertReply((a) => expect(texts(invokeCard(a))).toContain('not linked'))
      .send(invoke(2, 'request.delete', { requestId: 7 }))
      .assertReply((a) => expect((a.value as { status: number }).status).toBe(400));
  });
});

describe('notifier', () => {
  it('sends each assignee with a stored conversation their own approval card and reports who was skipped', async () => {
    const mem = memoryPorts();
    const sent: { ref: string | undefined; activity: Partial<Activity> }[] = [];
    const notifier = new Notifier(mem.ports, async (ref, activity) => void sent.push({ ref: ref.conversation?.id, activity }), links, silent);
    await mem.ports.conversations.save({ userId: 2, teamsUserId: '29:u2', reference: { conversation: { id: 'conv-2' } as never } });
    await mem.ports.conversations.save({ userId: 3, teamsUserId: '29:u3', reference: { conversation: { id: 'conv-3' } as never } });
    const r = await notifier.sendApprovalCard([2, 4], 7);
    expect(r).toEqual({ sent: [2], skipped: [4], failed: [] });
    expect(sent).toHaveLength(1);
    expect(sent[0].ref).toBe('conv-2');
    expect(sent[0].activity.summary).toBe('Business trip: Trip to Riga');
    const c = cardOf(sent[0].activity);
    expect(verbs(c)).toEqual([VERBS.approve, VERBS.reject, VERBS.return]);
    expect(c.refresh?.userIds).toEqual(['29:u2']);

    const rem = await notifier.sendReminder([2], 7);
    expect(rem.sent).toEqual([2]);
    expect(texts(cardOf(sent[1].activity))).toContain('Reminder');

    // A spectator step: the Lithuanian user gets the card "for information", without buttons.
    expect((await notifier.sendApprovalCard([3], 7, { spectator: true })).sent).toEqual([3]);
    expect(cardOf(sent[2].activity).body[0].text).toBe('Jūsų žiniai');
    expect(verbs(cardOf(sent[2].activity))).toEqual([]);
  });

  it('sends the owner the outcome with the message, and reports a failed delivery without throwing', async () => {
    const mem = memoryPorts();
    const sent: Partial<Activity>[] = [];
    let fail = false;
    const notifier = new Notifier(mem.ports, async (_ref, activity) => {
      if (fail) throw new Error('403 bot uninstalled');
      sent.push(activity);
    }, links, silent);
    await mem.ports.conversations.save({ userId: 1, teamsUserId: '29:u1', reference: { conversation: { id: 'conv-1' } as never } });
    expect((await notifier.sendOutcome(1, 7, 'rejected', 'Budget is closed')).sent).toEqual([1]);
    const c = cardOf(sent[0]);
    expect(c.body[0].text).toBe('Your request was rejected');
    expect(texts(c)).toContain('Budget is closed');
    expect(verbs(c)).toEqual([]);
    await notifier.sendOutcome(1, 7, 'cancellation_refused');
    expect(cardOf(sent[1]).body[0].text).toBe('Cancelling your request was refused; it stays approved');
    fail = true;
    expect(await notifier.sendOutcome(1, 7, 'approved')).toEqual({ sent: [], skipped: [], failed: [1] });
  });
});

describe('createBot', () => {
  const ports = memoryPorts().ports;
  it('refuses to start without MicrosoftAppId when required (production)', () => {
    expect(() => createBot({ ports, publicUrl: 'https://p', log: silent, requireAppId: true })).toThrow(BotConfigError);
    expect(() => createBot({ ports, publicUrl: 'https://p', log: silent, appId: 'app', requireAppId: true })).toThrow(/MicrosoftAppPassword/);
    expect(createBot({ ports, publicUrl: 'https://p', log: silent, appId: 'app', appPassword: 'secret', tenantId: 't', requireAppId: true }).handle).toBeInstanceOf(Function);
    expect(createBot({ ports, publicUrl: 'https://p', log: silent }).notifier).toBeInstanceOf(Notifier);
  });
});
