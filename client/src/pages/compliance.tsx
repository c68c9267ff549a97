export default function CompliancePage() {
  return <h1>compliance</h1>;
}
