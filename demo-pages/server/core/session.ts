/** Per-visitor state, keyed by the DEMO_SESSION cookie; lives only in this process. */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CartLine } from '../cart/cart';
import { newCheckoutSession, type CheckoutSession } from '../cart/checkout-session';
import { newPosSession, type PosSession } from '../pos-checkout/pos-session';
import type { VehicleFacet } from '../vehicle/fitment';
import type { AnswerMode } from '../qa/spec-answers';

export const SESSION_COOKIE = 'DEMO_SESSION';

export interface Session {
  id: string;
  /** Cart lines in the order they were added, by line key. */
  cart: Map<string, CartLine>;
  /** Page settings (top-level PageConfig keys) set by sign-in or POST /__demo/session. */
  settings: Record<string, unknown>;
  customerId: number | null;
  /** Codes, gift certificates, store credit and checkout fields (checkout-session.ts). */
  checkout: CheckoutSession;
  /** Product ids on the compare list, newest first (at most 4). */
  compare: number[];
  /** POS: the customer on the cart, custom items, the vehicle, the order (pos-session.ts). */
  pos: PosSession;
  /** The saved vehicle's facets (vehicle-calls.ts), in the order they were chosen. */
  vehicle: VehicleFacet[];
  /** Show Universal Parts (toggle_universal). */
  showUniversal: boolean;
  /** How this visitor's calls answer (spec-answers.ts): kept across a per-session reset, like the cookie. */
  answers: AnswerMode;
  /** The shopper's currency (the currency switch: `?currency=` on any page); price texts are in it. */
  currency: string;
}

function readCookie(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

function freshSession(id: string): Session {
  return {
    id,
    cart: new Map(),
    settings: {},
    customerId: null,
    checkout: newCheckoutSession(),
    compare: [],
    pos: newPosSession(),
    vehicle: [],
    showUniversal: true,
    answers: 'full',
    currency: 'USD',
  };
}

export class SessionStore {
  private sessions = new Map<string, Session>();

  /** The visitor's session; a new one (with its cookie on `res`) when the cookie is missing or stale. */
  get(req: IncomingMessage, res: ServerResponse): Session {
    const id = readCookie(req, SESSION_COOKIE);
    const existing = id ? this.sessions.get(id) : undefined;
    if (existing) return existing;
    const session = freshSession(randomUUID());
    this.sessions.set(session.id, session);
    res.setHeader('Set-Cookie', `${SESSION_COOKIE}=${session.id}; Path=/; HttpOnly; SameSite=Lax`);
    return session;
  }

  /** The visitor's existing session, if any (creates nothing). */
  find(req: IncomingMessage): Session | undefined {
    const id = readCookie(req, SESSION_COOKIE);
    return id ? this.sessions.get(id) : undefined;
  }

  /** The id of the visitor's existing session, if any (creates nothing). */
  peek(req: IncomingMessage): string | null {
    const id = readCookie(req, SESSION_COOKIE);
    return id && this.sessions.has(id) ? id : null;
  }

  /**
   * A new session in place of the visitor's (a kiosk's next shopper): a new id and cookie, nothing of the old one's
   * state; `keep` copies what belongs to the device, not the shopper. The old id is forgotten.
   */
  rotate(req: IncomingMessage, res: ServerResponse, keep: (from: Session, to: Session) => void): Session {
    const old = this.find(req);
    const session = freshSession(randomUUID());
    if (old) {
      keep(old, session);
      this.sessions.delete(old.id);
    }
    this.sessions.set(session.id, session);
    res.setHeader('Set-Cookie', `${SESSION_COOKIE}=${session.id}; Path=/; HttpOnly; SameSite=Lax`);
    return session;
  }

  /** Puts one session back to a new visitor's state, keeping its id (and so its cookie and its fault scope). */
  reset(id: string): void {
    const old = this.sessions.get(id);
    if (old) this.sessions.set(id, { ...freshSession(id), answers: old.answers });
  }

  clear(): void {
    this.sessions.clear();
  }
}
