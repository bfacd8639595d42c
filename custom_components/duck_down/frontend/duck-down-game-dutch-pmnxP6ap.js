import { a as e, d as t, l as n, n as r, r as i, s as a } from "./duck-down-shared-BTlcC7Is.js";
import { n as o, t as s } from "./duck-down-shared-fLLsZYjW.js";
// src/games/dutch/cards.ts
var c = [
	"A",
	"2",
	"3",
	"4",
	"5",
	"6",
	"7",
	"8",
	"9",
	"10",
	"J",
	"Q",
	"K"
], l = {
	A: "ace",
	Q: "queen",
	J: "jack"
}, u = {
	C: "♣",
	D: "♦",
	H: "♥",
	S: "♠"
};
function d(e) {
	if (typeof e != "string") return null;
	let t = /^(A|[2-9]|10|J|Q|K)([CDHS])$/.exec(e);
	if (!t) return null;
	let n = t[1], r = t[2], i = r === "D" || r === "H", a = c.indexOf(n) + 1;
	return {
		rank: n,
		suit: r,
		red: i,
		value: n === "K" ? i ? 0 : 13 : a,
		power: l[n] ?? null
	};
}
function f(e, t) {
	return t === "A" || t === "J" || t === "Q" || t === "K" ? e(`rank_${t}`) : t;
}
function p(e, t) {
	let n = d(t);
	return n ? f(e, n.rank) + u[n.suit] : e("faceDown");
}
function m(e, t) {
	let n = d(t);
	return n ? e("cardWords", {
		rank: e(`rankName_${n.rank}`),
		suit: e(`suit_${n.suit}`)
	}) : e("faceDown");
}
function h(e, t) {
	return t === "A" || t === "J" || t === "Q" || t === "K" ? e(`aRank_${t}`) : e("aRank_n", { n: t });
}
function g(e, t) {
	let n = d(t);
	return n ? n.rank === "K" || n.rank === "J" || n.rank === "Q" || n.rank === "A" ? e("cardPoints", {
		card: p(e, t),
		n: n.value
	}) : p(e, t) : e("faceDown");
}
// src/games/dutch/ctx.ts
var _ = (e) => e.view, v = (e) => e.mine, y = (e) => e.t;
function b(e, t) {
	return (n) => {
		n ? e.set(t, n) : e.delete(t);
	};
}
// src/games/dutch/face.ts
var x = {
	H: "M12 21.5 3.2 12.6C.6 10 .9 5.8 3.9 3.9c2.6-1.7 5.9-.9 8.1 1.8 2.2-2.7 5.5-3.5 8.1-1.8 3 1.9 3.3 6.1.7 8.7z",
	D: "M12 1.5 21 12l-9 10.5L3 12z",
	S: "M12 1.5c3 4 9.5 7.6 9.5 12.3 0 2.9-2.3 4.7-4.7 4.7-1.5 0-2.7-.6-3.6-1.6.3 2.1 1.2 3.7 2.8 5.1H8c1.6-1.4 2.5-3 2.8-5.1-.9 1-2.1 1.6-3.6 1.6-2.4 0-4.7-1.8-4.7-4.7C2.5 9.1 9 5.5 12 1.5z",
	C: "M12 2a4.6 4.6 0 0 1 3.9 7A4.6 4.6 0 1 1 13.4 17c.3 2 1.2 3.6 2.8 5H7.8c1.6-1.4 2.5-3 2.8-5A4.6 4.6 0 1 1 8.1 9 4.6 4.6 0 0 1 12 2z"
};
function S(e, t = "du-suit") {
	return a`<svg class=${t} viewBox="0 0 24 24" aria-hidden="true">${n`<path d=${x[e]} fill="currentColor"/>`}</svg>`;
}
var C = {
	ace: "M4 6h9a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2zm13 2 5 4-5 4v-3h-1v-2h1V8z",
	queen: "M12 5C6.5 5 2.7 9.2 1.5 12c1.2 2.8 5 7 10.5 7s9.3-4.2 10.5-7C21.3 9.2 17.5 5 12 5zm0 11.2A4.2 4.2 0 1 1 12 7.8a4.2 4.2 0 0 1 0 8.4zm0-6.4a2.2 2.2 0 1 0 0 4.4 2.2 2.2 0 0 0 0-4.4z",
	jack: "M7 4 3 8l4 4V9h11V7H7V4zm10 8v3H6v2h11v3l4-4-4-4z"
};
function w(e, t = "ic") {
	return a`<svg class=${t} viewBox="0 0 24 24" aria-hidden="true">${n`<path d=${C[e]} fill="currentColor"/>`}</svg>`;
}
var T = n`<path d="M3 18h18l1-11-5 4-5-7-5 7-5-4z" fill="currentColor"/>`;
function E(t, n, r = "m", i = "") {
	let o = d(t);
	if (!o) return a`<span class="du-card du-back du-${r} ${i}" aria-hidden="true"></span>`;
	let s = f(n, o.rank), c = o.rank === "K" ? o.red ? "du-king0" : "du-king13" : "", l = a`<span class="du-idx"><span class="du-r">${s}</span>${S(o.suit, "du-suit")}</span>`, u = o.rank === "K" || o.rank === "Q" || o.rank === "J", p = u ? a`<span class="du-mid du-court">${o.rank === "K" ? a`<svg class="du-crown" viewBox="0 0 24 24" aria-hidden="true">${T}</svg>` : e}<span class="du-letter">${s}</span></span>` : a`<span class="du-mid">${S(o.suit, "du-pip")}</span>`, m = o.rank === "A" || u ? a`<span class="du-val">${o.value}</span>` : e, h = o.power ? a`<span class="du-pow">${w(o.power, "du-powic")}</span>` : e;
	return a`<span class="du-card du-face du-${o.suit} ${o.red ? "du-red" : "du-black"} ${c} du-${r} ${i}" aria-hidden="true"
    >${l}${p}${m}${h}<span class="du-idx du-idx2"><span class="du-r">${s}</span>${S(o.suit, "du-suit")}</span></span
  >`;
}
function ee(e = "m") {
	return a`<span class="du-card du-gap du-${e}" aria-hidden="true"></span>`;
}
function D(e, t) {
	return a`<span class="du-card du-none du-${e}" aria-hidden="true">${t}</span>`;
}
// src/games/dutch/owner.ts
function O(t) {
	let n = _(t);
	if (!t.owner || n.phase !== "between" || !Array.isArray(n.owner) || !n.owner.length) return e;
	let r = y(t), i = n.owner.some((e) => e.type === "deal"), o = n.owner.filter((e) => e.type === "mode").map((e) => e.mode);
	return a`<div class="du-owner">
    ${o.length ? a`<label class="du-mode">
          <span>${r("gameLength")}</span>
          <select @change=${(e) => {
		let n = e.target.value;
		o.includes(n) && t.act({
			type: "mode",
			mode: n
		}, { owner: !0 });
	}}>
            <option value=${n.mode} selected>${r(`mode_${n.mode}`)}</option>
            ${o.map((e) => a`<option value=${e}>${r(`mode_${e}`)}</option>`)}
          </select>
        </label>` : e}
    ${i ? a`<button class="btn primary" @click=${() => t.act({ type: "deal" }, { owner: !0 })}>▶ ${r("dealNext")}</button>` : e}
  </div>`;
}
// src/games/dutch/rules.ts
var k = 3e4;
function A() {
	return {
		arming: null,
		pick: null,
		confirmCall: !1,
		sent: null,
		late: null,
		banner: null,
		animCount: 0,
		anim: null
	};
}
function j(e, t) {
	return !!e && Array.isArray(e.legal) && e.legal.includes(t);
}
function M(e) {
	return !!e && e.phase === "turn" && e.turn?.seat === e.seat;
}
function N(e) {
	return e?.phase === "turn" && e.window?.open ? e.window : null;
}
function P(e) {
	return j(e, "throw_in") && !!N(e);
}
function F(e, t) {
	return (e.filled[t] ?? []).every(Boolean);
}
function I(e, t) {
	let n = e.filled[t] ?? [], r = 3;
	return n.forEach((e, t) => {
		e && t > r && (r = t);
	}), r + 1;
}
function L(e, t, n, r) {
	return typeof e.deadline == "number" && t !== null ? e.deadline - t : n ? e.paused ? n.now : n.now + Math.max(0, r - n.at) : null;
}
function R(e, t) {
	if (!e || !e.open || t === null) return null;
	let n = Math.max(1, e.until - e.opened);
	return {
		left: Math.max(0, Math.min(n, e.until - t)),
		total: n
	};
}
function z(e, t, n, r) {
	if (!t) return null;
	let i = !!t.filled[n]?.[r], a = n === t.seat;
	if (V(e, t) && a && i) return "throw";
	if (a && t.phase === "look" && j(t, "choose") && r < 4 && !t.look.chosen[t.seat]?.includes(r)) return "choose";
	if (!M(t) || !i) return null;
	let o = t.turn?.step;
	return a && o === "hold" && j(t, "replace") ? "replace" : o === "power" && t.turn?.power === "queen" && j(t, "look") ? "look" : o === "power" && t.turn?.power === "jack" && j(t, "swap") && n !== t.caller ? "swap" : null;
}
function B(e, t) {
	return !!e && M(e) && e.turn?.power === "ace" && j(e, "give") && t !== e.caller && !F(e, t);
}
function te(e, t) {
	let [n, r] = e[0] < t[0] || e[0] === t[0] && e[1] < t[1] ? [e, t] : [t, e];
	return {
		type: "swap",
		row: n[0],
		slot: n[1],
		other_row: r[0],
		other_slot: r[1]
	};
}
function ne(e, t, n, r) {
	let i = z(e, t, n, r);
	if (!t || !i) return [e, null];
	switch (i) {
		case "throw": return [{
			...e,
			arming: null,
			sent: {
				window: t.window.number,
				slot: r
			}
		}, {
			type: "throw_in",
			slot: r,
			window: t.window.number
		}];
		case "choose": return [e, {
			type: "choose",
			slot: r
		}];
		case "replace": return [e, {
			type: "replace",
			slot: r
		}];
		case "look": return [e, {
			type: "look",
			row: n,
			slot: r
		}];
		case "swap": {
			let t = e.pick;
			return t ? t[0] === n && t[1] === r ? [{
				...e,
				pick: null
			}, null] : [{
				...e,
				pick: null
			}, te(t, [n, r])] : [{
				...e,
				pick: [n, r]
			}, null];
		}
	}
}
function re(e, t, n) {
	return B(t, n) ? [e, {
		type: "give",
		row: n
	}] : [e, null];
}
function V(e, t) {
	return e.arming !== null && P(t) && t.window.number === e.arming;
}
function H(e, t, n) {
	return {
		...e,
		arming: n && P(t) ? t.window.number : null,
		pick: n ? null : e.pick
	};
}
function ie(e, t, n) {
	return {
		...e,
		confirmCall: n && j(t, "dutch")
	};
}
function U(e, t, n) {
	let r = e.animCount + 1;
	return {
		...e,
		anim: {
			kind: t,
			places: n,
			n: r
		},
		animCount: r
	};
}
var W = (e) => typeof e == "number" ? e : -1;
function ae(e, t, n) {
	let r = W(t.seat);
	switch (t.type) {
		case "round_started": return {
			board: U({
				...e,
				arming: null,
				pick: null,
				confirmCall: !1,
				sent: null,
				late: null,
				banner: null
			}, "deal", []),
			cue: "card"
		};
		case "turn_started": return r === n ? {
			board: e,
			cue: "turn"
		} : { board: e };
		case "drew":
		case "took":
		case "replaced":
		case "discarded":
		case "gave": return {
			board: e,
			cue: "card"
		};
		case "swapped": return {
			board: U(e, "swap", [[W(t.row), W(t.slot)], [W(t.other_row), W(t.other_slot)]]),
			cue: "whoosh"
		};
		case "thrown_in": {
			let n = [[r, W(t.slot)]];
			return t.correct ? {
				board: U(e, "throw", n),
				cue: "card"
			} : (typeof t.penalty == "number" && n.push([r, t.penalty]), {
				board: U(e, "wrong", n),
				cue: "whoosh"
			});
		}
		case "dutch_called": return {
			board: {
				...e,
				confirmCall: !1,
				banner: {
					seat: r,
					n: e.animCount + 1
				},
				animCount: e.animCount + 1
			},
			cue: "quack"
		};
		case "round_ended": return {
			board: {
				...e,
				arming: null,
				pick: null,
				confirmCall: !1,
				sent: null
			},
			cue: "end"
		};
		case "game_ended": {
			let r = Array.isArray(t.winners) ? t.winners : [];
			return {
				board: e,
				cue: n !== null && r.includes(n) ? "win" : "end"
			};
		}
	}
	return { board: e };
}
function oe(e, t) {
	let n = e.late;
	n && t.window && t.window.number > n.window && (n = null);
	let r = e.sent;
	if (!r) return {
		sent: r,
		late: n
	};
	let i = t.window;
	if (i && i.number === r.window && i.tried.includes(t.seat)) return {
		sent: null,
		late: n
	};
	if (i && i.number === r.window && i.open) return {
		sent: r,
		late: n
	};
	let a = i && i.number === r.window ? i.throws.find((e) => e.correct)?.seat ?? null : null;
	return {
		sent: null,
		late: i && i.number > r.window ? null : {
			window: r.window,
			by: a
		}
	};
}
function se(e, t) {
	let n = M(t) && t.turn?.power === "jack" && j(t, "swap");
	return {
		...e,
		...oe(e, t),
		arming: V(e, t) ? e.arming : null,
		pick: n ? e.pick : null,
		confirmCall: e.confirmCall && j(t, "dutch")
	};
}
var G = (e, t) => typeof e == "number" && e >= 0 ? e : t;
function ce(e, t) {
	let n = e, r;
	if (n.phase === "look") r = G(t.peek_time, 15);
	else if (n.phase === "between") return k;
	else if (n.phase !== "turn") return null;
	else if (n.turn?.step === "wait" || n.turn?.step === "ending") {
		let e = n.window;
		return e ? Math.max(1, e.until - e.opened) : G(t.throw_time, 2) * 1e3;
	} else r = G(t.turn_time, 30);
	return r > 0 ? r * 1e3 : null;
}
function le(e) {
	let t = e;
	if (!Array.isArray(t.scores)) return null;
	let n = [], r = [];
	return t.scores.forEach((e, i) => {
		r = e.map((e, t) => (r[t] ?? 0) + e);
		for (let e of t.halvings?.[i] ?? []) r[e.seat] = e.to;
		n.push(r);
	}), n;
}
var ue = {
	initial: A,
	event: ae,
	seatView: (e, t) => se(e, t),
	toAct: (e) => Array.isArray(e.to_act) ? e.to_act : [],
	decisionMs: ce,
	roundResult: (e) => {
		let t = e;
		return t.phase === "between" && t.result ? { round: t.result.round } : null;
	},
	scoreHistory: (e) => Array.isArray(e.scores) ? e.scores : null,
	runningTotals: le,
	target: (e) => typeof e.target == "number" ? e.target : null
};
// src/games/dutch/actions.ts
function de(t, n) {
	let r = y(t), i = _(t), o = v(t), s = [], c = (e, n, r = "") => {
		j(o, e) && s.push(a`<button class="btn ${r}" @click=${() => t.act({ type: e })}>${n}</button>`);
	}, l = i.pile[i.pile.length - 1];
	if (c("ready", "✓ " + r("ready"), "primary"), c("draw", r("draw"), "primary"), l !== void 0 && c("take", r("take", { card: p(r, l) })), i.held && c("discard", r("discard", { card: p(r, i.held.card) })), j(o, "skip") && i.turn?.power && c("skip", r(`skip_${i.turn.power}`)), j(o, "dutch") && s.push(a`<button class="btn du-dutch" @click=${() => n(!0)}>${r("callDutch")}</button>`), c("end", r("endTurn"), j(o, "dutch") ? "" : "primary"), P(o) && i.window) {
		let e = h(r, i.window.rank);
		s.push(V(t.board, o) ? a`<button class="btn ghost du-cancel" @click=${() => t.setBoard(H(t.board, o, !1))}>${r("cancelThrow")}</button>` : a`<button class="btn du-throw" aria-label=${r("throwInLabel", { rank: e })} @click=${() => t.setBoard(H(t.board, o, !0))}>
            ${w("jack")} ${r("throwIn")}
          </button>`);
	}
	let u = i.phase === "between" ? O(t) : e;
	return !s.length && u === e ? e : a`<div class="actions du-actions">${s}${u}</div>`;
}
// src/games/dutch/animate.ts
function K(e, t, n, r = 0) {
	e && typeof e.animate == "function" && e.animate(t, {
		duration: n,
		delay: r,
		easing: "ease-out"
	});
}
function fe(e, t) {
	let n = (t, n) => e.slots.get(`${t}:${n}`)?.querySelector(".du-card");
	switch (t.kind) {
		case "swap": {
			let e = [
				{ transform: "scale(1)" },
				{ transform: "scale(1.15) rotate(-8deg)" },
				{ transform: "scale(1.15) rotate(8deg)" },
				{ transform: "scale(1)" }
			];
			for (let [r, i] of t.places) K(n(r, i), e, 800);
			break;
		}
		case "throw":
			K(e.stacks.get("pile")?.querySelector(".du-card"), [{
				transform: "translateY(40px) scale(.7)",
				opacity: .2
			}, {
				transform: "none",
				opacity: 1
			}], 380);
			break;
		case "wrong": {
			let [r, i] = t.places;
			r && K(e.slots.get(`${r[0]}:${r[1]}`)?.querySelector(".du-shown"), [
				{ transform: "translateY(-18px) scale(1.2)" },
				{ transform: "translateX(-6px)" },
				{ transform: "translateX(6px)" },
				{ transform: "none" }
			], 700), i && K(n(i[0], i[1]), [{
				transform: "translateY(-50px) scale(.5)",
				opacity: 0
			}, {
				transform: "none",
				opacity: 1
			}], 450, 300);
			break;
		}
		case "deal": [...e.slots.values()].forEach((e, t) => K(e.querySelector(".du-card"), [{
			transform: "translate(0,-50px) scale(.5)",
			opacity: 0
		}, {
			transform: "none",
			opacity: 1
		}], 300, t * 25));
	}
}
// src/games/dutch/center.ts
function pe(t, n, r) {
	let i = y(t), o = _(t);
	if (!n || o.phase !== "turn") return e;
	let s = n.throws.map((e) => {
		let n = t.seatName(e.seat), r = e.correct ? i("throwRight", {
			name: n,
			card: p(i, e.card)
		}) : e.penalty === null ? i("throwWrongNoPenalty", {
			name: n,
			card: p(i, e.card)
		}) : i("throwWrong", {
			name: n,
			card: p(i, e.card)
		});
		return a`<li class=${e.correct ? "du-ok" : "du-bad"}>${e.correct ? "✓" : "✗"} ${r}</li>`;
	}), c = t.board.late, l = !!c && c.window === n.number, u = c && l ? a`<p class="du-late" role="alert">${c.by === null ? i("lateClosed") : i("lateBy", { name: t.seatName(c.by) })}</p>` : e, d = e;
	if (n.open) {
		let e = h(i, n.rank), t = r ? Math.round(100 * r.left / r.total) : 100;
		d = a`<div class="du-win-head">
        <b>${i("windowOpen", { rank: e })}</b>
        ${r && r.left > 0 ? a`<span class="du-secs" role="timer" aria-label=${i("windowSecsLabel", { s: (r.left / 1e3).toFixed(1) })}>${(r.left / 1e3).toFixed(1)} s</span>` : a`<span class="du-secs du-until">${i("windowUntilTurn")}</span>`}
      </div>
      <span class="du-bar" aria-hidden="true"><i style="width:${r && r.left > 0 ? t : 0}%"></i></span>`;
	} else if (!s.length && !l) return e;
	return a`<div class="du-window ${n.open ? "du-open" : "du-shut"}" aria-label=${i("windowLabel")}>
    ${d} ${s.length ? a`<ul class="du-throws" aria-live="polite">${s}</ul>` : e} ${u}
  </div>`;
}
function me(t, n, r) {
	let i = y(t), s = _(t), c = v(t), l = s.pile.length ? s.pile[s.pile.length - 1] : void 0, u = s.window, d = s.phase === "turn" && !!u?.open, f = a`<span class="du-stack">${s.draw > 0 ? a`${E(null, i, "m")}${s.draw > 1 ? E(null, i, "m", "du-under") : e}` : D("m", "")}</span>
    <span class="du-cap">${i("drawPile")} · ${i("cardsLeft", { n: s.draw })}</span>`, m = a`<span class="du-stack ${d ? "du-glow" : ""}">${l === void 0 ? D("m", i("emptyPile")) : E(l, i, "m")}</span>
    <span class="du-cap">${i("pile")}</span>`, h = `${i("pile")}: ${l === void 0 ? i("emptyPile") : g(i, l)}`, x = s.held, S = !!x && x.seat === t.me;
	return a`<div class="du-center">
      ${j(c, "draw") ? a`<button class="du-pilebtn du-can" aria-label=${i("draw")} @click=${() => t.act({ type: "draw" })} ${o(b(n.stacks, "draw"))}>${f}</button>` : a`<span class="du-pilebtn" role="img" aria-label=${`${i("drawPile")}: ${i("cardsLeft", { n: s.draw })}`} ${o(b(n.stacks, "draw"))}>${f}</span>`}
      ${j(c, "take") && l !== void 0 ? a`<button class="du-pilebtn du-can" aria-label=${i("take", { card: p(i, l) })} @click=${() => t.act({ type: "take" })} ${o(b(n.stacks, "pile"))}>${m}</button>` : a`<span class="du-pilebtn" role="img" aria-label=${h} ${o(b(n.stacks, "pile"))}>${m}</span>`}
      ${x ? a`<span class="du-held ${S ? "du-mine" : ""}" role="img" aria-label=${`${S ? i("youHold") : i("holds", { name: t.seatName(x.seat) })}: ${g(i, x.card)}`}>
            ${E(x.card, i, S ? "l" : "m")}
            <span class="du-cap">${S ? i("youHold") : i("holds", { name: t.seatName(x.seat) })}</span>
          </span>` : e}
      ${pe(t, u, r)}
    </div>`;
}
function he(t) {
	let n = y(t), r = _(t);
	return r.pile.length < 2 ? e : a`<details class="du-history">
    <summary>${n("pileHistory")} (${r.pile.length})</summary>
    <div class="du-hist" role="list">${r.pile.map((e) => a`<span role="listitem" aria-label=${p(n, e)}>${E(e, n, "xs")}</span>`)}</div>
  </details>`;
}
// src/games/dutch/prompt.ts
var ge = {
	ace: "aceTitle",
	queen: "queenTitle",
	jack: "jackTitle"
}, _e = {
	ace: "aceHint",
	queen: "queenHint",
	jack: "jackHint"
};
function ve(e, t) {
	return e(`power_${t}`);
}
function ye(e, t, n) {
	if (!n) return {
		title: e("lookAll"),
		hint: e("lookAllHint")
	};
	if (t.look.ready[n.seat]) return {
		title: e("lookWaiting"),
		hint: ""
	};
	let r = t.look.chosen[n.seat]?.length ?? 0;
	return r < 2 ? {
		title: e("lookChoose"),
		hint: e("lookChooseHint", { n: r })
	} : {
		title: e("lookRemember"),
		hint: e("lookRememberHint")
	};
}
function be(e, t, n, r) {
	let i = t.turn, a = t.pile[t.pile.length - 1], o = t.caller !== null, s = (t) => e(o ? "yourFinalTurn" : t);
	switch (i.step) {
		case "start": {
			let n = j(t, "draw"), r = j(t, "take") && a !== void 0, i = n && r ? e("startHint", { card: g(e, a) }) : n ? e("startDrawOnly") : r ? e("startTakeOnly", { card: g(e, a) }) : "";
			return {
				title: s("yourTurn"),
				hint: i
			};
		}
		case "hold": {
			let n = t.held, r = g(e, n?.card);
			if (n?.source === "pile") return {
				title: e("tookTitle", { card: r }),
				hint: e("tookHint")
			};
			let i = d(n?.card)?.power;
			return {
				title: e("drewTitle", { card: r }),
				hint: e("drewHint") + (i ? " " + e("drewPower", { power: ve(e, i) }) : "")
			};
		}
		case "power": {
			let a = i.power ?? "ace", o = e(_e[a]);
			return a === "jack" && n.pick && (o = e("jackSecond")), t.caller !== null && a !== "queen" && (o += " " + e("lockedHint", { name: r.who(t.caller) })), {
				title: e(ge[a]),
				hint: o
			};
		}
		case "end": return {
			title: e("endTitle"),
			hint: e("endHint")
		};
		default: return {
			title: e("yourTurn"),
			hint: ""
		};
	}
}
function xe(e, t, n) {
	let r = t.turn, i = n.name(r.seat);
	switch (r.step) {
		case "wait": return {
			title: r.seat === n.me ? e("yourTurnNext") : e("nextTurn", { name: i }),
			hint: ""
		};
		case "ending": return {
			title: e("roundEnding"),
			hint: ""
		};
		case "hold": return {
			title: e("turnOf", { name: i }),
			hint: t.held?.source === "pile" ? e("otherTook", {
				name: i,
				card: p(e, t.held.card)
			}) : e("otherDrew", { name: i })
		};
		case "power": return {
			title: e("turnOf", { name: i }),
			hint: e(`otherPower_${r.power ?? "ace"}`, { name: i })
		};
		case "end": return {
			title: e("turnOf", { name: i }),
			hint: e("otherEnd", { name: i })
		};
		default: return {
			title: e("turnOf", { name: i }),
			hint: e("otherStart", { name: i })
		};
	}
}
function Se(e, t, n) {
	return {
		title: e("roundOver", { r: t.result?.round ?? t.round }),
		hint: e(n ? "betweenOwner" : "betweenOthers")
	};
}
function Ce(e, t, n, r, i, a) {
	if (t.phase === "look") return ye(e, t, n);
	if (t.phase === "between") return Se(e, t, a);
	if (t.phase === "over") return {
		title: e("gameOver"),
		hint: ""
	};
	if (!t.turn) return {
		title: "",
		hint: ""
	};
	let o = t.window;
	if (V(r, n) && o) {
		let t = h(e, o.rank);
		return {
			title: e("throwTitle", { rank: t }),
			hint: e("throwHint", { rank: t })
		};
	}
	let s = !!n && M(n) && t.turn.step !== "wait" && t.turn.step !== "ending", c = s ? be(e, n, r, i) : xe(e, t, i), l = [];
	if (n && P(n) && o && l.push(e("throwOffer", { rank: h(e, o.rank) })), t.caller !== null && !s) {
		let n = t.final_turns.map((e) => i.who(e)).join(", ");
		l.push((t.caller === i.me ? e("calledByYou") : e("calledBy", { name: i.name(t.caller) })) + (n ? " " + e("finalTurns", { names: n }) : ""));
	}
	return {
		title: c.title,
		hint: [c.hint, ...l].filter(Boolean).join(" · ")
	};
}
// src/games/dutch/rows.ts
var q = a`<svg class="ic" viewBox="0 0 24 24" aria-hidden="true"><path d="M7 10V7a5 5 0 0 1 10 0v3h1a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2h1zm2 0h6V7a3 3 0 0 0-6 0v3z" fill="currentColor"/></svg>`;
function we(e, t, n) {
	let [r, i] = ne(e.board, v(e), t, n);
	e.setBoard(r), i && e.act(i);
}
function Te(t, n, r, i, c) {
	let l = y(t), u = _(t), d = v(t), f = r === t.me, h = !!u.filled[r]?.[i], g = h ? u.rows[r]?.[i] ?? null : null, x = f ? l("yourCard", { n: i + 1 }) : l("cardOf", {
		name: t.seatName(r),
		n: i + 1
	}), S = `${r}:${i}`;
	if (!h) return a`<span class="du-slot du-empty" role="img" aria-label=${`${x}: ${l("emptySlot")}`}>${ee(c)}</span>`;
	let C = z(t.board, d, r, i), T = t.board.pick, D = u.last, O = !!D && [
		"replace",
		"give",
		"look",
		"swap",
		"choose"
	].includes(D.type) && ((D.row ?? D.seat) === r && D.slot === i || D.other_row === r && D.other_slot === i), k = D?.type === "throw_in" && D.correct === !1 && D.seat === r, A = k && D.slot === i ? D.card : void 0, j = k && D.penalty === i, M = u.phase === "look" && !!u.look.chosen[r]?.includes(i), N = u.remembered.some(([e, t]) => e === r && t === i), P = g !== null && !N && u.phase === "turn", F = [g === null ? l("faceDown") : m(l, g)];
	N ? F.push(l("remembered")) : P && !f && F.push(l("seenNow")), M && F.push(l(f ? "youChose" : "chose")), A && F.push(l("wrongShown", { card: p(l, A) })), j && F.push(l("penaltyCard"));
	let I = `${x}: ${F.join(", ")}`, L = {
		"du-slot": !0,
		"du-target": !!C,
		[`du-${C}`]: !!C,
		"du-picked": !!T && T[0] === r && T[1] === i,
		"du-touched": O,
		"du-chosen": M,
		"du-seen": P,
		"du-known": N,
		"du-locked": u.caller === r && u.phase === "turn"
	}, R = E(g, l, c), B = a`${M && g === null ? a`<span class="du-mark du-mark-look">${w("queen", "du-markic")}</span>` : e}${N ? a`<span class="du-mark du-mark-known">${w("queen", "du-markic")}</span>` : e}${A ? a`<span class="du-shown">${E(A, l, "s", "du-wrong")}<span class="du-x">✗</span></span>` : e}${j ? a`<span class="du-mark du-mark-pen">+1</span>` : e}`;
	return C ? a`<button class=${s(L)} aria-label=${I} aria-pressed=${L["du-picked"] ? "true" : "false"} @click=${() => we(t, r, i)} ${o(b(n.slots, S))}>
        ${R}${B}
      </button>` : a`<span class=${s(L)} role="img" aria-label=${I} ${o(b(n.slots, S))}>${R}${B}</span>`;
}
function Ee(e, t, n) {
	let r = y(e), i = t === e.me ? r("giveYou") : r("giveTo", { name: e.seatName(t) });
	return a`<button
    class="du-slot du-target du-giveslot"
    aria-label=${i}
    @click=${() => {
		let [n, r] = re(e.board, v(e), t);
		e.setBoard(n), r && e.act(r);
	}}
  >
    <span class="du-card du-gap du-${n}" aria-hidden="true"></span><span class="du-plus">${w("ace", "du-plusic")}+1</span>
  </button>`;
}
function J(e, t, n, r) {
	let i = _(e), o = B(v(e), n) ? (i.filled[n] ?? []).findIndex((e) => !e) : -1, s = Math.max(I(i, n), o + 1);
	return a`<span class="du-slots" style="--n:${s}"
    >${Array.from({ length: s }, (i, a) => a === o ? Ee(e, n, r) : Te(e, t, n, a, r))}</span
  >`;
}
function Y(t, n) {
	let r = y(t), i = _(t), o = i.phase === "turn" && i.turn?.seat === n && i.turn.step !== "wait" && i.turn.step !== "ending", s = i.phase === "look";
	return a`<span class="du-tags">
    ${o ? a`<span class="tag turn">▶ ${r("onTurn")}</span>` : e}
    ${i.caller === n ? a`<span class="tag du-called">${q} ${r("calledTag")}</span>` : e}
    ${i.phase === "turn" && i.final_turns.includes(n) ? a`<span class="tag du-final">${r("finalTurnTag")}</span>` : e}
    ${s ? a`<span class="tag">${i.look.ready[n] ? "✓ " + r("readyTag") : r("lookingTag")}</span>` : e}
    ${t.seatTags(n)}
  </span>`;
}
function De(e, t, n, r) {
	let i = y(e), o = _(e), s = e.seatName(n), c = o.phase === "turn" && o.turn?.seat === n;
	return a`<div class="du-row ${c ? "du-turn" : ""} ${o.caller === n ? "du-caller" : ""}" role="listitem" aria-label=${s}>
    <div class="du-head">
      ${e.avatar(n)}
      <span class="du-name">${s}</span>
      ${Y(e, n)}
      <span class="score-pill">${i("total")}: ${o.totals[n] ?? 0}</span>
      ${e.seatControl(n, !1)}
    </div>
    ${J(e, t, n, r ? "m" : "s")}
  </div>`;
}
function Oe(e, t, n) {
	let r = y(e), i = _(e), o = i.phase === "turn" && i.turn?.seat === n, s = V(e.board, v(e));
	return a`<div class="du-row du-me ${o ? "du-turn" : ""} ${s ? "du-armed" : ""} ${i.caller === n ? "du-caller" : ""}" aria-label=${r("yourCards")}>
    <div class="du-head">
      ${e.avatar(n)} <span class="du-name">${e.seatName(n)}</span> ${Y(e, n)}
      <span class="score-pill">${r("total")}: ${i.totals[n] ?? 0}</span>
      ${e.seatControl(n, !0)}
    </div>
    ${J(e, t, n, "l")}
  </div>`;
}
// src/games/dutch/result.ts
function ke(e, t) {
	let n = e.points[t] ?? 0;
	return {
		points: n,
		score: e.scores[t] ?? n,
		rule: e.caller === t ? e.caller_zero ? "zero" : "double" : null
	};
}
function X(e, t) {
	let n = y(e);
	return typeof t.target == "number" ? n("goalTarget", { n: t.target }) : t.rounds === 1 ? n("goalOneRound") : typeof t.rounds == "number" ? n("goalRounds", { n: t.rounds }) : "";
}
function Ae(t, n, r, o) {
	let s = y(t), { points: c, score: l, rule: u } = ke(n, r), d = n.halvings.find((e) => e.seat === r), f = n.totals[r] ?? 0, p = (n.rows[r] ?? []).filter((e) => e !== null);
	return a`<div class="du-rrow ${c === o ? "du-best" : ""}">
    <span class="du-rname">
      <i class="dot" style="background:${i(r)}"></i>${t.seatName(r)}
      ${r === t.me ? a`<span class="tag you">${s("you")}</span>` : e}
      ${n.caller === r ? a`<span class="tag du-called">${q} ${s("calledTag")}</span>` : e}
    </span>
    <span class="du-rcards">${p.length ? p.map((e) => E(e, s, "s")) : a`<i>${s("emptyRow")}</i>`}</span>
    <span class="du-rpts">
      <b>${u === "double" ? s("doubled", {
		n: c,
		m: l
	}) : u === "zero" ? s("zeroed", { n: c }) : s("points", { n: l })}</b>
      ${u ? a`<small>${s(u === "zero" ? "callerZero" : "callerDouble")}</small>` : e}
      <span class="du-rtotal ${d ? "du-halved" : ""}">
        ${d ? s("halvedLine", {
		from: d.from,
		to: d.to
	}) : s("totalLine", { n: f })}
      </span>
    </span>
  </div>`;
}
function Z(e, t) {
	let n = Math.min(...t.points);
	return a`<div class="du-reveal">${t.rows.map((r, i) => Ae(e, t, i, n))}</div>`;
}
function je(t) {
	let n = _(t), r = n.result;
	if (!r || n.phase !== "between") return e;
	let i = y(t), o = O(t);
	return a`<h2 id="res-h">${i("roundResults", { r: r.round })}</h2>
    <p class="du-goal">${X(t, n)}</p>
    ${r.halvings.length ? a`<p class="du-halving-note" role="status">${i("halvingNote")}</p>` : e}
    ${Z(t, r)} ${o === e ? a`<p class="du-wait">${i("betweenOthers")}</p>` : o}`;
}
function Me(t) {
	let n = _(t), r = n.result;
	return !r || n.phase !== "over" ? e : a`<section class="du-last" aria-labelledby="du-last-h">
    <h3 id="du-last-h">${y(t)("roundResults", { r: r.round })}</h3>
    ${Z(t, r)}
  </section>`;
}
// src/games/dutch/board.ts
var Q = () => globalThis.performance?.now() ?? Date.now(), Ne = class {
	constructor(e) {
		this.host = e, this.refs = {
			slots: /* @__PURE__ */ new Map(),
			stacks: /* @__PURE__ */ new Map()
		}, this.lastAnim = 0, this.banner = null, this.shownBanner = 0, this.anchor = null, this.ticking = !1;
	}
	clock(e) {
		let t = _(e);
		this.anchor?.view !== t && typeof t.now == "number" && (this.anchor = {
			view: t,
			now: t.now,
			at: Q()
		});
		let n = this.anchor?.view === t ? this.anchor : null;
		return R(N(t), L(t, e.left, n, Q()));
	}
	status(e) {
		let t = {
			name: (t) => e.seatName(t),
			who: (t) => e.nameOf(t),
			me: e.me
		};
		return Ce(y(e), _(e), v(e), e.board, t, e.owner);
	}
	table(t) {
		let n = y(t), i = _(t), o = t.me, s = o !== null && !!t.mine, c = [];
		for (let e = 1; e <= i.players; e++) {
			let t = s ? (o + e) % i.players : e - 1;
			s && t === o || c.push(t);
		}
		let l = X(t, i);
		return i.phase === "over" && i.result ? a`<div class="du-board">${Me(t)}<p class="du-goal">${l}</p></div>` : a`<div class="du-board">
      <div class="du-rows ${s ? "" : "du-all"}" role="list">${c.map((e) => De(t, this.refs, e, !s))}</div>
      ${me(t, this.refs, this.clock(t))}
      ${s ? Oe(t, this.refs, o) : a`<p class="du-watching">${r.eyes} ${n("spectating")}</p>`}
      ${he(t)}
      <p class="du-goal">${l}${i.caller !== null && i.phase === "turn" ? a` · ${q} ${n("lockedNote", { name: t.nameOf(i.caller) })}` : e}</p>
    </div>`;
	}
	actions(e) {
		return de(e, (t) => this.confirm(e, t));
	}
	confirm(e, t) {
		e.setBoard(ie(e.board, v(e), t));
	}
	overlays(t) {
		let n = y(t), r = t.board.confirmCall ? a`<div class="overlay" @keydown=${(e) => e.key === "Escape" && this.confirm(t, !1)}>
          <div class="dialog" role="alertdialog" aria-modal="true" aria-labelledby="du-cc-h" aria-describedby="du-cc-p">
            <h2 id="du-cc-h">${n("confirmCallTitle")}</h2>
            <p id="du-cc-p">${n("confirmCallText")}</p>
            <div class="buttons">
              <button class="btn ghost" @click=${() => this.confirm(t, !1)}>${n("cancel")}</button>
              <button
                class="btn du-dutch"
                autofocus
                @click=${() => {
			this.confirm(t, !1), t.act({ type: "dutch" });
		}}
              >
                ${n("confirmCall")}
              </button>
            </div>
          </div>
        </div>` : e, i = _(t), o = this.banner && i.phase === "turn" && i.caller === this.banner.seat ? a`<div class="du-banner" role="status">${q} ${n("calledBanner", { name: t.nameOf(this.banner.seat) })}</div>` : e;
		return a`${r}${o}`;
	}
	result(e) {
		return je(e);
	}
	updated(e) {
		let t = e.board.anim;
		t && t.n !== this.lastAnim && (this.lastAnim = t.n, e.reducedMotion || fe(this.refs, t));
		let n = e.board.banner;
		n && n.n !== this.shownBanner && (this.shownBanner = n.n, this.banner = n, this.host.requestUpdate(), setTimeout(() => {
			this.banner?.n === n.n && (this.banner = null, this.host.requestUpdate());
		}, 2300));
		let r = this.clock(e);
		r && r.left > 0 && e.left === null && !this.ticking && (this.ticking = !0, setTimeout(() => {
			this.ticking = !1, this.host.requestUpdate();
		}, 200));
	}
}, $ = {
	en: {
		intro: "Four cards lie face down in front of you, and you look at only two of them. Swap high cards away, use the Aces, Queens and Jacks, and throw in matching cards fast. The lowest total wins.",
		sections: [
			{
				title: "Getting ready",
				items: ["Everyone gets four cards face down. Tap two of yours to look at them, remember them, then tap Ready."]
			},
			{
				title: "Your turn",
				items: [
					"Draw from the draw pile, or take the top card of the pile.",
					"A drawn card: tap one of your cards to put it there (the old card goes on the pile), or discard it.",
					"A card taken from the pile must go into your row."
				]
			},
			{
				title: "Aces, Queens and Jacks",
				items: [
					"Put one on the pile (discarded, or swapped out of your row) and you may use its power, or skip it.",
					"Ace: give a face-down card from the draw pile to any player, yourself too.",
					"Queen: look at any one card for 5 seconds.",
					"Jack: swap any two cards. Nobody looks."
				]
			},
			{
				title: "Throwing in",
				items: [
					"When a card lands on the pile, everyone may throw in a card of the same rank from their own row: tap Throw in, then the card.",
					"Be quick: only the first right card counts. The bar under the pile counts down to the next turn.",
					"A wrong card is shown to everyone and comes back, with a penalty card."
				]
			},
			{
				title: "Dutch!",
				items: [
					"Think your cards are worth 5 or less, and nobody has less? Call Dutch at the end of your turn.",
					"Everyone else plays one final turn, and your row is locked. Then all cards are turned over.",
					"Right: you score 0. Wrong: your points count double."
				]
			},
			{
				title: "Winning",
				items: ["Your points are added to your total. A total of exactly 50, 100 or 200 is halved!", "The lowest total wins: after the last round, or once someone goes over the target."]
			}
		],
		legend: {
			ace: "Ace: 1 point. Power: give a card.",
			numbers: "2 to 10: their number.",
			jack: "Jack: 11 points. Power: swap two cards.",
			queen: "Queen: 12 points. Power: look at a card.",
			redKing: "Red King (hearts, diamonds): 0 points!",
			blackKing: "Black King (spades, clubs): 13 points.",
			back: "Face down: a card you do not see now."
		}
	},
	de: {
		intro: "Vor dir liegen vier Karten verdeckt, und nur zwei davon schaust du an. Tausch hohe Karten weg, nutze Asse, Damen und Buben und wirf passende Karten schnell ein. Die kleinste Summe gewinnt.",
		sections: [
			{
				title: "Los geht's",
				items: ["Alle bekommen vier verdeckte Karten. Tippe zwei deiner Karten an, um sie anzusehen, merk sie dir und tippe dann auf Bereit."]
			},
			{
				title: "Dein Zug",
				items: [
					"Zieh vom Stapel, oder nimm die oberste Karte der Ablage.",
					"Eine gezogene Karte: Tippe eine deiner Karten an, um sie dorthin zu legen (die alte kommt auf die Ablage), oder wirf sie ab.",
					"Eine Karte von der Ablage muss in deine Reihe."
				]
			},
			{
				title: "Asse, Damen und Buben",
				items: [
					"Kommt eine davon auf die Ablage (abgeworfen oder aus deiner Reihe getauscht), darfst du ihre Kraft nutzen oder auslassen.",
					"Ass: Gib einer Person eine verdeckte Karte vom Stapel, auch dir selbst.",
					"Dame: Schau dir eine beliebige Karte 5 Sekunden lang an.",
					"Bube: Tausche zwei beliebige Karten. Niemand schaut hin."
				]
			},
			{
				title: "Einwerfen",
				items: [
					"Landet eine Karte auf der Ablage, dürfen alle eine Karte mit demselben Wert aus der eigenen Reihe einwerfen: tippe auf Einwerfen, dann auf die Karte.",
					"Sei schnell: Nur die erste richtige Karte zählt. Der Balken unter der Ablage zählt bis zum nächsten Zug herunter.",
					"Eine falsche Karte sehen alle, sie kommt zurück, und du bekommst eine Strafkarte."
				]
			},
			{
				title: "Dutch!",
				items: [
					"Glaubst du, deine Karten sind 5 Punkte oder weniger wert und niemand hat weniger? Ruf am Ende deines Zugs Dutch.",
					"Alle anderen spielen noch einen letzten Zug, und deine Reihe ist gesperrt. Dann werden alle Karten aufgedeckt.",
					"Richtig: Du bekommst 0 Punkte. Falsch: Deine Punkte zählen doppelt."
				]
			},
			{
				title: "Gewinnen",
				items: ["Deine Punkte kommen zu deiner Summe. Eine Summe von genau 50, 100 oder 200 wird halbiert!", "Die kleinste Summe gewinnt: nach der letzten Runde, oder sobald jemand über das Ziel kommt."]
			}
		],
		legend: {
			ace: "Ass: 1 Punkt. Kraft: eine Karte geben.",
			numbers: "2 bis 10: ihre Zahl.",
			jack: "Bube: 11 Punkte. Kraft: zwei Karten tauschen.",
			queen: "Dame: 12 Punkte. Kraft: eine Karte ansehen.",
			redKing: "Roter König (Herz, Karo): 0 Punkte!",
			blackKing: "Schwarzer König (Pik, Kreuz): 13 Punkte.",
			back: "Verdeckt: eine Karte, die du gerade nicht siehst."
		}
	},
	nl: {
		intro: "Voor je liggen vier kaarten dicht, en je bekijkt er maar twee. Ruil hoge kaarten weg, gebruik de azen, vrouwen en boeren, en gooi snel gelijke kaarten in. Het laagste totaal wint.",
		sections: [
			{
				title: "Zo begin je",
				items: ["Iedereen krijgt vier dichte kaarten. Tik op twee van je kaarten om ze te bekijken, onthoud ze en tik dan op Klaar."]
			},
			{
				title: "Jouw beurt",
				items: [
					"Trek van de trekstapel, of pak de bovenste kaart van de aflegstapel.",
					"Een getrokken kaart: tik op een van je kaarten om hem daar neer te leggen (de oude gaat op de aflegstapel), of leg hem af.",
					"Een kaart van de aflegstapel moet in je rij."
				]
			},
			{
				title: "Azen, vrouwen en boeren",
				items: [
					"Komt er een op de aflegstapel (afgelegd, of uit je rij geruild), dan mag je zijn kracht gebruiken of overslaan.",
					"Aas: geef iemand een dichte kaart van de trekstapel, jezelf ook.",
					"Vrouw: bekijk een kaart naar keuze 5 seconden lang.",
					"Boer: ruil twee kaarten naar keuze. Niemand kijkt."
				]
			},
			{
				title: "Ingooien",
				items: [
					"Landt er een kaart op de aflegstapel, dan mag iedereen een kaart van dezelfde waarde uit de eigen rij ingooien: tik op Ingooien, dan op de kaart.",
					"Wees snel: alleen de eerste goede kaart telt. De balk onder de aflegstapel telt af tot de volgende beurt.",
					"Een verkeerde kaart ziet iedereen, hij komt terug, en je krijgt een strafkaart."
				]
			},
			{
				title: "Dutch!",
				items: [
					"Denk je dat je kaarten 5 punten of minder waard zijn en niemand minder heeft? Roep Dutch aan het eind van je beurt.",
					"Alle anderen spelen nog één laatste beurt, en jouw rij is op slot. Dan gaan alle kaarten open.",
					"Goed: je krijgt 0 punten. Fout: je punten tellen dubbel."
				]
			},
			{
				title: "Winnen",
				items: ["Je punten gaan bij je totaal. Een totaal van precies 50, 100 of 200 wordt gehalveerd!", "Het laagste totaal wint: na de laatste ronde, of zodra iemand boven het doel komt."]
			}
		],
		legend: {
			ace: "Aas: 1 punt. Kracht: een kaart geven.",
			numbers: "2 tot 10: hun getal.",
			jack: "Boer: 11 punten. Kracht: twee kaarten ruilen.",
			queen: "Vrouw: 12 punten. Kracht: een kaart bekijken.",
			redKing: "Rode heer (harten, ruiten): 0 punten!",
			blackKing: "Zwarte heer (schoppen, klaveren): 13 punten.",
			back: "Dicht: een kaart die je nu niet ziet."
		}
	}
};
function Pe(e, t) {
	let n = t, r = $[e] ?? $.en, i = (e, t) => a`<li><span class="legend-cards">${e.map((e) => E(e, n, "s"))}</span><span>${t}</span></li>`;
	return {
		intro: r.intro,
		sections: r.sections,
		legend: a`<ul class="legend-list du-legend">
      ${i(["AS"], r.legend.ace)} ${i([
			"2C",
			"7D",
			"10S"
		], r.legend.numbers)} ${i(["JC"], r.legend.jack)} ${i(["QH"], r.legend.queen)}
      ${i(["KH", "KD"], r.legend.redKing)} ${i(["KS", "KC"], r.legend.blackKing)} ${i([null], r.legend.back)}
    </ul>`
	};
}
// src/games/dutch/log.ts
var Fe = /* @__PURE__ */ new Set([
	"round_started",
	"dutch_called",
	"round_ended",
	"game_ended"
]);
function Ie(e, t, n, r) {
	let i = typeof e.seat == "number" ? e.seat : -1, a = i >= 0 ? n(i) : "", o = typeof e.slot == "number" ? e.slot + 1 : 0, s = i === r && [
		"chose",
		"drew",
		"looked",
		"replaced"
	].includes(e.type), c = typeof e.card == "string" && !s ? p(t, e.card) : null, l = (e) => typeof e == "number" ? e === i ? t("ownRow") : t("rowOf", { name: n(e) }) : "";
	switch (e.type) {
		case "round_started": return t("ev_round_started", {
			round: Number(e.round),
			name: n(Number(e.first_seat))
		});
		case "chose": return e.given ? t("ev_chose_given", {
			name: a,
			slot: o
		}) : t("ev_chose", {
			name: a,
			slot: o
		});
		case "ready":
		case "turn_started":
		case "passed":
		case "dutch_called": return t(`ev_${e.type}`, { name: a });
		case "look_ended":
		case "game_ended": return t(`ev_${e.type}`);
		case "pile_started": return t("ev_pile_started", { card: c ?? "" });
		case "drew": return t("ev_drew", { name: a });
		case "took":
		case "discarded": return t(`ev_${e.type}`, {
			name: a,
			card: c ?? ""
		});
		case "returned": return t("ev_returned", {
			name: a,
			card: c ?? ""
		});
		case "replaced": {
			let n = p(t, e.discarded);
			return c === null ? t("ev_replaced_hidden", {
				name: a,
				slot: o,
				discarded: n
			}) : t("ev_replaced", {
				name: a,
				slot: o,
				card: c,
				discarded: n
			});
		}
		case "gave": return t("ev_gave", {
			name: a,
			row: l(e.row),
			slot: o
		});
		case "looked": return t("ev_looked", {
			name: a,
			row: l(e.row),
			slot: o
		});
		case "swapped": return t("ev_swapped", {
			name: a,
			row: l(e.row),
			slot: o,
			other: l(e.other_row),
			other_slot: Number(e.other_slot) + 1
		});
		case "skipped": return t("ev_skipped", {
			name: a,
			power: t(`powerName_${String(e.power)}`)
		});
		case "thrown_in": return e.correct ? t("ev_thrown_right", {
			name: a,
			card: c ?? ""
		}) : typeof e.penalty == "number" ? t("ev_thrown_wrong", {
			name: a,
			card: c ?? ""
		}) : t("ev_thrown_wrong_full", {
			name: a,
			card: c ?? ""
		});
		case "reshuffled": return t("ev_reshuffled", { n: Number(e.draw) });
		case "timed_out": return i >= 0 ? t("ev_timed_out", { name: a }) : t("ev_time_up");
		case "mode_changed": return t("ev_mode_changed", { mode: t(`mode_${String(e.mode)}`) });
		case "round_ended": {
			let r = (Array.isArray(e.halvings) ? e.halvings : []).map((e) => t("ev_halved", {
				name: n(e.seat),
				from: e.from,
				to: e.to
			}));
			return [t("ev_round_ended", { round: Number(e.round) }), ...r].join(" ");
		}
		default: return null;
	}
}
// src/games/dutch/module.ts
var Le = {
	name: "dutch",
	strings: {
		en: {
			rank_A: "A",
			rank_J: "J",
			rank_Q: "Q",
			rank_K: "K",
			rankName_A: "Ace",
			rankName_2: "2",
			rankName_3: "3",
			rankName_4: "4",
			rankName_5: "5",
			rankName_6: "6",
			rankName_7: "7",
			rankName_8: "8",
			rankName_9: "9",
			rankName_10: "10",
			rankName_J: "Jack",
			rankName_Q: "Queen",
			rankName_K: "King",
			suit_C: "Clubs",
			suit_D: "Diamonds",
			suit_H: "Hearts",
			suit_S: "Spades",
			cardWords: "{rank} of {suit}",
			cardPoints: "{card} ({n} points)",
			aRank_A: "an Ace",
			aRank_J: "a Jack",
			aRank_Q: "a Queen",
			aRank_K: "a King",
			aRank_n: "a {n}",
			faceDown: "face down",
			powerName_ace: "the Ace",
			powerName_queen: "the Queen",
			powerName_jack: "the Jack",
			power_ace: "the Ace gives a face-down card from the draw pile to any player.",
			power_queen: "the Queen lets you look at any one card.",
			power_jack: "the Jack swaps two cards, unseen.",
			aceTitle: "Ace: give a card",
			queenTitle: "Queen: look at a card",
			jackTitle: "Jack: swap two cards",
			aceHint: "Give a face-down card from the draw pile to any player, yourself too: tap the +1 place in their row. Or skip.",
			queenHint: "Tap any card, yours or another player's, to look at it for 5 seconds. Or skip.",
			jackHint: "Tap two cards, in any rows, to swap them. Nobody sees them. Or skip.",
			jackSecond: "Now tap the second card (tap the first again to undo).",
			lockedHint: "{name} called Dutch: that row is locked.",
			skip_ace: "Skip the Ace",
			skip_queen: "Skip the Queen",
			skip_jack: "Skip the Jack",
			otherPower_ace: "{name} may give someone a card (Ace).",
			otherPower_queen: "{name} may look at a card (Queen).",
			otherPower_jack: "{name} may swap two cards (Jack).",
			lookAll: "Everyone looks at two cards",
			lookAllHint: "Each player sees two of their own cards, once.",
			lookWaiting: "Waiting for the others…",
			lookChoose: "Look at two of your cards",
			lookChooseHint: "Tap a card to see it ({n} of 2). Remember where they are!",
			lookRemember: "Remember your two cards",
			lookRememberHint: "Tap Ready when you know them: they turn face down.",
			ready: "Ready",
			readyTag: "ready",
			lookingTag: "looking",
			chose: "looked at",
			youChose: "you are looking at it",
			yourTurn: "Your turn",
			yourFinalTurn: "Your final turn",
			yourTurnNext: "Your turn is next",
			nextTurn: "{name}'s turn is next",
			turnOf: "{name}'s turn",
			onTurn: "turn",
			startHint: "Draw from the draw pile, or take the {card} from the pile.",
			startDrawOnly: "Draw from the draw pile (your row is empty: nothing to swap with a pile card).",
			startTakeOnly: "Take the {card} from the pile (the draw pile is empty).",
			drewTitle: "You drew {card}",
			drewHint: "Tap one of your cards to put it there (the old card goes on the pile), or discard it.",
			drewPower: "Discarding it gives its power: {power}",
			tookTitle: "You took {card}",
			tookHint: "Tap one of your cards: the taken card goes there, the old card on the pile.",
			endTitle: "Call Dutch, or end your turn",
			endHint: "Dutch: you think your cards are worth 5 or less and nobody has less. Everyone else then plays one final turn.",
			otherStart: "{name} draws or takes a card.",
			otherDrew: "{name} drew a card.",
			otherTook: "{name} took {card} from the pile.",
			otherEnd: "{name} may call Dutch.",
			roundEnding: "The round is ending",
			draw: "Draw",
			take: "Take {card}",
			discard: "Discard {card}",
			endTurn: "End turn",
			callDutch: "Dutch!",
			youHold: "You hold",
			holds: "{name} holds",
			drawPile: "Draw pile",
			cardsLeft: "{n} cards",
			pile: "Pile",
			emptyPile: "empty",
			pileHistory: "The pile so far",
			yourCards: "Your cards",
			yourCard: "Your card {n}",
			cardOf: "{name}, card {n}",
			emptySlot: "empty",
			emptyRow: "no cards",
			remembered: "you know this card",
			seenNow: "you see it now",
			penaltyCard: "a penalty card",
			wrongShown: "{card} was thrown in wrongly and went back",
			giveTo: "Give {name} a card",
			giveYou: "Give yourself a card",
			throwIn: "Throw in!",
			throwInLabel: "Throw in {rank}",
			cancelThrow: "Cancel",
			throwOffer: "Throw in {rank} now, if you have one!",
			throwTitle: "Throw in {rank}!",
			throwHint: "Tap your card that is {rank}. One try: a wrong card comes back, with a penalty card.",
			windowOpen: "Throw in {rank}",
			windowSecsLabel: "{s} seconds to the next turn",
			windowUntilTurn: "until the next turn",
			windowLabel: "Throwing in",
			throwRight: "{name} threw in {card} first!",
			throwWrong: "{name} threw {card}: wrong. It went back, plus a penalty card.",
			throwWrongNoPenalty: "{name} threw {card}: wrong. It went back (no penalty card left to give).",
			lateBy: "Too late: {name} was first. Nothing happened to your cards.",
			lateClosed: "Too late: the window had closed. Nothing happened to your cards.",
			confirmCallTitle: "Call Dutch?",
			confirmCallText: "Everyone else plays one final turn, then all cards are turned over. 5 points or less and nobody lower: you score 0. Otherwise your points count double.",
			confirmCall: "Yes, Dutch!",
			calledBanner: "{name} called Dutch!",
			calledTag: "Dutch",
			finalTurnTag: "final turn",
			calledBy: "{name} called Dutch.",
			calledByYou: "You called Dutch.",
			finalTurns: "Final turns: {names}.",
			lockedNote: "{name}'s row is locked",
			roundOver: "Round {r} is over",
			roundResults: "Round {r}: results",
			betweenOwner: "Deal the next round when everyone has seen the results.",
			betweenOthers: "The next round starts when the table's owner deals, or in 30 seconds.",
			dealNext: "Deal the next round",
			gameLength: "Game length",
			points: "{n} points",
			zeroed: "{n} → 0",
			doubled: "{n} × 2 = {m}",
			callerZero: "Dutch! 5 or less, and nobody lower: 0 points.",
			callerDouble: "Dutch failed: the points count double.",
			totalLine: "Total {n}",
			halvedLine: "Total {from} → {to}, halved!",
			halvingNote: "A total of exactly 50, 100 or 200 is halved.",
			goalTarget: "Game to {n} points: the lowest total wins.",
			goalRounds: "{n} rounds: the lowest total wins.",
			goalOneRound: "One round: the lowest total wins.",
			mode_1_round: "1 round",
			mode_5_rounds: "5 rounds",
			mode_50_points: "to 50 points",
			mode_100_points: "to 100 points",
			mode_200_points: "to 200 points",
			err_window_closed: "Too late: someone threw in first, or the next turn began. Nothing happened to your cards.",
			err_no_window: "Too late: there is nothing to throw in on now. Nothing happened to your cards.",
			err_wrong_window: "That throw-in was for another card. Nothing happened to your cards.",
			err_already_tried: "You have had your one try on this card.",
			err_caller_locked: "You called Dutch: your row is locked.",
			err_wait: "Wait: the next turn begins when the throw-in time is over.",
			err_already_chosen: "You have chosen that card already: choose another one.",
			err_bad_target: "That card cannot be chosen for this.",
			err_choose_two: "Choose two of your cards to look at first.",
			err_empty_row: "Your row is empty, so you cannot take from the pile: draw instead.",
			err_empty_slot: "There is no card in that place.",
			err_mode_not_allowed: "The game length cannot change to that now: it would end the game by itself.",
			err_must_replace: "A card taken from the pile must replace one of your cards.",
			err_nothing_to_draw: "There is no card left to draw.",
			err_row_full: "That row is full: it cannot take another card.",
			err_two_chosen: "You have chosen your two cards: say you are ready.",
			ownRow: "their own row",
			rowOf: "{name}'s row",
			ev_round_started: "Round {round} begins. {name} starts.",
			ev_chose: "{name} looks at card {slot}.",
			ev_chose_given: "Time is up: {name} looks at card {slot}.",
			ev_ready: "{name} is ready.",
			ev_look_ended: "The look is over.",
			ev_pile_started: "The pile starts with {card}.",
			ev_turn_started: "{name}'s turn.",
			ev_passed: "{name} can neither draw nor take, and passes.",
			ev_drew: "{name} draws a card.",
			ev_took: "{name} takes {card} from the pile.",
			ev_replaced: "{name} puts {card} at card {slot}; {discarded} goes on the pile.",
			ev_replaced_hidden: "{name} puts a card at card {slot}; {discarded} goes on the pile.",
			ev_discarded: "{name} discards {card}.",
			ev_returned: "{name} ran out of time: {card} goes back on the pile.",
			ev_gave: "{name} plays the Ace: card {slot} in {row} is new.",
			ev_looked: "{name} plays the Queen and looks at card {slot} in {row}.",
			ev_swapped: "{name} plays the Jack: card {slot} in {row} and card {other_slot} in {other} change places.",
			ev_skipped: "{name} does not use {power}.",
			ev_dutch_called: "{name} calls Dutch!",
			ev_thrown_right: "{name} throws in {card}!",
			ev_thrown_wrong: "{name} throws in {card}: wrong! It goes back, plus a penalty card.",
			ev_thrown_wrong_full: "{name} throws in {card}: wrong! It goes back.",
			ev_reshuffled: "The pile is shuffled into a new draw pile ({n} cards).",
			ev_timed_out: "{name} ran out of time.",
			ev_time_up: "Time is up.",
			ev_mode_changed: "The game length is now: {mode}.",
			ev_round_ended: "Round {round} is over.",
			ev_halved: "{name}: {from} → {to}, halved!",
			ev_game_ended: "The game is over."
		},
		de: {
			rank_A: "A",
			rank_J: "B",
			rank_Q: "D",
			rank_K: "K",
			rankName_A: "Ass",
			rankName_2: "2",
			rankName_3: "3",
			rankName_4: "4",
			rankName_5: "5",
			rankName_6: "6",
			rankName_7: "7",
			rankName_8: "8",
			rankName_9: "9",
			rankName_10: "10",
			rankName_J: "Bube",
			rankName_Q: "Dame",
			rankName_K: "König",
			suit_C: "Kreuz",
			suit_D: "Karo",
			suit_H: "Herz",
			suit_S: "Pik",
			cardWords: "{suit} {rank}",
			cardPoints: "{card} ({n} Punkte)",
			aRank_A: "ein Ass",
			aRank_J: "einen Buben",
			aRank_Q: "eine Dame",
			aRank_K: "einen König",
			aRank_n: "eine {n}",
			faceDown: "verdeckt",
			powerName_ace: "das Ass",
			powerName_queen: "die Dame",
			powerName_jack: "den Buben",
			power_ace: "Das Ass gibt jemandem eine verdeckte Karte vom Stapel.",
			power_queen: "Mit der Dame schaust du dir eine beliebige Karte an.",
			power_jack: "Der Bube tauscht zwei Karten, ungesehen.",
			aceTitle: "Ass: eine Karte geben",
			queenTitle: "Dame: eine Karte ansehen",
			jackTitle: "Bube: zwei Karten tauschen",
			aceHint: "Gib jemandem eine verdeckte Karte vom Stapel, auch dir selbst: tippe auf den +1-Platz in der Reihe. Oder auslassen.",
			queenHint: "Tippe eine beliebige Karte an, deine oder eine andere, und sieh sie 5 Sekunden lang. Oder auslassen.",
			jackHint: "Tippe zwei Karten an, in beliebigen Reihen, um sie zu tauschen. Niemand sieht sie. Oder auslassen.",
			jackSecond: "Jetzt die zweite Karte antippen (die erste noch einmal: rückgängig).",
			lockedHint: "{name} hat Dutch gerufen: diese Reihe ist gesperrt.",
			skip_ace: "Ass auslassen",
			skip_queen: "Dame auslassen",
			skip_jack: "Buben auslassen",
			otherPower_ace: "{name} darf jemandem eine Karte geben (Ass).",
			otherPower_queen: "{name} darf eine Karte ansehen (Dame).",
			otherPower_jack: "{name} darf zwei Karten tauschen (Bube).",
			lookAll: "Alle schauen sich zwei Karten an",
			lookAllHint: "Jeder sieht zwei der eigenen Karten, einmal.",
			lookWaiting: "Warte auf die anderen…",
			lookChoose: "Schau dir zwei deiner Karten an",
			lookChooseHint: "Tippe eine Karte an, um sie zu sehen ({n} von 2). Merk dir, wo sie liegen!",
			lookRemember: "Merk dir deine zwei Karten",
			lookRememberHint: "Tippe auf Bereit, wenn du sie kennst: dann werden sie umgedreht.",
			ready: "Bereit",
			readyTag: "bereit",
			lookingTag: "schaut",
			chose: "angesehen",
			youChose: "du siehst sie gerade",
			yourTurn: "Du bist dran",
			yourFinalTurn: "Dein letzter Zug",
			yourTurnNext: "Gleich bist du dran",
			nextTurn: "Gleich ist {name} dran",
			turnOf: "{name} ist dran",
			onTurn: "dran",
			startHint: "Zieh vom Stapel, oder nimm die {card} von der Ablage.",
			startDrawOnly: "Zieh vom Stapel (deine Reihe ist leer: nichts zum Tauschen mit einer Ablagekarte).",
			startTakeOnly: "Nimm die {card} von der Ablage (der Stapel ist leer).",
			drewTitle: "Du hast {card} gezogen",
			drewHint: "Tippe eine deiner Karten an, um sie dorthin zu legen (die alte kommt auf die Ablage), oder wirf sie ab.",
			drewPower: "Abwerfen gibt ihre Kraft: {power}",
			tookTitle: "Du hast {card} genommen",
			tookHint: "Tippe eine deiner Karten an: die genommene kommt dorthin, die alte auf die Ablage.",
			endTitle: "Dutch rufen, oder Zug beenden",
			endHint: "Dutch: du glaubst, deine Karten sind 5 Punkte oder weniger wert und niemand hat weniger. Alle anderen spielen dann noch einen letzten Zug.",
			otherStart: "{name} zieht oder nimmt eine Karte.",
			otherDrew: "{name} hat eine Karte gezogen.",
			otherTook: "{name} hat {card} von der Ablage genommen.",
			otherEnd: "{name} darf Dutch rufen.",
			roundEnding: "Die Runde endet",
			draw: "Ziehen",
			take: "{card} nehmen",
			discard: "{card} abwerfen",
			endTurn: "Zug beenden",
			callDutch: "Dutch!",
			youHold: "Du hältst",
			holds: "{name} hält",
			drawPile: "Stapel",
			cardsLeft: "{n} Karten",
			pile: "Ablage",
			emptyPile: "leer",
			pileHistory: "Die Ablage bisher",
			yourCards: "Deine Karten",
			yourCard: "Deine Karte {n}",
			cardOf: "{name}, Karte {n}",
			emptySlot: "leer",
			emptyRow: "keine Karten",
			remembered: "diese Karte kennst du",
			seenNow: "du siehst sie gerade",
			penaltyCard: "eine Strafkarte",
			wrongShown: "{card} wurde falsch eingeworfen und kam zurück",
			giveTo: "{name} eine Karte geben",
			giveYou: "Dir selbst eine Karte geben",
			throwIn: "Einwerfen!",
			throwInLabel: "{rank} einwerfen",
			cancelThrow: "Abbrechen",
			throwOffer: "Wirf jetzt {rank} ein, wenn du eine hast!",
			throwTitle: "Wirf {rank} ein!",
			throwHint: "Tippe deine Karte an, die {rank} ist. Ein Versuch: eine falsche Karte kommt zurück, mit einer Strafkarte.",
			windowOpen: "Einwerfen: {rank}",
			windowSecsLabel: "{s} Sekunden bis zum nächsten Zug",
			windowUntilTurn: "bis zum nächsten Zug",
			windowLabel: "Einwerfen",
			throwRight: "{name} hat {card} als Erstes eingeworfen!",
			throwWrong: "{name} hat {card} eingeworfen: falsch. Sie kam zurück, dazu eine Strafkarte.",
			throwWrongNoPenalty: "{name} hat {card} eingeworfen: falsch. Sie kam zurück (keine Strafkarte mehr übrig).",
			lateBy: "Zu spät: {name} war schneller. Deinen Karten ist nichts passiert.",
			lateClosed: "Zu spät: das Einwerfen war vorbei. Deinen Karten ist nichts passiert.",
			confirmCallTitle: "Dutch rufen?",
			confirmCallText: "Alle anderen spielen noch einen letzten Zug, dann werden alle Karten aufgedeckt. 5 Punkte oder weniger und niemand darunter: du bekommst 0. Sonst zählen deine Punkte doppelt.",
			confirmCall: "Ja, Dutch!",
			calledBanner: "{name} hat Dutch gerufen!",
			calledTag: "Dutch",
			finalTurnTag: "letzter Zug",
			calledBy: "{name} hat Dutch gerufen.",
			calledByYou: "Du hast Dutch gerufen.",
			finalTurns: "Letzte Züge: {names}.",
			lockedNote: "Die Reihe von {name} ist gesperrt",
			roundOver: "Runde {r} ist vorbei",
			roundResults: "Runde {r}: Ergebnis",
			betweenOwner: "Teile die nächste Runde aus, wenn alle das Ergebnis gesehen haben.",
			betweenOthers: "Die nächste Runde beginnt, wenn der Tisch-Besitzer austeilt, oder in 30 Sekunden.",
			dealNext: "Nächste Runde austeilen",
			gameLength: "Spiellänge",
			points: "{n} Punkte",
			zeroed: "{n} → 0",
			doubled: "{n} × 2 = {m}",
			callerZero: "Dutch! 5 oder weniger, und niemand darunter: 0 Punkte.",
			callerDouble: "Dutch daneben: die Punkte zählen doppelt.",
			totalLine: "Summe {n}",
			halvedLine: "Summe {from} → {to}, halbiert!",
			halvingNote: "Eine Summe von genau 50, 100 oder 200 wird halbiert.",
			goalTarget: "Spiel bis {n} Punkte: die kleinste Summe gewinnt.",
			goalRounds: "{n} Runden: die kleinste Summe gewinnt.",
			goalOneRound: "Eine Runde: die kleinste Summe gewinnt.",
			mode_1_round: "1 Runde",
			mode_5_rounds: "5 Runden",
			mode_50_points: "bis 50 Punkte",
			mode_100_points: "bis 100 Punkte",
			mode_200_points: "bis 200 Punkte",
			err_window_closed: "Zu spät: jemand war schneller, oder der nächste Zug hat begonnen. Deinen Karten ist nichts passiert.",
			err_no_window: "Zu spät: gerade gibt es nichts zum Einwerfen. Deinen Karten ist nichts passiert.",
			err_wrong_window: "Dieses Einwerfen galt einer anderen Karte. Deinen Karten ist nichts passiert.",
			err_already_tried: "Du hattest deinen einen Versuch bei dieser Karte schon.",
			err_caller_locked: "Du hast Dutch gerufen: deine Reihe ist gesperrt.",
			err_wait: "Warte: der nächste Zug beginnt, wenn die Zeit zum Einwerfen um ist.",
			err_already_chosen: "Diese Karte hast du schon gewählt: wähle eine andere.",
			err_bad_target: "Diese Karte kann dafür nicht gewählt werden.",
			err_choose_two: "Wähle zuerst zwei deiner Karten zum Anschauen.",
			err_empty_row: "Deine Reihe ist leer, du kannst nicht vom Ablagestapel nehmen: zieh stattdessen.",
			err_empty_slot: "An dieser Stelle liegt keine Karte.",
			err_mode_not_allowed: "Die Spiellänge kann jetzt nicht so geändert werden: das Spiel wäre sonst von selbst zu Ende.",
			err_must_replace: "Eine Karte vom Ablagestapel muss eine deiner Karten ersetzen.",
			err_nothing_to_draw: "Es ist keine Karte mehr zum Ziehen da.",
			err_row_full: "Diese Reihe ist voll: sie kann keine Karte mehr nehmen.",
			err_two_chosen: "Du hast deine zwei Karten gewählt: sag, dass du bereit bist.",
			ownRow: "der eigenen Reihe",
			rowOf: "der Reihe von {name}",
			ev_round_started: "Runde {round} beginnt. {name} fängt an.",
			ev_chose: "{name} schaut Karte {slot} an.",
			ev_chose_given: "Die Zeit ist um: {name} sieht Karte {slot}.",
			ev_ready: "{name} ist bereit.",
			ev_look_ended: "Das Anschauen ist vorbei.",
			ev_pile_started: "Die Ablage beginnt mit {card}.",
			ev_turn_started: "{name} ist dran.",
			ev_passed: "{name} kann weder ziehen noch nehmen und setzt aus.",
			ev_drew: "{name} zieht eine Karte.",
			ev_took: "{name} nimmt {card} von der Ablage.",
			ev_replaced: "{name} legt {card} an Karte {slot}; {discarded} kommt auf die Ablage.",
			ev_replaced_hidden: "{name} legt eine Karte an Karte {slot}; {discarded} kommt auf die Ablage.",
			ev_discarded: "{name} wirft {card} ab.",
			ev_returned: "{name} war zu langsam: {card} kommt zurück auf die Ablage.",
			ev_gave: "{name} spielt das Ass: Karte {slot} in {row} ist neu.",
			ev_looked: "{name} spielt die Dame und schaut Karte {slot} in {row} an.",
			ev_swapped: "{name} spielt den Buben: Karte {slot} in {row} und Karte {other_slot} in {other} tauschen die Plätze.",
			ev_skipped: "{name} nutzt {power} nicht.",
			ev_dutch_called: "{name} ruft Dutch!",
			ev_thrown_right: "{name} wirft {card} ein!",
			ev_thrown_wrong: "{name} wirft {card} ein: falsch! Sie kommt zurück, dazu eine Strafkarte.",
			ev_thrown_wrong_full: "{name} wirft {card} ein: falsch! Sie kommt zurück.",
			ev_reshuffled: "Die Ablage wird zum neuen Stapel gemischt ({n} Karten).",
			ev_timed_out: "{name} war zu langsam.",
			ev_time_up: "Die Zeit ist um.",
			ev_mode_changed: "Die Spiellänge ist jetzt: {mode}.",
			ev_round_ended: "Runde {round} ist vorbei.",
			ev_halved: "{name}: {from} → {to}, halbiert!",
			ev_game_ended: "Das Spiel ist aus."
		},
		nl: {
			rank_A: "A",
			rank_J: "B",
			rank_Q: "V",
			rank_K: "H",
			rankName_A: "aas",
			rankName_2: "2",
			rankName_3: "3",
			rankName_4: "4",
			rankName_5: "5",
			rankName_6: "6",
			rankName_7: "7",
			rankName_8: "8",
			rankName_9: "9",
			rankName_10: "10",
			rankName_J: "boer",
			rankName_Q: "vrouw",
			rankName_K: "heer",
			suit_C: "klaveren",
			suit_D: "ruiten",
			suit_H: "harten",
			suit_S: "schoppen",
			cardWords: "{suit} {rank}",
			cardPoints: "{card} ({n} punten)",
			aRank_A: "een aas",
			aRank_J: "een boer",
			aRank_Q: "een vrouw",
			aRank_K: "een heer",
			aRank_n: "een {n}",
			faceDown: "dicht",
			powerName_ace: "de aas",
			powerName_queen: "de vrouw",
			powerName_jack: "de boer",
			power_ace: "de aas geeft iemand een dichte kaart van de trekstapel.",
			power_queen: "met de vrouw bekijk je een kaart naar keuze.",
			power_jack: "de boer ruilt twee kaarten, ongezien.",
			aceTitle: "Aas: een kaart geven",
			queenTitle: "Vrouw: een kaart bekijken",
			jackTitle: "Boer: twee kaarten ruilen",
			aceHint: "Geef iemand een dichte kaart van de trekstapel, jezelf ook: tik op de +1-plek in hun rij. Of sla over.",
			queenHint: "Tik op een kaart naar keuze, van jou of een ander, en bekijk hem 5 seconden. Of sla over.",
			jackHint: "Tik op twee kaarten, in welke rijen ook, om ze te ruilen. Niemand ziet ze. Of sla over.",
			jackSecond: "Tik nu op de tweede kaart (de eerste nog eens: ongedaan).",
			lockedHint: "{name} riep Dutch: die rij is op slot.",
			skip_ace: "Aas overslaan",
			skip_queen: "Vrouw overslaan",
			skip_jack: "Boer overslaan",
			otherPower_ace: "{name} mag iemand een kaart geven (aas).",
			otherPower_queen: "{name} mag een kaart bekijken (vrouw).",
			otherPower_jack: "{name} mag twee kaarten ruilen (boer).",
			lookAll: "Iedereen bekijkt twee kaarten",
			lookAllHint: "Iedereen ziet twee van de eigen kaarten, één keer.",
			lookWaiting: "Wachten op de anderen…",
			lookChoose: "Bekijk twee van je kaarten",
			lookChooseHint: "Tik op een kaart om hem te zien ({n} van 2). Onthoud waar ze liggen!",
			lookRemember: "Onthoud je twee kaarten",
			lookRememberHint: "Tik op Klaar als je ze kent: dan gaan ze dicht.",
			ready: "Klaar",
			readyTag: "klaar",
			lookingTag: "kijkt",
			chose: "bekeken",
			youChose: "je bekijkt hem nu",
			yourTurn: "Jij bent aan de beurt",
			yourFinalTurn: "Je laatste beurt",
			yourTurnNext: "Zo ben jij aan de beurt",
			nextTurn: "Zo is {name} aan de beurt",
			turnOf: "{name} is aan de beurt",
			onTurn: "beurt",
			startHint: "Trek van de trekstapel, of pak de {card} van de aflegstapel.",
			startDrawOnly: "Trek van de trekstapel (je rij is leeg: niets om met een kaart van de aflegstapel te ruilen).",
			startTakeOnly: "Pak de {card} van de aflegstapel (de trekstapel is leeg).",
			drewTitle: "Je trok {card}",
			drewHint: "Tik op een van je kaarten om hem daar neer te leggen (de oude gaat op de aflegstapel), of leg hem af.",
			drewPower: "Afleggen geeft zijn kracht: {power}",
			tookTitle: "Je pakte {card}",
			tookHint: "Tik op een van je kaarten: de gepakte kaart komt daar, de oude op de aflegstapel.",
			endTitle: "Roep Dutch, of beëindig je beurt",
			endHint: "Dutch: je denkt dat je kaarten 5 punten of minder waard zijn en niemand minder heeft. Alle anderen spelen dan nog één laatste beurt.",
			otherStart: "{name} trekt of pakt een kaart.",
			otherDrew: "{name} trok een kaart.",
			otherTook: "{name} pakte {card} van de aflegstapel.",
			otherEnd: "{name} mag Dutch roepen.",
			roundEnding: "De ronde eindigt",
			draw: "Trekken",
			take: "{card} pakken",
			discard: "{card} afleggen",
			endTurn: "Beurt beëindigen",
			callDutch: "Dutch!",
			youHold: "Je hebt",
			holds: "{name} heeft",
			drawPile: "Trekstapel",
			cardsLeft: "{n} kaarten",
			pile: "Aflegstapel",
			emptyPile: "leeg",
			pileHistory: "De aflegstapel tot nu toe",
			yourCards: "Jouw kaarten",
			yourCard: "Jouw kaart {n}",
			cardOf: "{name}, kaart {n}",
			emptySlot: "leeg",
			emptyRow: "geen kaarten",
			remembered: "deze kaart ken je",
			seenNow: "je ziet hem nu",
			penaltyCard: "een strafkaart",
			wrongShown: "{card} werd verkeerd ingegooid en ging terug",
			giveTo: "Geef {name} een kaart",
			giveYou: "Geef jezelf een kaart",
			throwIn: "Ingooien!",
			throwInLabel: "{rank} ingooien",
			cancelThrow: "Annuleren",
			throwOffer: "Gooi nu {rank} in, als je er een hebt!",
			throwTitle: "Gooi {rank} in!",
			throwHint: "Tik op je kaart die {rank} is. Eén poging: een verkeerde kaart komt terug, met een strafkaart.",
			windowOpen: "Ingooien: {rank}",
			windowSecsLabel: "{s} seconden tot de volgende beurt",
			windowUntilTurn: "tot de volgende beurt",
			windowLabel: "Ingooien",
			throwRight: "{name} gooide als eerste {card} in!",
			throwWrong: "{name} gooide {card} in: fout. Hij ging terug, plus een strafkaart.",
			throwWrongNoPenalty: "{name} gooide {card} in: fout. Hij ging terug (geen strafkaart meer over).",
			lateBy: "Te laat: {name} was eerder. Er is niets met je kaarten gebeurd.",
			lateClosed: "Te laat: ingooien was voorbij. Er is niets met je kaarten gebeurd.",
			confirmCallTitle: "Dutch roepen?",
			confirmCallText: "Alle anderen spelen nog één laatste beurt, dan gaan alle kaarten open. 5 punten of minder en niemand lager: je krijgt 0. Anders tellen je punten dubbel.",
			confirmCall: "Ja, Dutch!",
			calledBanner: "{name} riep Dutch!",
			calledTag: "Dutch",
			finalTurnTag: "laatste beurt",
			calledBy: "{name} riep Dutch.",
			calledByYou: "Jij riep Dutch.",
			finalTurns: "Laatste beurten: {names}.",
			lockedNote: "De rij van {name} is op slot",
			roundOver: "Ronde {r} is voorbij",
			roundResults: "Ronde {r}: uitslag",
			betweenOwner: "Deel de volgende ronde uit als iedereen de uitslag heeft gezien.",
			betweenOthers: "De volgende ronde begint als de eigenaar van de tafel uitdeelt, of over 30 seconden.",
			dealNext: "Volgende ronde uitdelen",
			gameLength: "Spelduur",
			points: "{n} punten",
			zeroed: "{n} → 0",
			doubled: "{n} × 2 = {m}",
			callerZero: "Dutch! 5 of minder, en niemand lager: 0 punten.",
			callerDouble: "Dutch mislukt: de punten tellen dubbel.",
			totalLine: "Totaal {n}",
			halvedLine: "Totaal {from} → {to}, gehalveerd!",
			halvingNote: "Een totaal van precies 50, 100 of 200 wordt gehalveerd.",
			goalTarget: "Spel tot {n} punten: het laagste totaal wint.",
			goalRounds: "{n} rondes: het laagste totaal wint.",
			goalOneRound: "Eén ronde: het laagste totaal wint.",
			mode_1_round: "1 ronde",
			mode_5_rounds: "5 rondes",
			mode_50_points: "tot 50 punten",
			mode_100_points: "tot 100 punten",
			mode_200_points: "tot 200 punten",
			err_window_closed: "Te laat: iemand was eerder, of de volgende beurt was begonnen. Er is niets met je kaarten gebeurd.",
			err_no_window: "Te laat: er valt nu niets in te gooien. Er is niets met je kaarten gebeurd.",
			err_wrong_window: "Dat ingooien was voor een andere kaart. Er is niets met je kaarten gebeurd.",
			err_already_tried: "Je hebt je ene poging op deze kaart al gehad.",
			err_caller_locked: "Jij riep Dutch: je rij is op slot.",
			err_wait: "Wacht: de volgende beurt begint als de tijd om in te gooien voorbij is.",
			err_already_chosen: "Die kaart heb je al gekozen: kies een andere.",
			err_bad_target: "Die kaart kan hiervoor niet gekozen worden.",
			err_choose_two: "Kies eerst twee van je kaarten om te bekijken.",
			err_empty_row: "Je rij is leeg, dus je kunt niet van de aflegstapel pakken: trek in plaats daarvan.",
			err_empty_slot: "Op die plek ligt geen kaart.",
			err_mode_not_allowed: "De spellengte kan nu niet zo veranderen: dan zou het spel vanzelf eindigen.",
			err_must_replace: "Een kaart van de aflegstapel moet een van je kaarten vervangen.",
			err_nothing_to_draw: "Er is geen kaart meer om te trekken.",
			err_row_full: "Die rij is vol: er past geen kaart meer bij.",
			err_two_chosen: "Je hebt je twee kaarten gekozen: zeg dat je klaar bent.",
			ownRow: "de eigen rij",
			rowOf: "de rij van {name}",
			ev_round_started: "Ronde {round} begint. {name} begint.",
			ev_chose: "{name} bekijkt kaart {slot}.",
			ev_chose_given: "De tijd is om: {name} ziet kaart {slot}.",
			ev_ready: "{name} is klaar.",
			ev_look_ended: "Het bekijken is voorbij.",
			ev_pile_started: "De aflegstapel begint met {card}.",
			ev_turn_started: "{name} is aan de beurt.",
			ev_passed: "{name} kan niet trekken of pakken en past.",
			ev_drew: "{name} trekt een kaart.",
			ev_took: "{name} pakt {card} van de aflegstapel.",
			ev_replaced: "{name} legt {card} op kaart {slot}; {discarded} gaat op de aflegstapel.",
			ev_replaced_hidden: "{name} legt een kaart op kaart {slot}; {discarded} gaat op de aflegstapel.",
			ev_discarded: "{name} legt {card} af.",
			ev_returned: "{name} was te laat: {card} gaat terug op de aflegstapel.",
			ev_gave: "{name} speelt de aas: kaart {slot} in {row} is nieuw.",
			ev_looked: "{name} speelt de vrouw en bekijkt kaart {slot} in {row}.",
			ev_swapped: "{name} speelt de boer: kaart {slot} in {row} en kaart {other_slot} in {other} ruilen van plaats.",
			ev_skipped: "{name} gebruikt {power} niet.",
			ev_dutch_called: "{name} roept Dutch!",
			ev_thrown_right: "{name} gooit {card} in!",
			ev_thrown_wrong: "{name} gooit {card} in: fout! Hij gaat terug, plus een strafkaart.",
			ev_thrown_wrong_full: "{name} gooit {card} in: fout! Hij gaat terug.",
			ev_reshuffled: "De aflegstapel wordt geschud tot een nieuwe trekstapel ({n} kaarten).",
			ev_timed_out: "{name} was te laat.",
			ev_time_up: "De tijd is om.",
			ev_mode_changed: "De spelduur is nu: {mode}.",
			ev_round_ended: "Ronde {round} is voorbij.",
			ev_halved: "{name}: {from} → {to}, gehalveerd!",
			ev_game_ended: "Het spel is voorbij."
		}
	},
	styles: t`
  /* ---------------------------------------------------------------- cards */
  .du-card {
    --w: 56px;
    width: var(--w);
    aspect-ratio: 5 / 7;
    border-radius: calc(var(--w) * 0.12);
    position: relative;
    display: inline-block;
    flex: none;
    box-sizing: border-box;
    box-shadow: var(--_shadow);
    user-select: none;
    transition:
      transform 0.2s ease,
      box-shadow 0.2s ease;
  }
  .du-xs {
    --w: 28px;
    box-shadow: none;
  }
  .du-s {
    --w: 40px;
  }
  .du-m {
    --w: 62px;
  }
  .du-l {
    --w: 88px;
  }
  /* in a row, cards share the row's width (the slots are a container): up to 8 always fit */
  .du-slots .du-card {
    --w: min(var(--cap), calc(100cqw / var(--n, 4) - 8px));
  }
  .du-slots .du-s {
    --cap: 60px;
  }
  .du-slots .du-m {
    --cap: 88px;
  }
  .du-slots .du-l {
    --cap: 108px;
  }
  .du-back {
    background:
      radial-gradient(circle at 50% 50%, rgba(255, 255, 255, 0.22) 0 18%, transparent 19%),
      repeating-linear-gradient(45deg, var(--_back) 0 5px, var(--_back2) 5px 10px);
    border: calc(var(--w) * 0.06) solid #fff;
  }
  .du-gap {
    border: 2px dashed rgba(255, 255, 255, 0.35);
    box-shadow: none;
    background: rgba(0, 0, 0, 0.08);
  }
  .du-none {
    border: 2px dashed rgba(255, 255, 255, 0.5);
    box-shadow: none;
    display: inline-grid;
    place-items: center;
    font-size: 0.8rem;
    color: rgba(255, 255, 255, 0.8);
  }
  .du-face {
    background: #fff;
    color: var(--_suit);
    border: 1.5px solid #ced4da;
    overflow: hidden;
  }
  .du-red {
    --_suit: #d9480f;
  }
  .du-H,
  .du-D {
    --_suit: #e03131;
  }
  .du-black {
    --_suit: #1b1e21;
  }
  .du-idx {
    position: absolute;
    top: 3%;
    left: 6%;
    display: grid;
    justify-items: center;
    line-height: 0.92;
  }
  .du-r {
    font-size: calc(var(--w) * 0.36);
    font-weight: 900;
    letter-spacing: -0.05em;
    font-family: system-ui, "Segoe UI", Roboto, "DejaVu Sans", sans-serif;
  }
  .du-suit {
    width: calc(var(--w) * 0.22);
    height: calc(var(--w) * 0.22);
  }
  .du-idx2 {
    top: auto;
    left: auto;
    bottom: 3%;
    right: 6%;
    transform: rotate(180deg);
  }
  .du-mid {
    position: absolute;
    inset: 0;
    display: grid;
    place-items: center;
    padding-top: 12%;
    padding-left: 14%;
  }
  .du-pip {
    width: calc(var(--w) * 0.46);
    height: calc(var(--w) * 0.46);
  }
  .du-court {
    inset: 22% 14% 20% 26%;
    padding: 0;
    border-radius: calc(var(--w) * 0.06);
    background: color-mix(in srgb, var(--_suit) 12%, #fff);
    border: 1.5px solid color-mix(in srgb, var(--_suit) 45%, #fff);
    align-content: center;
    gap: 0;
  }
  .du-crown {
    width: calc(var(--w) * 0.24);
    height: calc(var(--w) * 0.2);
    color: #f59f00;
  }
  .du-letter {
    font-size: calc(var(--w) * 0.32);
    font-weight: 900;
    line-height: 1;
  }
  .du-val {
    position: absolute;
    left: 5%;
    bottom: 4%;
    min-width: calc(var(--w) * 0.3);
    height: calc(var(--w) * 0.3);
    padding: 0 2px;
    box-sizing: border-box;
    border-radius: 999px;
    display: grid;
    place-items: center;
    font-size: calc(var(--w) * 0.18);
    font-weight: 900;
    background: #495057;
    color: #fff;
  }
  /* a red King counts 0, a black one 13: told apart at a glance */
  .du-king0 {
    background: linear-gradient(160deg, #fff 55%, #d3f9d8);
    border-color: #2f9e44;
    box-shadow:
      0 0 0 2px #2f9e44,
      var(--_shadow);
  }
  .du-king0 .du-val {
    background: #2f9e44;
    font-size: calc(var(--w) * 0.22);
  }
  .du-king13 {
    background: linear-gradient(160deg, #fff 55%, #dee2e6);
  }
  .du-king13 .du-val {
    background: #1b1e21;
  }
  .du-pow {
    position: absolute;
    right: 5%;
    top: 4%;
    width: calc(var(--w) * 0.26);
    height: calc(var(--w) * 0.26);
    border-radius: 50%;
    background: #1c7ed6;
    color: #fff;
    display: grid;
    place-items: center;
  }
  .du-powic {
    width: 72%;
    height: 72%;
  }
  .du-xs .du-mid,
  .du-xs .du-val,
  .du-xs .du-pow,
  .du-xs .du-idx2,
  .du-s .du-idx2 {
    display: none;
  }
  .du-xs .du-idx {
    inset: 0;
    place-content: center;
  }
  .du-xs .du-r {
    font-size: 13px;
  }
  .du-xs .du-suit {
    width: 11px;
    height: 11px;
  }
  .du-xs.du-face {
    border-width: 1px;
  }
  .du-s .du-court {
    inset: 40% 10% 8% 36%;
  }
  .du-s .du-crown {
    display: none;
  }
  .du-s .du-mid {
    padding-top: 30%;
    padding-left: 30%;
  }
  .du-s .du-pip {
    width: calc(var(--w) * 0.38);
    height: calc(var(--w) * 0.38);
  }
  .du-s .du-val {
    left: auto;
    right: 4%;
    bottom: auto;
    top: 4%;
  }
  .du-s .du-pow {
    display: none;
  }
  /* ---------------------------------------------------------------- slots */
  .du-slot {
    background: none;
    border: none;
    padding: 3px;
    border-radius: 12px;
    display: inline-grid;
    place-items: center;
    position: relative;
    color: inherit;
  }
  button.du-slot {
    cursor: pointer;
    min-width: 44px;
    min-height: 44px;
  }
  .du-target .du-card {
    box-shadow:
      0 0 0 3px var(--_accent),
      0 6px 14px rgba(0, 0, 0, 0.3);
    transform: translateY(-3px);
  }
  .du-throw .du-card {
    box-shadow:
      0 0 0 4px #ff922b,
      0 0 18px #ff922b;
  }
  button.du-slot:hover .du-card {
    transform: translateY(-6px);
  }
  .du-picked .du-card {
    box-shadow:
      0 0 0 4px var(--_focus),
      0 8px 16px rgba(0, 0, 0, 0.35);
    transform: translateY(-8px) rotate(-4deg);
  }
  .du-seen .du-card {
    box-shadow:
      0 0 0 4px #74c0fc,
      0 0 18px #74c0fc;
  }
  .du-touched::after {
    content: "";
    position: absolute;
    inset: 0;
    border-radius: 12px;
    border: 2px dashed var(--_accent);
    pointer-events: none;
  }
  .du-mark {
    position: absolute;
    top: -4px;
    right: -4px;
    min-width: 22px;
    height: 22px;
    border-radius: 999px;
    display: grid;
    place-items: center;
    background: var(--_focus);
    color: #fff;
    font-size: 0.75rem;
    font-weight: 900;
    box-shadow: var(--_shadow);
  }
  .du-markic {
    width: 15px;
    height: 15px;
  }
  .du-mark-pen {
    background: var(--_danger);
    padding: 0 4px;
  }
  .du-shown {
    position: absolute;
    top: -6px;
    left: 42%;
    transform: rotate(12deg);
    z-index: 3;
    display: grid;
    place-items: center;
    pointer-events: none;
  }
  .du-shown .du-card {
    box-shadow:
      0 0 0 3px var(--_danger),
      0 6px 14px rgba(0, 0, 0, 0.4);
  }
  .du-x {
    position: absolute;
    right: -8px;
    top: -8px;
    width: 20px;
    height: 20px;
    border-radius: 50%;
    background: var(--_danger);
    color: #fff;
    font-size: 12px;
    font-weight: 900;
    display: grid;
    place-items: center;
  }
  /* ---------------------------------------------------------------- rows */
  .du-board {
    display: grid;
    gap: 10px;
  }
  .du-rows {
    display: grid;
    gap: 8px;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  }
  .du-rows.du-all {
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 400px), 1fr));
  }
  .du-row {
    background: rgba(0, 0, 0, 0.18);
    border-radius: 14px;
    padding: 6px 8px;
    border: 2px solid transparent;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: 4px 8px;
    min-width: 0;
  }
  .du-row.du-turn {
    border-color: var(--_accent);
    background: rgba(255, 212, 59, 0.14);
  }
  .du-row.du-caller {
    border-style: dashed;
    border-color: #fab005;
  }
  .du-head {
    flex: 1 1 120px;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 2px 8px;
    min-width: 0;
  }
  .du-me .du-head,
  .du-rows.du-all .du-head {
    flex-basis: 100%;
  }
  .du-name {
    font-weight: 750;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    max-width: 12em;
  }
  .du-tags {
    display: inline-flex;
    flex-wrap: wrap;
    gap: 4px;
  }
  .du-tags .tag {
    background: rgba(255, 255, 255, 0.2);
  }
  .du-tags .tag.turn {
    background: var(--_ok);
  }
  .tag.du-called {
    background: #fab005;
    color: #3b2a00;
  }
  .tag.du-final {
    background: var(--_danger);
    color: #fff;
  }
  .du-head .score-pill {
    margin-left: auto;
  }
  .du-slots {
    container-type: inline-size;
    /* four cards fit beside the name on a phone; more take a line of their own */
    flex: 1 1 calc(var(--n, 4) * 52px);
    display: flex;
    flex-wrap: wrap;
    gap: 0;
    justify-content: center;
    min-width: 0;
  }
  .du-me {
    padding: 8px;
  }
  .du-me .du-slots {
    flex-basis: 100%;
  }
  .du-armed .du-slots {
    border-radius: 14px;
    background: rgba(255, 146, 43, 0.18);
    box-shadow: 0 0 0 2px #ff922b;
  }
  .du-giveslot .du-gap {
    border-color: var(--_accent);
    background: rgba(255, 212, 59, 0.18);
  }
  .du-plus {
    position: absolute;
    inset: 0;
    display: grid;
    place-content: center;
    justify-items: center;
    font-weight: 900;
    font-size: 0.9rem;
    color: var(--_accent);
    pointer-events: none;
  }
  .du-plusic {
    width: 20px;
    height: 20px;
  }
  .du-watching,
  .du-goal {
    text-align: center;
    margin: 0;
    opacity: 0.9;
    font-size: 0.9rem;
  }
  /* ---------------------------------------------------------------- the middle */
  .du-center {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: 10px 16px;
    padding: 4px 0;
  }
  .du-pilebtn {
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
  button.du-pilebtn {
    cursor: pointer;
  }
  button.du-can .du-card {
    box-shadow:
      0 0 0 4px var(--_accent),
      0 0 20px rgba(255, 212, 59, 0.7);
  }
  .du-stack {
    position: relative;
    display: inline-grid;
  }
  .du-stack .du-under {
    position: absolute;
    left: 4px;
    top: 4px;
    z-index: -1;
  }
  .du-stack.du-glow .du-card {
    box-shadow:
      0 0 0 4px #ff922b,
      0 0 22px #ff922b;
  }
  .du-cap {
    font-size: 0.85rem;
    font-weight: 700;
  }
  .du-held {
    display: grid;
    justify-items: center;
    gap: 4px;
  }
  .du-held .du-card {
    transform: rotate(4deg);
  }
  .du-held.du-mine .du-card {
    box-shadow:
      0 0 0 4px #fff,
      0 10px 24px rgba(0, 0, 0, 0.4);
  }
  .du-window {
    display: grid;
    gap: 6px;
    background: rgba(0, 0, 0, 0.28);
    border-radius: 14px;
    padding: 8px 12px;
    min-width: min(100%, 230px);
    max-width: 360px;
    flex: 1 1 230px;
  }
  .du-win-head {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: 8px;
  }
  .du-win-head b {
    font-size: 1.15rem;
  }
  .du-secs {
    font-size: 1.35rem;
    font-weight: 900;
    font-variant-numeric: tabular-nums;
  }
  .du-secs.du-until {
    font-size: 0.85rem;
    font-weight: 700;
    opacity: 0.9;
  }
  .du-bar {
    height: 10px;
    border-radius: 5px;
    background: rgba(255, 255, 255, 0.2);
    overflow: hidden;
  }
  .du-bar i {
    display: block;
    height: 100%;
    background: linear-gradient(90deg, #ff922b, #ffd43b);
    transition: width 0.25s linear;
  }
  .du-throws {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 3px;
    font-size: 0.9rem;
  }
  .du-throws .du-ok {
    color: #b2f2bb;
    font-weight: 700;
  }
  .du-throws .du-bad {
    color: #ffd8a8;
  }
  .du-late {
    margin: 0;
    padding: 6px 10px;
    border-radius: 10px;
    background: var(--_danger);
    color: #fff;
    font-weight: 700;
    font-size: 0.9rem;
  }
  details.du-history summary {
    cursor: pointer;
    font-size: 0.85rem;
    min-height: 32px;
    display: flex;
    align-items: center;
    gap: 6px;
    opacity: 0.9;
  }
  .du-hist {
    display: flex;
    gap: 3px;
    overflow-x: auto;
    padding: 2px 2px 6px;
  }
  /* ---------------------------------------------------------------- actions */
  .btn.du-throw {
    background: linear-gradient(180deg, #ff922b, #e8590c);
    color: #fff;
    font-size: 1.15rem;
    font-weight: 850;
    min-height: 56px;
    padding: 0 26px;
  }
  .btn.du-dutch {
    background: linear-gradient(180deg, #ffe066, #fab005);
    color: #3b2a00;
    font-size: 1.1rem;
    font-weight: 850;
    border-color: #e67700;
  }
  .du-owner {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
    justify-content: center;
  }
  .du-mode {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
  .du-mode select {
    min-height: 44px;
    border-radius: 10px;
    border: 1px solid var(--_line);
    background: var(--_bg);
    color: var(--_text);
    padding: 0 8px;
  }
  /* ---------------------------------------------------------------- results */
  .du-reveal {
    display: grid;
    gap: 8px;
    margin-bottom: 10px;
  }
  .du-rrow {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    grid-template-areas: "name pts" "cards pts";
    gap: 4px 10px;
    padding: 8px;
    border-radius: 12px;
    background: var(--_surface2);
  }
  .du-rrow.du-best {
    box-shadow: inset 0 0 0 2px var(--_ok);
  }
  .du-rname {
    grid-area: name;
    font-weight: 750;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px;
  }
  .du-rcards {
    grid-area: cards;
    display: flex;
    flex-wrap: wrap;
    gap: 3px;
  }
  .du-rcards .du-s {
    --w: 38px;
  }
  .du-rpts {
    grid-area: pts;
    display: grid;
    justify-items: end;
    align-content: center;
    gap: 2px;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .du-rpts b {
    font-size: 1.2rem;
  }
  .du-rpts small {
    color: var(--_muted);
    max-width: 14em;
  }
  .du-rtotal {
    font-weight: 750;
  }
  .du-rtotal.du-halved {
    background: #7048e8;
    color: #fff;
    border-radius: 999px;
    padding: 2px 10px;
  }
  .du-last {
    display: grid;
    gap: 6px;
  }
  .du-last h3 {
    margin: 0;
  }
  .du-last .du-rrow {
    color: var(--_text);
  }
  .du-halving-note,
  .du-wait {
    color: var(--_muted);
    margin: 4px 0 8px;
  }
  .dialog .du-goal {
    opacity: 1;
    color: var(--_muted);
    text-align: left;
    margin: 0 0 8px;
  }
  /* ---------------------------------------------------------------- Dutch! */
  .du-banner {
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
    animation: du-pop 2.2s ease forwards;
    white-space: nowrap;
  }
  @keyframes du-pop {
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
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .du-banner {
      animation: none;
    }
    .du-card,
    .du-bar i {
      transition: none;
    }
  }
  @container (min-width: 700px) {
    .du-center .du-m {
      --w: 76px;
    }
    .du-held.du-mine .du-l {
      --w: 96px;
    }
  }
  @container (max-width: 480px) {
    .du-rrow {
      grid-template-columns: 1fr;
      grid-template-areas: "name" "cards" "pts";
    }
    .du-rpts {
      justify-items: start;
      text-align: left;
      grid-auto-flow: row;
    }
    .du-rows {
      gap: 6px;
    }
    .du-row {
      padding: 4px 6px;
    }
    .du-m {
      --w: 54px;
    }
    .du-banner {
      font-size: 1.5rem;
    }
  }
`,
	rules: ue,
	createBoard: (e) => new Ne(e),
	describeEvent: (e, t, n, r) => Ie(e, t, n, r),
	majorEvents: Fe,
	howTo: Pe
};
export { Le as default };
