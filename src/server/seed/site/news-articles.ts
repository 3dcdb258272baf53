import { FRIENDS_REPORT } from './friends-report';
import type { ArticleSpec } from './news-categories';

/** The news, oldest first: records created together list by id, so the last one here is the newest. */
export const ARTICLES = {
  vagaExpedition: {
    slug: 'vaga-expedition-twelve-churches',
    adminTitle: 'Vaga expedition 2025',
    published: '2025-07-14',
    image: 'rowingBoats',
    categories: ['expeditions'],
    projects: ['church'],
    title: { ru: 'Экспедиция по Ваге: двенадцать храмов за девять дней', en: 'Along the Vaga: twelve churches in nine days' },
    subtitle: {
      ru: 'Обмеряли, фотографировали и записывали рассказы жителей, чтобы понять, кому помощь нужна в первую очередь.',
      en: 'We measured, photographed and recorded villagers’ stories to find out which buildings need help first.',
    },
    body: {
      ru: [
        'В июне пятеро сотрудников фонда — два архитектора, историк, фотограф и водитель — прошли на машине и на лодке 640 километров вдоль Ваги и её притоков. За девять дней мы осмотрели двенадцать деревянных храмов и часовен. О четырёх из них в реестрах памятников нет ни строчки.',
        'В каждом селе работа одна и та же: обмеры рулеткой и лазерным дальномером, съёмка фасадов и узлов, проверка нижних венцов. Их прощупывают шилом: если оно уходит в бревно на палец, венец пора менять. Вечерами записывали рассказы жителей — кто помнит службы, кто прятал иконы, кто в детстве лазил на колокольню.',
        { heading: 'Что нашли' },
        {
          list: [
            'три постройки в аварийном состоянии: крен, провалившаяся кровля, сруб на земле;',
            'в двух церквях уцелели расписные потолки-«небеса»;',
            'в Кумжеве заехали на свою стройку: бригада как раз разбирала сруб Никольской церкви.',
          ],
        },
        'Все обмеры и фотографии войдут в открытый каталог фонда. По итогам поездки совет фонда добавил в план на 2026 год ещё две постройки.',
      ],
      en: [
        "In June five of the foundation's staff, two architects, a historian, a photographer and a driver, covered 640 kilometres by car and boat along the Vaga and its tributaries. In nine days we surveyed twelve wooden churches and chapels. Four of them do not appear in any heritage register.",
        'The work is the same in every village: measurements with a tape and a laser rangefinder, photographs of the facades and joints, a check of the bottom courses. We probe them with an awl: if it sinks in a finger deep, the course needs replacing. In the evenings we recorded villagers’ stories: who remembers services, who hid icons, who climbed the bell tower as a child.',
        { heading: 'What we found' },
        {
          list: [
            'three buildings in critical condition: a lean, a collapsed roof, a log frame sitting on the ground;',
            'painted ceilings, the so-called "heavens", surviving in two churches;',
            'in Kumzhevo we stopped at our own site, where the crew was taking apart the frame of St Nicholas Church.',
          ],
        },
        "All measurements and photographs will go into the foundation's open catalogue. After the trip the foundation's board added two more buildings to the 2026 plan.",
      ],
    },
  },

  summerCamps: {
    slug: 'summer-camps-2025',
    adminTitle: 'Summer camps 2025',
    published: '2025-09-08',
    image: 'forestPath',
    categories: ['events'],
    projects: ['bellTower', 'mill'],
    title: { ru: 'Летние лагеря 2025: 214 волонтёров, пять смен', en: 'Summer camps 2025: 214 volunteers, five shifts' },
    subtitle: {
      ru: 'Расчищали, шкурили, кололи лемех и учились у плотников. Рассказываем, как прошло лето и как попасть в лагерь в 2026 году.',
      en: 'Clearing, debarking, splitting shingles and learning from carpenters: how the summer went and how to join a camp in 2026.',
    },
    body: {
      ru: [
        'С июня по август в трёх деревнях работали пять смен волонтёров по две недели. Приехали 214 человек из 38 городов: студенты-архитекторы, программисты, учительница из Самары, пенсионер-электрик, который починил проводку в половине домов Верхнего Чурова.',
        'Волонтёры не рубят срубы — это работа мастеров. Но без них мастера не справились бы: добровольцы расчищали территорию от кустарника и борщевика, разбирали завалы, шкурили и пропитывали брёвна, кололи лемех для шатра колокольни, помогали архитекторам с обмерами.',
        'Жили в палатках и в старой школе, готовили по очереди, по вечерам слушали лекции о северном зодчестве. В Мякишеве последняя смена вместе со всей деревней затаскивала лебёдкой на холм новый опорный столб мельницы.',
        { heading: 'Как попасть в лагерь в 2026 году' },
        'Запись на смены откроется в марте. Нужны возраст от 18 лет, прививка от клещевого энцефалита и готовность к комарам. Опыт не нужен. Написать нам можно на странице контактов.',
      ],
      en: [
        'From June to August five two-week shifts of volunteers worked in three villages. 214 people came from 38 towns: architecture students, programmers, a teacher from Samara, a retired electrician who fixed the wiring in half the houses of Verkhneye Churovo.',
        'Volunteers do not build log frames: that is the masters’ job. But the masters could not manage without them. Volunteers cleared sites of bushes and hogweed, removed debris, debarked and treated logs, split shingles for the bell tower’s roof and helped the architects with measurements.',
        'They lived in tents and in the old school, took turns cooking and listened to evening talks on northern wooden architecture. In Myakishevo the last shift and the whole village together winched the mill’s new main post up the hill.',
        { heading: 'How to join a camp in 2026' },
        'Sign-up for the shifts opens in March. You need to be 18 or over, vaccinated against tick-borne encephalitis and ready for mosquitoes. No experience needed. You can write to us on the contacts page.',
      ],
    },
  },

  kumzhevoFrame: {
    slug: 'kumzhevo-log-frame-reassembly',
    adminTitle: 'Kumzhevo: frame reassembly',
    published: '2025-10-06',
    image: 'weatheredBoards',
    categories: ['restoration'],
    projects: ['church'],
    title: {
      ru: 'Кумжево: сруб разобран, нижние венцы заменены',
      en: 'Kumzhevo: the frame is dismantled and the bottom courses replaced',
    },
    subtitle: {
      ru: 'Из 412 брёвен Никольской церкви заменить пришлось 61. Рассказываем, как устроена переборка сруба.',
      en: 'Of the 412 logs of St Nicholas Church, 61 had to be replaced. Here is how a log frame is taken apart and put back.',
    },
    body: {
      ru: [
        'Переборка сруба — самая трудная и самая честная часть реставрации. Сруб разбирают до того венца, где начинается здоровое дерево, а потом собирают снова: каждое бревно возвращается на своё место. Поэтому прежде чем снять первое бревно, на каждое прибивают алюминиевую бирку с номером и вносят его в чертёж.',
        'Из 412 брёвен Никольской церкви заменить пришлось 61: пять нижних венцов почти целиком и отдельные брёвна под окнами, куда годами затекала вода. Новые брёвна — лиственница зимней рубки. Пазы и чаши вытесываем топором, а не пилим: гладкий пропил впитывает воду, а тёсаная поверхность её отталкивает.',
        'Под срубом заново сложили валунный фундамент. Камни те же, что и в 1731 году, но теперь они лежат на щебёночной подушке и не дадут углу осесть снова.',
        'Сборка продлится до октября. Спасибо 318 людям, которые поддержали сбор на этот этап, и бригаде Степана Ершова, которая работала без выходных весь август.',
      ],
      en: [
        'Dismantling and reassembling a log frame is the hardest and the most honest part of restoration. The frame is taken down to the course where sound wood begins and then put back together, with every log returning to its own place. So before the first log comes off, each one gets an aluminium tag with a number and goes into the drawing.',
        'Of the 412 logs of St Nicholas Church, 61 had to be replaced: the five bottom courses almost entirely, and single logs under the windows, where water had seeped in for years. The new logs are winter-felled larch. Grooves and corner notches are cut with an axe, not a saw: a smooth saw cut soaks up water, while a hewn surface sheds it.',
        'The boulder foundation under the frame has been relaid. The stones are the same as in 1731, but now they rest on a crushed-stone bed and will not let the corner sink again.',
        'Reassembly will continue until October. Thank you to the 318 people who supported the appeal for this stage, and to Stepan Yershov’s crew, who worked without a day off all through August.',
      ],
    },
  },

  aspenShingles: {
    slug: 'aspen-shingles-for-domes',
    adminTitle: 'Aspen shingles',
    published: '2025-10-29',
    image: 'woodPlanks',
    categories: ['restoration'],
    projects: ['bellTower', 'chapel'],
    title: { ru: 'Осиновый лемех: как делают чешую для главок', en: 'Aspen shingles: how the scales of a dome are made' },
    subtitle: {
      ru: 'Почему северные главки кажутся серебряными и сколько лемешин нужно на одну небольшую главку.',
      en: 'Why northern domes look silver, and how many shingles one small dome takes.',
    },
    body: {
      ru: [
        'Лемех — фигурные осиновые дощечки, которыми кроют главки, бочки и шатры. Свежая осина серо-зелёная, но за несколько лет на солнце и ветру становится серебристой. Поэтому издалека северные главки кажутся металлическими.',
        'Осину валят зимой, когда в дереве меньше сока. Чурки длиной 50–60 сантиметров раскалывают клиньями на плахи, из плах тешут лемешины, а нижний край вырезают «городком» или «ёлочкой». Чтобы лемешина легла по изгибу главки, её выгибают на шаблоне.',
        'Каждую лемешину прибивают двумя гвоздями так, чтобы следующий ряд закрывал шляпки предыдущего. Шатёр колокольни в Верхнем Чурове потребовал около шести тысяч лемешин, на главку Ершовской часовни уйдёт около тысячи четырёхсот.',
        'Часть лемеха для колокольни сделали волонтёры летнего лагеря. Степан Ершов говорит, что топор держать научился каждый, а вот вытесать ровную лемешину с первого раза не удалось никому, включая его самого сорок лет назад.',
      ],
      en: [
        'Lemekh are shaped aspen shingles used to cover domes, barrel roofs and tent roofs. Fresh aspen is grey-green, but after a few years of sun and wind it turns silver. That is why from a distance northern domes look like metal.',
        'Aspen is felled in winter, when there is less sap in the wood. Blocks 50–60 centimetres long are split with wedges into slabs, the slabs are hewn into shingles, and the lower edge is cut into steps or a herringbone. To make a shingle follow the curve of the dome, it is bent over a template.',
        'Each shingle is fixed with two nails, so that the next row covers the heads of the one below. The tent roof of the bell tower in Verkhneye Churovo took about six thousand shingles; the dome of the Yershovka chapel will need about fourteen hundred.',
        'Some of the shingles for the bell tower were made by summer-camp volunteers. Stepan Yershov says every one of them learnt to hold an axe, but nobody managed to hew an even shingle at the first try, himself included, forty years ago.',
      ],
    },
  },

  windmill: {
    slug: 'myakishevo-windmill-turns-again',
    adminTitle: 'Myakishevo windmill restored',
    published: '2025-11-18',
    image: 'autumnHills',
    categories: ['restoration', 'events'],
    projects: ['mill'],
    title: { ru: 'Мельница в Мякишеве снова повернулась к ветру', en: 'The Myakishevo mill turns to the wind again' },
    subtitle: {
      ru: 'Новый опорный столб из цельной лиственницы и крылья по фотографии 1958 года.',
      en: 'A new main post from a single larch, and sails rebuilt from a 1958 photograph.',
    },
    body: {
      ru: [
        'Столбовая мельница в Мякишеве простояла без дела больше шестидесяти лет. К 2023 году опорный столб сгнил у основания, корпус лёг на подпорки и мог рухнуть от первого сильного ветра.',
        'Новый столб длиной семь с половиной метров вытесали из цельной лиственницы, которую искали всю зиму. Корпус подняли домкратами, старый столб вынули, новый поставили в ряж — бревенчатый короб, заполненный камнями. Подкосы и обшивку заменили только там, где дерево сгнило насквозь.',
        'Крылья восстановили по снимку 1958 года из альбома семьи Уткиных: на нём видно и число махов, и как они крепились к валу.',
        'Двенадцатого октября мельницу впервые за шестьдесят с лишним лет развернули к ветру. Поворачивали всей деревней, за длинное бревно-водило, как и сто лет назад. Молоть муку пока рано: нижний жернов треснул, и мы ищем камень на замену.',
      ],
      en: [
        'The post mill in Myakishevo had stood idle for more than sixty years. By 2023 its main post had rotted at the base, the body rested on props and could have collapsed in the first strong wind.',
        'The new post, seven and a half metres long, was hewn from a single larch that took all winter to find. The body was raised with jacks, the old post removed and the new one set in a crib, a log box filled with stones. Braces and cladding were replaced only where the wood had rotted through.',
        'The sails were rebuilt from a 1958 photograph in the Utkin family album: it shows how many sails there were and how they were fixed to the shaft.',
        'On the twelfth of October the mill was turned to the wind for the first time in over sixty years. The whole village turned it together by the long tail pole, as people did a hundred years ago. It is too early to grind flour: the bed stone is cracked, and we are looking for a replacement.',
      ],
    },
  },

  manorDrawings: {
    slug: 'ryazantsev-manor-drawings-found',
    adminTitle: 'Ryazantsev manor drawings',
    published: '2025-12-09',
    image: 'projectManor',
    categories: ['expeditions'],
    projects: ['manor'],
    title: { ru: 'В архиве нашлись чертежи усадьбы Рязанцевых', en: 'Drawings of the Ryazantsev manor found in the archive' },
    subtitle: {
      ru: 'Страховая опись 1912 года рассказала, каким был дом в Подгорье до школы и запустения.',
      en: 'A 1912 insurance inventory shows what the house in Podgorye was like before the school years and decades of neglect.',
    },
    body: {
      ru: [
        'Историк фонда Ирина Ведерникова три недели разбирала в областном архиве фонд уездной земской управы и нашла страховое дело усадьбы Рязанцевых 1912 года: опись, поэтажные планы и чертёж главного фасада.',
        'Опись перечисляет четырнадцать комнат, две изразцовые печи «с синею росписью», бельведер и портик с четырьмя колоннами, который разобрали в 1950-х. На плане видно, где стояли перегородки, снесённые, когда в доме устроили школу.',
        'Находка меняет проект реставрации. Раньше портик пришлось бы придумывать по аналогиям, теперь его можно восстановить по чертежу. А пробы краски подтвердили цвет фасада — охристо-жёлтый.',
        'Проект реставрации с учётом архивных данных мы передадим на согласование в региональный орган охраны наследия весной 2026 года.',
      ],
      en: [
        "The foundation's historian Irina Vedernikova spent three weeks in the regional archive going through the records of the district zemstvo board, and found the 1912 insurance file of the Ryazantsev manor: an inventory, floor plans and a drawing of the main facade.",
        'The inventory lists fourteen rooms, two tiled stoves "with blue painting", a belvedere and a portico with four columns that was taken down in the 1950s. The plan shows where the partitions stood before they were removed to make room for the school.',
        'The find changes the restoration project. Before, the portico would have had to be designed by analogy; now it can be rebuilt from the drawing. Paint samples have also confirmed the colour of the facade: ochre yellow.',
        'We will submit the restoration project, revised with the archive data, to the regional heritage protection authority in spring 2026.',
      ],
    },
  },

  friendsReport: FRIENDS_REPORT,
} as const satisfies Record<string, ArticleSpec>;

export type ArticleKey = keyof typeof ARTICLES;
