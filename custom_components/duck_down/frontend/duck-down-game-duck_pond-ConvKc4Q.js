import { a as e, d as t, l as n, s as r, t as i } from "./duck-down-shared-BTlcC7Is.js";
// src/games/duck_pond/types.ts
var a = [
	"seeds",
	"grapes",
	"watermelon",
	"blood_orange",
	"nothing",
	"god_egg"
], o = [
	"deity",
	"king",
	"lord",
	"duke"
], s = "duck_god", c = [
	"ducks",
	"act",
	"votes",
	"judge",
	"pond",
	"dice"
], l = [
	"names",
	"ponds",
	"feed",
	"attacks",
	"scouting",
	"trades",
	"proposals",
	"judge"
], u = {
	name: "names",
	display_name: "names",
	assign_pond: "ponds",
	move: "ponds",
	feed: "feed",
	standard: "attacks",
	lay_egg: "attacks",
	hatch: "attacks",
	scrambler: "attacks",
	steal: "attacks",
	cannibalism: "attacks",
	scout: "scouting",
	adjust: "scouting",
	retrieve: "scouting",
	cut_losses: "scouting",
	offer: "trades",
	withdraw: "trades",
	decline: "trades",
	accept: "trades",
	propose: "proposals",
	edit: "proposals",
	retract: "proposals",
	vote: "proposals"
};
function d(e) {
	return u[e] ?? "judge";
}
function f(e) {
	let t = /* @__PURE__ */ new Map();
	for (let e of l) t.set(e, []);
	for (let n of e) t.get(d(n.type)).push(n);
	return t;
}
function p(e, t) {
	return e.filter((e) => e.type === t);
}
function m(e, t) {
	return e.find((e) => e.type === t);
}
function h(e, t) {
	let n = e[t];
	return Array.isArray(n) ? n.filter((e) => Array.isArray(e) && e.length >= 2) : [];
}
function g(e, t) {
	let n = e[t];
	return Array.isArray(n) ? n.filter((e) => typeof e == "number") : [];
}
function _(e) {
	if (e == null) return null;
	let t = String(e).trim();
	if (!/^-?\d+$/.test(t)) return null;
	let n = Number(t);
	return Number.isSafeInteger(n) ? n : null;
}
var v = (e, t) => t ? {
	problem: e,
	params: t
} : { problem: e };
function ee(e, t, n) {
	if (t === null) return { action: {
		type: "name",
		duck: e,
		name: null
	} };
	let r = t.trim();
	return r ? [...r].length > n ? v("nameTooLong", { max: n }) : { action: {
		type: "name",
		duck: e,
		name: r
	} } : v("needName");
}
function te(e) {
	let t = e.trim();
	return t ? [...t].length > 40 ? v("nameTooLong", { max: 40 }) : { action: {
		type: "display_name",
		name: t
	} } : v("needName");
}
function ne(e, t) {
	let n = typeof e.ponds == "number" ? e.ponds : 0;
	return t === null || t < 1 || t > n ? v("pickPond") : { action: {
		type: "assign_pond",
		duck: e.duck,
		pond: t
	} };
}
function re(e, t) {
	let n = typeof e.ponds == "number" ? e.ponds : 0;
	return t === null || t < 1 || t > n || t === e.pond ? v("pickPond") : { action: {
		type: "move",
		duck: e.duck,
		pond: t
	} };
}
function ie(e, t) {
	return (Array.isArray(e.fruit) ? e.fruit : []).includes(t) ? { action: t === null ? {
		type: "feed",
		duck: e.duck
	} : {
		type: "feed",
		duck: e.duck,
		fruit: t
	} } : v("pickFruit");
}
function ae(e, t) {
	let n = h(e, "ducks").find(([e]) => e === t);
	return n ? n[1] : null;
}
function oe(e, t, n, r) {
	let i = Number(e.step) || 2, a = ae(e, t);
	return a === null ? v("pickDuck") : !g(e, "targets").includes(n) || n === t ? v("pickTarget") : r === null || r < i || r > a || r % i !== 0 ? v("badCost", {
		step: i,
		most: a
	}) : { action: {
		type: "standard",
		duck: t,
		target: n,
		cost: r
	} };
}
function se(e, t, n) {
	let r = Number(e.min) || 10, i = ae(e, t);
	return i === null ? v("pickDuck") : n === null || n < r || n > i ? v("badCostRange", {
		low: r,
		most: i
	}) : { action: {
		type: "lay_egg",
		duck: t,
		cost: n
	} };
}
function ce(e, t) {
	return e < t ? 0 : (e - t + 1) / e;
}
function le(e, t, n, r) {
	let i = Number(e.step) || 20, a = ae(e, t);
	if (a === null) return v("pickDuck");
	let o = h(e, "targets").find(([e]) => e === n);
	if (!o) return v("pickTarget");
	let s = Math.min(a, o[1] * i);
	return r === null || r < i || r > s || r % i !== 0 ? v("badCost", {
		step: i,
		most: s
	}) : { action: {
		type: "scrambler",
		duck: t,
		target: n,
		cost: r
	} };
}
function ue(e, t) {
	let n = h(e, "targets").find(([e]) => e === t);
	return n ? h(e, "ducks").filter(([e, r]) => e !== t && r >= n[1]).map(([e]) => e) : [];
}
function de(e, t, n) {
	return ue(e, n).includes(t) ? { action: {
		type: "steal",
		duck: t,
		target: n
	} } : v("pickDuck");
}
function fe(e, t, n) {
	return g(e, "ducks").includes(t) ? !g(e, "targets").includes(n) || n === t ? v("pickTarget") : { action: {
		type: "cannibalism",
		duck: t,
		target: n
	} } : v("pickDuck");
}
function y(e, t, n, r) {
	return g(e, t).includes(r) ? { action: {
		type: e.type,
		[n]: r
	} } : v("pickOne");
}
var pe = 4e3, me = {
	set_number: [["number", "number"], ["value", "int"]],
	colour_row: [
		["colour", "text"],
		["from", "int"],
		["to", "int"]
	],
	remove_colour_row: [["colour", "text"]],
	loot_row: [
		["table", "table"],
		["from", "int"],
		["to", "int"],
		["item", "item"],
		["count", "int"],
		["sides", "int?"]
	],
	add_duck_word: [["word", "text"]],
	remove_duck_word: [["word", "text"]],
	add_banned_name: [["name", "text"]],
	remove_banned_name: [["name", "text"]]
}, he = {
	set_quacks: [["duck", "duck"], ["value", "int"]],
	set_eggs: [["duck", "duck"], ["value", "int"]],
	set_colour: [["duck", "duck"], ["value", "text?"]],
	set_name: [["duck", "duck"], ["value", "text?"]],
	set_pond: [["duck", "duck"], ["value", "int?"]],
	set_owner: [["duck", "duck"], ["value", "seat"]],
	set_mission: [
		["duck", "duck"],
		["potential", "int?"],
		["retrievable", "bool"]
	],
	set_items: [
		["holder", "holder"],
		["item", "item"],
		["value", "int"]
	],
	create_duck: [
		["owner", "seat"],
		["quacks", "int"],
		["colour", "text?"]
	],
	remove_duck: [["duck", "duck"]]
};
function ge(e) {
	let t = me[e] ?? he[e] ?? [], n = { op: e };
	for (let [e, r] of t) n[e] = r === "bool" ? "false" : r === "table" ? "scouting" : r === "item" ? "seeds" : "";
	return n;
}
function _e(e, t) {
	let n = (t ?? "").trim();
	switch (e) {
		case "int":
		case "duck":
		case "seat": {
			let e = _(n);
			return e === null ? { ok: !1 } : {
				ok: !0,
				value: e
			};
		}
		case "int?": {
			if (!n) return {
				ok: !0,
				value: null
			};
			let e = _(n);
			return e === null ? { ok: !1 } : {
				ok: !0,
				value: e
			};
		}
		case "holder": return n === "duck_god" ? {
			ok: !0,
			value: s
		} : _e("seat", n);
		case "text": return n ? {
			ok: !0,
			value: n
		} : { ok: !1 };
		case "text?": return {
			ok: !0,
			value: n || null
		};
		case "bool": return {
			ok: !0,
			value: n === "true"
		};
		case "item": return a.includes(n) ? {
			ok: !0,
			value: n
		} : { ok: !1 };
		case "table": return n === "scouting" || n === "disciple" ? {
			ok: !0,
			value: n
		} : { ok: !1 };
		case "number": return n ? {
			ok: !0,
			value: n
		} : { ok: !1 };
	}
}
function ve(e, t) {
	let n = me[e.op] ?? he[e.op];
	if (!n) return {
		problem: "badRow",
		params: { row: t }
	};
	let r = { op: e.op };
	for (let [i, a] of n) {
		let n = _e(a, e[i] ?? "");
		if (!n.ok) return {
			problem: "badField",
			params: {
				row: t,
				field: i
			}
		};
		r[i] = n.value;
	}
	if (e.op === "set_mission") {
		let { potential: e, retrievable: t } = r;
		delete r.potential, delete r.retrievable, r.value = e === null ? null : {
			potential: e,
			retrievable: t
		};
	}
	return { change: r };
}
function ye(e) {
	let t = [];
	for (let [n, r] of e.entries()) {
		let e = ve(r, n + 1);
		if ("problem" in e) return e;
		t.push(e.change);
	}
	return { changes: t };
}
function be(e, t, n, r, i = null) {
	let a = e.trim(), o = t.trim();
	if (!a) return v("needTitle");
	if ([...a].length > 100) return v("titleTooLong", { max: 100 });
	if (!o) return v("needText");
	if ([...o].length > 4e3) return v("textTooLong", { max: pe });
	let s = ye(n);
	if (!("changes" in s)) return s;
	let c = i === null ? {
		type: "propose",
		title: a,
		text: o
	} : {
		type: "edit",
		proposal: i,
		title: a,
		text: o
	};
	return s.changes.length && (c.changes = s.changes, r && (c.changes_only = !0)), { action: c };
}
function xe(e, t, n) {
	let r = h(e, "proposals").find(([e]) => e === t);
	return !r || r[1] === n ? v("pickOne") : { action: {
		type: "vote",
		proposal: t,
		vote: n
	} };
}
function Se(e, t) {
	let n = m(e, "vote"), r = n ? h(n, "proposals").find(([e]) => e === t) : void 0;
	return r ? r[1] ?? null : void 0;
}
function Ce(e) {
	let t = e.ducks.map((e) => ({ duck: e }));
	for (let n of a) {
		let r = e.items[n] ?? 0;
		r > 0 && t.push({
			item: n,
			count: r
		});
	}
	return t;
}
function we(e, t, n, r) {
	if (e === null) return v("pickPlayer");
	let i = Ce(t), a = Ce(n);
	if (!i.length && !a.length) return v("offerEmpty");
	if (!i.length) return v("offerGive");
	let o = {
		type: "offer",
		to: e,
		give: i
	};
	return a.length && (o.receive = a), r !== null && (o.expires = r), { action: o };
}
function Te(e, t) {
	if (e !== "question" && e !== "statement") return v("pickOne");
	let n = t.trim();
	return n ? { action: {
		type: "request",
		kind: e,
		text: n
	} } : v("needText");
}
function Ee(e, t, n, r) {
	let i = n.trim();
	return i ? t === "statement" ? r === null ? v("needVerdict") : { action: {
		type: "answer",
		request: e,
		text: i,
		verdict: r
	} } : { action: {
		type: "answer",
		request: e,
		text: i
	} } : v("needText");
}
function De(e, t, n, r) {
	if (!e.length) return v("needChange");
	let i = ye(e);
	if (!("changes" in i)) return i;
	let a = t.trim();
	if (!a) return v("needReason");
	let o;
	if (n === "error") {
		if (!r.trim()) return v("needCite");
		o = { error: r.trim() };
	} else if (n === "ruling" || n === "proposal") {
		let e = _(r);
		if (e === null) return v("needCite");
		o = { [n]: e };
	} else return v("needCite");
	return { action: {
		type: "correct",
		changes: i.changes,
		reason: a,
		cite: o
	} };
}
function Oe(e, t, n) {
	if (!g(e, "proposals").includes(t)) return v("pickOne");
	let r = n.trim();
	return r ? { action: {
		type: "settle",
		proposal: t,
		note: r
	} } : v("needText");
}
// src/games/duck_pond/selectors.ts
function b(e) {
	let t = /* @__PURE__ */ new Map();
	for (let n of e.ponds ?? []) for (let e of n.ducks) t.set(e.duck, e);
	for (let n of e.elsewhere ?? []) t.set(n.duck, n);
	return e.disciple && t.set(e.disciple.duck, e.disciple), t;
}
function x(e, t) {
	return [...b(e).values()].filter((e) => e.owner === t).sort((e, t) => e.duck - t.duck);
}
function ke(e) {
	let t = (e.rules?.colours ?? []).map((e) => e[0]);
	return [.../* @__PURE__ */ new Set([...t, "red"])];
}
function Ae(e, t) {
	let n = ke(e), r = /* @__PURE__ */ new Map();
	for (let e of t) {
		let t = r.get(e.colour) ?? [];
		t.push(e), r.set(e.colour, t);
	}
	let i = (e) => e === null ? Infinity : n.includes(e) ? n.indexOf(e) : n.length;
	return [...r.entries()].sort(([e], [t]) => i(e) - i(t) || String(e).localeCompare(String(t))).map(([e, t]) => ({
		colour: e,
		ducks: t.sort((e, t) => t.quacks - e.quacks || e.duck - t.duck)
	}));
}
function je(e, t) {
	return o.filter((n) => e.titles?.[n] === t);
}
function Me(e) {
	return (e.proposals ?? []).filter((e) => e.status === "open");
}
function Ne(e) {
	return (e.proposals ?? []).filter((e) => e.status !== "open");
}
function Pe(e) {
	let t = e.me;
	if (!t) return [];
	let n = e.legal ?? [], r = x(e, e.seat), i = [];
	for (let e of r) e.name === null && p(n, "name").some((t) => t.duck === e.duck) && i.push({
		kind: "name",
		duck: e.duck,
		done: !1
	}), e.pond === null && p(n, "assign_pond").some((t) => t.duck === e.duck) && i.push({
		kind: "pond",
		duck: e.duck,
		done: !1
	});
	let a = (e.seats?.[e.seat]?.fed ?? 0) > 0, o = p(n, "feed").some((t) => b(e).get(Number(t.duck))?.owner !== e.seat);
	if ((a || o) && i.push({
		kind: "feed",
		done: a && t.allowances.feeds === 0
	}), Me(e).map((e) => e.proposal).length) {
		let e = m(n, "vote"), t = e ? h(e, "proposals").filter(([, e]) => e == null).map(([e]) => e) : [];
		i.push({
			kind: "vote",
			proposals: t,
			done: t.length === 0
		});
	}
	return i;
}
function Fe(e, t, n) {
	return e.find((e) => e.type === t && e.duck === n);
}
// src/games/duck_pond/refusals.ts
var Ie = {
	err_name_taken: "That name is taken: another duck or a player has it.",
	err_bad_action: "The game did not understand that command. Reload the page and try again."
}, Le = {
	err_bad_action: "Das Spiel hat den Befehl nicht verstanden. Lade die Seite neu und versuch es noch einmal.",
	err_not_a_player: "Du spielst an diesem Tisch nicht (mehr) mit.",
	err_not_host: "Nur der Host lässt die Zeit laufen.",
	err_not_admin_action: "Wer den Haushalt verwaltet, verwaltet Spieler und Grenzen, spielt aber nicht.",
	err_admin_only: "Das darf nur, wer den Haushalt verwaltet.",
	err_not_due: "Es ist noch nichts fällig.",
	err_period_ended: "Diese Periode ist gerade zu Ende; versuch es in der neuen noch einmal.",
	err_round_over: "Die Runde ist vorbei.",
	err_no_such_duck: "Diese Ente gibt es nicht.",
	err_not_your_duck: "Das ist nicht deine Ente.",
	err_duck_incomplete: "Die Ente braucht zuerst einen Namen und einen Teich.",
	err_duck_scouting: "Die Ente ist auf Erkundung und kann das jetzt nicht.",
	err_self_target: "Eine Ente kann sich nicht selbst angreifen.",
	err_not_enough_quacks: "Die Ente hat nicht genug Quaks dafür.",
	err_bad_cost: "Diese Kosten gehen nicht: schau, welche Vielfachen und Grenzen gelten.",
	err_duck_limit: "Keine neue Ente: die Grenze für Enten ist erreicht.",
	err_no_egg: "Die Ente hat kein Ei zum Ausbrüten.",
	err_no_such_player: "Diesen Spieler gibt es nicht (mehr).",
	err_not_enough_god_eggs: "Das Ziel hat nicht so viele Gottes-Eier.",
	err_royalty: "Der Entenadel (König, Herr, HERZOG) darf keine Enten stehlen.",
	err_no_duke: "Es gibt keinen ENTENHERZOG, dem man etwas stehlen könnte.",
	err_not_dukes_duck: "Diese Ente gehört nicht dem HERZOG.",
	err_too_few_quacks: "Diese Ente hat zu wenige Quaks, um gestohlen zu werden.",
	err_disciple_attacked: "Du hast den Jünger in dieser Periode schon angegriffen.",
	err_bad_name: "Dieser Name geht nicht (zu lang, zu kurz oder mit Steuerzeichen).",
	err_banned_name: "Dieser Name ist verboten.",
	err_impersonation: "Dieser Name ist der eines Spielers.",
	err_name_taken: "Den Namen hat schon eine andere Ente oder ein Spieler.",
	err_no_name: "Die Ente hat keinen Namen zum Löschen.",
	err_same_name: "So heißt die Ente schon.",
	err_wrong_seat: "Dieser Platz ist nicht der nächste freie.",
	err_seat_limit: "Diese Runde hat keine Plätze mehr.",
	err_player_limit: "Es spielen schon so viele, wie gleichzeitig dürfen; jemand muss erst gehen.",
	err_already_fed: "Du hast in dieser Periode schon gefüttert; in der nächsten wieder.",
	err_own_duck: "Eigene Enten fütterst du nur mit Trauben.",
	err_wrong_fruit: "Dieses Obst passt hier nicht (Trauben nur für eigene, Blutorange nur für Enten ohne Farbe).",
	err_no_fruit: "Du hast dieses Obst nicht (Samen: du brauchst genug).",
	err_not_feedable: "Diese Ente kann man gerade nicht füttern.",
	err_no_such_pond: "Diesen Teich gibt es nicht.",
	err_has_pond: "Die Ente hat schon einen Teich; zieh sie um.",
	err_same_pond: "Die Ente lebt schon in diesem Teich.",
	err_not_scouting: "Die Ente ist nicht auf Erkundung.",
	err_too_soon: "Heimholen geht erst ab der Periode nach dem Losschicken.",
	err_already_tried: "In dieser Periode wurde für diese Ente schon ein Versuch gemacht.",
	err_cannot_cut: "Verluste begrenzen geht erst bei einem höheren Potenzial.",
	err_no_watermelon: "Die Ente hat in dieser Periode kein Melonenstück gefressen, oder sie ging nicht in dieser Periode los.",
	err_already_adjusted: "Das Potenzial wurde schon angepasst.",
	err_bad_text: "Der Text geht so nicht (leer oder zu lang).",
	err_bad_change: "Eine der Regeländerungen geht so nicht (Art, Felder oder Grenzen).",
	err_proposal_limit: "Du hast in dieser Periode schon so viele offene Vorschläge, wie erlaubt sind.",
	err_no_such_proposal: "Diesen Vorschlag gibt es nicht.",
	err_not_your_proposal: "Das ist nicht dein Vorschlag.",
	err_proposal_closed: "Dieser Vorschlag ist nicht mehr offen.",
	err_bad_offer: "Dieses Angebot geht so nicht.",
	err_not_held: "Jemand hat nicht (mehr), was das Angebot nennt.",
	err_offer_limit: "Du hast schon so viele offene Angebote, wie erlaubt sind; zieh eins zurück.",
	err_bad_expiry: "Ein Angebot läuft frühestens jetzt und höchstens 7 Tage.",
	err_no_such_offer: "Dieses Angebot gibt es nicht (mehr).",
	err_not_your_offer: "Dieses Angebot ist nicht deins oder nicht an dich.",
	err_judge_exists: "Es gibt schon einen Richter.",
	err_already_asked: "Du hast schon gefragt, ob du Richter werden darfst.",
	err_no_judge: "Es gibt keinen Richter.",
	err_own_office: "Als Richter kannst du das nicht für dein eigenes Amt.",
	err_motion_open: "Ein Antrag auf Absetzung ist schon offen: stimm ihm zu.",
	err_no_such_motion: "Diesen Antrag gibt es nicht (mehr).",
	err_own_motion: "Deinem eigenen Antrag stimmen andere zu.",
	err_already_assented: "Du hast diesem Antrag schon zugestimmt.",
	err_not_judge: "Das darf nur der Richter.",
	err_request_limit: "Du hast schon so viele offene Anfragen, wie erlaubt sind.",
	err_no_such_request: "Diese Anfrage gibt es nicht.",
	err_not_your_request: "Das ist nicht deine Anfrage.",
	err_request_closed: "Diese Anfrage ist nicht mehr offen.",
	err_own_request: "Ein Richter urteilt nicht über seine eigene Anfrage.",
	err_needs_verdict: "Eine Behauptung wird mit Wahr oder Falsch beantwortet.",
	err_no_verdict: "Eine Frage bekommt eine Antwort, kein Wahr oder Falsch.",
	err_no_such_ruling: "Dieses Urteil gibt es nicht.",
	err_already_opened: "Über dieses Urteil wurde schon eine Vertrauensabstimmung verlangt.",
	err_too_late: "Die Zeit, dieses Urteil anzufechten, ist vorbei.",
	err_no_open_vote: "Über dieses Urteil läuft keine Vertrauensabstimmung.",
	err_not_adopted: "Dieser Vorschlag wartet nicht auf den Richter.",
	err_no_such_notice: "Diesen Hinweis gibt es nicht.",
	err_notice_closed: "Dieser Hinweis ist schon abgehakt.",
	err_bad_correction: "Diese Korrektur geht so nicht.",
	err_bad_cite: "Dieser Beleg geht nicht: ein gültiges Urteil, ein angenommener Vorschlag oder ein beschriebener Fehler.",
	err_correction_limit: "Es warten schon so viele Korrekturen auf Bestätigung, wie erlaubt sind.",
	err_no_such_correction: "Diese Korrektur gibt es nicht.",
	err_correction_closed: "Diese Korrektur ist nicht mehr offen.",
	err_own_correction: "Eine Korrektur deiner eigenen Sachen bestätigt ein anderer Spieler.",
	err_bad_limit: "Diese Grenze geht nicht.",
	err_below_count: "Die Grenze kann nicht unter dem liegen, was es schon gibt."
}, Re = {
	err_bad_action: "Het spel begreep die opdracht niet. Laad de pagina opnieuw en probeer het nog eens.",
	err_not_a_player: "Je speelt (niet meer) mee aan deze tafel.",
	err_not_host: "Alleen de host laat de tijd lopen.",
	err_not_admin_action: "Wie het huishouden beheert, beheert spelers en grenzen, maar speelt niet.",
	err_admin_only: "Dat mag alleen wie het huishouden beheert.",
	err_not_due: "Er is nog niets aan de beurt.",
	err_period_ended: "Deze periode is net voorbij; probeer het in de nieuwe nog eens.",
	err_round_over: "De ronde is voorbij.",
	err_no_such_duck: "Die eend bestaat niet.",
	err_not_your_duck: "Dat is niet jouw eend.",
	err_duck_incomplete: "De eend heeft eerst een naam en een vijver nodig.",
	err_duck_scouting: "De eend is op verkenning en kan dat nu niet.",
	err_self_target: "Een eend kan zichzelf niet aanvallen.",
	err_not_enough_quacks: "De eend heeft daar niet genoeg kwaks voor.",
	err_bad_cost: "Die kosten kunnen niet: kijk welke veelvouden en grenzen gelden.",
	err_duck_limit: "Geen nieuwe eend: de grens voor eenden is bereikt.",
	err_no_egg: "De eend heeft geen ei om uit te broeden.",
	err_no_such_player: "Die speler bestaat niet (meer).",
	err_not_enough_god_eggs: "Het doelwit heeft niet zoveel Godseieren.",
	err_royalty: "De eendenadel (koning, heer, HERTOG) mag geen eenden stelen.",
	err_no_duke: "Er is geen EENDENHERTOG om van te stelen.",
	err_not_dukes_duck: "Die eend is niet van de HERTOG.",
	err_too_few_quacks: "Die eend heeft te weinig kwaks om gestolen te worden.",
	err_disciple_attacked: "Je hebt de discipel deze periode al aangevallen.",
	err_bad_name: "Die naam kan niet (te lang, te kort of met stuurtekens).",
	err_banned_name: "Die naam is verboden.",
	err_impersonation: "Die naam is de naam van een speler.",
	err_name_taken: "Die naam heeft al een andere eend of een speler.",
	err_no_name: "De eend heeft geen naam om te wissen.",
	err_same_name: "Zo heet de eend al.",
	err_wrong_seat: "Die plaats is niet de volgende vrije.",
	err_seat_limit: "Deze ronde heeft geen plaatsen meer.",
	err_player_limit: "Er spelen al zoveel mensen als tegelijk mag; iemand moet eerst weg.",
	err_already_fed: "Je hebt deze periode al gevoerd; in de volgende weer.",
	err_own_duck: "Je eigen eenden voer je alleen met druiven.",
	err_wrong_fruit: "Dat fruit past hier niet (druiven alleen voor je eigen eend, bloedsinaasappel alleen voor eenden zonder kleur).",
	err_no_fruit: "Je hebt dat fruit niet (zaden: je hebt er genoeg nodig).",
	err_not_feedable: "Die eend kan nu niet gevoerd worden.",
	err_no_such_pond: "Die vijver bestaat niet.",
	err_has_pond: "De eend heeft al een vijver; verhuis haar.",
	err_same_pond: "De eend woont al in die vijver.",
	err_not_scouting: "De eend is niet op verkenning.",
	err_too_soon: "Thuishalen kan pas vanaf de periode na het wegsturen.",
	err_already_tried: "Deze periode is al een poging gedaan voor deze eend.",
	err_cannot_cut: "Verlies beperken kan pas bij een hoger potentieel.",
	err_no_watermelon: "De eend at deze periode geen watermeloen, of ging niet deze periode op pad.",
	err_already_adjusted: "Het potentieel is al aangepast.",
	err_bad_text: "Die tekst kan zo niet (leeg of te lang).",
	err_bad_change: "Een van de regelwijzigingen kan zo niet (soort, velden of grenzen).",
	err_proposal_limit: "Je hebt deze periode al zoveel open voorstellen als mag.",
	err_no_such_proposal: "Dat voorstel bestaat niet.",
	err_not_your_proposal: "Dat is niet jouw voorstel.",
	err_proposal_closed: "Dat voorstel is niet meer open.",
	err_bad_offer: "Dat aanbod kan zo niet.",
	err_not_held: "Iemand heeft niet (meer) wat het aanbod noemt.",
	err_offer_limit: "Je hebt al zoveel open aanbiedingen als mag; trek er een in.",
	err_bad_expiry: "Een aanbod loopt na nu af, en hooguit over 7 dagen.",
	err_no_such_offer: "Dat aanbod bestaat niet (meer).",
	err_not_your_offer: "Dat aanbod is niet van jou of niet aan jou.",
	err_judge_exists: "Er is al een rechter.",
	err_already_asked: "Je hebt al gevraagd of je rechter mag worden.",
	err_no_judge: "Er is geen rechter.",
	err_own_office: "Als rechter kun je dat niet voor je eigen ambt.",
	err_motion_open: "Er is al een motie om af te zetten: stem ermee in.",
	err_no_such_motion: "Die motie bestaat niet (meer).",
	err_own_motion: "Met je eigen motie stemmen anderen in.",
	err_already_assented: "Je hebt al ingestemd met die motie.",
	err_not_judge: "Dat mag alleen de rechter.",
	err_request_limit: "Je hebt al zoveel open verzoeken als mag.",
	err_no_such_request: "Dat verzoek bestaat niet.",
	err_not_your_request: "Dat is niet jouw verzoek.",
	err_request_closed: "Dat verzoek is niet meer open.",
	err_own_request: "Een rechter doet geen uitspraak over zijn eigen verzoek.",
	err_needs_verdict: "Een bewering krijgt waar of onwaar.",
	err_no_verdict: "Een vraag krijgt een antwoord, geen waar of onwaar.",
	err_no_such_ruling: "Die uitspraak bestaat niet.",
	err_already_opened: "Over die uitspraak is al een vertrouwensstemming gevraagd.",
	err_too_late: "De tijd om die uitspraak aan te vechten is voorbij.",
	err_no_open_vote: "Over die uitspraak loopt geen vertrouwensstemming.",
	err_not_adopted: "Dat voorstel wacht niet op de rechter.",
	err_no_such_notice: "Die melding bestaat niet.",
	err_notice_closed: "Die melding is al afgevinkt.",
	err_bad_correction: "Die correctie kan zo niet.",
	err_bad_cite: "Die verwijzing kan niet: een geldige uitspraak, een aangenomen voorstel of een beschreven fout.",
	err_correction_limit: "Er wachten al zoveel correcties op bevestiging als mag.",
	err_no_such_correction: "Die correctie bestaat niet.",
	err_correction_closed: "Die correctie is niet meer open.",
	err_own_correction: "Een correctie van je eigen spullen bevestigt een andere speler.",
	err_bad_limit: "Die grens kan niet.",
	err_below_count: "De grens kan niet lager zijn dan wat er al is."
}, ze = {
	nobody: "niemand",
	duckNo: "Ente Nr. {n}",
	unnamed: "namenlose Ente Nr. {n}",
	disciple: "Entenjünger",
	quacksN: "{n} Quaks",
	eggsN: "{n} Eier",
	ducksN: "{n} Enten",
	godEggsN: "{n} Gottes-Eier",
	uncoloured: "ohne Farbe",
	colour_yellow: "gelb",
	colour_green: "grün",
	colour_blue: "blau",
	colour_red: "rot",
	item_seeds: "Samen",
	item_grapes: "Trauben",
	item_watermelon: "Melonenstück",
	item_blood_orange: "Blutorange",
	item_nothing: "Reichliches Nichts",
	item_god_egg: "Gottes-Ei",
	title_deity: "Entengottheit",
	title_king: "Entenkönig",
	title_lord: "Entenherr",
	title_duke: "ENTENHERZOG",
	duckGod: "Entengott",
	theJudge: "Der Richter",
	none: "keine",
	nothing: "nichts",
	free: "Kostenlos",
	optional: "(freiwillig)",
	thePeriod: "Die Periode",
	periodOne: "Erste Periode",
	periodTwo: "Zweite Periode",
	roundOver: "Die Runde ist vorbei",
	endsAt: "endet {when} ({zone})",
	endsNow: "endet gerade",
	leftDays: "noch {d} T {h} Std",
	leftHours: "noch {h} Std {m} Min",
	leftMinutes: "noch {m} Min",
	votingEnds: "Abstimmung endet {when} ({zone})",
	roundLost: "Die Runde ist verloren",
	roundLostHint: "Der Entengott hat {n} Gottes-Eier: alle verlieren. Wer den Haushalt verwaltet, kann eine neue Runde starten.",
	godEggsOf: "{n} von {limit} Gottes-Eiern",
	nextGodEgg: "nächstes Gottes-Ei {when}",
	noDisciple: "Gerade kein Jünger",
	discipleComes: "Mit der nächsten Periode kommt ein neuer.",
	noJudge: "Noch kein Richter",
	openRequests: "{n} offene Anfragen",
	titles: "Titel",
	vacant: "frei",
	scouting: "auf Erkundung",
	ponds: "Teiche",
	pondN: "Teich {n}",
	emptyPond: "leer",
	noPondYet: "Noch in keinem Teich",
	forN: "{n} dafür",
	againstN: "{n} dagegen",
	voteFor: "Dafür",
	voteAgainst: "Dagegen",
	noVote: "Keine Stimme",
	proposedBy: "von {name}",
	votingUntil: "Abstimmung bis {when}",
	status_open: "offen",
	status_passed: "angenommen",
	status_adopted: "angenommen: wartet auf den Richter",
	status_settled: "angenommen und vom Richter umgesetzt",
	status_failed: "abgelehnt",
	status_retracted: "zurückgezogen",
	openProposals: "Offene Vorschläge",
	noOpenProposals: "Keine offenen Vorschläge. Mach einen!",
	ch_set_number: "{number}: {value}",
	ch_colour_row: "Farbe {colour}: {from}–{to}",
	ch_remove_colour_row: "Kein {colour} mehr in der Farbtabelle",
	ch_loot_row: "{table} {from}–{to}: {what}",
	ch_add_duck_word: "Neues Entenwort: {word}",
	ch_remove_duck_word: "Kein Entenwort mehr: {word}",
	ch_add_banned_name: "Verbotener Name: {name}",
	ch_remove_banned_name: "Nicht mehr verboten: {name}",
	loot_scouting: "Erkundungsbeute",
	loot_disciple: "Jüngerbeute",
	fix_set_items: "{holder}: {item} auf {value}",
	fix_create_duck: "eine neue Ente für {owner} ({quacks} Quaks, {colour})",
	fix_remove_duck: "{duck} entfernt",
	fix_set_owner: "{duck} gehört jetzt {value}",
	fix_set_colour: "{duck}: Farbe {value}",
	fix_set_quacks: "{duck}: Quaks {value}",
	fix_set_eggs: "{duck}: Eier {value}",
	fix_set_name: "{duck}: Name {value}",
	fix_set_pond: "{duck}: Teich {value}",
	fix_set_mission: "{duck}: Erkundung {value}",
	potentialN: "auf Erkundung, Potenzial {n}",
	wasBefore: "(vorher {before})",
	field_number: "Regelzahl",
	field_value: "Neuer Wert",
	field_colour: "Farbe (klein geschrieben)",
	field_from: "Von",
	field_to: "Bis",
	field_table: "Tabelle",
	field_item: "Gegenstand",
	field_count: "Wie viele",
	field_sides: "Würfelseiten (leer: feste Anzahl)",
	field_word: "Wort",
	field_name: "Name",
	field_duck: "Ente",
	field_potential: "Potenzial (leer: keine Erkundung)",
	field_retrievable: "Kann jetzt heimkommen",
	field_holder: "Besitzer",
	field_owner: "Besitzer",
	field_quacks: "Quaks",
	ruleChanges: "Regeländerungen",
	corrections: "Korrekturen",
	rowN: "Änderung {n}",
	changeKind: "Art der Änderung",
	removeRow: "Entfernen",
	addChange: "+ Regeländerung dazu",
	addFix: "+ Änderung dazu",
	op_set_number: "Eine Zahl ändern",
	op_colour_row: "Zahlen einer Farbe setzen",
	op_remove_colour_row: "Eine Farbe streichen",
	op_loot_row: "Eine Beutezeile setzen",
	op_add_duck_word: "Entenwort dazu",
	op_remove_duck_word: "Entenwort streichen",
	op_add_banned_name: "Einen Namen verbieten",
	op_remove_banned_name: "Einen verbotenen Namen erlauben",
	op_set_quacks: "Quaks setzen",
	op_set_eggs: "Eier setzen",
	op_set_colour: "Farbe setzen",
	op_set_name: "Name setzen",
	op_set_pond: "Teich setzen",
	op_set_owner: "Besitzer setzen",
	op_set_mission: "Erkundung setzen",
	op_set_items: "Gegenstände setzen",
	op_create_duck: "Eine Ente erschaffen",
	op_remove_duck: "Eine Ente entfernen",
	num_feed_die: "Fütterungswürfel",
	num_seeds_per_feed: "Samen pro Fütterung",
	num_seeds_bonus: "Quaks durch Samen",
	num_blood_orange_bonus: "Farbbonus der Blutorange",
	num_feeds_per_period: "Fütterungen pro Periode",
	num_standard_step: "Schrittweite des Standardangriffs",
	num_lay_egg_threshold: "Ei legen: nötiger Wurf",
	num_hatch_eggs: "Ausbrüten: Eier",
	num_hatch_quacks: "Ausbrüten: Quaks",
	num_scrambler_step: "Göttlicher Wirbel: Quaks pro Gottes-Ei",
	num_steal_threshold: "Stehlen: Quaks über",
	num_cannibal_bonus: "Kannibalismus-Bonus",
	num_disciple_attacks_per_period: "Angriffe auf den Jünger pro Periode",
	num_scout_die: "Erkundungswürfel",
	num_retrieve_die: "Heimholwürfel",
	num_retrievals_per_period: "Heimholversuche pro Periode",
	num_bonus_duck_at: "Heimholwurf für eine neue Ente",
	num_cut_losses_above: "Verluste begrenzen: Potenzial über",
	num_cut_losses_gain: "Verluste begrenzen: Quaks",
	num_melon_adjust: "Melonen-Anpassung",
	num_loot_die: "Würfel der Erkundungsbeute",
	num_disciple_loot_die: "Würfel der Jüngerbeute",
	num_disciple_dice: "Neuer Jünger: Anzahl Würfel",
	num_disciple_die: "Neuer Jünger: Würfel",
	num_ritual_die: "Ritualwürfel",
	num_perish_reward_die: "Belohnungswürfel, wenn der Jünger vergeht",
	num_pond_die: "Teichwürfel",
	num_pond_on: "Teichwurf für einen neuen Teich",
	num_ducks_per_pond: "Enten pro Teich zu Beginn",
	num_god_egg_limit: "Grenze der Gottes-Eier",
	num_god_eggs_per_sunday: "Gottes-Eier jeden Sonntag",
	num_name_min: "Kürzester Entenname",
	num_name_max: "Längster Entenname",
	num_upkeep_same: "Unterhalt: Verlust je gleicher Farbe",
	num_upkeep_other: "Unterhalt: Gewinn je anderer Farbe",
	num_move_cost: "Kosten des Umziehens",
	num_judge_assents: "Zustimmungen für einen Richter",
	num_appointment_days: "Tage, die eine Richter-Anfrage gilt",
	num_removal_assents: "Zustimmungen, um den Richter abzusetzen",
	num_confidence_window_hours: "Stunden, um ein Urteil anzufechten",
	num_confidence_vote_hours: "Stunden einer Vertrauensabstimmung",
	num_offer_max_days: "Längstes Angebot, in Tagen",
	nameFor: "Name für {duck}",
	forExample: "zum Beispiel {example}",
	giveName: "Taufen",
	clearName: "Namen löschen",
	pondFor: "Teich für {duck}",
	putInPond: "Hinein damit",
	todoName: "Gib deiner Ente einen Namen",
	todoPond: "Such ihr einen Teich aus",
	todoPondWhy: "Jede Periode gewinnt eine Ente einen Quak für jede Ente anderer Farbe in ihrem Teich und verliert einen für jede ihrer eigenen Farbe.",
	todoFeed: "Füttere die Ente eines anderen",
	todoFeedWhy: "Kostenlos, einmal pro Periode: ihre Ente bekommt Quaks.",
	fedThisPeriod: "Erledigt: du hast in dieser Periode gefüttert.",
	goFeed: "Eine Ente füttern",
	todoVote: "Stimm über die Vorschläge ab",
	todoVoteWhy: "{n} Vorschläge warten auf deine Stimme.",
	votedAll: "Erledigt: du hast über alle offenen Vorschläge abgestimmt (ändern geht noch).",
	goVote: "Abstimmen",
	noPond: "kein Teich",
	childOf: "Kind von Ente Nr. {n}",
	outScouting: "Auf Erkundung (Potenzial {n}).",
	canRetrieve: "Du kannst jetzt versuchen, sie heimzuholen.",
	retrieveLater: "Ab der nächsten Periode kann sie heimkommen.",
	incomplete: "Sie braucht einen Namen und einen Teich, bevor sie etwas tun kann.",
	thisPeriod: "Diese Periode",
	nothingToDo: "Gerade gibt es nichts zu tun.",
	myDucks: "Meine Enten",
	myItems: "Meine Sachen",
	noItems: "Noch keine Sachen: Erkundungen finden welche.",
	allowances: "Fütterungen übrig in dieser Periode: {feeds} · Angriffe auf den Jünger übrig: {attacks}",
	a_name: "{duck} taufen",
	d_name: "1 bis {max} Zeichen; kein Spielername und keiner, den eine andere Ente hat.",
	a_display_name: "Deinen Spielernamen ändern",
	d_display_name: "Du bist {name}. Bis zu 40 Zeichen.",
	yourPlayerName: "Dein Spielername",
	rename: "Umbenennen",
	a_assign_pond: "{duck} in einen Teich setzen",
	d_assign_pond: "Eine Ente zählt erst, wenn sie in einem Teich lebt.",
	a_move: "{duck} umziehen (jetzt in Teich {pond})",
	costQuacks: "Kostet {n} Quaks",
	d_move: "In einen anderen Teich, wo die Farben vielleicht besser passen.",
	toPond: "In Teich",
	moveDuck: "Umziehen",
	fedAlready: "Du hast in dieser Periode schon gefüttert. Nächste Gelegenheit: {when}.",
	a_feed: "Eine Ente füttern",
	c_feed: "Kostenlos, einmal pro Periode (noch {n})",
	d_feed: "Die Ente bekommt 1W{die} Quaks; beim ersten Füttern bekommt sie ihre Farbe.",
	whichDuck: "Welche Ente",
	othersDucks: "Enten der anderen",
	ownWithGrapes: "Deine eigenen Enten (mit Trauben)",
	addFruit: "Obst dazugeben",
	noFruit: "Kein Obst",
	fruit_grapes: "damit darfst du deine eigene Ente füttern",
	fruit_seeds: "kostet {seeds}: +{bonus} Quak",
	fruit_blood_orange: "+{orange} auf den Farbwurf (Rot braucht sie)",
	fruit_watermelon: "geht sie in dieser Periode auf Erkundung, darf ihr Potenzial um 1 wechseln",
	feedIt: "Füttern",
	a_standard: "Standard-Quakangriff",
	c_standard: "Kostet N Quaks, ein Vielfaches von {step}",
	d_standard: "Das Ziel verliert N ÷ {step} Quaks.",
	attacker: "Angreifende Ente",
	target: "Ziel",
	costUpTo: "Kosten (bis {n})",
	targetLoses: "Das Ziel verliert {n} Quaks.",
	discipleNote: "Ein Angriff auf den Jünger (einmal pro Periode) löst sein Ritual aus: eine zufällige Ente verliert 1W6.",
	attack: "Angreifen",
	a_lay_egg: "Ei legen",
	c_lay_egg: "Kostet N Quaks, mindestens {low}",
	d_lay_egg: "Würfelt einen WN: ab {low} gibt es ein Ei.",
	eggChance: "Ein W{n}: {pct} % Chance auf ein Ei.",
	layEgg: "Legen",
	a_hatch: "Ei ausbrüten",
	c_hatch: "Kostet {eggs} Ei und {quacks} Quaks",
	d_hatch: "Ein neues Küken für dich, in der Farbe seiner Mutter.",
	hatchIt: "Ausbrüten",
	a_scrambler: "Göttlicher Wirbel",
	c_scrambler: "Kostet N Quaks, ein Vielfaches von {step}",
	d_scrambler: "Nimmt dem Entengott oder einem Spieler ein Gottes-Ei pro {step} Quaks.",
	scramble: "Wirbeln",
	a_steal: "Ente stehlen",
	c_steal: "Kostet alle Quaks der gestohlenen Ente",
	d_steal: "Nimmt dem ENTENHERZOG eine Ente mit mehr als {n} Quaks. Nicht für den Entenadel.",
	dukesDuck: "Die Ente des HERZOGS",
	thief: "Deine stehlende Ente",
	stealIt: "Stehlen",
	confirmSteal: "{duck} dem ENTENHERZOG stehlen? Deine Ente zahlt alle ihre Quaks.",
	a_cannibalism: "Kannibalismus",
	d_cannibalism: "Eine deiner Enten frisst eine andere: sie bekommt {n} und die Quaks der gefressenen. Die gefressene ist weg.",
	eater: "Ente, die frisst",
	eaten: "Ente, die gefressen wird",
	eatIt: "Fressen",
	confirmEat: "{duck} (und ihre {n} Quaks) sind dann für immer weg. Wirklich?",
	a_scout: "Eine Ente auf Erkundung schicken",
	d_scout: "Würfelt einen W{die} für ihr Potenzial; ab der nächsten Periode kannst du sie für so viele Quaks und Beute heimholen.",
	sendScouting: "Losschicken",
	a_adjust: "Melone: Potenzial anpassen",
	d_adjust: "Einmal, in dieser Periode: +{n} oder −{n} für eine Ente auf Erkundung, die ein Melonenstück gefressen hat.",
	a_retrieve: "Eine Ente von der Erkundung heimholen",
	c_once: "Einmal pro Periode und Ente",
	d_retrieve: "Würfelt einen W{die}: ab dem Potenzial kommt sie mit Potenzial und Beute heim; ab {bonus} findet sie auch eine neue Ente.",
	retrieveIt: "Versuchen",
	a_cut_losses: "Verluste begrenzen",
	d_cut_losses: "Bei einem Potenzial über {above}: die Ente kommt sofort mit +{gain} heim, ohne Beute.",
	cutIt: "Heimkommen",
	noActions: "Hier gibt es gerade nichts zu tun.",
	g_names: "Namen",
	gh_names: "deine Enten und du",
	g_ponds: "Teiche",
	gh_ponds: "wo deine Enten leben",
	g_feed: "Füttern",
	gh_feed: "einmal pro Periode",
	g_attacks: "Quakangriffe",
	gh_attacks: "bezahlt mit Quaks",
	g_scouting: "Erkundung",
	gh_scouting: "ein Wagnis für Beute",
	g_trades: "Tauschen",
	gh_trades: "wenn beide wollen",
	g_proposals: "Vorschläge und Abstimmungen",
	gh_proposals: "die Regeln ändern",
	g_judge: "Der Richter",
	gh_judge: "schlichtet Streit",
	moreInTabs: "Vorschläge und Abstimmungen stehen unter Abstimmen, der Richter unter Richter.",
	youGive: "Du gibst",
	youAsk: "Du möchtest von {name}",
	holdsN: "hat {n}",
	nothingToTrade: "Nichts zu tauschen.",
	offerTo: "Angebot an",
	offerExpires: "Gilt bis",
	atPeriodEnd: "zum Ende dieser Periode",
	inDays: "in {n} Tagen",
	makeOffer: "Anbieten",
	offerLine: "{from} bietet {to}: {give}",
	offerFor: "für {receive}",
	asGift: "als Geschenk",
	expiresAt: "bis {when}",
	accept: "Annehmen",
	decline: "Ablehnen",
	withdraw: "Zurückziehen",
	a_offer: "Einen Tausch anbieten",
	d_offer: "Sachen, Samen, Gottes-Eier oder Enten; getauscht wird, wenn der andere annimmt.",
	openOffers: "Offene Angebote",
	yourVoteOn: "Deine Stimme zu Vorschlag {n}",
	youVotedFor: "Du stimmst dafür. Ändern geht bis {when}.",
	youVotedAgainst: "Du stimmst dagegen. Ändern geht bis {when}.",
	youHaveNotVoted: "Du hast noch nicht abgestimmt.",
	changesOnlyNote: "Nur diese Regeländerungen: er wirkt von selbst, wenn er angenommen wird.",
	editProposal: "Bearbeiten",
	retract: "Zurückziehen",
	confirmRetract: "Vorschlag {n} zurückziehen? Seine Stimmen gehen verloren.",
	editNote: "Bearbeiten zieht den Vorschlag zurück und reicht ihn neu ein, mit neuer Nummer und neuer Abstimmung.",
	proposalTitle: "Titel (1 bis 100 Zeichen)",
	proposalText: "Was soll sich ändern?",
	changesHelp: "Freiwillig: Regeländerungen, die das Spiel selbst umsetzt, wenn der Vorschlag angenommen wird (eine Zahl, eine Farb- oder Beutezeile, ein Entenwort, ein verbotener Name). Alles andere setzt der Richter um.",
	changesOnly: "Diese Änderungen sind der ganze Vorschlag (nichts für den Richter)",
	resubmit: "Neu einreichen",
	propose: "Vorschlagen",
	voteHow: "Dafür oder dagegen; ändern geht bis zur Zählung",
	newProposal: "Einen Vorschlag machen",
	a_propose: "Eine Regeländerung vorschlagen",
	d_propose: "Gezählt wird am Ende der nächsten Periode; bis zu {limit} von dir pro Periode.",
	decidedProposals: "Zuletzt entschieden",
	judgeIs: "{name} ist der Richter.",
	motionAppoint: "{name} möchte Richter werden",
	motionRemove: "{name} beantragt, den Richter abzusetzen",
	assentsOf: "{n} von {need} Zustimmungen ({names})",
	lapses: "verfällt {when}",
	assent: "Zustimmen",
	a_ask_judge: "Richter werden wollen",
	d_ask_judge: "{n} andere Spieler müssen zustimmen.",
	askToBeJudge: "Anfragen",
	a_move_removal: "Beantragen, den Richter abzusetzen",
	d_move_removal: "{n} Spieler (du zählst mit) müssen zustimmen.",
	removalWarning: "Ein Richter sollte nur bei Amtsmissbrauch abgesetzt werden.",
	moveRemoval: "Absetzung beantragen",
	a_resign: "Als Richter zurücktreten",
	d_resign: "Du bist sofort nicht mehr Richter.",
	confirmResign: "Als Richter zurücktreten?",
	resign: "Zurücktreten",
	kindQuestion: "Frage",
	kindStatement: "Behauptung",
	byName: "von {name}",
	rulingBy: "Urteil von {name}:",
	verdictTrue: "Wahr.",
	verdictFalse: "Falsch.",
	overturned: "aufgehoben",
	confidenceUntil: "eine Vertrauensabstimmung geht bis {when}",
	req_open: "wartet auf den Richter",
	req_answered: "beantwortet",
	req_withdrawn: "zurückgezogen",
	req_lapsed: "verfallen",
	openConfidence: "Vertrauensabstimmung verlangen",
	requests: "Anfragen an den Richter",
	a_request: "Den Richter fragen",
	d_request: "Eine Frage bekommt eine Antwort, eine Behauptung Wahr oder Falsch, mit Begründung.",
	requestKind: "Art",
	kindQuestionHelp: "Eine Frage",
	kindStatementHelp: "Eine Behauptung (wahr oder falsch?)",
	requestText: "Deine Frage oder Behauptung",
	fileRequest: "An den Richter schicken",
	noRequests: "Noch keine Anfragen.",
	confidenceVotes: "Vertrauensabstimmungen",
	confidenceOn: "Urteil {n}, verlangt von {name}",
	overturnAffirm: "Aufheben {o} · Bestätigen {a}",
	endsWhen: "endet {when}",
	conf_open: "offen",
	conf_overturned: "aufgehoben",
	conf_affirmed: "das Urteil bleibt",
	overturn: "Aufheben",
	affirm: "Bestätigen",
	citeRuling: "beruft sich auf Urteil {n}",
	citeProposal: "beruft sich auf Vorschlag {n}",
	citeError: "ein Fehler: {text}",
	corr_pending: "Wartet auf Bestätigung",
	corr_applied: "Umgesetzt",
	corr_withdrawn: "Zurückgezogen",
	corr_lapsed: "Verfallen",
	corr_reversed: "Rückgängig gemacht",
	confirmedBy: "bestätigt von {name}",
	reasonIs: "Grund: {reason}",
	confirmIt: "Bestätigen",
	judgesDesk: "Der Schreibtisch des Richters",
	deskHelp: "Deine Urteile sind bindend. Jede Korrektur braucht einen Grund und einen Beleg und ist öffentlich; eine, die deine eigenen Enten oder Sachen betrifft, muss ein anderer Spieler bestätigen.",
	toAnswer: "Anfragen zu beantworten",
	verdict: "Urteil",
	reasons: "Deine Begründung",
	answerText: "Deine Antwort",
	rule: "Urteilen",
	nothingToAnswer: "Keine Anfragen warten auf dich.",
	a_correct: "Eine Korrektur machen",
	d_correct: "Quaks, Eier, Sachen, Farbe, Name, Teich, Besitzer oder Erkundung setzen; eine Ente erschaffen oder entfernen.",
	reason: "Grund",
	citeKind: "Beleg",
	citeKindRuling: "ein Urteil (seine Nummer)",
	citeKindProposal: "ein angenommener Vorschlag (seine Nummer)",
	citeKindError: "ein Fehler (beschreib ihn)",
	citeValue: "Nummer oder Beschreibung",
	applyCorrection: "Umsetzen",
	toSettle: "Angenommene Vorschläge umsetzen",
	settleNote: "Vermerk für den Regeltext",
	settle: "Erledigt",
	noticesToDismiss: "Hinweise",
	dismiss: "Abhaken",
	noCorrections: "Noch keine Korrekturen.",
	notices: "Hinweise für den Richter",
	pr_not_hex: "Der Seed ist keine Hexadezimalzahl.",
	pr_seed_length: "Der Seed ist nicht 32 Bytes lang.",
	pr_commitment: "SHA-256 des Seeds ist nicht die veröffentlichte Festlegung.",
	pr_shape: "Ein Wurf besteht nicht aus ganzen Zahlen.",
	pr_numbering: "Wurf {n}, wo Wurf {expected} kommen sollte.",
	pr_die: "Wurf {n}: ein Würfel kann nicht {sides} Seiten haben.",
	pr_wrong: "Wurf {n} zeigt {result}; der Seed ergibt {expected}.",
	allCheck: "Alle {n} Würfe stimmen.",
	someFail: "{n} Probleme gefunden.",
	seedMatches: "Der aufgedeckte Seed passt zur Festlegung, die zu Beginn der Periode veröffentlicht wurde.",
	seedDoesNot: "Der aufgedeckte Seed passt NICHT zur veröffentlichten Festlegung.",
	partialLog: "Dieses Gerät kennt {have} der {all} Würfe der Periode; der Host hat sie alle.",
	commitment: "Festlegung (SHA-256 des Seeds)",
	seed: "Seed",
	seedHidden: "wird am Ende der Periode aufgedeckt",
	derivedSeed: "Der Seed dieser Periode folgte aus dem vorigen (eine Testrunde): ihre Würfe waren vorhersehbar.",
	rollsN: "{n} Würfe",
	rollsHere: "{n} auf diesem Gerät",
	hideCheck: "Prüfung ausblenden",
	verify: "Würfe prüfen",
	verifyLater: "Der Seed wird am Ende der Periode aufgedeckt; dann lässt sich jeder Wurf prüfen.",
	rollN: "Wurf",
	die: "Würfel",
	result: "Ergebnis",
	cause: "Anlass",
	check: "Prüfung",
	matches: "stimmt",
	mismatch: "stimmt nicht: der Seed ergibt {expected}",
	diceHelp: "Jeder Wurf kommt aus dem geheimen Seed der Periode. Der Host veröffentlicht zu Beginn einer Periode den Fingerabdruck des Seeds (die Festlegung) und deckt den Seed am Ende auf: so kann jeder jeden Wurf nachrechnen, auch hier.",
	sections: "Bereiche",
	toDoN: "{n} zu tun",
	tab_ducks: "Meine Enten",
	tab_act: "Aktionen",
	tab_votes: "Abstimmen",
	tab_judge: "Richter",
	tab_pond: "Teich",
	tab_dice: "Würfel",
	areYouSure: "Bist du sicher?",
	yesDoIt: "Ja, mach es",
	legend: "Was die Zeichen bedeuten",
	refused: "Abgelehnt:",
	needName: "Gib zuerst einen Namen ein.",
	nameTooLong: "Der Name ist zu lang: höchstens {max} Zeichen.",
	pickPond: "Such einen Teich aus.",
	pickFruit: "Such ein Obst aus, das diese Ente haben darf.",
	pickDuck: "Such eine deiner Enten aus, die das kann.",
	pickTarget: "Such ein Ziel aus.",
	badCost: "Die Kosten sind ein Vielfaches von {step}, von {step} bis {most}.",
	badCostRange: "Die Kosten gehen von {low} bis {most}.",
	pickOne: "Wähle eine der Möglichkeiten.",
	needTitle: "Gib dem Vorschlag einen Titel.",
	titleTooLong: "Der Titel ist zu lang: höchstens {max} Zeichen.",
	needText: "Schreib zuerst den Text.",
	textTooLong: "Der Text ist zu lang: höchstens {max} Zeichen.",
	badRow: "Änderung {row} ist von unbekannter Art.",
	badField: "Änderung {row}: füll {field} aus.",
	pickPlayer: "Such einen Spieler aus.",
	offerEmpty: "Ein Angebot gibt etwas oder möchte etwas.",
	offerGive: "Gib mindestens eine Sache (ein Geschenk möchte nichts).",
	needVerdict: "Eine Behauptung wird mit Wahr oder Falsch beantwortet.",
	needChange: "Füge mindestens eine Änderung hinzu.",
	needReason: "Jede Korrektur braucht einen Grund.",
	needCite: "Nenne ein Urteil oder einen Vorschlag mit seiner Nummer, oder beschreib den Fehler.",
	quacksN_one: "1 Quak",
	ducksN_one: "1 Ente",
	eggsN_one: "1 Ei",
	godEggsN_one: "1 Gottes-Ei",
	openRequests_one: "1 offene Anfrage",
	rollsN_one: "1 Wurf",
	costQuacks_one: "Kostet 1 Quak",
	todoVoteWhy_one: "1 Vorschlag wartet auf deine Stimme.",
	inDays_one: "in 1 Tag",
	someFail_one: "1 Problem gefunden.",
	allCheck_one: "Der eine Wurf stimmt.",
	ev_ponds_one: "Die Runde beginnt mit 1 Teich.",
	ev_upkeep_one: "Teichunterhalt: 1 Ente gewinnt oder verliert Quaks.",
	ev_attack_scrambler_one: "Ente Nr. {duck} von {name} nimmt {target} 1 Gottes-Ei ab.",
	youAreJudge: "Du bist der Richter.",
	cause_feeding: "Füttern von {duck}",
	cause_pond: "Teichwurf für {duck}",
	cause_lay_egg: "Ei legen durch {duck}",
	cause_potential: "Erkundungspotenzial von {duck}",
	cause_retrieving: "Heimholen von {duck}",
	cause_loot: "{table} für {name}",
	cause_loot_item: "{table}: {item}",
	cause_disciple_quacks: "die Quaks des neuen Jüngers",
	cause_disciple_name: "der Name des neuen Jüngers",
	cause_disciple_name_again: "der Name des neuen Jüngers, noch einmal",
	cause_ritual_target: "das Ziel des Rituals",
	cause_ritual_on: "das Ritual an {duck}",
	cause_avenged: "{duck} gerächt",
	what_duck: "Ente",
	what_pond: "Teich",
	what_disciple: "Jünger",
	how_withdrawn: "zurückgezogen",
	how_declined: "abgelehnt",
	how_expired: "abgelaufen",
	how_lapsed: "verfallen",
	ev_round_started: "Runde {round} beginnt.",
	ev_player_joined: "{name} kommt an den Teich.",
	ev_player_left: "{name} verlässt das Spiel.",
	ev_player_removed: "{name} wurde aus dem Spiel genommen.",
	ev_display_name: "{name} heißt jetzt {new}.",
	ev_duck_created_first: "{name} bekommt eine erste Ente (Nr. {duck}).",
	ev_duck_created_found: "{name} findet auf Erkundung eine neue Ente (Nr. {duck})!",
	ev_duck_created_correction: "Eine Korrektur gibt {name} eine neue Ente (Nr. {duck}).",
	ev_duck_hatched: "Ente Nr. {parent} brütet ein Küken aus (Nr. {duck}) für {name}.",
	ev_duck_named: "Ente Nr. {duck} heißt jetzt {new}.",
	ev_duck_unnamed: "Ente Nr. {duck} hat jetzt keinen Namen.",
	ev_name_lost: "Ente Nr. {duck} verliert den Namen {old}: {reason}.",
	ev_duck_removed: "Ente Nr. {duck} verlässt das Spiel: {reason}.",
	ev_not_created: "Kein neuer {what}: {reason}.",
	ev_pond_created: "Ein neuer Teich entsteht: Teich {pond}.",
	ev_ponds: "Die Runde beginnt mit {n} Teichen.",
	ev_pond_assigned: "{name} setzt Ente Nr. {duck} in Teich {pond}.",
	ev_duck_moved: "{name} zieht Ente Nr. {duck} in Teich {pond} um.",
	ev_coloured: "Ente Nr. {duck} wird {colour}.",
	ev_fed: "{name} füttert Ente Nr. {duck}: +{gain} (gewürfelt {roll}), jetzt {quacks} Quaks.",
	ev_fed_fruit: "{name} füttert Ente Nr. {duck} mit {fruit}: +{gain} (gewürfelt {roll}), jetzt {quacks} Quaks.",
	ev_attack_standard: "Ente Nr. {duck} von {name} greift Ente Nr. {target} an: −{loss} Quaks (Kosten {cost}).",
	ev_attack_egg: "Ente Nr. {duck} von {name} legt ein Ei ({roll} auf einem W{cost}).",
	ev_attack_no_egg: "Ente Nr. {duck} von {name} versucht ein Ei zu legen: {roll} auf einem W{cost}, kein Ei.",
	ev_attack_hatch: "Ente Nr. {duck} von {name} brütet ein Ei aus.",
	ev_attack_scrambler: "Ente Nr. {duck} von {name} nimmt {target} {n} Gottes-Eier ab.",
	ev_attack_steal: "Ente Nr. {duck} von {name} stiehlt Ente Nr. {target}!",
	ev_attack_cannibalism: "Ente Nr. {duck} von {name} frisst Ente Nr. {target}: +{gain}.",
	ev_ritual: "Das Ritual des Jüngers: Ente Nr. {duck} verliert {loss} Quaks.",
	ev_ritual_none: "Das Ritual des Jüngers findet keine Ente.",
	ev_disciple_created: "Ein neuer Jünger kommt: {name}, mit {quacks} Quaks.",
	ev_disciple_perished: "{name} vergeht, besiegt von Ente Nr. {killer} von {owner}!",
	ev_loot: "{name} findet {count} × {item} (gewürfelt {roll}).",
	ev_loot_nothing: "{name} findet nichts (gewürfelt {roll}).",
	ev_scouted: "{name} schickt Ente Nr. {duck} auf Erkundung (Potenzial {potential}).",
	ev_adjusted: "{name} passt das Potenzial von Ente Nr. {duck} um {by} an: jetzt {potential}.",
	ev_retrieved: "Ente Nr. {duck} kommt heim (gewürfelt {roll}, nötig {potential}).",
	ev_still_out: "Ente Nr. {duck} bleibt draußen (gewürfelt {roll}, nötig {potential}).",
	ev_cut_losses: "{name} begrenzt die Verluste: Ente Nr. {duck} kommt mit +{gain} heim.",
	ev_upkeep: "Teichunterhalt: {n} Enten gewinnen oder verlieren Quaks.",
	ev_title_changed: "{name} ist jetzt {title}!",
	ev_title_vacant: "Der Titel {title} ist frei ({previous} hat ihn verloren).",
	ev_proposal_made: "{name} schlägt vor, Nr. {n}: {title}.",
	ev_proposal_retracted: "{name} zieht Vorschlag Nr. {n} zurück.",
	ev_vote_for: "{name} stimmt für Vorschlag Nr. {n}.",
	ev_vote_against: "{name} stimmt gegen Vorschlag Nr. {n}.",
	ev_vote_none: "{name} nimmt die Stimme zu Vorschlag Nr. {n} zurück.",
	ev_proposal_failed: "Vorschlag Nr. {n} ({title}) ist abgelehnt: {for} dafür, {against} dagegen.",
	ev_proposal_passed: "Vorschlag Nr. {n} ({title}) ist angenommen, {for} zu {against}, und gilt.",
	ev_proposal_adopted: "Vorschlag Nr. {n} ({title}) ist angenommen, {for} zu {against}; der Richter setzt ihn um.",
	ev_proposal_settled: "Der Richter hat Vorschlag Nr. {n} umgesetzt.",
	ev_notice: "Ein Hinweis für den Richter: {text}",
	ev_notice_dismissed: "Der Richter hakt Hinweis {n} ab.",
	ev_offer_made: "{name} macht {to} Angebot Nr. {n}.",
	ev_offer_closed: "Angebot Nr. {n} ist {how}.",
	ev_traded: "{name} und {to} tauschen (Angebot Nr. {n}).",
	ev_judge_appointed: "{name} ist jetzt der Richter.",
	ev_judge_removed: "{name} ist als Richter abgesetzt.",
	ev_judge_resigned: "{name} tritt als Richter zurück.",
	ev_judge_left: "{name} ist gegangen; es gibt keinen Richter.",
	ev_motion_appoint: "{name} möchte Richter werden.",
	ev_motion_remove: "{name} beantragt, den Richter abzusetzen.",
	ev_motion_lapsed: "Antrag {n} ist verfallen.",
	ev_assented: "{name} stimmt Antrag {n} zu.",
	ev_request_filed: "{name} fragt den Richter (Anfrage Nr. {n}).",
	ev_request_closed: "Anfrage Nr. {n} ist {how}.",
	ev_ruling: "Der Richter urteilt über Anfrage Nr. {n}.",
	ev_confidence_opened: "{name} verlangt eine Vertrauensabstimmung über Urteil Nr. {n}.",
	ev_confidence_vote: "{name} stimmt über Urteil Nr. {n} ab.",
	ev_ruling_fell: "Urteil Nr. {n} ist aufgehoben ({o} zu {a}).",
	ev_ruling_stands: "Urteil Nr. {n} bleibt ({o} zu {a}).",
	ev_confidence_window_closed: "Urteil Nr. {n} kann nicht mehr angefochten werden.",
	ev_correction: "Der Richter macht Korrektur Nr. {n}: {reason}",
	ev_correction_pending: "Der Richter schlägt Korrektur Nr. {n} vor, sie wartet auf Bestätigung: {reason}",
	ev_correction_confirmed: "{name} bestätigt Korrektur Nr. {n}.",
	ev_correction_closed: "Korrektur Nr. {n} ist {how}.",
	ev_correction_reversed: "Korrektur Nr. {n} ist rückgängig gemacht: Urteil Nr. {ruling} ist gefallen.",
	ev_period_ended: "{name} ({day}) endet; ihr Seed wird aufgedeckt.",
	ev_period_started: "{name} beginnt ({day}).",
	ev_god_egg: "Der Entengott bekommt ein Gottes-Ei: {n} von {limit}.",
	ev_round_lost: "Der Entengott hat {n} Gottes-Eier: alle verlieren Runde {round}.",
	ev_limits_set: "Der Haushalt ändert seine Grenzen, ab der nächsten Periode.",
	ev_limits_applied: "Die neuen Grenzen gelten."
}, Be = {
	nobody: "nobody",
	duckNo: "duck #{n}",
	unnamed: "unnamed duck #{n}",
	disciple: "Duck Disciple",
	quacksN: "{n} quacks",
	eggsN: "{n} Eggs",
	ducksN: "{n} ducks",
	godEggsN: "{n} God Eggs",
	uncoloured: "uncoloured",
	colour_yellow: "yellow",
	colour_green: "green",
	colour_blue: "blue",
	colour_red: "red",
	item_seeds: "Seeds",
	item_grapes: "Grapes",
	item_watermelon: "Watermelon Slice",
	item_blood_orange: "Blood Orange",
	item_nothing: "Abundant Nothing",
	item_god_egg: "God Egg",
	title_deity: "Duck Deity",
	title_king: "Duck King",
	title_lord: "Duck Lord",
	title_duke: "DUCK DUKE",
	duckGod: "Duck God",
	theJudge: "The Judge",
	none: "none",
	nothing: "nothing",
	free: "Free",
	optional: "(optional)",
	thePeriod: "The period",
	periodOne: "Period One",
	periodTwo: "Period Two",
	roundOver: "The round is over",
	endsAt: "ends {when} ({zone})",
	endsNow: "ending now",
	leftDays: "{d} d {h} h left",
	leftHours: "{h} h {m} min left",
	leftMinutes: "{m} min left",
	votingEnds: "Voting ends {when} ({zone})",
	roundLost: "The round is lost",
	roundLostHint: "The Duck God holds {n} God Eggs: everyone loses. The household admin can start a new round.",
	godEggsOf: "{n} of {limit} God Eggs",
	nextGodEgg: "next God Egg {when}",
	noDisciple: "No Disciple right now",
	discipleComes: "A new one comes with the next period.",
	noJudge: "No Judge yet",
	openRequests: "{n} open requests",
	titles: "Titles",
	vacant: "vacant",
	scouting: "scouting",
	ponds: "Ponds",
	pondN: "Pond {n}",
	emptyPond: "empty",
	noPondYet: "Not in a pond yet",
	forN: "{n} for",
	againstN: "{n} against",
	voteFor: "For",
	voteAgainst: "Against",
	noVote: "No vote",
	proposedBy: "by {name}",
	votingUntil: "voting until {when}",
	status_open: "open",
	status_passed: "passed",
	status_adopted: "passed: waiting for the Judge",
	status_settled: "passed and settled by the Judge",
	status_failed: "failed",
	status_retracted: "retracted",
	openProposals: "Open proposals",
	noOpenProposals: "No open proposals. Make one!",
	ch_set_number: "{number}: {value}",
	ch_colour_row: "Colour {colour}: {from}–{to}",
	ch_remove_colour_row: "No more {colour} in the colour table",
	ch_loot_row: "{table} {from}–{to}: {what}",
	ch_add_duck_word: "New duck word: {word}",
	ch_remove_duck_word: "No longer a duck word: {word}",
	ch_add_banned_name: "Banned name: {name}",
	ch_remove_banned_name: "No longer banned: {name}",
	loot_scouting: "Scouting loot",
	loot_disciple: "Disciple loot",
	fix_set_items: "{holder}: {item} set to {value}",
	fix_create_duck: "a new duck for {owner} ({quacks} quacks, {colour})",
	fix_remove_duck: "{duck} removed",
	fix_set_owner: "{duck} now belongs to {value}",
	fix_set_colour: "{duck}: colour {value}",
	fix_set_quacks: "{duck}: quacks {value}",
	fix_set_eggs: "{duck}: Eggs {value}",
	fix_set_name: "{duck}: name {value}",
	fix_set_pond: "{duck}: pond {value}",
	fix_set_mission: "{duck}: mission {value}",
	potentialN: "scouting, potential {n}",
	wasBefore: "(was {before})",
	field_number: "Rule number",
	field_value: "New value",
	field_colour: "Colour (lower case)",
	field_from: "From",
	field_to: "To",
	field_table: "Table",
	field_item: "Item",
	field_count: "How many",
	field_sides: "Die sides (empty: a fixed count)",
	field_word: "Word",
	field_name: "Name",
	field_duck: "Duck",
	field_potential: "Potential (empty: no mission)",
	field_retrievable: "Can come home now",
	field_holder: "Holder",
	field_owner: "Owner",
	field_quacks: "Quacks",
	ruleChanges: "Rule changes",
	corrections: "Corrections",
	rowN: "Change {n}",
	changeKind: "Kind of change",
	removeRow: "Remove",
	addChange: "+ Add a rule change",
	addFix: "+ Add a change",
	op_set_number: "Change a number",
	op_colour_row: "Set a colour's numbers",
	op_remove_colour_row: "Remove a colour",
	op_loot_row: "Set a loot row",
	op_add_duck_word: "Add a duck word",
	op_remove_duck_word: "Remove a duck word",
	op_add_banned_name: "Ban a name",
	op_remove_banned_name: "Allow a banned name again",
	op_set_quacks: "Set quacks",
	op_set_eggs: "Set Eggs",
	op_set_colour: "Set colour",
	op_set_name: "Set name",
	op_set_pond: "Set pond",
	op_set_owner: "Set owner",
	op_set_mission: "Set scouting mission",
	op_set_items: "Set items",
	op_create_duck: "Create a duck",
	op_remove_duck: "Remove a duck",
	num_feed_die: "Feeding die",
	num_seeds_per_feed: "Seeds per feeding",
	num_seeds_bonus: "Quacks from Seeds",
	num_blood_orange_bonus: "Blood Orange colour bonus",
	num_feeds_per_period: "Feedings per period",
	num_standard_step: "Standard attack step",
	num_lay_egg_threshold: "Lay Egg: roll needed",
	num_hatch_eggs: "Hatch: Eggs it costs",
	num_hatch_quacks: "Hatch: quacks it costs",
	num_scrambler_step: "Scrambler: quacks per God Egg",
	num_steal_threshold: "Steal: quacks above",
	num_cannibal_bonus: "Cannibalism bonus",
	num_disciple_attacks_per_period: "Attacks on the Disciple per period",
	num_scout_die: "Scouting die",
	num_retrieve_die: "Retrieval die",
	num_retrievals_per_period: "Retrievals per period",
	num_bonus_duck_at: "Retrieval roll for a new duck",
	num_cut_losses_above: "Cut losses: potential above",
	num_cut_losses_gain: "Cut losses: quacks gained",
	num_melon_adjust: "Watermelon adjustment",
	num_loot_die: "Scouting loot die",
	num_disciple_loot_die: "Disciple loot die",
	num_disciple_dice: "New Disciple: dice",
	num_disciple_die: "New Disciple: die",
	num_ritual_die: "Ritual die",
	num_perish_reward_die: "Reward die when the Disciple perishes",
	num_pond_die: "Pond die",
	num_pond_on: "Pond roll for a new pond",
	num_ducks_per_pond: "Ducks per pond at the start",
	num_god_egg_limit: "God Egg limit",
	num_god_eggs_per_sunday: "God Eggs each Sunday",
	num_name_min: "Shortest duck name",
	num_name_max: "Longest duck name",
	num_upkeep_same: "Upkeep: loss per same colour",
	num_upkeep_other: "Upkeep: gain per other colour",
	num_move_cost: "Cost of moving",
	num_judge_assents: "Assents to appoint a Judge",
	num_appointment_days: "Days a Judge request lasts",
	num_removal_assents: "Assents to remove the Judge",
	num_confidence_window_hours: "Hours to challenge a ruling",
	num_confidence_vote_hours: "Hours a vote of confidence runs",
	num_offer_max_days: "Longest offer, in days",
	nameFor: "Name for {duck}",
	forExample: "for example {example}",
	giveName: "Name it",
	clearName: "Clear the name",
	pondFor: "Pond for {duck}",
	putInPond: "Put it there",
	todoName: "Give your duck a name",
	todoPond: "Pick a pond for it",
	todoPondWhy: "Each period a duck gains a quack for every duck of another colour in its pond, and loses one for each of its own colour.",
	todoFeed: "Feed another player's duck",
	todoFeedWhy: "Free, once a period: their duck gains quacks.",
	fedThisPeriod: "Done: you fed a duck this period.",
	goFeed: "Feed a duck",
	todoVote: "Vote on the proposals",
	todoVoteWhy: "{n} proposals wait for your vote.",
	votedAll: "Done: you voted on every open proposal (you may still change your vote).",
	goVote: "Vote",
	noPond: "no pond",
	childOf: "child of duck #{n}",
	outScouting: "Out scouting (potential {n}).",
	canRetrieve: "You can try to bring it home now.",
	retrieveLater: "It can come home from the next period.",
	incomplete: "It needs a name and a pond before it can do anything.",
	thisPeriod: "This period",
	nothingToDo: "Nothing to do right now.",
	myDucks: "My ducks",
	myItems: "My items",
	noItems: "No items yet: scouting finds some.",
	allowances: "Feedings left this period: {feeds} · attacks on the Disciple left: {attacks}",
	a_name: "Name {duck}",
	d_name: "1 to {max} characters; not a player's name, nor one another duck has.",
	a_display_name: "Change your player name",
	d_display_name: "You are {name}. Up to 40 characters.",
	yourPlayerName: "Your player name",
	rename: "Rename",
	a_assign_pond: "Put {duck} in a pond",
	d_assign_pond: "A duck counts only once it lives in a pond.",
	a_move: "Move {duck} (now in pond {pond})",
	costQuacks: "Costs {n} quacks",
	d_move: "To another pond, where the colours may suit it better.",
	toPond: "To pond",
	moveDuck: "Move",
	fedAlready: "You have fed a duck this period. Next chance: {when}.",
	a_feed: "Feed a duck",
	c_feed: "Free, once a period ({n} left)",
	d_feed: "The duck gains 1d{die} quacks; its first feeding gives it its colour.",
	whichDuck: "Which duck",
	othersDucks: "Other players' ducks",
	ownWithGrapes: "Your own ducks (with Grapes)",
	addFruit: "Add a fruit",
	noFruit: "No fruit",
	fruit_grapes: "lets you feed your own duck",
	fruit_seeds: "uses {seeds}: +{bonus} quack",
	fruit_blood_orange: "+{orange} on the colour roll (Red needs it)",
	fruit_watermelon: "if it goes scouting this period, its potential may change by 1",
	feedIt: "Feed",
	a_standard: "Standard Quack Attack",
	c_standard: "Costs N quacks, a multiple of {step}",
	d_standard: "The target loses N ÷ {step} quacks.",
	attacker: "Attacking duck",
	target: "Target",
	costUpTo: "Cost (up to {n})",
	targetLoses: "The target loses {n} quacks.",
	discipleNote: "Attacking the Disciple (once a period) brings its Ritual: a random duck loses 1d6.",
	attack: "Attack",
	a_lay_egg: "Lay Egg",
	c_lay_egg: "Costs N quacks, at least {low}",
	d_lay_egg: "Rolls a dN: {low} or more lays an Egg.",
	eggChance: "A d{n}: {pct}% chance of an Egg.",
	layEgg: "Lay",
	a_hatch: "Hatch Egg",
	c_hatch: "Costs {eggs} Egg and {quacks} quacks",
	d_hatch: "A new duckling for you, in its parent's colour.",
	hatchIt: "Hatch",
	a_scrambler: "Divine Scrambler",
	c_scrambler: "Costs N quacks, a multiple of {step}",
	d_scrambler: "Takes one God Egg per {step} quacks from the Duck God or a player.",
	scramble: "Scramble",
	a_steal: "Steal Duck",
	c_steal: "Costs all the stolen duck's quacks",
	d_steal: "Takes a duck of the DUCK DUKE with more than {n} quacks. Not for Duck Royalty.",
	dukesDuck: "The DUKE's duck",
	thief: "Your duck that steals",
	stealIt: "Steal",
	confirmSteal: "Steal {duck} from the DUCK DUKE? Your duck pays all of its quacks.",
	a_cannibalism: "Cannibalism",
	d_cannibalism: "One of your ducks eats another: it gains {n} plus the eaten duck's quacks. The eaten duck is gone.",
	eater: "Duck that eats",
	eaten: "Duck that is eaten",
	eatIt: "Eat",
	confirmEat: "{duck} (and its {n} quacks) will be gone for good. Go ahead?",
	a_scout: "Send a duck scouting",
	d_scout: "Rolls a d{die} for its potential; from the next period try to bring it home for that many quacks and loot.",
	sendScouting: "Send",
	a_adjust: "Watermelon: adjust the potential",
	d_adjust: "Once, this period: +{n} or −{n} on a scouting duck that ate a Watermelon Slice.",
	a_retrieve: "Bring a scouting duck home",
	c_once: "Once a period per duck",
	d_retrieve: "Rolls a d{die}: the potential or more brings it home with the potential and loot; {bonus} or more also finds a new duck.",
	retrieveIt: "Try",
	a_cut_losses: "Cut losses",
	d_cut_losses: "For a potential above {above}: the duck comes home at once with +{gain}, without loot.",
	cutIt: "Come home",
	noActions: "Nothing to do here right now.",
	g_names: "Names",
	gh_names: "your ducks and you",
	g_ponds: "Ponds",
	gh_ponds: "where your ducks live",
	g_feed: "Feeding",
	gh_feed: "once a period",
	g_attacks: "Quack Attacks",
	gh_attacks: "paid in quacks",
	g_scouting: "Scouting",
	gh_scouting: "a risk for loot",
	g_trades: "Trades",
	gh_trades: "when both agree",
	g_proposals: "Proposals and votes",
	gh_proposals: "change the rules",
	g_judge: "The Judge",
	gh_judge: "settles disputes",
	moreInTabs: "Proposals and votes are under Votes, the Judge under Judge.",
	youGive: "You give",
	youAsk: "You ask {name} for",
	holdsN: "holds {n}",
	nothingToTrade: "Nothing to trade.",
	offerTo: "Offer to",
	offerExpires: "Open until",
	atPeriodEnd: "the end of this period",
	inDays: "{n} days from now",
	makeOffer: "Make the offer",
	offerLine: "{from} offers {to}: {give}",
	offerFor: "for {receive}",
	asGift: "as a gift",
	expiresAt: "until {when}",
	accept: "Accept",
	decline: "Decline",
	withdraw: "Withdraw",
	a_offer: "Offer a trade",
	d_offer: "Items, Seeds, God Eggs or ducks; it happens when the other player accepts.",
	openOffers: "Open offers",
	yourVoteOn: "Your vote on proposal {n}",
	youVotedFor: "You vote For. You can change it until {when}.",
	youVotedAgainst: "You vote Against. You can change it until {when}.",
	youHaveNotVoted: "You have not voted yet.",
	changesOnlyNote: "Only these rule changes: it takes effect by itself when it passes.",
	editProposal: "Edit",
	retract: "Retract",
	confirmRetract: "Retract proposal {n}? Its votes are lost.",
	editNote: "Editing retracts the proposal and submits it again, with a new number and voting period.",
	proposalTitle: "Title (1 to 100 characters)",
	proposalText: "What should change?",
	changesHelp: "Optional: rule changes the game applies by itself if the proposal passes (a number, a colour or loot row, a duck word, a banned name). Anything else the Judge applies.",
	changesOnly: "These changes are the whole proposal (nothing for the Judge)",
	resubmit: "Submit again",
	propose: "Propose",
	voteHow: "For or Against; you can change your vote until it is counted",
	newProposal: "Make a proposal",
	a_propose: "Propose a rule change",
	d_propose: "The votes are counted when the next period ends; up to {limit} of yours per period.",
	decidedProposals: "Decided lately",
	judgeIs: "{name} is the Judge.",
	motionAppoint: "{name} asks to become Judge",
	motionRemove: "{name} moves to remove the Judge",
	assentsOf: "{n} of {need} assents ({names})",
	lapses: "lapses {when}",
	assent: "Assent",
	a_ask_judge: "Ask to become Judge",
	d_ask_judge: "{n} other players must assent.",
	askToBeJudge: "Ask",
	a_move_removal: "Move to remove the Judge",
	d_move_removal: "{n} players (you count) must assent.",
	removalWarning: "A Judge should be removed only for abuse of office.",
	moveRemoval: "Move removal",
	a_resign: "Resign as Judge",
	d_resign: "You stop being the Judge at once.",
	confirmResign: "Resign as Judge?",
	resign: "Resign",
	kindQuestion: "Question",
	kindStatement: "Statement",
	byName: "by {name}",
	rulingBy: "Ruling by {name}:",
	verdictTrue: "True.",
	verdictFalse: "False.",
	overturned: "overturned",
	confidenceUntil: "a vote of confidence can be called until {when}",
	req_open: "waiting for the Judge",
	req_answered: "answered",
	req_withdrawn: "withdrawn",
	req_lapsed: "lapsed",
	openConfidence: "Call a vote of confidence",
	requests: "Requests for justice",
	a_request: "Ask the Judge",
	d_request: "A question gets an answer; a statement gets True or False, with reasons.",
	requestKind: "Kind",
	kindQuestionHelp: "A question",
	kindStatementHelp: "A statement (True or False?)",
	requestText: "Your question or statement",
	fileRequest: "Send to the Judge",
	noRequests: "No requests yet.",
	confidenceVotes: "Votes of confidence",
	confidenceOn: "Ruling {n}, called by {name}",
	overturnAffirm: "Overturn {o} · Affirm {a}",
	endsWhen: "ends {when}",
	conf_open: "open",
	conf_overturned: "overturned",
	conf_affirmed: "the ruling stands",
	overturn: "Overturn",
	affirm: "Affirm",
	citeRuling: "cites ruling {n}",
	citeProposal: "cites proposal {n}",
	citeError: "an error: {text}",
	corr_pending: "Waiting for confirmation",
	corr_applied: "Applied",
	corr_withdrawn: "Withdrawn",
	corr_lapsed: "Lapsed",
	corr_reversed: "Reversed",
	confirmedBy: "confirmed by {name}",
	reasonIs: "Reason: {reason}",
	confirmIt: "Confirm",
	judgesDesk: "The Judge's desk",
	deskHelp: "Your rulings bind. Every correction needs a reason and a citation, and is public; one touching your own ducks or items waits for another player to confirm it.",
	toAnswer: "Requests to answer",
	verdict: "Verdict",
	reasons: "Your reasons",
	answerText: "Your answer",
	rule: "Rule",
	nothingToAnswer: "No requests wait for you.",
	a_correct: "Make a correction",
	d_correct: "Set quacks, Eggs, items, colour, name, pond, owner or mission; create or remove a duck.",
	reason: "Reason",
	citeKind: "Citing",
	citeKindRuling: "a ruling (its number)",
	citeKindProposal: "a passed proposal (its number)",
	citeKindError: "an error (describe it)",
	citeValue: "Number or description",
	applyCorrection: "Apply",
	toSettle: "Adopted proposals to settle",
	settleNote: "Note for the rules text",
	settle: "Settle",
	noticesToDismiss: "Notices",
	dismiss: "Dismiss",
	noCorrections: "No corrections yet.",
	notices: "Notices for the Judge",
	pr_not_hex: "The seed is not hexadecimal.",
	pr_seed_length: "The seed is not 32 bytes long.",
	pr_commitment: "SHA-256 of the seed is not the published commitment.",
	pr_shape: "A roll is not made of whole numbers.",
	pr_numbering: "Roll {n} where roll {expected} was expected.",
	pr_die: "Roll {n}: a die cannot have {sides} sides.",
	pr_wrong: "Roll {n} shows {result}; the seed gives {expected}.",
	allCheck: "All {n} rolls check out.",
	someFail: "{n} problems found.",
	seedMatches: "The revealed seed matches the commitment published when the period started.",
	seedDoesNot: "The revealed seed does NOT match the published commitment.",
	partialLog: "This device has {have} of the period's {all} rolls; the host keeps them all.",
	commitment: "Commitment (SHA-256 of the seed)",
	seed: "Seed",
	seedHidden: "revealed when the period ends",
	derivedSeed: "This period's seed followed from the one before (a test round): its dice could be foreseen.",
	rollsN: "{n} rolls",
	rollsHere: "{n} on this device",
	hideCheck: "Hide the check",
	verify: "Verify the rolls",
	verifyLater: "The seed is revealed when the period ends; then every roll can be checked.",
	rollN: "Roll",
	die: "Die",
	result: "Result",
	cause: "Cause",
	check: "Check",
	matches: "matches",
	mismatch: "does not match: the seed gives {expected}",
	diceHelp: "Every roll comes from the period's secret seed. The host publishes the seed's fingerprint (the commitment) when a period starts and reveals the seed when it ends, so anyone can recompute every roll, here too.",
	sections: "Sections",
	toDoN: "{n} to do",
	tab_ducks: "My ducks",
	tab_act: "Actions",
	tab_votes: "Votes",
	tab_judge: "Judge",
	tab_pond: "Pond",
	tab_dice: "Dice",
	areYouSure: "Are you sure?",
	yesDoIt: "Yes, do it",
	legend: "What the signs mean",
	refused: "Refused:",
	needName: "Type a name first.",
	nameTooLong: "That name is too long: at most {max} characters.",
	pickPond: "Pick a pond.",
	pickFruit: "Pick a fruit this duck can have.",
	pickDuck: "Pick one of your ducks that can do this.",
	pickTarget: "Pick a target.",
	badCost: "The cost is a multiple of {step}, from {step} to {most}.",
	badCostRange: "The cost runs from {low} to {most}.",
	pickOne: "Pick one of the choices.",
	needTitle: "Give the proposal a title.",
	titleTooLong: "The title is too long: at most {max} characters.",
	needText: "Write the text first.",
	textTooLong: "The text is too long: at most {max} characters.",
	badRow: "Change {row} is of an unknown kind.",
	badField: "Change {row}: fill in {field}.",
	pickPlayer: "Pick a player.",
	offerEmpty: "An offer gives or asks for something.",
	offerGive: "Give at least one thing (a gift asks for nothing).",
	needVerdict: "A statement is answered True or False.",
	needChange: "Add at least one change.",
	needReason: "Every correction needs a reason.",
	needCite: "Cite a ruling or proposal by its number, or describe the error.",
	quacksN_one: "1 quack",
	ducksN_one: "1 duck",
	eggsN_one: "1 Egg",
	godEggsN_one: "1 God Egg",
	openRequests_one: "1 open request",
	rollsN_one: "1 roll",
	costQuacks_one: "Costs 1 quack",
	todoVoteWhy_one: "1 proposal waits for your vote.",
	inDays_one: "1 day from now",
	someFail_one: "1 problem found.",
	allCheck_one: "The one roll checks out.",
	ev_ponds_one: "The round starts with 1 pond.",
	ev_upkeep_one: "Pond upkeep: 1 duck gains or loses quacks.",
	ev_attack_scrambler_one: "{name}'s duck #{duck} takes 1 God Egg from {target}.",
	youAreJudge: "You are the Judge.",
	cause_feeding: "feeding {duck}",
	cause_pond: "pond roll for {duck}",
	cause_lay_egg: "Lay Egg by {duck}",
	cause_potential: "scouting potential of {duck}",
	cause_retrieving: "retrieving {duck}",
	cause_loot: "{table} for {name}",
	cause_loot_item: "{table}: {item}",
	cause_disciple_quacks: "the new Disciple's quacks",
	cause_disciple_name: "the new Disciple's name",
	cause_disciple_name_again: "the new Disciple's name, again",
	cause_ritual_target: "the Ritual's target",
	cause_ritual_on: "the Ritual on {duck}",
	cause_avenged: "{duck} avenged",
	what_duck: "duck",
	what_pond: "pond",
	what_disciple: "Disciple",
	how_withdrawn: "withdrawn",
	how_declined: "declined",
	how_expired: "expired",
	how_lapsed: "lapsed",
	ev_round_started: "Round {round} begins.",
	ev_player_joined: "{name} joins the pond.",
	ev_player_left: "{name} leaves the game.",
	ev_player_removed: "{name} was removed from the game.",
	ev_display_name: "{name} is now called {new}.",
	ev_duck_created_first: "{name} gets a first duck (#{duck}).",
	ev_duck_created_found: "{name} finds a new duck (#{duck}) while scouting!",
	ev_duck_created_correction: "A correction gives {name} a new duck (#{duck}).",
	ev_duck_hatched: "Duck #{parent} hatches a duckling (#{duck}) for {name}.",
	ev_duck_named: "Duck #{duck} is now called {new}.",
	ev_duck_unnamed: "Duck #{duck} has no name now.",
	ev_name_lost: "Duck #{duck} loses the name {old}: {reason}.",
	ev_duck_removed: "Duck #{duck} leaves the game: {reason}.",
	ev_not_created: "No new {what}: {reason}.",
	ev_pond_created: "A new pond appears: pond {pond}.",
	ev_ponds: "The round starts with {n} ponds.",
	ev_pond_assigned: "{name} puts duck #{duck} into pond {pond}.",
	ev_duck_moved: "{name} moves duck #{duck} to pond {pond}.",
	ev_coloured: "Duck #{duck} turns {colour}.",
	ev_fed: "{name} feeds duck #{duck}: +{gain} (rolled {roll}), now {quacks} quacks.",
	ev_fed_fruit: "{name} feeds duck #{duck} with {fruit}: +{gain} (rolled {roll}), now {quacks} quacks.",
	ev_attack_standard: "{name}'s duck #{duck} attacks duck #{target}: −{loss} quacks (cost {cost}).",
	ev_attack_egg: "{name}'s duck #{duck} lays an Egg (rolled {roll} on a d{cost}).",
	ev_attack_no_egg: "{name}'s duck #{duck} tries to lay an Egg: {roll} on a d{cost}, no Egg.",
	ev_attack_hatch: "{name}'s duck #{duck} hatches an Egg.",
	ev_attack_scrambler: "{name}'s duck #{duck} takes {n} God Eggs from {target}.",
	ev_attack_steal: "{name}'s duck #{duck} steals duck #{target}!",
	ev_attack_cannibalism: "{name}'s duck #{duck} eats duck #{target}: +{gain}.",
	ev_ritual: "The Disciple's Ritual: duck #{duck} loses {loss} quacks.",
	ev_ritual_none: "The Disciple's Ritual finds no duck.",
	ev_disciple_created: "A new Disciple arrives: {name}, with {quacks} quacks.",
	ev_disciple_perished: "{name} perishes, defeated by duck #{killer} of {owner}!",
	ev_loot: "{name} finds {count} × {item} (rolled {roll}).",
	ev_loot_nothing: "{name} finds nothing (rolled {roll}).",
	ev_scouted: "{name} sends duck #{duck} scouting (potential {potential}).",
	ev_adjusted: "{name} adjusts duck #{duck}'s potential by {by}: now {potential}.",
	ev_retrieved: "Duck #{duck} comes home (rolled {roll}, needed {potential}).",
	ev_still_out: "Duck #{duck} stays out (rolled {roll}, needs {potential}).",
	ev_cut_losses: "{name} cuts losses: duck #{duck} comes home with +{gain}.",
	ev_upkeep: "Pond upkeep: {n} ducks gain or lose quacks.",
	ev_title_changed: "{name} is now the {title}!",
	ev_title_vacant: "The {title} title is vacant ({previous} lost it).",
	ev_proposal_made: "{name} proposes #{n}: {title}.",
	ev_proposal_retracted: "{name} retracts proposal #{n}.",
	ev_vote_for: "{name} votes For proposal #{n}.",
	ev_vote_against: "{name} votes Against proposal #{n}.",
	ev_vote_none: "{name} takes back their vote on proposal #{n}.",
	ev_proposal_failed: "Proposal #{n} ({title}) fails: {for} for, {against} against.",
	ev_proposal_passed: "Proposal #{n} ({title}) passes, {for} to {against}, and takes effect.",
	ev_proposal_adopted: "Proposal #{n} ({title}) passes, {for} to {against}; the Judge applies it.",
	ev_proposal_settled: "The Judge settles proposal #{n}.",
	ev_notice: "A notice for the Judge: {text}",
	ev_notice_dismissed: "The Judge dismisses notice {n}.",
	ev_offer_made: "{name} makes offer #{n} to {to}.",
	ev_offer_closed: "Offer #{n} is {how}.",
	ev_traded: "{name} and {to} trade (offer #{n}).",
	ev_judge_appointed: "{name} is the Judge now.",
	ev_judge_removed: "{name} is removed as Judge.",
	ev_judge_resigned: "{name} resigns as Judge.",
	ev_judge_left: "{name} left; there is no Judge.",
	ev_motion_appoint: "{name} asks to become Judge.",
	ev_motion_remove: "{name} moves to remove the Judge.",
	ev_motion_lapsed: "Motion {n} lapses.",
	ev_assented: "{name} assents to motion {n}.",
	ev_request_filed: "{name} asks the Judge (request #{n}).",
	ev_request_closed: "Request #{n} is {how}.",
	ev_ruling: "The Judge rules on request #{n}.",
	ev_confidence_opened: "{name} calls a vote of confidence on ruling #{n}.",
	ev_confidence_vote: "{name} votes on ruling #{n}.",
	ev_ruling_fell: "Ruling #{n} is overturned ({o} to {a}).",
	ev_ruling_stands: "Ruling #{n} stands ({o} to {a}).",
	ev_confidence_window_closed: "Ruling #{n} can no longer be challenged.",
	ev_correction: "The Judge makes correction #{n}: {reason}",
	ev_correction_pending: "The Judge proposes correction #{n}, waiting for a confirmation: {reason}",
	ev_correction_confirmed: "{name} confirms correction #{n}.",
	ev_correction_closed: "Correction #{n} is {how}.",
	ev_correction_reversed: "Correction #{n} is reversed: ruling #{ruling} fell.",
	ev_period_ended: "{name} ({day}) ends; its seed is revealed.",
	ev_period_started: "{name} begins ({day}).",
	ev_god_egg: "The Duck God gains a God Egg: {n} of {limit}.",
	ev_round_lost: "The Duck God holds {n} God Eggs: everyone loses round {round}.",
	ev_limits_set: "The household changes its limits, from the next period.",
	ev_limits_applied: "The new limits apply."
}, Ve = {
	nobody: "niemand",
	duckNo: "eend nr. {n}",
	unnamed: "naamloze eend nr. {n}",
	disciple: "Eendendiscipel",
	quacksN: "{n} kwaks",
	eggsN: "{n} eieren",
	ducksN: "{n} eenden",
	godEggsN: "{n} Godseieren",
	uncoloured: "zonder kleur",
	colour_yellow: "geel",
	colour_green: "groen",
	colour_blue: "blauw",
	colour_red: "rood",
	item_seeds: "Zaden",
	item_grapes: "Druiven",
	item_watermelon: "Stuk watermeloen",
	item_blood_orange: "Bloedsinaasappel",
	item_nothing: "Overvloedig Niets",
	item_god_egg: "Godsei",
	title_deity: "Eendengodheid",
	title_king: "Eendenkoning",
	title_lord: "Eendenheer",
	title_duke: "EENDENHERTOG",
	duckGod: "Eendengod",
	theJudge: "De rechter",
	none: "geen",
	nothing: "niets",
	free: "Gratis",
	optional: "(niet verplicht)",
	thePeriod: "De periode",
	periodOne: "Eerste periode",
	periodTwo: "Tweede periode",
	roundOver: "De ronde is voorbij",
	endsAt: "eindigt {when} ({zone})",
	endsNow: "eindigt nu",
	leftDays: "nog {d} d {h} u",
	leftHours: "nog {h} u {m} min",
	leftMinutes: "nog {m} min",
	votingEnds: "Stemmen kan tot {when} ({zone})",
	roundLost: "De ronde is verloren",
	roundLostHint: "De Eendengod heeft {n} Godseieren: iedereen verliest. Wie het huishouden beheert, kan een nieuwe ronde starten.",
	godEggsOf: "{n} van {limit} Godseieren",
	nextGodEgg: "volgend Godsei {when}",
	noDisciple: "Nu geen discipel",
	discipleComes: "Met de volgende periode komt er een nieuwe.",
	noJudge: "Nog geen rechter",
	openRequests: "{n} open verzoeken",
	titles: "Titels",
	vacant: "vrij",
	scouting: "op verkenning",
	ponds: "Vijvers",
	pondN: "Vijver {n}",
	emptyPond: "leeg",
	noPondYet: "Nog in geen vijver",
	forN: "{n} voor",
	againstN: "{n} tegen",
	voteFor: "Voor",
	voteAgainst: "Tegen",
	noVote: "Geen stem",
	proposedBy: "door {name}",
	votingUntil: "stemmen tot {when}",
	status_open: "open",
	status_passed: "aangenomen",
	status_adopted: "aangenomen: wacht op de rechter",
	status_settled: "aangenomen en door de rechter uitgevoerd",
	status_failed: "verworpen",
	status_retracted: "ingetrokken",
	openProposals: "Open voorstellen",
	noOpenProposals: "Geen open voorstellen. Doe er een!",
	ch_set_number: "{number}: {value}",
	ch_colour_row: "Kleur {colour}: {from}–{to}",
	ch_remove_colour_row: "Geen {colour} meer in de kleurentabel",
	ch_loot_row: "{table} {from}–{to}: {what}",
	ch_add_duck_word: "Nieuw eendenwoord: {word}",
	ch_remove_duck_word: "Geen eendenwoord meer: {word}",
	ch_add_banned_name: "Verboden naam: {name}",
	ch_remove_banned_name: "Niet meer verboden: {name}",
	loot_scouting: "Verkenningsbuit",
	loot_disciple: "Discipelbuit",
	fix_set_items: "{holder}: {item} op {value}",
	fix_create_duck: "een nieuwe eend voor {owner} ({quacks} kwaks, {colour})",
	fix_remove_duck: "{duck} verwijderd",
	fix_set_owner: "{duck} is nu van {value}",
	fix_set_colour: "{duck}: kleur {value}",
	fix_set_quacks: "{duck}: kwaks {value}",
	fix_set_eggs: "{duck}: eieren {value}",
	fix_set_name: "{duck}: naam {value}",
	fix_set_pond: "{duck}: vijver {value}",
	fix_set_mission: "{duck}: verkenning {value}",
	potentialN: "op verkenning, potentieel {n}",
	wasBefore: "(was {before})",
	field_number: "Regelgetal",
	field_value: "Nieuwe waarde",
	field_colour: "Kleur (kleine letters)",
	field_from: "Van",
	field_to: "Tot",
	field_table: "Tabel",
	field_item: "Voorwerp",
	field_count: "Hoeveel",
	field_sides: "Zijden van de dobbelsteen (leeg: een vast aantal)",
	field_word: "Woord",
	field_name: "Naam",
	field_duck: "Eend",
	field_potential: "Potentieel (leeg: geen verkenning)",
	field_retrievable: "Mag nu thuiskomen",
	field_holder: "Bezitter",
	field_owner: "Eigenaar",
	field_quacks: "Kwaks",
	ruleChanges: "Regelwijzigingen",
	corrections: "Correcties",
	rowN: "Wijziging {n}",
	changeKind: "Soort wijziging",
	removeRow: "Weghalen",
	addChange: "+ Regelwijziging erbij",
	addFix: "+ Wijziging erbij",
	op_set_number: "Een getal wijzigen",
	op_colour_row: "De getallen van een kleur zetten",
	op_remove_colour_row: "Een kleur schrappen",
	op_loot_row: "Een buitregel zetten",
	op_add_duck_word: "Eendenwoord erbij",
	op_remove_duck_word: "Eendenwoord schrappen",
	op_add_banned_name: "Een naam verbieden",
	op_remove_banned_name: "Een verboden naam weer toestaan",
	op_set_quacks: "Kwaks zetten",
	op_set_eggs: "Eieren zetten",
	op_set_colour: "Kleur zetten",
	op_set_name: "Naam zetten",
	op_set_pond: "Vijver zetten",
	op_set_owner: "Eigenaar zetten",
	op_set_mission: "Verkenning zetten",
	op_set_items: "Voorwerpen zetten",
	op_create_duck: "Een eend maken",
	op_remove_duck: "Een eend verwijderen",
	num_feed_die: "Voerdobbelsteen",
	num_seeds_per_feed: "Zaden per voerbeurt",
	num_seeds_bonus: "Kwaks door zaden",
	num_blood_orange_bonus: "Kleurbonus van de bloedsinaasappel",
	num_feeds_per_period: "Voerbeurten per periode",
	num_standard_step: "Stapgrootte van de standaardaanval",
	num_lay_egg_threshold: "Ei leggen: nodige worp",
	num_hatch_eggs: "Uitbroeden: eieren",
	num_hatch_quacks: "Uitbroeden: kwaks",
	num_scrambler_step: "Goddelijke Husseling: kwaks per Godsei",
	num_steal_threshold: "Stelen: kwaks boven",
	num_cannibal_bonus: "Kannibalismebonus",
	num_disciple_attacks_per_period: "Aanvallen op de discipel per periode",
	num_scout_die: "Verkenningsdobbelsteen",
	num_retrieve_die: "Terughaaldobbelsteen",
	num_retrievals_per_period: "Terughaalpogingen per periode",
	num_bonus_duck_at: "Terughaalworp voor een nieuwe eend",
	num_cut_losses_above: "Verlies beperken: potentieel boven",
	num_cut_losses_gain: "Verlies beperken: kwaks",
	num_melon_adjust: "Meloenaanpassing",
	num_loot_die: "Dobbelsteen van de verkenningsbuit",
	num_disciple_loot_die: "Dobbelsteen van de discipelbuit",
	num_disciple_dice: "Nieuwe discipel: aantal dobbelstenen",
	num_disciple_die: "Nieuwe discipel: dobbelsteen",
	num_ritual_die: "Ritueeldobbelsteen",
	num_perish_reward_die: "Beloningsdobbelsteen als de discipel vergaat",
	num_pond_die: "Vijverdobbelsteen",
	num_pond_on: "Vijverworp voor een nieuwe vijver",
	num_ducks_per_pond: "Eenden per vijver bij de start",
	num_god_egg_limit: "Grens van de Godseieren",
	num_god_eggs_per_sunday: "Godseieren elke zondag",
	num_name_min: "Kortste eendennaam",
	num_name_max: "Langste eendennaam",
	num_upkeep_same: "Onderhoud: verlies per zelfde kleur",
	num_upkeep_other: "Onderhoud: winst per andere kleur",
	num_move_cost: "Kosten van verhuizen",
	num_judge_assents: "Instemmingen voor een rechter",
	num_appointment_days: "Dagen dat een rechtersverzoek geldt",
	num_removal_assents: "Instemmingen om de rechter af te zetten",
	num_confidence_window_hours: "Uren om een uitspraak aan te vechten",
	num_confidence_vote_hours: "Uren van een vertrouwensstemming",
	num_offer_max_days: "Langste aanbod, in dagen",
	nameFor: "Naam voor {duck}",
	forExample: "bijvoorbeeld {example}",
	giveName: "Dopen",
	clearName: "Naam wissen",
	pondFor: "Vijver voor {duck}",
	putInPond: "Daarin zetten",
	todoName: "Geef je eend een naam",
	todoPond: "Kies een vijver voor haar",
	todoPondWhy: "Elke periode wint een eend een kwak voor elke eend van een andere kleur in haar vijver, en verliest er een voor elke eend van haar eigen kleur.",
	todoFeed: "Voer de eend van een ander",
	todoFeedWhy: "Gratis, één keer per periode: hun eend krijgt kwaks.",
	fedThisPeriod: "Klaar: je hebt deze periode gevoerd.",
	goFeed: "Een eend voeren",
	todoVote: "Stem over de voorstellen",
	todoVoteWhy: "{n} voorstellen wachten op je stem.",
	votedAll: "Klaar: je hebt over alle open voorstellen gestemd (wijzigen kan nog).",
	goVote: "Stemmen",
	noPond: "geen vijver",
	childOf: "kind van eend nr. {n}",
	outScouting: "Op verkenning (potentieel {n}).",
	canRetrieve: "Je kunt nu proberen haar thuis te halen.",
	retrieveLater: "Vanaf de volgende periode kan ze thuiskomen.",
	incomplete: "Ze heeft een naam en een vijver nodig voordat ze iets kan doen.",
	thisPeriod: "Deze periode",
	nothingToDo: "Er is nu niets te doen.",
	myDucks: "Mijn eenden",
	myItems: "Mijn spullen",
	noItems: "Nog geen spullen: verkenningen vinden er.",
	allowances: "Voerbeurten over deze periode: {feeds} · aanvallen op de discipel over: {attacks}",
	a_name: "{duck} dopen",
	d_name: "1 tot {max} tekens; geen spelersnaam, en geen naam die een andere eend heeft.",
	a_display_name: "Je spelersnaam wijzigen",
	d_display_name: "Je bent {name}. Tot 40 tekens.",
	yourPlayerName: "Je spelersnaam",
	rename: "Hernoemen",
	a_assign_pond: "{duck} in een vijver zetten",
	d_assign_pond: "Een eend telt pas mee als ze in een vijver woont.",
	a_move: "{duck} verhuizen (nu in vijver {pond})",
	costQuacks: "Kost {n} kwaks",
	d_move: "Naar een andere vijver, waar de kleuren misschien beter passen.",
	toPond: "Naar vijver",
	moveDuck: "Verhuizen",
	fedAlready: "Je hebt deze periode al gevoerd. Volgende kans: {when}.",
	a_feed: "Een eend voeren",
	c_feed: "Gratis, één keer per periode (nog {n})",
	d_feed: "De eend krijgt 1d{die} kwaks; bij de eerste voerbeurt krijgt ze haar kleur.",
	whichDuck: "Welke eend",
	othersDucks: "Eenden van anderen",
	ownWithGrapes: "Je eigen eenden (met druiven)",
	addFruit: "Fruit erbij",
	noFruit: "Geen fruit",
	fruit_grapes: "daarmee mag je je eigen eend voeren",
	fruit_seeds: "kost {seeds}: +{bonus} kwak",
	fruit_blood_orange: "+{orange} op de kleurworp (rood heeft het nodig)",
	fruit_watermelon: "gaat ze deze periode op verkenning, dan mag haar potentieel 1 veranderen",
	feedIt: "Voeren",
	a_standard: "Standaard kwakaanval",
	c_standard: "Kost N kwaks, een veelvoud van {step}",
	d_standard: "Het doelwit verliest N ÷ {step} kwaks.",
	attacker: "Aanvallende eend",
	target: "Doelwit",
	costUpTo: "Kosten (tot {n})",
	targetLoses: "Het doelwit verliest {n} kwaks.",
	discipleNote: "Een aanval op de discipel (één keer per periode) brengt zijn ritueel: een willekeurige eend verliest 1d6.",
	attack: "Aanvallen",
	a_lay_egg: "Ei leggen",
	c_lay_egg: "Kost N kwaks, minstens {low}",
	d_lay_egg: "Gooit een dN: vanaf {low} komt er een ei.",
	eggChance: "Een d{n}: {pct}% kans op een ei.",
	layEgg: "Leggen",
	a_hatch: "Ei uitbroeden",
	c_hatch: "Kost {eggs} ei en {quacks} kwaks",
	d_hatch: "Een nieuw kuiken voor jou, in de kleur van zijn ouder.",
	hatchIt: "Uitbroeden",
	a_scrambler: "Goddelijke Husseling",
	c_scrambler: "Kost N kwaks, een veelvoud van {step}",
	d_scrambler: "Neemt de Eendengod of een speler één Godsei af per {step} kwaks.",
	scramble: "Husselen",
	a_steal: "Eend stelen",
	c_steal: "Kost alle kwaks van de gestolen eend",
	d_steal: "Neemt de EENDENHERTOG een eend met meer dan {n} kwaks af. Niet voor de eendenadel.",
	dukesDuck: "De eend van de HERTOG",
	thief: "Jouw stelende eend",
	stealIt: "Stelen",
	confirmSteal: "{duck} van de EENDENHERTOG stelen? Je eend betaalt al haar kwaks.",
	a_cannibalism: "Kannibalisme",
	d_cannibalism: "Een van je eenden eet een andere op: ze krijgt {n} plus de kwaks van de opgegeten eend. Die is weg.",
	eater: "Eend die eet",
	eaten: "Eend die opgegeten wordt",
	eatIt: "Opeten",
	confirmEat: "{duck} (en haar {n} kwaks) zijn dan voorgoed weg. Doorgaan?",
	a_scout: "Een eend op verkenning sturen",
	d_scout: "Gooit een d{die} voor haar potentieel; vanaf de volgende periode haal je haar thuis voor zoveel kwaks en buit.",
	sendScouting: "Wegsturen",
	a_adjust: "Watermeloen: potentieel aanpassen",
	d_adjust: "Eén keer, deze periode: +{n} of −{n} voor een eend op verkenning die een stuk watermeloen at.",
	a_retrieve: "Een eend van verkenning thuishalen",
	c_once: "Eén keer per periode per eend",
	d_retrieve: "Gooit een d{die}: vanaf het potentieel komt ze thuis met potentieel en buit; vanaf {bonus} vindt ze ook een nieuwe eend.",
	retrieveIt: "Proberen",
	a_cut_losses: "Verlies beperken",
	d_cut_losses: "Bij een potentieel boven {above}: de eend komt meteen thuis met +{gain}, zonder buit.",
	cutIt: "Thuiskomen",
	noActions: "Hier is nu niets te doen.",
	g_names: "Namen",
	gh_names: "je eenden en jij",
	g_ponds: "Vijvers",
	gh_ponds: "waar je eenden wonen",
	g_feed: "Voeren",
	gh_feed: "één keer per periode",
	g_attacks: "Kwakaanvallen",
	gh_attacks: "betaald met kwaks",
	g_scouting: "Verkenning",
	gh_scouting: "een gok voor buit",
	g_trades: "Ruilen",
	gh_trades: "als beiden willen",
	g_proposals: "Voorstellen en stemmen",
	gh_proposals: "de regels veranderen",
	g_judge: "De rechter",
	gh_judge: "beslecht geschillen",
	moreInTabs: "Voorstellen en stemmen staan onder Stemmen, de rechter onder Rechter.",
	youGive: "Jij geeft",
	youAsk: "Je vraagt {name} om",
	holdsN: "heeft {n}",
	nothingToTrade: "Niets te ruilen.",
	offerTo: "Aanbod aan",
	offerExpires: "Geldig tot",
	atPeriodEnd: "het einde van deze periode",
	inDays: "over {n} dagen",
	makeOffer: "Aanbieden",
	offerLine: "{from} biedt {to}: {give}",
	offerFor: "voor {receive}",
	asGift: "als cadeau",
	expiresAt: "tot {when}",
	accept: "Aannemen",
	decline: "Afslaan",
	withdraw: "Intrekken",
	a_offer: "Een ruil aanbieden",
	d_offer: "Spullen, zaden, Godseieren of eenden; er wordt geruild als de ander aanneemt.",
	openOffers: "Open aanbiedingen",
	yourVoteOn: "Je stem over voorstel {n}",
	youVotedFor: "Je stemt voor. Wijzigen kan tot {when}.",
	youVotedAgainst: "Je stemt tegen. Wijzigen kan tot {when}.",
	youHaveNotVoted: "Je hebt nog niet gestemd.",
	changesOnlyNote: "Alleen deze regelwijzigingen: het werkt vanzelf als het wordt aangenomen.",
	editProposal: "Bewerken",
	retract: "Intrekken",
	confirmRetract: "Voorstel {n} intrekken? De stemmen gaan verloren.",
	editNote: "Bewerken trekt het voorstel in en dient het opnieuw in, met een nieuw nummer en een nieuwe stemming.",
	proposalTitle: "Titel (1 tot 100 tekens)",
	proposalText: "Wat moet er veranderen?",
	changesHelp: "Niet verplicht: regelwijzigingen die het spel zelf uitvoert als het voorstel wordt aangenomen (een getal, een kleur- of buitregel, een eendenwoord, een verboden naam). De rest voert de rechter uit.",
	changesOnly: "Deze wijzigingen zijn het hele voorstel (niets voor de rechter)",
	resubmit: "Opnieuw indienen",
	propose: "Voorstellen",
	voteHow: "Voor of tegen; wijzigen kan tot er geteld wordt",
	newProposal: "Een voorstel doen",
	a_propose: "Een regelwijziging voorstellen",
	d_propose: "Er wordt geteld aan het einde van de volgende periode; tot {limit} van jou per periode.",
	decidedProposals: "Onlangs beslist",
	judgeIs: "{name} is de rechter.",
	motionAppoint: "{name} wil rechter worden",
	motionRemove: "{name} stelt voor de rechter af te zetten",
	assentsOf: "{n} van {need} instemmingen ({names})",
	lapses: "vervalt {when}",
	assent: "Instemmen",
	a_ask_judge: "Rechter willen worden",
	d_ask_judge: "{n} andere spelers moeten instemmen.",
	askToBeJudge: "Vragen",
	a_move_removal: "Voorstellen de rechter af te zetten",
	d_move_removal: "{n} spelers (jij telt mee) moeten instemmen.",
	removalWarning: "Een rechter hoort alleen bij misbruik van het ambt te worden afgezet.",
	moveRemoval: "Afzetting voorstellen",
	a_resign: "Aftreden als rechter",
	d_resign: "Je bent meteen geen rechter meer.",
	confirmResign: "Aftreden als rechter?",
	resign: "Aftreden",
	kindQuestion: "Vraag",
	kindStatement: "Bewering",
	byName: "door {name}",
	rulingBy: "Uitspraak van {name}:",
	verdictTrue: "Waar.",
	verdictFalse: "Onwaar.",
	overturned: "vernietigd",
	confidenceUntil: "een vertrouwensstemming kan tot {when}",
	req_open: "wacht op de rechter",
	req_answered: "beantwoord",
	req_withdrawn: "ingetrokken",
	req_lapsed: "vervallen",
	openConfidence: "Vertrouwensstemming vragen",
	requests: "Verzoeken aan de rechter",
	a_request: "De rechter iets vragen",
	d_request: "Een vraag krijgt een antwoord; een bewering krijgt waar of onwaar, met redenen.",
	requestKind: "Soort",
	kindQuestionHelp: "Een vraag",
	kindStatementHelp: "Een bewering (waar of onwaar?)",
	requestText: "Je vraag of bewering",
	fileRequest: "Naar de rechter sturen",
	noRequests: "Nog geen verzoeken.",
	confidenceVotes: "Vertrouwensstemmingen",
	confidenceOn: "Uitspraak {n}, gevraagd door {name}",
	overturnAffirm: "Vernietigen {o} · Bevestigen {a}",
	endsWhen: "eindigt {when}",
	conf_open: "open",
	conf_overturned: "vernietigd",
	conf_affirmed: "de uitspraak blijft",
	overturn: "Vernietigen",
	affirm: "Bevestigen",
	citeRuling: "beroept zich op uitspraak {n}",
	citeProposal: "beroept zich op voorstel {n}",
	citeError: "een fout: {text}",
	corr_pending: "Wacht op bevestiging",
	corr_applied: "Uitgevoerd",
	corr_withdrawn: "Ingetrokken",
	corr_lapsed: "Vervallen",
	corr_reversed: "Teruggedraaid",
	confirmedBy: "bevestigd door {name}",
	reasonIs: "Reden: {reason}",
	confirmIt: "Bevestigen",
	judgesDesk: "Het bureau van de rechter",
	deskHelp: "Je uitspraken zijn bindend. Elke correctie heeft een reden en een verwijzing nodig en is openbaar; een die je eigen eenden of spullen raakt, moet een andere speler bevestigen.",
	toAnswer: "Verzoeken om te beantwoorden",
	verdict: "Oordeel",
	reasons: "Je redenen",
	answerText: "Je antwoord",
	rule: "Uitspraak doen",
	nothingToAnswer: "Er wachten geen verzoeken op je.",
	a_correct: "Een correctie maken",
	d_correct: "Kwaks, eieren, spullen, kleur, naam, vijver, eigenaar of verkenning zetten; een eend maken of verwijderen.",
	reason: "Reden",
	citeKind: "Verwijzing",
	citeKindRuling: "een uitspraak (het nummer)",
	citeKindProposal: "een aangenomen voorstel (het nummer)",
	citeKindError: "een fout (beschrijf die)",
	citeValue: "Nummer of beschrijving",
	applyCorrection: "Uitvoeren",
	toSettle: "Aangenomen voorstellen om uit te voeren",
	settleNote: "Notitie voor de regeltekst",
	settle: "Afhandelen",
	noticesToDismiss: "Meldingen",
	dismiss: "Afvinken",
	noCorrections: "Nog geen correcties.",
	notices: "Meldingen voor de rechter",
	pr_not_hex: "Het zaad is niet hexadecimaal.",
	pr_seed_length: "Het zaad is niet 32 bytes lang.",
	pr_commitment: "SHA-256 van het zaad is niet de gepubliceerde vastlegging.",
	pr_shape: "Een worp bestaat niet uit gehele getallen.",
	pr_numbering: "Worp {n} waar worp {expected} werd verwacht.",
	pr_die: "Worp {n}: een dobbelsteen kan geen {sides} zijden hebben.",
	pr_wrong: "Worp {n} toont {result}; het zaad geeft {expected}.",
	allCheck: "Alle {n} worpen kloppen.",
	someFail: "{n} problemen gevonden.",
	seedMatches: "Het onthulde zaad past bij de vastlegging die bij het begin van de periode werd gepubliceerd.",
	seedDoesNot: "Het onthulde zaad past NIET bij de gepubliceerde vastlegging.",
	partialLog: "Dit apparaat heeft {have} van de {all} worpen van de periode; de host bewaart ze allemaal.",
	commitment: "Vastlegging (SHA-256 van het zaad)",
	seed: "Zaad (seed)",
	seedHidden: "wordt aan het einde van de periode onthuld",
	derivedSeed: "Het zaad van deze periode volgde uit het vorige (een testronde): de worpen waren te voorspellen.",
	rollsN: "{n} worpen",
	rollsHere: "{n} op dit apparaat",
	hideCheck: "Controle verbergen",
	verify: "Worpen controleren",
	verifyLater: "Het zaad wordt aan het einde van de periode onthuld; dan is elke worp te controleren.",
	rollN: "Worp",
	die: "Dobbelsteen",
	result: "Uitkomst",
	cause: "Aanleiding",
	check: "Controle",
	matches: "klopt",
	mismatch: "klopt niet: het zaad geeft {expected}",
	diceHelp: "Elke worp komt uit het geheime zaad van de periode. De host publiceert bij het begin van een periode de vingerafdruk van het zaad (de vastlegging) en onthult het zaad aan het einde: zo kan iedereen elke worp narekenen, ook hier.",
	sections: "Onderdelen",
	toDoN: "{n} te doen",
	tab_ducks: "Mijn eenden",
	tab_act: "Acties",
	tab_votes: "Stemmen",
	tab_judge: "Rechter",
	tab_pond: "Vijver",
	tab_dice: "Worpen",
	areYouSure: "Weet je het zeker?",
	yesDoIt: "Ja, doe het",
	legend: "Wat de tekens betekenen",
	refused: "Geweigerd:",
	needName: "Typ eerst een naam.",
	nameTooLong: "Die naam is te lang: hooguit {max} tekens.",
	pickPond: "Kies een vijver.",
	pickFruit: "Kies fruit dat deze eend mag hebben.",
	pickDuck: "Kies een van je eenden die dit kan.",
	pickTarget: "Kies een doelwit.",
	badCost: "De kosten zijn een veelvoud van {step}, van {step} tot {most}.",
	badCostRange: "De kosten lopen van {low} tot {most}.",
	pickOne: "Kies een van de mogelijkheden.",
	needTitle: "Geef het voorstel een titel.",
	titleTooLong: "De titel is te lang: hooguit {max} tekens.",
	needText: "Schrijf eerst de tekst.",
	textTooLong: "De tekst is te lang: hooguit {max} tekens.",
	badRow: "Wijziging {row} is van een onbekende soort.",
	badField: "Wijziging {row}: vul {field} in.",
	pickPlayer: "Kies een speler.",
	offerEmpty: "Een aanbod geeft iets of vraagt iets.",
	offerGive: "Geef minstens één ding (een cadeau vraagt niets).",
	needVerdict: "Een bewering krijgt waar of onwaar.",
	needChange: "Voeg minstens één wijziging toe.",
	needReason: "Elke correctie heeft een reden nodig.",
	needCite: "Noem een uitspraak of voorstel met het nummer, of beschrijf de fout.",
	quacksN_one: "1 kwak",
	ducksN_one: "1 eend",
	eggsN_one: "1 ei",
	godEggsN_one: "1 Godsei",
	openRequests_one: "1 open verzoek",
	rollsN_one: "1 worp",
	costQuacks_one: "Kost 1 kwak",
	todoVoteWhy_one: "1 voorstel wacht op je stem.",
	inDays_one: "over 1 dag",
	someFail_one: "1 probleem gevonden.",
	allCheck_one: "De ene worp klopt.",
	ev_ponds_one: "De ronde begint met 1 vijver.",
	ev_upkeep_one: "Vijveronderhoud: 1 eend wint of verliest kwaks.",
	ev_attack_scrambler_one: "Eend nr. {duck} van {name} neemt {target} 1 Godsei af.",
	youAreJudge: "Jij bent de rechter.",
	cause_feeding: "voeren van {duck}",
	cause_pond: "vijverworp voor {duck}",
	cause_lay_egg: "ei leggen door {duck}",
	cause_potential: "verkenningspotentieel van {duck}",
	cause_retrieving: "thuishalen van {duck}",
	cause_loot: "{table} voor {name}",
	cause_loot_item: "{table}: {item}",
	cause_disciple_quacks: "de kwaks van de nieuwe discipel",
	cause_disciple_name: "de naam van de nieuwe discipel",
	cause_disciple_name_again: "de naam van de nieuwe discipel, opnieuw",
	cause_ritual_target: "het doelwit van het ritueel",
	cause_ritual_on: "het ritueel op {duck}",
	cause_avenged: "{duck} gewroken",
	what_duck: "eend",
	what_pond: "vijver",
	what_disciple: "discipel",
	how_withdrawn: "ingetrokken",
	how_declined: "afgeslagen",
	how_expired: "verlopen",
	how_lapsed: "vervallen",
	ev_round_started: "Ronde {round} begint.",
	ev_player_joined: "{name} komt bij de vijver.",
	ev_player_left: "{name} verlaat het spel.",
	ev_player_removed: "{name} is uit het spel gehaald.",
	ev_display_name: "{name} heet nu {new}.",
	ev_duck_created_first: "{name} krijgt een eerste eend (nr. {duck}).",
	ev_duck_created_found: "{name} vindt op verkenning een nieuwe eend (nr. {duck})!",
	ev_duck_created_correction: "Een correctie geeft {name} een nieuwe eend (nr. {duck}).",
	ev_duck_hatched: "Eend nr. {parent} broedt een kuiken uit (nr. {duck}) voor {name}.",
	ev_duck_named: "Eend nr. {duck} heet nu {new}.",
	ev_duck_unnamed: "Eend nr. {duck} heeft nu geen naam.",
	ev_name_lost: "Eend nr. {duck} verliest de naam {old}: {reason}.",
	ev_duck_removed: "Eend nr. {duck} verlaat het spel: {reason}.",
	ev_not_created: "Geen nieuwe {what}: {reason}.",
	ev_pond_created: "Er ontstaat een nieuwe vijver: vijver {pond}.",
	ev_ponds: "De ronde begint met {n} vijvers.",
	ev_pond_assigned: "{name} zet eend nr. {duck} in vijver {pond}.",
	ev_duck_moved: "{name} verhuist eend nr. {duck} naar vijver {pond}.",
	ev_coloured: "Eend nr. {duck} wordt {colour}.",
	ev_fed: "{name} voert eend nr. {duck}: +{gain} (gegooid {roll}), nu {quacks} kwaks.",
	ev_fed_fruit: "{name} voert eend nr. {duck} met {fruit}: +{gain} (gegooid {roll}), nu {quacks} kwaks.",
	ev_attack_standard: "Eend nr. {duck} van {name} valt eend nr. {target} aan: −{loss} kwaks (kosten {cost}).",
	ev_attack_egg: "Eend nr. {duck} van {name} legt een ei ({roll} op een d{cost}).",
	ev_attack_no_egg: "Eend nr. {duck} van {name} probeert een ei te leggen: {roll} op een d{cost}, geen ei.",
	ev_attack_hatch: "Eend nr. {duck} van {name} broedt een ei uit.",
	ev_attack_scrambler: "Eend nr. {duck} van {name} neemt {target} {n} Godseieren af.",
	ev_attack_steal: "Eend nr. {duck} van {name} steelt eend nr. {target}!",
	ev_attack_cannibalism: "Eend nr. {duck} van {name} eet eend nr. {target} op: +{gain}.",
	ev_ritual: "Het ritueel van de discipel: eend nr. {duck} verliest {loss} kwaks.",
	ev_ritual_none: "Het ritueel van de discipel vindt geen eend.",
	ev_disciple_created: "Er komt een nieuwe discipel: {name}, met {quacks} kwaks.",
	ev_disciple_perished: "{name} vergaat, verslagen door eend nr. {killer} van {owner}!",
	ev_loot: "{name} vindt {count} × {item} (gegooid {roll}).",
	ev_loot_nothing: "{name} vindt niets (gegooid {roll}).",
	ev_scouted: "{name} stuurt eend nr. {duck} op verkenning (potentieel {potential}).",
	ev_adjusted: "{name} past het potentieel van eend nr. {duck} aan met {by}: nu {potential}.",
	ev_retrieved: "Eend nr. {duck} komt thuis (gegooid {roll}, nodig {potential}).",
	ev_still_out: "Eend nr. {duck} blijft weg (gegooid {roll}, nodig {potential}).",
	ev_cut_losses: "{name} beperkt het verlies: eend nr. {duck} komt thuis met +{gain}.",
	ev_upkeep: "Vijveronderhoud: {n} eenden winnen of verliezen kwaks.",
	ev_title_changed: "{name} is nu {title}!",
	ev_title_vacant: "De titel {title} is vrij ({previous} is hem kwijt).",
	ev_proposal_made: "{name} stelt voor, nr. {n}: {title}.",
	ev_proposal_retracted: "{name} trekt voorstel nr. {n} in.",
	ev_vote_for: "{name} stemt voor voorstel nr. {n}.",
	ev_vote_against: "{name} stemt tegen voorstel nr. {n}.",
	ev_vote_none: "{name} trekt de stem over voorstel nr. {n} in.",
	ev_proposal_failed: "Voorstel nr. {n} ({title}) is verworpen: {for} voor, {against} tegen.",
	ev_proposal_passed: "Voorstel nr. {n} ({title}) is aangenomen, {for} tegen {against}, en geldt.",
	ev_proposal_adopted: "Voorstel nr. {n} ({title}) is aangenomen, {for} tegen {against}; de rechter voert het uit.",
	ev_proposal_settled: "De rechter heeft voorstel nr. {n} uitgevoerd.",
	ev_notice: "Een melding voor de rechter: {text}",
	ev_notice_dismissed: "De rechter vinkt melding {n} af.",
	ev_offer_made: "{name} doet {to} aanbod nr. {n}.",
	ev_offer_closed: "Aanbod nr. {n} is {how}.",
	ev_traded: "{name} en {to} ruilen (aanbod nr. {n}).",
	ev_judge_appointed: "{name} is nu de rechter.",
	ev_judge_removed: "{name} is als rechter afgezet.",
	ev_judge_resigned: "{name} treedt af als rechter.",
	ev_judge_left: "{name} is vertrokken; er is geen rechter.",
	ev_motion_appoint: "{name} wil rechter worden.",
	ev_motion_remove: "{name} stelt voor de rechter af te zetten.",
	ev_motion_lapsed: "Motie {n} is vervallen.",
	ev_assented: "{name} stemt in met motie {n}.",
	ev_request_filed: "{name} vraagt de rechter iets (verzoek nr. {n}).",
	ev_request_closed: "Verzoek nr. {n} is {how}.",
	ev_ruling: "De rechter doet uitspraak over verzoek nr. {n}.",
	ev_confidence_opened: "{name} vraagt een vertrouwensstemming over uitspraak nr. {n}.",
	ev_confidence_vote: "{name} stemt over uitspraak nr. {n}.",
	ev_ruling_fell: "Uitspraak nr. {n} is vernietigd ({o} tegen {a}).",
	ev_ruling_stands: "Uitspraak nr. {n} blijft ({o} tegen {a}).",
	ev_confidence_window_closed: "Uitspraak nr. {n} kan niet meer worden aangevochten.",
	ev_correction: "De rechter maakt correctie nr. {n}: {reason}",
	ev_correction_pending: "De rechter stelt correctie nr. {n} voor, die wacht op bevestiging: {reason}",
	ev_correction_confirmed: "{name} bevestigt correctie nr. {n}.",
	ev_correction_closed: "Correctie nr. {n} is {how}.",
	ev_correction_reversed: "Correctie nr. {n} is teruggedraaid: uitspraak nr. {ruling} is gevallen.",
	ev_period_ended: "{name} ({day}) eindigt; haar zaad wordt onthuld.",
	ev_period_started: "{name} begint ({day}).",
	ev_god_egg: "De Eendengod krijgt een Godsei: {n} van {limit}.",
	ev_round_lost: "De Eendengod heeft {n} Godseieren: iedereen verliest ronde {round}.",
	ev_limits_set: "Het huishouden wijzigt zijn grenzen, vanaf de volgende periode.",
	ev_limits_applied: "De nieuwe grenzen gelden."
}, He = {
	en: {
		...Be,
		...Ie
	},
	de: {
		...ze,
		...Le
	},
	nl: {
		...Ve,
		...Re
	}
};
function Ue(e) {
	return (t, n) => {
		if (n && n.n === 1) {
			let r = `${t}_one`, i = e(r, n);
			if (i !== r) return i;
		}
		return e(t, n);
	};
}
// src/games/duck_pond/ui.ts
var S = (e) => e.view, C = (e) => Ue(e.t);
function We(e) {
	let t = e.mine;
	return t && e.me !== null && t.me ? t : null;
}
function Ge(e) {
	let t = S(e);
	return e.left !== null && typeof t.deadline == "number" ? t.deadline - e.left : Date.now();
}
function w(e, t) {
	return t == null ? C(e)("nobody") : t === e.me ? e.t("you") : T(e, t);
}
function T(e, t) {
	return S(e).seats?.[t]?.name ?? e.seatName(t);
}
function E(e, t, n) {
	return t ? t.name ?? e("unnamed", { n: t.duck }) : e("duckNo", { n: n ?? 0 });
}
function D(e, t) {
	return E(C(e), b(S(e)).get(t), t);
}
function Ke(e, t) {
	let n = C(e), r = t.owner === null ? n("disciple") : w(e, t.owner);
	return `${E(n, t)} (${r}) · ${n("quacksN", { n: t.quacks })}`;
}
var qe = "#disciple", Je = {
	yellow: "#ffd43b",
	green: "#69db7c",
	blue: "#4dabf7",
	red: "#ff6b6b"
};
function Ye(e) {
	if (e === null) return "#f1f3f5";
	if (e === "#disciple") return "#5f3dc4";
	let t = Je[e];
	if (t) return t;
	let n = 0;
	for (let t of e) n = (n * 31 + t.charCodeAt(0)) % 360;
	return `hsl(${n} 70% 65%)`;
}
function O(e, t) {
	if (t === null) return e("uncoloured");
	let n = `colour_${t}`, r = e(n);
	return r === n ? t : r;
}
function k(e, t, n) {
	let r = e(`item_${t}`);
	return n === void 0 ? r : `${n} × ${r}`;
}
function Xe(e, t) {
	return e(`title_${t}`);
}
function A(e, t = "pd-duck") {
	return r`<span class=${t} style="--_duck:${Ye(e)}">${i("ic")}</span>`;
}
var Ze = n`<svg class="ic" viewBox="0 0 24 24" aria-hidden="true"><path d="M4 10.5C4 6.9 7.6 5 12 5s8 1.9 8 5.5c0 1-.6 1.7-1.5 2V19H5.5v-6.5C4.6 12.2 4 11.5 4 10.5z" fill="#e8a33d" stroke="#9c5b12" stroke-width="1.2"/><path d="M8 9.5l1.5 1.5M11.5 9l1.5 1.5M15 9.5l1.5 1.5" stroke="#9c5b12" stroke-width="1.2" stroke-linecap="round"/></svg>`;
function Qe(e) {
	return r`<svg class="egg ${e ? "on" : ""}" viewBox="0 0 20 26" aria-hidden="true">
    <path d="M10 1C5 1 1 9.5 1 15.5 1 21 5 25 10 25s9-4 9-9.5C19 9.5 15 1 10 1z" />
  </svg>`;
}
function $e(e, t) {
	return r`<span class="tag pd-title ${t}">${Xe(e, t)}</span>`;
}
function j(e, t, n, r = !0, i = {}) {
	"problem" in n ? e.setBoard({
		...e.board,
		problem: {
			key: t,
			text: C(e)(n.problem, n.params)
		}
	}) : (e.setBoard({
		...e.board,
		sent: t,
		problem: null,
		open: r ? null : e.board.open,
		confirm: null,
		...i
	}), e.act(n.action));
}
function M(e, t, n, r) {
	if ("problem" in n) return j(e, t, n);
	e.setBoard({
		...e.board,
		confirm: {
			action: n.action,
			key: t,
			text: r
		}
	});
}
function N(t, n) {
	let i = t.board.problem;
	return i && i.key === n ? r`<p class="pd-note warn" role="status">${i.text}</p>` : t.refusal && t.board.sent === n ? r`<p class="pd-note refused">${C(t)("refused")} ${t.refusal}</p>` : e;
}
function P(e) {
	e.preventDefault();
	let t = e.target, n = {};
	for (let [e, r] of new FormData(t).entries()) n[e] = typeof r == "string" ? r : "";
	return n;
}
function F(t, n, i) {
	let a = t.board.open === n;
	return r`<li class="pd-action ${a ? "open" : ""}">
    <button class="pd-row" aria-expanded=${a ? "true" : "false"} @click=${() => t.setBoard({
		...t.board,
		open: a ? null : n,
		problem: null
	})}>
      ${i.icon ?? e}
      <span class="pd-what"><b>${i.title}</b><small class="pd-cost">${i.cost}</small><small>${i.does}</small></span>
      <span class="pd-chev" aria-hidden="true">${a ? "▴" : "▾"}</span>
    </button>
    ${a ? r`<div class="pd-form">${i.body()}</div>` : e} ${a ? e : N(t, n)}
  </li>`;
}
function I(e, t, n, i, a) {
	return r`<label class="pd-field"
    ><span>${t}</span>
    <select name=${e} aria-label=${t} @change=${(e) => a?.(e.target.value)}>
      ${n.map((e) => r`<option value=${String(e.value)} ?selected=${String(e.value) === String(i ?? n[0]?.value)}>${e.label}</option>`)}
    </select></label
  >`;
}
function L(e, t, n) {
	let r = e.board.picks[t];
	return r !== void 0 && n.map(String).includes(r) ? r : String(n[0] ?? "");
}
function R(e, t, n) {
	e.setBoard({
		...e.board,
		picks: {
			...e.board.picks,
			[t]: n
		},
		problem: null
	});
}
function z(e, t = "primary") {
	return r`<button class="btn ${t}" type="submit">${e}</button>`;
}
// src/games/duck_pond/ducks.ts
function et(t, n, i, a) {
	let o = C(t), s = Fe(n.legal, "name", i), c = x(n, n.seat).find((e) => e.duck === i), l = n.rules?.numbers?.name_max ?? 140, u = typeof s?.example == "string" ? s.example : "";
	return r`<form class="pd-inline" @submit=${(e) => j(t, a, ee(i, P(e).name ?? "", l))}>
      <label class="pd-field grow"
        ><span>${o("nameFor", { duck: E(o, c) })}</span>
        <input name="name" type="text" maxlength=${l} autocomplete="off" placeholder=${u ? o("forExample", { example: u }) : ""} />
      </label>
      ${z(o("giveName"))}
      ${c?.name ? r`<button class="btn ghost" type="button" @click=${() => j(t, a, ee(i, null, l))}>${o("clearName")}</button>` : e}
    </form>
    ${N(t, a)}`;
}
function tt(e, t, n, i) {
	let a = C(e), o = Fe(t.legal, "assign_pond", n);
	if (!o) return r``;
	let s = Number(o.ponds) || 0, c = (e) => {
		let n = t.ponds?.[e - 1], r = [...new Set((n?.ducks ?? []).map((e) => O(a, e.colour)))].join(", ");
		return n && n.ducks.length ? `${a("pondN", { n: e })}: ${a("ducksN", { n: n.ducks.length })} (${r})` : `${a("pondN", { n: e })}: ${a("emptyPond")}`;
	};
	return r`<form class="pd-inline" @submit=${(t) => j(e, i, ne(o, _(P(t).pond)))}>
      <label class="pd-field grow"
        ><span>${a("pondFor", { duck: nt(e, t, n) })}</span>
        <select name="pond" aria-label=${a("pondFor", { duck: nt(e, t, n) })}>
          ${Array.from({ length: s }, (e, t) => r`<option value=${t + 1}>${c(t + 1)}</option>`)}
        </select>
      </label>
      ${z(a("putInPond"))}
    </form>
    ${N(e, i)}`;
}
function nt(e, t, n) {
	return E(C(e), x(t, t.seat).find((e) => e.duck === n), n);
}
function rt(t, n, i, a) {
	let o = C(t), s = (e, n) => () => t.setBoard({
		...t.board,
		tab: e,
		open: n,
		problem: null
	}), c;
	switch (i.kind) {
		case "name":
			c = r`<b>${o("todoName")}</b>${et(t, n, i.duck, `name:${i.duck}`)}`;
			break;
		case "pond":
			c = r`<b>${o("todoPond")}</b><small>${o("todoPondWhy")}</small>${tt(t, n, i.duck, `pond:${i.duck}`)}`;
			break;
		case "feed":
			c = r`<b>${o("todoFeed")}</b><small>${i.done ? o("fedThisPeriod") : o("todoFeedWhy")}</small>
        ${i.done ? e : r`<button class="btn" @click=${s("act", "feed")}>${o("goFeed")}</button>`}`;
			break;
		case "vote": c = r`<b>${o("todoVote")}</b><small>${i.done ? o("votedAll") : o("todoVoteWhy", { n: i.proposals.length })}</small>
        ${i.done ? e : r`<button class="btn" @click=${s("votes", null)}>${o("goVote")}</button>`}`;
	}
	return r`<li class="pd-todo ${i.done ? "done" : ""}">
    <span class="pd-step" aria-hidden="true">${i.done ? "✓" : a + 1}</span>
    <div class="pd-todo-body">${c}</div>
  </li>`;
}
function it(t, n) {
	let i = C(t), a = [
		n.pond === null ? i("noPond") : i("pondN", { n: n.pond }),
		O(i, n.colour),
		i("quacksN", { n: n.quacks }),
		...n.eggs ? [i("eggsN", { n: n.eggs })] : [],
		...n.parent === null ? [] : [i("childOf", { n: n.parent })]
	];
	return r`<li class="pd-mine">
    ${A(n.colour, "pd-duck big")}
    <span class="pd-chip-text">
      <b class=${n.name ? "" : "unnamed"}>${E(i, n)}</b>
      <small>${a.join(" · ")}</small>
      ${n.scouting ? r`<small class="pd-scout-line"
            >${i("outScouting", { n: n.scouting.potential })} ${n.scouting.retrievable ? i("canRetrieve") : i("retrieveLater")}</small
          >` : e}
      ${n.complete ? e : r`<small class="pd-warn-line">${i("incomplete")}</small>`}
    </span>
  </li>`;
}
function at(e, t) {
	let n = C(e), i = t.me?.items, o = Pe(t), s = x(S(e), t.seat), c = a.filter((e) => (i?.[e] ?? 0) > 0);
	return r`<section class="pd-section" aria-labelledby="pd-todo-h">
      <h3 id="pd-todo-h">${n("thisPeriod")}</h3>
      ${o.length ? r`<ol class="pd-todos">${o.map((n, r) => rt(e, t, n, r))}</ol>` : r`<p class="pd-empty">${n("nothingToDo")}</p>`}
    </section>
    <section class="pd-section" aria-labelledby="pd-mine-h">
      <h3 id="pd-mine-h">${n("myDucks")} <small>${n("ducksN", { n: s.length })}</small></h3>
      <ul class="pd-mines">
        ${s.map((t) => it(e, t))}
      </ul>
    </section>
    <section class="pd-section" aria-labelledby="pd-items-h">
      <h3 id="pd-items-h">${n("myItems")}</h3>
      ${c.length ? r`<ul class="pd-items">
            ${c.map((e) => r`<li><b>${i[e]}</b> ${k(n, e)}</li>`)}
          </ul>` : r`<p class="pd-empty">${n("noItems")}</p>`}
      <p class="pd-allow">${n("allowances", {
		feeds: t.me?.allowances.feeds ?? 0,
		attacks: t.me?.allowances.disciple_attacks ?? 0
	})}</p>
    </section>`;
}
// src/games/duck_pond/time.ts
var ot = 6e4, st = 60 * ot, ct = 24 * st;
function B(e, t) {
	return t.endsWith("/2") ? e("periodTwo") : e("periodOne");
}
function lt(e, t) {
	if (t <= 0) return e("endsNow");
	let n = Math.floor(t / ct), r = Math.floor(t % ct / st);
	return n > 0 ? e("leftDays", {
		d: n,
		h: r
	}) : r > 0 ? e("leftHours", {
		h: r,
		m: Math.floor(t % st / ot)
	}) : e("leftMinutes", { m: Math.max(1, Math.ceil(t / ot)) });
}
function ut(e, t, n, r) {
	let i = {
		hourCycle: "h23",
		...r
	};
	try {
		return new Intl.DateTimeFormat(e, {
			...i,
			timeZone: t
		}).format(n);
	} catch {
		return `${new Intl.DateTimeFormat(e, {
			...i,
			timeZone: "UTC"
		}).format(n)} UTC`;
	}
}
function V(e, t, n) {
	return ut(e, t, n, {
		weekday: "long",
		hour: "2-digit",
		minute: "2-digit"
	});
}
function dt(e, t, n) {
	return ut(e, t, n, {
		weekday: "short",
		day: "numeric",
		month: "short",
		hour: "2-digit",
		minute: "2-digit"
	});
}
function ft(e, t, n) {
	let r = (t) => ut(e, n, t, {
		weekday: "short",
		day: "numeric",
		month: "short"
	});
	return `${r(t.start)} – ${r(t.end - 1)}`;
}
// src/games/duck_pond/trades.ts
var pt = 864e5, mt = [
	1,
	2,
	3,
	6
];
function ht(e, t) {
	return "duck" in t ? D(e, t.duck) : k(C(e), t.item, t.count);
}
function gt(e, t) {
	let n = {};
	for (let r of a) {
		let i = _(e[`${t}.${r}`]);
		i && i > 0 && (n[r] = i);
	}
	return {
		items: n,
		ducks: Object.keys(e).filter((e) => e.startsWith(`${t}.duck.`)).map((e) => Number(e.slice(`${t}.duck.`.length)))
	};
}
function _t(t, n, i, o) {
	let s = C(t), c = n.seats?.[i]?.items, l = x(n, i).filter((e) => e.complete && !e.scouting), u = a.filter((e) => (c?.[e] ?? 0) > 0);
	return r`<fieldset class="pd-choices">
    <legend>${o === "give" ? s("youGive") : s("youAsk", { name: w(t, i) })}</legend>
    ${u.map((e) => r`<label class="pd-field row"
        ><span>${k(s, e)} <small>(${s("holdsN", { n: c[e] })})</small></span>
        <input name=${`${o}.${e}`} type="number" inputmode="numeric" min="0" max=${c[e]} value="0"
      /></label>`)}
    ${l.map((e) => r`<label class="pd-check"><input type="checkbox" name=${`${o}.duck.${e.duck}`} value="1" /> ${D(t, e.duck)} (${s("quacksN", { n: e.quacks })})</label>`)}
    ${u.length || l.length ? e : r`<small>${s("nothingToTrade")}</small>`}
  </fieldset>`;
}
function vt(e, t) {
	let n = C(e), i = "offer", a = (t.seats ?? []).filter((e) => e.active && e.seat !== t.seat).map((e) => e.seat), o = Number(L(e, "offer.to", a)), s = Ge(e);
	return r`<form
      class="pd-stack"
      @submit=${(t) => {
		let n = P(t), r = _(n.expires), a = r ? Math.floor((s + r * pt) / 6e4) * 6e4 : null;
		j(e, i, we(o, gt(n, "give"), gt(n, "receive"), a));
	}}
    >
      ${I("to", n("offerTo"), a.map((t) => ({
		value: t,
		label: w(e, t)
	})), o, (t) => R(e, "offer.to", t))}
      ${_t(e, t, t.seat, "give")} ${_t(e, t, o, "receive")}
      ${I("expires", n("offerExpires"), [{
		value: "",
		label: n("atPeriodEnd")
	}, ...mt.map((e) => ({
		value: e,
		label: n("inDays", { n: e })
	}))])}
      ${z(n("makeOffer"))}
    </form>
    ${N(e, i)}`;
}
function yt(t, n) {
	let i = C(t), a = t.view, o = n.give.map((e) => ht(t, e)).join(", ") || i("nothing"), s = n.receive.map((e) => ht(t, e)).join(", "), c = m(a.legal ?? [], "accept"), l = m(a.legal ?? [], "decline"), u = m(a.legal ?? [], "withdraw"), d = `offer:${n.offer}`, f = (i, a, o = "") => i && g(i, "offers").includes(n.offer) ? r`<button class="btn small ${o}" @click=${() => j(t, d, y(i, "offers", "offer", n.offer))}>${a}</button>` : e;
	return r`<li class="pd-offer">
    <span
      ><b>#${n.offer}</b> ${i("offerLine", {
		from: T(t, n.seat),
		to: T(t, n.to),
		give: o
	})}
      ${s ? i("offerFor", { receive: s }) : i("asGift")}
      <small>${i("expiresAt", { when: dt(t.lang, a.time_zone, n.expires) })}</small></span
    >
    <span class="row-actions">${f(c, i("accept"), "primary")} ${f(l, i("decline"))} ${f(u, i("withdraw"))}</span>
    ${N(t, d)}
  </li>`;
}
function bt(e, t) {
	let n = C(e), i = [];
	m(t.legal, "offer") && i.push(F(e, "offer", {
		title: n("a_offer"),
		cost: n("free"),
		does: n("d_offer"),
		body: () => vt(e, t)
	}));
	let a = t.offers ?? [];
	return a.length && i.push(r`<li class="pd-offers">
      <h4>${n("openOffers")}</h4>
      <ul>
        ${a.map((t) => yt(e, t))}
      </ul>
    </li>`), i;
}
// src/games/duck_pond/act.ts
var H = (e, t, n) => e.rules?.numbers?.[t] ?? n;
function U(e, t) {
	let n = b(e.view);
	return t.map((t) => {
		let r = n.get(t);
		return {
			value: t,
			label: r ? Ke(e, r) : D(e, t)
		};
	});
}
function W(e, t, n, i, a, o, s) {
	let c = g(t, i);
	return r`<form class="pd-inline" @submit=${(r) => j(e, n, y(t, i, a, _(P(r)[a]) ?? -1))}>
      ${I(a, o, U(e, c))} ${z(s)}
    </form>
    ${N(e, n)}`;
}
function xt(e, t) {
	let n = C(e), i = H(t, "name_max", 140), a = p(t.legal, "name").map((r) => {
		let a = Number(r.duck), o = `name:${a}`;
		return F(e, o, {
			title: n("a_name", { duck: D(e, a) }),
			cost: n("free"),
			does: n("d_name", { max: i }),
			body: () => et(e, t, a, o)
		});
	});
	if (m(t.legal, "display_name")) {
		let i = "display_name";
		a.push(F(e, i, {
			title: n("a_display_name"),
			cost: n("free"),
			does: n("d_display_name", { name: t.me?.name ?? "" }),
			body: () => r`<form class="pd-inline" @submit=${(t) => j(e, i, te(P(t).name ?? ""))}>
              <label class="pd-field grow"><span>${n("yourPlayerName")}</span><input name="name" type="text" maxlength="40" autocomplete="nickname" /></label>
              ${z(n("rename"))}
            </form>
            ${N(e, i)}`
		}));
	}
	return a;
}
function St(e, t) {
	let n = C(e), i = p(t.legal, "assign_pond").map((r) => {
		let i = Number(r.duck), a = `pond:${i}`;
		return F(e, a, {
			title: n("a_assign_pond", { duck: D(e, i) }),
			cost: n("free"),
			does: n("d_assign_pond"),
			body: () => tt(e, t, i, a)
		});
	});
	for (let a of p(t.legal, "move")) {
		let o = Number(a.duck), s = `move:${o}`, c = Number(a.pond), l = Array.from({ length: Number(a.ponds) || 0 }, (e, t) => t + 1).filter((e) => e !== c);
		i.push(F(e, s, {
			title: n("a_move", {
				duck: D(e, o),
				pond: c
			}),
			cost: n("costQuacks", { n: Math.max(1, H(t, "move_cost", 1)) }),
			does: n("d_move"),
			body: () => r`<form class="pd-inline" @submit=${(t) => j(e, s, re(a, _(P(t).pond)))}>
              ${I("pond", n("toPond"), l.map((e) => ({
				value: e,
				label: n("pondN", { n: e })
			})))}
              ${z(n("moveDuck"))}
            </form>
            ${N(e, s)}`
		}));
	}
	return i;
}
function Ct(t, n) {
	let i = C(t), a = p(n.legal, "feed"), o = H(n, "feed_die", 6);
	if (!a.length) {
		let e = V(t.lang, n.time_zone, n.period.end);
		return n.me && n.me.allowances.feeds === 0 ? [r`<li class="pd-empty">${i("fedAlready", { when: e })}</li>`] : [];
	}
	let s = "feed", c = b(n), l = a.map((e) => Number(e.duck)), u = Number(L(t, "feed.duck", l)), d = a.find((e) => e.duck === u) ?? a[0], f = d.fruit ?? [null], m = l.filter((e) => c.get(e)?.owner !== n.seat), h = l.filter((e) => c.get(e)?.owner === n.seat), g = (e) => {
		let n = c.get(e);
		return n ? Ke(t, n) : D(t, e);
	}, _ = (e) => e === null ? i("noFruit") : `${k(i, e)}: ${i(`fruit_${e}`, {
		seeds: H(n, "seeds_per_feed", 10),
		bonus: H(n, "seeds_bonus", 1),
		orange: H(n, "blood_orange_bonus", 3)
	})}`;
	return [F(t, s, {
		title: i("a_feed"),
		cost: i("c_feed", { n: n.me?.allowances.feeds ?? 0 }),
		does: i("d_feed", { die: o }),
		body: () => r`<form class="pd-stack" @submit=${(e) => j(t, s, ie(d, P(e).fruit || null))}>
            <label class="pd-field"
              ><span>${i("whichDuck")}</span>
              <select name="duck" aria-label=${i("whichDuck")} @change=${(e) => R(t, "feed.duck", e.target.value)}>
                ${m.length ? r`<optgroup label=${i("othersDucks")}>${m.map((e) => r`<option value=${e} ?selected=${e === u}>${g(e)}</option>`)}</optgroup>` : e}
                ${h.length ? r`<optgroup label=${i("ownWithGrapes")}>${h.map((e) => r`<option value=${e} ?selected=${e === u}>${g(e)}</option>`)}</optgroup>` : e}
              </select></label
            >
            <fieldset class="pd-choices">
              <legend>${i("addFruit")}</legend>
              ${f.map((e, t) => r`<label class="pd-radio"><input type="radio" name="fruit" value=${e ?? ""} ?checked=${t === 0} /> ${_(e)}</label>`)}
            </fieldset>
            ${z(i("feedIt"))}
          </form>
          ${N(t, s)}`
	})];
}
function wt(e, t, n) {
	let i = e.board.picks[t] ?? String(n.min);
	return r`<label class="pd-field"
    ><span>${n.label}</span>
    <input
      name="cost"
      type="number"
      inputmode="numeric"
      min=${n.min}
      max=${n.max}
      step=${n.step}
      .value=${i}
      @input=${(n) => R(e, t, n.target.value)}
  /></label>`;
}
function Tt(e, t, n, r) {
	let i = h(t, "ducks"), a = Number(L(e, n, i.map(([e]) => e)));
	return {
		duck: a,
		most: i.find(([e]) => e === a)?.[1] ?? 0,
		field: I("duck", r, U(e, i.map(([e]) => e)), a, (t) => R(e, n, t))
	};
}
function Et(t, n) {
	let i = C(t), a = [], o = b(n), c = m(n.legal, "standard");
	if (c) {
		let o = "standard", s = Number(c.step) || 2;
		a.push(F(t, o, {
			title: i("a_standard"),
			cost: i("c_standard", { step: s }),
			does: i("d_standard", { step: s }),
			body: () => {
				let a = Tt(t, c, "standard.duck", i("attacker")), l = g(c, "targets").filter((e) => e !== a.duck), u = _(t.board.picks["standard.cost"] ?? String(s)) ?? s;
				return r`<form
              class="pd-stack"
              @submit=${(e) => {
					let n = P(e);
					j(t, o, oe(c, a.duck, _(n.target) ?? -1, _(n.cost)));
				}}
            >
              ${a.field} ${I("target", i("target"), U(t, l))}
              ${wt(t, "standard.cost", {
					min: s,
					max: a.most,
					step: s,
					label: i("costUpTo", { n: a.most })
				})}
              <small>${i("targetLoses", { n: Math.floor(u / s) })}</small>
              ${l.includes(n.disciple?.duck ?? -1) ? r`<small>${i("discipleNote")}</small>` : e} ${z(i("attack"))}
            </form>
            ${N(t, o)}`;
			}
		}));
	}
	let l = m(n.legal, "lay_egg");
	if (l) {
		let e = "lay_egg", n = Number(l.min) || 10;
		a.push(F(t, e, {
			title: i("a_lay_egg"),
			cost: i("c_lay_egg", { low: n }),
			does: i("d_lay_egg", { low: n }),
			body: () => {
				let a = Tt(t, l, "lay.duck", i("whichDuck")), o = _(t.board.picks["lay.cost"] ?? String(n)) ?? n;
				return r`<form class="pd-stack" @submit=${(n) => j(t, e, se(l, a.duck, _(P(n).cost)))}>
              ${a.field} ${wt(t, "lay.cost", {
					min: n,
					max: a.most,
					step: 1,
					label: i("costUpTo", { n: a.most })
				})}
              <small>${i("eggChance", {
					n: o,
					pct: Math.round(ce(o, n) * 100)
				})}</small>
              ${z(i("layEgg"))}
            </form>
            ${N(t, e)}`;
			}
		}));
	}
	let u = m(n.legal, "hatch");
	if (u) {
		let e = "hatch";
		a.push(F(t, e, {
			title: i("a_hatch"),
			cost: i("c_hatch", {
				eggs: H(n, "hatch_eggs", 1),
				quacks: H(n, "hatch_quacks", 5)
			}),
			does: i("d_hatch"),
			body: () => W(t, u, e, "ducks", "duck", i("whichDuck"), i("hatchIt"))
		}));
	}
	let d = m(n.legal, "scrambler");
	if (d) {
		let e = "scrambler", n = Number(d.step) || 20;
		a.push(F(t, e, {
			title: i("a_scrambler"),
			cost: i("c_scrambler", { step: n }),
			does: i("d_scrambler", { step: n }),
			body: () => {
				let a = Tt(t, d, "scr.duck", i("attacker")), o = h(d, "targets"), c = L(t, "scr.target", o.map(([e]) => e)), l = o.find(([e]) => String(e) === c)?.[1] ?? 0, u = Math.min(a.most, l * n);
				return r`<form
              class="pd-stack"
              @submit=${(n) => {
					let r = P(n).target ?? "";
					j(t, e, le(d, a.duck, r === "duck_god" ? s : _(r) ?? -1, _(P(n).cost)));
				}}
            >
              ${a.field}
              ${I("target", i("target"), o.map(([e, n]) => ({
					value: e,
					label: `${e === "duck_god" ? i("duckGod") : w(t, Number(e))}: ${i("godEggsN", { n })}`
				})), c, (e) => R(t, "scr.target", e))}
              ${wt(t, "scr.cost", {
					min: n,
					max: u,
					step: n,
					label: i("costUpTo", { n: u })
				})} ${z(i("scramble"))}
            </form>
            ${N(t, e)}`;
			}
		}));
	}
	let f = m(n.legal, "steal");
	if (f) {
		let e = "steal";
		a.push(F(t, e, {
			title: i("a_steal"),
			cost: i("c_steal"),
			does: i("d_steal", { n: H(n, "steal_threshold", 10) }),
			body: () => {
				let n = h(f, "targets").filter(([e]) => ue(f, e).length), a = Number(L(t, "steal.target", n.map(([e]) => e))), o = ue(f, a);
				return r`<form
              class="pd-stack"
              @submit=${(n) => {
					let r = de(f, _(P(n).duck) ?? -1, a);
					M(t, e, r, i("confirmSteal", { duck: D(t, a) }));
				}}
            >
              ${I("target", i("dukesDuck"), U(t, n.map(([e]) => e)), a, (e) => R(t, "steal.target", e))}
              ${I("duck", i("thief"), U(t, o))} ${z(i("stealIt"), "danger")}
            </form>
            ${N(t, e)}`;
			}
		}));
	}
	let p = m(n.legal, "cannibalism");
	if (p) {
		let e = "cannibalism";
		a.push(F(t, e, {
			title: i("a_cannibalism"),
			cost: i("free"),
			does: i("d_cannibalism", { n: H(n, "cannibal_bonus", 10) }),
			body: () => {
				let n = g(p, "ducks"), a = Number(L(t, "can.duck", n)), s = g(p, "targets").filter((e) => e !== a);
				return r`<form
              class="pd-stack"
              @submit=${(n) => {
					let r = _(P(n).target) ?? -1, s = o.get(r);
					M(t, e, fe(p, a, r), i("confirmEat", {
						duck: D(t, r),
						n: s?.quacks ?? 0
					}));
				}}
            >
              ${I("duck", i("eater"), U(t, n), a, (e) => R(t, "can.duck", e))}
              ${I("target", i("eaten"), U(t, s))} ${z(i("eatIt"), "danger")}
            </form>
            ${N(t, e)}`;
			}
		}));
	}
	return a;
}
function Dt(e, t) {
	let n = C(e), i = [], a = m(t.legal, "scout");
	a && i.push(F(e, "scout", {
		title: n("a_scout"),
		cost: n("free"),
		does: n("d_scout", { die: H(t, "scout_die", 12) }),
		body: () => W(e, a, "scout", "ducks", "duck", n("whichDuck"), n("sendScouting"))
	}));
	let o = m(t.legal, "adjust");
	if (o) {
		let a = "adjust", s = H(t, "melon_adjust", 1);
		i.push(F(e, a, {
			title: n("a_adjust"),
			cost: n("free"),
			does: n("d_adjust", { n: s }),
			body: () => r`<form
              class="pd-inline"
              @submit=${(t) => {
				let n = P(t), r = y(o, "ducks", "duck", _(n.duck) ?? -1), i = t.submitter?.getAttribute("value") === "-1" ? -1 : 1;
				j(e, a, "action" in r ? { action: {
					...r.action,
					by: i
				} } : r);
			}}
            >
              ${I("duck", n("whichDuck"), U(e, g(o, "ducks")))}
              <button class="btn" type="submit" value="1">+${s}</button><button class="btn" type="submit" value="-1">−${s}</button>
            </form>
            ${N(e, a)}`
		}));
	}
	let s = m(t.legal, "retrieve");
	s && i.push(F(e, "retrieve", {
		title: n("a_retrieve"),
		cost: n("c_once"),
		does: n("d_retrieve", {
			die: H(t, "retrieve_die", 12),
			bonus: H(t, "bonus_duck_at", 12)
		}),
		body: () => W(e, s, "retrieve", "ducks", "duck", n("whichDuck"), n("retrieveIt"))
	}));
	let c = m(t.legal, "cut_losses");
	return c && i.push(F(e, "cut_losses", {
		title: n("a_cut_losses"),
		cost: n("c_once"),
		does: n("d_cut_losses", {
			above: H(t, "cut_losses_above", 9),
			gain: H(t, "cut_losses_gain", 1)
		}),
		body: () => W(e, c, "cut_losses", "ducks", "duck", n("whichDuck"), n("cutIt"))
	})), i;
}
var Ot = [
	"names",
	"ponds",
	"feed",
	"attacks",
	"scouting",
	"trades"
];
function kt(t, n) {
	let i = C(t), a = f(n.legal), o = {
		names: xt(t, n),
		ponds: St(t, n),
		feed: Ct(t, n),
		attacks: Et(t, n),
		scouting: Dt(t, n),
		trades: bt(t, n)
	}, s = Ot.some((e) => o[e].length);
	return r`${s ? e : r`<p class="pd-empty">${i("noActions")}</p>`}
  ${Ot.map((t) => o[t].length ? r`<section class="pd-section pd-group" aria-labelledby=${`pd-g-${t}`}>
          <h3 id=${`pd-g-${t}`}>${i(`g_${t}`)} <small>${i(`gh_${t}`)}</small></h3>
          <ul class="pd-actions">
            ${o[t]}
          </ul>
        </section>` : e)}
  ${a.get("proposals").length || a.get("judge").length ? r`<p class="pd-more">${i("moreInTabs")}</p>` : e}`;
}
// node_modules/@noble/hashes/utils.js
function At(e) {
	return e instanceof Uint8Array || ArrayBuffer.isView(e) && e.constructor.name === "Uint8Array" && "BYTES_PER_ELEMENT" in e && e.BYTES_PER_ELEMENT === 1;
}
var jt = (e) => e ? `"${e}" ` : "";
function Mt(e, t = "") {
	if (typeof e != "number") throw TypeError(jt(t) + "expected number, got " + typeof e);
	if (!Number.isSafeInteger(e) || e < 0) throw RangeError(jt(t) + "expected integer >= 0, got " + e);
	return e;
}
function Nt(e, t, n = "") {
	if (At(e) && (t === void 0 || e.length === t)) return e;
	t !== void 0 && Mt(t, "length");
	let r = At(e), i = t === void 0 ? "" : ` of length ${t}`, a = r ? `length=${e.length}` : `type=${typeof e}`, o = jt(n) + "expected Uint8Array" + i + ", got " + a;
	throw r ? RangeError(o) : TypeError(o);
}
function Pt(e) {
	if (typeof e != "function" || typeof e.create != "function") throw TypeError("expected hash wrapped by utils.createHasher");
	if (Mt(e.outputLen), Mt(e.blockLen), e.outputLen < 1 || e.blockLen < 1) throw Error("hash blockLen / outputLen must be >= 1");
}
var Ft = (e, t) => {
	if (typeof e != "object" || !e || Array.isArray(e)) throw TypeError((t === "object" ? "" : `"${t}" `) + "expected object, got type=" + typeof e);
}, It = (e, t) => {
	Ft(e, t);
	let n = Object.getPrototypeOf(e);
	if (n !== Object.prototype && n !== null) throw TypeError(`"${t}" expected plain object`);
	if (Object.hasOwn(e, "__proto__")) throw TypeError(`"${t}.__proto__" is not allowed`);
};
function Lt(e, t = !0) {
	if (e.destroyed) throw Error("hash was destroyed");
	if (t && e.finished) throw Error("digest() was already called");
}
function Rt(e, t) {
	Nt(e, void 0, "output");
	let n = t.outputLen;
	if (!(e.length >= n)) throw RangeError("\"output\" expected length >= " + n);
}
function zt(...e) {
	for (let t = 0; t < e.length; t++) e[t].fill(0);
}
function Bt(e) {
	return new DataView(e.buffer, e.byteOffset, e.byteLength);
}
function G(e, t) {
	return e << 32 - t | e >>> t;
}
function Vt(e, t, n = "opts") {
	return It(e, "defaults"), t !== void 0 && It(t, n), Object.assign(Object.create(null), e, t);
}
function Ht(e, t = {}) {
	if (typeof e != "function") throw TypeError("\"hashCons\" expected function, got type=" + typeof e);
	t = Vt({}, t, "info");
	let n = (t, n) => e(n).update(t).digest(), r = e(void 0);
	return n.outputLen = r.outputLen, n.blockLen = r.blockLen, n.canXOF = r.canXOF, n.create = (t) => e(t), Object.assign(n, t), Object.freeze(n);
}
var Ut = (e) => ({ oid: Uint8Array.from([
	6,
	9,
	96,
	134,
	72,
	1,
	101,
	3,
	4,
	2,
	e
]) });
// \0@oxc-project+runtime@0.156.0/helpers/esm/typeof.js
function K(e) {
	"@babel/helpers - typeof";
	return K = typeof Symbol == "function" && typeof Symbol.iterator == "symbol" ? function(e) {
		return typeof e;
	} : function(e) {
		return e && typeof Symbol == "function" && e.constructor === Symbol && e !== Symbol.prototype ? "symbol" : typeof e;
	}, K(e);
}
// \0@oxc-project+runtime@0.156.0/helpers/esm/toPrimitive.js
function Wt(e, t) {
	if (K(e) != "object" || !e) return e;
	var n = e[Symbol.toPrimitive];
	if (n !== void 0) {
		var r = n.call(e, t || "default");
		if (K(r) != "object") return r;
		throw TypeError("@@toPrimitive must return a primitive value.");
	}
	return (t === "string" ? String : Number)(e);
}
// \0@oxc-project+runtime@0.156.0/helpers/esm/toPropertyKey.js
function Gt(e) {
	var t = Wt(e, "string");
	return K(t) == "symbol" ? t : t + "";
}
// \0@oxc-project+runtime@0.156.0/helpers/esm/defineProperty.js
function q(e, t, n) {
	return (t = Gt(t)) in e ? Object.defineProperty(e, t, {
		value: n,
		enumerable: !0,
		configurable: !0,
		writable: !0
	}) : e[t] = n, e;
}
// node_modules/@noble/hashes/hmac.js
var Kt = class {
	constructor(e, t) {
		if (q(this, "oHash", void 0), q(this, "iHash", void 0), q(this, "blockLen", void 0), q(this, "outputLen", void 0), q(this, "canXOF", !1), q(this, "finished", !1), q(this, "destroyed", !1), Pt(e), Nt(t, void 0, "key"), this.iHash = e.create(), typeof this.iHash.update != "function") throw Error("expected Hash instance");
		this.blockLen = this.iHash.blockLen, this.outputLen = this.iHash.outputLen;
		let n = this.blockLen, r = new Uint8Array(n);
		r.set(t.length > n ? e.create().update(t).digest() : t);
		for (let e = 0; e < r.length; e++) r[e] ^= 54;
		this.iHash.update(r), this.oHash = e.create();
		for (let e = 0; e < r.length; e++) r[e] ^= 106;
		this.oHash.update(r), zt(r);
	}
	update(e) {
		return Lt(this), this.iHash.update(e), this;
	}
	digestInto(e) {
		Lt(this), Rt(e, this), this.finished = !0;
		let t = e.subarray(0, this.outputLen);
		this.iHash.digestInto(t), this.oHash.update(t), this.oHash.digestInto(t), this.destroy();
	}
	digest() {
		let e = new Uint8Array(this.oHash.outputLen);
		return this.digestInto(e), e;
	}
	_cloneInto(e) {
		e ||= Object.create(Object.getPrototypeOf(this), {});
		let { oHash: t, iHash: n, finished: r, destroyed: i, blockLen: a, outputLen: o, canXOF: s } = this;
		return e = e, e.finished = r, e.destroyed = i, e.blockLen = a, e.outputLen = o, e.canXOF = s, e.oHash = t._cloneInto(e.oHash), e.iHash = n._cloneInto(e.iHash), e;
	}
	clone() {
		return this._cloneInto();
	}
	destroy() {
		this.destroyed = !0, this.oHash.destroy(), this.iHash.destroy();
	}
}, qt = /* @__PURE__ */ (() => {
	let e = ((e, t, n) => new Kt(e, t).update(n).digest());
	return e.create = (e, t) => new Kt(e, t), e;
})(), Jt = (e) => e / 2 ** 32 | 0, Yt = (e) => e >>> 0;
function Xt(e, t, n, r) {
	let i = Jt(n), a = Yt(n);
	e.setUint32(t, r ? a : i, r), e.setUint32(t + 4, r ? i : a, r);
}
// node_modules/@noble/hashes/_md.js
function Zt(e, t, n) {
	return e & t ^ ~e & n;
}
function Qt(e, t, n) {
	return e & t ^ e & n ^ t & n;
}
var $t = class {
	constructor(e, t, n, r) {
		q(this, "blockLen", void 0), q(this, "outputLen", void 0), q(this, "canXOF", !1), q(this, "padOffset", void 0), q(this, "isLE", void 0), q(this, "buffer", void 0), q(this, "view", void 0), q(this, "finished", !1), q(this, "length", 0), q(this, "pos", 0), q(this, "destroyed", !1), this.blockLen = e, this.outputLen = t, this.padOffset = n, this.isLE = r, this.buffer = new Uint8Array(e), this.view = Bt(this.buffer);
	}
	update(e) {
		Lt(this), Nt(e);
		let { view: t, buffer: n, blockLen: r } = this, i = e.length, a = !1;
		for (let o = 0; o < i;) {
			let s = Math.min(r - this.pos, i - o);
			if (s === r) {
				let t = Bt(e);
				for (; r <= i - o; o += r) this.process(t, o);
				a = !0;
			} else n.set(o === 0 && s === i ? e : e.subarray(o, o + s), this.pos), this.pos += s, o += s, this.pos === r && (this.process(t, 0), this.pos = 0, a = !0);
		}
		return this.length += e.length, a && this.roundClean(), this;
	}
	digestInto(e) {
		Lt(this), Rt(e, this), this.finished = !0;
		let { buffer: t, view: n, blockLen: r, isLE: i } = this, { pos: a } = this;
		t[a++] = 128, t.fill(0, a), this.padOffset > r - a && (this.process(n, 0), t.fill(0)), Xt(n, r - 8, this.length * 8, i), this.process(n, 0), this.roundClean();
		let o = e === t ? n : Bt(e), s = this.outputLen, c = s / 4, l = this.get();
		if (s % 4 || c > l.length) throw Error("invalid outputLen");
		for (let e = 0; e < c; e++) o.setUint32(4 * e, l[e], i);
	}
	digest() {
		let { buffer: e, outputLen: t } = this;
		this.digestInto(e);
		let n = e.slice(0, t);
		return this.destroy(), n;
	}
	_cloneIntoMeta(e) {
		let { buffer: t, length: n, finished: r, destroyed: i, pos: a } = this;
		return e.destroyed = i, e.finished = r, e.length = n, e.pos = a, a && e.buffer.set(t), e;
	}
	clone() {
		return this._cloneInto();
	}
}, en = /* @__PURE__ */ Uint32Array.from([
	1779033703,
	3144134277,
	1013904242,
	2773480762,
	1359893119,
	2600822924,
	528734635,
	1541459225
]), tn = /* @__PURE__ */ Uint32Array.from([
	1116352408,
	1899447441,
	3049323471,
	3921009573,
	961987163,
	1508970993,
	2453635748,
	2870763221,
	3624381080,
	310598401,
	607225278,
	1426881987,
	1925078388,
	2162078206,
	2614888103,
	3248222580,
	3835390401,
	4022224774,
	264347078,
	604807628,
	770255983,
	1249150122,
	1555081692,
	1996064986,
	2554220882,
	2821834349,
	2952996808,
	3210313671,
	3336571891,
	3584528711,
	113926993,
	338241895,
	666307205,
	773529912,
	1294757372,
	1396182291,
	1695183700,
	1986661051,
	2177026350,
	2456956037,
	2730485921,
	2820302411,
	3259730800,
	3345764771,
	3516065817,
	3600352804,
	4094571909,
	275423344,
	430227734,
	506948616,
	659060556,
	883997877,
	958139571,
	1322822218,
	1537002063,
	1747873779,
	1955562222,
	2024104815,
	2227730452,
	2361852424,
	2428436474,
	2756734187,
	3204031479,
	3329325298
]), J = /* @__PURE__ */ new Uint32Array(64), nn = class extends $t {
	constructor(e, t) {
		super(64, e, 8, !1), q(this, "A", 0), q(this, "B", 0), q(this, "C", 0), q(this, "D", 0), q(this, "E", 0), q(this, "F", 0), q(this, "G", 0), q(this, "H", 0), this.A = t[0] | 0, this.B = t[1] | 0, this.C = t[2] | 0, this.D = t[3] | 0, this.E = t[4] | 0, this.F = t[5] | 0, this.G = t[6] | 0, this.H = t[7] | 0;
	}
	get() {
		let { A: e, B: t, C: n, D: r, E: i, F: a, G: o, H: s } = this;
		return [
			e,
			t,
			n,
			r,
			i,
			a,
			o,
			s
		];
	}
	set(e, t, n, r, i, a, o, s) {
		this.A = e | 0, this.B = t | 0, this.C = n | 0, this.D = r | 0, this.E = i | 0, this.F = a | 0, this.G = o | 0, this.H = s | 0;
	}
	_cloneInto(e) {
		return (e ||= new this.constructor()).set(...this.get()), this._cloneIntoMeta(e);
	}
	process(e, t) {
		for (let n = 0; n < 16; n++, t += 4) J[n] = e.getUint32(t, !1);
		for (let e = 16; e < 64; e++) {
			let t = J[e - 15], n = J[e - 2], r = G(t, 7) ^ G(t, 18) ^ t >>> 3, i = G(n, 17) ^ G(n, 19) ^ n >>> 10;
			J[e] = i + J[e - 7] + r + J[e - 16] | 0;
		}
		let { A: n, B: r, C: i, D: a, E: o, F: s, G: c, H: l } = this;
		for (let e = 0; e < 64; e++) {
			let t = G(o, 6) ^ G(o, 11) ^ G(o, 25), u = l + t + Zt(o, s, c) + tn[e] + J[e] | 0, d = (G(n, 2) ^ G(n, 13) ^ G(n, 22)) + Qt(n, r, i) | 0;
			l = c, c = s, s = o, o = a + u | 0, a = i, i = r, r = n, n = u + d | 0;
		}
		n = n + this.A | 0, r = r + this.B | 0, i = i + this.C | 0, a = a + this.D | 0, o = o + this.E | 0, s = s + this.F | 0, c = c + this.G | 0, l = l + this.H | 0, this.set(n, r, i, a, o, s, c, l);
	}
	roundClean() {
		zt(J);
	}
	destroy() {
		this.destroyed = !0, this.set(0, 0, 0, 0, 0, 0, 0, 0), zt(this.buffer);
	}
}, rn = class extends nn {
	constructor() {
		super(32, en);
	}
}, an = /* @__PURE__ */ Ht(() => new rn(), /* @__PURE__ */ Ut(1)), on = 1n << 64n, sn = new TextEncoder();
function cn(e) {
	if (!/^(?:[0-9a-fA-F]{2})*$/.test(e)) return null;
	let t = new Uint8Array(e.length / 2);
	for (let n = 0; n < t.length; n++) t[n] = parseInt(e.slice(n * 2, n * 2 + 2), 16);
	return t;
}
function ln(e) {
	return [...e].map((e) => e.toString(16).padStart(2, "0")).join("");
}
function un(e) {
	return ln(an(e));
}
function dn(e) {
	let t = 0n;
	for (let n = 0; n < 8; n++) t = t << 8n | BigInt(e[n]);
	return t;
}
function fn(e, t, n, r) {
	let i = BigInt(r);
	if (i < 1n || i >= on) throw RangeError(`a die has 1 to 2^64-1 sides, not ${i}`);
	let a = on - on % i;
	for (let r = 0;; r++) {
		let o = dn(qt(an, e, sn.encode(`${t}:${n}:${r}`)));
		if (o < a) return o % i + 1n;
	}
}
var pn = (e) => typeof e == "number" && Number.isInteger(e);
function mn(e, t, n, r = null) {
	let i = [], a = [], o = cn(e);
	if (!o) return {
		period: t,
		committed: !1,
		checked: n.map((e) => ({
			roll: e,
			expected: null,
			ok: !1
		})),
		problems: [{
			n: null,
			problem: "not_hex"
		}]
	};
	o.length !== 32 && i.push({
		n: null,
		problem: "seed_length"
	});
	let s = r === null || un(o) === r.toLowerCase();
	s || i.push({
		n: null,
		problem: "commitment"
	});
	let c = 1;
	for (let e of n) {
		if (!pn(e.n) || !pn(e.sides) || !pn(e.result)) {
			i.push({
				n: e.n,
				problem: "shape"
			});
			continue;
		}
		if (e.n !== c && i.push({
			n: e.n,
			problem: "numbering",
			expected_n: c
		}), c = e.n + 1, e.sides < 1) {
			i.push({
				n: e.n,
				problem: "die",
				sides: e.sides
			}), a.push({
				roll: e,
				expected: null,
				ok: !1
			});
			continue;
		}
		let n = Number(fn(o, t, e.n, e.sides));
		n !== e.result && i.push({
			n: e.n,
			problem: "wrong",
			expected: n,
			result: e.result
		}), a.push({
			roll: e,
			expected: n,
			ok: n === e.result && s
		});
	}
	return {
		period: t,
		committed: s,
		checked: a,
		problems: i
	};
}
function hn(e, t) {
	for (let n of t) pn(n.n) && !e.has(n.n) && e.set(n.n, {
		n: n.n,
		sides: n.sides,
		result: n.result,
		cause: n.cause
	});
}
var gn = class {
	constructor(e = 10) {
		this.keep = e, this.periods = /* @__PURE__ */ new Map();
	}
	remember(e) {
		let t = e.period?.period;
		if (!t || !e.rolls?.length) return;
		let n = this.periods.get(t);
		if (!n) {
			n = /* @__PURE__ */ new Map(), this.periods.set(t, n);
			let e = [...this.periods.keys()].sort();
			for (let t of e.slice(0, Math.max(0, e.length - this.keep))) this.periods.delete(t);
		}
		hn(n, e.rolls);
	}
	with(e) {
		let t = {};
		for (let n of /* @__PURE__ */ new Set([...this.periods.keys(), ...Object.keys(e)])) {
			let r = new Map(this.periods.get(n) ?? []);
			hn(r, e[n] ?? []), t[n] = [...r.values()];
		}
		return t;
	}
};
function _n(e, t) {
	return [e.period, ...(e.periods ?? []).filter((t) => t.period !== e.period.period)].map((n) => {
		let r = /* @__PURE__ */ new Map();
		n.period === e.period.period && hn(r, e.rolls ?? []), hn(r, t[n.period] ?? []);
		let i = [...r.values()].sort((e, t) => e.n - t.n);
		return {
			period: n,
			rolls: i,
			complete: i.length === n.rolls
		};
	});
}
// src/games/duck_pond/causes.ts
var vn = [
	[/^feeding duck (\d+)$/, (e, t, n) => e("cause_feeding", { duck: n.duck(Number(t[1])) })],
	[/^pond roll for duck (\d+)$/, (e, t, n) => e("cause_pond", { duck: n.duck(Number(t[1])) })],
	[/^Lay Egg by duck (\d+)$/, (e, t, n) => e("cause_lay_egg", { duck: n.duck(Number(t[1])) })],
	[/^scouting potential of duck (\d+)$/, (e, t, n) => e("cause_potential", { duck: n.duck(Number(t[1])) })],
	[/^retrieving duck (\d+)$/, (e, t, n) => e("cause_retrieving", { duck: n.duck(Number(t[1])) })],
	[/^(scouting|disciple) loot for seat (\d+)$/, (e, t, n) => e("cause_loot", {
		table: e(`loot_${t[1]}`),
		name: n.seat(Number(t[2]))
	})],
	[/^(scouting|disciple) loot: ([a-z_]+)$/, (e, t) => e("cause_loot_item", {
		table: e(`loot_${t[1]}`),
		item: e(`item_${t[2]}`)
	})],
	[/^the new Disciple's quacks$/, (e) => e("cause_disciple_quacks")],
	[/^the new Disciple's name$/, (e) => e("cause_disciple_name")],
	[/^the new Disciple's name, again$/, (e) => e("cause_disciple_name_again")],
	[/^the Ritual's target$/, (e) => e("cause_ritual_target")],
	[/^the Ritual on duck (\d+)$/, (e, t, n) => e("cause_ritual_on", { duck: n.duck(Number(t[1])) })],
	[/^duck (\d+) avenged$/, (e, t, n) => e("cause_avenged", { duck: n.duck(Number(t[1])) })]
];
function yn(e, t, n) {
	for (let [r, i] of vn) {
		let a = t.match(r);
		if (a) return i(e, a, n);
	}
	return t;
}
// src/games/duck_pond/history.ts
function bn(e, t) {
	switch (t.problem) {
		case "not_hex": return e("pr_not_hex");
		case "seed_length": return e("pr_seed_length");
		case "commitment": return e("pr_commitment");
		case "shape": return e("pr_shape");
		case "numbering": return e("pr_numbering", {
			n: t.n,
			expected: t.expected_n
		});
		case "die": return e("pr_die", {
			n: t.n,
			sides: t.sides
		});
		case "wrong": return e("pr_wrong", {
			n: t.n,
			result: t.result,
			expected: t.expected
		});
	}
}
function xn(t, n, i) {
	let a = i.problems.length === 0;
	return r`<div class="pd-verdict ${a ? "good" : "bad"}" role="status">
    <b>${a ? t("allCheck", { n: i.checked.length }) : t("someFail", { n: i.problems.length })}</b>
    <small>${i.committed ? t("seedMatches") : t("seedDoesNot")}</small>
    ${n.complete ? e : r`<small>${t("partialLog", {
		have: n.rolls.length,
		all: n.period.rolls
	})}</small>`}
    ${a ? e : r`<ul>${i.problems.map((e) => r`<li>${bn(t, e)}</li>`)}</ul>`}
  </div>`;
}
function Sn(t, n) {
	let i = C(t), a = S(t), o = n.period, s = t.board.proof === o.period, c = s && o.seed ? mn(o.seed, o.period, n.rolls, o.commitment) : null, l = new Map(c?.checked.map((e) => [e.roll.n, e]) ?? []), u = o.period === a.period.period && !o.seed, d = {
		duck: (e) => D(t, e),
		seat: (e) => w(t, e)
	};
	return r`<section class="pd-section pd-proof" aria-label=${`${B(i, o.period)} ${o.period}`}>
    <h3>${B(i, o.period)} <small>${o.period} · ${ft(t.lang, o, a.time_zone)}</small></h3>
    <dl class="pd-hashes">
      <div><dt>${i("commitment")}</dt><dd><code>${o.commitment}</code></dd></div>
      <div><dt>${i("seed")}</dt><dd>${o.seed ? r`<code>${o.seed}</code>` : i("seedHidden")}</dd></div>
    </dl>
    ${o.derived ? r`<p class="pd-warn-line">${i("derivedSeed")}</p>` : e}
    <p>${i("rollsN", { n: o.rolls })}${n.complete ? "" : ` · ${i("rollsHere", { n: n.rolls.length })}`}</p>
    ${o.seed && n.rolls.length ? r`<button class="btn ${s ? "ghost" : "primary"}" aria-expanded=${s ? "true" : "false"} @click=${() => t.setBoard({
		...t.board,
		proof: s ? null : o.period
	})}>
          ${i(s ? "hideCheck" : "verify")}
        </button>` : u ? r`<p class="pd-help">${i("verifyLater")}</p>` : e}
    ${c ? xn(i, n, c) : e}
    ${n.rolls.length ? r`<table class="pd-rolls">
          <thead>
            <tr>
              <th>${i("rollN")}</th>
              <th>${i("die")}</th>
              <th>${i("result")}</th>
              <th>${i("cause")}</th>
              ${c ? r`<th>${i("check")}</th>` : e}
            </tr>
          </thead>
          <tbody>
            ${n.rolls.slice().reverse().map((t) => {
		let n = l.get(t.n);
		return r`<tr class=${n ? n.ok ? "ok" : "bad" : ""}>
                  <td>${t.n}</td>
                  <td>d${t.sides}</td>
                  <td><b>${t.result}</b></td>
                  <td>${yn(i, t.cause, d)}</td>
                  ${c ? r`<td aria-label=${n?.ok ? i("matches") : i("mismatch", { expected: n?.expected ?? "?" })}>${n?.ok ? "✓" : `✗ ${n?.expected ?? "?"}`}</td>` : e}
                </tr>`;
	})}
          </tbody>
        </table>` : e}
  </section>`;
}
function Cn(e, t) {
	let n = C(e), i = _n(S(e), t);
	return r`<p class="pd-help">${n("diceHelp")}</p>
    ${i.map((t) => Sn(e, t))}`;
}
// src/games/duck_pond/changes.ts
function wn(e, t) {
	let n = e(`num_${t}`);
	return n === `num_${t}` ? t : n;
}
function Tn(e, t) {
	return t === "duck_god" ? C(e)("duckGod") : w(e, Number(t));
}
function En(e, t) {
	let n = String(t.item);
	return t.sides == null ? k(e, n, Number(t.count)) : `${String(t.count)}d${String(t.sides)} ${k(e, n)}`;
}
function Dn(e, t) {
	if (t == null) return e("none");
	if (typeof t == "object") {
		let n = t;
		return n.potential === void 0 ? JSON.stringify(t) : e("potentialN", { n: n.potential });
	}
	return String(t);
}
function On(e, t) {
	let n = C(e), r = typeof t.duck == "number" ? D(e, t.duck) : "", i = t.value;
	switch (t.op) {
		case "set_number": return n("ch_set_number", {
			number: wn(n, String(t.number)),
			value: String(i)
		});
		case "colour_row": return n("ch_colour_row", {
			colour: O(n, String(t.colour)),
			from: Number(t.from),
			to: Number(t.to)
		});
		case "remove_colour_row": return n("ch_remove_colour_row", { colour: O(n, String(t.colour)) });
		case "loot_row": return n("ch_loot_row", {
			table: n(`loot_${String(t.table)}`),
			from: Number(t.from),
			to: Number(t.to),
			what: En(n, t)
		});
		case "add_duck_word":
		case "remove_duck_word": return n(`ch_${t.op}`, { word: String(t.word) });
		case "add_banned_name":
		case "remove_banned_name": return n(`ch_${t.op}`, { name: String(t.name) });
		case "set_items": return n("fix_set_items", {
			holder: Tn(e, t.holder),
			item: k(n, String(t.item)),
			value: String(i)
		}) + kn(n, t);
		case "create_duck": return n("fix_create_duck", {
			owner: w(e, Number(t.owner)),
			quacks: Number(t.quacks),
			colour: O(n, t.colour ?? null)
		});
		case "remove_duck": return n("fix_remove_duck", { duck: r });
		case "set_owner": return n("fix_set_owner", {
			duck: r,
			value: w(e, Number(i))
		}) + kn(n, t, (t) => w(e, Number(t)));
		case "set_colour": return n("fix_set_colour", {
			duck: r,
			value: O(n, i ?? null)
		}) + kn(n, t, (e) => O(n, e ?? null));
		case "set_quacks":
		case "set_eggs":
		case "set_name":
		case "set_pond":
		case "set_mission": return n(`fix_${t.op}`, {
			duck: r,
			value: Dn(n, i)
		}) + kn(n, t);
		default: return t.op;
	}
}
function kn(e, t, n = (t) => Dn(e, t)) {
	return "before" in t ? ` ${e("wasBefore", { before: n(t.before) })}` : "";
}
function An(e, t, n) {
	e.setBoard({
		...e.board,
		[t]: n,
		problem: null
	});
}
var jn = [
	"number",
	"item",
	"table",
	"duck",
	"seat",
	"holder"
];
function Mn(e, t) {
	let n = C(e), r = S(e);
	switch (t) {
		case "number": return Object.entries(r.rules?.numbers ?? {}).map(([e, t]) => ({
			value: e,
			label: `${wn(n, e)} (${t})`
		}));
		case "item": return a.map((e) => ({
			value: e,
			label: k(n, e)
		}));
		case "table": return ["scouting", "disciple"].map((e) => ({
			value: e,
			label: n(`loot_${e}`)
		}));
		case "duck": return [...b(r).values()].sort((e, t) => e.duck - t.duck).map((e) => ({
			value: String(e.duck),
			label: `#${e.duck} ${E(n, e)}`
		}));
		case "seat":
		case "holder": {
			let i = (r.seats ?? []).filter((e) => e.active).map((t) => ({
				value: String(t.seat),
				label: w(e, t.seat)
			}));
			return t === "holder" ? [...i, {
				value: s,
				label: n("duckGod")
			}] : i;
		}
		default: return [];
	}
}
function Nn(e, t) {
	let n = t === "changes" ? me : he;
	return e.board[t].map((t) => {
		let r = { ...t };
		for (let [i, a] of n[t.op] ?? []) {
			let t = jn.includes(a) ? Mn(e, a) : [];
			t.length && !t.some((e) => e.value === r[i]) && (r[i] = t[0].value);
		}
		return r;
	});
}
function Pn(t, n, i, a, o, s) {
	let c = C(t), l = c(`field_${a}`), u = (e) => {
		let r = [...t.board[n]];
		r[i] = {
			...s,
			[a]: e
		}, An(t, n, r);
	}, d = (e) => u(e.target.value);
	if (jn.includes(o)) {
		let e = Mn(t, o), n = e.some((e) => e.value === s[a]) ? s[a] : e[0]?.value;
		return r`<label class="pd-field"
      ><span>${l}</span>
      <select aria-label=${l} @change=${d}>
        ${e.map((e) => r`<option value=${e.value} ?selected=${e.value === n}>${e.label}</option>`)}
      </select></label
    >`;
	}
	switch (o) {
		case "bool": return r`<label class="pd-check"
        ><input type="checkbox" .checked=${s[a] === "true"} @change=${(e) => u(e.target.checked ? "true" : "false")} />
        ${l}</label
      >`;
		case "int":
		case "int?": return r`<label class="pd-field"
        ><span>${l}${o === "int?" ? r` <small>${c("optional")}</small>` : e}</span>
        <input type="text" inputmode="numeric" .value=${s[a] ?? ""} @input=${d}
      /></label>`;
		default: return r`<label class="pd-field"
        ><span>${l}${o === "text?" ? r` <small>${c("optional")}</small>` : e}</span>
        <input type="text" maxlength="280" .value=${s[a] ?? ""} @input=${d}
      /></label>`;
	}
}
function Fn(t, n) {
	let i = C(t), a = n === "changes" ? me : he, o = Object.keys(a), s = t.board[n];
	return r`<div class="pd-drafts" role="group" aria-label=${i(n === "changes" ? "ruleChanges" : "corrections")}>
    ${s.map((e, c) => r`<fieldset class="pd-draft">
        <legend>${i("rowN", { n: c + 1 })}</legend>
        <label class="pd-field"
          ><span>${i("changeKind")}</span>
          <select
            aria-label=${i("changeKind")}
            @change=${(e) => {
		let r = [...s];
		r[c] = ge(e.target.value), An(t, n, r);
	}}
          >
            ${o.map((t) => r`<option value=${t} ?selected=${t === e.op}>${i(`op_${t}`)}</option>`)}
          </select></label
        >
        ${(a[e.op] ?? []).map(([r, i]) => Pn(t, n, c, r, i, e))}
        <button class="btn ghost small" type="button" @click=${() => An(t, n, s.filter((e, t) => t !== c))}>${i("removeRow")}</button>
      </fieldset>`)}
    ${s.length < 20 ? r`<button class="btn ghost small" type="button" @click=${() => An(t, n, [...s, ge(o[0])])}>
          ${i(n === "changes" ? "addChange" : "addFix")}
        </button>` : e}
  </div>`;
}
function In(e) {
	return e.map((e) => {
		let t = ge(e.op);
		for (let n of Object.keys(t)) n !== "op" && e[n] !== void 0 && e[n] !== null && (t[n] = String(e[n]));
		return t;
	});
}
// src/games/duck_pond/judge.ts
function Ln(e, t) {
	return t === null ? "" : dt(e.lang, S(e).time_zone, t);
}
function Y(e, t, n) {
	return !!e && g(e, t).includes(n);
}
function Rn(t, n) {
	let i = C(t), a = S(t), o = n?.legal ?? [], s = a.judge, c = m(o, "assent"), l = (e) => a.rules?.numbers?.[e === "appoint" ? "judge_assents" : "removal_assents"] ?? 2, u = m(o, "ask_judge"), d = m(o, "move_removal"), f = m(o, "resign");
	return r`<section class="pd-section" aria-labelledby="pd-office-h">
    <h3 id="pd-office-h">${i("theJudge")}</h3>
    <p class="pd-big-line">${s.seat === null ? i("noJudge") : s.seat === t.me ? i("youAreJudge") : i("judgeIs", { name: T(t, s.seat) })}</p>
    ${s.motions?.length ? r`<ul class="pd-list">
          ${s.motions.map((n) => {
		let a = `assent:${n.motion}`;
		return r`<li>
              <span
                >${i(n.kind === "appoint" ? "motionAppoint" : "motionRemove", { name: T(t, n.seat) })}
                <small>${i("assentsOf", {
			n: n.assents.length,
			need: l(n.kind),
			names: n.assents.map((e) => w(t, e)).join(", ")
		})} · ${i("lapses", { when: Ln(t, n.expires) })}</small></span
              >
              ${Y(c, "motions", n.motion) ? r`<button class="btn small primary" @click=${() => j(t, a, y(c, "motions", "motion", n.motion))}>${i("assent")}</button>` : e}
              ${N(t, a)}
            </li>`;
	})}
        </ul>` : e}
    <ul class="pd-actions">
      ${u ? F(t, "ask_judge", {
		title: i("a_ask_judge"),
		cost: i("free"),
		does: i("d_ask_judge", { n: l("appoint") }),
		body: () => r`<button class="btn primary" @click=${() => j(t, "ask_judge", { action: { type: "ask_judge" } })}>${i("askToBeJudge")}</button>${N(t, "ask_judge")}`
	}) : e}
      ${d ? F(t, "move_removal", {
		title: i("a_move_removal"),
		cost: i("free"),
		does: i("d_move_removal", { n: l("remove") }),
		body: () => r`<p class="pd-warn-line">${i("removalWarning")}</p>
                <button class="btn danger" @click=${() => M(t, "move_removal", { action: { type: "move_removal" } }, i("removalWarning"))}>${i("moveRemoval")}</button>
                ${N(t, "move_removal")}`
	}) : e}
      ${f ? F(t, "resign", {
		title: i("a_resign"),
		cost: i("free"),
		does: i("d_resign"),
		body: () => r`<button class="btn danger" @click=${() => M(t, "resign", { action: { type: "resign" } }, i("confirmResign"))}>${i("resign")}</button>${N(t, "resign")}`
	}) : e}
    </ul>
  </section>`;
}
function zn(t, n, i) {
	let a = C(t), o = n?.legal ?? [], s = m(o, "withdraw_request"), c = m(o, "confidence"), l = `request:${i.request}`, u = i.verdict === null ? "" : i.verdict ? a("verdictTrue") : a("verdictFalse");
	return r`<li class="pd-request">
    <span
      ><b><span class="pd-num">#${i.request}</span> ${a(i.kind === "question" ? "kindQuestion" : "kindStatement")}</b> ${a("byName", { name: w(t, i.seat) })}: ${i.text}
      ${i.answer === null ? r`<small>${a(`req_${i.status}`)}</small>` : r`<span class="pd-ruling"
            ><b>${a("rulingBy", { name: w(t, i.judge) })}</b> ${u} ${i.answer} ${i.overturned ? r`<span class="tag">${a("overturned")}</span>` : e}
            ${i.confidence_until ? r`<small>${a("confidenceUntil", { when: Ln(t, i.confidence_until) })}</small>` : e}</span
          >`}</span
    >
    <span class="row-actions">
      ${Y(s, "requests", i.request) ? r`<button class="btn small" @click=${() => j(t, l, y(s, "requests", "request", i.request))}>${a("withdraw")}</button>` : e}
      ${Y(c, "rulings", i.request) ? r`<button class="btn small" @click=${() => j(t, l, y(c, "rulings", "ruling", i.request))}>${a("openConfidence")}</button>` : e}
    </span>
    ${N(t, l)}
  </li>`;
}
function Bn(t, n) {
	let i = C(t), a = S(t), o = n?.legal ?? [], s = m(o, "request"), c = m(o, "confidence_vote");
	return r`<section class="pd-section" aria-labelledby="pd-req-h">
    <h3 id="pd-req-h">${i("requests")}</h3>
    ${s ? r`<ul class="pd-actions">
          ${F(t, "request", {
		title: i("a_request"),
		cost: i("free"),
		does: i("d_request"),
		body: () => r`<form class="pd-stack" @submit=${(e) => j(t, "request", ((e) => Te(e.kind ?? "", e.text ?? ""))(P(e)), !1)}>
                  <fieldset class="pd-choices">
                    <legend>${i("requestKind")}</legend>
                    <label class="pd-radio"><input type="radio" name="kind" value="question" checked /> ${i("kindQuestionHelp")}</label>
                    <label class="pd-radio"><input type="radio" name="kind" value="statement" /> ${i("kindStatementHelp")}</label>
                  </fieldset>
                  <label class="pd-field"><span>${i("requestText")}</span><textarea name="text" rows="3" maxlength="4000"></textarea></label>
                  ${z(i("fileRequest"))}
                </form>
                ${N(t, "request")}`
	})}
        </ul>` : e}
    ${a.judge.requests?.length ? r`<ul class="pd-list">
          ${a.judge.requests.map((e) => zn(t, n, e))}
        </ul>` : r`<p class="pd-empty">${i("noRequests")}</p>`}
    ${a.judge.confidence?.length ? r`<h4>${i("confidenceVotes")}</h4>
          <ul class="pd-list">
            ${a.judge.confidence.map((n) => {
		let a = c ? h(c, "rulings").find(([e]) => e === n.ruling) : void 0, o = `confidence:${n.ruling}`, s = (e, i) => {
			let s = a && a[1] === e;
			return r`<button
                  class="btn small ${s ? "on" : ""}"
                  aria-pressed=${s ? "true" : "false"}
                  ?disabled=${s}
                  @click=${() => j(t, o, { action: {
				type: "confidence_vote",
				ruling: n.ruling,
				vote: e
			} }, !1)}
                >
                  ${i}
                </button>`;
		};
		return r`<li>
                <span
                  >${i("confidenceOn", {
			n: n.ruling,
			name: w(t, n.seat)
		})}
                  <small>${i("overturnAffirm", {
			o: n.overturn.length,
			a: n.affirm.length
		})} · ${n.status === "open" ? i("endsWhen", { when: Ln(t, n.ends) }) : i(`conf_${n.status}`)}</small></span
                >
                ${a ? r`<span class="row-actions">${s("overturn", i("overturn"))} ${s("affirm", i("affirm"))} ${s(null, i("noVote"))}</span>` : e}
                ${N(t, o)}
              </li>`;
	})}
          </ul>` : e}
  </section>`;
}
function Vn(t, n, i) {
	let a = C(t), o = n?.legal ?? [], s = m(o, "confirm"), c = m(o, "withdraw_correction"), l = `correction:${i.correction}`, u = "ruling" in i.cite ? a("citeRuling", { n: i.cite.ruling }) : "proposal" in i.cite ? a("citeProposal", { n: i.cite.proposal }) : a("citeError", { text: i.cite.error });
	return r`<li class="pd-correction">
    <span
      ><b><span class="pd-num">#${i.correction}</span> ${a(`corr_${i.status}`)}</b> ${a("byName", { name: w(t, i.judge) })} · ${Ln(t, i.made)}
      ${i.confirmed_by === null ? e : r` · ${a("confirmedBy", { name: w(t, i.confirmed_by) })}`}
      <ul class="pd-changes">
        ${i.changes.map((e) => r`<li>${On(t, e)}</li>`)}
      </ul>
      <small>${a("reasonIs", { reason: i.reason })} · ${u}</small></span
    >
    <span class="row-actions">
      ${Y(s, "corrections", i.correction) ? r`<button class="btn small primary" @click=${() => j(t, l, y(s, "corrections", "correction", i.correction))}>${a("confirmIt")}</button>` : e}
      ${Y(c, "corrections", i.correction) ? r`<button class="btn small" @click=${() => j(t, l, y(c, "corrections", "correction", i.correction))}>${a("withdraw")}</button>` : e}
    </span>
    ${N(t, l)}
  </li>`;
}
function Hn(t, n) {
	let i = C(t), a = n.legal, o = m(a, "answer"), s = m(a, "correct"), c = m(a, "settle"), l = m(a, "dismiss"), u = (n.me?.desk?.requests ?? []).filter((e) => o && (o.examples ?? []).some((t) => t.request === e.request));
	return r`<section class="pd-section pd-desk" aria-labelledby="pd-desk-h">
    <h3 id="pd-desk-h">${i("judgesDesk")}</h3>
    <p class="pd-help">${i("deskHelp")}</p>
    ${u.length ? r`<h4>${i("toAnswer")}</h4>
          <ul class="pd-list">
            ${u.map((n) => {
		let a = `answer:${n.request}`;
		return r`<li class="pd-stack">
                <span><b>#${n.request} ${i(n.kind === "question" ? "kindQuestion" : "kindStatement")}</b> ${i("byName", { name: w(t, n.seat) })}: ${n.text}</span>
                <form
                  class="pd-stack"
                  @submit=${(e) => {
			let r = P(e);
			j(t, a, Ee(n.request, n.kind, r.text ?? "", r.verdict === "true" || r.verdict !== "false" && null), !1);
		}}
                >
                  ${n.kind === "statement" ? r`<fieldset class="pd-choices">
                        <legend>${i("verdict")}</legend>
                        <label class="pd-radio"><input type="radio" name="verdict" value="true" /> ${i("verdictTrue")}</label>
                        <label class="pd-radio"><input type="radio" name="verdict" value="false" /> ${i("verdictFalse")}</label>
                      </fieldset>` : e}
                  <label class="pd-field"><span>${n.kind === "statement" ? i("reasons") : i("answerText")}</span><textarea name="text" rows="3" maxlength="4000"></textarea></label>
                  ${z(i("rule"))}
                </form>
                ${N(t, a)}
              </li>`;
	})}
          </ul>` : r`<p class="pd-empty">${i("nothingToAnswer")}</p>`}
    ${s ? r`<ul class="pd-actions">
          ${F(t, "correct", {
		title: i("a_correct"),
		cost: i("free"),
		does: i("d_correct"),
		body: () => r`<form
                  class="pd-stack"
                  @submit=${(e) => {
			let n = P(e);
			j(t, "correct", De(Nn(t, "fixes"), n.reason ?? "", n.cite_kind ?? "", n.cite ?? ""), !1);
		}}
                >
                  ${Fn(t, "fixes")}
                  <label class="pd-field"><span>${i("reason")}</span><textarea name="reason" rows="2" maxlength="1000"></textarea></label>
                  ${I("cite_kind", i("citeKind"), [
			{
				value: "ruling",
				label: i("citeKindRuling")
			},
			{
				value: "proposal",
				label: i("citeKindProposal")
			},
			{
				value: "error",
				label: i("citeKindError")
			}
		])}
                  <label class="pd-field"><span>${i("citeValue")}</span><input name="cite" type="text" maxlength="500" /></label>
                  ${z(i("applyCorrection"))}
                </form>
                ${N(t, "correct")}`
	})}
        </ul>` : e}
    ${c ? r`<h4>${i("toSettle")}</h4>
          <ul class="pd-list">
            ${g(c, "proposals").map((e) => {
		let n = `settle:${e}`, a = S(t).proposals.find((t) => t.proposal === e);
		return r`<li class="pd-stack">
                <span><b>#${e}</b> ${a?.title ?? ""}</span>
                <form class="pd-inline" @submit=${(r) => j(t, n, Oe(c, e, P(r).note ?? ""), !1)}>
                  <label class="pd-field grow"><span>${i("settleNote")}</span><input name="note" type="text" maxlength="4000" /></label>
                  ${z(i("settle"))}
                </form>
                ${N(t, n)}
              </li>`;
	})}
          </ul>` : e}
    ${l ? r`<h4>${i("noticesToDismiss")}</h4>
          <ul class="pd-list">
            ${g(l, "notices").map((e) => {
		let n = `dismiss:${e}`, a = S(t).judge.notices.find((t) => t.notice === e);
		return r`<li>
                <span>${a?.text ?? `#${e}`}</span>
                <button class="btn small" @click=${() => j(t, n, y(l, "notices", "notice", e))}>${i("dismiss")}</button>
                ${N(t, n)}
              </li>`;
	})}
          </ul>` : e}
  </section>`;
}
function Un(t, n) {
	let i = C(t), a = S(t), o = a.judge.corrections ?? [], s = a.judge.notices ?? [];
	return r`${n?.me?.judge ? Hn(t, n) : e} ${Rn(t, n)} ${Bn(t, n)}
    <section class="pd-section" aria-labelledby="pd-corr-h">
      <h3 id="pd-corr-h">${i("corrections")}</h3>
      ${o.length ? r`<ul class="pd-list">
            ${o.map((e) => Vn(t, n, e))}
          </ul>` : r`<p class="pd-empty">${i("noCorrections")}</p>`}
      ${s.length && !n?.me?.judge ? r`<h4>${i("notices")}</h4>
            <ul class="pd-list">
              ${s.map((e) => r`<li>${e.text}</li>`)}
            </ul>` : e}
    </section>`;
}
// src/games/duck_pond/wall.ts
function Wn(e) {
	let t = C(e), n = S(e), i = n.period, a = i.end - Ge(e);
	return r`<div class="pd-card pd-period" role="group" aria-label=${t("thePeriod")}>
    <small>${B(t, i.period)}</small>
    <b class="pd-big">${n.phase === "over" ? t("roundOver") : lt(t, a)}</b>
    <small>${t("endsAt", {
		when: V(e.lang, n.time_zone, i.end),
		zone: n.time_zone
	})}</small>
  </div>`;
}
function Gn(t) {
	let n = C(t), i = S(t), { god_eggs: a, limit: o } = i.duck_god, s = Math.min(o, 24);
	return r`<div class="pd-card pd-god" role="group" aria-label=${n("duckGod")}>
    <small>${n("duckGod")}</small>
    <span class="pd-eggs" role="img" aria-label=${n("godEggsOf", {
		n: a,
		limit: o
	})}>${Array.from({ length: s }, (e, t) => Qe(t < a))}</span>
    <b>${n("godEggsOf", {
		n: a,
		limit: o
	})}</b>
    ${i.next_god_egg ? r`<small>${n("nextGodEgg", { when: V(t.lang, i.time_zone, i.next_god_egg) })}</small>` : e}
  </div>`;
}
function Kn(e) {
	let t = C(e), n = S(e).disciple;
	return r`<div class="pd-card pd-disciple" role="group" aria-label=${t("disciple")}>
    <small>${t("disciple")}</small>
    ${n ? r`<b>${A(qe)} ${n.name}</b><span>${t("quacksN", { n: n.quacks })}</span>` : r`<b>${t("noDisciple")}</b><small>${t("discipleComes")}</small>`}
  </div>`;
}
function qn(t) {
	let n = C(t), i = S(t).judge, a = (i.requests ?? []).filter((e) => e.status === "open").length;
	return r`<div class="pd-card pd-judge" role="group" aria-label=${n("theJudge")}>
    <small>${n("theJudge")}</small>
    <b>${i.seat === null ? n("noJudge") : w(t, i.seat)}</b>
    ${a ? r`<small>${n("openRequests", { n: a })}</small>` : e}
  </div>`;
}
function Jn(e) {
	let t = C(e), n = S(e);
	return r`<div class="pd-card pd-titles" role="group" aria-label=${t("titles")}>
    <small>${t("titles")}</small>
    <dl>
      ${o.map((i) => {
		let a = n.titles[i], o = a == null ? t("vacant") : a === "duck_god" ? t("duckGod") : w(e, a);
		return r`<div><dt>${Xe(t, i)}</dt><dd>${o}</dd></div>`;
	})}
    </dl>
  </div>`;
}
function Yn(t, n) {
	let i = C(t), a = S(t), o = n.owner === null ? [] : je(a, n.owner), s = n.owner !== null && n.owner === t.me ? "mine" : "";
	return r`<li class="pd-chip ${s}" aria-label=${`${E(i, n)}, ${O(i, n.colour)}, ${i("quacksN", { n: n.quacks })}, ${w(t, n.owner)}`}>
    ${A(n.colour)}
    <span class="pd-chip-text">
      <b class=${n.name ? "" : "unnamed"}>${E(i, n)}</b>
      <small>${i("quacksN", { n: n.quacks })} · ${w(t, n.owner)}</small>
      <span class="pd-tags">
        ${o.map((e) => $e(i, e))} ${n.scouting ? r`<span class="tag pd-scout">${i("scouting")}</span>` : e}
        ${n.eggs ? r`<span class="tag">${i("eggsN", { n: n.eggs })}</span>` : e}
      </span>
    </span>
  </li>`;
}
function Xn(t) {
	let n = C(t), i = S(t), a = i.elsewhere ?? [];
	return r`<section class="pd-ponds" aria-label=${n("ponds")}>
    ${(i.ponds ?? []).map((e) => r`<div class="pd-pond" role="group" aria-label=${n("pondN", { n: e.pond })}>
        <h4>${n("pondN", { n: e.pond })} <small>${n("ducksN", { n: e.ducks.length })}</small></h4>
        ${e.ducks.length ? Ae(i, e.ducks).map((e) => r`<div class="pd-colour" aria-label=${O(n, e.colour)}>
                <ul>
                  ${e.ducks.map((e) => Yn(t, e))}
                </ul>
              </div>`) : r`<p class="pd-empty">${n("emptyPond")}</p>`}
      </div>`)}
    ${a.length ? r`<div class="pd-pond away" role="group" aria-label=${n("noPondYet")}>
          <h4>${n("noPondYet")} <small>${n("ducksN", { n: a.length })}</small></h4>
          <ul>
            ${a.map((e) => Yn(t, e))}
          </ul>
        </div>` : e}
  </section>`;
}
function Zn(e, t) {
	let n = C(e), a = (t) => t.map((t) => w(e, t)).join(", ");
	return r`<div class="pd-tally">
    <span class="pd-for" aria-label=${n("forN", { n: t.for.length })}>${Ze} <b>${t.for.length}</b> ${n("voteFor")} <small>${a(t.for)}</small></span>
    <span class="pd-against" aria-label=${n("againstN", { n: t.against.length })}>${i("ic")} <b>${t.against.length}</b> ${n("voteAgainst")} <small>${a(t.against)}</small></span>
  </div>`;
}
function Qn(e, t) {
	let n = C(e), i = S(e);
	return r`<h4><span class="pd-num">#${t.proposal}</span> ${t.title}</h4>
    <small
      >${n("proposedBy", { name: w(e, t.seat) })} ·
      ${t.status === "open" ? n("votingUntil", { when: V(e.lang, i.time_zone, t.closes) }) : n(`status_${t.status}`)}</small
    >`;
}
function $n(t) {
	let n = C(t), i = Me(S(t));
	return r`<section class="pd-section" aria-labelledby="pd-open-h">
    <h3 id="pd-open-h">${n("openProposals")}</h3>
    ${i.length ? r`<ul class="pd-proposals">
          ${i.map((n) => r`<li class="pd-proposal">
              ${Qn(t, n)} ${n.text ? r`<p class="pd-text">${n.text.length > 220 ? n.text.slice(0, 220) + "…" : n.text}</p>` : e}
              ${n.changes.length ? r`<ul class="pd-changes">${n.changes.map((e) => r`<li>${On(t, e)}</li>`)}</ul>` : e}
              ${Zn(t, n)}
            </li>`)}
        </ul>` : r`<p class="pd-empty">${n("noOpenProposals")}</p>`}
  </section>`;
}
function er(e) {
	return r`<div class="pd-strip">${Wn(e)} ${Gn(e)} ${Kn(e)} ${qn(e)} ${Jn(e)}</div>`;
}
function tr(e) {
	return r`<div class="pd-wall">${er(e)} ${Xn(e)} ${$n(e)}</div>`;
}
// src/games/duck_pond/votes.ts
function nr(e, t, n) {
	let a = C(e), o = m(t.legal, "vote"), s = Se(t.legal, n.proposal);
	if (!o || s === void 0) return r``;
	let c = `vote:${n.proposal}`, l = V(e.lang, t.time_zone, n.closes), u = (t, i, a) => {
		let l = s === t;
		return r`<button
      class="btn ${a} ${l ? "on" : ""}"
      aria-pressed=${l ? "true" : "false"}
      ?disabled=${l}
      @click=${() => j(e, c, xe(o, n.proposal, t), !1)}
    >
      ${i}
    </button>`;
	};
	return r`<div class="pd-ballot" role="group" aria-label=${a("yourVoteOn", { n: n.proposal })}>
      ${u("for", r`${Ze} ${a("voteFor")}`, "pd-vfor")} ${u("against", r`${i("ic")} ${a("voteAgainst")}`, "pd-vagainst")}
      ${u(null, a("noVote"), "ghost")}
    </div>
    <small class="pd-myvote">${s === "for" ? a("youVotedFor", { when: l }) : s === "against" ? a("youVotedAgainst", { when: l }) : a("youHaveNotVoted")}</small>
    ${N(e, c)}`;
}
function rr(t, n, i) {
	let a = C(t), o = m(n.legal, "retract"), s = m(n.legal, "edit"), c = o && g(o, "proposals").includes(i.proposal), l = `retract:${i.proposal}`;
	return r`<li class="pd-proposal">
    ${Qn(t, i)} ${i.text ? r`<p class="pd-text">${i.text}</p>` : e}
    ${i.changes.length ? r`<ul class="pd-changes">
          ${i.changes.map((e) => r`<li>${On(t, e)}</li>`)}
        </ul>` : e}
    ${i.changes_only ? r`<small>${a("changesOnlyNote")}</small>` : e} ${Zn(t, i)} ${nr(t, n, i)}
    ${c ? r`<div class="row-actions">
            ${s ? r`<button class="btn small" @click=${() => t.setBoard({
		...t.board,
		open: `edit:${i.proposal}`,
		changes: In(i.changes),
		problem: null
	})}>
                  ${a("editProposal")}
                </button>` : e}
            <button class="btn small danger-text" @click=${() => M(t, l, y(o, "proposals", "proposal", i.proposal), a("confirmRetract", { n: i.proposal }))}>
              ${a("retract")}
            </button>
          </div>
          ${N(t, l)}` : e}
    ${t.board.open === `edit:${i.proposal}` ? r`<div class="pd-form">${ir(t, `edit:${i.proposal}`, i)}</div>` : e}
  </li>`;
}
function ir(t, n, i) {
	let a = C(t), o = t.board.changes.length > 0;
	return r`<form
      class="pd-stack"
      @submit=${(e) => {
		let r = P(e);
		j(t, n, be(r.title ?? "", r.text ?? "", Nn(t, "changes"), r.changes_only === "on", i?.proposal ?? null), !1);
	}}
    >
      ${i ? r`<small>${a("editNote")}</small>` : e}
      <label class="pd-field"><span>${a("proposalTitle")}</span><input name="title" type="text" maxlength=${100} value=${i?.title ?? ""} /></label>
      <label class="pd-field"><span>${a("proposalText")}</span><textarea name="text" rows="4" maxlength=${pe} .value=${i?.text ?? ""}></textarea></label>
      <p class="pd-help">${a("changesHelp")}</p>
      ${Fn(t, "changes")}
      ${o ? r`<label class="pd-check"><input type="checkbox" name="changes_only" ?checked=${i?.changes_only ?? !0} /> ${a("changesOnly")}</label>` : e}
      <div class="row-actions">
        ${z(a(i ? "resubmit" : "propose"))}
        ${i ? r`<button class="btn ghost" type="button" @click=${() => t.setBoard({
		...t.board,
		open: null,
		changes: []
	})}>${a("cancel")}</button>` : e}
      </div>
    </form>
    ${N(t, n)}`;
}
function ar(t, n) {
	let i = C(t), a = Me(n), o = Ne(n).slice().reverse(), s = m(n.legal, "propose");
	return r`<section class="pd-section" aria-labelledby="pd-votes-h">
      <h3 id="pd-votes-h">${i("openProposals")} <small>${i("voteHow")}</small></h3>
      ${a.length ? r`<ul class="pd-proposals">
            ${a.map((e) => rr(t, n, e))}
          </ul>` : r`<p class="pd-empty">${i("noOpenProposals")}</p>`}
    </section>
    ${s ? r`<section class="pd-section" aria-labelledby="pd-new-h">
          <h3 id="pd-new-h">${i("newProposal")}</h3>
          <ul class="pd-actions">
            ${F(t, "propose", {
		title: i("a_propose"),
		cost: i("free"),
		does: i("d_propose", { limit: n.limits?.proposals_per_period ?? 5 }),
		body: () => ir(t, "propose", null)
	})}
          </ul>
        </section>` : e}
    ${o.length ? r`<section class="pd-section" aria-labelledby="pd-decided-h">
          <h3 id="pd-decided-h">${i("decidedProposals")}</h3>
          <ul class="pd-proposals">
            ${o.map((n) => r`<li class="pd-proposal decided">
                ${Qn(t, n)} ${n.note ? r`<p class="pd-text">${n.note}</p>` : e} ${Zn(t, n)}
              </li>`)}
          </ul>
        </section>` : e}`;
}
// src/games/duck_pond/board.ts
function or(e, t) {
	switch (t) {
		case "ducks": return Pe(e).filter((e) => !e.done && e.kind !== "vote").length;
		case "votes": {
			let t = m(e.legal, "vote");
			return t ? h(t, "proposals").filter(([, e]) => e == null).length : 0;
		}
		case "judge": return e.me?.desk ? e.me.desk.requests.length + e.me.desk.adopted.length : 0;
		default: return 0;
	}
}
function sr(t, n) {
	let i = C(t), a = t.board.tab;
	return r`<nav class="pd-tabs" role="tablist" aria-label=${i("sections")}>
    ${c.map((o) => {
		let s = or(n, o);
		return r`<button
        role="tab"
        id=${`pd-tab-${o}`}
        aria-selected=${o === a ? "true" : "false"}
        aria-controls="pd-panel"
        class=${o === a ? "on" : ""}
        @click=${() => t.setBoard({
			...t.board,
			tab: o,
			open: null,
			problem: null
		})}
      >
        ${i(`tab_${o}`)} ${s ? r`<span class="pd-badge" aria-label=${i("toDoN", { n: s })}>${s}</span>` : e}
      </button>`;
	})}
  </nav>`;
}
function cr(e, t, n) {
	switch (e.board.tab) {
		case "act": return kt(e, t);
		case "votes": return ar(e, t);
		case "judge": return Un(e, t);
		case "pond": return r`${er(e)} ${Xn(e)}`;
		case "dice": return Cn(e, n.with(e.board.rolls));
		default: return at(e, t);
	}
}
function lr(e, t, n) {
	return r`<div class="pd-phone">
    ${sr(e, t)}
    <div class="pd-panel" id="pd-panel" role="tabpanel" aria-labelledby=${`pd-tab-${e.board.tab}`}>${cr(e, t, n)}</div>
  </div>`;
}
var ur = class {
	constructor(e) {
		this.host = e, this.timer = null, this.rolls = new gn();
	}
	status(e) {
		let t = C(e), n = S(e);
		if (n.phase === "over") return {
			title: t("roundLost"),
			hint: t("roundLostHint", { n: n.duck_god?.god_eggs ?? 0 })
		};
		let r = n.period;
		return {
			title: `${B(t, r.period)} · ${lt(t, r.end - Ge(e))}`,
			hint: t("votingEnds", {
				when: V(e.lang, n.time_zone, r.end),
				zone: n.time_zone
			})
		};
	}
	table(e) {
		this.rolls.remember(S(e));
		let t = We(e);
		return t ? lr(e, t, this.rolls) : tr(e);
	}
	actions() {
		return e;
	}
	overlays(t) {
		let n = t.board.confirm;
		if (!n) return e;
		let i = C(t), a = () => t.setBoard({
			...t.board,
			confirm: null
		});
		return r`<div class="overlay" @keydown=${(e) => e.key === "Escape" && a()}>
      <div class="dialog" role="alertdialog" aria-modal="true" aria-labelledby="pd-c-h" aria-describedby="pd-c-p">
        <h2 id="pd-c-h">${i("areYouSure")}</h2>
        <p id="pd-c-p">${n.text}</p>
        <div class="buttons">
          <button class="btn ghost" @click=${a}>${i("cancel")}</button>
          <button class="btn danger" autofocus @click=${() => j(t, n.key, { action: n.action })}>${i("yesDoIt")}</button>
        </div>
      </div>
    </div>`;
	}
	result() {
		return e;
	}
	updated(e) {
		e.left === null && this.timer === null && (this.timer = setTimeout(() => {
			this.timer = null, this.host.requestUpdate();
		}, 3e4));
	}
}, dr = {
	en: {
		intro: "Duck Pond runs for weeks. You keep ducks, help them gain quacks, and vote with everyone on new rules. Nobody waits for anybody: do things whenever you like.",
		sections: [
			{
				title: "Your first duck",
				items: ["When you join you get a duck. Under My ducks, give it a name and pick a pond for it.", "A duck without a name or pond cannot do anything yet."]
			},
			{
				title: "Every period",
				items: [
					"A week has two periods: Sunday to Wednesday, and Thursday to Saturday. The top line shows how long this one lasts.",
					"Once a period you may feed another player's duck, for free: it gains quacks. Its first feeding gives it a colour.",
					"Each period a duck gains a quack for every duck of another colour in its pond, and loses one for each of its own colour."
				]
			},
			{
				title: "Votes",
				items: [
					"Anyone may propose a new rule. Vote at once; the votes are counted when the next period ends.",
					"Vote For (bread) or Against (duck). You can change your vote until then.",
					"A rule change with numbers (a die, a cost) the game applies itself. Other text the Judge applies."
				]
			},
			{
				title: "More to do",
				items: ["Actions lists everything you can do now, with its cost in quacks and what it does.", "Send a duck scouting for loot, lay and hatch Eggs, attack other ducks, trade with other players."]
			},
			{
				title: "Titles and the Duck God",
				items: [
					"Most ducks: Duck King. Most quacks: Duck Lord. Both: the DUCK DUKE. Most God Eggs: Duck Deity.",
					"Every Sunday the Duck God gains a God Egg. At 12, everyone loses the round. A Divine Scrambler takes Eggs from it.",
					"The Duck Disciple is a duck nobody owns. Attack it once a period; when it perishes, its attackers are rewarded."
				]
			},
			{
				title: "The Judge and the dice",
				items: ["A player can become Judge when two others agree. Ask the Judge when the rules are unclear.", "Only the host rolls dice. Under Dice you can check every roll of a period after it ends."]
			}
		],
		legend: {
			colours: "Duck colours (uncoloured until first fed)",
			voteFor: "For",
			voteAgainst: "Against",
			titles: "Titles go to whoever leads; a tie leaves a title vacant."
		}
	},
	de: {
		intro: "Ententeich läuft über Wochen. Du hast Enten, hilfst ihnen zu Quaks und stimmst mit allen über neue Regeln ab. Niemand wartet auf jemanden: mach, wann du willst.",
		sections: [
			{
				title: "Deine erste Ente",
				items: ["Wenn du mitspielst, bekommst du eine Ente. Gib ihr unter Meine Enten einen Namen und such ihr einen Teich aus.", "Eine Ente ohne Namen oder Teich kann noch nichts tun."]
			},
			{
				title: "Jede Periode",
				items: [
					"Eine Woche hat zwei Perioden: Sonntag bis Mittwoch und Donnerstag bis Samstag. Die oberste Zeile zeigt, wie lange diese noch dauert.",
					"Einmal pro Periode darfst du die Ente eines anderen füttern, kostenlos: sie bekommt Quaks. Beim ersten Füttern bekommt sie eine Farbe.",
					"Jede Periode gewinnt eine Ente einen Quak für jede Ente anderer Farbe in ihrem Teich und verliert einen für jede ihrer Farbe."
				]
			},
			{
				title: "Abstimmen",
				items: [
					"Alle dürfen eine neue Regel vorschlagen. Abstimmen geht sofort; gezählt wird am Ende der nächsten Periode.",
					"Stimm dafür (Brot) oder dagegen (Ente). Ändern geht bis dahin.",
					"Eine Regeländerung mit Zahlen (ein Würfel, Kosten) setzt das Spiel selbst um. Anderen Text setzt der Richter um."
				]
			},
			{
				title: "Noch mehr",
				items: ["Unter Aktionen steht alles, was du jetzt tun kannst, mit seinen Kosten in Quaks und was es bewirkt.", "Schick eine Ente auf Erkundung nach Beute, leg und brüte Eier aus, greif andere Enten an, tausch mit anderen."]
			},
			{
				title: "Titel und der Entengott",
				items: [
					"Die meisten Enten: Entenkönig. Die meisten Quaks: Entenherr. Beides: ENTENHERZOG. Die meisten Gottes-Eier: Entengottheit.",
					"Jeden Sonntag bekommt der Entengott ein Gottes-Ei. Bei 12 verlieren alle die Runde. Ein Göttlicher Wirbel nimmt ihm Eier ab.",
					"Der Entenjünger ist eine Ente, die niemandem gehört. Greif ihn einmal pro Periode an; vergeht er, werden seine Angreifer belohnt."
				]
			},
			{
				title: "Der Richter und die Würfel",
				items: ["Wer Richter werden will, braucht die Zustimmung von zwei anderen. Frag den Richter, wenn die Regeln unklar sind.", "Nur der Host würfelt. Unter Würfel kannst du jeden Wurf einer Periode nach ihrem Ende prüfen."]
			}
		],
		legend: {
			colours: "Entenfarben (ohne Farbe bis zum ersten Füttern)",
			voteFor: "Dafür",
			voteAgainst: "Dagegen",
			titles: "Titel bekommt, wer vorne liegt; bei Gleichstand bleibt ein Titel frei."
		}
	},
	nl: {
		intro: "Eendenvijver duurt weken. Je houdt eenden, helpt ze aan kwaks en stemt met iedereen over nieuwe regels. Niemand wacht op een ander: doe dingen wanneer je wilt.",
		sections: [
			{
				title: "Je eerste eend",
				items: ["Als je meedoet, krijg je een eend. Geef haar onder Mijn eenden een naam en kies een vijver voor haar.", "Een eend zonder naam of vijver kan nog niets doen."]
			},
			{
				title: "Elke periode",
				items: [
					"Een week heeft twee periodes: zondag tot en met woensdag, en donderdag tot en met zaterdag. De bovenste regel toont hoe lang deze nog duurt.",
					"Eén keer per periode mag je de eend van een ander voeren, gratis: ze krijgt kwaks. Bij de eerste voerbeurt krijgt ze een kleur.",
					"Elke periode wint een eend een kwak voor elke eend van een andere kleur in haar vijver, en verliest er een per eend van haar kleur."
				]
			},
			{
				title: "Stemmen",
				items: [
					"Iedereen mag een nieuwe regel voorstellen. Stemmen kan meteen; er wordt geteld aan het einde van de volgende periode.",
					"Stem voor (brood) of tegen (eend). Wijzigen kan tot dan.",
					"Een regelwijziging met getallen (een dobbelsteen, kosten) voert het spel zelf uit. Andere tekst voert de rechter uit."
				]
			},
			{
				title: "Meer te doen",
				items: ["Onder Acties staat alles wat je nu kunt doen, met de kosten in kwaks en wat het doet.", "Stuur een eend op verkenning voor buit, leg en broed eieren uit, val andere eenden aan, ruil met anderen."]
			},
			{
				title: "Titels en de Eendengod",
				items: [
					"De meeste eenden: Eendenkoning. De meeste kwaks: Eendenheer. Allebei: EENDENHERTOG. De meeste Godseieren: Eendengodheid.",
					"Elke zondag krijgt de Eendengod een Godsei. Bij 12 verliest iedereen de ronde. Een Goddelijke Husseling neemt hem eieren af.",
					"De Eendendiscipel is een eend van niemand. Val hem één keer per periode aan; vergaat hij, dan worden zijn aanvallers beloond."
				]
			},
			{
				title: "De rechter en de dobbelstenen",
				items: ["Wie rechter wil worden, heeft de instemming van twee anderen nodig. Vraag de rechter iets als de regels onduidelijk zijn.", "Alleen de host gooit. Onder Worpen kun je elke worp van een periode na afloop controleren."]
			}
		],
		legend: {
			colours: "Eendenkleuren (zonder kleur tot de eerste voerbeurt)",
			voteFor: "Voor",
			voteAgainst: "Tegen",
			titles: "Een titel gaat naar wie voorop ligt; bij gelijkspel blijft hij vrij."
		}
	}
};
function fr(e, t) {
	let n = dr[e] ?? dr.en, a = [
		null,
		"yellow",
		"green",
		"blue",
		"red"
	], o = (e) => t(e === null ? "uncoloured" : `colour_${e}`);
	return {
		intro: n.intro,
		sections: n.sections,
		legend: r`<ul class="pd-legend">
      <li>
        <span class="pd-legend-ducks">${a.map((e) => r`<span class="pd-legend-duck">${A(e)} ${o(e)}</span>`)}</span>
        <small>${n.legend.colours}</small>
      </li>
      <li><span class="pd-for">${Ze} ${n.legend.voteFor}</span> <span class="pd-against">${i("ic")} ${n.legend.voteAgainst}</span></li>
      <li>${[
			"title_king",
			"title_lord",
			"title_duke",
			"title_deity"
		].map((e) => r`<span class="tag pd-title">${t(e)}</span> `)} <small>${n.legend.titles}</small></li>
    </ul>`
	};
}
// src/games/duck_pond/log.ts
var pr = /* @__PURE__ */ new Set([
	"round_started",
	"period_started",
	"proposal_passed",
	"proposal_failed",
	"title_changed",
	"god_egg",
	"round_lost",
	"disciple_perished",
	"judge_changed"
]), X = (e, t) => typeof e[t] == "number" ? e[t] : 0, Z = (e, t) => typeof e[t] == "string" ? e[t] : "";
function Q(e, t, n) {
	return n === "duck_god" ? e("duckGod") : typeof n == "number" ? t(n) : e("nobody");
}
function $(e, t, n) {
	let r = `${t}_${n}`, i = e(r);
	return i === r ? n : i;
}
function mr(e, t, n) {
	let r = {
		name: n,
		duck: X(e, "duck"),
		cost: X(e, "cost")
	};
	switch (e.kind) {
		case "standard": return t("ev_attack_standard", {
			...r,
			target: X(e, "target"),
			loss: X(e, "loss")
		});
		case "lay_egg": return t(e.egg ? "ev_attack_egg" : "ev_attack_no_egg", {
			...r,
			roll: X(e, "roll")
		});
		case "hatch": return t("ev_attack_hatch", r);
		case "scrambler": return t("ev_attack_scrambler", {
			...r,
			n: X(e, "god_eggs"),
			target: e.target === "duck_god" ? t("duckGod") : `#${String(e.target)}`
		});
		case "steal": return t("ev_attack_steal", {
			...r,
			target: X(e, "target")
		});
		case "cannibalism": return t("ev_attack_cannibalism", {
			...r,
			target: X(e, "target"),
			gain: X(e, "gain")
		});
		default: return t("ev_attack_standard", {
			...r,
			target: X(e, "target"),
			loss: X(e, "loss")
		});
	}
}
function hr(e, t, n, r) {
	let i = Ue(t), a = typeof e.seat == "number" ? n(e.seat) : "", o = X(e, "duck");
	switch (e.type) {
		case "roll": return null;
		case "round_started": return i("ev_round_started", { round: X(e, "round") });
		case "player_joined": return i("ev_player_joined", { name: Z(e, "name") || a });
		case "player_left": return i(e.removed ? "ev_player_removed" : "ev_player_left", { name: a });
		case "display_name": return i("ev_display_name", {
			name: a,
			new: Z(e, "name")
		});
		case "duck_created": {
			let t = typeof e.owner == "number" ? n(e.owner) : i("nobody");
			return i(`ev_duck_created_${Z(e, "how") === "found" ? "found" : Z(e, "how") === "correction" ? "correction" : "first"}`, {
				name: t,
				duck: o
			});
		}
		case "duck_hatched": return i("ev_duck_hatched", {
			parent: X(e, "parent"),
			duck: o,
			name: Q(i, n, e.owner)
		});
		case "duck_named": return e.name === null ? i("ev_duck_unnamed", { duck: o }) : i("ev_duck_named", {
			duck: o,
			new: Z(e, "name")
		});
		case "name_lost": return i("ev_name_lost", {
			duck: o,
			old: Z(e, "name"),
			reason: Z(e, "reason")
		});
		case "duck_removed": return i("ev_duck_removed", {
			duck: o,
			reason: Z(e, "reason")
		});
		case "not_created": return i("ev_not_created", {
			what: $(i, "what", Z(e, "what")),
			reason: Z(e, "reason")
		});
		case "pond_created": return i("ev_pond_created", { pond: X(e, "pond") });
		case "ponds": return i("ev_ponds", { n: X(e, "ponds") });
		case "pond_assigned": return i("ev_pond_assigned", {
			name: a,
			duck: o,
			pond: X(e, "pond")
		});
		case "duck_moved": return i("ev_duck_moved", {
			name: a,
			duck: o,
			pond: X(e, "pond")
		});
		case "coloured": return i("ev_coloured", {
			duck: o,
			colour: $(i, "colour", Z(e, "colour"))
		});
		case "fed": {
			let t = Z(e, "fruit"), n = {
				name: a,
				duck: o,
				gain: X(e, "gain"),
				roll: X(e, "roll"),
				quacks: X(e, "quacks")
			};
			return t ? i("ev_fed_fruit", {
				...n,
				fruit: $(i, "item", t)
			}) : i("ev_fed", n);
		}
		case "attack": return mr(e, i, a);
		case "ritual": return e.target === null || e.target === void 0 ? i("ev_ritual_none") : i("ev_ritual", {
			duck: X(e, "target"),
			loss: X(e, "loss")
		});
		case "disciple_created": return i("ev_disciple_created", {
			name: Z(e, "name"),
			quacks: X(e, "quacks")
		});
		case "disciple_perished": return i("ev_disciple_perished", {
			name: Z(e, "name") || i("disciple"),
			killer: X(e, "killer"),
			owner: a
		});
		case "loot": return e.item === null ? i("ev_loot_nothing", {
			name: a,
			roll: X(e, "roll")
		}) : i("ev_loot", {
			name: a,
			count: X(e, "count"),
			item: $(i, "item", Z(e, "item")),
			roll: X(e, "roll")
		});
		case "scouted": return i("ev_scouted", {
			name: a,
			duck: o,
			potential: X(e, "potential")
		});
		case "adjusted": return i("ev_adjusted", {
			name: a,
			duck: o,
			by: X(e, "by") > 0 ? `+${X(e, "by")}` : String(X(e, "by")),
			potential: X(e, "potential")
		});
		case "retrieved": return i(e.returned ? "ev_retrieved" : "ev_still_out", {
			duck: o,
			roll: X(e, "roll"),
			potential: X(e, "potential")
		});
		case "cut_losses": return i("ev_cut_losses", {
			name: a,
			duck: o,
			gain: X(e, "gain")
		});
		case "upkeep": return i("ev_upkeep", { n: Array.isArray(e.changes) ? e.changes.length : 0 });
		case "title_changed": {
			let t = $(i, "title", Z(e, "title"));
			return e.holder === null || e.holder === void 0 ? i("ev_title_vacant", {
				title: t,
				previous: Q(i, n, e.previous)
			}) : i("ev_title_changed", {
				title: t,
				name: Q(i, n, e.holder)
			});
		}
		case "proposal_made": return i("ev_proposal_made", {
			name: a,
			n: X(e, "proposal"),
			title: Z(e, "title")
		});
		case "proposal_retracted": return i("ev_proposal_retracted", {
			name: a,
			n: X(e, "proposal")
		});
		case "vote": return i(e.vote === "for" ? "ev_vote_for" : e.vote === "against" ? "ev_vote_against" : "ev_vote_none", {
			name: a,
			n: X(e, "proposal")
		});
		case "proposal_failed": return i("ev_proposal_failed", {
			n: X(e, "proposal"),
			title: Z(e, "title"),
			for: X(e, "for"),
			against: X(e, "against")
		});
		case "proposal_passed": return i(e.adopted ? "ev_proposal_adopted" : "ev_proposal_passed", {
			n: X(e, "proposal"),
			title: Z(e, "title"),
			for: X(e, "for"),
			against: X(e, "against")
		});
		case "proposal_settled": return i("ev_proposal_settled", { n: X(e, "proposal") });
		case "notice": return i("ev_notice", { text: Z(e, "text") });
		case "notice_dismissed": return i("ev_notice_dismissed", { n: X(e, "notice") });
		case "offer_made": return i("ev_offer_made", {
			name: a,
			n: X(e, "offer"),
			to: Q(i, n, e.to)
		});
		case "offer_closed": return i("ev_offer_closed", {
			n: X(e, "offer"),
			how: $(i, "how", Z(e, "how"))
		});
		case "traded": return i("ev_traded", {
			name: a,
			to: Q(i, n, e.to),
			n: X(e, "offer")
		});
		case "judge_changed": {
			let t = Z(e, "how");
			return t === "appointed" ? i("ev_judge_appointed", { name: Q(i, n, e.seat) }) : i(`ev_judge_${t === "removed" ? "removed" : t === "resigned" ? "resigned" : "left"}`, { name: Q(i, n, e.previous) });
		}
		case "motion_made": return i(e.kind === "remove" ? "ev_motion_remove" : "ev_motion_appoint", { name: a });
		case "motion_lapsed": return i("ev_motion_lapsed", { n: X(e, "motion") });
		case "assented": return i("ev_assented", {
			name: a,
			n: X(e, "motion")
		});
		case "request_filed": return i("ev_request_filed", {
			name: a,
			n: X(e, "request")
		});
		case "request_closed": return i("ev_request_closed", {
			n: X(e, "request"),
			how: $(i, "how", Z(e, "how"))
		});
		case "ruling": return i("ev_ruling", { n: X(e, "ruling") });
		case "confidence_opened": return i("ev_confidence_opened", {
			name: a,
			n: X(e, "ruling")
		});
		case "confidence_vote": return i("ev_confidence_vote", {
			name: a,
			n: X(e, "ruling")
		});
		case "confidence_result": return i(e.fallen ? "ev_ruling_fell" : "ev_ruling_stands", {
			n: X(e, "ruling"),
			o: X(e, "overturn"),
			a: X(e, "affirm")
		});
		case "confidence_window_closed": return i("ev_confidence_window_closed", { n: X(e, "ruling") });
		case "correction": return i(e.status === "pending" ? "ev_correction_pending" : "ev_correction", {
			n: X(e, "correction"),
			reason: Z(e, "reason")
		});
		case "correction_confirmed": return i("ev_correction_confirmed", {
			name: a,
			n: X(e, "correction")
		});
		case "correction_closed": return i("ev_correction_closed", {
			n: X(e, "correction"),
			how: $(i, "how", Z(e, "how"))
		});
		case "correction_reversed": return i("ev_correction_reversed", {
			n: X(e, "correction"),
			ruling: X(e, "ruling")
		});
		case "period_ended":
		case "period_started": {
			let t = Z(e, "period");
			return i(`ev_${e.type}`, {
				name: B(i, t),
				day: t.slice(0, 10)
			});
		}
		case "god_egg": return i("ev_god_egg", {
			n: X(e, "god_eggs"),
			limit: X(e, "limit")
		});
		case "round_lost": return i("ev_round_lost", {
			n: X(e, "god_eggs"),
			round: X(e, "round")
		});
		case "limits_set": return i("ev_limits_set");
		case "limits_applied": return i("ev_limits_applied");
		default: return null;
	}
}
function gr(e = "ducks") {
	return {
		tab: e,
		open: null,
		sent: null,
		problem: null,
		picks: {},
		changes: [],
		fixes: [],
		rolls: {},
		proof: null,
		confirm: null
	};
}
function _r(e, t) {
	let n = t.period;
	if (typeof n != "string" || typeof t.n != "number") return e;
	let r = e[n] ?? [];
	if (r.some((e) => e.n === t.n)) return e;
	let i = {
		n: t.n,
		sides: Number(t.sides),
		result: Number(t.result),
		cause: String(t.cause ?? "")
	}, a = {
		...e,
		[n]: [...r, i].slice(-2e3)
	}, o = Object.keys(a).sort();
	for (let e of o.slice(0, Math.max(0, o.length - 10))) delete a[e];
	return a;
}
var vr = {
	proposal_made: (e, t, n) => (e === "propose" || e.startsWith("edit:")) && t.seat === n,
	request_filed: (e, t, n) => e === "request" && t.seat === n,
	ruling: (e, t) => e === `answer:${String(t.ruling)}`,
	correction: (e, t, n) => e === "correct" && t.judge === n,
	proposal_settled: (e, t) => e === `settle:${String(t.proposal)}`
}, yr = {
	fed: "quack",
	proposal_made: "card",
	proposal_passed: "win",
	proposal_failed: "end",
	title_changed: "turn",
	disciple_perished: "whoosh",
	duck_hatched: "quack",
	round_lost: "end"
};
function br(e, t, n) {
	let r = e;
	t.type === "roll" && (r = {
		...r,
		rolls: _r(r.rolls, t)
	});
	let i = vr[t.type], a = r.sent;
	i && a && i(a, t, n) && (r = {
		...r,
		open: r.open === a ? null : r.open,
		sent: null,
		problem: null
	}, t.type === "proposal_made" && (r = {
		...r,
		changes: []
	}), t.type === "correction" && (r = {
		...r,
		fixes: []
	}));
	let o = yr[t.type];
	return o ? {
		board: r,
		cue: o
	} : { board: r };
}
function xr(e, t) {
	let n = e.legal ?? [], [r, i] = t.split(":"), a = (e) => n.some((t) => t.type === e && (i === void 0 || t.duck === void 0 || String(t.duck) === i));
	switch (r) {
		case "pond": return a("assign_pond");
		case "edit": return a("edit");
		case "answer":
		case "settle":
		case "vote":
		case "retract":
		case "offer":
		case "request":
		case "assent":
		case "confidence":
		case "correction":
		case "dismiss": return !0;
		default: return a(r);
	}
}
function Sr(e, t) {
	let n = t, r = e.open && xr(n, e.open) ? e.open : null, i = e.confirm && xr(n, e.confirm.key) ? e.confirm : null, a = c.includes(e.tab) ? e.tab : "ducks";
	return r === e.open && i === e.confirm && a === e.tab ? e : {
		...e,
		open: r,
		confirm: i,
		tab: a
	};
}
var Cr = {
	initial: () => gr(),
	event: br,
	seatView: Sr,
	toAct: (e) => Array.isArray(e.to_act) ? e.to_act : [],
	decisionMs: () => null,
	roundResult: () => null,
	scoreHistory: () => null
}, wr = {
	name: "duck_pond",
	strings: He,
	styles: t`
  .pd-wall,
  .pd-phone,
  .pd-panel {
    display: grid;
    gap: 10px;
    min-width: 0;
  }
  .pd-strip {
    display: grid;
    gap: 8px;
    grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  }
  .pd-card {
    background: rgba(0, 0, 0, 0.22);
    border-radius: 14px;
    padding: 10px 12px;
    display: grid;
    gap: 3px;
    align-content: start;
    min-width: 0;
  }
  .pd-card small {
    opacity: 0.88;
  }
  .pd-big {
    font-size: 1.35rem;
    font-variant-numeric: tabular-nums;
  }
  .pd-eggs {
    display: flex;
    flex-wrap: wrap;
    gap: 3px;
  }
  .egg {
    width: 15px;
    height: 19px;
    fill: rgba(255, 255, 255, 0.18);
    stroke: rgba(255, 255, 255, 0.6);
    stroke-width: 1.2;
  }
  .egg.on {
    fill: #ffe8a3;
    stroke: #f59f00;
  }
  .pd-titles {
    grid-column: 1 / -1;
  }
  .pd-titles dl {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 4px 16px;
  }
  .pd-titles dl div {
    display: flex;
    gap: 6px;
  }
  .pd-titles dt {
    opacity: 0.85;
  }
  .pd-titles dt::after {
    content: ":";
  }
  .pd-titles dd {
    margin: 0;
    font-weight: 700;
  }
  .pd-ponds {
    display: grid;
    gap: 10px;
    grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  }
  .pd-pond {
    background: linear-gradient(180deg, rgba(77, 171, 247, 0.35), rgba(28, 126, 214, 0.35));
    border: 2px solid rgba(255, 255, 255, 0.28);
    border-radius: 18px 18px 26px 26px;
    padding: 8px 10px 10px;
    min-width: 0;
  }
  .pd-pond.away {
    background: rgba(0, 0, 0, 0.18);
    border-style: dashed;
  }
  .pd-pond h4 {
    margin: 0 0 6px;
    display: flex;
    justify-content: space-between;
    align-items: baseline;
  }
  .pd-pond ul,
  .pd-colour ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 4px;
  }
  .pd-colour + .pd-colour {
    margin-top: 6px;
    padding-top: 6px;
    border-top: 1px dashed rgba(255, 255, 255, 0.3);
  }
  .pd-chip,
  .pd-mine {
    display: flex;
    gap: 8px;
    align-items: center;
    background: rgba(255, 255, 255, 0.12);
    border-radius: 12px;
    padding: 4px 8px;
    min-width: 0;
  }
  .pd-chip.mine {
    outline: 2px solid var(--_accent);
  }
  .pd-chip-text {
    display: grid;
    min-width: 0;
  }
  .pd-chip-text b,
  .pd-chip-text small {
    overflow-wrap: anywhere;
  }
  .pd-chip-text b.unnamed {
    font-style: italic;
    font-weight: 600;
    opacity: 0.85;
  }
  .pd-tags {
    display: flex;
    flex-wrap: wrap;
    gap: 3px;
  }
  .pd-duck {
    flex: none;
    display: inline-grid;
    place-items: center;
    width: 30px;
    height: 30px;
    border-radius: 50%;
    background: rgba(0, 0, 0, 0.2);
  }
  .pd-duck .ic {
    width: 26px;
    height: 26px;
  }
  .pd-duck.big {
    width: 44px;
    height: 44px;
  }
  .pd-duck.big .ic {
    width: 38px;
    height: 38px;
  }
  .tag.pd-title {
    background: #fab005;
    color: #3b2a00;
  }
  .tag.pd-title.duke {
    background: #e8590c;
    color: #fff;
  }
  .tag.pd-title.deity {
    background: #ae3ec9;
    color: #fff;
  }
  .tag.pd-scout {
    background: #0c8599;
    color: #fff;
  }
  .pd-empty {
    margin: 0;
    opacity: 0.85;
    font-style: italic;
  }
  /* ---------------------------------------------------------------- sections on the felt */
  .pd-section {
    background: rgba(0, 0, 0, 0.18);
    border-radius: 14px;
    padding: 10px 12px;
    display: grid;
    gap: 8px;
    min-width: 0;
  }
  .pd-section h3,
  .pd-section h4 {
    margin: 0;
  }
  .pd-section h3 small,
  .pd-section h4 small {
    font-weight: 400;
    opacity: 0.85;
    font-size: 0.85rem;
  }
  .pd-help,
  .pd-more {
    margin: 0;
    font-size: 0.92rem;
    opacity: 0.92;
  }
  /* ---------------------------------------------------------------- the phone's tabs */
  .pd-tabs {
    display: grid;
    grid-template-columns: repeat(3, 1fr);
    gap: 6px;
  }
  @container (min-width: 640px) {
    .pd-tabs {
      grid-template-columns: repeat(6, 1fr);
    }
  }
  .pd-tabs button {
    min-height: 44px;
    border-radius: 12px;
    border: 2px solid rgba(255, 255, 255, 0.35);
    background: rgba(0, 0, 0, 0.2);
    color: #fff;
    font-weight: 700;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 6px;
    padding: 0 6px;
  }
  .pd-tabs button.on {
    background: var(--_accent);
    color: var(--_on-accent);
    border-color: var(--_accent);
  }
  .pd-badge {
    min-width: 22px;
    height: 22px;
    border-radius: 11px;
    background: var(--_danger);
    color: #fff;
    font-size: 0.8rem;
    display: inline-grid;
    place-items: center;
    padding: 0 5px;
  }
  /* ---------------------------------------------------------------- to do, my ducks */
  .pd-todos,
  .pd-mines,
  .pd-items,
  .pd-actions,
  .pd-proposals,
  .pd-list,
  .pd-changes {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 6px;
  }
  .pd-changes {
    gap: 2px;
    font-size: 0.92rem;
  }
  .pd-changes li::before {
    content: "• ";
  }
  .pd-todo {
    display: flex;
    gap: 10px;
    align-items: flex-start;
  }
  .pd-step {
    flex: none;
    width: 30px;
    height: 30px;
    border-radius: 50%;
    background: var(--_accent);
    color: var(--_on-accent);
    display: grid;
    place-items: center;
    font-weight: 800;
  }
  .pd-todo.done .pd-step {
    background: var(--_ok);
    color: #fff;
  }
  .pd-todo.done b {
    text-decoration: line-through;
    opacity: 0.8;
  }
  .pd-todo-body {
    display: grid;
    gap: 4px;
    flex: 1;
    min-width: 0;
  }
  .pd-todo-body > .btn {
    justify-self: start;
    color: var(--_text);
  }
  .pd-items {
    grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  }
  .pd-allow {
    margin: 0;
    font-size: 0.9rem;
  }
  .pd-scout-line {
    color: #c3fae8;
  }
  .pd-warn-line {
    color: #ffe066;
    margin: 0;
  }
  /* ---------------------------------------------------------------- action rows and forms */
  .pd-action {
    background: rgba(255, 255, 255, 0.1);
    border-radius: 12px;
  }
  .pd-action.open {
    background: rgba(255, 255, 255, 0.16);
  }
  .pd-row {
    width: 100%;
    min-height: 56px;
    display: flex;
    align-items: center;
    gap: 10px;
    background: none;
    border: none;
    color: inherit;
    text-align: left;
    padding: 8px 10px;
    border-radius: 12px;
  }
  .pd-what {
    display: grid;
    flex: 1;
    min-width: 0;
  }
  .pd-what small {
    opacity: 0.92;
  }
  .pd-cost {
    color: #ffe066;
    font-weight: 700;
  }
  .pd-chev {
    flex: none;
    font-size: 1.1rem;
  }
  .pd-form {
    padding: 0 10px 10px;
    display: grid;
    gap: 8px;
  }
  .pd-inline {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: flex-end;
  }
  .pd-stack {
    display: grid;
    gap: 8px;
    min-width: 0;
  }
  .pd-stack > .btn,
  .pd-inline > .btn {
    justify-self: start;
  }
  .pd-field {
    display: grid;
    gap: 3px;
    min-width: 0;
    font-size: 0.92rem;
  }
  .pd-field.grow {
    flex: 1 1 200px;
  }
  .pd-field.row {
    grid-template-columns: 1fr 90px;
    align-items: center;
  }
  .pd-field input,
  .pd-field select,
  .pd-field textarea {
    min-height: 44px;
    border-radius: 10px;
    border: 1px solid var(--_line);
    background: var(--_surface);
    color: var(--_text);
    padding: 6px 10px;
    font: inherit;
    width: 100%;
    min-width: 0;
  }
  .pd-field textarea {
    resize: vertical;
  }
  .pd-choices {
    border: 1px solid rgba(255, 255, 255, 0.3);
    border-radius: 10px;
    padding: 6px 10px 8px;
    margin: 0;
    display: grid;
    gap: 4px;
    min-width: 0;
  }
  .pd-radio,
  .pd-check {
    display: flex;
    gap: 8px;
    align-items: center;
    min-height: 44px;
  }
  .pd-radio input,
  .pd-check input {
    width: 22px;
    height: 22px;
    flex: none;
  }
  .pd-note {
    margin: 0;
    padding: 6px 10px;
    border-radius: 10px;
    font-weight: 600;
  }
  .pd-note.warn {
    background: #fff3bf;
    color: #5c3c00;
  }
  .pd-note.refused {
    background: var(--_danger);
    color: #fff;
  }
  .pd-drafts {
    display: grid;
    gap: 8px;
  }
  .pd-draft {
    border: 1px dashed rgba(255, 255, 255, 0.4);
    border-radius: 10px;
    padding: 6px 10px 10px;
    margin: 0;
    display: grid;
    gap: 6px;
    min-width: 0;
  }
  .pd-drafts .btn.small,
  .pd-action .btn.small,
  .pd-list .btn.small,
  .pd-offer .btn.small,
  .pd-proposal .btn.small,
  .pd-form .btn {
    color: var(--_text);
  }
  .pd-form .btn.primary {
    color: var(--_on-accent);
  }
  .pd-form .btn.danger,
  .pd-action .btn.danger {
    color: #fff;
  }
  /* ---------------------------------------------------------------- proposals and votes */
  .pd-proposal {
    background: rgba(255, 255, 255, 0.1);
    border-radius: 12px;
    padding: 8px 10px;
    display: grid;
    gap: 6px;
    min-width: 0;
  }
  .pd-proposal.decided {
    opacity: 0.9;
  }
  .pd-proposal h4 {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .pd-num {
    font-variant-numeric: tabular-nums;
    opacity: 0.85;
  }
  .pd-text {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  .pd-tally {
    display: flex;
    flex-wrap: wrap;
    gap: 6px 14px;
  }
  .pd-for,
  .pd-against {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    flex-wrap: wrap;
  }
  .pd-for .ic,
  .pd-against .ic,
  .pd-ballot .ic {
    width: 1.4em;
    height: 1.4em;
  }
  .pd-ballot {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  .pd-ballot .btn {
    color: var(--_text);
  }
  .pd-ballot .btn.on {
    opacity: 1;
    outline: 3px solid var(--_accent);
    background: var(--_accent);
    color: var(--_on-accent);
  }
  .pd-phone .btn.ghost,
  .pd-wall .btn.ghost,
  .pd-ballot .btn.ghost {
    color: #fff;
    border-color: rgba(255, 255, 255, 0.55);
  }
  .pd-ballot .btn.ghost.on {
    color: var(--_on-accent);
  }
  .pd-myvote {
    opacity: 0.92;
  }
  /* ---------------------------------------------------------------- lists: offers, the Judge */
  .pd-list > li,
  .pd-offer {
    background: rgba(255, 255, 255, 0.1);
    border-radius: 12px;
    padding: 6px 10px;
    display: flex;
    flex-wrap: wrap;
    gap: 6px 10px;
    align-items: center;
    min-width: 0;
  }
  .pd-list > li > span,
  .pd-offer > span {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .pd-list > li.pd-stack {
    display: grid;
  }
  .pd-offers ul {
    list-style: none;
    margin: 6px 0 0;
    padding: 0;
    display: grid;
    gap: 6px;
  }
  .pd-offers {
    padding: 4px 2px;
  }
  .pd-offers h4 {
    margin: 0;
  }
  .pd-ruling {
    display: block;
    margin-top: 4px;
  }
  .pd-big-line {
    margin: 0;
    font-size: 1.1rem;
    font-weight: 700;
  }
  /* ---------------------------------------------------------------- dice and their proof */
  .pd-hashes {
    margin: 0;
    display: grid;
    gap: 4px;
  }
  .pd-hashes dt {
    font-size: 0.85rem;
    opacity: 0.85;
  }
  .pd-hashes dd {
    margin: 0;
  }
  .pd-hashes code {
    font-size: 0.8rem;
    overflow-wrap: anywhere;
    word-break: break-all;
  }
  .pd-proof > p {
    margin: 0;
  }
  .pd-proof > .btn {
    justify-self: start;
    color: var(--_text);
  }
  .pd-proof > .btn.primary {
    color: var(--_on-accent);
  }
  .pd-verdict {
    border-radius: 10px;
    padding: 8px 10px;
    display: grid;
    gap: 2px;
  }
  .pd-verdict.good {
    background: var(--_ok);
    color: #fff;
  }
  .pd-verdict.bad {
    background: var(--_danger);
    color: #fff;
  }
  .pd-verdict ul {
    margin: 4px 0 0;
    padding-left: 18px;
  }
  .pd-rolls {
    width: 100%;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
    font-size: 0.9rem;
  }
  .pd-rolls th,
  .pd-rolls td {
    text-align: left;
    padding: 4px 6px;
    border-bottom: 1px solid rgba(255, 255, 255, 0.16);
  }
  .pd-rolls tr.ok td:last-child {
    color: #b2f2bb;
    font-weight: 800;
  }
  .pd-rolls tr.bad td {
    background: rgba(214, 64, 26, 0.45);
  }
  /* ---------------------------------------------------------------- the legend (how to play) */
  .pd-legend {
    list-style: none;
    padding: 0;
    margin: 0;
    display: grid;
    gap: 10px;
  }
  .pd-legend-ducks {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  .pd-legend-duck {
    display: inline-flex;
    align-items: center;
    gap: 4px;
  }
  .pd-legend .pd-duck {
    background: #1d4f45;
  }
  @container (min-width: 960px) {
    .pd-wall .pd-ponds {
      grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
    }
  }
`,
	rules: Cr,
	createBoard: (e) => new ur(e),
	describeEvent: hr,
	majorEvents: pr,
	howTo: fr,
	hostSentences: ["en"]
};
export { wr as default };
