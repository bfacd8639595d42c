import { a as e, c as t, o as n } from "./duck-down-shared-BTlcC7Is.js";
// node_modules/lit-html/directive-helpers.js
var { I: r } = t, i = (e) => e.strings === void 0, a = {
	ATTRIBUTE: 1,
	CHILD: 2,
	PROPERTY: 3,
	BOOLEAN_ATTRIBUTE: 4,
	EVENT: 5,
	ELEMENT: 6
}, o = (e) => (...t) => ({
	_$litDirective$: e,
	values: t
}), s = class {
	constructor(e) {}
	get _$AU() {
		return this._$AM._$AU;
	}
	_$AT(e, t, n) {
		this._$Ct = e, this._$AM = t, this._$Ci = n;
	}
	_$AS(e, t) {
		return this.update(e, t);
	}
	update(e, t) {
		return this.render(...t);
	}
}, c = (e, t) => {
	let n = e._$AN;
	if (n === void 0) return !1;
	for (let e of n) e._$AO?.(t, !1), c(e, t);
	return !0;
}, l = (e) => {
	let t, n;
	do {
		if ((t = e._$AM) === void 0) break;
		n = t._$AN, n.delete(e), e = t;
	} while (n?.size === 0);
}, u = (e) => {
	for (let t; t = e._$AM; e = t) {
		let n = t._$AN;
		if (n === void 0) t._$AN = n = /* @__PURE__ */ new Set();
		else if (n.has(e)) break;
		n.add(e), p(t);
	}
};
function d(e) {
	this._$AN === void 0 ? this._$AM = e : (l(this), this._$AM = e, u(this));
}
function f(e, t = !1, n = 0) {
	let r = this._$AH, i = this._$AN;
	if (i !== void 0 && i.size !== 0) {
		if (t) {
			if (Array.isArray(r)) for (let e = n; e < r.length; e++) c(r[e], !1), l(r[e]);
			else r != null && (c(r, !1), l(r));
		} else c(this, e);
	}
}
var p = (e) => {
	e.type == a.CHILD && (e._$AP ??= f, e._$AQ ??= d);
}, m = class extends s {
	constructor() {
		super(...arguments), this._$AN = void 0;
	}
	_$AT(e, t, n) {
		super._$AT(e, t, n), u(this), this.isConnected = e._$AU;
	}
	_$AO(e, t = !0) {
		e !== this.isConnected && (this.isConnected = e, e ? this.reconnected?.() : this.disconnected?.()), t && (c(this, e), l(this));
	}
	setValue(e) {
		if (i(this._$Ct)) this._$Ct._$AI(e, this);
		else {
			let t = [...this._$Ct._$AH];
			t[this._$Ci] = e, this._$Ct._$AI(t, this, 0);
		}
	}
	disconnected() {}
	reconnected() {}
}, h = /* @__PURE__ */ new WeakMap(), g = o(class extends m {
	render(t) {
		return e;
	}
	update(t, [n]) {
		let r = n !== this.G;
		return r && this.rt(void 0), (r || this.lt !== this.ct) && (this.G = n, this.ht = t.options?.host, this.rt(this.ct = t.element)), e;
	}
	rt(e) {
		if (this.G !== void 0) {
			if (this.isConnected || (e = void 0), typeof this.G == "function") {
				let t = this.ht ?? globalThis, n = h.get(t);
				n === void 0 && (n = /* @__PURE__ */ new WeakMap(), h.set(t, n)), n.get(this.G) !== void 0 && this.G.call(this.ht, void 0), n.set(this.G, e), e !== void 0 && this.G.call(this.ht, e);
			} else this.G.value = e;
		}
	}
	get lt() {
		return typeof this.G == "function" ? h.get(this.ht ?? globalThis)?.get(this.G) : this.G?.value;
	}
	disconnected() {
		this.lt === this.ct && this.rt(void 0);
	}
	reconnected() {
		this.rt(this.ct);
	}
}), _ = o(class extends s {
	constructor(e) {
		if (super(e), e.type !== a.ATTRIBUTE || e.name !== "class" || e.strings?.length > 2) throw Error("`classMap()` can only be used in the `class` attribute and must be the only part in the attribute.");
	}
	render(e) {
		return " " + Object.keys(e).filter((t) => e[t]).join(" ") + " ";
	}
	update(e, [t]) {
		if (this.st === void 0) {
			this.st = /* @__PURE__ */ new Set(), e.strings !== void 0 && (this.nt = new Set(e.strings.join(" ").split(/\s/).filter((e) => e !== "")));
			for (let e in t) t[e] && !this.nt?.has(e) && this.st.add(e);
			return this.render(t);
		}
		let r = e.element.classList;
		for (let e of this.st) e in t || (r.remove(e), this.st.delete(e));
		for (let e in t) {
			let n = !!t[e];
			n === this.st.has(e) || this.nt?.has(e) || (n ? (r.add(e), this.st.add(e)) : (r.remove(e), this.st.delete(e)));
		}
		return n;
	}
});
export { g as n, _ as t };
