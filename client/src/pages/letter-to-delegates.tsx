export default function LetterToDelegatesPage() {
  return <h1>letter-to-delegates</h1>;
}
