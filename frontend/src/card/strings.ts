// The card's own words (the table inside has its own translations). English, German, Dutch;
// any other language falls back to English.

const EN = {
  loading: "Loading Duck Down…",
  unavailable: "Duck Down is not available: {reason}. Is the Duck Down integration set up?",
  noAnswer: "the integration did not answer",
  notFound: 'Table not found: "{table}". It may have been deleted, or its host is offline. Pick another table in the card\'s settings.',
  offline: "The Duck Down host is offline; the table shows its last state.",
  joinAs: "Join as {name}",
  me: "me",
};
type Key = keyof typeof EN;

const DE: Record<Key, string> = {
  loading: "Duck Down wird geladen…",
  unavailable: "Duck Down ist nicht erreichbar: {reason}. Ist die Duck-Down-Integration eingerichtet?",
  noAnswer: "die Integration antwortet nicht",
  notFound: "Tisch nicht gefunden: „{table}“. Er wurde vielleicht gelöscht, oder sein Host ist offline. Wähle in den Karteneinstellungen einen anderen Tisch.",
  offline: "Der Duck-Down-Host ist offline; der Tisch zeigt den letzten Stand.",
  joinAs: "Mitspielen als {name}",
  me: "ich",
};

const NL: Record<Key, string> = {
  loading: "Duck Down laden…",
  unavailable: "Duck Down is niet beschikbaar: {reason}. Is de Duck Down-integratie ingesteld?",
  noAnswer: "de integratie antwoordt niet",
  notFound: "Tafel niet gevonden: ‘{table}’. Misschien is hij verwijderd, of is zijn host offline. Kies een andere tafel in de instellingen van de kaart.",
  offline: "De Duck Down-host is offline; de tafel toont de laatste stand.",
  joinAs: "Meedoen als {name}",
  me: "mij",
};

const ALL: Record<string, Record<Key, string>> = { en: EN, de: DE, nl: NL };

export type CardText = (key: Key, vars?: Record<string, string>) => string;

/** The card's words in HA's language (`de`, `de-CH`, `nl`, ...), else English. */
export function cardText(language: string | undefined): CardText {
  const table = ALL[(language ?? "en").toLowerCase().split(/[-_]/)[0] ?? "en"] ?? EN;
  return (key, vars = {}) => table[key].replace(/\{(\w+)\}/g, (m, k: string) => vars[k] ?? m);
}
