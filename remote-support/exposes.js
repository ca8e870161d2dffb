// The only door out of this remote: each exposed page is its own chunk, loaded on first visit.
// Names are fixed by the host's route table (host/src/routes/route-table.ts).
exports.exposes = {
  './Faq': './src/pages/faq/faq-page.tsx',
  './FaqDetails': './src/pages/faq-details/faq-details-page.tsx',
  './PutQuestion': './src/pages/put-question/put-question-page.tsx',
  './HostedTicket': './src/pages/hosted-ticket/hosted-ticket-page.tsx',
  './CustomerService': './src/pages/customer-service/customer-service-page.tsx',
  './UserAgreement': './src/pages/legal/user-agreement-page.tsx',
  './UserPrivacy': './src/pages/legal/user-privacy-page.tsx',
  './UserAgreementIf': './src/pages/legal/user-agreement-if-page.tsx',
  './UserPrivacyIf': './src/pages/legal/user-privacy-if-page.tsx',
  './UserAgreementV2': './src/pages/legal/user-agreement-v2-page.tsx',
  './UserPrivacyV2': './src/pages/legal/user-privacy-v2-page.tsx',
};
