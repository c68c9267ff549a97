// Samuel Okafor's biography, rendered by /about-samuel-okafor (SPEC section 2: a pharmacist and local
// president, financial stewardship, vision for the treasurer role).

export const treasurerBio = {
  lead: 'A pharmacist who measures twice, and a local president who accounts for every dollar.',
  biography: [
    'Samuel Okafor is a clinical pharmacist at a VA medical center, where precision is not a preference but a duty: the right medication, the right dose, the right patient, every time.',
    'Samuel brought that same discipline to union leadership. As president of his local he rebuilt its finances, opened its books to members and grew its reserves while expanding services. He believes members should always know where their dues go and what they buy.',
    'Samuel is running for Secretary-Treasurer because a council fighting for its survival cannot afford anything less than careful, transparent stewardship of its resources.',
  ],
  stewardship: [
    {
      title: 'Balanced budgets',
      detail: 'Delivered balanced budgets every year as local president, with a reserve for emergencies.',
    },
    { title: 'Open books', detail: 'Published financial reports to members at every membership meeting.' },
    { title: 'Clean audits', detail: 'Passed every independent audit with no findings.' },
    {
      title: 'Dues that work',
      detail: 'Moved spending from overhead to representation, training and member services.',
    },
  ],
  vision: [
    'Monthly financial reports that every member can read and understand.',
    'An independent annual audit, published in full.',
    'A survival budget that protects representation while dues are collected directly.',
    'Training and simple tools for every local treasurer.',
    'A council reserve that can carry legal and legislative fights through 2028.',
  ],
};
