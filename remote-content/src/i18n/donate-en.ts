/** English strings of the donate page. */
export const donateEn = {
  lead: 'Your gift keeps this free guide online for every pilgrim.',
  sample: 'Sample',
  sampleNote:
    'No payee has been confirmed yet, so this page shows how giving will work with a sample. Its QR code, UPI ID and name cannot take money: please do not send any.',
  payeeTitle: 'Your donation goes to',
  payeeLine: '{{name}} — UPI ID {{id}}',
  chooseAmount: 'Choose an amount',
  groups: { small: 'Small', medium: 'Medium', large: 'Large' },
  customLabel: 'Or enter your own amount',
  customPlaceholder: 'Amount in ₹',
  selected: 'Selected amount:',
  scan: 'Scan to pay with any UPI app',
  qrLabel: 'UPI payment QR code',
  sampleScan: 'Sample QR code: not for payment',
  sampleQrLabel: 'Sample QR code, not a payment code',
  copy: 'Copy UPI ID',
  copied: 'UPI ID copied! You can now paste it in your UPI app.',
  sampleCopied:
    'Sample UPI ID copied. It is not a confirmed payee: please do not send money to it.',
  copyFailed: 'Copying is not available here. Please type this UPI ID in your UPI app: {{id}}',
  payWithApp: 'Pay with UPI app',
  howTitle: 'How to donate',
  steps: [
    'Choose an amount above.',
    'Scan the QR code with your UPI app, or copy the UPI ID.',
    'Check the payee name and amount, then approve the payment.',
    'Keep the transaction reference for your records.',
  ],
  appsLabel: 'Supported apps',
  bankApp: 'Your Bank App',
  usesTitle: 'Where Your Donation Goes',
  uses: {
    hosting: { title: 'Hosting', body: 'Servers that keep the site fast and online.' },
    development: { title: 'Development', body: 'New features and fixes.' },
    content: { title: 'Content creation', body: 'Text, photographs and translations.' },
    security: { title: 'Security', body: 'Keeping visitors and their data safe.' },
  },
  taxNote:
    'Income tax: only a donation to a trust registered under section 80G can be deducted, only by a donor who files under the old tax regime, and only with the trust’s receipt (Form 10BE).',
  sampleTaxNote: 'The payee shown here is a sample, not a registered trust.',
};
