// How to play Duck Down, for a family: a first short version, and a legend of the cards.

import { html } from "lit";
import type { Lang } from "../../i18n.js";
import type { HowTo, Say } from "../types.js";
import { cardFace, eyeIcon } from "./cards.js";
import type { DSay } from "./strings.js";
import type { Card } from "./types.js";

interface Text {
  intro: string;
  sections: { title: string; items: string[] }[];
  legend: { numbers: string; peek: string; swap: string; double: string; back: string; eye: string };
}

const TEXT: Record<Lang, Text> = {
  en: {
    intro: "Four cards lie face down in front of you, and you know only two of them. Swap the high ones away. Whoever has the fewest points after the last round wins.",
    sections: [
      { title: "Getting ready", items: ["Everyone gets four cards face down. Look at your two outer cards once, remember them, then tap Ready."] },
      {
        title: "Your turn",
        items: [
          "Draw from the deck, or take the top card of the pile if it is a number.",
          "A number: tap one of your cards to swap it in. Your old card goes face up on the pile.",
          "A card from the deck may be thrown away instead. A card from the pile must be swapped in.",
          "A special card from the deck is used or thrown away. In a row it does nothing.",
        ],
      },
      {
        title: "Duck Down!",
        items: [
          "Think you have the fewest points? Call Duck Down during your turn. Everyone else gets one more turn.",
          "Then all cards are turned over. Special cards in a row are replaced from the deck. Your numbers added up are your points.",
        ],
      },
      {
        title: "Winning",
        items: [
          "After the last round the lowest total wins. Tied players win together.",
          "Easy memory (a table option): cards you have seen stay face up for you, with an eye.",
        ],
      },
    ],
    legend: {
      numbers: "Number cards 0 to 9 count their number: low is good.",
      peek: "Peek: look at one of your own cards.",
      swap: "Swap: swap one of your cards with another player's. Nobody looks.",
      double: "Double: draw again. Throw that card away and draw once more.",
      back: "Face down: a card you do not see now.",
      eye: "The eye: a card you know (Easy memory).",
    },
  },
  de: {
    intro: "Vor dir liegen vier Karten verdeckt, und nur zwei davon kennst du. Tausch die hohen weg. Wer nach der letzten Runde die wenigsten Punkte hat, gewinnt.",
    sections: [
      { title: "Los geht's", items: ["Alle bekommen vier verdeckte Karten. Schau dir einmal deine zwei äußeren Karten an, merk sie dir und tippe dann auf Bereit."] },
      {
        title: "Dein Zug",
        items: [
          "Zieh vom Stapel, oder nimm die oberste Karte der Ablage, wenn sie eine Zahl ist.",
          "Eine Zahl: Tippe eine deiner Karten an, um sie einzutauschen. Deine alte Karte kommt offen auf die Ablage.",
          "Eine Karte vom Stapel darfst du stattdessen abwerfen. Eine Karte von der Ablage musst du eintauschen.",
          "Eine Sonderkarte vom Stapel wird genutzt oder abgeworfen. In einer Reihe tut sie nichts.",
        ],
      },
      {
        title: "Duck Down!",
        items: [
          "Glaubst du, du hast die wenigsten Punkte? Ruf in deinem Zug Duck Down. Alle anderen sind noch einmal dran.",
          "Dann werden alle Karten aufgedeckt. Sonderkarten in einer Reihe werden vom Stapel ersetzt. Deine Zahlen zusammen sind deine Punkte.",
        ],
      },
      {
        title: "Gewinnen",
        items: [
          "Nach der letzten Runde gewinnt die kleinste Summe. Bei Gleichstand gewinnen alle Gleichen zusammen.",
          "Leichtes Merken (eine Einstellung des Tisches): Karten, die du gesehen hast, bleiben für dich offen, mit einem Auge.",
        ],
      },
    ],
    legend: {
      numbers: "Zahlenkarten 0 bis 9 zählen ihre Zahl: wenig ist gut.",
      peek: "Gucken: Schau dir eine deiner eigenen Karten an.",
      swap: "Tausch: Tausche eine deiner Karten mit der eines anderen. Niemand schaut hin.",
      double: "Doppel: Zieh noch einmal. Wirfst du die Karte ab, zieh noch eine.",
      back: "Verdeckt: eine Karte, die du gerade nicht siehst.",
      eye: "Das Auge: eine Karte, die du kennst (Leichtes Merken).",
    },
  },
  nl: {
    intro: "Voor je liggen vier kaarten dicht, en je kent er maar twee. Ruil de hoge weg. Wie na de laatste ronde de minste punten heeft, wint.",
    sections: [
      { title: "Zo begin je", items: ["Iedereen krijgt vier dichte kaarten. Bekijk één keer je twee buitenste kaarten, onthoud ze en tik dan op Klaar."] },
      {
        title: "Jouw beurt",
        items: [
          "Trek van de stapel, of pak de bovenste kaart van de aflegstapel als dat een getal is.",
          "Een getal: tik op een van je kaarten om hem in te ruilen. Je oude kaart gaat open op de aflegstapel.",
          "Een kaart van de stapel mag je ook afleggen. Een kaart van de aflegstapel moet je inruilen.",
          "Een speciale kaart van de stapel gebruik je of leg je af. In een rij doet hij niets.",
        ],
      },
      {
        title: "Duck Down!",
        items: [
          "Denk je dat je de minste punten hebt? Roep Duck Down in je beurt. Alle anderen zijn nog één keer aan de beurt.",
          "Dan gaan alle kaarten open. Speciale kaarten in een rij worden vervangen van de stapel. Je getallen bij elkaar zijn je punten.",
        ],
      },
      {
        title: "Winnen",
        items: [
          "Na de laatste ronde wint het laagste totaal. Bij gelijkspel winnen de gelijken samen.",
          "Makkelijk onthouden (een instelling van de tafel): kaarten die je gezien hebt blijven voor jou open, met een oog.",
        ],
      },
    ],
    legend: {
      numbers: "Getalkaarten 0 tot 9 tellen hun getal: laag is goed.",
      peek: "Kijk: bekijk een van je eigen kaarten.",
      swap: "Ruil: ruil een van je kaarten met die van een ander. Niemand kijkt.",
      double: "Dubbel: trek nog een keer. Leg je die kaart af, trek er dan nog een.",
      back: "Dicht: een kaart die je nu niet ziet.",
      eye: "Het oog: een kaart die je kent (Makkelijk onthouden).",
    },
  },
};

export function howTo(lang: Lang, say: Say): HowTo {
  const t = say as DSay;
  const x = TEXT[lang] ?? TEXT.en;
  const item = (cards: Card[], text: string) =>
    html`<li><span class="legend-cards">${cards.map((c) => cardFace(c, t, { size: "s" }))}</span><span>${text}</span></li>`;
  return {
    intro: x.intro,
    sections: x.sections,
    legend: html`<ul class="legend-list">
      ${item([0, 4, 9], x.legend.numbers)} ${item(["peek"], x.legend.peek)} ${item(["swap"], x.legend.swap)}
      ${item(["double"], x.legend.double)} ${item([null], x.legend.back)}
      <li><span class="legend-cards"><span class="eye-mark">${eyeIcon}</span></span><span>${x.legend.eye}</span></li>
    </ul>`,
  };
}
