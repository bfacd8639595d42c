// The tests read the engine's own files (its dice vectors, schemas, numbers) as text.
declare module "*?raw" {
  const text: string;
  export default text;
}
