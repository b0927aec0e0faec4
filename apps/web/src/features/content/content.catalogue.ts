/** The practice site's texts (en-GB), merged into the app's catalogue. */
export const contentCatalogue = {
  'content.nav.label': 'Practice website',
  'content.nav.menu': 'Pages',
  'content.nav.welcome': 'Welcome',
  'content.nav.how-it-works': 'How it works',
  'content.nav.how-we-communicate': 'How we communicate',
  'content.nav.security-statement': 'Security',
  'content.nav.team': 'Our team',
  'content.nav.terms': 'Terms',
  'content.nav.our-service-charters': 'Service charters',
  'content.nav.faq': 'FAQ',
  'content.signIn': 'Sign in',
  'content.yourAccount': 'Your account',
  'content.loadFailed': "We couldn't load this page. Please try again in a moment.",

  'content.cta.title': 'Talk to an adviser',
  'content.cta.text':
    'Tell us a little about yourself and what you would like help with. It takes about five minutes, and there is no obligation.',
  'content.cta.button': 'Request a meeting',

  'content.footer.addresses': 'Our offices',
  'content.footer.links': 'Useful links',
  'content.footer.website': 'Our main website',
  'content.footer.privacy': 'Privacy policy',

  'content.welcome.title': 'Welcome to {{practice}}',
  'content.welcome.lead':
    'Financial advice for individuals and families, online and in person. We help you make sense of your money today and plan with confidence for the years ahead.',
  'content.welcome.helpTitle': 'What we can help with',
  'content.welcome.help1': 'Saving and investing for your goals, from a first ISA to a portfolio.',
  'content.welcome.help2': 'Planning for retirement, reviewing pensions and taking an income.',
  'content.welcome.help3': 'Protecting your family and your income if the unexpected happens.',
  'content.welcome.help4': 'Passing on wealth: wills, trusts and inheritance tax planning.',
  'content.welcome.onlineTitle': 'Advice that fits around you',
  'content.welcome.online':
    'Our secure client portal keeps everything in one place: meet your adviser by video, share documents safely, review and accept recommendations and send us a message whenever you need to.',
  'content.welcome.moreTitle': 'Find out more',

  'content.howItWorks.title': 'How it works',
  'content.howItWorks.lead': 'From your first question to an ongoing plan, here is what to expect when you work with us.',
  'content.howItWorks.step1Title': 'Request a meeting',
  'content.howItWorks.step1':
    'Answer a few short questions about you and what you would like to achieve, then create your secure account. There is no charge and no obligation for this first step.',
  'content.howItWorks.step2Title': 'Confirm your e-mail',
  'content.howItWorks.step2':
    'We send you a link to confirm your e-mail address. Once confirmed, you can sign in to your client portal at any time.',
  'content.howItWorks.step3Title': 'Meet your adviser',
  'content.howItWorks.step3':
    'Your adviser gets in touch to arrange a first meeting, by video in the portal or face to face. You talk through your circumstances, your goals and how we charge for our advice.',
  'content.howItWorks.step4Title': 'Share your information securely',
  'content.howItWorks.step4':
    'Your adviser may ask you to complete a fact find and a risk questionnaire and to upload documents. Everything is done through the portal, never by ordinary e-mail.',
  'content.howItWorks.step5Title': 'Receive our recommendation',
  'content.howItWorks.step5':
    'We research the options and send you a written recommendation to read in your own time. You can ask questions, then accept or decline it online.',
  'content.howItWorks.step6Title': 'Stay on track',
  'content.howItWorks.step6':
    'If you choose our ongoing service, we review your plan with you regularly and you can reach your adviser through the portal whenever your circumstances change.',

  'content.communicate.title': 'How we communicate',
  'content.communicate.lead': 'We keep our conversations with you clear, timely and secure.',
  'content.communicate.portalTitle': 'Secure messages in your portal',
  'content.communicate.portal':
    'Personal and financial details stay in your client portal. You can message your adviser there, and you will find every document we share with you in one place.',
  'content.communicate.emailTitle': 'E-mail notifications',
  'content.communicate.email':
    'We send you an e-mail when something new is waiting for you in the portal, such as a message, a document or a meeting invitation. To read it, you sign in to the portal.',
  'content.communicate.meetingsTitle': 'Meetings by video or in person',
  'content.communicate.meetings':
    'Meet your adviser in a secure online meeting room from your computer, tablet or phone, or face to face at one of our offices if you prefer.',
  'content.communicate.phoneTitle': 'By phone',
  'content.communicate.phone':
    'Your adviser is happy to speak by phone. We will always confirm anything important in writing in your portal.',
  'content.communicate.neverTitle': 'What we will never do',
  'content.communicate.never1': 'Ask for your password or a sign-in code, by e-mail, by phone or in a message.',
  'content.communicate.never2':
    'Change our bank details by e-mail or ask you to send money to a new account without speaking to you first.',
  'content.communicate.never3': 'Put your personal financial details in an ordinary e-mail.',
  'content.communicate.unsure':
    'If a message claiming to come from us looks unusual, do not reply or click its links: contact your adviser through the portal or by phone.',

  'content.security.title': 'Security statement',
  'content.security.lead': 'You trust us with personal and financial information. This is how we look after it.',
  'content.security.connectionTitle': 'Protected connections',
  'content.security.connection': 'Information passing between your device and the portal travels over an encrypted connection.',
  'content.security.accountTitle': 'Your account',
  'content.security.account1': 'Passwords must be strong, and we store them only in a form that cannot be read back.',
  'content.security.account2': 'You can turn on two-factor authentication, with a code by e-mail or from an authenticator app.',
  'content.security.account3': 'After repeated failed sign-in attempts, the account is locked for a while to stop guessing.',
  'content.security.account4': 'If you are inactive for a while, you are signed out automatically.',
  'content.security.dataTitle': 'Your information',
  'content.security.data1': 'Only you, your adviser and the practice staff who support them can see your information.',
  'content.security.data2': 'Documents you upload are checked before they are stored, and changes to important records are logged.',
  'content.security.data3': 'You can download a copy of the personal data we hold about you from your account settings.',
  'content.security.helpTitle': 'Keeping yourself safe',
  'content.security.help':
    'Use a password you do not use anywhere else, keep your device up to date and sign out when you use a shared computer. If you think someone else has used your account, change your password and tell your adviser straight away.',
  'content.security.privacy': 'Read how we use your personal data in our privacy policy.',

  'content.team.title': 'Our team',
  'content.team.lead': 'The advisers who will look after you.',
  'content.team.emptyTitle': 'Team profiles coming soon',
  'content.team.empty':
    'Our advisers have not published their profiles yet. Request a meeting and we will introduce you to the right adviser.',

  'content.terms.title': 'Terms',
  'content.terms.provider': 'This website and client portal are provided by {{entity}}.',
  'content.terms.agreement':
    'Before we give you any advice, we give you our client agreement. It sets out the service we will provide, how we are paid and your rights, and we ask you to agree to it before we start.',
  'content.terms.notAdvice':
    'The information on these pages is general and is not a personal recommendation. The value of investments can fall as well as rise, and you may get back less than you put in.',
  'content.terms.representative': 'Authorised representative: {{name}}',
  'content.terms.promotionTitle': 'Terms of our current offers',
  'content.terms.documentsTitle': 'Documents and links',
  'content.terms.more': 'For the full details of {{entity}}, visit',

  'content.charters.title': 'Our service charters',
  'content.charters.lead': 'The standards of service you can expect from us.',
  'content.charters.availableFrom': 'In effect from {{date}}',
  'content.charters.emptyTitle': 'No service charters published yet',
  'content.charters.empty':
    'When we publish our service charters, you will find them here. Your adviser can tell you about our service standards at your first meeting.',
  'content.charter.about':
    'This charter sets out what you can expect from us. Your adviser will give you a copy with your client agreement and is happy to answer any questions about it.',
  'content.charter.back': 'All service charters',
  'content.charter.notFoundTitle': 'Charter not found',
  'content.charter.notFound': 'This service charter does not exist or is no longer available.',

  'content.faq.title': 'Frequently asked questions',
  'content.faq.lead': 'Answers to the questions we are asked most often.',
  'content.faq.emptyTitle': 'No questions published yet',
  'content.faq.empty': 'We are putting our answers together. If you have a question now, request a meeting and an adviser will answer it.',
} as const;
