import { a as e, d as t, l as n, n as r, r as i, s as a, t as o } from "./duck-down-shared-BTlcC7Is.js";
import { n as s, t as c } from "./duck-down-shared-fLLsZYjW.js";
// src/games/duck_down/animate.ts
function l(e, t, n) {
	e && typeof e.animate == "function" && e.animate(t, {
		duration: n,
		easing: "ease-out"
	});
}
function u(e, t) {
	let n = (t) => e.slots.get(t)?.querySelector(".card"), r = (t) => e.stacks.get(t)?.querySelector(".card");
	switch (t.kind) {
		case "swap": {
			let e = [
				{
					transform: "scale(1)",
					boxShadow: "0 0 0 0 #fab005"
				},
				{
					transform: "scale(1.18) rotate(-8deg)",
					boxShadow: "0 0 0 6px #fab005"
				},
				{
					transform: "scale(1.18) rotate(8deg)",
					boxShadow: "0 0 0 6px #fab005"
				},
				{
					transform: "scale(1)",
					boxShadow: "0 0 0 0 #fab005"
				}
			];
			l(n(`${t.seat}:${t.slot}`), e, 900), l(n(`${t.other_seat}:${t.other_slot}`), e, 900);
			break;
		}
		case "replace":
			l(n(`${t.seat}:${t.slot}`), [{ transform: "rotateY(90deg) scale(.8)" }, { transform: "rotateY(0) scale(1)" }], 450), l(r("pile"), [{
				transform: "translateY(-30px) scale(1.2)",
				opacity: .3
			}, {
				transform: "none",
				opacity: 1
			}], 450);
			break;
		case "draw":
		case "take":
			l(r("held"), [{
				transform: `translate(${t.kind === "draw" ? -70 : 70}px, 0) scale(.6) rotate(-20deg)`,
				opacity: .2
			}, {
				transform: "rotate(4deg)",
				opacity: 1
			}], 420);
			break;
		case "throw":
			l(r("pile"), [{
				transform: "translateY(-40px) rotate(25deg) scale(1.15)",
				opacity: .2
			}, {
				transform: "none",
				opacity: 1
			}], 420);
			break;
		case "peek":
			l(n(`${t.seat}:${t.slot}`), [
				{ transform: "translateY(0)" },
				{ transform: "translateY(-14px) rotate(-6deg)" },
				{ transform: "translateY(0)" }
			], 700);
			break;
		case "deal": for (let [t, n] of [...e.slots.values()].entries()) l(n.querySelector(".card"), [{
			transform: "translate(0,-60px) scale(.4)",
			opacity: 0
		}, {
			transform: "none",
			opacity: 1
		}], 300 + t * 40);
	}
}
// src/games/duck_down/cards.ts
function d(e) {
	return Math.round(140 - Math.min(Math.max(e, 0), 9) * 15);
}
var f = n`<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M12 5C6.5 5 2.7 9.2 1.5 12c1.2 2.8 5 7 10.5 7s9.3-4.2 10.5-7C21.3 9.2 17.5 5 12 5zm0 11.2A4.2 4.2 0 1 1 12 7.8a4.2 4.2 0 0 1 0 8.4zm0-6.4a2.2 2.2 0 1 0 0 4.4 2.2 2.2 0 0 0 0-4.4z" fill="currentColor"/></svg>`, p = {
	swap: a`<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M7 4 3 8l4 4V9h11V7H7V4zm10 8v3H6v2h11v3l4-4-4-4z" fill="currentColor"/></svg>`,
	peek: a`${f}`,
	double: a`<svg viewBox="0 0 24 24" aria-hidden="true"><rect x="3" y="5" width="11" height="15" rx="2" fill="none" stroke="currentColor" stroke-width="2"/><rect x="10" y="3" width="11" height="15" rx="2" fill="currentColor" opacity=".85"/></svg>`
};
function m(e, t) {
	return typeof t == "number" ? String(t) : e(t === "swap" || t === "peek" || t === "double" ? `special_${t}` : "faceDown");
}
function h(t, n, r = {}) {
	let i = r.size ?? "m";
	if (t === null) return a`<span class="card back ${i} ${r.extra ?? ""}" aria-hidden="true">${o("back-duck")}</span>`;
	let s = r.eye ? a`<span class="eye" title=${n("known")}>${f}</span>` : e;
	return typeof t == "number" ? a`<span class="card face num ${i} ${r.extra ?? ""}" style="--h:${d(t)}" aria-hidden="true"
      ><span class="corner">${t}</span><span class="big">${t}</span>${s}</span
    >` : a`<span class="card face special ${t} ${i} ${r.extra ?? ""}" aria-hidden="true"
    ><span class="icon">${p[t] ?? e}</span><span class="label">${m(n, t)}</span>${s}</span
  >`;
}
function g(e = "m", t = "") {
	return a`<span class="card empty ${e}" aria-hidden="true">${t}</span>`;
}
// src/games/duck_down/rules.ts
function _() {
	return {
		selection: null,
		confirmCall: !1,
		anim: null,
		animCount: 0,
		kept: null,
		keptClosed: null
	};
}
function v(e) {
	return new Set(e?.legal ?? []);
}
function y(e, t) {
	return !!e && e.legal.includes(t);
}
function b(e) {
	return !!e && e.phase === "turn" && e.turn?.seat === e.seat;
}
function x(e) {
	return new Set((e?.eye ?? []).map(([e, t]) => `${e}:${t}`));
}
function S(e) {
	if (!b(e)) return null;
	let t = v(e);
	return t.has("replace") ? "replace" : t.has("peek") ? "peek" : t.has("swap") ? "swap" : null;
}
function C(e) {
	return b(e) && y(e, "swap");
}
function w(e) {
	if (Array.isArray(e.to_act)) return e.to_act;
	let t = e;
	return t.phase === "turn" && t.turn ? [t.turn.seat] : t.phase === "peek" || t.phase === "reveal" ? (t.ready ?? []).flatMap((e, t) => e ? [] : [t]) : [];
}
var T = 3e4;
function E(e) {
	let t = e;
	return t.phase === "reveal" && t.result ? t.result : null;
}
function D(e) {
	let t = [], n = [];
	return (e.ready ?? []).forEach((e, r) => (e ? t : n).push(r)), {
		ready: t,
		waiting: n
	};
}
function O(e, t, n) {
	let r = e.kept;
	return !r || t.phase === "reveal" || t.phase === "over" || e.keptClosed === r.round || n === r.round ? null : r;
}
function k(e, t) {
	if (e.turn?.step === "start") return y(e, "take") ? ["drawHint"] : [typeof (e.pile.length ? e.pile[e.pile.length - 1] : void 0) == "string" ? "drawSpecialTopHint" : "drawOnlyHint"];
	let n = e.held;
	if (!n) return [];
	let r = n.card, i = e.turn?.double === "first" && (e.turn.draws ?? 0) < 4 && y(e, "throw"), a = i ? ["throwDrawsAgain"] : [];
	return typeof r == "number" ? n.source === "pile" ? ["takenHint"] : ["replaceHint", ...a] : r === "peek" ? ["peekHint", ...a] : r === "double" ? y(e, "double") ? [i ? "doubleHintAgain" : "doubleHint"] : ["doubleSpent"] : r === "swap" ? t?.mine === void 0 ? t?.other ? ["swapPickMine"] : ["swapHint", ...a] : ["swapPickOther"] : [];
}
function A(e, t, n, r) {
	return t === n ? e("calledYou") : e("called", { name: r(t) });
}
function j(e, t, n, r) {
	if (!t || !b(t)) return [e, null];
	if (n === t.seat) {
		let n = S(t);
		if (n === "replace") return [{
			...e,
			selection: null
		}, {
			type: "replace",
			slot: r
		}];
		if (n === "peek") return [{
			...e,
			selection: null
		}, {
			type: "peek",
			slot: r
		}];
		if (n === "swap") {
			let t = e.selection?.other;
			return t ? [{
				...e,
				selection: null
			}, {
				type: "swap",
				slot: r,
				other_seat: t[0],
				other_slot: t[1]
			}] : e.selection?.mine === r ? [{
				...e,
				selection: null
			}, null] : [{
				...e,
				selection: { mine: r }
			}, null];
		}
		return [e, null];
	}
	if (!C(t)) return [e, null];
	let i = e.selection?.mine;
	if (i !== void 0) return [{
		...e,
		selection: null
	}, {
		type: "swap",
		slot: i,
		other_seat: n,
		other_slot: r
	}];
	let a = e.selection?.other;
	return a && a[0] === n && a[1] === r ? [{
		...e,
		selection: null
	}, null] : [{
		...e,
		selection: { other: [n, r] }
	}, null];
}
function M(e, t, n) {
	return {
		...e,
		confirmCall: n && y(t, "call")
	};
}
function N(e, t) {
	return e && t.phase === "turn" && t.turn?.seat === t.seat && t.legal.includes("swap") ? e : null;
}
function P(e, t) {
	let n = e.animCount + 1;
	return {
		...e,
		anim: {
			...t,
			n
		},
		animCount: n
	};
}
function F(e, t, n) {
	let r = typeof t.seat == "number" ? t.seat : -1, i = e;
	switch (t.type) {
		case "round_started": {
			let e = Number(t.round) === 1 ? {
				kept: null,
				keptClosed: null
			} : {};
			return { board: P({
				...i,
				...e,
				selection: null,
				confirmCall: !1
			}, {
				kind: "deal",
				seat: -1
			}) };
		}
		case "turn_started": return r === n ? {
			board: i,
			cue: "turn"
		} : { board: i };
		case "drew": return {
			board: P(i, {
				kind: "draw",
				seat: r
			}),
			cue: "card"
		};
		case "took": return {
			board: P(i, {
				kind: "take",
				seat: r
			}),
			cue: "card"
		};
		case "replaced": return {
			board: P(i, {
				kind: "replace",
				seat: r,
				slot: t.slot
			}),
			cue: "card"
		};
		case "threw": return {
			board: P(i, {
				kind: "throw",
				seat: r
			}),
			cue: "card"
		};
		case "peeked": return { board: P(i, {
			kind: "peek",
			seat: r,
			slot: t.slot
		}) };
		case "swapped": return {
			board: P(i, {
				kind: "swap",
				seat: r,
				slot: t.slot,
				other_seat: t.other_seat,
				other_slot: t.other_slot
			}),
			cue: "whoosh"
		};
		case "duck_down_called": return {
			board: P({
				...i,
				confirmCall: !1
			}, {
				kind: "call",
				seat: r
			}),
			cue: "quack"
		};
		case "round_ended": {
			let { type: e, ...n } = t;
			return {
				board: {
					...i,
					selection: null,
					confirmCall: !1,
					kept: n
				},
				cue: "end"
			};
		}
		case "game_ended": {
			let e = t.winners ?? [];
			return {
				board: i,
				cue: n !== null && e.includes(n) ? "win" : "end"
			};
		}
	}
	return { board: i };
}
function I(e, t) {
	return {
		...e,
		selection: N(e.selection, t),
		confirmCall: e.confirmCall && t.legal.includes("call")
	};
}
function L(e, t) {
	if (e.phase === "reveal") return T;
	let n = e.phase === "peek" ? t.peek_time ?? 10 : t.turn_time ?? 60;
	return typeof n == "number" && n > 0 ? n * 1e3 : null;
}
var R = {
	initial: _,
	event: F,
	seatView: (e, t) => I(e, t),
	toAct: w,
	decisionMs: L,
	roundResult: E,
	scoreHistory: (e) => Array.isArray(e.scores) ? e.scores : null
}, z = (e) => e.view, B = (e) => e.mine, V = (e) => e.t;
function H(t, n) {
	let r = V(t), i = z(t), s = i.phase === "turn" && i.turn?.seat === n;
	return a`<span class="tags">
    ${s ? a`<span class="tag turn">▶</span>` : e}
    ${i.caller === n ? a`<span class="tag called">${o("ic")} Duck Down</span>` : e}
    ${i.last_turns.includes(n) ? a`<span class="tag last">${r("lastTurn")}</span>` : e}
    ${(i.phase === "peek" || i.phase === "reveal") && i.ready?.[n] ? a`<span class="tag">✓ ${r("isReady")}</span>` : e}
    ${t.seatTags(n)}
  </span>`;
}
function U(e, t, n) {
	let [r, i] = j(e.board, B(e), t, n);
	e.setBoard(r), i && e.act(i);
}
function W(t, n, r, i, o, l) {
	let u = V(t), d = z(t), f = B(t), p = r === t.me, g = p ? S(f) : C(f) ? "swap" : null, _ = t.board.selection, v = p && _?.mine === i || !p && _?.other?.[0] === r && _.other[1] === i, y = d.last, b = d.phase === "turn" && !!y && (y.seat === r && y.slot === i || y.other_seat === r && y.other_slot === i) && [
		"swap",
		"replace",
		"peek"
	].includes(y.type), w = o !== null && x(f).has(`${r}:${i}`), T = p && o !== null && d.phase === "peek", E = p && o !== null && d.phase === "turn" && !w, D = (d.phase === "reveal" || d.phase === "over") && !!d.result?.replaced?.some((e) => e.seat === r && e.slot === i), O = (p ? u("yourCard", { n: i + 1 }) : u("cardOf", {
		name: t.seatName(r),
		n: i + 1
	})) + ": " + m(u, o) + (w ? ` (${u("known")})` : "") + (D ? ` (${u("replacedBy")})` : "") + (v ? ` (${u("chosen")})` : ""), k = {
		slot: !0,
		target: !!g,
		selected: v,
		touched: b,
		look: T,
		peeking: E,
		replaced: D
	}, A = D ? a`<span class="was was-on-felt" aria-hidden="true">↻</span>` : e, j = v ? a`${h(o, u, {
		size: l,
		eye: w
	})}<span class="sel-mark" aria-hidden="true">✓</span>` : a`${h(o, u, {
		size: l,
		eye: w
	})}${A}`, M = `${r}:${i}`, N = (e) => {
		e ? n.slots.set(M, e) : n.slots.delete(M);
	};
	return g ? a`<button class=${c(k)} aria-label=${O} aria-pressed=${v ? "true" : "false"} @click=${() => U(t, r, i)} ${s(N)}>${j}</button>` : a`<span class=${c(k)} role="img" aria-label=${O} ${s(N)}>${j}</span>`;
}
function G(e, t, n, r) {
	let i = V(e), o = z(e), s = e.seatName(n), c = o.rows[n] ?? [
		null,
		null,
		null,
		null
	], l = o.phase === "turn" && o.turn?.seat === n;
	return a`<div class="opp ${l ? "turn" : ""}" role="listitem" aria-label=${s}>
    ${e.avatar(n)}
    <span class="who">
      <span class="name" title=${s}>${s}</span>
      ${H(e, n)}
      <span class="score-pill">${i("total")}: ${o.totals[n] ?? 0}</span>
    </span>
    <span class="slots">${c.map((i, a) => W(e, t, n, a, i, r ? "m" : "s"))}</span>
    ${e.seatControl(n, !1)}
  </div>`;
}
function K(e, t, n) {
	let r = V(e), i = z(e), o = i.rows[n] ?? [
		null,
		null,
		null,
		null
	], s = i.phase === "turn" && i.turn?.seat === n;
	return a`<div class="me ${s ? "turn" : ""}" aria-label=${r("yourCards")}>
    <div class="mehead">
      ${e.avatar(n)} <span class="myname">${e.seatName(n)}</span> ${H(e, n)}
      <span class="score-pill">${r("total")}: ${i.totals[n] ?? 0}</span>
      ${e.seatControl(n, !0)}
    </div>
    <div class="hand">${o.map((r, i) => W(e, t, n, i, r, "l"))}</div>
  </div>`;
}
// src/games/duck_down/center.ts
function q(t, n) {
	let r = V(t), i = z(t), o = B(t), c = i.pile.length ? i.pile[i.pile.length - 1] : void 0, l = (e) => (t) => {
		t ? n.stacks.set(e, t) : n.stacks.delete(e);
	}, u = a`<span class="deck-pile">${i.deck > 0 ? a`${h(null, r, { size: "m" })}${i.deck > 1 ? h(null, r, { size: "m" }) : e}` : g("m")}</span>
    <span class="cap">${r("deck")} · ${r("cardsLeft", { n: i.deck })}</span>`, d = a`${c === void 0 ? g("m", r("emptyPile")) : h(c, r, { size: "m" })}
    <span class="cap">${r("pile")}</span>`, f = i.held, p = !!f && f.seat === t.me;
	return a`<div class="center">
      ${y(o, "draw") ? a`<button class="stack can" aria-label=${r("draw")} @click=${() => t.act({ type: "draw" })} ${s(l("deck"))}>${u}</button>` : a`<span class="stack" ${s(l("deck"))}>${u}</span>`}
      ${y(o, "take") ? a`<button class="stack can" aria-label=${r("take", { card: m(r, c) })} @click=${() => t.act({ type: "take" })} ${s(l("pile"))}>${d}</button>` : a`<span class="stack" ${s(l("pile"))} aria-label=${r("pile") + ": " + (c === void 0 ? r("emptyPile") : m(r, c))}>${d}</span>`}
      ${f ? a`<span class="held ${p ? "mine" : ""}" ${s(l("held"))}>
            ${h(f.card, r, { size: p ? "l" : "m" })}
            <span class="cap">${p ? r("holding") : `${t.seatName(f.seat)} · ${r("holding")}`}</span>
          </span>` : e}
    </div>
    ${i.pile.length > 1 ? a`<details class="pile-details">
          <summary>${r("pileHistory")} (${i.pile.length})</summary>
          <div class="history" role="list">${i.pile.map((e) => a`<span role="listitem">${h(e, r, { size: "xs" })}</span>`)}</div>
        </details>` : e}`;
}
// src/games/duck_down/result.ts
function J(t) {
	let n = V(t), r = z(t);
	if (r.phase !== "reveal") return e;
	let i = B(t), { ready: o, waiting: s } = D(r), c = (e) => e.map((e) => t.nameOf(e)).join(", "), l = y(i, "ready"), u = r.round >= r.rounds, d = l ? n(u ? "revealHintLast" : "revealHint") : n(t.me !== null && o.includes(t.me) ? "revealWaiting" : "revealWatching", { names: c(s) });
	return a`<div class="look-strip reveal-strip" role="group" aria-label=${n("roundOver", { r: r.round })}>
    ${t.ring()}
    <div class="msg">
      <span>${d}</span>
      ${o.length ? a`<span class="ready-list">✓ ${n("readyList", { names: c(o) })}</span>` : e}
    </div>
    ${l ? a`<button class="btn primary" @click=${() => t.act({ type: "ready" })}>✓ ${n("ready")}</button>` : e}
  </div>`;
}
function Y(t, n, r, i) {
	let s = V(t), c = n.caller;
	return a`<ul class="reveal-legend" aria-label=${s("legendTitle")}>
    ${r ? a`<li><span class="was" aria-hidden="true">↻</span><span>${s("legendReplaced")}</span></li>` : e}
    ${c == null ? e : a`<li><span class="tag called">${o("ic")} ${s("caller")}</span><span>${s("legendCaller", { name: t.seatName(c) })}</span></li>`}
    ${i ? a`<li><span class="pen" aria-hidden="true">+</span><span>${s("legendPenalty")}</span></li>` : e}
    <li><span class="best-mark" aria-hidden="true"></span><span>${s("legendBest")}</span></li>
  </ul>`;
}
function X(e) {
	let t = /* @__PURE__ */ new Map();
	for (let n of e?.replaced ?? []) t.set(`${n.seat}:${n.slot}`, n.drawn);
	return t;
}
function Z(t, n) {
	let r = V(t), s = Math.min(...n.points), c = X(n), l = (e) => Array.isArray(n.penalty) ? n.penalty[e] ?? 0 : e === n.caller && typeof n.penalty == "number" ? n.penalty : 0;
	return a`<div class="reveal">${n.rows.map((u, d) => {
		let f = n.points[d] ?? 0;
		return a`<div class="rrow ${f === s ? "best" : ""}">
      <span class="rname">
        <i class="dot" style="background:${i(d)}"></i>${t.seatName(d)}
        ${d === t.me ? a`<span class="tag you">${r("you")}</span>` : e}
        ${n.caller === d ? a`<span class="tag called">${o("ic")} ${r("caller")}</span>` : e}
      </span>
      <span class="rcards">
        ${u.map((t, n) => {
			let i = c.get(`${d}:${n}`);
			return a`<span class="rslot ${i ? "replaced" : ""}">
            ${h(t, r, { size: "s" })}
            ${i ? a`<span class="was" aria-hidden="true">↻</span><span class="sr">${r("replacedBy")}</span>` : e}
          </span>`;
		})}
      </span>
      <span class="pts"
        >${f + l(d)}${l(d) ? a`<small>${r("penalty", { n: l(d) })}</small>` : e}<span class="after"
          >${r("totalAfter", { n: n.totals[d] ?? 0 })}</span
        ></span
      >
    </div>`;
	})}</div>
    ${Y(t, n, c.size > 0, n.rows.some((e, t) => l(t) > 0))}`;
}
function Q(t) {
	let n = z(t), r = n.result;
	if (!r || n.phase !== "reveal") return e;
	let i = V(t);
	return a`<h2 id="res-h">${o()} ${i("roundOver", { r: r.round })}</h2>
    ${J(t)} ${Z(t, r)}`;
}
function ee(e, t, n) {
	let r = V(e);
	return a`<div class="overlay" @keydown=${(e) => e.key === "Escape" && n()}>
    <div class="dialog wide" role="dialog" aria-modal="true" aria-labelledby="missed-h">
      <h2 id="missed-h">${o()} ${r("roundOver", { r: t.round })}</h2>
      <p>${r("botPlayedNote", { r: t.round })}</p>
      ${Z(e, t)}
      <div class="buttons"><button class="btn primary" autofocus @click=${n}>${r("close")}</button></div>
    </div>
  </div>`;
}
function te(t) {
	let n = z(t), r = n.result;
	return !r || n.phase !== "over" ? e : a`<section class="last-round" aria-labelledby="last-h">
    <h3 id="last-h">${V(t)("roundOver", { r: r.round })}</h3>
    ${Z(t, r)}
  </section>`;
}
// src/games/duck_down/board.ts
function ne(e, t) {
	let n = V(e);
	return k(t, e.board.selection).map((e) => n(e)).join(" ");
}
var re = class {
	constructor(e) {
		this.host = e, this.refs = {
			slots: /* @__PURE__ */ new Map(),
			stacks: /* @__PURE__ */ new Map()
		}, this.lastAnim = 0, this.banner = null, this.shownRound = null;
	}
	status(e) {
		let t = V(e), n = z(e), r = B(e), i = e.me, a = "", o = "";
		if (n.phase === "peek") {
			let e = i !== null && !!n.ready?.[i];
			a = t(i === null ? "lookPhase" : e ? "waitingOthers" : "lookPhase"), o = i !== null && !e ? t("lookHint") : "";
		} else if (n.phase === "reveal") {
			a = t("roundOver", { r: n.round });
			let s = D(n).waiting.map((t) => e.nameOf(t)).join(", ");
			o = y(r, "ready") ? t(n.round >= n.rounds ? "revealHintLast" : "revealHint") : t(i !== null && r ? "revealWaiting" : "revealWatching", { names: s });
		} else if (n.phase === "over") a = t("gameOver");
		else if (n.turn) {
			let i = b(r);
			a = i ? t("yourTurn") : t("turnOf", { name: e.seatName(n.turn.seat) }), i && r && (o = ne(e, r));
		}
		if (n.caller !== null && n.caller !== void 0 && n.phase === "turn" && !b(r)) {
			let r = n.last_turns.map((t) => e.nameOf(t)).join(", ");
			o = [o, A(t, n.caller, i, e.seatName) + (r ? " " + t("lastTurns", { names: r }) : "")].filter(Boolean).join(" · ");
		}
		return {
			title: a,
			hint: o
		};
	}
	table(e) {
		let t = V(e), n = z(e), i = e.me, o = i !== null && !!e.mine, s = [];
		for (let e = 1; e <= n.players; e++) {
			let t = o ? (i + e) % n.players : e - 1;
			o && t === i || s.push(t);
		}
		return a`<div class="opponents ${o ? "" : "all"}" role="list">${s.map((t) => G(e, this.refs, t, !o))}</div>
      <div class="tableau">
        ${q(e, this.refs)}
        ${o ? K(e, this.refs, i) : a`<p class="watching" style="text-align:center;margin:0;opacity:.9">${r.eyes} ${t("spectating")}</p>`}
      </div>
      ${te(e)}`;
	}
	actions(t) {
		let n = V(t), r = z(t), i = B(t);
		if (![
			"ready",
			"draw",
			"take",
			"double",
			"throw",
			"call"
		].some((e) => y(i, e))) return e;
		let s = r.pile.length ? r.pile[r.pile.length - 1] : void 0, c = (n, r, o = "") => y(i, n) ? a`<button class="btn ${o}" @click=${() => t.act({ type: n })}>${r}</button>` : e;
		return a`<div class="actions">
      ${c("ready", "✓ " + n("ready"), "primary")} ${c("draw", n("draw"), "primary")}
      ${c("take", n("take", { card: m(n, s) }))} ${c("double", n("useDouble"), "primary")} ${c("throw", n("throw"))}
      ${y(i, "call") ? a`<button class="btn duck" @click=${() => this.confirm(t, !0)}>${o("ic")} ${n("duckDown")}</button>` : e}
    </div>`;
	}
	confirm(e, t) {
		e.setBoard(M(e.board, B(e), t));
	}
	overlays(t) {
		let n = V(t), r = t.board.confirmCall ? a`<div class="overlay" @keydown=${(e) => e.key === "Escape" && this.confirm(t, !1)}>
          <div class="dialog" role="alertdialog" aria-modal="true" aria-labelledby="cc-h" aria-describedby="cc-p">
            <h2 id="cc-h">${o()} ${n("confirmCallTitle")}</h2>
            <p id="cc-p">${n("confirmCallText")}</p>
            <div class="buttons">
              <button class="btn ghost" @click=${() => this.confirm(t, !1)}>${n("cancel")}</button>
              <button
                class="btn duck"
                autofocus
                @click=${() => {
			this.confirm(t, !1), t.act({ type: "call" });
		}}
              >
                ${o("ic")} ${n("confirm")}
              </button>
            </div>
          </div>
        </div>` : e, i = this.banner ? a`<div class="call-banner" role="status">${o()} <span>${A(n, this.banner.seat, t.me, t.seatName)}</span></div>` : e;
		return a`${r}${i}${this.missed(t)}`;
	}
	missed(t) {
		let n = t.me;
		if (n === null || !t.table?.seats.find((e) => e.seat === n)?.bot) return e;
		let r = O(t.board, z(t), this.shownRound);
		return r ? ee(t, r, () => t.setBoard({
			...t.board,
			keptClosed: r.round
		})) : e;
	}
	result(e) {
		let t = z(e).result;
		return z(e).phase === "reveal" && t && (this.shownRound = t.round), Q(e);
	}
	updated(e) {
		let t = e.board.anim;
		t && t.n !== this.lastAnim && (this.lastAnim = t.n, e.reducedMotion || u(this.refs, t), t.kind === "call" && (this.banner = {
			seat: t.seat,
			n: t.n
		}, this.host.requestUpdate(), setTimeout(() => {
			this.banner?.n === t.n && (this.banner = null, this.host.requestUpdate());
		}, 2300)));
	}
}, $ = {
	en: {
		intro: "Four cards lie face down in front of you, and you know only two of them. Swap the high ones away. Whoever has the fewest points after the last round wins.",
		sections: [
			{
				title: "Getting ready",
				items: [
					"Everyone gets four cards face down in a row. Nobody sees anyone else's cards.",
					"At the start of a round, look at your two outer cards once: the first and the last. Remember them, then tap Ready.",
					"When everyone is ready, or the time is up, they turn face down again. From then on you see a card only by playing for it."
				]
			},
			{
				title: "Your turn",
				items: [
					"Turns go round the table. Draw the top card of the deck, or take the top card of the pile if it is a number.",
					"A special card on the pile cannot be taken: then you draw from the deck.",
					"Holding a number: tap one of your four cards to swap it in. Your old card goes face up onto the pile, unseen.",
					"A card from the deck may be thrown onto the pile instead. A card taken from the pile must be swapped in.",
					"Run out of time and the card is thrown away for you (a card from the pile goes back), and your turn ends."
				]
			},
			{
				title: "The special cards",
				items: [
					"A special card works only when you draw it from the deck: use it, or throw it away unused.",
					"Peek: tap one of your own cards to see it for a few seconds.",
					"Swap: tap one of your cards and one card of another player. They change places, and nobody sees them.",
					"Double: draw another card. Swap it in or use it, and your turn ends. Throw it away, and you draw once more.",
					"Throwing the Double itself away ends your turn with nothing drawn. A turn draws at most four cards."
				]
			},
			{
				title: "Duck Down!",
				items: [
					"Think you have the fewest points? Tap Duck Down! in your turn, before or after you draw. You still finish your turn.",
					"Then every other player has exactly one more turn, and the round is over. Only one player can call in a round.",
					"A wrong Duck Down: if someone else has fewer points, the caller gets the table's penalty on top. A tie is fine.",
					"The penalty is a table setting (0: no penalty). The waiting room shows it."
				]
			},
			{
				title: "The end of a round",
				items: [
					"All cards are turned face up. Your four numbers added up are your points for the round.",
					"A special card in a row scores nothing: it is set aside and replaced by cards from the deck until a number lies there.",
					"The results mark such a card with ↻. A round nobody calls ends by itself after 30 turns each.",
					"Everyone sees every row face up, with the points of the round. Tap Ready when you have seen them.",
					"The next round is dealt when everyone is ready, or after 30 seconds. Bots and players who are away are ready at once.",
					"After the last round the rows are shown the same way, and then the winner."
				]
			},
			{
				title: "Winning",
				items: [
					"A game has one round per player, unless the table chose another number. Points add up over the rounds.",
					"The lowest total wins. Tied players win together.",
					"Easy memory (a table setting): cards you have seen stay face up for you, marked with an eye."
				]
			}
		],
		legend: {
			numbers: "Number cards 0 to 9 count their number: 0 is best, 9 is worst.",
			peek: "Peek: look at one of your own cards.",
			swap: "Swap: exchange one of your cards with another player's. Nobody looks.",
			double: "Double: draw another card. Throw that one away and you draw once more.",
			back: "Face down: a card you do not see now.",
			eye: "The eye: a card you know (Easy memory).",
			replaced: "In the results: a special card lay here and was replaced from the deck."
		}
	},
	de: {
		intro: "Vor dir liegen vier Karten verdeckt, und nur zwei davon kennst du. Tausch die hohen weg. Wer nach der letzten Runde die wenigsten Punkte hat, gewinnt.",
		sections: [
			{
				title: "Los geht's",
				items: [
					"Alle bekommen vier verdeckte Karten in einer Reihe. Niemand sieht die Karten der anderen.",
					"Zu Beginn einer Runde schaust du dir einmal deine zwei äußeren Karten an, die erste und die letzte. Merk sie dir, dann tippe auf Bereit.",
					"Sind alle bereit oder ist die Zeit um, werden sie wieder verdeckt. Danach siehst du eine Karte nur, wenn du dafür spielst."
				]
			},
			{
				title: "Dein Zug",
				items: [
					"Gespielt wird reihum. Zieh die oberste Karte vom Stapel, oder nimm die oberste Karte der Ablage, wenn sie eine Zahl ist.",
					"Eine Sonderkarte auf der Ablage kann man nicht nehmen: Dann ziehst du vom Stapel.",
					"Mit einer Zahl tippst du eine deiner vier Karten an, um sie einzutauschen. Deine alte Karte kommt offen und ungesehen auf die Ablage.",
					"Eine Karte vom Stapel darfst du stattdessen abwerfen. Eine Karte von der Ablage musst du eintauschen.",
					"Ist deine Zeit um, wird die Karte für dich abgeworfen (eine Karte von der Ablage geht zurück), und dein Zug endet."
				]
			},
			{
				title: "Die Sonderkarten",
				items: [
					"Eine Sonderkarte wirkt nur, wenn du sie vom Stapel ziehst: Nutze sie, oder wirf sie ungenutzt ab.",
					"Gucken: Tippe eine deiner Karten an und sieh sie dir ein paar Sekunden lang an.",
					"Tausch: Tippe eine deiner Karten und eine Karte eines anderen an. Sie tauschen die Plätze, und niemand sieht sie.",
					"Doppel: Zieh noch eine Karte. Tauschst du sie ein oder nutzt sie, endet dein Zug. Wirfst du sie ab, ziehst du noch eine.",
					"Wirfst du das Doppel selbst ab, endet dein Zug, ohne dass du ziehst. In einem Zug ziehst du höchstens vier Karten."
				]
			},
			{
				title: "Duck Down!",
				items: [
					"Glaubst du, du hast die wenigsten Punkte? Tippe in deinem Zug auf Duck Down!, vor oder nach dem Ziehen. Deinen Zug spielst du zu Ende.",
					"Dann sind alle anderen genau noch einmal dran, und die Runde ist vorbei. In einer Runde kann nur einer rufen.",
					"Ein falsches Duck Down: Hat jemand anderes weniger Punkte, bekommt der Rufer die Strafe des Tisches dazu. Gleichstand reicht.",
					"Die Strafe ist eine Einstellung des Tisches (0: keine Strafe). Der Warteraum zeigt sie."
				]
			},
			{
				title: "Das Ende einer Runde",
				items: [
					"Alle Karten werden aufgedeckt. Deine vier Zahlen zusammen sind deine Punkte für die Runde.",
					"Eine Sonderkarte in einer Reihe zählt nichts: Sie wird beiseitegelegt und durch Karten vom Stapel ersetzt, bis eine Zahl dort liegt.",
					"Das Ergebnis zeigt so eine Karte mit ↻. Ruft niemand, endet die Runde nach 30 Zügen pro Person von selbst.",
					"Alle sehen jede Reihe offen, mit den Punkten der Runde. Tippe auf Bereit, wenn du sie gesehen hast.",
					"Die nächste Runde wird gegeben, wenn alle bereit sind, oder nach 30 Sekunden. Bots und wer gerade weg ist, sind sofort bereit.",
					"Nach der letzten Runde werden die Reihen genauso gezeigt, danach der Sieg."
				]
			},
			{
				title: "Gewinnen",
				items: [
					"Ein Spiel hat eine Runde pro Person, wenn der Tisch keine andere Zahl gewählt hat. Die Punkte aller Runden zählen zusammen.",
					"Die kleinste Summe gewinnt. Bei Gleichstand gewinnen alle Gleichen zusammen.",
					"Leichtes Merken (eine Einstellung des Tisches): Karten, die du gesehen hast, bleiben für dich offen, mit einem Auge."
				]
			}
		],
		legend: {
			numbers: "Zahlenkarten 0 bis 9 zählen ihre Zahl: 0 ist am besten, 9 am schlechtesten.",
			peek: "Gucken: Schau dir eine deiner eigenen Karten an.",
			swap: "Tausch: Tausche eine deiner Karten mit der eines anderen. Niemand schaut hin.",
			double: "Doppel: Zieh noch eine Karte. Wirfst du die ab, ziehst du noch eine.",
			back: "Verdeckt: eine Karte, die du gerade nicht siehst.",
			eye: "Das Auge: eine Karte, die du kennst (Leichtes Merken).",
			replaced: "Im Ergebnis: Hier lag eine Sonderkarte, die vom Stapel ersetzt wurde."
		}
	},
	nl: {
		intro: "Voor je liggen vier kaarten dicht, en je kent er maar twee. Ruil de hoge weg. Wie na de laatste ronde de minste punten heeft, wint.",
		sections: [
			{
				title: "Zo begin je",
				items: [
					"Iedereen krijgt vier dichte kaarten op een rij. Niemand ziet de kaarten van een ander.",
					"Aan het begin van een ronde bekijk je één keer je twee buitenste kaarten, de eerste en de laatste. Onthoud ze en tik dan op Klaar.",
					"Is iedereen klaar of is de tijd om, dan gaan ze weer dicht. Daarna zie je een kaart alleen als je ervoor speelt."
				]
			},
			{
				title: "Jouw beurt",
				items: [
					"Er wordt om de beurt gespeeld. Trek de bovenste kaart van de stapel, of pak de bovenste kaart van de aflegstapel als dat een getal is.",
					"Een speciale kaart op de aflegstapel kun je niet pakken: dan trek je van de stapel.",
					"Met een getal tik je op een van je vier kaarten om hem in te ruilen. Je oude kaart gaat open en ongezien op de aflegstapel.",
					"Een kaart van de stapel mag je ook afleggen. Een kaart van de aflegstapel moet je inruilen.",
					"Is je tijd om, dan wordt de kaart voor je afgelegd (een kaart van de aflegstapel gaat terug), en je beurt eindigt."
				]
			},
			{
				title: "De speciale kaarten",
				items: [
					"Een speciale kaart werkt alleen als je hem van de stapel trekt: gebruik hem, of leg hem ongebruikt af.",
					"Kijk: tik op een van je eigen kaarten en bekijk hem een paar seconden.",
					"Ruil: tik op een van je kaarten en op een kaart van een ander. Ze ruilen van plaats, en niemand ziet ze.",
					"Dubbel: trek nog een kaart. Ruil je die in of gebruik je hem, dan eindigt je beurt. Leg je hem af, dan trek je er nog een.",
					"Leg je de Dubbel zelf af, dan eindigt je beurt zonder dat je trekt. In één beurt trek je hooguit vier kaarten."
				]
			},
			{
				title: "Duck Down!",
				items: [
					"Denk je dat je de minste punten hebt? Tik in je beurt op Duck Down!, voor of na het trekken. Je speelt je beurt nog af.",
					"Dan is iedereen anders nog precies één keer aan de beurt, en de ronde is voorbij. Per ronde kan maar één speler roepen.",
					"Een verkeerde Duck Down: heeft iemand anders minder punten, dan krijgt wie riep de straf van de tafel erbij. Gelijk is goed.",
					"De straf is een instelling van de tafel (0: geen straf). De wachtkamer laat hem zien."
				]
			},
			{
				title: "Het einde van een ronde",
				items: [
					"Alle kaarten gaan open. Je vier getallen bij elkaar zijn je punten voor de ronde.",
					"Een speciale kaart in een rij telt niet: hij gaat opzij en wordt vervangen door kaarten van de stapel, tot er een getal ligt.",
					"De uitslag toont zo'n kaart met ↻. Roept niemand, dan eindigt de ronde vanzelf na 30 beurten per speler.",
					"Iedereen ziet elke rij open, met de punten van de ronde. Tik op Klaar als je ze gezien hebt.",
					"De volgende ronde wordt gedeeld als iedereen klaar is, of na 30 seconden. Bots en wie even weg is, zijn meteen klaar.",
					"Na de laatste ronde worden de rijen net zo getoond, en daarna de winnaar."
				]
			},
			{
				title: "Winnen",
				items: [
					"Een spel heeft één ronde per speler, tenzij de tafel een ander aantal koos. De punten van alle rondes tellen op.",
					"Het laagste totaal wint. Bij gelijkspel winnen de gelijken samen.",
					"Makkelijk onthouden (een instelling van de tafel): kaarten die je gezien hebt blijven voor jou open, met een oog."
				]
			}
		],
		legend: {
			numbers: "Getalkaarten 0 tot 9 tellen hun getal: 0 is het best, 9 het slechtst.",
			peek: "Kijk: bekijk een van je eigen kaarten.",
			swap: "Ruil: ruil een van je kaarten met die van een ander. Niemand kijkt.",
			double: "Dubbel: trek nog een kaart. Leg je die af, dan trek je er nog een.",
			back: "Dicht: een kaart die je nu niet ziet.",
			eye: "Het oog: een kaart die je kent (Makkelijk onthouden).",
			replaced: "In de uitslag: hier lag een speciale kaart, vervangen van de stapel."
		}
	}
};
function ie(e, t) {
	let n = t, r = $[e] ?? $.en, i = (e, t) => a`<li><span class="legend-cards">${e.map((e) => h(e, n, { size: "s" }))}</span><span>${t}</span></li>`, o = (e, t, n) => a`<li><span class="legend-cards"><span class=${t} aria-hidden="true">${e}</span></span><span>${n}</span></li>`;
	return {
		intro: r.intro,
		sections: r.sections,
		legend: a`<ul class="legend-list">
      ${i([
			0,
			4,
			9
		], r.legend.numbers)} ${i(["peek"], r.legend.peek)} ${i(["swap"], r.legend.swap)}
      ${i(["double"], r.legend.double)} ${i([null], r.legend.back)} ${o(f, "eye-mark", r.legend.eye)}
      ${o("↻", "was-mark", r.legend.replaced)}
    </ul>`
	};
}
// src/games/duck_down/log.ts
var ae = /* @__PURE__ */ new Set([
	"round_started",
	"duck_down_called",
	"round_ended",
	"game_ended"
]);
function oe(e, t, n, r) {
	let i = typeof e.seat == "number" ? e.seat : -1, a = { name: i >= 0 ? n(i) : "" }, o = typeof e.slot == "number" ? e.slot + 1 : "";
	switch (e.type) {
		case "round_started": return t("ev_round_started", {
			round: Number(e.round),
			rounds: Number(e.rounds),
			name: n(Number(e.first_seat))
		});
		case "ready":
		case "turn_started":
		case "doubled":
		case "duck_down_called": return t(`ev_${e.type}`, a);
		case "timed_out": return i >= 0 ? t("ev_timed_out", a) : e.step === "reveal" ? t("ev_timed_out_reveal") : t("ev_timed_out_look");
		case "peek_ended":
		case "reshuffled":
		case "game_ended": return t(`ev_${e.type}`);
		case "round_ended": return t("ev_round_ended", { round: Number(e.round) });
		case "drew": return i === r && e.card !== void 0 && e.card !== null ? t("ev_drew_you", { card: m(t, e.card) }) : t("ev_drew", a);
		case "took":
		case "threw": return t(`ev_${e.type}`, {
			...a,
			card: m(t, e.card)
		});
		case "replaced": {
			let n = m(t, e.discarded);
			return e.card !== void 0 && e.card !== null ? t("ev_replaced", {
				...a,
				slot: o,
				card: m(t, e.card),
				discarded: n
			}) : t("ev_replaced_hidden", {
				...a,
				slot: o,
				discarded: n
			});
		}
		case "peeked": return i === r && e.card !== void 0 && e.card !== null ? t("ev_peeked_you", {
			slot: o,
			card: m(t, e.card)
		}) : t("ev_peeked", {
			...a,
			slot: o
		});
		case "swapped": {
			let r = Number(e.other_seat);
			return t("ev_swapped", {
				...a,
				slot: o,
				other: n(r),
				other_slot: Number(e.other_slot) + 1
			});
		}
		default: return null;
	}
}
// src/games/duck_down/module.ts
var se = {
	name: "duck_down",
	strings: {
		en: {
			roundsDefault: "{n} (one each)",
			deck: "Deck",
			pile: "Pile",
			cardsLeft: "{n} cards",
			pileHistory: "Pile history",
			emptyPile: "empty",
			turnOf: "{name}'s turn",
			yourTurn: "Your turn!",
			lookPhase: "Look at your two outer cards!",
			lookHint: "Remember them well. Tap Ready when you are done.",
			ready: "Ready",
			waitingOthers: "Waiting for the others…",
			isReady: "ready",
			drawHint: "Draw from the deck or take the top of the pile.",
			draw: "Draw",
			take: "Take {card}",
			throw: "Throw away",
			useDouble: "Use Double: draw again",
			replaceHint: "Tap one of your cards to swap it for this one.",
			takenHint: "A card from the pile must be swapped in: tap one of your cards.",
			peekHint: "Tap one of your cards to look at it.",
			swapHint: "Tap one of your cards and one card of another player to swap them.",
			swapPickOther: "Now tap a card of another player.",
			swapPickMine: "Now tap one of your cards.",
			doubleHint: "Use it to draw another card, or throw it away: that ends your turn with nothing drawn.",
			holding: "Holding",
			duckDown: "Duck Down!",
			confirmCallTitle: "Call Duck Down?",
			confirmCallText: "Everyone else gets one more turn, then the round ends. You think you have the fewest points?",
			confirm: "Yes, Duck Down!",
			called: "{name} called Duck Down!",
			lastTurn: "last turn",
			lastTurns: "Last turns: {names}",
			roundOver: "Round {r} is over",
			caller: "called",
			penalty: "+{n} penalty",
			replacedBy: "replaced",
			yourCards: "Your cards",
			cardOf: "{name}, card {n}",
			yourCard: "Your card {n}",
			faceDown: "face down",
			special_swap: "Swap",
			special_peek: "Peek",
			special_double: "Double",
			known: "you know this card",
			chosen: "chosen for the swap",
			ev_round_started: "Round {round} of {rounds} begins. {name} starts.",
			ev_ready: "{name} is ready.",
			ev_peek_ended: "The first look is over.",
			ev_turn_started: "{name}'s turn.",
			ev_drew: "{name} draws from the deck.",
			ev_drew_you: "You draw {card}.",
			ev_took: "{name} takes {card} from the pile.",
			ev_replaced: "{name} swaps {card} into card {slot}; {discarded} goes on the pile.",
			ev_replaced_hidden: "{name} swaps a card into card {slot}; {discarded} goes on the pile.",
			ev_threw: "{name} throws {card} away.",
			ev_peeked: "{name} peeks at card {slot}.",
			ev_peeked_you: "You peek at card {slot}: {card}.",
			ev_swapped: "{name} swaps card {slot} with {other}'s card {other_slot}.",
			ev_doubled: "{name} plays Double and draws again.",
			ev_duck_down_called: "{name} calls Duck Down!",
			ev_timed_out: "{name} ran out of time.",
			ev_reshuffled: "The pile is shuffled into a new deck.",
			ev_round_ended: "Round {round} is over.",
			ev_game_ended: "The game is over.",
			drawOnlyHint: "Draw from the deck.",
			drawSpecialTopHint: "Draw from the deck: the special card on the pile cannot be taken.",
			throwDrawsAgain: "Throw it away and you draw once more.",
			doubleHintAgain: "Use it to draw another card, or throw it away and draw one more.",
			doubleSpent: "That was the fourth card this turn: throw it away to end your turn.",
			calledYou: "You called Duck Down!",
			ev_timed_out_look: "The time for the first look ran out.",
			err_wrong_phase: "There is nothing to play now: tap Ready when you are done looking.",
			err_already_called: "Someone has called Duck Down already this round.",
			revealHint: "Every row is face up. Tap Ready when you have seen them: the next round starts when everyone is ready.",
			revealHintLast: "Every row is face up. Tap Ready when you have seen them: the result comes when everyone is ready.",
			revealWaiting: "You are ready. Waiting for {names}…",
			revealWatching: "Every row is face up. Waiting for {names}…",
			readyList: "Ready: {names}",
			botPlayedNote: "A bot is playing your seat. This is how round {r} ended.",
			totalAfter: "total {n}",
			ev_timed_out_reveal: "The time for the reveal ran out.",
			legendTitle: "What the marks mean",
			legendReplaced: "A special card lay here. It scores nothing, so it was set aside and replaced by a card from the deck.",
			legendCaller: "{name} called Duck Down this round.",
			legendPenalty: "A wrong Duck Down: someone else had fewer points, so the caller gets the table's penalty.",
			legendBest: "Fewest points this round."
		},
		de: {
			roundsDefault: "{n} (eine pro Person)",
			deck: "Stapel",
			pile: "Ablage",
			cardsLeft: "{n} Karten",
			pileHistory: "Ablage bisher",
			emptyPile: "leer",
			turnOf: "{name} ist dran",
			yourTurn: "Du bist dran!",
			lookPhase: "Schau dir deine zwei äußeren Karten an!",
			lookHint: "Merk sie dir gut. Tippe auf Bereit, wenn du so weit bist.",
			ready: "Bereit",
			waitingOthers: "Warte auf die anderen…",
			isReady: "bereit",
			drawHint: "Zieh vom Stapel oder nimm die oberste Karte der Ablage.",
			draw: "Ziehen",
			take: "{card} nehmen",
			throw: "Abwerfen",
			useDouble: "Doppel nutzen: noch einmal ziehen",
			replaceHint: "Tippe eine deiner Karten an, um sie gegen diese zu tauschen.",
			takenHint: "Eine Karte von der Ablage muss getauscht werden: tippe eine deiner Karten an.",
			peekHint: "Tippe eine deiner Karten an, um sie anzusehen.",
			swapHint: "Tippe eine deiner Karten und eine Karte eines anderen an, um sie zu tauschen.",
			swapPickOther: "Jetzt eine Karte eines anderen Spielers antippen.",
			swapPickMine: "Jetzt eine deiner Karten antippen.",
			doubleHint: "Nutze es, um noch eine Karte zu ziehen, oder wirf es ab: Dann endet dein Zug, ohne dass du ziehst.",
			holding: "In der Hand",
			duckDown: "Duck Down!",
			confirmCallTitle: "Duck Down rufen?",
			confirmCallText: "Alle anderen sind noch einmal dran, dann endet die Runde. Hast du wirklich die wenigsten Punkte?",
			confirm: "Ja, Duck Down!",
			called: "{name} hat Duck Down gerufen!",
			lastTurn: "letzter Zug",
			lastTurns: "Letzte Züge: {names}",
			roundOver: "Runde {r} ist vorbei",
			caller: "hat gerufen",
			penalty: "+{n} Strafe",
			replacedBy: "ersetzt",
			yourCards: "Deine Karten",
			cardOf: "{name}, Karte {n}",
			yourCard: "Deine Karte {n}",
			faceDown: "verdeckt",
			special_swap: "Tausch",
			special_peek: "Gucken",
			special_double: "Doppel",
			known: "diese Karte kennst du",
			chosen: "für den Tausch gewählt",
			ev_round_started: "Runde {round} von {rounds} beginnt. {name} fängt an.",
			ev_ready: "{name} ist bereit.",
			ev_peek_ended: "Der erste Blick ist vorbei.",
			ev_turn_started: "{name} ist dran.",
			ev_drew: "{name} zieht vom Stapel.",
			ev_drew_you: "Du ziehst {card}.",
			ev_took: "{name} nimmt {card} von der Ablage.",
			ev_replaced: "{name} tauscht {card} gegen Karte {slot}; {discarded} kommt auf die Ablage.",
			ev_replaced_hidden: "{name} tauscht eine Karte gegen Karte {slot}; {discarded} kommt auf die Ablage.",
			ev_threw: "{name} wirft {card} ab.",
			ev_peeked: "{name} schaut Karte {slot} an.",
			ev_peeked_you: "Du schaust Karte {slot} an: {card}.",
			ev_swapped: "{name} tauscht Karte {slot} mit Karte {other_slot} von {other}.",
			ev_doubled: "{name} spielt Doppel und zieht nochmal.",
			ev_duck_down_called: "{name} ruft Duck Down!",
			ev_timed_out: "{name} war zu langsam.",
			ev_reshuffled: "Die Ablage wird zum neuen Stapel gemischt.",
			ev_round_ended: "Runde {round} ist vorbei.",
			ev_game_ended: "Das Spiel ist aus.",
			drawOnlyHint: "Zieh vom Stapel.",
			drawSpecialTopHint: "Zieh vom Stapel: Die Sonderkarte auf der Ablage kann man nicht nehmen.",
			throwDrawsAgain: "Wirfst du sie ab, ziehst du noch eine.",
			doubleHintAgain: "Nutze es, um noch eine Karte zu ziehen, oder wirf es ab und zieh noch eine.",
			doubleSpent: "Das war die vierte Karte in diesem Zug: Wirf sie ab, dann endet dein Zug.",
			calledYou: "Du hast Duck Down gerufen!",
			ev_timed_out_look: "Die Zeit für den ersten Blick ist um.",
			err_wrong_phase: "Gerade gibt es nichts zu spielen: Tippe auf Bereit, wenn du fertig geschaut hast.",
			err_already_called: "In dieser Runde hat schon jemand Duck Down gerufen.",
			revealHint: "Alle Reihen liegen offen. Tippe auf Bereit, wenn du sie gesehen hast: Die nächste Runde beginnt, wenn alle bereit sind.",
			revealHintLast: "Alle Reihen liegen offen. Tippe auf Bereit, wenn du sie gesehen hast: Das Ergebnis kommt, wenn alle bereit sind.",
			revealWaiting: "Du bist bereit. Warte auf {names}…",
			revealWatching: "Alle Reihen liegen offen. Warte auf {names}…",
			readyList: "Bereit: {names}",
			botPlayedNote: "Ein Bot spielt deinen Platz. So endete Runde {r}.",
			totalAfter: "gesamt {n}",
			ev_timed_out_reveal: "Die Zeit zum Aufdecken ist um.",
			legendTitle: "Was die Zeichen bedeuten",
			legendReplaced: "Hier lag eine Sonderkarte. Sie zählt nichts, darum wurde sie beiseitegelegt und durch eine Karte vom Stapel ersetzt.",
			legendCaller: "{name} hat in dieser Runde Duck Down gerufen.",
			legendPenalty: "Ein falsches Duck Down: Jemand anderes hatte weniger Punkte, darum bekommt der Rufer die Strafe des Tisches.",
			legendBest: "Die wenigsten Punkte in dieser Runde."
		},
		nl: {
			roundsDefault: "{n} (één per speler)",
			deck: "Stapel",
			pile: "Aflegstapel",
			cardsLeft: "{n} kaarten",
			pileHistory: "Aflegstapel tot nu toe",
			emptyPile: "leeg",
			turnOf: "{name} is aan de beurt",
			yourTurn: "Jij bent aan de beurt!",
			lookPhase: "Bekijk je twee buitenste kaarten!",
			lookHint: "Onthoud ze goed. Tik op Klaar als je zover bent.",
			ready: "Klaar",
			waitingOthers: "Wachten op de anderen…",
			isReady: "klaar",
			drawHint: "Trek van de stapel of pak de bovenste kaart van de aflegstapel.",
			draw: "Trekken",
			take: "{card} pakken",
			throw: "Afleggen",
			useDouble: "Dubbel gebruiken: nog eens trekken",
			replaceHint: "Tik op een van je kaarten om hem voor deze te ruilen.",
			takenHint: "Een kaart van de aflegstapel moet je ruilen: tik op een van je kaarten.",
			peekHint: "Tik op een van je kaarten om hem te bekijken.",
			swapHint: "Tik op een van je kaarten en een kaart van een ander om ze te ruilen.",
			swapPickOther: "Tik nu op een kaart van een andere speler.",
			swapPickMine: "Tik nu op een van je kaarten.",
			doubleHint: "Gebruik hem om nog een kaart te trekken, of leg hem af: dan eindigt je beurt zonder dat je trekt.",
			holding: "In je hand",
			duckDown: "Duck Down!",
			confirmCallTitle: "Duck Down roepen?",
			confirmCallText: "Alle anderen zijn nog één keer aan de beurt, dan eindigt de ronde. Denk je dat je de minste punten hebt?",
			confirm: "Ja, Duck Down!",
			called: "{name} riep Duck Down!",
			lastTurn: "laatste beurt",
			lastTurns: "Laatste beurten: {names}",
			roundOver: "Ronde {r} is voorbij",
			caller: "riep",
			penalty: "+{n} straf",
			replacedBy: "vervangen",
			yourCards: "Jouw kaarten",
			cardOf: "{name}, kaart {n}",
			yourCard: "Jouw kaart {n}",
			faceDown: "gesloten",
			special_swap: "Ruil",
			special_peek: "Kijk",
			special_double: "Dubbel",
			known: "deze kaart ken je",
			chosen: "gekozen voor de ruil",
			ev_round_started: "Ronde {round} van {rounds} begint. {name} begint.",
			ev_ready: "{name} is klaar.",
			ev_peek_ended: "De eerste blik is voorbij.",
			ev_turn_started: "{name} is aan de beurt.",
			ev_drew: "{name} trekt van de stapel.",
			ev_drew_you: "Je trekt {card}.",
			ev_took: "{name} pakt {card} van de aflegstapel.",
			ev_replaced: "{name} ruilt {card} in voor kaart {slot}; {discarded} gaat op de aflegstapel.",
			ev_replaced_hidden: "{name} ruilt een kaart in voor kaart {slot}; {discarded} gaat op de aflegstapel.",
			ev_threw: "{name} legt {card} af.",
			ev_peeked: "{name} bekijkt kaart {slot}.",
			ev_peeked_you: "Je bekijkt kaart {slot}: {card}.",
			ev_swapped: "{name} ruilt kaart {slot} met kaart {other_slot} van {other}.",
			ev_doubled: "{name} speelt Dubbel en trekt nog eens.",
			ev_duck_down_called: "{name} roept Duck Down!",
			ev_timed_out: "{name} was te laat.",
			ev_reshuffled: "De aflegstapel wordt geschud tot een nieuwe stapel.",
			ev_round_ended: "Ronde {round} is voorbij.",
			ev_game_ended: "Het spel is voorbij.",
			drawOnlyHint: "Trek van de stapel.",
			drawSpecialTopHint: "Trek van de stapel: de speciale kaart op de aflegstapel kun je niet pakken.",
			throwDrawsAgain: "Leg je hem af, dan trek je er nog een.",
			doubleHintAgain: "Gebruik hem om nog een kaart te trekken, of leg hem af en trek er nog een.",
			doubleSpent: "Dat was de vierde kaart deze beurt: leg hem af, dan eindigt je beurt.",
			calledYou: "Jij riep Duck Down!",
			ev_timed_out_look: "De tijd voor de eerste blik is om.",
			err_wrong_phase: "Er valt nu niets te spelen: tik op Klaar als je klaar bent met kijken.",
			err_already_called: "Deze ronde heeft al iemand Duck Down geroepen.",
			revealHint: "Alle rijen liggen open. Tik op Klaar als je ze gezien hebt: de volgende ronde begint als iedereen klaar is.",
			revealHintLast: "Alle rijen liggen open. Tik op Klaar als je ze gezien hebt: de uitslag komt als iedereen klaar is.",
			revealWaiting: "Je bent klaar. Wachten op {names}…",
			revealWatching: "Alle rijen liggen open. Wachten op {names}…",
			readyList: "Klaar: {names}",
			botPlayedNote: "Een bot speelt jouw plaats. Zo eindigde ronde {r}.",
			totalAfter: "totaal {n}",
			ev_timed_out_reveal: "De tijd voor de onthulling is om.",
			legendTitle: "Wat de tekens betekenen",
			legendReplaced: "Hier lag een speciale kaart. Die telt niet mee, dus werd hij opzij gelegd en vervangen door een kaart van de stapel.",
			legendCaller: "{name} riep deze ronde Duck Down.",
			legendPenalty: "Een verkeerde Duck Down: iemand anders had minder punten, dus krijgt wie riep de straf van de tafel.",
			legendBest: "De minste punten deze ronde."
		}
	},
	styles: t`
  .btn.duck {
    background: linear-gradient(180deg, #ffe066, #fab005);
    color: #3b2a00;
    font-size: 1.1rem;
    letter-spacing: 0.02em;
    border-color: #e67700;
  }
  .tag.called {
    background: #fab005;
    color: #3b2a00;
  }
  .tag.last {
    background: var(--_danger);
    color: #fff;
  }
  /* ---------------------------------------------------------------- cards */
  .card {
    --w: 64px;
    width: var(--w);
    aspect-ratio: 5 / 7;
    border-radius: calc(var(--w) * 0.14);
    display: inline-grid;
    place-items: center;
    position: relative;
    box-shadow: var(--_shadow);
    flex: none;
    user-select: none;
    transition: transform 0.2s ease, box-shadow 0.2s ease;
  }
  .card.xs {
    --w: 26px;
    box-shadow: none;
  }
  .card.s {
    --w: 44px;
  }
  .card.m {
    --w: 64px;
  }
  .card.l {
    --w: min(19vw, 96px);
  }
  .card.back {
    background: radial-gradient(circle at 50% 45%, rgba(255, 255, 255, 0.18) 0 32%, transparent 33%),
      repeating-linear-gradient(45deg, var(--_back) 0 6px, var(--_back2) 6px 12px);
    border: 3px solid #fff;
  }
  .card.back .back-duck {
    width: 58%;
    height: auto;
    opacity: 0.95;
  }
  .card.xs.back {
    border-width: 1.5px;
  }
  .card.face {
    background: #fff;
    color: hsl(var(--h, 40) 70% 30%);
    border: 3px solid hsl(var(--h, 40) 65% 45%);
  }
  .card.num {
    background: linear-gradient(160deg, #fff 55%, hsl(var(--h) 80% 90%));
  }
  .card .big {
    font-size: calc(var(--w) * 0.55);
    font-weight: 900;
    line-height: 1;
  }
  .card .corner {
    position: absolute;
    top: 3%;
    left: 9%;
    font-size: calc(var(--w) * 0.2);
    font-weight: 800;
  }
  .card.xs .corner,
  .card.s .corner {
    display: none;
  }
  .card.special {
    border-color: #7048e8;
    color: #5f3dc4;
    background: linear-gradient(160deg, #fff 50%, #e5dbff);
    grid-template-rows: 1fr auto;
    padding: 10% 4%;
  }
  .card.special.swap {
    border-color: #1971c2;
    color: #1864ab;
    background: linear-gradient(160deg, #fff 50%, #d0ebff);
  }
  .card.special.double {
    border-color: #c2255c;
    color: #a61e4d;
    background: linear-gradient(160deg, #fff 50%, #ffdeeb);
  }
  .card.special .icon svg {
    width: calc(var(--w) * 0.5);
    height: calc(var(--w) * 0.5);
  }
  .card.special .label {
    font-size: calc(var(--w) * 0.17);
    font-weight: 800;
    text-transform: uppercase;
  }
  .card.xs.special .label,
  .card.s.special .label {
    display: none;
  }
  .card.xs .icon svg {
    width: 18px;
    height: 18px;
  }
  .card.xs .big {
    font-size: 15px;
  }
  .card.xs.face {
    border-width: 1.5px;
  }
  .card .eye {
    position: absolute;
    right: -6px;
    top: -6px;
    width: 22px;
    height: 22px;
    border-radius: 50%;
    background: var(--_focus);
    color: #fff;
    display: grid;
    place-items: center;
    box-shadow: var(--_shadow);
  }
  .card .eye svg {
    width: 15px;
    height: 15px;
  }
  .card.empty {
    border: 2px dashed rgba(255, 255, 255, 0.5);
    box-shadow: none;
    color: rgba(255, 255, 255, 0.7);
    font-size: 0.8rem;
  }
  /* A slot: a fixed position in a row. It wraps a card; it never names the card. */
  .slot {
    background: none;
    border: none;
    padding: 4px;
    border-radius: 14px;
    display: inline-grid;
    place-items: center;
    position: relative;
    min-width: 44px;
    min-height: 44px;
  }
  button.slot {
    cursor: pointer;
  }
  button.slot.target .card {
    box-shadow: 0 0 0 3px var(--_accent), 0 6px 14px rgba(0, 0, 0, 0.3);
    transform: translateY(-3px);
  }
  button.slot:hover .card {
    transform: translateY(-5px);
  }
  /* the card chosen for a Swap: framed, lifted high and ticked, unmistakable at a glance */
  .slot.selected {
    background: rgba(255, 255, 255, 0.32);
    outline: 3px solid #fff;
    outline-offset: 1px;
    z-index: 1;
  }
  button.slot.selected .card,
  .slot.selected .card {
    box-shadow: 0 0 0 4px #fff, 0 0 0 8px var(--_focus), 0 12px 22px rgba(0, 0, 0, 0.45);
    transform: translateY(-10px) scale(1.06);
  }
  .slot .sel-mark {
    position: absolute;
    left: 50%;
    bottom: -6px;
    transform: translateX(-50%);
    min-width: 26px;
    height: 26px;
    padding: 0 6px;
    border-radius: 13px;
    background: var(--_focus);
    color: #fff;
    font-weight: 900;
    display: grid;
    place-items: center;
    box-shadow: 0 0 0 2px #fff, var(--_shadow);
    pointer-events: none;
  }
  .slot.touched::after {
    content: "";
    position: absolute;
    inset: 0;
    border-radius: 14px;
    border: 2px dashed var(--_accent);
    pointer-events: none;
  }
  .slot.peeking .card,
  .slot.look .card {
    box-shadow: 0 0 0 4px #74c0fc, 0 0 18px #74c0fc;
  }
  .opponents {
    display: grid;
    gap: 8px;
    grid-template-columns: repeat(auto-fill, minmax(290px, 1fr));
  }
  .opponents.all {
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 380px), 1fr));
  }
  .opp {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: 4px 8px;
    background: rgba(0, 0, 0, 0.18);
    border-radius: 14px;
    padding: 6px 8px;
    border: 2px solid transparent;
    min-width: 0;
  }
  .opp.turn,
  .me.turn {
    border-color: var(--_accent);
    background: rgba(255, 212, 59, 0.16);
  }
  .opp .slot {
    padding: 2px;
  }
  .opp .who {
    flex: 1 1 90px;
    min-width: 0;
    display: grid;
    gap: 2px;
  }
  .opp .name {
    font-weight: 750;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .opp .tags {
    display: flex;
    gap: 4px;
    flex-wrap: wrap;
  }
  .opp .tags .tag {
    background: rgba(255, 255, 255, 0.2);
  }
  .opp .tags .tag.turn {
    background: var(--_accent);
    color: var(--_on-accent);
  }
  .opp .tags .tag.called {
    background: #fab005;
    color: #3b2a00;
  }
  .opp .tags .tag.last {
    background: var(--_danger);
  }
  .opp .slots {
    display: flex;
    gap: 0;
  }
  .center {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 14px;
    flex-wrap: wrap;
    padding: 6px 0;
  }
  .stack {
    display: grid;
    justify-items: center;
    gap: 4px;
    background: none;
    border: none;
    color: inherit;
    padding: 6px;
    border-radius: 16px;
    min-width: 44px;
  }
  button.stack.can .card {
    box-shadow: 0 0 0 4px var(--_accent), 0 0 22px rgba(255, 212, 59, 0.7);
  }
  button.stack.can:hover .card {
    transform: translateY(-4px);
  }
  .stack .cap {
    font-size: 0.85rem;
    font-weight: 700;
    opacity: 0.95;
  }
  .deck-pile {
    position: relative;
    display: inline-grid;
  }
  .deck-pile .card + .card {
    position: absolute;
    left: 4px;
    top: -4px;
  }
  .held {
    display: grid;
    justify-items: center;
    gap: 4px;
  }
  .held .card {
    transform: rotate(4deg);
  }
  .held.mine .card {
    box-shadow: 0 0 0 4px #fff, 0 10px 24px rgba(0, 0, 0, 0.4);
  }
  .history {
    display: flex;
    gap: 3px;
    overflow-x: auto;
    padding: 2px 2px 6px;
    max-width: 100%;
    scrollbar-width: thin;
  }
  details.pile-details summary {
    cursor: pointer;
    font-size: 0.85rem;
    min-height: 32px;
    display: flex;
    align-items: center;
    gap: 6px;
    opacity: 0.9;
  }
  .me {
    display: grid;
    gap: 6px;
    justify-items: center;
    border-radius: 16px;
    padding: 6px 4px;
    border: 2px solid transparent;
  }
  .me .myname,
  .stack .cap,
  .held .cap,
  .reveal .rname,
  .call-banner span {
    overflow-wrap: anywhere;
    min-width: 0;
  }
  .me .mehead {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 8px;
    align-items: center;
    font-weight: 750;
  }
  .hand {
    display: flex;
    gap: 2px;
    justify-content: center;
  }
  .look-strip {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: 8px 12px;
    margin: 0 0 12px;
    padding: 10px;
    border-radius: 14px;
    color: #fff;
    background: radial-gradient(ellipse at 50% 30%, var(--_felt), var(--_felt2));
  }
  .look-strip .msg {
    display: grid;
    flex: 1 1 200px;
  }
  .look-strip .msg span {
    font-size: 0.9rem;
    opacity: 0.92;
  }
  .reveal {
    display: grid;
    gap: 8px;
  }
  .reveal .rrow {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto auto;
    align-items: center;
    gap: 8px;
    padding: 6px 8px;
    border-radius: 12px;
    background: var(--_surface2);
  }
  .reveal .rrow.best {
    box-shadow: inset 0 0 0 2px var(--_ok);
  }
  .reveal .rname {
    font-weight: 750;
    display: flex;
    align-items: center;
    gap: 6px;
    flex-wrap: wrap;
    min-width: 0;
  }
  .reveal .rcards {
    display: flex;
    gap: 4px;
  }
  .reveal .rslot {
    position: relative;
    display: inline-grid;
  }
  .reveal .rslot .was {
    position: absolute;
    top: -8px;
    right: -8px;
    width: 24px;
    height: 24px;
    border-radius: 50%;
    background: #7048e8;
    color: #fff;
    font-size: 13px;
    font-weight: 900;
    display: grid;
    place-items: center;
    box-shadow: var(--_shadow);
  }
  .reveal .rslot.replaced .card {
    box-shadow: 0 0 0 3px #7048e8;
  }
  .reveal-legend {
    list-style: none;
    margin: 10px 0 0;
    padding: 0;
    display: grid;
    gap: 6px;
    font-size: 0.9rem;
  }
  .reveal-legend li {
    display: flex;
    align-items: center;
    gap: 8px;
  }
  .reveal-legend li > :first-child {
    flex: none;
  }
  .reveal-legend .was,
  .was-mark {
    width: 24px;
    height: 24px;
    border-radius: 50%;
    background: #7048e8;
    color: #fff;
    font-size: 15px;
    font-weight: 900;
    display: grid;
    place-items: center;
  }
  .reveal-legend .pen {
    width: 24px;
    text-align: center;
    font-weight: 900;
    color: var(--_danger);
  }
  .reveal-legend .best-mark {
    width: 24px;
    height: 16px;
    border-radius: 5px;
    box-shadow: inset 0 0 0 2px var(--_ok);
  }
  .reveal .pts {
    font-size: 1.4rem;
    font-weight: 900;
    text-align: right;
    font-variant-numeric: tabular-nums;
    min-width: 2.4em;
  }
  .reveal .pts small {
    display: block;
    font-size: 0.75rem;
    font-weight: 700;
    color: var(--_danger);
  }
  .reveal .pts .after {
    display: block;
    font-size: 0.75rem;
    font-weight: 700;
    opacity: 0.75;
    white-space: nowrap;
  }
  .reveal-strip .ready-list {
    font-weight: 750;
  }
  /* the reveal on the felt (ruling 22): a replaced special's badge on its slot */
  .slot .was-on-felt {
    position: absolute;
    top: -4px;
    right: -4px;
    width: 22px;
    height: 22px;
    border-radius: 50%;
    background: #7048e8;
    color: #fff;
    font-size: 13px;
    font-weight: 900;
    display: grid;
    place-items: center;
    box-shadow: var(--_shadow);
    pointer-events: none;
  }
  .slot.replaced .card {
    box-shadow: 0 0 0 3px #7048e8;
  }
  /* the last round's reveal, kept on the felt at the end */
  .last-round {
    margin-top: 12px;
    padding: 10px;
    border-radius: 14px;
    color: var(--_text);
    background: var(--_surface);
  }
  .last-round h3 {
    margin: 0 0 8px;
  }
  :host([contained]) .call-banner {
    position: absolute;
  }
  .call-banner {
    position: fixed;
    left: 50%;
    top: 38%;
    transform: translate(-50%, -50%);
    z-index: 25;
    background: linear-gradient(180deg, #ffe066, #fab005);
    color: #3b2a00;
    font-size: 2rem;
    font-weight: 900;
    padding: 14px 26px;
    border-radius: 20px;
    box-shadow: 0 16px 40px rgba(0, 0, 0, 0.35);
    display: flex;
    align-items: center;
    gap: 12px;
    pointer-events: none;
    animation: pop 2.2s ease forwards;
    width: max-content;
    max-width: calc(100% - 24px);
  }
  .call-banner .duck {
    width: 56px;
    height: 56px;
  }
  @keyframes pop {
    0% {
      transform: translate(-50%, -50%) scale(0.3);
      opacity: 0;
    }
    15% {
      transform: translate(-50%, -50%) scale(1.1);
      opacity: 1;
    }
    25% {
      transform: translate(-50%, -50%) scale(1);
    }
    80% {
      opacity: 1;
    }
    100% {
      opacity: 0;
      transform: translate(-50%, -60%) scale(1);
    }
  }
  @container (max-width: 480px) {
    .opponents {
      grid-template-columns: 1fr;
      gap: 6px;
    }
    .opp {
      padding: 4px 6px;
    }
    .card.m {
      --w: 56px;
    }
    .call-banner {
      font-size: 1.5rem;
    }
    .held .card.l {
      --w: 70px;
    }
    .actions .btn.duck {
      font-size: 1rem;
      letter-spacing: 0;
    }
  }
  @container (min-width: 700px) {
    .card.l {
      --w: 100px;
    }
    .card.m {
      --w: 72px;
    }
  }
  /* the deck, the pile and your hand */
  .tableau {
    display: grid;
    gap: 10px;
  }
  /*
   * Where the game fits the felt it is given (a wide screen, docs/frontend.md "Layout"): the
   * other players on top, the deck and pile beside your hand when the felt is wide enough, and
   * smaller cards when it is short, so the whole table and the moves under it are in view.
   */
  @container felt (min-width: 1px) {
    .opponents {
      grid-template-columns: repeat(auto-fit, minmax(210px, 1fr));
    }
    .opponents.all {
      grid-template-columns: repeat(auto-fit, minmax(min(100%, 300px), 1fr));
    }
    .opp {
      justify-content: flex-start;
    }
    .opp .who {
      flex: 1 1 0;
      min-width: 0;
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 2px 8px;
    }
    .opp .slots {
      flex: 1 1 100%;
      justify-content: center;
    }
  }
  @container felt (min-width: 620px) {
    .tableau {
      grid-template-columns: minmax(0, auto) minmax(0, 1fr);
      align-items: center;
    }
    .tableau > .center {
      grid-column: 1;
      grid-row: 1;
    }
    .tableau > .pile-details {
      grid-column: 1;
      grid-row: 2;
      align-self: start;
    }
    .tableau > .me,
    .tableau > .watching {
      grid-column: 2;
      grid-row: 1 / span 2;
    }
  }
  @container felt (min-width: 620px) and (max-width: 820px) {
    .tableau .center {
      gap: 8px;
    }
    .tableau .stack {
      padding: 4px;
    }
    .tableau .center .card.m {
      --w: 56px;
    }
    .tableau .center .card.l {
      --w: 72px;
    }
    .tableau .hand .card.l {
      --w: 74px;
    }
  }
  @container felt (max-height: 600px) {
    .card.l {
      --w: 84px;
    }
    .card.m {
      --w: 58px;
    }
    .opp .card.s {
      --w: 40px;
    }
  }
  /* the how-to-play legend */
  .eye-mark {
    width: 26px;
    height: 26px;
    border-radius: 50%;
    background: var(--_focus);
    color: #fff;
    display: grid;
    place-items: center;
  }
  .eye-mark svg {
    width: 17px;
    height: 17px;
  }
`,
	rules: R,
	createBoard: (e) => new re(e),
	describeEvent: oe,
	majorEvents: ae,
	howTo: ie
};
export { se as default };
