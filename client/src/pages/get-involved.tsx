export default function GetInvolvedPage() {
  return <h1>get-involved</h1>;
}
