import type { Site } from './build';
import { type Block, type Localized, type Text, richText } from './rich-text';

interface PersonSpec {
  /** The subject's and the profile's slug: `/rbac/subjects/{slug}` and `/social/profiles/{slug}`. */
  slug: string;
  name: Text;
  role: Text;
  bio: Localized<readonly Block[]>;
  /** Open to conversations: a signed-in visitor may write to them from their profile page and the chat page. */
  acceptsConversations?: boolean;
}

/**
 * The foundation's coordinator: the team member who answers the site's chat («Написать в фонд»). Their subject is the
 * one seeded person who signs in (SITE_COORDINATOR_EMAIL and SITE_COORDINATOR_PASSWORD, scripts/administrator.ts).
 */
export const COORDINATOR_SLUG = 'darya-lytkina';

/**
 * The team: fictional people, each a subject with a public profile; only the coordinator signs in (the others have no
 * identity).
 */
const PEOPLE: readonly PersonSpec[] = [
  {
    slug: 'olga-belyaeva',
    name: { ru: 'Ольга Беляева', en: 'Olga Belyaeva' },
    role: { ru: 'директор фонда', en: 'Director' },
    bio: {
      ru: [
        'Архитектор-реставратор по образованию. В 2009 году, на студенческой практике, обмеряла часовню в деревне на Пинеге, а через год узнала, что та рухнула под снегом. Через несколько месяцев вместе с однокурсниками зарегистрировала фонд «Венец».',
        'Отвечает за стратегию, партнёров и отчёты: каждый годовой отчёт фонда она пишет сама и сама отвечает на вопросы жертвователей.',
      ],
      en: [
        'An architect and restorer by training. In 2009, on a student placement, she measured a chapel in a village on the Pinega, and a year later learnt that it had collapsed under the snow. A few months after that she and her fellow students registered the Venets Foundation.',
        "She is responsible for strategy, partners and reporting: she writes each of the foundation's annual reports herself and answers donors’ questions in person.",
      ],
    },
  },
  {
    slug: 'mikhail-guryev',
    name: { ru: 'Михаил Гурьев', en: 'Mikhail Guryev' },
    role: { ru: 'главный архитектор-реставратор', en: 'Chief restoration architect' },
    bio: {
      ru: [
        'Двадцать пять лет занимается деревянным зодчеством, автор проектов реставрации Никольской церкви в Кумжеве и колокольни в Верхнем Чурове.',
        'Убеждён, что лучшая реставрация — та, которую не видно: менять только то, что нельзя спасти, и делать это теми же инструментами, что и первые строители. Каждое лето ведёт в лагерях занятия «Как читать сруб».',
      ],
      en: [
        'He has worked on wooden architecture for twenty-five years and designed the restoration projects for St Nicholas Church in Kumzhevo and the bell tower in Verkhneye Churovo.',
        'He believes the best restoration is the one you cannot see: replace only what cannot be saved, and do it with the same tools as the original builders. Every summer he teaches a camp class called "How to read a log frame".',
      ],
    },
  },
  {
    slug: COORDINATOR_SLUG,
    acceptsConversations: true,
    name: { ru: 'Дарья Лыткина', en: 'Darya Lytkina' },
    role: { ru: 'координатор волонтёров', en: 'Volunteer coordinator' },
    bio: {
      ru: [
        'Впервые приехала в лагерь фонда волонтёром в 2014 году — шкурить брёвна и мыть посуду на сорок человек. С 2018 года отвечает за все смены: набор, дорогу, питание, страховки и технику безопасности.',
        'Если вы хотите приехать в лагерь, скорее всего, письмо вам напишет именно она.',
      ],
      en: [
        'She first came to a foundation camp as a volunteer in 2014, to debark logs and wash dishes for forty people. Since 2018 she has been in charge of every shift: recruitment, travel, food, insurance and safety.',
        'If you want to come to a camp, she is most likely the one who will write to you.',
      ],
    },
  },
];

/** The team's subjects and profiles (the about page lists the subjects). */
export function describePeople(site: Site): void {
  const { tables } = site;
  PEOPLE.forEach(({ slug, name, role, bio, acceptsConversations = false }, orderIndex) => {
    const subjectId = tables.subjects.add({ slug, orderIndex });
    const profileId = tables.profiles.add({
      slug,
      title: name,
      subtitle: role,
      description: richText(bio),
      adminTitle: name.en,
      acceptsConversations,
    });
    tables.subjectsToProfiles.add({ subjectId, socialModuleProfileId: profileId });
  });
}

/** A team member's page and their profile's page. */
export function describePeoplePages(site: Site): void {
  site.page({
    url: '/rbac/subjects/[rbac.subjects.slug]',
    title: 'Участник команды',
    description: 'Страница участника команды фонда',
    adminTitle: 'Team member',
    meta: {
      ru: {
        title: 'Команда фонда «Венец»',
        description: 'Люди, которые восстанавливают деревянные постройки Русского Севера.',
        keywords: 'команда, реставраторы, фонд',
      },
      en: {
        title: 'The Venets Foundation team',
        description: 'The people who restore the wooden buildings of the Russian North.',
        keywords: 'team, restorers, foundation',
      },
    },
    widgets: [site.rbac({ adminTitle: 'Team member: overview', variant: 'subject-overview-social-module-profile-default' })],
  });
  site.page({
    url: '/social/profiles/[social.profiles.slug]',
    title: 'Профиль',
    description: 'Профиль участника команды фонда',
    adminTitle: 'Profile',
    meta: {
      ru: {
        title: 'Профиль — Фонд «Венец»',
        description: 'О человеке из команды фонда: чем занимается и как пришёл в реставрацию.',
        keywords: 'профиль, команда, реставрация',
      },
      en: {
        title: 'Profile — Venets Foundation',
        description: 'About a member of the foundation’s team: what they do and how they came to restoration.',
        keywords: 'profile, team, restoration',
      },
    },
    widgets: [site.social({ adminTitle: 'Profile: overview', variant: 'profile-overview-default' })],
  });
}
