/**
 * The demo FAQ (issue 17 item 7): 25 questions in 5 categories — leave, business trips, IT, office,
 * payroll — in Lithuanian and in English, through the FAQ module's own service (answers sanitised like any saved answer, search index
 * filled by its triggers), a few votes, and the "FAQ klausimai" chain (the module responsible, i.e. a
 * holder of frequently_asked_questions_write, answers) mapped to `question_suggestion` when that type has no
 * chain, so "suggest a question" and the bot's "Ask HR" go straight to HR.
 *
 * Language: spec 3 §3 gives a question no language field (docs/decisions/0003-faq-language.md), so each
 * of the 25 questions is there twice, in Lithuanian and in English, in the same category (named in both
 * languages, "Atostogos / Leave"). The search and the bot find by words, so a question asked in one
 * language is answered by the entries in that language. The search folds diacritics, so "atostogu
 * dienos" finds "atostogų dienų".
 * Does nothing when the FAQ has questions. No notifications are sent.
 */
import type { EntityManager } from 'typeorm';
import { Chain, ChainItem, ChainMapping } from '../../modules/chains/chains.entities';
import { FaqCategory, FaqQuestion, FaqVote } from '../../modules/faq/faq.entities';
import { insertQuestion } from '../../modules/faq/faq.service';
import { User } from '../../modules/users/users.entities';
import { DEMO_DOMAIN } from './demo-people';

/** [category (both languages), [question, answer HTML][] in Lithuanian] — 5 × 5; the English ones are {@link DEMO_FAQ_EN}. */
export const DEMO_FAQ: [string, [string, string][]][] = [
  ['Atostogos / Leave', [
    ['Kiek kasmetinių atostogų dienų man priklauso?', '<p>Kasmet priklauso <strong>20 darbo dienų</strong> kasmetinių atostogų (dirbant 5 dienas per savaitę). Jaunesniems nei 18 metų, auginantiems vaiką iki 3 metų ar vieniems auginantiems vaiką iki 14 metų – <strong>25 darbo dienos</strong>.</p>'],
    ['Kaip prašyti atostogų?', '<ol><li><p>Atidarykite <strong>Kalendorių</strong> ir pažymėkite dienas.</p></li><li><p>Pasirinkite įvykio tipą „Kasmetinės atostogos“ ir nurodykite pavaduojantį kolegą.</p></li><li><p>Pateikite prašymą – jį patvirtins jūsų vadovas.</p></li></ol>'],
    ['Ar nepanaudotos atostogos perkeliamos į kitus metus?', '<p>Taip, nepanaudotos atostogų dienos perkeliamos, tačiau jas reikia išnaudoti per <strong>3 metus</strong>. Bent kartą per metus viena atostogų dalis turi būti ne trumpesnė nei 10 darbo dienų.</p>'],
    ['Ką daryti susirgus?', '<p>Tą pačią dieną praneškite vadovui ir pažymėkite kalendoriuje „Liga“. Nedarbingumo pažymėjimą gydytojas išrašo elektroniniu būdu – jo nešti nereikia.</p>'],
    ['Ar galiu atšaukti jau patvirtintas atostogas?', '<p>Taip. Skiltyje <strong>Prašymai</strong> atidarykite prašymą ir pasirinkite „Atšaukti“ – atšaukimą patvirtins tas pats vadovas.</p>'],
  ]],
  ['Komandiruotės / Business trips', [
    ['Kaip užregistruoti komandiruotę?', '<p>Portale atidarykite <strong>Komandiruotė</strong>, nurodykite šalį, datas, skrydžius ir apgyvendinimą, tada pateikite prašymą tvirtinti.</p>'],
    ['Kokius dienpinigius gausiu komandiruotėje?', '<p>Dienpinigiai mokami pagal Vyriausybės nustatytas normas kiekvienai šaliai. Jie apskaičiuojami automatiškai, kai komandiruotė patvirtinama.</p>'],
    ['Kas perka lėktuvo bilietus?', '<p>Bilietus ir viešbutį užsako biuro vadovė pagal jūsų patvirtintą komandiruotės prašymą. Patys pirkite tik tada, kai taip sutarta – išlaidas deklaruokite išlaidų ataskaitoje.</p>'],
    ['Kaip deklaruoti komandiruotės išlaidas?', '<p>Skiltyje <strong>Išlaidos</strong> sukurkite išlaidų ataskaitą, susiekite ją su komandiruote ir pridėkite čekių nuotraukas (JPG, PNG ar PDF).</p>'],
    ['Ar kelionės laikas laikomas darbo laiku?', '<p>Taip, kelionės laikas darbo dienomis įskaitomas į darbo laiką. Jį nurodykite komandiruotės formoje skiltyje „Kelionės laikas“.</p>'],
  ]],
  ['IT', [
    ['Kaip pasikeisti slaptažodį?', '<p>Portalo prisijungimo lange spauskite <strong>Pamiršau slaptažodį</strong> – nuoroda atkeliaus el. paštu ir galios 24 valandas.</p>'],
    ['Kaip prisijungti prie VPN?', '<ul><li><p>Įdiekite VPN programą iš įmonės programinės įrangos katalogo.</p></li><li><p>Prisijunkite darbo el. paštu ir patvirtinkite prisijungimą telefone.</p></li></ul>'],
    ['Sugedo kompiuteris – ką daryti?', '<p>Parašykite IT pagalbai <a href="mailto:it@demo.lt">it@demo.lt</a> arba paskambinkite vidiniu numeriu 100. Atsarginį kompiuterį galima gauti tą pačią dieną.</p>'],
    ['Ar galiu naudoti asmeninį telefoną darbo el. paštui?', '<p>Taip, jei telefone įdiegta įmonės valdymo programa ir nustatytas ekrano užraktas.</p>'],
    ['Kaip gauti prieigą prie naujos sistemos?', '<p>Pateikite prašymą IT pagalbai nurodydami sistemą ir priežastį – prieigą patvirtins jūsų vadovas.</p>'],
  ]],
  ['Biuras / Office', [
    ['Kada dirba biuras?', '<p>Vilniaus ir Kauno biurai atviri darbo dienomis nuo <strong>7:00 iki 20:00</strong>. Kitu laiku įeikite su savo kortele.</p>'],
    ['Kaip užregistruoti svečią?', '<p>Skiltyje <strong>Svečiai</strong> spauskite „Registruoti svečią“ – administratorė paruoš leidimą ir pasitiks svečią.</p>'],
    ['Ar galiu pasiimti knygą iš bibliotekos?', '<p>Taip. Skiltyje <strong>Biblioteka</strong> pasirinkite knygą ir nurodykite grąžinimo datą – knygą galima laikyti iki 60 dienų.</p>'],
    ['Kur galiu pastatyti automobilį?', '<p>Darbuotojams skirta požeminė aikštelė (−1 aukštas). Vietų skaičius ribotas – pirmenybė atvykstantiems anksčiau.</p>'],
    ['Kaip užsisakyti darbo vietą biure?', '<p>Darbo vietos nėra priskirtos – laisvą vietą galite užimti atvykę. Komandų zonas rezervuokite pas biuro vadovę.</p>'],
  ]],
  ['Darbo užmokestis / Payroll', [
    ['Kada mokamas atlyginimas?', '<p>Atlyginimas mokamas du kartus per mėnesį: avansas – <strong>15 dieną</strong>, likusi dalis – <strong>paskutinę mėnesio darbo dieną</strong>.</p>'],
    ['Kur rasti atlyginimo lapelį?', '<p>Atlyginimo lapeliai siunčiami el. paštu kiekvieną mėnesį. Ankstesnių mėnesių lapelių prašykite buhalterijos.</p>'],
    ['Kaip pakeisti banko sąskaitą atlyginimui?', '<p>Profilyje pateikite asmeninės informacijos keitimo prašymą arba parašykite buhalterijai <a href="mailto:accounting@demo.lt">accounting@demo.lt</a>.</p>'],
    ['Kaip apmokamas viršvalandinis darbas?', '<p>Viršvalandžiai apmokami ne mažiau kaip <strong>1,5 karto</strong> daugiau nei įprastas darbo užmokestis. Juos registruokite skiltyje „Viršvalandžiai“ – vadovas patvirtins.</p>'],
    ['Ar galiu gauti pažymą apie darbo užmokestį?', '<p>Taip, pažymą buhalterija paruošia per 2 darbo dienas. Prašymą siųskite el. paštu.</p>'],
  ]],
];

/** The same 25 questions in English, category by category in the order of {@link DEMO_FAQ}. */
export const DEMO_FAQ_EN: [string, string][][] = [
  [
    ['How many days of annual leave (vacation) do I get?', '<p>You get <strong>20 working days</strong> of annual leave a year (working 5 days a week). Employees under 18, raising a child under 3, or raising a child under 14 alone get <strong>25 working days</strong>.</p>'],
    ['How do I request leave?', '<ol><li><p>Open the <strong>Calendar</strong> and select the days.</p></li><li><p>Choose the event type "Annual leave" and name the colleague who substitutes you.</p></li><li><p>Submit the request – your manager approves it.</p></li></ol>'],
    ['Are unused vacation days carried over to next year?', '<p>Yes, unused days are carried over, but they must be used within <strong>3 years</strong>. At least once a year one part of your leave must be no shorter than 10 working days.</p>'],
    ['What do I do when I am sick?', '<p>Tell your manager the same day and mark "Sick leave" in the calendar. The doctor issues the sick-leave certificate electronically – you do not need to bring it.</p>'],
    ['Can I cancel leave that is already approved?', '<p>Yes. Open the request in <strong>Requests</strong> and choose "Cancel" – the same manager approves the cancellation.</p>'],
  ],
  [
    ['How do I register a business trip?', '<p>Open <strong>Business trip</strong> in the portal, enter the country, dates, flights and accommodation, then submit the request for approval.</p>'],
    ['What daily allowance do I get on a business trip?', '<p>The daily allowance follows the rates the Government sets for each country. It is calculated automatically when the trip is approved.</p>'],
    ['Who buys the plane tickets?', '<p>The office manager books the tickets and the hotel from your approved trip request. Buy them yourself only when agreed – then declare the costs in an expense claim.</p>'],
    ['How do I declare business trip expenses?', '<p>Create an expense claim in <strong>Expenses</strong>, link it to the trip and attach photos of the receipts (JPG, PNG or PDF).</p>'],
    ['Is travel time working time?', '<p>Yes, travel time on working days counts as working time. Enter it in the trip form under "Travel time".</p>'],
  ],
  [
    ['How do I change my password?', '<p>On the portal sign-in page click <strong>Forgot password</strong> – a link arrives by e-mail and is valid for 24 hours.</p>'],
    ['How do I connect to the VPN?', '<ul><li><p>Install the VPN app from the company software catalogue.</p></li><li><p>Sign in with your work e-mail and confirm the sign-in on your phone.</p></li></ul>'],
    ['My computer is broken – what do I do?', '<p>Write to IT support at <a href="mailto:it@demo.lt">it@demo.lt</a> or call extension 100. You can get a spare computer the same day.</p>'],
    ['Can I use my own phone for work e-mail?', '<p>Yes, if the company device management app is installed and a screen lock is set.</p>'],
    ['How do I get access to a new system?', '<p>Send a request to IT support naming the system and the reason – your manager approves the access.</p>'],
  ],
  [
    ['When is the office open?', '<p>The Vilnius and Kaunas offices are open on working days from <strong>7:00 to 20:00</strong>. At other times enter with your card.</p>'],
    ['How do I register a guest?', '<p>In <strong>Guests</strong> click "Register a guest" – the receptionist prepares a pass and meets your guest.</p>'],
    ['Can I borrow a book from the library?', '<p>Yes. Choose a book in the <strong>Library</strong> and give the return date – you may keep a book for up to 60 days.</p>'],
    ['Where can I park my car?', '<p>Staff use the underground car park (level −1). Places are limited – first come, first served.</p>'],
    ['How do I book a desk in the office?', '<p>Desks are not assigned – take any free desk when you arrive. Book team areas with the office manager.</p>'],
  ],
  [
    ['When is the salary paid?', '<p>The salary is paid twice a month: an advance on the <strong>15th</strong> and the rest on the <strong>last working day of the month</strong>.</p>'],
    ['Where do I find my payslip?', '<p>Payslips are e-mailed every month. Ask accounting for the payslips of earlier months.</p>'],
    ['How do I change the bank account for my salary?', '<p>Submit a personal information change request in your profile or write to accounting at <a href="mailto:accounting@demo.lt">accounting@demo.lt</a>.</p>'],
    ['How is overtime paid?', '<p>Overtime is paid at least <strong>1.5 times</strong> the usual pay. Register it under "Overtime" – your manager approves it.</p>'],
    ['Can I get a salary certificate?', '<p>Yes, accounting prepares the certificate within 2 working days. Send the request by e-mail.</p>'],
  ],
];

/** The chain for suggested questions (made when `question_suggestion` has no chain mapped). */
async function suggestionChain(em: EntityManager): Promise<void> {
  const mapped = await em.getRepository(ChainMapping).findOne({ where: [{ request_name: 'question_suggestion' }, { request_name: 'QuestionSuggestion' }] });
  if (mapped) return;
  const chain = await em.getRepository(Chain).save({ name: 'FAQ klausimai', description: 'HR answers suggested questions; approved ones become FAQ questions' });
  await em.getRepository(ChainItem).insert({
    chain_id: chain.id, name: 'Personalo skyrius atsako', description: 'A holder of frequently_asked_questions_write writes the answer and approves', assignee_type: 'module_responsible',
    role_id: null, order_number: 1, can_view: true, can_edit: true, only_spectator: false, notification_message: null, skip_if_assigned_owner: false,
  });
  await em.getRepository(ChainMapping).save({ request_name: 'question_suggestion', chain_id: chain.id });
}

/** Seeds the demo FAQ (see the module doc); does nothing when questions exist. */
export async function seedDemoFaq(em: EntityManager): Promise<void> {
  if (await em.getRepository(FaqQuestion).count()) return;
  const person = async (email: string) => (await em.getRepository(User).findOneBy({ email: `${email}@${DEMO_DOMAIN}` }))?.id ?? null;
  const hr = await person('hr');
  const ids: number[] = [];
  const categories: number[] = [];
  for (const [name, questions] of DEMO_FAQ) {
    const category = await em.getRepository(FaqCategory).save({ name });
    categories.push(category.id);
    for (const [question, answer] of questions) ids.push(await insertQuestion(em, { question, answer, category_id: category.id }, hr));
  }
  // The English ones after the Lithuanian, so that the vote indices below stay the Lithuanian questions.
  for (const [i, questions] of DEMO_FAQ_EN.entries()) {
    for (const [question, answer] of questions) ids.push(await insertQuestion(em, { question, answer, category_id: categories[i] }, hr));
  }
  /** [voter, question index, helpful] — tomas@demo.lt has not voted (the e2e flow votes as him). */
  const votes: [string, number, boolean][] = [
    ['kestutis', 0, true], ['ieva', 0, true], ['simona', 0, false], ['rokas', 5, true], ['karolis', 10, true], ['ieva', 15, true], ['rokas', 20, false],
    ['kestutis', 25, true], ['karolis', 35, true],
  ];
  for (const [email, index, helpful] of votes) {
    const userId = await person(email);
    if (userId) await em.getRepository(FaqVote).insert({ question_id: ids[index], user_id: userId, is_helpful: helpful });
  }
  await suggestionChain(em);
}
