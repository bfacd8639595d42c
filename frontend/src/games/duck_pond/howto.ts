// How to play Duck Pond, for a family: the essentials in short lines, and a legend of the
// colours, the votes and the titles.

import { html } from "lit";
import { duckSvg } from "../../icons.js";
import type { Lang } from "../../i18n.js";
import type { HowTo, Say } from "../types.js";
import { breadSvg, duckIcon } from "./ui.js";

interface Text {
  intro: string;
  sections: { title: string; items: string[] }[];
  legend: { colours: string; voteFor: string; voteAgainst: string; titles: string };
}

const TEXT: Record<Lang, Text> = {
  en: {
    intro: "Duck Pond runs for weeks. You keep ducks, help them gain quacks, and vote with everyone on new rules. Nobody waits for anybody: do things whenever you like.",
    sections: [
      {
        title: "Your first duck",
        items: [
          "When you join you get a duck. Under My ducks, give it a name and pick a pond for it.",
          "A duck without a name or pond cannot do anything yet.",
        ],
      },
      {
        title: "Every period",
        items: [
          "A week has two periods: Sunday to Wednesday, and Thursday to Saturday. The top line shows how long this one lasts.",
          "Once a period you may feed another player's duck, for free: it gains quacks. Its first feeding gives it a colour.",
          "Each period a duck gains a quack for every duck of another colour in its pond, and loses one for each of its own colour.",
        ],
      },
      {
        title: "Votes",
        items: [
          "Anyone may propose a new rule. Vote at once; the votes are counted when the next period ends.",
          "Vote For (bread) or Against (duck). You can change your vote until then.",
          "A rule change with numbers (a die, a cost) the game applies itself. Other text the Judge applies.",
        ],
      },
      {
        title: "More to do",
        items: [
          "Actions lists everything you can do now, with its cost in quacks and what it does.",
          "Send a duck scouting for loot, lay and hatch Eggs, attack other ducks, trade with other players.",
        ],
      },
      {
        title: "Titles and the Duck God",
        items: [
          "Most ducks: Duck King. Most quacks: Duck Lord. Both: the DUCK DUKE. Most God Eggs: Duck Deity.",
          "Every Sunday the Duck God gains a God Egg. At 12, everyone loses the round. A Divine Scrambler takes Eggs from it.",
          "The Duck Disciple is a duck nobody owns. Attack it once a period; when it perishes, its attackers are rewarded.",
        ],
      },
      {
        title: "The Judge and the dice",
        items: [
          "A player can become Judge when two others agree. Ask the Judge when the rules are unclear.",
          "Only the host rolls dice. Under Dice you can check every roll of a period after it ends.",
        ],
      },
    ],
    legend: { colours: "Duck colours (uncoloured until first fed)", voteFor: "For", voteAgainst: "Against", titles: "Titles go to whoever leads; a tie leaves a title vacant." },
  },
  de: {
    intro: "Ententeich läuft über Wochen. Du hast Enten, hilfst ihnen zu Quaks und stimmst mit allen über neue Regeln ab. Niemand wartet auf jemanden: mach, wann du willst.",
    sections: [
      {
        title: "Deine erste Ente",
        items: [
          "Wenn du mitspielst, bekommst du eine Ente. Gib ihr unter Meine Enten einen Namen und such ihr einen Teich aus.",
          "Eine Ente ohne Namen oder Teich kann noch nichts tun.",
        ],
      },
      {
        title: "Jede Periode",
        items: [
          "Eine Woche hat zwei Perioden: Sonntag bis Mittwoch und Donnerstag bis Samstag. Die oberste Zeile zeigt, wie lange diese noch dauert.",
          "Einmal pro Periode darfst du die Ente eines anderen füttern, kostenlos: sie bekommt Quaks. Beim ersten Füttern bekommt sie eine Farbe.",
          "Jede Periode gewinnt eine Ente einen Quak für jede Ente anderer Farbe in ihrem Teich und verliert einen für jede ihrer Farbe.",
        ],
      },
      {
        title: "Abstimmen",
        items: [
          "Alle dürfen eine neue Regel vorschlagen. Abstimmen geht sofort; gezählt wird am Ende der nächsten Periode.",
          "Stimm dafür (Brot) oder dagegen (Ente). Ändern geht bis dahin.",
          "Eine Regeländerung mit Zahlen (ein Würfel, Kosten) setzt das Spiel selbst um. Anderen Text setzt der Richter um.",
        ],
      },
      {
        title: "Noch mehr",
        items: [
          "Unter Aktionen steht alles, was du jetzt tun kannst, mit seinen Kosten in Quaks und was es bewirkt.",
          "Schick eine Ente auf Erkundung nach Beute, leg und brüte Eier aus, greif andere Enten an, tausch mit anderen.",
        ],
      },
      {
        title: "Titel und der Entengott",
        items: [
          "Die meisten Enten: Entenkönig. Die meisten Quaks: Entenherr. Beides: ENTENHERZOG. Die meisten Gottes-Eier: Entengottheit.",
          "Jeden Sonntag bekommt der Entengott ein Gottes-Ei. Bei 12 verlieren alle die Runde. Ein Göttlicher Wirbel nimmt ihm Eier ab.",
          "Der Entenjünger ist eine Ente, die niemandem gehört. Greif ihn einmal pro Periode an; vergeht er, werden seine Angreifer belohnt.",
        ],
      },
      {
        title: "Der Richter und die Würfel",
        items: [
          "Wer Richter werden will, braucht die Zustimmung von zwei anderen. Frag den Richter, wenn die Regeln unklar sind.",
          "Nur der Host würfelt. Unter Würfel kannst du jeden Wurf einer Periode nach ihrem Ende prüfen.",
        ],
      },
    ],
    legend: { colours: "Entenfarben (ohne Farbe bis zum ersten Füttern)", voteFor: "Dafür", voteAgainst: "Dagegen", titles: "Titel bekommt, wer vorne liegt; bei Gleichstand bleibt ein Titel frei." },
  },
  nl: {
    intro: "Eendenvijver duurt weken. Je houdt eenden, helpt ze aan kwaks en stemt met iedereen over nieuwe regels. Niemand wacht op een ander: doe dingen wanneer je wilt.",
    sections: [
      {
        title: "Je eerste eend",
        items: [
          "Als je meedoet, krijg je een eend. Geef haar onder Mijn eenden een naam en kies een vijver voor haar.",
          "Een eend zonder naam of vijver kan nog niets doen.",
        ],
      },
      {
        title: "Elke periode",
        items: [
          "Een week heeft twee periodes: zondag tot en met woensdag, en donderdag tot en met zaterdag. De bovenste regel toont hoe lang deze nog duurt.",
          "Eén keer per periode mag je de eend van een ander voeren, gratis: ze krijgt kwaks. Bij de eerste voerbeurt krijgt ze een kleur.",
          "Elke periode wint een eend een kwak voor elke eend van een andere kleur in haar vijver, en verliest er een per eend van haar kleur.",
        ],
      },
      {
        title: "Stemmen",
        items: [
          "Iedereen mag een nieuwe regel voorstellen. Stemmen kan meteen; er wordt geteld aan het einde van de volgende periode.",
          "Stem voor (brood) of tegen (eend). Wijzigen kan tot dan.",
          "Een regelwijziging met getallen (een dobbelsteen, kosten) voert het spel zelf uit. Andere tekst voert de rechter uit.",
        ],
      },
      {
        title: "Meer te doen",
        items: [
          "Onder Acties staat alles wat je nu kunt doen, met de kosten in kwaks en wat het doet.",
          "Stuur een eend op verkenning voor buit, leg en broed eieren uit, val andere eenden aan, ruil met anderen.",
        ],
      },
      {
        title: "Titels en de Eendengod",
        items: [
          "De meeste eenden: Eendenkoning. De meeste kwaks: Eendenheer. Allebei: EENDENHERTOG. De meeste Godseieren: Eendengodheid.",
          "Elke zondag krijgt de Eendengod een Godsei. Bij 12 verliest iedereen de ronde. Een Goddelijke Husseling neemt hem eieren af.",
          "De Eendendiscipel is een eend van niemand. Val hem één keer per periode aan; vergaat hij, dan worden zijn aanvallers beloond.",
        ],
      },
      {
        title: "De rechter en de dobbelstenen",
        items: [
          "Wie rechter wil worden, heeft de instemming van twee anderen nodig. Vraag de rechter iets als de regels onduidelijk zijn.",
          "Alleen de host gooit. Onder Worpen kun je elke worp van een periode na afloop controleren.",
        ],
      },
    ],
    legend: { colours: "Eendenkleuren (zonder kleur tot de eerste voerbeurt)", voteFor: "Voor", voteAgainst: "Tegen", titles: "Een titel gaat naar wie voorop ligt; bij gelijkspel blijft hij vrij." },
  },
};

export function howTo(lang: Lang, t: Say): HowTo {
  const x = TEXT[lang] ?? TEXT.en;
  const colours = [null, "yellow", "green", "blue", "red"];
  const word = (c: string | null) => (c === null ? t("uncoloured") : t(`colour_${c}`));
  return {
    intro: x.intro,
    sections: x.sections,
    legend: html`<ul class="pd-legend">
      <li>
        <span class="pd-legend-ducks">${colours.map((c) => html`<span class="pd-legend-duck">${duckIcon(c)} ${word(c)}</span>`)}</span>
        <small>${x.legend.colours}</small>
      </li>
      <li><span class="pd-for">${breadSvg} ${x.legend.voteFor}</span> <span class="pd-against">${duckSvg("ic")} ${x.legend.voteAgainst}</span></li>
      <li>${["title_king", "title_lord", "title_duke", "title_deity"].map((k) => html`<span class="tag pd-title">${t(k)}</span> `)} <small>${x.legend.titles}</small></li>
    </ul>`,
  };
}
