// How to play Dutch, for a family: short lines, and a legend of the cards' points and powers.

import { html } from "lit";
import type { Lang } from "../../i18n.js";
import type { HowTo, Say } from "../types.js";
import { cardFace } from "./face.js";
import type { DSay } from "./strings.js";

interface Text {
  intro: string;
  sections: { title: string; items: string[] }[];
  legend: { ace: string; numbers: string; jack: string; queen: string; redKing: string; blackKing: string; back: string };
}

const TEXT: Record<Lang, Text> = {
  en: {
    intro: "Four cards lie face down in front of you, and you look at only two of them. Swap high cards away, use the Aces, Queens and Jacks, and throw in matching cards fast. The lowest total wins.",
    sections: [
      { title: "Getting ready", items: ["Everyone gets four cards face down. Tap two of yours to look at them, remember them, then tap Ready."] },
      {
        title: "Your turn",
        items: [
          "Draw from the draw pile, or take the top card of the pile.",
          "A drawn card: tap one of your cards to put it there (the old card goes on the pile), or discard it.",
          "A card taken from the pile must go into your row.",
        ],
      },
      {
        title: "Aces, Queens and Jacks",
        items: [
          "Put one on the pile (discarded, or swapped out of your row) and you may use its power, or skip it.",
          "Ace: give a face-down card from the draw pile to any player, yourself too.",
          "Queen: look at any one card for 5 seconds.",
          "Jack: swap any two cards. Nobody looks.",
        ],
      },
      {
        title: "Throwing in",
        items: [
          "When a card lands on the pile, everyone may throw in a card of the same rank from their own row: tap Throw in, then the card.",
          "Be quick: only the first right card counts. The bar under the pile counts down to the next turn.",
          "A wrong card is shown to everyone and comes back, with a penalty card.",
        ],
      },
      {
        title: "Dutch!",
        items: [
          "Think your cards are worth 5 or less, and nobody has less? Call Dutch at the end of your turn.",
          "Everyone else plays one final turn, and your row is locked. Then all cards are turned over.",
          "Right: you score 0. Wrong: your points count double.",
        ],
      },
      {
        title: "Winning",
        items: [
          "Your points are added to your total. A total of exactly 50, 100 or 200 is halved!",
          "The lowest total wins: after the last round, or once someone goes over the target.",
        ],
      },
    ],
    legend: {
      ace: "Ace: 1 point. Power: give a card.",
      numbers: "2 to 10: their number.",
      jack: "Jack: 11 points. Power: swap two cards.",
      queen: "Queen: 12 points. Power: look at a card.",
      redKing: "Red King (hearts, diamonds): 0 points!",
      blackKing: "Black King (spades, clubs): 13 points.",
      back: "Face down: a card you do not see now.",
    },
  },
  de: {
    intro: "Vor dir liegen vier Karten verdeckt, und nur zwei davon schaust du an. Tausch hohe Karten weg, nutze Asse, Damen und Buben und wirf passende Karten schnell ein. Die kleinste Summe gewinnt.",
    sections: [
      { title: "Los geht's", items: ["Alle bekommen vier verdeckte Karten. Tippe zwei deiner Karten an, um sie anzusehen, merk sie dir und tippe dann auf Bereit."] },
      {
        title: "Dein Zug",
        items: [
          "Zieh vom Stapel, oder nimm die oberste Karte der Ablage.",
          "Eine gezogene Karte: Tippe eine deiner Karten an, um sie dorthin zu legen (die alte kommt auf die Ablage), oder wirf sie ab.",
          "Eine Karte von der Ablage muss in deine Reihe.",
        ],
      },
      {
        title: "Asse, Damen und Buben",
        items: [
          "Kommt eine davon auf die Ablage (abgeworfen oder aus deiner Reihe getauscht), darfst du ihre Kraft nutzen oder auslassen.",
          "Ass: Gib einer Person eine verdeckte Karte vom Stapel, auch dir selbst.",
          "Dame: Schau dir eine beliebige Karte 5 Sekunden lang an.",
          "Bube: Tausche zwei beliebige Karten. Niemand schaut hin.",
        ],
      },
      {
        title: "Einwerfen",
        items: [
          "Landet eine Karte auf der Ablage, dürfen alle eine Karte mit demselben Wert aus der eigenen Reihe einwerfen: tippe auf Einwerfen, dann auf die Karte.",
          "Sei schnell: Nur die erste richtige Karte zählt. Der Balken unter der Ablage zählt bis zum nächsten Zug herunter.",
          "Eine falsche Karte sehen alle, sie kommt zurück, und du bekommst eine Strafkarte.",
        ],
      },
      {
        title: "Dutch!",
        items: [
          "Glaubst du, deine Karten sind 5 Punkte oder weniger wert und niemand hat weniger? Ruf am Ende deines Zugs Dutch.",
          "Alle anderen spielen noch einen letzten Zug, und deine Reihe ist gesperrt. Dann werden alle Karten aufgedeckt.",
          "Richtig: Du bekommst 0 Punkte. Falsch: Deine Punkte zählen doppelt.",
        ],
      },
      {
        title: "Gewinnen",
        items: [
          "Deine Punkte kommen zu deiner Summe. Eine Summe von genau 50, 100 oder 200 wird halbiert!",
          "Die kleinste Summe gewinnt: nach der letzten Runde, oder sobald jemand über das Ziel kommt.",
        ],
      },
    ],
    legend: {
      ace: "Ass: 1 Punkt. Kraft: eine Karte geben.",
      numbers: "2 bis 10: ihre Zahl.",
      jack: "Bube: 11 Punkte. Kraft: zwei Karten tauschen.",
      queen: "Dame: 12 Punkte. Kraft: eine Karte ansehen.",
      redKing: "Roter König (Herz, Karo): 0 Punkte!",
      blackKing: "Schwarzer König (Pik, Kreuz): 13 Punkte.",
      back: "Verdeckt: eine Karte, die du gerade nicht siehst.",
    },
  },
  nl: {
    intro: "Voor je liggen vier kaarten dicht, en je bekijkt er maar twee. Ruil hoge kaarten weg, gebruik de azen, vrouwen en boeren, en gooi snel gelijke kaarten in. Het laagste totaal wint.",
    sections: [
      { title: "Zo begin je", items: ["Iedereen krijgt vier dichte kaarten. Tik op twee van je kaarten om ze te bekijken, onthoud ze en tik dan op Klaar."] },
      {
        title: "Jouw beurt",
        items: [
          "Trek van de trekstapel, of pak de bovenste kaart van de aflegstapel.",
          "Een getrokken kaart: tik op een van je kaarten om hem daar neer te leggen (de oude gaat op de aflegstapel), of leg hem af.",
          "Een kaart van de aflegstapel moet in je rij.",
        ],
      },
      {
        title: "Azen, vrouwen en boeren",
        items: [
          "Komt er een op de aflegstapel (afgelegd, of uit je rij geruild), dan mag je zijn kracht gebruiken of overslaan.",
          "Aas: geef iemand een dichte kaart van de trekstapel, jezelf ook.",
          "Vrouw: bekijk een kaart naar keuze 5 seconden lang.",
          "Boer: ruil twee kaarten naar keuze. Niemand kijkt.",
        ],
      },
      {
        title: "Ingooien",
        items: [
          "Landt er een kaart op de aflegstapel, dan mag iedereen een kaart van dezelfde waarde uit de eigen rij ingooien: tik op Ingooien, dan op de kaart.",
          "Wees snel: alleen de eerste goede kaart telt. De balk onder de aflegstapel telt af tot de volgende beurt.",
          "Een verkeerde kaart ziet iedereen, hij komt terug, en je krijgt een strafkaart.",
        ],
      },
      {
        title: "Dutch!",
        items: [
          "Denk je dat je kaarten 5 punten of minder waard zijn en niemand minder heeft? Roep Dutch aan het eind van je beurt.",
          "Alle anderen spelen nog één laatste beurt, en jouw rij is op slot. Dan gaan alle kaarten open.",
          "Goed: je krijgt 0 punten. Fout: je punten tellen dubbel.",
        ],
      },
      {
        title: "Winnen",
        items: [
          "Je punten gaan bij je totaal. Een totaal van precies 50, 100 of 200 wordt gehalveerd!",
          "Het laagste totaal wint: na de laatste ronde, of zodra iemand boven het doel komt.",
        ],
      },
    ],
    legend: {
      ace: "Aas: 1 punt. Kracht: een kaart geven.",
      numbers: "2 tot 10: hun getal.",
      jack: "Boer: 11 punten. Kracht: twee kaarten ruilen.",
      queen: "Vrouw: 12 punten. Kracht: een kaart bekijken.",
      redKing: "Rode heer (harten, ruiten): 0 punten!",
      blackKing: "Zwarte heer (schoppen, klaveren): 13 punten.",
      back: "Dicht: een kaart die je nu niet ziet.",
    },
  },
};

export function howTo(lang: Lang, say: Say): HowTo {
  const t = say as DSay;
  const x = TEXT[lang] ?? TEXT.en;
  const item = (cards: (string | null)[], text: string) =>
    html`<li><span class="legend-cards">${cards.map((c) => cardFace(c, t, "s"))}</span><span>${text}</span></li>`;
  return {
    intro: x.intro,
    sections: x.sections,
    legend: html`<ul class="legend-list du-legend">
      ${item(["AS"], x.legend.ace)} ${item(["2C", "7D", "10S"], x.legend.numbers)} ${item(["JC"], x.legend.jack)} ${item(["QH"], x.legend.queen)}
      ${item(["KH", "KD"], x.legend.redKing)} ${item(["KS", "KC"], x.legend.blackKing)} ${item([null], x.legend.back)}
    </ul>`,
  };
}
