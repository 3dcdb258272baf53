import type { ImageKey } from './build';
import type { Block, Localized, Text } from './rich-text';
import type { FeatureKey, Prices, ProductSpec } from './shop';

/**
 * One of the foundation's projects (an ecommerce product): its card, the share of its current stage a visitor
 * donates for, its page's quote, facts and story.
 */
export interface ProjectSpec extends ProductSpec {
  /** What its current stage (the `stage` feature) still needs: the stage's budget less what was raised before the site. */
  goals: Prices;
  features: Record<FeatureKey, Text>;
  /** The photo beside the story. */
  storyImage: ImageKey;
  quote: { text: Text; author: Text; role: Text };
  facts: { built: Text; status: Text; works: Text; budget: Text };
  story: Localized<readonly Block[]>;
}

/** The facts' labels, the same on every project page. */
export const FACT_LABELS: ProjectSpec['facts'] = {
  built: { ru: 'Дата постройки', en: 'Built' },
  status: { ru: 'Состояние', en: 'Status' },
  works: { ru: 'Работы', en: 'Works' },
  budget: { ru: 'Смета и собрано', en: 'Budget and raised' },
};

export const PROJECTS = {
  church: {
    slug: 'st-nicholas-church-kumzhevo',
    adminTitle: 'St Nicholas church, Kumzhevo',
    image: 'projectWoodenChurch',
    category: 'churches',
    prices: { rub: '650.00', eur: '7.00' },
    goals: { rub: '2700000.00', eur: '27000.00' },
    features: {
      stage: { ru: 'Тёсовая кровля трапезной и лемех шатра', en: 'A plank roof on the refectory, shingles on the tent' },
      share: { ru: 'десятая часть квадратного метра осинового лемеха', en: 'a tenth of a square metre of aspen shingles' },
    },
    storyImage: 'weatheredBoards',
    title: { ru: 'Никольская церковь в Кумжеве', en: 'St Nicholas Church in Kumzhevo' },
    shortDescription: {
      ru: 'Шатровая церковь 1731 года на острове Кумжозера: перебрали сруб и заменили сгнившие нижние венцы, впереди кровля и лемех.',
      en: 'A 1731 tent-roofed church on an island in Lake Kumzhozero: its log frame is reassembled and the rotten bottom courses replaced; the roof and shingles are next.',
    },
    description: {
      ru: 'Никольская церковь — самая старая постройка Кумжева. Её срубили в 1731 году на еловом острове посреди озера: сосну, по преданию, возили туда зимой по льду. Церковь шатровая — восьмерик на четверике под высоким шатром с главкой, с востока алтарь, с запада трапезная и крыльцо на выпусках брёвен.\n\nК 2022 году нижние венцы сгнили, северо-восточный угол сруба осел на 26 сантиметров, над алтарём текла кровля. Мы разобрали сруб, пометив каждое бревно, заменили пять нижних венцов лиственницей, вернули на место валунный фундамент и собрали церковь заново. Следующий сезон — тёсовая кровля трапезной и осиновый лемех на шатре и главке.',
      en: 'St Nicholas is the oldest building in Kumzhevo. It was raised in 1731 on a spruce-covered island in the middle of the lake; the pine, as the story goes, was hauled there over the ice in winter. It is a tent-roofed church: an octagon on a square base under a tall tent crowned by a dome, with the altar to the east and a refectory and a porch resting on projecting logs to the west.\n\nBy 2022 the bottom courses had rotted, the north-eastern corner had sunk by 26 centimetres and the roof over the altar leaked. We took the log frame apart, marking every log, replaced the five bottom courses with larch, reset the boulder foundation and put the church back together. Next season: a plank roof on the refectory and aspen shingles on the tent and the dome.',
    },
    quote: {
      text: {
        ru: 'В колхозные годы здесь держали зерно, поэтому церковь и уцелела. Теперь я каждое утро вижу с крыльца, как плотники поднимают бревно за бревном, — и кажется, что село снова встаёт на ноги.',
        en: 'In the collective-farm years they kept grain here, which is why the church survived. Now every morning I watch from my porch as the carpenters lift one log after another, and it feels as if the village is getting back on its feet.',
      },
      author: { ru: 'Валентина Сычёва', en: 'Valentina Sychyova' },
      role: { ru: 'жительница Кумжева, староста общины', en: 'Kumzhevo resident, head of the parish community' },
    },
    facts: {
      built: { ru: '1731', en: '1731' },
      status: { ru: 'Сруб перебран, впереди кровля и лемех', en: 'Frame reassembled; roof and shingles next' },
      works: {
        ru: 'Переборка сруба, замена пяти нижних венцов, валунный фундамент',
        en: 'Frame dismantled and reassembled, five bottom courses replaced, boulder foundation reset',
      },
      budget: {
        // The bar counts only what was given on the site: the money raised before it is told apart.
        ru: '6,8 млн ₽; 4,1 млн ₽ собрали до сбора на сайте, остальное собираем здесь',
        en: '₽6.8 million; ₽4.1 million was raised before this appeal, the rest is raised here',
      },
    },
    story: {
      ru: [
        { heading: 'Как идёт работа' },
        'Первое лето ушло на обмеры и проект. Архитекторы фонда сняли каждый фасад и разрез, а пробы древесины показали: верхние венцы здоровы, гниль сидит в нижних пяти и в брёвнах под окнами, куда десятилетиями затекала вода.',
        'Во втором сезоне сруб разобрали. На каждое из 412 брёвен прибили алюминиевую бирку с номером и внесли его в чертёж, чтобы при сборке бревно легло на своё место. Заменить пришлось 61 бревно.',
        {
          list: [
            'новые венцы — лиственница зимней рубки, пазы и чаши вытесаны топором;',
            'фундамент — те же валуны, что и в XVIII веке, переложенные на щебёночную подушку;',
            'старые брёвна антисептированы и просушены под навесом.',
          ],
        },
        'Сборку закончили в октябре 2025 года. Следующим летом — тёсовая кровля, осиновый лемех на шатре и главке и крыльцо.',
      ],
      en: [
        { heading: 'How the work is going' },
        "The first summer went on measurements and the project. The foundation's architects drew every facade and section, and wood samples showed that the upper courses are sound: the rot is in the bottom five and in the logs under the windows, where water had seeped in for decades.",
        'In the second season the frame was taken apart. Each of its 412 logs got an aluminium tag with a number and went into the drawing, so that on reassembly it returns to its own place. 61 logs had to be replaced.',
        {
          list: [
            'the new courses are winter-felled larch, with grooves and corner notches cut by axe;',
            'the foundation uses the same boulders as in the 18th century, relaid on a crushed-stone bed;',
            'the old logs have been treated with antiseptic and dried under a shelter.',
          ],
        },
        'Reassembly was finished in October 2025. Next summer: a plank roof, aspen shingles on the tent and the dome, and the porch.',
      ],
    },
  },

  manor: {
    slug: 'ryazantsev-manor-podgorye',
    adminTitle: 'Ryazantsev manor, Podgorye',
    image: 'projectManor',
    category: 'estates',
    prices: { rub: '1500.00', eur: '15.00' },
    goals: { rub: '1200000.00', eur: '12000.00' },
    features: {
      stage: { ru: 'Проект реставрации дома', en: 'The restoration project of the house' },
      share: { ru: 'час работы архитектора над проектом', en: 'an hour of an architect’s work on the project' },
    },
    storyImage: 'woodPlanks',
    title: { ru: 'Усадьба Рязанцевых в Подгорье', en: 'The Ryazantsev Manor in Podgorye' },
    shortDescription: {
      ru: 'Деревянный дом 1868 года с портиком и бельведером, два флигеля и липовая аллея: кровлю и перекрытия спасли, готовим проект реставрации.',
      en: 'An 1868 wooden house with a portico and a belvedere, two wings and a lime alley: the roof and floors are saved, the restoration project is under way.',
    },
    description: {
      ru: 'Дом построил в 1868 году лесопромышленник Андрей Рязанцев: два этажа, портик с четырьмя колоннами, бельведер над кровлей, два флигеля, четырнадцать комнат и изразцовые печи. После революции здесь была школа, с 1990-х дом пустовал.\n\nВ 2024 году мы закрыли дом временной кровлей, укрепили перекрытия и разобрали поздние пристройки, которые гнили сами и губили стены. Сейчас по архивным чертежам и обмерам готовим проект реставрации, а в парке вместе с волонтёрами расчищаем липовую аллею.',
      en: 'The house was built in 1868 by the timber merchant Andrei Ryazantsev: two storeys, a portico with four columns, a belvedere on the roof, two wings, fourteen rooms and tiled stoves. After the revolution it housed a school; since the 1990s it has stood empty.\n\nIn 2024 we covered the house with a temporary roof, strengthened the floors and removed later annexes that were rotting and ruining the walls. Now we are preparing the restoration project from archive drawings and our own measurements, while volunteers clear the lime alley in the park.',
    },
    quote: {
      text: {
        ru: 'В страховой описи 1912 года сказано: четырнадцать комнат и две печи «изразцовыя с синею росписью». Одну из них мы нашли под слоем штукатурки почти целой.',
        en: 'The 1912 insurance inventory lists fourteen rooms and two stoves "of tiles with blue painting". We found one of them almost intact under a layer of plaster.',
      },
      author: { ru: 'Ирина Ведерникова', en: 'Irina Vedernikova' },
      role: { ru: 'историк-архивист фонда', en: "the foundation's archival historian" },
    },
    facts: {
      built: { ru: '1868', en: '1868' },
      status: { ru: 'Противоаварийные работы завершены, идёт проектирование', en: 'Emergency works done, project in progress' },
      works: {
        ru: 'Временная кровля, укрепление перекрытий, обмеры, архивные исследования',
        en: 'Temporary roof, floors strengthened, measured drawings, archive research',
      },
      budget: { ru: 'Первый этап — 3,2 млн ₽, собрано полностью', en: 'First stage: ₽3.2 million, fully raised' },
    },
    story: {
      ru: [
        { heading: 'Что уже сделано' },
        'Когда мы впервые приехали в Подгорье, через крышу было видно небо, а балки второго этажа прогнулись под тяжестью намокшей засыпки. Первым делом дом накрыли временной кровлей из профлиста по деревянным стропилам — некрасиво, зато надёжно.',
        'Перекрытия подпёрли временными стойками, мокрую засыпку вынесли вручную — больше сорока тонн. Поздние дощатые пристройки разобрали: они держали влагу у стен.',
        { heading: 'Что дальше' },
        'Проект реставрации вернёт дому портик, разобранный в 1950-х, бельведер и охристую окраску, которую мы нашли в нижних слоях краски. Проект согласуем с региональным органом охраны наследия.',
      ],
      en: [
        { heading: 'What has been done' },
        'When we first came to Podgorye you could see the sky through the roof, and the first-floor beams sagged under soaked fill. The first step was a temporary roof of metal sheeting on timber rafters: not pretty, but reliable.',
        'The floors were propped on temporary posts and the wet fill carried out by hand, more than forty tonnes of it. The later plank annexes were taken down: they kept moisture against the walls.',
        { heading: 'What comes next' },
        'The restoration project will give the house back its portico, taken down in the 1950s, its belvedere and the ochre colour we found in the lowest layers of paint. The project will be approved by the regional heritage protection authority.',
      ],
    },
  },

  bellTower: {
    slug: 'tent-roofed-bell-tower-verkhneye-churovo',
    adminTitle: 'Bell tower, Verkhneye Churovo',
    image: 'projectBellTower',
    category: 'churches',
    prices: { rub: '300.00', eur: '3.00' },
    goals: { rub: '250000.00', eur: '2500.00' },
    features: {
      stage: { ru: 'Уход после реставрации', en: 'Upkeep after the restoration' },
      share: { ru: 'пропитка квадратного метра лемеха', en: 'treating a square metre of shingles' },
    },
    storyImage: 'woodGrain',
    title: { ru: 'Шатровая колокольня в Верхнем Чурове', en: 'The Tent-Roofed Bell Tower in Verkhneye Churovo' },
    shortDescription: {
      ru: 'Колокольня 1786 года клонилась к реке на 38 сантиметров. Выпрямили, перекрыли шатёр лемехом — работы завершены.',
      en: 'The 1786 bell tower leaned 38 centimetres towards the lake. It is straight again and its tent roof newly shingled: the work is complete.',
    },
    description: {
      ru: 'Колокольня — восьмерик на четверике под высоким шатром — осталась от погоста, церкви которого сгорели в 1930-х. Её видно с озера за несколько километров, и для жителей Верхнего Чурова она главный ориентир и символ деревни.\n\nЗа два сезона мы выправили крен, заменили сгнившие столбы звона и нижние венцы четверика, перекрыли шатёр осиновым лемехом. В августе 2025 года на колокольню подняли колокол, отлитый на пожертвования жителей.',
      en: 'The bell tower, an octagon on a square base under a tall tent roof, is all that remains of a parish ensemble whose churches burnt down in the 1930s. It can be seen from across the lake kilometres away, and for the people of Verkhneye Churovo it is the landmark and the symbol of the village.\n\nOver two seasons we corrected the lean, replaced the rotten belfry posts and the bottom courses of the square base, and covered the tent roof with aspen shingles. In August 2025 a bell cast with the villagers’ donations was raised into the tower.',
    },
    quote: {
      text: {
        ru: 'Шатёр клонился к реке, как человек, которому тяжело. Мы поднимали его домкратами по миллиметру три недели. Когда отвес наконец встал по центру, вся бригада молчала.',
        en: 'The tent leaned towards the lake like someone carrying too much. We lifted it with jacks a millimetre at a time for three weeks. When the plumb line finally hung true, the whole crew fell silent.',
      },
      author: { ru: 'Степан Ершов', en: 'Stepan Yershov' },
      role: { ru: 'плотник-реставратор, бригадир', en: 'restoration carpenter, crew foreman' },
    },
    facts: {
      built: { ru: '1786', en: '1786' },
      status: { ru: 'Реставрация завершена в 2025 году', en: 'Restoration completed in 2025' },
      works: {
        ru: 'Выправление крена, замена столбов звона и нижних венцов, лемех на шатре',
        en: 'Lean corrected, belfry posts and bottom courses replaced, aspen shingles on the tent roof',
      },
      budget: { ru: '5,4 млн ₽, собрано полностью', en: '₽5.4 million, fully raised' },
    },
    story: {
      ru: [
        { heading: 'Три недели по миллиметру' },
        'Крен появился из-за того, что сгнили нижние венцы со стороны озера: там дольше всего лежит снег. Колокольню обвязали стальными тяжами, под четверик завели балки и поднимали домкратами попеременно с четырёх углов, каждый день сверяясь с отвесом.',
        'Гнилые венцы заменили сосной из местного леса, столбы звона — лиственницей. Шатёр покрыли лемехом, который кололи и тесали прямо на площадке; часть чешуи сделали волонтёры летнего лагеря под присмотром мастера.',
        'Колокольня снова звонит: по праздникам и в день памяти погоста, который жители отмечают в первое воскресенье августа.',
      ],
      en: [
        { heading: 'Three weeks, a millimetre at a time' },
        'The lean came from the bottom courses rotting on the lake side, where the snow lies longest. We bound the tower with steel ties, ran beams under the square base and raised it with jacks, corner by corner, checking the plumb line every day.',
        'The rotten courses were replaced with pine from the local forest and the belfry posts with larch. The tent roof got shingles split and hewn right on site; some of them were made by summer-camp volunteers under a master’s eye.',
        'The tower rings again: on feast days and on the day the village remembers its old parish, the first Sunday of August.',
      ],
    },
  },

  mill: {
    slug: 'post-windmill-myakishevo',
    adminTitle: 'Post windmill, Myakishevo',
    image: 'projectMill',
    category: 'estates',
    prices: { rub: '800.00', eur: '8.00' },
    goals: { rub: '350000.00', eur: '3500.00' },
    features: {
      stage: { ru: 'Новый нижний жернов', en: 'A new bed stone' },
      share: { ru: 'сотая часть жернова', en: 'a hundredth of the millstone' },
    },
    storyImage: 'autumnHills',
    title: { ru: 'Мельница-столбовка в Мякишеве', en: 'The Post Windmill in Myakishevo' },
    shortDescription: {
      ru: 'Одна из последних столбовых мельниц округи: новый опорный столб, восстановленные крылья — с осени 2025 года она снова поворачивается к ветру.',
      en: 'One of the last post mills in the district: a new main post and rebuilt sails. Since autumn 2025 it turns to the wind again.',
    },
    description: {
      ru: 'Столбовку поставили в 1909 году на холме за деревней. Весь её корпус с крыльями и жерновами поворачивается к ветру вокруг одного вкопанного столба — такие мельницы когда-то стояли в каждой северной деревне, а сейчас их единицы.\n\nМельница молола муку до 1961 года. К 2023 году опорный столб сгнил у основания, и корпус лёг на подпорки. Мы поставили новый столб из цельной лиственницы, восстановили подкосы, обшивку и крылья по семейной фотографии 1958 года.',
      en: 'The post mill was put up in 1909 on the hill beyond the village. Its whole body, with the sails and millstones, turns to face the wind around a single post dug into the ground. Such mills once stood in every northern village; only a handful remain.\n\nThe mill ground flour until 1961. By 2023 the main post had rotted at the base and the body rested on props. We set a new post cut from a single larch, restored the braces, the cladding and the sails from a 1958 family photograph.',
    },
    quote: {
      text: {
        ru: 'Дед молол здесь муку до шестьдесят первого года. Я думал, что увижу мельницу только на фотографиях, а осенью она снова повернулась к ветру.',
        en: 'My grandfather ground flour here until 1961. I thought I would only ever see the mill in photographs, and this autumn it turned to the wind again.',
      },
      author: { ru: 'Николай Уткин', en: 'Nikolai Utkin' },
      role: { ru: 'внук последнего мельника', en: 'grandson of the last miller' },
    },
    facts: {
      built: { ru: '1909', en: '1909' },
      status: { ru: 'Восстановлена в 2025 году', en: 'Restored in 2025' },
      works: {
        ru: 'Новый опорный столб из лиственницы, подкосы, обшивка, крылья',
        en: 'New larch main post, braces, cladding, sails',
      },
      budget: { ru: '2,1 млн ₽, собрано полностью', en: '₽2.1 million, fully raised' },
    },
    story: {
      ru: [
        { heading: 'Столб длиной семь с половиной метров' },
        'Главное в столбовке — её ось, опорный столб. Лиственницу нужной толщины искали всю зиму и нашли в соседнем районе; везли на лесовозе, а на холм затаскивали лебёдкой.',
        'Корпус подняли домкратами, старый столб вынули, новый установили в сруб-«ряж», заполненный камнями, как это делали в начале XX века. Обшивку заменили только там, где доски сгнили насквозь.',
        'Крылья восстановили по фотографии из альбома семьи Уткиных. Молоть муку пока не будем: нижний жернов треснул, и мы ищем камень на замену.',
      ],
      en: [
        { heading: 'A post seven and a half metres long' },
        'The heart of a post mill is its axis, the main post. We searched all winter for a larch thick enough and found one in the neighbouring district; it came on a timber truck and was winched up the hill.',
        'The body was raised with jacks, the old post taken out and the new one set in a crib filled with stones, as was done in the early 20th century. Cladding was replaced only where boards had rotted through.',
        'The sails were rebuilt from a photograph in the Utkin family album. The mill will not grind flour just yet: the bed stone is cracked, and we are looking for a replacement.',
      ],
    },
  },

  merchantHouse: {
    slug: 'zykov-merchant-house-zaozerye',
    adminTitle: 'Zykov merchant house, Zaozerye',
    image: 'projectMerchantHouse',
    category: 'estates',
    prices: { rub: '1200.00', eur: '12.00' },
    goals: { rub: '2900000.00', eur: '29000.00' },
    features: {
      stage: { ru: 'Консервация росписей', en: 'Conservation of the paintings' },
      share: { ru: 'квадратный дециметр укреплённой росписи', en: 'a square decimetre of secured painting' },
    },
    storyImage: 'rowingBoats',
    title: { ru: 'Дом купца Зыкова в Заозерье', en: 'The Zykov Merchant House in Zaozerye' },
    shortDescription: {
      ru: 'Двухэтажный дом 1896 года с резными наличниками и расписными потолками: консервируем росписи, пока их не смыла протечка.',
      en: 'An 1896 two-storey house with carved window frames and painted ceilings: we are conserving the paintings before leaks wash them away.',
    },
    description: {
      ru: 'Купец Фёдор Зыков торговал льном и рыбой и построил в Заозерье дом, каких в деревне не было: каменный низ с лавкой, деревянный верх с мезонином, резные наличники и потолки, расписанные клеевыми красками. Роспись — букеты роз, гирлянды и райские птицы — сделала заезжая артель за одну зиму.\n\nПосле протечек краска на потолках вздулась и начала осыпаться. Мы перекрыли крышу, укрепляем красочный слой и очищаем роспись от побелки. Следующий этап — ремонт наличников и мезонина.',
      en: 'The merchant Fyodor Zykov traded in flax and fish and built a house in Zaozerye unlike any other in the village: a stone ground floor with a shop, a timber upper floor with a mezzanine, carved window frames and ceilings painted in distemper. The paintings, bouquets of roses, garlands and birds of paradise, were made by a travelling crew in a single winter.\n\nAfter years of leaks the paint on the ceilings blistered and began to flake. We have re-roofed the house and are consolidating the paint layer and cleaning the paintings of whitewash. Next: repairs to the window frames and the mezzanine.',
    },
    quote: {
      text: {
        ru: 'Под побелкой оказались розы и райские птицы. Клеевая роспись капризна: укрепляем её шприцем, по капле, квадрат за квадратом — за день проходим ладонь потолка.',
        en: 'Under the whitewash we found roses and birds of paradise. Distemper painting is fickle: we consolidate it with a syringe, drop by drop, square by square, and a day’s work covers a palm’s width of ceiling.',
      },
      author: { ru: 'Елена Кудрина', en: 'Yelena Kudrina' },
      role: { ru: 'художник-реставратор', en: 'paintings conservator' },
    },
    facts: {
      built: { ru: '1896', en: '1896' },
      status: { ru: 'Консервация росписей, первый этап', en: 'Conservation of the paintings, first stage' },
      works: {
        ru: 'Новая кровля, консервация росписей, расчистка от побелки',
        en: 'New roof, conservation of the paintings, removal of whitewash',
      },
      budget: { ru: '4,6 млн ₽, собрано 1,7 млн ₽', en: '₽4.6 million, ₽1.7 million raised' },
    },
    story: {
      ru: [
        { heading: 'Спасти красочный слой' },
        'Клеевая краска держится на потолке, пока сух клей. Каждая протечка размывала его, и краска отслаивалась чешуйками. Первым делом мы перекрыли крышу и полгода давали дому просохнуть с открытыми окнами.',
        'Сейчас реставраторы вводят под отстающие чешуйки укрепляющий состав и прижимают их через кальку тёплым шпателем. Побелку снимают скальпелем после пробных расчисток.',
        'Когда роспись будет укреплена, дом откроется для экскурсий: жители Заозерья хотят устроить в каменном этаже, где была лавка, музей льняного промысла.',
      ],
      en: [
        { heading: 'Saving the paint layer' },
        'Distemper stays on a ceiling as long as its glue stays dry. Every leak dissolved it, and the paint came away in flakes. The first job was a new roof, and then half a year of letting the house dry out with the windows open.',
        'Now the conservators inject a consolidant under the lifting flakes and press them down through tracing paper with a warm spatula. The whitewash is removed with a scalpel after test cleanings.',
        'Once the paintings are secure, the house will open for visitors: the people of Zaozerye want to set up a museum of the flax trade on the stone ground floor, where the shop used to be.',
      ],
    },
  },

  chapel: {
    slug: 'chapel-of-florus-and-laurus-yershovka',
    adminTitle: 'Chapel of Florus and Laurus, Yershovka',
    image: 'projectChapel',
    category: 'churches',
    prices: { rub: '900.00', eur: '9.00' },
    goals: { rub: '1300000.00', eur: '13000.00' },
    features: {
      stage: { ru: 'Фундамент и два нижних венца', en: 'The foundation and the two bottom courses' },
      share: { ru: 'десять сантиметров нового нижнего венца', en: 'ten centimetres of a new bottom course' },
    },
    storyImage: 'forestPath',
    title: { ru: 'Часовня Флора и Лавра в Ершовке', en: 'The Chapel of Florus and Laurus in Yershovka' },
    shortDescription: {
      ru: 'Маленькая часовня конца XVIII века на краю деревни: собираем средства на фундамент, два нижних венца и новую главку. Старт — лето 2026.',
      en: 'A small late-18th-century chapel at the edge of the village: we are raising funds for a foundation, two bottom courses and a new dome. Work starts in summer 2026.',
    },
    description: {
      ru: 'Часовню во имя Флора и Лавра, покровителей лошадей, поставили в конце XVIII века на островке у берега, рядом с поклонным крестом; к ним ведут деревянные мостки. В день памяти святых, 31 августа, всей деревней приводили к берегу коней и купали их в озере.\n\nСруб стоит прямо на земле, два нижних венца сгнили, главка упала в 2019 году. Проект готов: подведём фундамент из валунов, заменим венцы, восстановим главку с осиновым лемехом и звонницу над входом.',
      en: 'The chapel of Saints Florus and Laurus, protectors of horses, was built in the late 18th century on an islet near the shore, beside a roofed worship cross; a wooden footbridge leads to them. On the saints’ feast day, 31 August, the whole village brought its horses to the shore and bathed them in the lake.\n\nThe log frame rests directly on the ground, the two bottom courses have rotted and the dome fell in 2019. The project is ready: we will set a boulder foundation, replace the courses, and rebuild the dome with aspen shingles and the small belfry over the entrance.',
    },
    quote: {
      text: {
        ru: 'Лошадей в Ершовке давно нет, а праздник остался. В прошлом году на Флора и Лавра пришли сорок человек — и каждый принёс что-то для часовни, кто гвозди, кто краску.',
        en: 'There have been no horses in Yershovka for a long time, but the feast remains. Last year forty people came on the day of Florus and Laurus, and each brought something for the chapel: nails, paint.',
      },
      author: { ru: 'Татьяна Ершова', en: 'Tatyana Yershova' },
      role: { ru: 'жительница Ершовки', en: 'Yershovka resident' },
    },
    facts: {
      built: { ru: 'Конец XVIII века', en: 'Late 18th century' },
      status: { ru: 'Сбор средств, начало работ — лето 2026', en: 'Fundraising, work starts in summer 2026' },
      works: {
        ru: 'Фундамент, замена двух нижних венцов, главка с лемехом, звонница',
        en: 'Foundation, two bottom courses, shingled dome, small belfry',
      },
      budget: { ru: '1,9 млн ₽, собрано 0,6 млн ₽', en: '₽1.9 million, ₽0.6 million raised' },
    },
    story: {
      ru: [
        { heading: 'Что нужно часовне' },
        'Ершовская часовня — пример постройки, которую ещё можно спасти малой ценой. Сруб в целом здоров, но стоит на земле, и нижние венцы впитывают воду, как губка. Ещё пять-шесть зим — и гниль пойдёт выше.',
        {
          list: [
            'поднять сруб и подвести фундамент из валунов — 620 000 ₽;',
            'заменить два нижних венца — 480 000 ₽;',
            'восстановить главку с осиновым лемехом и звонницу — 800 000 ₽.',
          ],
        },
        'Работы проведёт бригада Степана Ершова — его прадед, по семейному преданию, и ставил эту часовню.',
      ],
      en: [
        { heading: 'What the chapel needs' },
        'The Yershovka chapel is a building that can still be saved at a small cost. The log frame is largely sound, but it rests on the ground and the bottom courses soak up water like a sponge. Five or six more winters and the rot will climb higher.',
        {
          list: [
            'lift the frame and set a boulder foundation: ₽620,000;',
            'replace the two bottom courses: ₽480,000;',
            'rebuild the shingled dome and the small belfry: ₽800,000.',
          ],
        },
        'The work will be done by Stepan Yershov’s crew; family lore has it that his great-grandfather built this chapel.',
      ],
    },
  },
} as const satisfies Record<string, ProjectSpec>;

export type ProjectKey = keyof typeof PROJECTS;
