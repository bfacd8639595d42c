// How to play Quack-Quack, for a family: the short version, and a legend of the classes, the
// combinations in their strength order, the bombs, the coins and the monument.

import { html, type TemplateResult } from "lit";
import type { Lang } from "../../i18n.js";
import type { HowTo, Say } from "../types.js";
import { cardFace, coinSvg, monumentCard } from "./cards.js";
import { PEOPLE } from "./classes.js";
import type { QSay } from "./strings.js";
import type { CardClass } from "./types.js";

interface Legend {
  inspector: string;
  people: string;
  guard: string;
  secretary: string;
  governor: string;
  singles: string;
  pairs: string;
  revolution: string;
  inspection: string;
  coins: string;
  monument: string;
}

interface Text {
  intro: string;
  sections: { title: string; items: string[] }[];
  legend: Legend;
}

const TEXT: Record<Lang, Text> = {
  en: {
    intro:
      "Be the first to get rid of your cards. In each power struggle every play must beat the last one. Going out early earns coins; after five rounds the most coins wins (at four players, the team with the most).",
    sections: [
      {
        title: "A power struggle",
        items: [
          "The leader plays one card or a pair. Any two People make a pair, even two different ones.",
          "Then, in turn, play something stronger or pass. Once you pass, you sit out the rest of this struggle.",
          "When all the others have passed, the last one to play wins the struggle and leads the next.",
          "A Governor never leads and may only be played on a pair. Only a bomb beats it.",
        ],
      },
      {
        title: "Passing and swapping",
        items: [
          "At 2 or 3 players: when you pass you may take the top two cards of the class deck, then put any two cards aside face down.",
          "At 4 players: when you pass you may hand two cards to your partner, who gives you any two back (maybe the same ones).",
          "Every decision has a timer. When it runs out you pass, the two cards you took go aside, or the two you received go back.",
        ],
      },
      {
        title: "Bombs",
        items: [
          "Only on a Governor: a Revolution (three different People) or a Secret Inspection (the Secret Inspector and a Guard).",
          "Everyone still in the struggle is then asked once, in turn, to join: with one People card for a Revolution, with one Guard for a Secret Inspection.",
          "The bomb wins the struggle, and whoever set it off leads the next.",
        ],
      },
      {
        title: "Going out, coins and the monument",
        items: [
          "First out gets 2 coins, second 1 coin, third the monument (at 2 or 3 players the last one gets it). The monument's holder leads the next round.",
          "Out first while holding the monument: 1 more coin, and the monument turns to its Vice side.",
          "Out by a bomb: take a coin from whoever has the most.",
          "A leader holding only Governors is eliminated and takes the last free place.",
          "At 2 players the first out gets 1 coin (with a bomb, 2), and the first to reach the goal wins.",
          "A tie after the last round: one more round, at most two.",
        ],
      },
      {
        title: "At four players",
        items: [
          "Partners sit opposite each other and share a colour. The team's coins are added up.",
          "No table talk between partners: the table has no chat. The only calls are the game's own: Quack, Quack-quack, the bombs' shouts and the applause for the monument.",
        ],
      },
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
      monument: "The monument: Virtue side, or Vice after its holder went out first.",
    },
  },
  de: {
    intro:
      "Werde als Erste oder Erster deine Karten los. In jedem Machtkampf muss jeder Zug den letzten schlagen. Wer früh fertig ist, bekommt Münzen; nach fünf Runden gewinnen die meisten Münzen (zu viert das Team mit den meisten).",
    sections: [
      {
        title: "Ein Machtkampf",
        items: [
          "Wer ausspielt, legt eine Karte oder ein Paar. Zwei beliebige Volkskarten sind ein Paar, auch zwei verschiedene.",
          "Dann spielt reihum jeder etwas Stärkeres oder passt. Wer passt, setzt für den Rest dieses Machtkampfs aus.",
          "Haben alle anderen gepasst, gewinnt, wer zuletzt gespielt hat, und spielt den nächsten Machtkampf aus.",
          "Ein Gouverneur spielt nie aus und kommt nur auf ein Paar. Ihn schlägt nur eine Bombe.",
        ],
      },
      {
        title: "Passen und tauschen",
        items: [
          "Zu zweit oder dritt: Wer passt, darf die obersten zwei Karten des Klassenstapels ziehen und dann zwei beliebige Karten verdeckt ablegen.",
          "Zu viert: Wer passt, darf dem Partner zwei Karten geben, der zwei beliebige zurückgibt (vielleicht dieselben).",
          "Jede Entscheidung hat eine Uhr. Läuft sie ab, passt du, die zwei gezogenen Karten werden abgelegt, oder die zwei erhaltenen gehen zurück.",
        ],
      },
      {
        title: "Bomben",
        items: [
          "Nur auf einen Gouverneur: eine Revolution (drei verschiedene Volkskarten) oder eine Geheime Inspektion (der Geheiminspektor und ein Wächter).",
          "Dann wird reihum jeder, der noch im Machtkampf ist, einmal gefragt, ob er mitmacht: mit einer Volkskarte bei der Revolution, mit einem Wächter bei der Geheimen Inspektion.",
          "Die Bombe gewinnt den Machtkampf, und wer sie gezündet hat, spielt als Nächstes aus.",
        ],
      },
      {
        title: "Fertig, Münzen und das Denkmal",
        items: [
          "Als Erstes fertig: 2 Münzen, als Zweites: 1 Münze, als Drittes: das Denkmal (zu zweit oder dritt bekommt es, wer übrig bleibt). Wer das Denkmal hat, spielt die nächste Runde aus.",
          "Mit dem Denkmal als Erstes fertig: 1 Münze mehr, und das Denkmal dreht sich auf Laster.",
          "Mit einer Bombe fertig: nimm dem, der die meisten Münzen hat, eine ab.",
          "Wer ausspielen soll und nur Gouverneure hat, scheidet aus und bekommt den letzten freien Platz.",
          "Zu zweit bekommt, wer zuerst fertig ist, 1 Münze (mit einer Bombe 2), und wer zuerst das Ziel erreicht, gewinnt.",
          "Gleichstand nach der letzten Runde: noch eine Runde, höchstens zwei.",
        ],
      },
      {
        title: "Zu viert",
        items: [
          "Partner sitzen sich gegenüber und haben eine Farbe. Die Münzen des Teams werden zusammengezählt.",
          "Keine Absprachen unter Partnern: Am Tisch gibt es keinen Chat. Die einzigen Rufe sind die des Spiels: Quack, Quack-quack, die Rufe der Bomben und der Applaus für das Denkmal.",
        ],
      },
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
      monument: "Das Denkmal: Tugendseite, oder Laster, nachdem sein Besitzer als Erstes fertig war.",
    },
  },
  nl: {
    intro:
      "Raak als eerste je kaarten kwijt. In elke machtsstrijd moet elke zet de vorige verslaan. Wie vroeg klaar is, krijgt munten; na vijf rondes wint wie de meeste munten heeft (met vier het team met de meeste).",
    sections: [
      {
        title: "Een machtsstrijd",
        items: [
          "Wie uitkomt, speelt één kaart of een paar. Twee volkskaarten zijn een paar, ook twee verschillende.",
          "Daarna speelt iedereen om de beurt iets sterkers of past. Wie past, doet de rest van deze machtsstrijd niet meer mee.",
          "Hebben alle anderen gepast, dan wint wie het laatst speelde de machtsstrijd en komt uit in de volgende.",
          "Met een gouverneur kom je nooit uit en hij mag alleen op een paar. Alleen een bom verslaat hem.",
        ],
      },
      {
        title: "Passen en ruilen",
        items: [
          "Met 2 of 3: wie past, mag de bovenste twee kaarten van de klassenstapel pakken en dan twee kaarten gedekt wegleggen.",
          "Met 4: wie past, mag twee kaarten aan de partner geven, die er twee teruggeeft (misschien dezelfde).",
          "Elke beslissing heeft een klok. Is de tijd om, dan pas je, gaan de twee gepakte kaarten weg of gaan de twee gekregen kaarten terug.",
        ],
      },
      {
        title: "Bommen",
        items: [
          "Alleen op een gouverneur: een revolutie (drie verschillende volkskaarten) of een geheime inspectie (de geheime inspecteur en een wachter).",
          "Dan wordt iedereen die nog meedoet één keer om de beurt gevraagd of hij meedoet: met één volkskaart bij een revolutie, met één wachter bij een geheime inspectie.",
          "De bom wint de machtsstrijd, en wie hem liet afgaan komt daarna uit.",
        ],
      },
      {
        title: "Klaar, munten en het monument",
        items: [
          "Als eerste klaar: 2 munten, als tweede: 1 munt, als derde: het monument (met 2 of 3 krijgt wie overblijft het). Wie het monument heeft, komt uit in de volgende ronde.",
          "Als eerste klaar met het monument: 1 munt extra, en het monument draait naar Ondeugd.",
          "Klaar met een bom: neem een munt van wie de meeste heeft.",
          "Wie moet uitkomen en alleen gouverneurs heeft, valt af en krijgt de laatste vrije plaats.",
          "Met 2 krijgt wie eerst klaar is 1 munt (met een bom 2), en wie het eerst het doel haalt, wint.",
          "Gelijkspel na de laatste ronde: nog een ronde, hooguit twee.",
        ],
      },
      {
        title: "Met vier",
        items: [
          "Partners zitten tegenover elkaar en hebben dezelfde kleur. De munten van het team tellen samen.",
          "Geen overleg tussen partners: aan tafel is er geen chat. De enige kreten zijn die van het spel: Kwak, Kwak-kwak, de kreten van de bommen en het applaus voor het monument.",
        ],
      },
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
      monument: "Het monument: de Deugd-kant, of Ondeugd nadat de houder als eerste klaar was.",
    },
  },
};

export function howTo(lang: Lang, say: Say): HowTo {
  const t = say as QSay;
  const x = TEXT[lang] ?? TEXT.en;
  const item = (faces: TemplateResult[], text: string) => html`<li><span class="legend-cards">${faces}</span><span>${text}</span></li>`;
  const cards = (cs: readonly CardClass[]) => cs.map((c) => cardFace(c, t, "s"));
  return {
    intro: x.intro,
    sections: x.sections,
    legend: html`<ul class="qq-legend">
      ${item(cards(["inspector"]), x.legend.inspector)} ${item(cards(PEOPLE), x.legend.people)} ${item(cards(["guard"]), x.legend.guard)}
      ${item(cards(["secretary"]), x.legend.secretary)} ${item(cards(["governor"]), x.legend.governor)}
      ${item(cards(["inspector", "farmer", "guard", "secretary"]), x.legend.singles)}
      ${item(cards(["farmer", "merchant", "guard", "guard", "secretary", "secretary"]), x.legend.pairs)}
      ${item(cards(["farmer", "craftsman", "agitator"]), x.legend.revolution)} ${item(cards(["inspector", "guard"]), x.legend.inspection)}
      ${item([html`<span class="coinrow">${coinSvg}${coinSvg} · ${coinSvg}</span>`], x.legend.coins)}
      ${item([monumentCard(t, "virtue", null), monumentCard(t, "vice", null)], x.legend.monument)}
    </ul>`,
  };
}
