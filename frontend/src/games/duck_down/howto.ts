// How to play Duck Down, for a family that has never played it: the look, a turn, the special
// cards, calling, the end of a round, winning, and a legend of every card and mark. Written
// from the rulebook and its rulings (Double: ruling 9; the reveal: rulings 12 and 22; a wrong
// call: ruling 13), in each language's own words.

import { html } from "lit";
import type { Lang } from "../../i18n.js";
import type { HowTo, Say } from "../types.js";
import { cardFace, eyeIcon } from "./cards.js";
import type { DSay } from "./strings.js";
import type { Card } from "./types.js";

interface Legend {
  numbers: string;
  peek: string;
  swap: string;
  double: string;
  back: string;
  eye: string;
  replaced: string;
}

interface Text {
  intro: string;
  sections: { title: string; items: string[] }[];
  legend: Legend;
}

const TEXT: Record<Lang, Text> = {
  en: {
    intro:
      "Four cards lie face down in front of you, and you know only two of them. Swap the high ones away. Whoever has the fewest points after the last round wins.",
    sections: [
      {
        title: "Getting ready",
        items: [
          "Everyone gets four cards face down in a row. Nobody sees anyone else's cards.",
          "At the start of a round, look at your two outer cards once: the first and the last. Remember them, then tap Ready.",
          "When everyone is ready, or the time is up, they turn face down again. From then on you see a card only by playing for it.",
        ],
      },
      {
        title: "Your turn",
        items: [
          "Turns go round the table. Draw the top card of the deck, or take the top card of the pile if it is a number.",
          "A special card on the pile cannot be taken: then you draw from the deck.",
          "Holding a number: tap one of your four cards to swap it in. Your old card goes face up onto the pile, unseen.",
          "A card from the deck may be thrown onto the pile instead. A card taken from the pile must be swapped in.",
          "Run out of time and the card is thrown away for you (a card from the pile goes back), and your turn ends.",
        ],
      },
      {
        title: "The special cards",
        items: [
          "A special card works only when you draw it from the deck: use it, or throw it away unused.",
          "Peek: tap one of your own cards to see it for a few seconds.",
          "Swap: tap one of your cards and one card of another player. They change places, and nobody sees them.",
          "Double: draw another card. Swap it in or use it, and your turn ends. Throw it away, and you draw once more.",
          "Throwing the Double itself away ends your turn with nothing drawn. A turn draws at most four cards.",
        ],
      },
      {
        title: "Duck Down!",
        items: [
          "Think you have the fewest points? Tap Duck Down! in your turn, before or after you draw. You still finish your turn.",
          "Then every other player has exactly one more turn, and the round is over. Only one player can call in a round.",
          "A wrong Duck Down: if someone else has fewer points, the caller gets the table's penalty on top. A tie is fine.",
          "The penalty is a table setting (0: no penalty). The waiting room shows it.",
        ],
      },
      {
        title: "The end of a round",
        items: [
          "All cards are turned face up. Your four numbers added up are your points for the round.",
          "A special card in a row scores nothing: it is set aside and replaced by cards from the deck until a number lies there.",
          "The results mark such a card with ↻. A round nobody calls ends by itself after 30 turns each.",
          "Everyone sees every row face up, with the points of the round. Tap Ready when you have seen them.",
          "The next round is dealt when everyone is ready, or after 30 seconds. Bots and players who are away are ready at once.",
          "After the last round the rows are shown the same way, and then the winner.",
        ],
      },
      {
        title: "Winning",
        items: [
          "A game has one round per player, unless the table chose another number. Points add up over the rounds.",
          "The lowest total wins. Tied players win together.",
          "Easy memory (a table setting): cards you have seen stay face up for you, marked with an eye.",
        ],
      },
    ],
    legend: {
      numbers: "Number cards 0 to 9 count their number: 0 is best, 9 is worst.",
      peek: "Peek: look at one of your own cards.",
      swap: "Swap: exchange one of your cards with another player's. Nobody looks.",
      double: "Double: draw another card. Throw that one away and you draw once more.",
      back: "Face down: a card you do not see now.",
      eye: "The eye: a card you know (Easy memory).",
      replaced: "In the results: a special card lay here and was replaced from the deck.",
    },
  },
  de: {
    intro:
      "Vor dir liegen vier Karten verdeckt, und nur zwei davon kennst du. Tausch die hohen weg. Wer nach der letzten Runde die wenigsten Punkte hat, gewinnt.",
    sections: [
      {
        title: "Los geht's",
        items: [
          "Alle bekommen vier verdeckte Karten in einer Reihe. Niemand sieht die Karten der anderen.",
          "Zu Beginn einer Runde schaust du dir einmal deine zwei äußeren Karten an, die erste und die letzte. Merk sie dir, dann tippe auf Bereit.",
          "Sind alle bereit oder ist die Zeit um, werden sie wieder verdeckt. Danach siehst du eine Karte nur, wenn du dafür spielst.",
        ],
      },
      {
        title: "Dein Zug",
        items: [
          "Gespielt wird reihum. Zieh die oberste Karte vom Stapel, oder nimm die oberste Karte der Ablage, wenn sie eine Zahl ist.",
          "Eine Sonderkarte auf der Ablage kann man nicht nehmen: Dann ziehst du vom Stapel.",
          "Mit einer Zahl tippst du eine deiner vier Karten an, um sie einzutauschen. Deine alte Karte kommt offen und ungesehen auf die Ablage.",
          "Eine Karte vom Stapel darfst du stattdessen abwerfen. Eine Karte von der Ablage musst du eintauschen.",
          "Ist deine Zeit um, wird die Karte für dich abgeworfen (eine Karte von der Ablage geht zurück), und dein Zug endet.",
        ],
      },
      {
        title: "Die Sonderkarten",
        items: [
          "Eine Sonderkarte wirkt nur, wenn du sie vom Stapel ziehst: Nutze sie, oder wirf sie ungenutzt ab.",
          "Gucken: Tippe eine deiner Karten an und sieh sie dir ein paar Sekunden lang an.",
          "Tausch: Tippe eine deiner Karten und eine Karte eines anderen an. Sie tauschen die Plätze, und niemand sieht sie.",
          "Doppel: Zieh noch eine Karte. Tauschst du sie ein oder nutzt sie, endet dein Zug. Wirfst du sie ab, ziehst du noch eine.",
          "Wirfst du das Doppel selbst ab, endet dein Zug, ohne dass du ziehst. In einem Zug ziehst du höchstens vier Karten.",
        ],
      },
      {
        title: "Duck Down!",
        items: [
          "Glaubst du, du hast die wenigsten Punkte? Tippe in deinem Zug auf Duck Down!, vor oder nach dem Ziehen. Deinen Zug spielst du zu Ende.",
          "Dann sind alle anderen genau noch einmal dran, und die Runde ist vorbei. In einer Runde kann nur einer rufen.",
          "Ein falsches Duck Down: Hat jemand anderes weniger Punkte, bekommt der Rufer die Strafe des Tisches dazu. Gleichstand reicht.",
          "Die Strafe ist eine Einstellung des Tisches (0: keine Strafe). Der Warteraum zeigt sie.",
        ],
      },
      {
        title: "Das Ende einer Runde",
        items: [
          "Alle Karten werden aufgedeckt. Deine vier Zahlen zusammen sind deine Punkte für die Runde.",
          "Eine Sonderkarte in einer Reihe zählt nichts: Sie wird beiseitegelegt und durch Karten vom Stapel ersetzt, bis eine Zahl dort liegt.",
          "Das Ergebnis zeigt so eine Karte mit ↻. Ruft niemand, endet die Runde nach 30 Zügen pro Person von selbst.",
          "Alle sehen jede Reihe offen, mit den Punkten der Runde. Tippe auf Bereit, wenn du sie gesehen hast.",
          "Die nächste Runde wird gegeben, wenn alle bereit sind, oder nach 30 Sekunden. Bots und wer gerade weg ist, sind sofort bereit.",
          "Nach der letzten Runde werden die Reihen genauso gezeigt, danach der Sieg.",
        ],
      },
      {
        title: "Gewinnen",
        items: [
          "Ein Spiel hat eine Runde pro Person, wenn der Tisch keine andere Zahl gewählt hat. Die Punkte aller Runden zählen zusammen.",
          "Die kleinste Summe gewinnt. Bei Gleichstand gewinnen alle Gleichen zusammen.",
          "Leichtes Merken (eine Einstellung des Tisches): Karten, die du gesehen hast, bleiben für dich offen, mit einem Auge.",
        ],
      },
    ],
    legend: {
      numbers: "Zahlenkarten 0 bis 9 zählen ihre Zahl: 0 ist am besten, 9 am schlechtesten.",
      peek: "Gucken: Schau dir eine deiner eigenen Karten an.",
      swap: "Tausch: Tausche eine deiner Karten mit der eines anderen. Niemand schaut hin.",
      double: "Doppel: Zieh noch eine Karte. Wirfst du die ab, ziehst du noch eine.",
      back: "Verdeckt: eine Karte, die du gerade nicht siehst.",
      eye: "Das Auge: eine Karte, die du kennst (Leichtes Merken).",
      replaced: "Im Ergebnis: Hier lag eine Sonderkarte, die vom Stapel ersetzt wurde.",
    },
  },
  nl: {
    intro:
      "Voor je liggen vier kaarten dicht, en je kent er maar twee. Ruil de hoge weg. Wie na de laatste ronde de minste punten heeft, wint.",
    sections: [
      {
        title: "Zo begin je",
        items: [
          "Iedereen krijgt vier dichte kaarten op een rij. Niemand ziet de kaarten van een ander.",
          "Aan het begin van een ronde bekijk je één keer je twee buitenste kaarten, de eerste en de laatste. Onthoud ze en tik dan op Klaar.",
          "Is iedereen klaar of is de tijd om, dan gaan ze weer dicht. Daarna zie je een kaart alleen als je ervoor speelt.",
        ],
      },
      {
        title: "Jouw beurt",
        items: [
          "Er wordt om de beurt gespeeld. Trek de bovenste kaart van de stapel, of pak de bovenste kaart van de aflegstapel als dat een getal is.",
          "Een speciale kaart op de aflegstapel kun je niet pakken: dan trek je van de stapel.",
          "Met een getal tik je op een van je vier kaarten om hem in te ruilen. Je oude kaart gaat open en ongezien op de aflegstapel.",
          "Een kaart van de stapel mag je ook afleggen. Een kaart van de aflegstapel moet je inruilen.",
          "Is je tijd om, dan wordt de kaart voor je afgelegd (een kaart van de aflegstapel gaat terug), en je beurt eindigt.",
        ],
      },
      {
        title: "De speciale kaarten",
        items: [
          "Een speciale kaart werkt alleen als je hem van de stapel trekt: gebruik hem, of leg hem ongebruikt af.",
          "Kijk: tik op een van je eigen kaarten en bekijk hem een paar seconden.",
          "Ruil: tik op een van je kaarten en op een kaart van een ander. Ze ruilen van plaats, en niemand ziet ze.",
          "Dubbel: trek nog een kaart. Ruil je die in of gebruik je hem, dan eindigt je beurt. Leg je hem af, dan trek je er nog een.",
          "Leg je de Dubbel zelf af, dan eindigt je beurt zonder dat je trekt. In één beurt trek je hooguit vier kaarten.",
        ],
      },
      {
        title: "Duck Down!",
        items: [
          "Denk je dat je de minste punten hebt? Tik in je beurt op Duck Down!, voor of na het trekken. Je speelt je beurt nog af.",
          "Dan is iedereen anders nog precies één keer aan de beurt, en de ronde is voorbij. Per ronde kan maar één speler roepen.",
          "Een verkeerde Duck Down: heeft iemand anders minder punten, dan krijgt wie riep de straf van de tafel erbij. Gelijk is goed.",
          "De straf is een instelling van de tafel (0: geen straf). De wachtkamer laat hem zien.",
        ],
      },
      {
        title: "Het einde van een ronde",
        items: [
          "Alle kaarten gaan open. Je vier getallen bij elkaar zijn je punten voor de ronde.",
          "Een speciale kaart in een rij telt niet: hij gaat opzij en wordt vervangen door kaarten van de stapel, tot er een getal ligt.",
          "De uitslag toont zo'n kaart met ↻. Roept niemand, dan eindigt de ronde vanzelf na 30 beurten per speler.",
          "Iedereen ziet elke rij open, met de punten van de ronde. Tik op Klaar als je ze gezien hebt.",
          "De volgende ronde wordt gedeeld als iedereen klaar is, of na 30 seconden. Bots en wie even weg is, zijn meteen klaar.",
          "Na de laatste ronde worden de rijen net zo getoond, en daarna de winnaar.",
        ],
      },
      {
        title: "Winnen",
        items: [
          "Een spel heeft één ronde per speler, tenzij de tafel een ander aantal koos. De punten van alle rondes tellen op.",
          "Het laagste totaal wint. Bij gelijkspel winnen de gelijken samen.",
          "Makkelijk onthouden (een instelling van de tafel): kaarten die je gezien hebt blijven voor jou open, met een oog.",
        ],
      },
    ],
    legend: {
      numbers: "Getalkaarten 0 tot 9 tellen hun getal: 0 is het best, 9 het slechtst.",
      peek: "Kijk: bekijk een van je eigen kaarten.",
      swap: "Ruil: ruil een van je kaarten met die van een ander. Niemand kijkt.",
      double: "Dubbel: trek nog een kaart. Leg je die af, dan trek je er nog een.",
      back: "Dicht: een kaart die je nu niet ziet.",
      eye: "Het oog: een kaart die je kent (Makkelijk onthouden).",
      replaced: "In de uitslag: hier lag een speciale kaart, vervangen van de stapel.",
    },
  },
};

export function howTo(lang: Lang, say: Say): HowTo {
  const t = say as DSay;
  const x = TEXT[lang] ?? TEXT.en;
  const item = (cards: Card[], text: string) =>
    html`<li><span class="legend-cards">${cards.map((c) => cardFace(c, t, { size: "s" }))}</span><span>${text}</span></li>`;
  const mark = (symbol: unknown, cls: string, text: string) =>
    html`<li><span class="legend-cards"><span class=${cls} aria-hidden="true">${symbol}</span></span><span>${text}</span></li>`;
  return {
    intro: x.intro,
    sections: x.sections,
    legend: html`<ul class="legend-list">
      ${item([0, 4, 9], x.legend.numbers)} ${item(["peek"], x.legend.peek)} ${item(["swap"], x.legend.swap)}
      ${item(["double"], x.legend.double)} ${item([null], x.legend.back)} ${mark(eyeIcon, "eye-mark", x.legend.eye)}
      ${mark("↻", "was-mark", x.legend.replaced)}
    </ul>`,
  };
}
