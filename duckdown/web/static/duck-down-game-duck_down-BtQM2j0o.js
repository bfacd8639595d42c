import{a as e,c as t,d as n,i as r,l as i,o as a,r as o,s,u as c}from"./duck-down.js";function l(e,t,n){e&&typeof e.animate==`function`&&e.animate(t,{duration:n,easing:`ease-out`})}function u(e,t){let n=t=>e.slots.get(t)?.querySelector(`.card`),r=t=>e.stacks.get(t)?.querySelector(`.card`);switch(t.kind){case`swap`:{let e=[{transform:`scale(1)`,boxShadow:`0 0 0 0 #fab005`},{transform:`scale(1.18) rotate(-8deg)`,boxShadow:`0 0 0 6px #fab005`},{transform:`scale(1.18) rotate(8deg)`,boxShadow:`0 0 0 6px #fab005`},{transform:`scale(1)`,boxShadow:`0 0 0 0 #fab005`}];l(n(`${t.seat}:${t.slot}`),e,900),l(n(`${t.other_seat}:${t.other_slot}`),e,900);break}case`replace`:l(n(`${t.seat}:${t.slot}`),[{transform:`rotateY(90deg) scale(.8)`},{transform:`rotateY(0) scale(1)`}],450),l(r(`pile`),[{transform:`translateY(-30px) scale(1.2)`,opacity:.3},{transform:`none`,opacity:1}],450);break;case`draw`:case`take`:l(r(`held`),[{transform:`translate(${t.kind===`draw`?-70:70}px, 0) scale(.6) rotate(-20deg)`,opacity:.2},{transform:`rotate(4deg)`,opacity:1}],420);break;case`throw`:l(r(`pile`),[{transform:`translateY(-40px) rotate(25deg) scale(1.15)`,opacity:.2},{transform:`none`,opacity:1}],420);break;case`peek`:l(n(`${t.seat}:${t.slot}`),[{transform:`translateY(0)`},{transform:`translateY(-14px) rotate(-6deg)`},{transform:`translateY(0)`}],700);break;case`deal`:for(let[t,n]of[...e.slots.values()].entries())l(n.querySelector(`.card`),[{transform:`translate(0,-60px) scale(.4)`,opacity:0},{transform:`none`,opacity:1}],300+t*40)}}function d(e){return Math.round(140-Math.min(Math.max(e,0),9)*15)}var f=c`<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M12 5C6.5 5 2.7 9.2 1.5 12c1.2 2.8 5 7 10.5 7s9.3-4.2 10.5-7C21.3 9.2 17.5 5 12 5zm0 11.2A4.2 4.2 0 1 1 12 7.8a4.2 4.2 0 0 1 0 8.4zm0-6.4a2.2 2.2 0 1 0 0 4.4 2.2 2.2 0 0 0 0-4.4z" fill="currentColor"/></svg>`,p={swap:t`<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M7 4 3 8l4 4V9h11V7H7V4zm10 8v3H6v2h11v3l4-4-4-4z" fill="currentColor"/></svg>`,peek:t`${f}`,double:t`<svg viewBox="0 0 24 24" aria-hidden="true"><rect x="3" y="5" width="11" height="15" rx="2" fill="none" stroke="currentColor" stroke-width="2"/><rect x="10" y="3" width="11" height="15" rx="2" fill="currentColor" opacity=".85"/></svg>`};function m(e,t){return typeof t==`number`?String(t):e(t===`swap`||t===`peek`||t===`double`?`special_${t}`:`faceDown`)}function h(e,n,r={}){let i=r.size??`m`;if(e===null)return t`<span class="card back ${i} ${r.extra??``}" aria-hidden="true">${o(`back-duck`)}</span>`;let s=r.eye?t`<span class="eye" title=${n(`known`)}>${f}</span>`:a;return typeof e==`number`?t`<span class="card face num ${i} ${r.extra??``}" style="--h:${d(e)}" aria-hidden="true"
      ><span class="corner">${e}</span><span class="big">${e}</span>${s}</span
    >`:t`<span class="card face special ${e} ${i} ${r.extra??``}" aria-hidden="true"
    ><span class="icon">${p[e]??a}</span><span class="label">${m(n,e)}</span>${s}</span
  >`}function g(e=`m`,n=``){return t`<span class="card empty ${e}" aria-hidden="true">${n}</span>`}var{I:_}=i,v=e=>e.strings===void 0,y={ATTRIBUTE:1,CHILD:2,PROPERTY:3,BOOLEAN_ATTRIBUTE:4,EVENT:5,ELEMENT:6},b=e=>(...t)=>({_$litDirective$:e,values:t}),x=class{constructor(e){}get _$AU(){return this._$AM._$AU}_$AT(e,t,n){this._$Ct=e,this._$AM=t,this._$Ci=n}_$AS(e,t){return this.update(e,t)}update(e,t){return this.render(...t)}},S=(e,t)=>{let n=e._$AN;if(n===void 0)return!1;for(let e of n)e._$AO?.(t,!1),S(e,t);return!0},C=e=>{let t,n;do{if((t=e._$AM)===void 0)break;n=t._$AN,n.delete(e),e=t}while(n?.size===0)},w=e=>{for(let t;t=e._$AM;e=t){let n=t._$AN;if(n===void 0)t._$AN=n=new Set;else if(n.has(e))break;n.add(e),D(t)}};function T(e){this._$AN===void 0?this._$AM=e:(C(this),this._$AM=e,w(this))}function E(e,t=!1,n=0){let r=this._$AH,i=this._$AN;if(i!==void 0&&i.size!==0){if(t){if(Array.isArray(r))for(let e=n;e<r.length;e++)S(r[e],!1),C(r[e]);else r!=null&&(S(r,!1),C(r))}else S(this,e)}}var D=e=>{e.type==y.CHILD&&(e._$AP??=E,e._$AQ??=T)},O=class extends x{constructor(){super(...arguments),this._$AN=void 0}_$AT(e,t,n){super._$AT(e,t,n),w(this),this.isConnected=e._$AU}_$AO(e,t=!0){e!==this.isConnected&&(this.isConnected=e,e?this.reconnected?.():this.disconnected?.()),t&&(S(this,e),C(this))}setValue(e){if(v(this._$Ct))this._$Ct._$AI(e,this);else{let t=[...this._$Ct._$AH];t[this._$Ci]=e,this._$Ct._$AI(t,this,0)}}disconnected(){}reconnected(){}},k=new WeakMap,A=b(class extends O{render(e){return a}update(e,[t]){let n=t!==this.G;return n&&this.rt(void 0),(n||this.lt!==this.ct)&&(this.G=t,this.ht=e.options?.host,this.rt(this.ct=e.element)),a}rt(e){if(this.G!==void 0){if(this.isConnected||(e=void 0),typeof this.G==`function`){let t=this.ht??globalThis,n=k.get(t);n===void 0&&(n=new WeakMap,k.set(t,n)),n.get(this.G)!==void 0&&this.G.call(this.ht,void 0),n.set(this.G,e),e!==void 0&&this.G.call(this.ht,e)}else this.G.value=e}}get lt(){return typeof this.G==`function`?k.get(this.ht??globalThis)?.get(this.G):this.G?.value}disconnected(){this.lt===this.ct&&this.rt(void 0)}reconnected(){this.rt(this.ct)}});function j(){return{selection:null,confirmCall:!1,anim:null,animCount:0}}function M(e){return new Set(e?.legal??[])}function N(e,t){return!!e&&e.legal.includes(t)}function P(e){return!!e&&e.phase===`turn`&&e.turn?.seat===e.seat}function F(e){return new Set((e?.eye??[]).map(([e,t])=>`${e}:${t}`))}function I(e){if(!P(e))return null;let t=M(e);return t.has(`replace`)?`replace`:t.has(`peek`)?`peek`:t.has(`swap`)?`swap`:null}function L(e){return P(e)&&N(e,`swap`)}function ee(e){if(Array.isArray(e.to_act))return e.to_act;let t=e;return t.phase===`turn`&&t.turn?[t.turn.seat]:t.phase===`peek`?(t.ready??[]).flatMap((e,t)=>e?[]:[t]):[]}function te(e,t,n,r){if(!t||!P(t))return[e,null];if(n===t.seat){let n=I(t);if(n===`replace`)return[{...e,selection:null},{type:`replace`,slot:r}];if(n===`peek`)return[{...e,selection:null},{type:`peek`,slot:r}];if(n===`swap`){let t=e.selection?.other;return t?[{...e,selection:null},{type:`swap`,slot:r,other_seat:t[0],other_slot:t[1]}]:e.selection?.mine===r?[{...e,selection:null},null]:[{...e,selection:{mine:r}},null]}return[e,null]}if(!L(t))return[e,null];let i=e.selection?.mine;if(i!==void 0)return[{...e,selection:null},{type:`swap`,slot:i,other_seat:n,other_slot:r}];let a=e.selection?.other;return a&&a[0]===n&&a[1]===r?[{...e,selection:null},null]:[{...e,selection:{other:[n,r]}},null]}function R(e,t,n){return{...e,confirmCall:n&&N(t,`call`)}}function z(e,t){return e&&t.phase===`turn`&&t.turn?.seat===t.seat&&t.legal.includes(`swap`)?e:null}function B(e,t){let n=e.animCount+1;return{...e,anim:{...t,n},animCount:n}}function V(e,t,n){let r=typeof t.seat==`number`?t.seat:-1,i=e;switch(t.type){case`round_started`:return{board:B({...i,selection:null,confirmCall:!1},{kind:`deal`,seat:-1})};case`turn_started`:return r===n?{board:i,cue:`turn`}:{board:i};case`drew`:return{board:B(i,{kind:`draw`,seat:r}),cue:`card`};case`took`:return{board:B(i,{kind:`take`,seat:r}),cue:`card`};case`replaced`:return{board:B(i,{kind:`replace`,seat:r,slot:t.slot}),cue:`card`};case`threw`:return{board:B(i,{kind:`throw`,seat:r}),cue:`card`};case`peeked`:return{board:B(i,{kind:`peek`,seat:r,slot:t.slot})};case`swapped`:return{board:B(i,{kind:`swap`,seat:r,slot:t.slot,other_seat:t.other_seat,other_slot:t.other_slot}),cue:`whoosh`};case`duck_down_called`:return{board:B({...i,confirmCall:!1},{kind:`call`,seat:r}),cue:`quack`};case`round_ended`:return{board:{...i,selection:null,confirmCall:!1},cue:`end`};case`game_ended`:{let e=t.winners??[];return{board:i,cue:n!==null&&e.includes(n)?`win`:`end`}}}return{board:i}}function H(e,t){return{...e,selection:z(e.selection,t),confirmCall:e.confirmCall&&t.legal.includes(`call`)}}function U(e,t){let n=e.phase===`peek`?t.peek_time??10:t.turn_time??60;return typeof n==`number`&&n>0?n*1e3:null}var W={initial:j,event:V,seatView:(e,t)=>H(e,t),toAct:ee,decisionMs:U,roundResult:e=>e.result??null,scoreHistory:e=>Array.isArray(e.scores)?e.scores:null},G=b(class extends x{constructor(e){if(super(e),e.type!==y.ATTRIBUTE||e.name!==`class`||e.strings?.length>2)throw Error("`classMap()` can only be used in the `class` attribute and must be the only part in the attribute.")}render(e){return` `+Object.keys(e).filter(t=>e[t]).join(` `)+` `}update(e,[t]){if(this.st===void 0){this.st=new Set,e.strings!==void 0&&(this.nt=new Set(e.strings.join(` `).split(/\s/).filter(e=>e!==``)));for(let e in t)t[e]&&!this.nt?.has(e)&&this.st.add(e);return this.render(t)}let n=e.element.classList;for(let e of this.st)e in t||(n.remove(e),this.st.delete(e));for(let e in t){let r=!!t[e];r===this.st.has(e)||this.nt?.has(e)||(r?(n.add(e),this.st.add(e)):(n.remove(e),this.st.delete(e)))}return s}}),K=e=>e.view,q=e=>e.mine,J=e=>e.t;function Y(e,n){let r=J(e),i=K(e),s=i.phase===`turn`&&i.turn?.seat===n;return t`<span class="tags">
    ${s?t`<span class="tag turn">▶</span>`:a}
    ${i.caller===n?t`<span class="tag called">${o(`ic`)} Duck Down</span>`:a}
    ${i.last_turns.includes(n)?t`<span class="tag last">${r(`lastTurn`)}</span>`:a}
    ${i.phase===`peek`&&i.ready?.[n]?t`<span class="tag">✓ ${r(`isReady`)}</span>`:a}
    ${e.seatTags(n)}
  </span>`}function X(e,t,n){let[r,i]=te(e.board,q(e),t,n);e.setBoard(r),i&&e.act(i)}function Z(e,n,r,i,a,o){let s=J(e),c=K(e),l=q(e),u=r===e.me,d=u?I(l):L(l)?`swap`:null,f=e.board.selection,p=u&&f?.mine===i||!u&&f?.other?.[0]===r&&f.other[1]===i,g=c.last,_=!!g&&(g.seat===r&&g.slot===i||g.other_seat===r&&g.other_slot===i)&&[`swap`,`replace`,`peek`].includes(g.type),v=a!==null&&F(l).has(`${r}:${i}`),y=u&&a!==null&&c.phase===`peek`,b=u&&a!==null&&c.phase===`turn`&&!v,x=(u?s(`yourCard`,{n:i+1}):s(`cardOf`,{name:e.seatName(r),n:i+1}))+`: `+m(s,a)+(v?` (${s(`known`)})`:``),S={slot:!0,target:!!d,selected:p,touched:_,look:y,peeking:b},C=h(a,s,{size:o,eye:v}),w=`${r}:${i}`,T=e=>{e?n.slots.set(w,e):n.slots.delete(w)};return d?t`<button class=${G(S)} aria-label=${x} aria-pressed=${p?`true`:`false`} @click=${()=>X(e,r,i)} ${A(T)}>${C}</button>`:t`<span class=${G(S)} role="img" aria-label=${x} ${A(T)}>${C}</span>`}function ne(e,n,r,i){let a=J(e),o=K(e),s=e.seatName(r),c=o.rows[r]??[null,null,null,null],l=o.phase===`turn`&&o.turn?.seat===r;return t`<div class="opp ${l?`turn`:``}" role="listitem" aria-label=${s}>
    ${e.avatar(r)}
    <span class="who">
      <span class="name">${s}</span>
      ${Y(e,r)}
      <span class="score-pill">${a(`total`)}: ${o.totals[r]??0}</span>
    </span>
    <span class="slots">${c.map((t,a)=>Z(e,n,r,a,t,i?`m`:`s`))}</span>
    ${e.seatControl(r,!1)}
  </div>`}function re(e,n,r){let i=J(e),a=K(e),o=a.rows[r]??[null,null,null,null],s=a.phase===`turn`&&a.turn?.seat===r;return t`<div class="me ${s?`turn`:``}" aria-label=${i(`yourCards`)}>
    <div class="mehead">
      ${e.avatar(r)} ${e.seatName(r)} ${Y(e,r)}
      <span class="score-pill">${i(`total`)}: ${a.totals[r]??0}</span>
      ${e.seatControl(r,!0)}
    </div>
    <div class="hand">${o.map((t,i)=>Z(e,n,r,i,t,`l`))}</div>
  </div>`}function ie(e,n){let r=J(e),i=K(e),o=q(e),s=i.pile.length?i.pile[i.pile.length-1]:void 0,c=e=>t=>{t?n.stacks.set(e,t):n.stacks.delete(e)},l=t`<span class="deck-pile">${i.deck>0?t`${h(null,r,{size:`m`})}${i.deck>1?h(null,r,{size:`m`}):a}`:g(`m`)}</span>
    <span class="cap">${r(`deck`)} · ${r(`cardsLeft`,{n:i.deck})}</span>`,u=t`${s===void 0?g(`m`,r(`emptyPile`)):h(s,r,{size:`m`})}
    <span class="cap">${r(`pile`)}</span>`,d=i.held,f=!!d&&d.seat===e.me;return t`<div class="center">
      ${N(o,`draw`)?t`<button class="stack can" aria-label=${r(`draw`)} @click=${()=>e.act({type:`draw`})} ${A(c(`deck`))}>${l}</button>`:t`<span class="stack" ${A(c(`deck`))}>${l}</span>`}
      ${N(o,`take`)?t`<button class="stack can" aria-label=${r(`take`,{card:m(r,s)})} @click=${()=>e.act({type:`take`})} ${A(c(`pile`))}>${u}</button>`:t`<span class="stack" ${A(c(`pile`))} aria-label=${r(`pile`)+`: `+(s===void 0?r(`emptyPile`):m(r,s))}>${u}</span>`}
      ${d?t`<span class="held ${f?`mine`:``}" ${A(c(`held`))}>
            ${h(d.card,r,{size:f?`l`:`m`})}
            <span class="cap">${f?r(`holding`):`${e.seatName(d.seat)} · ${r(`holding`)}`}</span>
          </span>`:a}
    </div>
    ${i.pile.length>1?t`<details class="pile-details">
          <summary>${r(`pileHistory`)} (${i.pile.length})</summary>
          <div class="history" role="list">${i.pile.map(e=>t`<span role="listitem">${h(e,r,{size:`xs`})}</span>`)}</div>
        </details>`:a}`}function ae(e,n){let r=J(e),i=q(e),o=e.me;if(!i||o===null||K(e).phase!==`peek`||!N(i,`ready`))return a;let s=i.rows[o]??[];return t`<div class="look-strip" role="group" aria-label=${r(`lookPhase`)}>
    ${e.ring()}
    <div class="msg"><b>${r(`lookPhase`)}</b><span>${r(`lookHint`)}</span></div>
    <div class="hand">${s.map(e=>t`<span class="slot">${h(e,r,{size:`s`})}</span>`)}</div>
    <button
      class="btn primary"
      @click=${()=>{n(),e.act({type:`ready`})}}
    >
      ✓ ${r(`ready`)}
    </button>
  </div>`}function oe(n,r){let i=K(n).result;if(!i)return a;let s=J(n),c=Math.min(...i.points),l=new Map;for(let e of i.replaced??[])l.set(`${e.seat}:${e.slot}`,e.drawn);let u=e=>Array.isArray(i.penalty)?i.penalty[e]??0:e===i.caller&&typeof i.penalty==`number`?i.penalty:0;return t`<h2 id="res-h">${o()} ${s(`roundOver`,{r:i.round})}</h2>
    ${ae(n,r)}
    <div class="reveal">${i.rows.map((r,d)=>{let f=i.points[d]??0;return t`<div class="rrow ${f===c?`best`:``}">
      <span class="rname">
        <i class="dot" style="background:${e(d)}"></i>${n.seatName(d)}
        ${d===n.me?t`<span class="tag you">${s(`you`)}</span>`:a}
        ${i.caller===d?t`<span class="tag called">${o(`ic`)} ${s(`caller`)}</span>`:a}
      </span>
      <span class="rcards">
        ${r.map((e,n)=>{let r=l.get(`${d}:${n}`);return t`<span class="rslot">
            ${h(e,s,{size:`s`})}
            ${r?t`<span class="was" title=${s(`replacedBy`)}>↻</span><span class="sr">${s(`replacedBy`)}</span>`:a}
          </span>`})}
      </span>
      <span class="pts">${f+u(d)}${u(d)?t`<small>${s(`penalty`,{n:u(d)})}</small>`:a}</span>
    </div>`})}</div>`}function se(e,t){let n=J(e);if(t.turn?.step===`start`)return n(`drawHint`);let r=t.held;if(!r)return``;let i=r.card;if(typeof i==`number`)return r.source===`pile`?n(`takenHint`):n(`replaceHint`);if(i===`peek`)return n(`peekHint`);if(i===`double`)return n(`doubleHint`);if(i===`swap`){let t=e.board.selection;return t?.mine===void 0?t?.other?n(`swapPickMine`):n(`swapHint`):n(`swapPickOther`)}return``}var Q=class{constructor(e){this.host=e,this.refs={slots:new Map,stacks:new Map},this.lastAnim=0,this.banner=null}status(e){let t=J(e),n=K(e),r=q(e),i=e.me,a=``,o=``;if(n.phase===`peek`){let e=i!==null&&!!n.ready?.[i];a=t(i===null?`lookPhase`:e?`waitingOthers`:`lookPhase`),o=i!==null&&!e?t(`lookHint`):``}else if(n.phase===`over`)a=t(`gameOver`);else if(n.turn){let i=P(r);a=i?t(`yourTurn`):t(`turnOf`,{name:e.seatName(n.turn.seat)}),i&&r&&(o=se(e,r))}if(n.caller!==null&&n.caller!==void 0&&n.phase===`turn`&&!P(r)){let r=n.last_turns.map(t=>e.nameOf(t)).join(`, `);o=[o,t(`called`,{name:e.nameOf(n.caller)})+(r?` `+t(`lastTurns`,{names:r}):``)].filter(Boolean).join(` · `)}return{title:a,hint:o}}table(e){let n=J(e),i=K(e),a=e.me,o=a!==null&&!!e.mine,s=[];for(let e=1;e<=i.players;e++){let t=o?(a+e)%i.players:e-1;o&&t===a||s.push(t)}return t`<div class="opponents ${o?``:`all`}" role="list">${s.map(t=>ne(e,this.refs,t,!o))}</div>
      ${ie(e,this.refs)}
      ${o?re(e,this.refs,a):t`<p style="text-align:center;margin:0;opacity:.9">${r.eyes} ${n(`spectating`)}</p>`}`}actions(e){let n=J(e),r=K(e),i=q(e);if(![`ready`,`draw`,`take`,`double`,`throw`,`call`].some(e=>N(i,e)))return a;let s=r.pile.length?r.pile[r.pile.length-1]:void 0,c=(n,r,o=``)=>N(i,n)?t`<button class="btn ${o}" @click=${()=>e.act({type:n})}>${r}</button>`:a;return t`<div class="actions">
      ${c(`ready`,`✓ `+n(`ready`),`primary`)} ${c(`draw`,n(`draw`),`primary`)}
      ${c(`take`,n(`take`,{card:m(n,s)}))} ${c(`double`,n(`useDouble`),`primary`)} ${c(`throw`,n(`throw`))}
      ${N(i,`call`)?t`<button class="btn duck" @click=${()=>this.confirm(e,!0)}>${o(`ic`)} ${n(`duckDown`)}</button>`:a}
    </div>`}confirm(e,t){e.setBoard(R(e.board,q(e),t))}overlays(e){let n=J(e),r=e.board.confirmCall?t`<div class="overlay" @keydown=${t=>t.key===`Escape`&&this.confirm(e,!1)}>
          <div class="dialog" role="alertdialog" aria-modal="true" aria-labelledby="cc-h" aria-describedby="cc-p">
            <h2 id="cc-h">${o()} ${n(`confirmCallTitle`)}</h2>
            <p id="cc-p">${n(`confirmCallText`)}</p>
            <div class="buttons">
              <button class="btn ghost" @click=${()=>this.confirm(e,!1)}>${n(`cancel`)}</button>
              <button
                class="btn duck"
                autofocus
                @click=${()=>{this.confirm(e,!1),e.act({type:`call`})}}
              >
                ${o(`ic`)} ${n(`confirm`)}
              </button>
            </div>
          </div>
        </div>`:a,i=this.banner?t`<div class="call-banner" role="status">${o()} ${n(`called`,{name:e.nameOf(this.banner.seat)})}</div>`:a;return t`${r}${i}`}result(e,t){return oe(e,t)}updated(e){let t=e.board.anim;t&&t.n!==this.lastAnim&&(this.lastAnim=t.n,e.reducedMotion||u(this.refs,t),t.kind===`call`&&(this.banner={seat:t.seat,n:t.n},this.host.requestUpdate(),setTimeout(()=>{this.banner?.n===t.n&&(this.banner=null,this.host.requestUpdate())},2300)))}},$={en:{intro:`Four cards lie face down in front of you, and you know only two of them. Swap the high ones away. Whoever has the fewest points after the last round wins.`,sections:[{title:`Getting ready`,items:[`Everyone gets four cards face down. Look at your two outer cards once, remember them, then tap Ready.`]},{title:`Your turn`,items:[`Draw from the deck, or take the top card of the pile if it is a number.`,`A number: tap one of your cards to swap it in. Your old card goes face up on the pile.`,`A card from the deck may be thrown away instead. A card from the pile must be swapped in.`,`A special card from the deck is used or thrown away. In a row it does nothing.`]},{title:`Duck Down!`,items:[`Think you have the fewest points? Call Duck Down during your turn. Everyone else gets one more turn.`,`Then all cards are turned over. Special cards in a row are replaced from the deck. Your numbers added up are your points.`]},{title:`Winning`,items:[`After the last round the lowest total wins. Tied players win together.`,`Easy memory (a table option): cards you have seen stay face up for you, with an eye.`]}],legend:{numbers:`Number cards 0 to 9 count their number: low is good.`,peek:`Peek: look at one of your own cards.`,swap:`Swap: swap one of your cards with another player's. Nobody looks.`,double:`Double: draw again. Throw that card away and draw once more.`,back:`Face down: a card you do not see now.`,eye:`The eye: a card you know (Easy memory).`}},de:{intro:`Vor dir liegen vier Karten verdeckt, und nur zwei davon kennst du. Tausch die hohen weg. Wer nach der letzten Runde die wenigsten Punkte hat, gewinnt.`,sections:[{title:`Los geht's`,items:[`Alle bekommen vier verdeckte Karten. Schau dir einmal deine zwei äußeren Karten an, merk sie dir und tippe dann auf Bereit.`]},{title:`Dein Zug`,items:[`Zieh vom Stapel, oder nimm die oberste Karte der Ablage, wenn sie eine Zahl ist.`,`Eine Zahl: Tippe eine deiner Karten an, um sie einzutauschen. Deine alte Karte kommt offen auf die Ablage.`,`Eine Karte vom Stapel darfst du stattdessen abwerfen. Eine Karte von der Ablage musst du eintauschen.`,`Eine Sonderkarte vom Stapel wird genutzt oder abgeworfen. In einer Reihe tut sie nichts.`]},{title:`Duck Down!`,items:[`Glaubst du, du hast die wenigsten Punkte? Ruf in deinem Zug Duck Down. Alle anderen sind noch einmal dran.`,`Dann werden alle Karten aufgedeckt. Sonderkarten in einer Reihe werden vom Stapel ersetzt. Deine Zahlen zusammen sind deine Punkte.`]},{title:`Gewinnen`,items:[`Nach der letzten Runde gewinnt die kleinste Summe. Bei Gleichstand gewinnen alle Gleichen zusammen.`,`Leichtes Merken (eine Einstellung des Tisches): Karten, die du gesehen hast, bleiben für dich offen, mit einem Auge.`]}],legend:{numbers:`Zahlenkarten 0 bis 9 zählen ihre Zahl: wenig ist gut.`,peek:`Gucken: Schau dir eine deiner eigenen Karten an.`,swap:`Tausch: Tausche eine deiner Karten mit der eines anderen. Niemand schaut hin.`,double:`Doppel: Zieh noch einmal. Wirfst du die Karte ab, zieh noch eine.`,back:`Verdeckt: eine Karte, die du gerade nicht siehst.`,eye:`Das Auge: eine Karte, die du kennst (Leichtes Merken).`}},nl:{intro:`Voor je liggen vier kaarten dicht, en je kent er maar twee. Ruil de hoge weg. Wie na de laatste ronde de minste punten heeft, wint.`,sections:[{title:`Zo begin je`,items:[`Iedereen krijgt vier dichte kaarten. Bekijk één keer je twee buitenste kaarten, onthoud ze en tik dan op Klaar.`]},{title:`Jouw beurt`,items:[`Trek van de stapel, of pak de bovenste kaart van de aflegstapel als dat een getal is.`,`Een getal: tik op een van je kaarten om hem in te ruilen. Je oude kaart gaat open op de aflegstapel.`,`Een kaart van de stapel mag je ook afleggen. Een kaart van de aflegstapel moet je inruilen.`,`Een speciale kaart van de stapel gebruik je of leg je af. In een rij doet hij niets.`]},{title:`Duck Down!`,items:[`Denk je dat je de minste punten hebt? Roep Duck Down in je beurt. Alle anderen zijn nog één keer aan de beurt.`,`Dan gaan alle kaarten open. Speciale kaarten in een rij worden vervangen van de stapel. Je getallen bij elkaar zijn je punten.`]},{title:`Winnen`,items:[`Na de laatste ronde wint het laagste totaal. Bij gelijkspel winnen de gelijken samen.`,`Makkelijk onthouden (een instelling van de tafel): kaarten die je gezien hebt blijven voor jou open, met een oog.`]}],legend:{numbers:`Getalkaarten 0 tot 9 tellen hun getal: laag is goed.`,peek:`Kijk: bekijk een van je eigen kaarten.`,swap:`Ruil: ruil een van je kaarten met die van een ander. Niemand kijkt.`,double:`Dubbel: trek nog een keer. Leg je die kaart af, trek er dan nog een.`,back:`Dicht: een kaart die je nu niet ziet.`,eye:`Het oog: een kaart die je kent (Makkelijk onthouden).`}}};function ce(e,n){let r=n,i=$[e]??$.en,a=(e,n)=>t`<li><span class="legend-cards">${e.map(e=>h(e,r,{size:`s`}))}</span><span>${n}</span></li>`;return{intro:i.intro,sections:i.sections,legend:t`<ul class="legend-list">
      ${a([0,4,9],i.legend.numbers)} ${a([`peek`],i.legend.peek)} ${a([`swap`],i.legend.swap)}
      ${a([`double`],i.legend.double)} ${a([null],i.legend.back)}
      <li><span class="legend-cards"><span class="eye-mark">${f}</span></span><span>${i.legend.eye}</span></li>
    </ul>`}}var le=new Set([`round_started`,`duck_down_called`,`round_ended`,`game_ended`]);function ue(e,t,n,r){let i=typeof e.seat==`number`?e.seat:-1,a={name:i>=0?n(i):``},o=typeof e.slot==`number`?e.slot+1:``;switch(e.type){case`round_started`:return t(`ev_round_started`,{round:Number(e.round),rounds:Number(e.rounds),name:n(Number(e.first_seat))});case`ready`:case`turn_started`:case`doubled`:case`duck_down_called`:case`timed_out`:return t(`ev_${e.type}`,a);case`peek_ended`:case`reshuffled`:case`game_ended`:return t(`ev_${e.type}`);case`round_ended`:return t(`ev_round_ended`,{round:Number(e.round)});case`drew`:return i===r&&e.card!==void 0&&e.card!==null?t(`ev_drew_you`,{card:m(t,e.card)}):t(`ev_drew`,a);case`took`:case`threw`:return t(`ev_${e.type}`,{...a,card:m(t,e.card)});case`replaced`:{let n=m(t,e.discarded);return e.card!==void 0&&e.card!==null?t(`ev_replaced`,{...a,slot:o,card:m(t,e.card),discarded:n}):t(`ev_replaced_hidden`,{...a,slot:o,discarded:n})}case`peeked`:return i===r&&e.card!==void 0&&e.card!==null?t(`ev_peeked_you`,{slot:o,card:m(t,e.card)}):t(`ev_peeked`,{...a,slot:o});case`swapped`:{let r=Number(e.other_seat);return t(`ev_swapped`,{...a,slot:o,other:n(r),other_slot:Number(e.other_slot)+1})}default:return null}}var de={name:`duck_down`,strings:{en:{roundsDefault:`{n} (one each)`,deck:`Deck`,pile:`Pile`,cardsLeft:`{n} cards`,pileHistory:`Pile history`,emptyPile:`empty`,turnOf:`{name}'s turn`,yourTurn:`Your turn!`,lookPhase:`Look at your two outer cards!`,lookHint:`Remember them well. Tap Ready when you are done.`,ready:`Ready`,waitingOthers:`Waiting for the others…`,isReady:`ready`,drawHint:`Draw from the deck or take the top of the pile.`,draw:`Draw`,take:`Take {card}`,throw:`Throw away`,useDouble:`Use Double: draw again`,replaceHint:`Tap one of your cards to swap it for this one.`,takenHint:`A card from the pile must be swapped in: tap one of your cards.`,peekHint:`Tap one of your cards to look at it.`,swapHint:`Tap one of your cards and one card of another player to swap them.`,swapPickOther:`Now tap a card of another player.`,swapPickMine:`Now tap one of your cards.`,doubleHint:`Use it to draw another card, or throw it away and draw one more.`,holding:`Holding`,duckDown:`Duck Down!`,confirmCallTitle:`Call Duck Down?`,confirmCallText:`Everyone else gets one more turn, then the round ends. You think you have the fewest points?`,confirm:`Yes, Duck Down!`,called:`{name} called Duck Down!`,lastTurn:`last turn`,lastTurns:`Last turns: {names}`,roundOver:`Round {r} is over`,caller:`called`,penalty:`+{n} penalty`,replacedBy:`replaced`,yourCards:`Your cards`,cardOf:`{name}, card {n}`,yourCard:`Your card {n}`,faceDown:`face down`,special_swap:`Swap`,special_peek:`Peek`,special_double:`Double`,known:`you know this card`,ev_round_started:`Round {round} of {rounds} begins. {name} starts.`,ev_ready:`{name} is ready.`,ev_peek_ended:`The first look is over.`,ev_turn_started:`{name}'s turn.`,ev_drew:`{name} draws from the deck.`,ev_drew_you:`You draw {card}.`,ev_took:`{name} takes {card} from the pile.`,ev_replaced:`{name} swaps {card} into card {slot}; {discarded} goes on the pile.`,ev_replaced_hidden:`{name} swaps a card into card {slot}; {discarded} goes on the pile.`,ev_threw:`{name} throws {card} away.`,ev_peeked:`{name} peeks at card {slot}.`,ev_peeked_you:`You peek at card {slot}: {card}.`,ev_swapped:`{name} swaps card {slot} with {other}'s card {other_slot}.`,ev_doubled:`{name} plays Double and draws again.`,ev_duck_down_called:`{name} calls Duck Down!`,ev_timed_out:`{name} ran out of time.`,ev_reshuffled:`The pile is shuffled into a new deck.`,ev_round_ended:`Round {round} is over.`,ev_game_ended:`The game is over.`},de:{roundsDefault:`{n} (eine pro Person)`,deck:`Stapel`,pile:`Ablage`,cardsLeft:`{n} Karten`,pileHistory:`Ablage bisher`,emptyPile:`leer`,turnOf:`{name} ist dran`,yourTurn:`Du bist dran!`,lookPhase:`Schau dir deine zwei äußeren Karten an!`,lookHint:`Merk sie dir gut. Tippe auf Bereit, wenn du so weit bist.`,ready:`Bereit`,waitingOthers:`Warte auf die anderen…`,isReady:`bereit`,drawHint:`Zieh vom Stapel oder nimm die oberste Karte der Ablage.`,draw:`Ziehen`,take:`{card} nehmen`,throw:`Abwerfen`,useDouble:`Double nutzen: nochmal ziehen`,replaceHint:`Tippe eine deiner Karten an, um sie gegen diese zu tauschen.`,takenHint:`Eine Karte von der Ablage muss getauscht werden: tippe eine deiner Karten an.`,peekHint:`Tippe eine deiner Karten an, um sie anzusehen.`,swapHint:`Tippe eine deiner Karten und eine Karte eines anderen an, um sie zu tauschen.`,swapPickOther:`Jetzt eine Karte eines anderen Spielers antippen.`,swapPickMine:`Jetzt eine deiner Karten antippen.`,doubleHint:`Nutze sie, um noch eine Karte zu ziehen, oder wirf sie ab und zieh noch eine.`,holding:`In der Hand`,duckDown:`Duck Down!`,confirmCallTitle:`Duck Down rufen?`,confirmCallText:`Alle anderen sind noch einmal dran, dann endet die Runde. Hast du wirklich die wenigsten Punkte?`,confirm:`Ja, Duck Down!`,called:`{name} hat Duck Down gerufen!`,lastTurn:`letzter Zug`,lastTurns:`Letzte Züge: {names}`,roundOver:`Runde {r} ist vorbei`,caller:`hat gerufen`,penalty:`+{n} Strafe`,replacedBy:`ersetzt`,yourCards:`Deine Karten`,cardOf:`{name}, Karte {n}`,yourCard:`Deine Karte {n}`,faceDown:`verdeckt`,special_swap:`Tausch`,special_peek:`Gucken`,special_double:`Doppel`,known:`diese Karte kennst du`,ev_round_started:`Runde {round} von {rounds} beginnt. {name} fängt an.`,ev_ready:`{name} ist bereit.`,ev_peek_ended:`Der erste Blick ist vorbei.`,ev_turn_started:`{name} ist dran.`,ev_drew:`{name} zieht vom Stapel.`,ev_drew_you:`Du ziehst {card}.`,ev_took:`{name} nimmt {card} von der Ablage.`,ev_replaced:`{name} tauscht {card} gegen Karte {slot}; {discarded} kommt auf die Ablage.`,ev_replaced_hidden:`{name} tauscht eine Karte gegen Karte {slot}; {discarded} kommt auf die Ablage.`,ev_threw:`{name} wirft {card} ab.`,ev_peeked:`{name} schaut Karte {slot} an.`,ev_peeked_you:`Du schaust Karte {slot} an: {card}.`,ev_swapped:`{name} tauscht Karte {slot} mit Karte {other_slot} von {other}.`,ev_doubled:`{name} spielt Doppel und zieht nochmal.`,ev_duck_down_called:`{name} ruft Duck Down!`,ev_timed_out:`{name} war zu langsam.`,ev_reshuffled:`Die Ablage wird zum neuen Stapel gemischt.`,ev_round_ended:`Runde {round} ist vorbei.`,ev_game_ended:`Das Spiel ist aus.`},nl:{roundsDefault:`{n} (één per speler)`,deck:`Stapel`,pile:`Aflegstapel`,cardsLeft:`{n} kaarten`,pileHistory:`Aflegstapel tot nu toe`,emptyPile:`leeg`,turnOf:`{name} is aan de beurt`,yourTurn:`Jij bent aan de beurt!`,lookPhase:`Bekijk je twee buitenste kaarten!`,lookHint:`Onthoud ze goed. Tik op Klaar als je zover bent.`,ready:`Klaar`,waitingOthers:`Wachten op de anderen…`,isReady:`klaar`,drawHint:`Trek van de stapel of pak de bovenste kaart van de aflegstapel.`,draw:`Trekken`,take:`{card} pakken`,throw:`Afleggen`,useDouble:`Dubbel gebruiken: nog eens trekken`,replaceHint:`Tik op een van je kaarten om hem voor deze te ruilen.`,takenHint:`Een kaart van de aflegstapel moet je ruilen: tik op een van je kaarten.`,peekHint:`Tik op een van je kaarten om hem te bekijken.`,swapHint:`Tik op een van je kaarten en een kaart van een ander om ze te ruilen.`,swapPickOther:`Tik nu op een kaart van een andere speler.`,swapPickMine:`Tik nu op een van je kaarten.`,doubleHint:`Gebruik hem om nog een kaart te trekken, of leg hem af en trek er nog een.`,holding:`In je hand`,duckDown:`Duck Down!`,confirmCallTitle:`Duck Down roepen?`,confirmCallText:`Alle anderen zijn nog één keer aan de beurt, dan eindigt de ronde. Denk je dat je de minste punten hebt?`,confirm:`Ja, Duck Down!`,called:`{name} riep Duck Down!`,lastTurn:`laatste beurt`,lastTurns:`Laatste beurten: {names}`,roundOver:`Ronde {r} is voorbij`,caller:`riep`,penalty:`+{n} straf`,replacedBy:`vervangen`,yourCards:`Jouw kaarten`,cardOf:`{name}, kaart {n}`,yourCard:`Jouw kaart {n}`,faceDown:`gesloten`,special_swap:`Ruil`,special_peek:`Kijk`,special_double:`Dubbel`,known:`deze kaart ken je`,ev_round_started:`Ronde {round} van {rounds} begint. {name} begint.`,ev_ready:`{name} is klaar.`,ev_peek_ended:`De eerste blik is voorbij.`,ev_turn_started:`{name} is aan de beurt.`,ev_drew:`{name} trekt van de stapel.`,ev_drew_you:`Je trekt {card}.`,ev_took:`{name} pakt {card} van de aflegstapel.`,ev_replaced:`{name} ruilt {card} in voor kaart {slot}; {discarded} gaat op de aflegstapel.`,ev_replaced_hidden:`{name} ruilt een kaart in voor kaart {slot}; {discarded} gaat op de aflegstapel.`,ev_threw:`{name} legt {card} af.`,ev_peeked:`{name} bekijkt kaart {slot}.`,ev_peeked_you:`Je bekijkt kaart {slot}: {card}.`,ev_swapped:`{name} ruilt kaart {slot} met kaart {other_slot} van {other}.`,ev_doubled:`{name} speelt Dubbel en trekt nog eens.`,ev_duck_down_called:`{name} roept Duck Down!`,ev_timed_out:`{name} was te laat.`,ev_reshuffled:`De aflegstapel wordt geschud tot een nieuwe stapel.`,ev_round_ended:`Ronde {round} is voorbij.`,ev_game_ended:`Het spel is voorbij.`}},styles:n`
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
  .slot.selected .card {
    box-shadow: 0 0 0 4px var(--_focus), 0 8px 16px rgba(0, 0, 0, 0.35);
    transform: translateY(-8px) rotate(-3deg);
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
  .reveal .was {
    position: absolute;
    top: -6px;
    right: -6px;
    width: 20px;
    height: 20px;
    border-radius: 50%;
    background: #7048e8;
    color: #fff;
    font-size: 13px;
    font-weight: 900;
    display: grid;
    place-items: center;
    box-shadow: var(--_shadow);
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
    white-space: nowrap;
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
`,rules:W,createBoard:e=>new Q(e),describeEvent:ue,majorEvents:le,howTo:ce};export{de as default};