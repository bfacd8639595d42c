import { a as e, d as t, l as n, n as r, r as i, s as a, t as o } from "./duck-down-shared-BTlcC7Is.js";
import { n as s, r as c } from "./duck-down-shared-BpyuAREa.js";
// src/games/quack_quack/classes.ts
var l = [
	"inspector",
	"farmer",
	"craftsman",
	"merchant",
	"agitator",
	"guard",
	"secretary",
	"governor"
], u = [
	"farmer",
	"craftsman",
	"merchant",
	"agitator"
], d = [
	"inspector",
	"people",
	"guard",
	"secretary",
	"governor"
];
function f(e) {
	return typeof e == "string" && l.includes(e);
}
function p(e) {
	return u.includes(e) ? "people" : e;
}
var m = (e) => l.indexOf(e);
function ee(e) {
	return e.filter(f).sort((e, t) => m(e) - m(t));
}
function te(e) {
	let t = d.map((e) => ({
		group: e,
		cards: []
	}));
	return e.forEach((e, n) => t[d.indexOf(p(e))].cards.push({
		card: e,
		index: n
	})), t.filter((e) => e.cards.length > 0);
}
function h(e, t) {
	let n = [...t];
	for (let t of e) {
		let e = n.indexOf(t);
		if (e < 0) return !1;
		n.splice(e, 1);
	}
	return !0;
}
function g(e, t) {
	return e.length === t.length && h(e, t);
}
// src/games/quack_quack/rules.ts
function ne() {
	return {
		key: "",
		picked: [],
		giving: !1,
		shout: null,
		shouts: 0
	};
}
function _(e) {
	return !e || e.phase === "over" || !e.decision || e.decision.seat !== e.seat ? null : e.decision.kind;
}
function v(e) {
	return e ? ee(e.hand ?? []) : [];
}
function y(e) {
	return "cards" in e ? e.cards : e.type === "join" ? [e.card] : [];
}
function b(e, t) {
	return _(e) !== null && e.legal.some((e) => e.type === t);
}
var re = {
	play: ["play", "bomb"],
	give: ["give"],
	discard: ["discard"],
	give_back: ["give_back"],
	join: ["join"]
};
function x(e, t) {
	switch (_(e)) {
		case "lead": return "play";
		case "turn": return t.giving && b(e, "give") ? "give" : "play";
		case "discard": return "discard";
		case "give_back": return "give_back";
		case "join": return "join";
		default: return null;
	}
}
function S(e, t) {
	if (!e || !t || !_(e)) return [];
	let n = re[t];
	return e.legal.filter((e) => n.includes(e.type));
}
function C(e, t) {
	let n = v(e);
	return t.picked.map((e) => n[e]).filter((e) => !!e);
}
function w(e, t) {
	let n = v(e), r = S(e, x(e, t)).map(y), i = C(e, t);
	return n.map((e, n) => !t.picked.includes(n) && r.some((t) => h([...i, e], t)));
}
function ie(e, t) {
	if (!t.picked.length) return null;
	let n = C(e, t);
	return S(e, x(e, t)).find((e) => g(y(e), n)) ?? null;
}
function ae(e, t, n) {
	return e.picked.includes(n) ? {
		...e,
		picked: e.picked.filter((e) => e !== n)
	} : w(t, e)[n] ? {
		...e,
		picked: [...e.picked, n]
	} : e;
}
function T(e, t, n) {
	return {
		...e,
		giving: n && _(t) === "turn" && b(t, "give"),
		picked: []
	};
}
function E(e) {
	if (!e) return null;
	for (let t = e.exchanges.length - 1; t >= 0; t--) {
		let n = e.exchanges[t];
		if (n.type === "deck" && !n.discarded.length && _(e) === "discard" || n.type === "received" && !n.returned.length && _(e) === "give_back") return n;
	}
	return null;
}
function oe(e, t) {
	let n = x(e, t);
	if (n === "play" || n === "join") return S(e, n);
	let r = E(e);
	if (!r) return [];
	let i = r.type === "deck" ? r.took : r.type === "received" ? r.received : [];
	return S(e, n).filter((e) => g(y(e), i));
}
function D(e, t) {
	return (e.teams?.find((e) => e.includes(t)))?.find((e) => e !== t) ?? null;
}
function O(e, t) {
	let n = e.teams?.findIndex((e) => e.includes(t)) ?? -1;
	return n >= 0 ? n : null;
}
function k(e) {
	if (e.decision?.kind !== "give_back") return null;
	let t = [...e.passes].reverse().find((t) => t.exchange === "teammate" && t.with === e.decision.seat);
	return t ? t.seat : null;
}
function A(e) {
	let t = e.results?.[e.results.length - 1];
	return t && e.phase !== "over" && e.round === t.round + 1 && e.struggle === 1 ? t : null;
}
function se(e) {
	return e.decision ?? null;
}
function ce(e) {
	let t = e.decision;
	return [
		e.round,
		e.struggle,
		e.yard.length,
		e.passes.length,
		t?.seat ?? "",
		t?.kind ?? "",
		e.hand.join(","),
		e.exchanges.length
	].join("|");
}
function le(e) {
	switch (e.type) {
		case "played": return e.kind === "pair" ? "quackquack" : "quack";
		case "revolution":
		case "secret_inspection": return e.type;
		case "joined": return e.bomb === "secret_inspection" ? "join_secret_inspection" : "join_revolution";
		case "player_out": return e.monument ? "monument" : null;
		case "bonus": return e.kind === "monument" ? "vice" : null;
		default: return null;
	}
}
var ue = {
	quack: "quack1",
	quackquack: "quack",
	revolution: "bomb",
	secret_inspection: "bomb",
	join_revolution: "join",
	join_secret_inspection: "join",
	monument: "applause",
	vice: "applause"
};
function de(e, t, n) {
	if (t.type === "round_started") return { board: {
		...e,
		picked: [],
		giving: !1
	} };
	if (t.type === "round_ended") return {
		board: e,
		cue: "end"
	};
	if (t.type === "game_ended") {
		let r = Array.isArray(t.winners) ? t.winners : [];
		return {
			board: e,
			cue: n !== null && r.includes(n) ? "win" : "end"
		};
	}
	let r = le(t);
	if (!r) return { board: e };
	let i = e.shouts + 1;
	return {
		board: {
			...e,
			shout: {
				kind: r,
				seat: typeof t.seat == "number" ? t.seat : -1,
				n: i
			},
			shouts: i
		},
		cue: ue[r]
	};
}
function fe(e, t) {
	let n = ce(t);
	return n === e.key ? e : {
		...e,
		key: n,
		picked: [],
		giving: !1
	};
}
function pe(e) {
	if (Array.isArray(e.to_act)) return e.to_act;
	let t = se(e);
	return t && e.phase !== "over" ? [t.seat] : [];
}
function me(e, t) {
	let n = t.turn_time ?? 30;
	return typeof n == "number" && n > 0 ? n * 1e3 : null;
}
var he = {
	initial: ne,
	event: de,
	seatView: (e, t) => fe(e, t),
	toAct: pe,
	decisionMs: me,
	roundResult: (e) => {
		let t = A(e);
		return t ? { round: t.round } : null;
	},
	scoreHistory: (e) => {
		let t = e.results;
		return Array.isArray(t) ? t.map((e) => e.gained) : null;
	}
}, j = (e, t = 2) => n`<path d=${e} fill="none" stroke="currentColor" stroke-width=${t} stroke-linecap="round" stroke-linejoin="round"/>`, M = (e) => n`<path d=${e} fill="currentColor"/>`, ge = {
	inspector: n`${j("M10 4a6 6 0 1 1 0 12a6 6 0 1 1 0-12z", 2.4)}${j("M14.5 14.5 20.5 20.5", 3.2)}`,
	farmer: n`${j("M12 22V5")}${M("M12 9c-3.2 0-4.4-2.2-4.4-4.4 3.2 0 4.4 2.2 4.4 4.4zm0 0c3.2 0 4.4-2.2 4.4-4.4-3.2 0-4.4 2.2-4.4 4.4zm0 5c-3.2 0-4.4-2.2-4.4-4.4 3.2 0 4.4 2.2 4.4 4.4zm0 0c3.2 0 4.4-2.2 4.4-4.4-3.2 0-4.4 2.2-4.4 4.4zm0 5c-3.2 0-4.4-2.2-4.4-4.4 3.2 0 4.4 2.2 4.4 4.4zm0 0c3.2 0 4.4-2.2 4.4-4.4-3.2 0-4.4 2.2-4.4 4.4z")}`,
	craftsman: n`${M("M3.5 7.5 8 3l5.5 2.2-1.2 1.2 1.8 1.8-2.6 2.6-1.8-1.8-1.2 1.2z")}${j("M10.6 10.4 20 19.8", 3)}`,
	merchant: n`${j("M12 3v17M7 20h10M4 7h16")}${j("M7 7 4 14h6zM17 7l-3 7h6z", 1.8)}`,
	agitator: n`${M("M3 9.5v5h3l9 5v-15l-9 5z")}${j("M18 8.5c1.6 1.8 1.6 5.2 0 7M20.5 6c2.8 3.2 2.8 8.8 0 12", 1.8)}`,
	guard: n`${M("M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5z")}${n`<path d="M12 6v12M7.5 10.5h9" stroke="rgba(0,0,0,.35)" stroke-width="2" fill="none"/>`}`,
	secretary: n`${M("M6 2h9l4 4v16H6z")}${n`<path d="M9 10h7M9 13.5h7M9 17h5" stroke="rgba(0,0,0,.4)" stroke-width="1.6" fill="none"/>`}`,
	governor: n`${M("M3 8l4.5 4 4.5-7 4.5 7L21 8l-2 11H5z")}${n`<path d="M5 21h14" stroke="currentColor" stroke-width="2"/>`}`
};
function _e(e) {
	return a`<svg class="glyph" viewBox="0 0 24 24" aria-hidden="true">${ge[e]}</svg>`;
}
var N = n`<svg class="coin" viewBox="0 0 24 24" aria-hidden="true">
  <circle cx="12" cy="12" r="10" fill="#fab005" stroke="#e67700" stroke-width="2"/>
  <circle cx="12" cy="12" r="5.5" fill="none" stroke="#e67700" stroke-width="1.6"/>
</svg>`, P = n`<svg class="back" viewBox="0 0 24 24" aria-hidden="true">
  <rect x="6" y="3" width="13" height="18" rx="2.5" fill="var(--_back)" stroke="#fff" stroke-width="1.5" transform="rotate(8 12 12)"/>
  <rect x="4" y="3" width="13" height="18" rx="2.5" fill="var(--_back2)" stroke="#fff" stroke-width="1.5"/>
</svg>`, F = n`<svg class="glyph" viewBox="0 0 24 24" aria-hidden="true">
  <path d="M10 3h4l1.2 14H8.8z" fill="currentColor"/><path d="M6 18h12v3H6z" fill="currentColor"/>
</svg>`;
function I(e, t, n = "m") {
	return a`<span class="qc c-${e} g-${p(e)} ${n}" aria-hidden="true"
    >${_e(e)}<span class="nm">${t(`face_${e}`)}</span></span
  >`;
}
function L(e, t, n, r = "s") {
	return a`<span class="monument ${t} ${r}" role="img" aria-label=${`${e("monument")}: ${n ?? e("monumentNobody")} · ${e(`side_${t}`)}`}>
    ${F}<span class="nm">${e(`side_${t}`)}</span>
  </span>`;
}
// src/games/quack_quack/words.ts
function R(e, t) {
	return f(t) ? e(`card_${t}`) : String(t);
}
function z(e, t) {
	return Array.isArray(t) ? t.map((t) => R(e, t)).join(" + ") : "";
}
function B(e, t) {
	let n = z(e, t.cards);
	return t.kind === "revolution" || t.kind === "secret_inspection" ? `${e(`bomb_${t.kind}`)} (${n})` : n;
}
function V(e, t) {
	return e(`rank_${Math.min(Math.max(t, 1), 4)}`);
}
function H(e, t, n) {
	let r = z(e, y(t));
	switch (t.type) {
		case "play": return e("playCards", { cards: r });
		case "bomb": return e(`declare_${t.cards.includes("inspector") ? "secret_inspection" : "revolution"}`, { cards: r });
		case "join": return e("joinWith", { card: r });
		case "discard": return e("putAside", { cards: r });
		case "give": return e("giveTo", {
			name: n,
			cards: r
		});
		case "give_back": return e("giveBack", {
			name: n,
			cards: r
		});
		case "pass": return e("pass");
		case "take": return e("passTake");
		case "decline": return e("decline");
	}
}
function U(e, t) {
	let n = t.last;
	return n ? e.t("toBeat", {
		combo: B(e.t, n),
		name: e.nameOf(n.seat)
	}) : "";
}
function ve(e, t, n, r) {
	let i = e.t;
	if (t.phase === "over") return { title: i("gameOver") };
	let a = t.decision;
	if (!a) return { title: "" };
	let o = _(n);
	if (n && o) {
		let t = E(n);
		switch (o) {
			case "lead": return {
				title: i("yourLead"),
				hint: i("leadHint")
			};
			case "turn": {
				let t = D(n, n.seat);
				return r.giving && t !== null ? {
					title: i("yourTurn"),
					hint: i("giveHint", { name: e.name(t) })
				} : n.last?.kind === "governor" ? {
					title: i("yourTurn"),
					hint: i("bombHint")
				} : {
					title: i("yourTurn"),
					hint: `${U(e, n)} ${i("orPass")}`.trim()
				};
			}
			case "discard": return {
				title: i("discardTitle"),
				hint: i("discardHint", { cards: t?.type === "deck" ? z(i, t.took) : "" })
			};
			case "give_back": {
				let r = t?.type === "received" ? t.with : k(n) ?? 0;
				return {
					title: i("giveBackTitle", { name: e.name(r) }),
					hint: i("giveBackHint", {
						name: e.name(r),
						cards: t?.type === "received" ? z(i, t.received) : ""
					})
				};
			}
			case "join": {
				let e = n.bomb?.kind ?? "revolution", t = n.legal.some((e) => e.type === "join");
				return {
					title: i(`joinTitle_${e}`),
					hint: i(t ? `joinHint_${e}` : "joinNone")
				};
			}
		}
	}
	let s = e.name(a.seat), c, l = "";
	switch (a.kind) {
		case "lead":
			c = i("leadOf", { name: s });
			break;
		case "turn":
			c = i("turnOf", { name: s }), l = U(e, t);
			break;
		case "discard":
			c = i("discardOf", { name: s });
			break;
		case "give_back": {
			let n = k(t);
			c = i("giveBackOf", {
				name: s,
				other: n === null ? "" : e.nameOf(n)
			});
			break;
		}
		case "join": c = i(`joinOf_${t.bomb?.kind ?? "revolution"}`, { name: s });
	}
	let u = n?.seat, d = u === void 0 ? null : t.ranks[u];
	return d && (l = [l, i("youAreOut", { rank: V(i, d) })].filter(Boolean).join(" · ")), {
		title: c,
		hint: l
	};
}
function W(e, t) {
	return t === 1 || t === -1 ? e("coin1").replace("1", String(t)) : e("coinsN", { n: t });
}
// src/games/quack_quack/seats.ts
var G = (e) => e.view, K = (e) => e.mine, q = (e) => e.t, J = ["#f08c00", "#1c7ed6"];
function ye(t, n) {
	let r = q(t), i = G(t);
	if (!i.passed[n]) return e;
	let o = i.passes.find((e) => e.seat === n), s = o?.exchange === "deck" ? ` · ${r("tagTookTwo")}` : o?.exchange === "teammate" && o.with !== null ? ` · ${r("tagSwapped", { name: t.nameOf(o.with) })}` : "";
	return a`<span class="tag passed">${r("tagPassed")}${s}</span>`;
}
function Y(t, n) {
	let r = q(t), i = G(t), o = i.ranks[n], s = i.eliminated.find((e) => e.seat === n), c = i.aside?.[n] ?? 0, l = t.me;
	return a`<span class="tags">
    ${i.decision?.seat === n && i.phase !== "over" ? a`<span class="tag turn">▶</span>` : e}
    ${o ? a`<span class="tag rank r${o}">${V(r, o)}</span>` : e}
    ${s ? a`<span class="tag">${r("tagEliminated")}</span>` : e}
    ${i.monument.seat === n ? a`<span class="tag mon ${i.monument.side}" aria-label=${r("tagMonument", { side: r(`side_${i.monument.side}`) })}>${F} ${r(`side_${i.monument.side}`)}</span>` : e}
    ${ye(t, n)} ${c ? a`<span class="tag">${r("tagAside", { n: c })}</span>` : e}
    ${l !== null && n !== l && D(i, l) === n ? a`<span class="tag partner">${r("tagPartner")}</span>` : e}
    ${t.seatTags(n)}
  </span>`;
}
function X(t, n) {
	let r = q(t), i = G(t), o = i.totals[n] ?? 0, s = i.gained[n] ?? 0;
	return a`<span class="coins" aria-label=${W(r, o) + (s ? ` (${r("gainedN", { n: s > 0 ? `+${s}` : s })})` : "")}
    >${N}<b>${o}</b>${s ? a`<small>${s > 0 ? `+${s}` : s}</small>` : e}</span
  >`;
}
function Z(e, t) {
	let n = O(e, t);
	return n === null ? "" : `--team:${J[n]}`;
}
function be(e, t) {
	let n = q(e), r = G(e), i = r.hands[t] ?? 0, o = r.decision?.seat === t && r.phase !== "over", s = !!r.ranks[t];
	return a`<div class="plate ${o ? "due" : ""} ${s ? "out" : ""} ${r.passed[t] ? "passed" : ""} ${r.teams ? "team" : ""}" role="listitem" aria-label=${e.seatName(t)} style=${Z(r, t)}>
    <div class="who">${e.avatar(t)}<span class="name">${e.seatName(t)}</span></div>
    <div class="stats">
      <span class="count" aria-label=${n("cardsN", { n: i })}>${P}<b>${i}</b></span>
      ${X(e, t)}
    </div>
    ${Y(e, t)} ${e.seatControl(t, !1)}
  </div>`;
}
function xe(t) {
	let n = q(t), r = G(t);
	return !r.teams || !r.team_totals ? e : a`<div class="teams" role="list">
    ${r.teams.map((e, i) => {
		let o = e.map((e) => t.seatName(e)).join(" & "), s = t.me !== null && e.includes(t.me), c = r.team_totals[i] ?? 0;
		return a`<span class="team-pill ${s ? "mine" : ""}" role="listitem" aria-label=${`${n("team", { names: o })}: ${W(n, c)}`} style="--team:${J[i]}">
        <i class="dot"></i>${o}
        <span class="coins">${N}<b>${c}</b></span>
      </span>`;
	})}
  </div>`;
}
function Se(e, t) {
	let n = G(e);
	return a`<div class="qq-mehead" style=${Z(n, t)}>
    ${e.avatar(t)} <span class="name">${e.seatName(t)}</span> ${X(e, t)} ${Y(e, t)} ${e.seatControl(t, !0)}
  </div>`;
}
// src/games/quack_quack/actions.ts
function Q(t, n, r, i) {
	let o = n.legal.find((e) => e.type === r);
	return o ? a`<button class="btn ghost ${r}" @click=${() => t.act(o)}>${i}</button>` : e;
}
function $(t, n, r, i) {
	let o = q(t);
	if (!S(n, x(n, t.board)).length) return e;
	let s = ie(n, t.board), c = s?.type === "bomb" ? "bomb" : "primary";
	return a`<button class="btn ${c} send" ?disabled=${!s} @click=${() => s && t.act(s)}>${s ? H(o, s, r) : i}</button>`;
}
function Ce(t) {
	let n = q(t), r = K(t), i = _(r);
	if (!r || !i) return e;
	let o = x(r, t.board), s = D(r, r.seat), c = s === null ? "" : t.seatName(s), l;
	switch (o) {
		case "give":
			l = a`${$(t, r, c, n("pickTwo"))}
        <button class="btn ghost" @click=${() => t.setBoard(T(t.board, r, !1))}>${n("back")}</button>`;
			break;
		case "discard":
			l = $(t, r, "", n("pickTwo"));
			break;
		case "give_back": {
			let e = E(r), i = e?.type === "received" ? e.with : k(r);
			l = $(t, r, i === null ? "" : t.seatName(i), n("pickTwo"));
			break;
		}
		case "join":
			l = a`${$(t, r, "", n("pickOne"))} ${Q(t, r, "decline", n("decline"))}`;
			break;
		default: l = a`${$(t, r, "", n("pickCards"))} ${Q(t, r, "pass", n("pass"))} ${Q(t, r, "take", n("passTake"))}
      ${b(r, "give") ? a`<button class="btn ghost give" @click=${() => t.setBoard(T(t.board, r, !0))}>${n("passGive", { name: c })}</button>` : e}`;
	}
	return a`<div class="actions qq-actions">${t.ring()} ${l}</div>`;
}
// src/games/quack_quack/hand.ts
function we(e, t) {
	let n = q(e), r = e.board, i = v(t);
	if (!i.length) return a`<p class="empty">${n("handEmpty")}</p>`;
	let o = x(t, r) !== null, s = w(t, r);
	return a`<div class="qq-hand" role="group" aria-label=${n("yourCards")}>
    ${te(i).map((t) => a`<div class="group g-${t.group}">
        <span class="glabel">${n(`group_${t.group}`)}</span>
        <div class="gcards">
          ${t.cards.map(({ card: t, index: i }) => {
		let c = r.picked.includes(i);
		return o ? a`<button
              class="qcard ${s[i] ? "lit" : ""} ${c ? "picked" : ""}"
              aria-label=${R(n, t)}
              aria-pressed=${c ? "true" : "false"}
              ?disabled=${!s[i] && !c}
              @click=${() => e.setBoard(ae(e.board, K(e), i))}
            >
              ${I(t, n, "l")}
            </button>` : a`<span class="qcard" role="img" aria-label=${R(n, t)}>${I(t, n, "l")}</span>`;
	})}
        </div>
      </div>`)}
  </div>`;
}
function Te(t, n, r) {
	let i = q(t), o = n.type === "bomb";
	return a`<button class="combo ${o ? "bomb" : ""}" aria-label=${H(i, n, r)} @click=${() => t.act(n)}>
    <span class="cards">${y(n).map((e) => I(e, i, "xs"))}</span>
    ${o ? a`<span class="bname">${i(n.cards.includes("inspector") ? "bomb_secret_inspection" : "bomb_revolution")}</span>` : e}
  </button>`;
}
function Ee(t, n) {
	let r = q(t), i = x(n, t.board);
	if (!i) return e;
	let o = oe(n, t.board), s = D(n, n.seat), c = [...n.exchanges].reverse().find((e) => e.type === "received"), l = i === "give_back" && c?.type === "received" ? t.seatName(c.with) : s === null ? "" : t.seatName(s);
	if (!o.length) return i === "play" && _(n) === "turn" ? a`<p class="empty">${r("nothingBeats")}</p>` : e;
	let u = r(i === "play" ? "youCanPlay" : i === "join" ? "youCanJoin" : "shortcutBack");
	return a`<div class="combos" role="group" aria-label=${u}>
    <span class="glabel">${u}</span>
    <div class="clist">${o.map((e) => Te(t, e, l))}</div>
  </div>`;
}
function De(t, n) {
	let r = q(t), i = n.exchanges.map((e) => e.type === "deck" ? `${r("exTook", { cards: z(r, e.took) })} ${e.discarded.length ? r("exPutAside", { cards: z(r, e.discarded) }) : "…"}` : e.type === "gave" ? `${r("exGave", {
		name: t.seatName(e.with),
		cards: z(r, e.gave)
	})} ${e.got.length ? r("exGot", { cards: z(r, e.got) }) : r("exWaiting")}` : `${r("exReceived", {
		name: t.seatName(e.with),
		cards: z(r, e.received)
	})} ${e.returned.length ? r("exReturned", { cards: z(r, e.returned) }) : "…"}`), o = D(n, n.seat);
	return o !== null && n.teammate_holds?.length && i.push(r("mateHolds", {
		name: t.seatName(o),
		cards: z(r, n.teammate_holds)
	})), i.length ? a`<details class="exch" ?open=${_(n) === "discard" || _(n) === "give_back"}>
    <summary>${r("exchanges")} (${n.exchanges.length})</summary>
    <ul>
      ${i.map((e) => a`<li>${e}</li>`)}
    </ul>
  </details>` : e;
}
function Oe(e, t) {
	let n = K(e), r = _(n) !== null;
	return a`<div class="qq-me ${r ? "due" : ""}">
    ${Se(e, t)} ${we(e, n)} ${Ee(e, n)} ${De(e, n)}
  </div>`;
}
// src/games/quack_quack/result.ts
function ke(t) {
	let n = q(t), r = G(t), s = A(r);
	if (!s) return e;
	let c = s.ranks.map((e, t) => ({
		seat: t,
		rank: e
	})).sort((e, t) => e.rank - t.rank), l = ({ seat: o, rank: c }) => {
		let l = s.gained[o] ?? 0, u = O(r, o);
		return a`<div class="rrow r${c}" style=${u === null ? "" : `--team:${J[u]}`}>
      <span class="rrank">${V(n, c)}</span>
      <span class="rname"
        ><i class="dot" style="background:${i(o)}"></i>${t.seatName(o)}
        ${o === t.me ? a`<span class="tag you">${n("you")}</span>` : e}</span
      >
      <span class="rgain"
        >${l ? l > 0 ? `+${l}` : `${l}` : "·"}
        ${s.monument === o ? a`<span class="tag mon" role="img" aria-label=${n("monumentTo", { name: t.seatName(o) })}>${F}</span>` : e}</span
      >
      <span class="rtotal">${N}<b>${s.totals[o] ?? 0}</b></span>
    </div>`;
	}, u = r.teams ? a`<p class="rteams">
        ${r.teams.map((e, r) => a`<span class="team-pill" style="--team:${J[r]}"
              ><i class="dot"></i>${n("teamTotal", {
		names: e.map((e) => t.seatName(e)).join(" & "),
		n: e.reduce((e, t) => e + (s.totals[t] ?? 0), 0)
	})}</span
            >`)}
      </p>` : e, d = _(K(t)) === "lead";
	return a`<h2 id="res-h">${o()} ${n(s.tiebreak ? "tiebreakOver" : "roundOver", { r: s.round })}</h2>
    <div class="qq-result">
      <div class="rrows">
        <div class="rrow head"><span>${n("rankHead")}</span><span></span><span>${n("gainedHead")}</span><span>${n("coinsHead")}</span></div>
        ${c.map(l)}
      </div>
      ${u}
      <p class="next">${n("nextRound", {
		r: r.round,
		name: t.seatName(r.leader)
	})}</p>
      ${d ? a`<div class="lead-now">${t.ring()}<b>${n("youLeadNow")}</b></div>` : e}
    </div>`;
}
// src/games/quack_quack/yard.ts
function Ae(e, t, n) {
	let r = q(e);
	return a`<li class="play ${n ? "last" : ""} k-${t.kind}" aria-label=${`${e.nameOf(t.seat)}: ${B(r, t)}`}>
    <span class="by"><i class="dot" style="background:${i(t.seat)}"></i>${e.nameOf(t.seat)}</span>
    <span class="cards">${t.cards.map((e) => I(e, r, n ? "m" : "s"))}</span>
    <span class="kind">${r(`kind_${t.kind}`)}</span>
  </li>`;
}
function je(t) {
	let n = q(t), r = G(t);
	if (!r.passes.length) return e;
	let i = r.passes.map((e) => e.exchange === "deck" ? n("passedDeck", { name: t.nameOf(e.seat) }) : e.exchange === "teammate" && e.with !== null ? n("passedMate", {
		name: t.nameOf(e.seat),
		other: t.nameOf(e.with)
	}) : t.nameOf(e.seat));
	return a`<p class="passes">${n("passedList", { names: i.join(" · ") })}</p>`;
}
function Me(t) {
	let n = q(t), r = G(t), o = r.bomb;
	if (!o) return e;
	let s = r.yard.filter((e) => e.kind === "join"), c = r.decision?.kind === "join" ? r.decision.seat : null;
	return a`<div class="lap ${o.kind}" role="group" aria-label=${n("lapTitle", {
		bomb: n(`bomb_${o.kind}`),
		name: t.nameOf(o.seat)
	})}>
    <b>${n("lapTitle", {
		bomb: n(`bomb_${o.kind}`),
		name: t.nameOf(o.seat)
	})}</b>
    <ol>
      ${o.lap.map((r) => {
		let l = o.answers.find((e) => e.seat === r), u = s.find((e) => e.seat === r)?.cards[0], d = l ? l.joined ? "joined" : "declined" : r === c ? "asking" : "waiting", f = {
			joined: n("lapJoined"),
			declined: n("lapDeclined"),
			asking: n("lapAsking"),
			waiting: n("lapWaiting")
		}[d];
		return a`<li class=${d}>
          <i class="dot" style="background:${i(r)}"></i>${t.nameOf(r)}:
          <span class="state">${d === "joined" ? "✓" : d === "declined" ? "✗" : d === "asking" ? "…" : ""} ${f}</span>
          ${u ? I(u, n, "xs") : e}
        </li>`;
	})}
    </ol>
  </div>`;
}
function Ne(t) {
	let n = q(t), r = G(t), i = r.monument.seat === null ? null : t.nameOf(r.monument.seat);
	return a`<div class="counters">
    ${r.deck === null ? e : a`<span class="counter" aria-label=${`${n("classDeck")}: ${n("cardsN", { n: r.deck })}`}>${P}<span>${n("classDeck")}</span><b>${r.deck}</b></span>`}
    <span class="counter" aria-label=${`${n("discardPile")}: ${n("cardsN", { n: r.discard })}`}><span>${n("discardPile")}</span><b>${r.discard}</b></span>
    <span class="counter mon">${L(n, r.monument.side, i, "xs")}<span>${i ?? n("monumentNobody")}</span></span>
  </div>`;
}
function Pe(e) {
	let t = q(e), n = G(e), r = n.last ? Fe(n.yard, n.last) : -1, i = [
		n.tiebreak ? t("tiebreakRound") : "",
		t("struggle", { n: n.struggle }) + (n.phase === "over" ? "" : ` · ${t("ledBy", { name: e.nameOf(n.leader) })}`),
		n.goal ? t("goal", { n: n.goal }) : ""
	].filter(Boolean);
	return a`<section class="yard" aria-label=${t("yard")}>
    <div class="yard-head"><span>${i.join(" · ")}</span>${Ne(e)}</div>
    ${n.yard.length ? a`<ol class="plays">
          ${n.yard.map((t, n) => Ae(e, t, n === r))}
        </ol>` : a`<p class="empty">${t("nothingYet")}</p>`}
    ${je(e)} ${Me(e)}
  </section>`;
}
function Fe(e, t) {
	for (let n = e.length - 1; n >= 0; n--) {
		let r = e[n];
		if (r.seat === t.seat && r.kind === t.kind && r.cards.join() === t.cards.join()) return n;
	}
	return -1;
}
// src/games/quack_quack/board.ts
function Ie(e) {
	return e.kind === "quack" || e.kind === "quackquack" ? 1400 : 2600;
}
var Le = class {
	constructor(e) {
		this.host = e, this.shown = null, this.lastShout = 0;
	}
	status(e) {
		return ve({
			t: q(e),
			name: e.seatName,
			nameOf: e.nameOf
		}, G(e), K(e), e.board);
	}
	table(e) {
		let t = q(e), n = G(e), i = e.me, o = i !== null && !!e.mine, s = [];
		for (let e = 1; e <= n.players; e++) {
			let t = o ? (i + e) % n.players : e - 1;
			o && t === i || s.push(t);
		}
		return a`<div class="qq ${o ? "" : "watching"}">
      ${xe(e)}
      <div class="plates" role="list">${s.map((t) => be(e, t))}</div>
      ${Pe(e)}
      ${o ? Oe(e, i) : a`<p class="spectating">${r.eyes} ${t("spectating")}</p>`}
    </div>`;
	}
	actions(e) {
		return Ce(e);
	}
	overlays(t) {
		let n = this.shown;
		if (!n) return e;
		let r = q(t), i = n.seat >= 0 ? t.seatName(n.seat) : "", o = r(`shout_${n.kind}`, { name: i }), s = n.kind !== "quack" && n.kind !== "quackquack";
		return a`<div class="qq-shout ${n.kind} ${s ? "big" : ""}" role="status">
      ${n.kind === "monument" || n.kind === "vice" ? o : a`<span class="sname">${i}</span> ${o}`}
    </div>`;
	}
	result(e) {
		return ke(e);
	}
	updated(e) {
		let t = e.board.shout;
		t && t.n !== this.lastShout && (this.lastShout = t.n, this.shown = t, this.host.requestUpdate(), setTimeout(() => {
			this.shown?.n === t.n && (this.shown = null, this.host.requestUpdate());
		}, Ie(t)));
	}
}, Re = {
	en: {
		intro: "Be the first to get rid of your cards. In each power struggle every play must beat the last one. Going out early earns coins; after five rounds the most coins wins (at four players, the team with the most).",
		sections: [
			{
				title: "A power struggle",
				items: [
					"The leader plays one card or a pair. Any two People make a pair, even two different ones.",
					"Then, in turn, play something stronger or pass. Once you pass, you sit out the rest of this struggle.",
					"When all the others have passed, the last one to play wins the struggle and leads the next.",
					"A Governor never leads and may only be played on a pair. Only a bomb beats it."
				]
			},
			{
				title: "Passing and swapping",
				items: [
					"At 2 or 3 players: when you pass you may take the top two cards of the class deck, then put any two cards aside face down.",
					"At 4 players: when you pass you may hand two cards to your partner, who gives you any two back (maybe the same ones).",
					"Every decision has a timer. When it runs out you pass, the two cards you took go aside, or the two you received go back."
				]
			},
			{
				title: "Bombs",
				items: [
					"Only on a Governor: a Revolution (three different People) or a Secret Inspection (the Secret Inspector and a Guard).",
					"Everyone still in the struggle is then asked once, in turn, to join: with one People card for a Revolution, with one Guard for a Secret Inspection.",
					"The bomb wins the struggle, and whoever set it off leads the next."
				]
			},
			{
				title: "Going out, coins and the monument",
				items: [
					"First out gets 2 coins, second 1 coin, third the monument (at 2 or 3 players the last one gets it). The monument's holder leads the next round.",
					"Out first while holding the monument: 1 more coin, and the monument turns to its Vice side.",
					"Out by a bomb: take a coin from whoever has the most.",
					"A leader holding only Governors is eliminated and takes the last free place.",
					"At 2 players the first out gets 1 coin (with a bomb, 2), and the first to reach the goal wins.",
					"A tie after the last round: one more round, at most two."
				]
			},
			{
				title: "At four players",
				items: ["Partners sit opposite each other and share a colour. The team's coins are added up.", "No table talk between partners: the table has no chat. The only calls are the game's own: Quack, Quack-quack, the bombs' shouts and the applause for the monument."]
			}
		],
		legend: {
			inspector: "1 card: the weakest single. With a Guard, a Secret Inspection.",
			people: "14 cards, four kinds: any two make a pair.",
			guard: "11 cards.",
			secretary: "9 cards.",
			governor: "5 cards: played only on a pair; only a bomb beats it.",
			singles: "Singles, weakest first: Secret Inspector, People, Guard, Secretary.",
			pairs: "Pairs, weakest first: People, Guards, Secretaries. Any pair beats any single; a Governor beats any pair.",
			revolution: "Revolution: three different People, on a Governor.",
			inspection: "Secret Inspection: the Secret Inspector and a Guard, on a Governor.",
			coins: "Coins: 2 for the first out, 1 for the second.",
			monument: "The monument: Virtue side, or Vice after its holder went out first."
		}
	},
	de: {
		intro: "Werde als Erste oder Erster deine Karten los. In jedem Machtkampf muss jeder Zug den letzten schlagen. Wer früh fertig ist, bekommt Münzen; nach fünf Runden gewinnen die meisten Münzen (zu viert das Team mit den meisten).",
		sections: [
			{
				title: "Ein Machtkampf",
				items: [
					"Wer ausspielt, legt eine Karte oder ein Paar. Zwei beliebige Volkskarten sind ein Paar, auch zwei verschiedene.",
					"Dann spielt reihum jeder etwas Stärkeres oder passt. Wer passt, setzt für den Rest dieses Machtkampfs aus.",
					"Haben alle anderen gepasst, gewinnt, wer zuletzt gespielt hat, und spielt den nächsten Machtkampf aus.",
					"Ein Gouverneur spielt nie aus und kommt nur auf ein Paar. Ihn schlägt nur eine Bombe."
				]
			},
			{
				title: "Passen und tauschen",
				items: [
					"Zu zweit oder dritt: Wer passt, darf die obersten zwei Karten des Klassenstapels ziehen und dann zwei beliebige Karten verdeckt ablegen.",
					"Zu viert: Wer passt, darf dem Partner zwei Karten geben, der zwei beliebige zurückgibt (vielleicht dieselben).",
					"Jede Entscheidung hat eine Uhr. Läuft sie ab, passt du, die zwei gezogenen Karten werden abgelegt, oder die zwei erhaltenen gehen zurück."
				]
			},
			{
				title: "Bomben",
				items: [
					"Nur auf einen Gouverneur: eine Revolution (drei verschiedene Volkskarten) oder eine Geheime Inspektion (der Geheiminspektor und ein Wächter).",
					"Dann wird reihum jeder, der noch im Machtkampf ist, einmal gefragt, ob er mitmacht: mit einer Volkskarte bei der Revolution, mit einem Wächter bei der Geheimen Inspektion.",
					"Die Bombe gewinnt den Machtkampf, und wer sie gezündet hat, spielt als Nächstes aus."
				]
			},
			{
				title: "Fertig, Münzen und das Denkmal",
				items: [
					"Als Erstes fertig: 2 Münzen, als Zweites: 1 Münze, als Drittes: das Denkmal (zu zweit oder dritt bekommt es, wer übrig bleibt). Wer das Denkmal hat, spielt die nächste Runde aus.",
					"Mit dem Denkmal als Erstes fertig: 1 Münze mehr, und das Denkmal dreht sich auf Laster.",
					"Mit einer Bombe fertig: nimm dem, der die meisten Münzen hat, eine ab.",
					"Wer ausspielen soll und nur Gouverneure hat, scheidet aus und bekommt den letzten freien Platz.",
					"Zu zweit bekommt, wer zuerst fertig ist, 1 Münze (mit einer Bombe 2), und wer zuerst das Ziel erreicht, gewinnt.",
					"Gleichstand nach der letzten Runde: noch eine Runde, höchstens zwei."
				]
			},
			{
				title: "Zu viert",
				items: ["Partner sitzen sich gegenüber und haben eine Farbe. Die Münzen des Teams werden zusammengezählt.", "Keine Absprachen unter Partnern: Am Tisch gibt es keinen Chat. Die einzigen Rufe sind die des Spiels: Quack, Quack-quack, die Rufe der Bomben und der Applaus für das Denkmal."]
			}
		],
		legend: {
			inspector: "1 Karte: die schwächste Einzelkarte. Mit einem Wächter eine Geheime Inspektion.",
			people: "14 Karten, vier Sorten: zwei beliebige sind ein Paar.",
			guard: "11 Karten.",
			secretary: "9 Karten.",
			governor: "5 Karten: nur auf ein Paar; ihn schlägt nur eine Bombe.",
			singles: "Einzelkarten, schwächste zuerst: Geheiminspektor, Volk, Wächter, Sekretär.",
			pairs: "Paare, schwächste zuerst: Volk, Wächter, Sekretäre. Jedes Paar schlägt jede Einzelkarte; ein Gouverneur schlägt jedes Paar.",
			revolution: "Revolution: drei verschiedene Volkskarten, auf einen Gouverneur.",
			inspection: "Geheime Inspektion: der Geheiminspektor und ein Wächter, auf einen Gouverneur.",
			coins: "Münzen: 2 für das erste Fertigwerden, 1 für das zweite.",
			monument: "Das Denkmal: Tugendseite, oder Laster, nachdem sein Besitzer als Erstes fertig war."
		}
	},
	nl: {
		intro: "Raak als eerste je kaarten kwijt. In elke machtsstrijd moet elke zet de vorige verslaan. Wie vroeg klaar is, krijgt munten; na vijf rondes wint wie de meeste munten heeft (met vier het team met de meeste).",
		sections: [
			{
				title: "Een machtsstrijd",
				items: [
					"Wie uitkomt, speelt één kaart of een paar. Twee volkskaarten zijn een paar, ook twee verschillende.",
					"Daarna speelt iedereen om de beurt iets sterkers of past. Wie past, doet de rest van deze machtsstrijd niet meer mee.",
					"Hebben alle anderen gepast, dan wint wie het laatst speelde de machtsstrijd en komt uit in de volgende.",
					"Met een gouverneur kom je nooit uit en hij mag alleen op een paar. Alleen een bom verslaat hem."
				]
			},
			{
				title: "Passen en ruilen",
				items: [
					"Met 2 of 3: wie past, mag de bovenste twee kaarten van de klassenstapel pakken en dan twee kaarten gedekt wegleggen.",
					"Met 4: wie past, mag twee kaarten aan de partner geven, die er twee teruggeeft (misschien dezelfde).",
					"Elke beslissing heeft een klok. Is de tijd om, dan pas je, gaan de twee gepakte kaarten weg of gaan de twee gekregen kaarten terug."
				]
			},
			{
				title: "Bommen",
				items: [
					"Alleen op een gouverneur: een revolutie (drie verschillende volkskaarten) of een geheime inspectie (de geheime inspecteur en een wachter).",
					"Dan wordt iedereen die nog meedoet één keer om de beurt gevraagd of hij meedoet: met één volkskaart bij een revolutie, met één wachter bij een geheime inspectie.",
					"De bom wint de machtsstrijd, en wie hem liet afgaan komt daarna uit."
				]
			},
			{
				title: "Klaar, munten en het monument",
				items: [
					"Als eerste klaar: 2 munten, als tweede: 1 munt, als derde: het monument (met 2 of 3 krijgt wie overblijft het). Wie het monument heeft, komt uit in de volgende ronde.",
					"Als eerste klaar met het monument: 1 munt extra, en het monument draait naar Ondeugd.",
					"Klaar met een bom: neem een munt van wie de meeste heeft.",
					"Wie moet uitkomen en alleen gouverneurs heeft, valt af en krijgt de laatste vrije plaats.",
					"Met 2 krijgt wie eerst klaar is 1 munt (met een bom 2), en wie het eerst het doel haalt, wint.",
					"Gelijkspel na de laatste ronde: nog een ronde, hooguit twee."
				]
			},
			{
				title: "Met vier",
				items: ["Partners zitten tegenover elkaar en hebben dezelfde kleur. De munten van het team tellen samen.", "Geen overleg tussen partners: aan tafel is er geen chat. De enige kreten zijn die van het spel: Kwak, Kwak-kwak, de kreten van de bommen en het applaus voor het monument."]
			}
		],
		legend: {
			inspector: "1 kaart: de zwakste losse kaart. Met een wachter een geheime inspectie.",
			people: "14 kaarten, vier soorten: elke twee zijn een paar.",
			guard: "11 kaarten.",
			secretary: "9 kaarten.",
			governor: "5 kaarten: alleen op een paar; alleen een bom verslaat hem.",
			singles: "Losse kaarten, zwakste eerst: geheime inspecteur, volk, wachter, secretaris.",
			pairs: "Paren, zwakste eerst: volk, wachters, secretarissen. Elk paar verslaat elke losse kaart; een gouverneur verslaat elk paar.",
			revolution: "Revolutie: drie verschillende volkskaarten, op een gouverneur.",
			inspection: "Geheime inspectie: de geheime inspecteur en een wachter, op een gouverneur.",
			coins: "Munten: 2 voor wie als eerste klaar is, 1 voor de tweede.",
			monument: "Het monument: de Deugd-kant, of Ondeugd nadat de houder als eerste klaar was."
		}
	}
};
function ze(e, t) {
	let n = t, r = Re[e] ?? Re.en, i = (e, t) => a`<li><span class="legend-cards">${e}</span><span>${t}</span></li>`, o = (e) => e.map((e) => I(e, n, "s"));
	return {
		intro: r.intro,
		sections: r.sections,
		legend: a`<ul class="qq-legend">
      ${i(o(["inspector"]), r.legend.inspector)} ${i(o(u), r.legend.people)} ${i(o(["guard"]), r.legend.guard)}
      ${i(o(["secretary"]), r.legend.secretary)} ${i(o(["governor"]), r.legend.governor)}
      ${i(o([
			"inspector",
			"farmer",
			"guard",
			"secretary"
		]), r.legend.singles)}
      ${i(o([
			"farmer",
			"merchant",
			"guard",
			"guard",
			"secretary",
			"secretary"
		]), r.legend.pairs)}
      ${i(o([
			"farmer",
			"craftsman",
			"agitator"
		]), r.legend.revolution)} ${i(o(["inspector", "guard"]), r.legend.inspection)}
      ${i([a`<span class="coinrow">${N}${N} · ${N}</span>`], r.legend.coins)}
      ${i([L(n, "virtue", null), L(n, "vice", null)], r.legend.monument)}
    </ul>`
	};
}
// src/games/quack_quack/log.ts
var Be = /* @__PURE__ */ new Set([
	"round_started",
	"revolution",
	"secret_inspection",
	"player_out",
	"round_ended",
	"game_ended"
]);
function Ve(e, t, n, r) {
	let i = typeof e.seat == "number" ? e.seat : -1, a = i >= 0 ? n(i) : "", o = typeof e.with == "number" ? n(e.with) : "", s = i >= 0 && i === r, c = z(t, e.cards);
	switch (e.type) {
		case "round_started": return t(e.tiebreak ? "ev_round_started_tiebreak" : "ev_round_started", {
			round: Number(e.round),
			name: n(Number(e.leader))
		});
		case "played": return t("ev_played", {
			name: a,
			cards: c
		});
		case "passed": return e.exchange === "deck" ? s && Array.isArray(e.took) ? t("ev_passed_deck_you", { cards: z(t, e.took) }) : t("ev_passed_deck", { name: a }) : e.exchange === "teammate" ? Array.isArray(e.gave) && s ? t("ev_passed_mate_gave", {
			cards: z(t, e.gave),
			other: o
		}) : Array.isArray(e.gave) && e.with === r ? t("ev_passed_mate_got", {
			name: a,
			cards: z(t, e.gave)
		}) : t("ev_passed_mate", {
			name: a,
			other: o
		}) : t("ev_passed", { name: a });
		case "discarded": return s && Array.isArray(e.cards) ? t("ev_discarded_you", { cards: c }) : t("ev_discarded", { name: a });
		case "gave_back": return Array.isArray(e.cards) && s ? t("ev_gave_back_you", {
			cards: c,
			other: o
		}) : Array.isArray(e.cards) && e.with === r ? t("ev_gave_back_to_you", {
			name: a,
			cards: c
		}) : t("ev_gave_back", {
			name: a,
			other: o
		});
		case "reshuffled": return t("ev_reshuffled", { n: Number(e.deck) });
		case "revolution":
		case "secret_inspection": return t(`ev_${e.type}`, {
			name: a,
			cards: c
		});
		case "joined": return t("ev_joined", {
			name: a,
			card: R(t, e.card)
		});
		case "declined": return t("ev_declined", { name: a });
		case "struggle_ended": return t("ev_struggle_ended", { name: a });
		case "player_out": {
			let n = V(t, Number(e.rank)), r = Number(e.coins) || 0, i = e.how === "eliminated" ? t("ev_out_eliminated", {
				name: a,
				n: Number(e.governors) || 0,
				rank: n
			}) : e.how === "last" ? t("ev_out_last", {
				name: a,
				rank: n
			}) : r ? t("ev_out_emptied", {
				name: a,
				rank: n,
				coins: W(t, r)
			}) : t("ev_out_emptied_none", {
				name: a,
				rank: n
			});
			return e.monument && (i += " " + t("ev_out_monument", { name: a })), i;
		}
		case "bonus": {
			if (e.kind === "monument") return t("ev_bonus_monument", { name: a });
			let r = Array.isArray(e.from) ? e.from.map((e) => n(Number(e))) : [];
			return r.length ? t("ev_bonus_bomb", {
				name: a,
				from: r.join(", ")
			}) : t("ev_bonus_bomb_supply", { name: a });
		}
		case "timed_out": return t("ev_timed_out", { name: a });
		case "round_ended": return t("ev_round_ended", { round: Number(e.round) });
		case "game_ended": return t("ev_game_ended");
		default: return null;
	}
}
// src/games/quack_quack/sounds.ts
function He(e, t) {
	let n = Math.floor(e.sampleRate * 1.6), r = e.createBuffer(1, n, e.sampleRate), i = r.getChannelData(0), a = 7;
	for (let t = 0; t < n; t++) {
		a = a * 16807 % 2147483647;
		let r = Math.floor(t / (e.sampleRate * .045)) % 3 == 0 ? 1 : .35;
		i[t] = (a / 2147483647 * 2 - 1) * r * (1 - t / n);
	}
	let o = e.createBufferSource(), s = e.createBiquadFilter(), c = e.createGain();
	o.buffer = r, s.type = "bandpass", s.frequency.value = 1800, s.Q.value = .8, c.gain.value = .35, o.connect(s).connect(c).connect(e.destination), o.start(t);
}
var Ue = {
	quack1: (e, t) => s(e, t, 1),
	bomb: (e, t) => {
		[
			392,
			523,
			659,
			784
		].forEach((n, r) => c(e, t + r * .11, n, .22, "sawtooth", .12)), c(e, t + .48, 784, .5, "square", .08);
	},
	join: (e, t) => {
		c(e, t, 523, .12, "sawtooth", .11), c(e, t + .13, 784, .2, "sawtooth", .11);
	},
	applause: He
}, We = {
	name: "quack_quack",
	strings: {
		en: {
			card_inspector: "Secret Inspector",
			card_farmer: "Farmer",
			card_craftsman: "Craftsman",
			card_merchant: "Merchant",
			card_agitator: "Agitator",
			card_guard: "Guard",
			card_secretary: "Secretary",
			card_governor: "Governor",
			face_inspector: "In­spec­tor",
			face_farmer: "Farmer",
			face_craftsman: "Crafts­man",
			face_merchant: "Mer­chant",
			face_agitator: "Agi­tator",
			face_guard: "Guard",
			face_secretary: "Secre­tary",
			face_governor: "Gover­nor",
			group_inspector: "Inspector",
			group_people: "People",
			group_guard: "Guards",
			group_secretary: "Secretaries",
			group_governor: "Governors",
			bomb_revolution: "Revolution",
			bomb_secret_inspection: "Secret Inspection",
			rank_1: "1st",
			rank_2: "2nd",
			rank_3: "3rd",
			rank_4: "4th",
			kind_single: "single",
			kind_pair: "pair",
			kind_governor: "Governor",
			kind_revolution: "Revolution",
			kind_secret_inspection: "Secret Inspection",
			kind_join: "joins",
			playCards: "Play {cards}",
			declare_revolution: "Revolution! {cards}",
			declare_secret_inspection: "Secret Inspection! {cards}",
			joinWith: "Join with {card}",
			putAside: "Put aside {cards}",
			giveTo: "Give {cards} to {name}",
			giveBack: "Give {cards} back to {name}",
			pass: "Pass",
			passTake: "Pass and take two",
			passGive: "Pass and swap two with {name}",
			decline: "Decline",
			back: "Back",
			pickCards: "Pick cards",
			pickTwo: "Pick two cards",
			pickOne: "Pick a card",
			toBeat: "To beat: {combo} by {name}.",
			yourLead: "Your lead",
			leadHint: "Play a single or a pair. A Governor can't lead.",
			yourTurn: "Your turn",
			orPass: "Play something stronger, or pass.",
			bombHint: "Only a Revolution or a Secret Inspection beats a Governor: declare one, or pass.",
			giveHint: "Pick two cards to hand to {name}. {name} then gives you two back.",
			discardTitle: "Put two cards aside",
			discardHint: "You took {cards}. Pick any two cards to put aside face down. When time runs out, the two you took go.",
			giveBackTitle: "Give two cards back to {name}",
			giveBackHint: "{name} handed you {cards}. Pick any two of your cards to give back. When time runs out, those two go back.",
			joinTitle_revolution: "Revolution! Will you join?",
			joinTitle_secret_inspection: "Secret Inspection! Will you join?",
			joinHint_revolution: "Join with one People card, or decline.",
			joinHint_secret_inspection: "Join with one Guard, or decline.",
			joinNone: "You have no card to join with: decline.",
			leadOf: "{name} leads",
			turnOf: "{name}'s turn",
			discardOf: "{name} puts two cards aside",
			giveBackOf: "{name} picks two cards to give back to {other}",
			joinOf_revolution: "Does {name} join the Revolution?",
			joinOf_secret_inspection: "Does {name} join the Secret Inspection?",
			youAreOut: "You are out of this round ({rank}).",
			yard: "Yard",
			struggle: "Power struggle {n}",
			ledBy: "led by {name}",
			nothingYet: "Nothing played yet.",
			passedList: "Passed: {names}",
			passedDeck: "{name} (took two)",
			passedMate: "{name} (swapped two with {other})",
			classDeck: "Class deck",
			discardPile: "Discard pile",
			cardsN: "{n} cards",
			monument: "Monument",
			side_virtue: "Virtue",
			side_vice: "Vice",
			monumentNobody: "not won yet",
			goal: "First to {n} coins wins",
			tiebreakRound: "Tie-break round",
			coinsN: "{n} coins",
			coin1: "1 coin",
			gainedN: "{n} this round",
			tagPassed: "passed",
			tagPartner: "partner",
			tagAside: "{n} aside",
			tagEliminated: "eliminated",
			tagMonument: "Monument ({side})",
			tagTookTwo: "took two",
			tagSwapped: "swapped with {name}",
			yourCards: "Your cards",
			youCanPlay: "You can play",
			youCanJoin: "Join with",
			shortcutBack: "The default",
			nothingBeats: "Nothing of yours beats it: pass.",
			handEmpty: "Your hand is empty.",
			lapTitle: "Joining lap: {bomb} by {name}",
			lapJoined: "joined",
			lapDeclined: "declined",
			lapAsking: "deciding",
			lapWaiting: "waiting",
			exchanges: "Your exchanges this round",
			exTook: "You took {cards}",
			exPutAside: "and put aside {cards}.",
			exGave: "You gave {name} {cards}",
			exGot: "and got back {cards}.",
			exWaiting: "and wait for two back.",
			exReceived: "{name} gave you {cards}",
			exReturned: "and you gave back {cards}.",
			mateHolds: "{name} surely holds {cards}.",
			shout_quack: "Quack!",
			shout_quackquack: "Quack-quack!",
			shout_revolution: "We can't live! Fight for revolution!",
			shout_secret_inspection: "Here comes the secret inspector!",
			shout_join_revolution: "The revolution!",
			shout_join_secret_inspection: "The secret inspection!",
			shout_monument: "Applause! {name} wins the monument.",
			shout_vice: "Applause! {name} turns the monument to Vice.",
			roundOver: "Round {r} is over",
			tiebreakOver: "Tie-break round {r} is over",
			nextRound: "Round {r} has begun: {name} leads.",
			youLeadNow: "It is your lead: close this to play.",
			rankHead: "Rank",
			gainedHead: "This round",
			coinsHead: "Coins",
			monumentTo: "Monument to {name}",
			teamTotal: "Team {names}: {n}",
			ev_round_started: "Round {round} begins. {name} leads.",
			ev_round_started_tiebreak: "Tie-break round {round} begins. {name} leads.",
			ev_played: "{name} plays {cards}.",
			ev_passed: "{name} passes.",
			ev_passed_deck: "{name} passes and takes two from the class deck.",
			ev_passed_deck_you: "You pass and take {cards}.",
			ev_passed_mate: "{name} passes and hands two cards to {other}.",
			ev_passed_mate_gave: "You pass and hand {cards} to {other}.",
			ev_passed_mate_got: "{name} passes and hands you {cards}.",
			ev_discarded: "{name} puts two cards aside.",
			ev_discarded_you: "You put {cards} aside.",
			ev_gave_back: "{name} gives two cards back to {other}.",
			ev_gave_back_you: "You give {cards} back to {other}.",
			ev_gave_back_to_you: "{name} gives you {cards} back.",
			ev_reshuffled: "The discard pile is shuffled into a new class deck ({n} cards).",
			ev_revolution: "{name} declares a Revolution: {cards}!",
			ev_secret_inspection: "{name} declares a Secret Inspection: {cards}!",
			ev_joined: "{name} joins in: {card}.",
			ev_declined: "{name} does not join.",
			ev_struggle_ended: "{name} wins the power struggle.",
			ev_out_emptied: "{name} is out: {rank}, {coins}.",
			ev_out_emptied_none: "{name} is out: {rank}.",
			ev_out_eliminated: "{name} holds only Governors ({n}) and is eliminated: {rank}.",
			ev_out_last: "{name} is left with cards: {rank}.",
			ev_out_monument: "{name} wins the monument.",
			ev_bonus_monument: "{name} went out first with the monument: 1 more coin, and the monument turns to Vice.",
			ev_bonus_bomb: "Bomb bonus: {name} takes a coin from {from}.",
			ev_bonus_bomb_supply: "Bomb bonus: {name} gets a coin from the supply.",
			ev_timed_out: "{name} ran out of time.",
			ev_round_ended: "Round {round} is over.",
			ev_game_ended: "The game is over."
		},
		de: {
			card_inspector: "Geheiminspektor",
			card_farmer: "Bauer",
			card_craftsman: "Handwerker",
			card_merchant: "Händler",
			card_agitator: "Aufwiegler",
			card_guard: "Wächter",
			card_secretary: "Sekretär",
			card_governor: "Gouverneur",
			face_inspector: "In­spek­tor",
			face_farmer: "Bauer",
			face_craftsman: "Hand­werker",
			face_merchant: "Händler",
			face_agitator: "Auf­wiegler",
			face_guard: "Wächter",
			face_secretary: "Sekre­tär",
			face_governor: "Gouver­neur",
			group_inspector: "Inspektor",
			group_people: "Volk",
			group_guard: "Wächter",
			group_secretary: "Sekretäre",
			group_governor: "Gouverneure",
			bomb_revolution: "Revolution",
			bomb_secret_inspection: "Geheime Inspektion",
			rank_1: "1. Platz",
			rank_2: "2. Platz",
			rank_3: "3. Platz",
			rank_4: "4. Platz",
			kind_single: "einzeln",
			kind_pair: "Paar",
			kind_governor: "Gouverneur",
			kind_revolution: "Revolution",
			kind_secret_inspection: "Geheime Inspektion",
			kind_join: "macht mit",
			playCards: "{cards} spielen",
			declare_revolution: "Revolution! {cards}",
			declare_secret_inspection: "Geheime Inspektion! {cards}",
			joinWith: "Mitmachen mit {card}",
			putAside: "{cards} ablegen",
			giveTo: "{cards} an {name} geben",
			giveBack: "{cards} an {name} zurückgeben",
			pass: "Passen",
			passTake: "Passen und zwei ziehen",
			passGive: "Passen und zwei mit {name} tauschen",
			decline: "Nicht mitmachen",
			back: "Zurück",
			pickCards: "Karten wählen",
			pickTwo: "Zwei Karten wählen",
			pickOne: "Eine Karte wählen",
			toBeat: "Zu schlagen: {combo} von {name}.",
			yourLead: "Du spielst aus",
			leadHint: "Spiel eine Einzelkarte oder ein Paar. Ein Gouverneur darf nicht ausspielen.",
			yourTurn: "Du bist dran",
			orPass: "Spiel etwas Stärkeres, oder passe.",
			bombHint: "Einen Gouverneur schlägt nur eine Revolution oder eine Geheime Inspektion: ruf eine aus, oder passe.",
			giveHint: "Wähle zwei Karten für {name}. Dann gibt {name} dir zwei zurück.",
			discardTitle: "Zwei Karten ablegen",
			discardHint: "Du hast {cards} gezogen. Wähle zwei beliebige Karten, die verdeckt abgelegt werden. Läuft die Zeit ab, gehen die zwei gezogenen.",
			giveBackTitle: "Gib {name} zwei Karten zurück",
			giveBackHint: "{name} hat dir {cards} gegeben. Wähle zwei beliebige deiner Karten zum Zurückgeben. Läuft die Zeit ab, gehen diese zwei zurück.",
			joinTitle_revolution: "Revolution! Machst du mit?",
			joinTitle_secret_inspection: "Geheime Inspektion! Machst du mit?",
			joinHint_revolution: "Mach mit einer Volkskarte mit, oder lehne ab.",
			joinHint_secret_inspection: "Mach mit einem Wächter mit, oder lehne ab.",
			joinNone: "Du hast keine passende Karte: lehne ab.",
			leadOf: "{name} spielt aus",
			turnOf: "{name} ist dran",
			discardOf: "{name} legt zwei Karten ab",
			giveBackOf: "{name} wählt zwei Karten für {other}",
			joinOf_revolution: "Macht {name} bei der Revolution mit?",
			joinOf_secret_inspection: "Macht {name} bei der Geheimen Inspektion mit?",
			youAreOut: "Du bist in dieser Runde fertig ({rank}).",
			yard: "Hof",
			struggle: "Machtkampf {n}",
			ledBy: "ausgespielt von {name}",
			nothingYet: "Noch nichts gespielt.",
			passedList: "Gepasst: {names}",
			passedDeck: "{name} (zwei gezogen)",
			passedMate: "{name} (zwei mit {other} getauscht)",
			classDeck: "Klassenstapel",
			discardPile: "Ablage",
			cardsN: "{n} Karten",
			monument: "Denkmal",
			side_virtue: "Tugend",
			side_vice: "Laster",
			monumentNobody: "noch nicht vergeben",
			goal: "Wer zuerst {n} Münzen hat, gewinnt",
			tiebreakRound: "Stichrunde",
			coinsN: "{n} Münzen",
			coin1: "1 Münze",
			gainedN: "{n} in dieser Runde",
			tagPassed: "gepasst",
			tagPartner: "Partner",
			tagAside: "{n} abgelegt",
			tagEliminated: "ausgeschieden",
			tagMonument: "Denkmal ({side})",
			tagTookTwo: "zwei gezogen",
			tagSwapped: "mit {name} getauscht",
			yourCards: "Deine Karten",
			youCanPlay: "Du kannst spielen",
			youCanJoin: "Mitmachen mit",
			shortcutBack: "Die Vorgabe",
			nothingBeats: "Nichts von dir schlägt das: passe.",
			handEmpty: "Deine Hand ist leer.",
			lapTitle: "Mitmach-Runde: {bomb} von {name}",
			lapJoined: "macht mit",
			lapDeclined: "lehnt ab",
			lapAsking: "entscheidet",
			lapWaiting: "wartet",
			exchanges: "Deine Tausche in dieser Runde",
			exTook: "Du hast {cards} gezogen",
			exPutAside: "und {cards} abgelegt.",
			exGave: "Du hast {name} {cards} gegeben",
			exGot: "und {cards} zurückbekommen.",
			exWaiting: "und wartest auf zwei zurück.",
			exReceived: "{name} hat dir {cards} gegeben",
			exReturned: "und du hast {cards} zurückgegeben.",
			mateHolds: "{name} hat sicher {cards}.",
			shout_quack: "Quack!",
			shout_quackquack: "Quack-quack!",
			shout_revolution: "So können wir nicht leben! Kämpft für die Revolution!",
			shout_secret_inspection: "Hier kommt der Geheiminspektor!",
			shout_join_revolution: "Die Revolution!",
			shout_join_secret_inspection: "Die Geheime Inspektion!",
			shout_monument: "Applaus! {name} bekommt das Denkmal.",
			shout_vice: "Applaus! {name} dreht das Denkmal auf Laster.",
			roundOver: "Runde {r} ist vorbei",
			tiebreakOver: "Stichrunde {r} ist vorbei",
			nextRound: "Runde {r} hat begonnen: {name} spielt aus.",
			youLeadNow: "Du spielst aus: schließ das hier und spiel.",
			rankHead: "Platz",
			gainedHead: "Diese Runde",
			coinsHead: "Münzen",
			monumentTo: "Denkmal an {name}",
			teamTotal: "Team {names}: {n}",
			ev_round_started: "Runde {round} beginnt. {name} spielt aus.",
			ev_round_started_tiebreak: "Stichrunde {round} beginnt. {name} spielt aus.",
			ev_played: "{name} spielt {cards}.",
			ev_passed: "{name} passt.",
			ev_passed_deck: "{name} passt und zieht zwei vom Klassenstapel.",
			ev_passed_deck_you: "Du passt und ziehst {cards}.",
			ev_passed_mate: "{name} passt und gibt {other} zwei Karten.",
			ev_passed_mate_gave: "Du passt und gibst {other} {cards}.",
			ev_passed_mate_got: "{name} passt und gibt dir {cards}.",
			ev_discarded: "{name} legt zwei Karten ab.",
			ev_discarded_you: "Du legst {cards} ab.",
			ev_gave_back: "{name} gibt {other} zwei Karten zurück.",
			ev_gave_back_you: "Du gibst {other} {cards} zurück.",
			ev_gave_back_to_you: "{name} gibt dir {cards} zurück.",
			ev_reshuffled: "Die Ablage wird zu einem neuen Klassenstapel gemischt ({n} Karten).",
			ev_revolution: "{name} ruft die Revolution aus: {cards}!",
			ev_secret_inspection: "{name} ruft eine Geheime Inspektion aus: {cards}!",
			ev_joined: "{name} macht mit: {card}.",
			ev_declined: "{name} macht nicht mit.",
			ev_struggle_ended: "{name} gewinnt den Machtkampf.",
			ev_out_emptied: "{name} ist fertig: {rank}, {coins}.",
			ev_out_emptied_none: "{name} ist fertig: {rank}.",
			ev_out_eliminated: "{name} hat nur Gouverneure ({n}) und scheidet aus: {rank}.",
			ev_out_last: "{name} bleibt auf Karten sitzen: {rank}.",
			ev_out_monument: "{name} bekommt das Denkmal.",
			ev_bonus_monument: "{name} ist mit dem Denkmal zuerst fertig: eine Münze mehr, und das Denkmal zeigt nun Laster.",
			ev_bonus_bomb: "Bombenbonus: {name} nimmt {from} eine Münze ab.",
			ev_bonus_bomb_supply: "Bombenbonus: {name} bekommt eine Münze aus dem Vorrat.",
			ev_timed_out: "{name} hat die Zeit überschritten.",
			ev_round_ended: "Runde {round} ist vorbei.",
			ev_game_ended: "Das Spiel ist aus."
		},
		nl: {
			card_inspector: "Geheime inspecteur",
			card_farmer: "Boer",
			card_craftsman: "Ambachtsman",
			card_merchant: "Koopman",
			card_agitator: "Opruier",
			card_guard: "Wachter",
			card_secretary: "Secretaris",
			card_governor: "Gouverneur",
			face_inspector: "In­spec­teur",
			face_farmer: "Boer",
			face_craftsman: "Am­bachts­man",
			face_merchant: "Koop­man",
			face_agitator: "Op­ruier",
			face_guard: "Wachter",
			face_secretary: "Secre­taris",
			face_governor: "Gouver­neur",
			group_inspector: "Inspecteur",
			group_people: "Volk",
			group_guard: "Wachters",
			group_secretary: "Secretarissen",
			group_governor: "Gouverneurs",
			bomb_revolution: "Revolutie",
			bomb_secret_inspection: "Geheime inspectie",
			rank_1: "1e plaats",
			rank_2: "2e plaats",
			rank_3: "3e plaats",
			rank_4: "4e plaats",
			kind_single: "los",
			kind_pair: "paar",
			kind_governor: "Gouverneur",
			kind_revolution: "Revolutie",
			kind_secret_inspection: "Geheime inspectie",
			kind_join: "doet mee",
			playCards: "{cards} spelen",
			declare_revolution: "Revolutie! {cards}",
			declare_secret_inspection: "Geheime inspectie! {cards}",
			joinWith: "Meedoen met {card}",
			putAside: "{cards} wegleggen",
			giveTo: "{cards} aan {name} geven",
			giveBack: "{cards} aan {name} teruggeven",
			pass: "Passen",
			passTake: "Passen en twee pakken",
			passGive: "Passen en twee ruilen met {name}",
			decline: "Niet meedoen",
			back: "Terug",
			pickCards: "Kies kaarten",
			pickTwo: "Kies twee kaarten",
			pickOne: "Kies een kaart",
			toBeat: "Te verslaan: {combo} van {name}.",
			yourLead: "Jij komt uit",
			leadHint: "Speel een losse kaart of een paar. Met een gouverneur mag je niet uitkomen.",
			yourTurn: "Jij bent aan de beurt",
			orPass: "Speel iets sterkers, of pas.",
			bombHint: "Alleen een revolutie of een geheime inspectie verslaat een gouverneur: roep er een uit, of pas.",
			giveHint: "Kies twee kaarten voor {name}. Daarna geeft {name} je er twee terug.",
			discardTitle: "Leg twee kaarten weg",
			discardHint: "Je pakte {cards}. Kies twee kaarten om gedekt weg te leggen. Is de tijd om, dan gaan de twee die je pakte.",
			giveBackTitle: "Geef {name} twee kaarten terug",
			giveBackHint: "{name} gaf je {cards}. Kies twee van je kaarten om terug te geven. Is de tijd om, dan gaan die twee terug.",
			joinTitle_revolution: "Revolutie! Doe je mee?",
			joinTitle_secret_inspection: "Geheime inspectie! Doe je mee?",
			joinHint_revolution: "Doe mee met één volkskaart, of doe niet mee.",
			joinHint_secret_inspection: "Doe mee met één wachter, of doe niet mee.",
			joinNone: "Je hebt geen kaart om mee te doen: doe niet mee.",
			leadOf: "{name} komt uit",
			turnOf: "{name} is aan de beurt",
			discardOf: "{name} legt twee kaarten weg",
			giveBackOf: "{name} kiest twee kaarten voor {other}",
			joinOf_revolution: "Doet {name} mee met de revolutie?",
			joinOf_secret_inspection: "Doet {name} mee met de geheime inspectie?",
			youAreOut: "Je bent klaar deze ronde ({rank}).",
			yard: "Erf",
			struggle: "Machtsstrijd {n}",
			ledBy: "uitgekomen door {name}",
			nothingYet: "Nog niets gespeeld.",
			passedList: "Gepast: {names}",
			passedDeck: "{name} (pakte twee)",
			passedMate: "{name} (ruilde twee met {other})",
			classDeck: "Klassenstapel",
			discardPile: "Aflegstapel",
			cardsN: "{n} kaarten",
			monument: "Monument",
			side_virtue: "Deugd",
			side_vice: "Ondeugd",
			monumentNobody: "nog niet gewonnen",
			goal: "Wie het eerst {n} munten heeft, wint",
			tiebreakRound: "Beslissingsronde",
			coinsN: "{n} munten",
			coin1: "1 munt",
			gainedN: "{n} deze ronde",
			tagPassed: "gepast",
			tagPartner: "partner",
			tagAside: "{n} weggelegd",
			tagEliminated: "uitgeschakeld",
			tagMonument: "Monument ({side})",
			tagTookTwo: "pakte twee",
			tagSwapped: "ruilde met {name}",
			yourCards: "Jouw kaarten",
			youCanPlay: "Je kunt spelen",
			youCanJoin: "Meedoen met",
			shortcutBack: "Standaard",
			nothingBeats: "Niets van jou verslaat dit: pas.",
			handEmpty: "Je hand is leeg.",
			lapTitle: "Meedoenronde: {bomb} van {name}",
			lapJoined: "doet mee",
			lapDeclined: "doet niet mee",
			lapAsking: "beslist",
			lapWaiting: "wacht",
			exchanges: "Jouw ruilen deze ronde",
			exTook: "Je pakte {cards}",
			exPutAside: "en legde {cards} weg.",
			exGave: "Je gaf {name} {cards}",
			exGot: "en kreeg {cards} terug.",
			exWaiting: "en wacht op twee terug.",
			exReceived: "{name} gaf je {cards}",
			exReturned: "en je gaf {cards} terug.",
			mateHolds: "{name} heeft zeker {cards}.",
			shout_quack: "Kwak!",
			shout_quackquack: "Kwak-kwak!",
			shout_revolution: "Zo kunnen we niet leven! Vecht voor de revolutie!",
			shout_secret_inspection: "Hier komt de geheime inspecteur!",
			shout_join_revolution: "De revolutie!",
			shout_join_secret_inspection: "De geheime inspectie!",
			shout_monument: "Applaus! {name} wint het monument.",
			shout_vice: "Applaus! {name} draait het monument naar Ondeugd.",
			roundOver: "Ronde {r} is voorbij",
			tiebreakOver: "Beslissingsronde {r} is voorbij",
			nextRound: "Ronde {r} is begonnen: {name} komt uit.",
			youLeadNow: "Jij komt uit: sluit dit en speel.",
			rankHead: "Plaats",
			gainedHead: "Deze ronde",
			coinsHead: "Munten",
			monumentTo: "Monument naar {name}",
			teamTotal: "Team {names}: {n}",
			ev_round_started: "Ronde {round} begint. {name} komt uit.",
			ev_round_started_tiebreak: "Beslissingsronde {round} begint. {name} komt uit.",
			ev_played: "{name} speelt {cards}.",
			ev_passed: "{name} past.",
			ev_passed_deck: "{name} past en pakt twee van de klassenstapel.",
			ev_passed_deck_you: "Je past en pakt {cards}.",
			ev_passed_mate: "{name} past en geeft {other} twee kaarten.",
			ev_passed_mate_gave: "Je past en geeft {other} {cards}.",
			ev_passed_mate_got: "{name} past en geeft je {cards}.",
			ev_discarded: "{name} legt twee kaarten weg.",
			ev_discarded_you: "Je legt {cards} weg.",
			ev_gave_back: "{name} geeft {other} twee kaarten terug.",
			ev_gave_back_you: "Je geeft {other} {cards} terug.",
			ev_gave_back_to_you: "{name} geeft je {cards} terug.",
			ev_reshuffled: "De aflegstapel wordt geschud tot een nieuwe klassenstapel ({n} kaarten).",
			ev_revolution: "{name} roept de revolutie uit: {cards}!",
			ev_secret_inspection: "{name} roept een geheime inspectie uit: {cards}!",
			ev_joined: "{name} doet mee: {card}.",
			ev_declined: "{name} doet niet mee.",
			ev_struggle_ended: "{name} wint de machtsstrijd.",
			ev_out_emptied: "{name} is klaar: {rank}, {coins}.",
			ev_out_emptied_none: "{name} is klaar: {rank}.",
			ev_out_eliminated: "{name} heeft alleen gouverneurs ({n}) en valt af: {rank}.",
			ev_out_last: "{name} blijft met kaarten zitten: {rank}.",
			ev_out_monument: "{name} wint het monument.",
			ev_bonus_monument: "{name} was als eerste klaar met het monument: een munt extra, en het monument draait naar Ondeugd.",
			ev_bonus_bomb: "Bombonus: {name} neemt een munt van {from}.",
			ev_bonus_bomb_supply: "Bombonus: {name} krijgt een munt uit de voorraad.",
			ev_timed_out: "{name} had geen tijd meer.",
			ev_round_ended: "Ronde {round} is voorbij.",
			ev_game_ended: "Het spel is voorbij."
		}
	},
	styles: t`
  .qq {
    display: grid;
    gap: 10px;
  }
  .qq .tag {
    background: rgba(255, 255, 255, 0.18);
    color: #fff;
  }
  .qq .tag.turn {
    background: var(--_ok);
  }
  .qq .tag.rank {
    background: #fff;
    color: #1f2d2a;
  }
  .qq .tag.rank.r1 {
    background: #ffd43b;
    color: #3b2a00;
  }
  .qq .tag.partner {
    background: var(--team, #868e96);
  }
  .qq .tag.mon .glyph,
  .qq-result .tag.mon .glyph {
    width: 1.1em;
    height: 1.1em;
  }
  .qq .tags {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
  }
  .qq .plate .tag {
    white-space: normal;
  }

  /* the teams at four players */
  .qq .teams,
  .qq-result .rteams {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    justify-content: center;
    margin: 0;
  }
  .qq .team-pill,
  .qq-result .team-pill {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    padding: 4px 12px;
    border-radius: 999px;
    border: 3px solid var(--team);
    font-weight: 750;
    background: rgba(0, 0, 0, 0.22);
  }
  .qq-result .team-pill {
    background: transparent;
  }
  .qq .team-pill.mine {
    background: color-mix(in srgb, var(--team) 40%, transparent);
  }
  .qq .team-pill .dot,
  .qq-result .team-pill .dot {
    background: var(--team);
    margin: 0;
  }

  /* the other players */
  .qq .plates {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(108px, 1fr));
    gap: 8px;
  }
  .qq .plate {
    background: rgba(0, 0, 0, 0.22);
    border-radius: 14px;
    padding: 8px;
    display: grid;
    gap: 5px;
    align-content: start;
    border-left: 6px solid transparent;
    min-width: 0;
  }
  .qq .plate.team {
    border-left-color: var(--team);
  }
  .qq .plate.due {
    box-shadow: 0 0 0 3px var(--_accent);
  }
  .qq .plate.out,
  .qq .plate.passed {
    opacity: 0.8;
  }
  .qq .who,
  .qq-mehead {
    display: flex;
    align-items: center;
    gap: 6px;
    min-width: 0;
  }
  .qq .name {
    font-weight: 750;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .qq .stats {
    display: flex;
    gap: 12px;
    align-items: center;
    font-variant-numeric: tabular-nums;
    font-size: 1.05rem;
  }
  .qq .count,
  .qq .coins {
    display: inline-flex;
    align-items: center;
    gap: 3px;
  }
  .qq .back {
    width: 24px;
    height: 24px;
  }
  .qq .coin,
  .qq-result .coin {
    width: 20px;
    height: 20px;
    flex: none;
  }
  .qq .coins small {
    color: #ffe066;
    font-weight: 800;
  }

  /* the yard */
  .qq .yard {
    background: rgba(0, 0, 0, 0.16);
    border-radius: 16px;
    padding: 10px;
    display: grid;
    gap: 8px;
    min-height: 120px;
    align-content: start;
  }
  .qq .yard-head {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: 6px 12px;
    font-size: 0.9rem;
    font-weight: 650;
  }
  .qq .counters {
    display: flex;
    gap: 12px;
    flex-wrap: wrap;
    align-items: center;
  }
  .qq .counter {
    display: inline-flex;
    gap: 4px;
    align-items: center;
    font-size: 0.85rem;
    font-weight: 500;
  }
  .qq .counter b {
    font-size: 1rem;
  }
  .qq .plays {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: flex-end;
  }
  .qq .play {
    display: grid;
    justify-items: center;
    gap: 3px;
    padding: 5px 7px;
    border-radius: 12px;
    background: rgba(255, 255, 255, 0.08);
  }
  .qq .play.last {
    background: rgba(255, 224, 102, 0.16);
    box-shadow: 0 0 0 2px #ffe066;
  }
  .qq .play.k-revolution,
  .qq .play.k-secret_inspection {
    background: rgba(224, 49, 49, 0.4);
    box-shadow: 0 0 0 2px #ff8787;
  }
  .qq .play .by {
    font-size: 0.8rem;
    font-weight: 700;
    white-space: nowrap;
  }
  .qq .play .cards,
  .qq-legend .legend-cards,
  .qq .combo .cards {
    display: flex;
    gap: 3px;
  }
  .qq .play .kind {
    font-size: 0.72rem;
    opacity: 0.9;
  }
  .qq .passes,
  .qq .empty,
  .qq .spectating {
    margin: 0;
    font-size: 0.9rem;
  }
  .qq .spectating {
    text-align: center;
  }
  .qq .lap {
    background: rgba(224, 49, 49, 0.35);
    border: 2px solid #ff8787;
    border-radius: 12px;
    padding: 8px 10px;
  }
  .qq .lap ol {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    margin: 6px 0 0;
    padding: 0;
  }
  .qq .lap li {
    background: rgba(0, 0, 0, 0.28);
    padding: 4px 10px;
    border-radius: 999px;
    display: inline-flex;
    align-items: center;
    gap: 5px;
    font-weight: 650;
  }
  .qq .lap li .dot {
    margin: 0;
  }
  .qq .lap li.asking {
    box-shadow: 0 0 0 3px var(--_accent);
  }
  .qq .lap li.joined {
    background: rgba(47, 158, 68, 0.75);
  }
  .qq .lap li.declined {
    opacity: 0.7;
  }

  /* cards */
  .qc {
    --w: 48px;
    --cc: #495057;
    width: var(--w);
    height: calc(var(--w) * 1.4);
    border-radius: calc(var(--w) * 0.14);
    display: inline-grid;
    grid-template-rows: 1fr auto;
    justify-items: center;
    align-items: center;
    color: #fff;
    background: var(--cc);
    box-shadow:
      0 1px 3px rgba(0, 0, 0, 0.45),
      inset 0 0 0 2px rgba(255, 255, 255, 0.4);
    padding: 4px 2px 5px;
    overflow: hidden;
    flex: none;
  }
  .qc .glyph {
    width: 62%;
    height: auto;
    filter: drop-shadow(0 1px 1px rgba(0, 0, 0, 0.35));
  }
  .qc .nm {
    font-size: 0.6rem;
    font-weight: 800;
    line-height: 1.05;
    text-align: center;
    hyphens: manual;
    overflow-wrap: normal;
    width: 100%;
  }
  .qc.xs {
    --w: 24px;
    padding: 2px;
    grid-template-rows: 1fr;
  }
  .qc.s {
    --w: 34px;
    grid-template-rows: 1fr;
  }
  .qc.xs .nm,
  .qc.s .nm {
    display: none;
  }
  .qc.xs .glyph,
  .qc.s .glyph {
    width: 78%;
  }
  .qc.l {
    --w: 58px;
  }
  .qc.g-inspector {
    --cc: linear-gradient(160deg, #5c636a, #212529);
  }
  .qc.g-people {
    --cc: linear-gradient(160deg, #40c057, #2b8a3e);
  }
  .qc.g-guard {
    --cc: linear-gradient(160deg, #339af0, #1864ab);
  }
  .qc.g-secretary {
    --cc: linear-gradient(160deg, #9775fa, #5f3dc4);
  }
  .qc.g-governor {
    --cc: linear-gradient(160deg, #f03e3e, #a61e4d);
  }
  .qc.g-governor .glyph {
    color: #ffd43b;
  }
  .monument {
    --w: 34px;
    width: var(--w);
    height: calc(var(--w) * 1.4);
    border-radius: 5px;
    display: inline-grid;
    grid-template-rows: 1fr auto;
    justify-items: center;
    align-items: center;
    background: linear-gradient(160deg, #f8f9fa, #ced4da);
    color: #495057;
    box-shadow: 0 1px 3px rgba(0, 0, 0, 0.45);
    padding: 2px;
    flex: none;
  }
  .monument.vice {
    background: linear-gradient(160deg, #495057, #212529);
    color: #ffd43b;
  }
  .monument .glyph {
    width: 70%;
  }
  .monument .nm {
    font-size: 0.5rem;
    font-weight: 800;
  }
  .monument.xs {
    --w: 24px;
    grid-template-rows: 1fr;
  }
  .monument.xs .nm {
    display: none;
  }

  /* your hand */
  .qq-me {
    background: rgba(0, 0, 0, 0.18);
    border-radius: 16px;
    padding: 8px;
    display: grid;
    gap: 8px;
  }
  .qq-me.due {
    box-shadow: 0 0 0 3px var(--_accent);
  }
  .qq-mehead {
    flex-wrap: wrap;
    border-left: 6px solid var(--team, transparent);
    padding-left: 6px;
  }
  .qq-mehead .seat-menu {
    margin-left: auto;
  }
  .qq-hand {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 14px;
    justify-content: center;
  }
  .qq-hand .group,
  .qq .combos {
    display: grid;
    gap: 3px;
    justify-items: start;
  }
  .qq .glabel {
    font-size: 0.72rem;
    font-weight: 700;
    opacity: 0.9;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  .qq-hand .gcards,
  .qq .clist {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }
  .qq .qcard {
    padding: 0;
    border: none;
    background: none;
    border-radius: 10px;
    display: inline-flex;
    transition: transform 0.12s ease;
  }
  button.qcard:disabled {
    cursor: default;
  }
  button.qcard:disabled .qc {
    filter: grayscale(0.75) brightness(0.75);
  }
  button.qcard.lit .qc {
    box-shadow:
      0 0 0 3px #ffe066,
      0 2px 8px rgba(0, 0, 0, 0.5);
  }
  button.qcard.picked {
    transform: translateY(-10px);
  }
  button.qcard.picked .qc {
    box-shadow:
      0 0 0 3px #fff,
      0 0 0 7px var(--_accent),
      0 6px 14px rgba(0, 0, 0, 0.5);
  }
  .qq .combo {
    min-height: 48px;
    min-width: 48px;
    padding: 4px 10px;
    border-radius: 12px;
    border: 2px solid #ffe066;
    background: rgba(0, 0, 0, 0.25);
    color: #fff;
    display: inline-flex;
    align-items: center;
    gap: 6px;
    font-weight: 750;
  }
  .qq .combo .qc.xs {
    --w: 30px;
  }
  .qq .combo.bomb {
    border-color: #ff8787;
    background: rgba(201, 42, 42, 0.65);
  }
  .qq .exch summary {
    min-height: 44px;
    display: flex;
    align-items: center;
    cursor: pointer;
    font-weight: 700;
    font-size: 0.92rem;
  }
  .qq .exch ul {
    margin: 0;
    padding-left: 20px;
    font-size: 0.9rem;
  }

  /* the action bar */
  .qq-actions .btn.send {
    min-width: 150px;
  }
  .qq-actions .btn.bomb {
    background: #c92a2a;
    color: #fff;
  }
  .qq-actions .ring .bg {
    stroke: var(--_line);
  }

  /*
   * The calls everyone hears alike. Below the shell's dialogs (z-index 20): a call never covers
   * a dialog. While the round's result or the podium is open, the call sits in a band above it
   * instead, and the dialog makes room for the band (docs/games/quack_quack.md, "Board").
   */
  .qq-shout {
    position: fixed;
    left: 50%;
    top: 30%;
    transform: translate(-50%, -50%);
    z-index: 19;
    pointer-events: none;
    background: linear-gradient(180deg, #ffe066, #fab005);
    color: #3b2a00;
    font-size: 1.7rem;
    font-weight: 900;
    padding: 12px 24px;
    border-radius: 20px;
    box-shadow: 0 16px 40px rgba(0, 0, 0, 0.35);
    text-align: center;
    max-width: min(90vw, 640px);
    animation: qq-pop 1.4s ease-out both;
  }
  .qq-shout .sname {
    display: block;
    font-size: 0.95rem;
    font-weight: 700;
  }
  .qq-shout.big {
    background: linear-gradient(180deg, #ff8787, #e03131);
    color: #fff;
    font-size: 1.6rem;
    animation-duration: 2.6s;
  }
  .qq-shout.monument,
  .qq-shout.vice {
    background: linear-gradient(180deg, #fff3bf, #ffd43b);
    color: #3b2a00;
  }
  .qq-shout:has(~ .overlay) {
    top: 8px;
    z-index: 25;
    transform: translate(-50%, 0);
    font-size: 1rem;
    line-height: 1.2;
    padding: 6px 14px;
    border-radius: 14px;
    max-height: 52px;
    overflow: hidden;
    width: max-content;
    animation-name: qq-pop-band;
  }
  .qq-shout.big:has(~ .overlay) {
    font-size: 0.95rem;
  }
  .qq-shout:has(~ .overlay) .sname {
    display: inline;
    font-size: inherit;
  }
  .qq-shout ~ .overlay {
    padding-top: 64px;
  }
  :host(:not([contained])) .qq-shout ~ .overlay > .dialog {
    max-height: calc(100vh - 76px);
  }
  /* in a dashboard card the dialog sticks below the dashboard's bar (--dd-top): so does the band */
  :host([contained]) .qq-shout:has(~ .overlay) {
    top: calc(var(--dd-top, 0px) + 8px);
  }
  :host([contained]) .qq-shout ~ .overlay > .dialog {
    top: calc(var(--dd-top, 0px) + 64px);
    max-height: min(calc(100% - 60px), calc(100dvh - var(--dd-top, 0px) - 76px));
  }
  @keyframes qq-pop-band {
    0% {
      transform: translate(-50%, 0) scale(0.6);
      opacity: 0;
    }
    12%,
    80% {
      transform: translate(-50%, 0) scale(1);
      opacity: 1;
    }
    100% {
      transform: translate(-50%, 0) scale(1);
      opacity: 0;
    }
  }
  @keyframes qq-pop {
    0% {
      transform: translate(-50%, -50%) scale(0.4);
      opacity: 0;
    }
    12% {
      transform: translate(-50%, -50%) scale(1.08);
      opacity: 1;
    }
    80% {
      transform: translate(-50%, -50%) scale(1);
      opacity: 1;
    }
    100% {
      transform: translate(-50%, -50%) scale(1);
      opacity: 0;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .qq-shout,
    .qq-shout:has(~ .overlay) {
      animation: none;
    }
    button.qcard,
    .qq .qcard {
      transition: none;
    }
  }

  /* the round's result */
  .qq-result,
  .qq-result .rrows {
    display: grid;
    gap: 4px;
  }
  .qq-result {
    gap: 10px;
  }
  .qq-result .next {
    margin: 0;
  }
  .qq-result .rrow {
    display: grid;
    grid-template-columns: 5.5em minmax(0, 1fr) auto 3.6em;
    gap: 8px;
    align-items: center;
    padding: 6px 8px;
    border-radius: 10px;
    border-left: 5px solid var(--team, transparent);
    font-variant-numeric: tabular-nums;
  }
  .qq-result .rrow.head {
    font-size: 0.8rem;
    color: var(--_muted);
    border-left-color: transparent;
    padding-block: 0;
  }
  .qq-result .rrow.r1 {
    background: color-mix(in srgb, #ffd43b 30%, transparent);
  }
  .qq-result .rrank {
    font-weight: 800;
  }
  .qq-result .rgain {
    font-weight: 800;
    display: inline-flex;
    gap: 6px;
    align-items: center;
  }
  .qq-result .rtotal {
    display: inline-flex;
    gap: 4px;
    align-items: center;
    justify-content: flex-end;
  }
  .lead-now {
    display: flex;
    gap: 10px;
    align-items: center;
  }

  /* the how-to sheet's legend */
  .qq-legend {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 10px;
  }
  .qq-legend li {
    display: flex;
    gap: 12px;
    align-items: center;
  }
  .qq-legend .legend-cards {
    flex: none;
    min-width: 96px;
    flex-wrap: wrap;
  }
  .qq-legend .coin {
    width: 24px;
    height: 24px;
  }
  .qq-legend .coinrow {
    display: inline-flex;
    align-items: center;
    gap: 2px;
  }

  @container (max-width: 480px) {
    .qq .team-pill {
      font-size: 0.85rem;
      padding: 2px 8px;
      gap: 4px;
    }
  }
  @container (min-width: 700px) {
    .qc.l {
      --w: 72px;
    }
    .qc.m {
      --w: 58px;
    }
    .qc .nm {
      font-size: 0.7rem;
    }
    .qq .plates {
      grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
    }
    .qq .yard {
      min-height: 150px;
      padding: 14px;
    }
    .qq .play .by {
      font-size: 0.92rem;
    }
    .qq .play .qc.s {
      --w: 44px;
    }
    .qq .combo .qc.xs {
      --w: 38px;
    }
    .qq-shout {
      font-size: 2.2rem;
    }
  }
`,
	rules: he,
	createBoard: (e) => new Le(e),
	describeEvent: Ve,
	majorEvents: Be,
	howTo: ze,
	sounds: Ue
};
export { We as default };
