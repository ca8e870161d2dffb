// The only door out of this remote: each exposed page is its own chunk, loaded on first visit.
exports.exposes = {
  './Faq': './src/pages/faq/faq-page.tsx',
  './CustomerService': './src/pages/customer-service/customer-service-page.tsx',
};
