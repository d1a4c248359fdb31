/** Career (/career/*), student internship (/career_students/*) and vacancies page heads (/vacancies/*). */
import 'server-only';
import { routes } from '../../../../lib/routes';
import type { MediaPlan } from '../images/media-plan';
import { figures, html, items, pictures, stages, type PageBlocks } from './shapes';

export function careerBlocks(media: MediaPlan): PageBlocks {
  const { hero, card } = pictures(media);
  return {
    getStartPageCareer: {
      title: 'Карьера в Selvedge',
      subtitle: 'Делаем ткани, из которых шьют половину гардероба страны',
      text: html(
        'Присоединяйтесь к команде фабрики: на производстве, в лаборатории, на складах и в офисах продаж.',
      ),
      image: hero('team'),
      link: { title: 'Смотреть вакансии', href: routes.vacancies() },
    },
    getGlobalCompany: {
      title: 'Большая компания с семейными ценностями',
      text: html(
        'В компании работают более 620 человек, многие — целыми семьями и династиями. Мы ценим опыт, поэтому половина мастеров выросла из вязальщиков и аппаратчиков.',
      ),
      numbers: figures([
        [620, 'сотрудников', 'в четырёх городах'],
        [8, 'лет', 'средний стаж в компании'],
        [45, '%', 'руководителей выросли внутри компании'],
      ]),
      image: card('team'),
    },
    getBannerFeedback: {
      title: 'Не нашли подходящую вакансию?',
      text: html('Отправьте резюме — мы свяжемся, когда откроется позиция по вашему профилю.'),
      image: card('team'),
      link: { title: 'Отправить резюме', href: `${routes.career()}#feedback` },
    },
    getWorkingConditions: {
      title: 'Условия работы',
      items: items([
        {
          title: 'Официальное оформление',
          text: html('Трудовой договор, белая зарплата два раза в месяц.'),
          image: card('certificate'),
        },
        {
          title: 'Питание',
          text: html('Бесплатные обеды в собственной столовой фабрики.'),
          image: card('team'),
        },
        {
          title: 'Транспорт',
          text: html('Корпоративный автобус из Иваново и Кохмы к каждой смене.'),
          image: card('city'),
        },
        {
          title: 'Безопасность',
          text: html('Спецодежда, современные вентиляция и освещение в цехах.'),
          image: card('factory'),
        },
      ]),
    },
    getWhatDoWeOffer: {
      title: 'Что мы предлагаем',
      items: items([
        { title: 'Обучение', text: html('Обучаем с нуля и оплачиваем время обучения.') },
        { title: 'Наставник', text: html('Опытный сотрудник рядом в первые месяцы работы.') },
        { title: 'Рост', text: html('Понятные ступени: от оператора до мастера цеха.') },
        {
          title: 'ДМС',
          text: html('Добровольное медицинское страхование после испытательного срока.'),
        },
        { title: 'Скидки', text: html('Скидка на полотна и изделия фабрики.') },
        { title: 'Спорт', text: html('Компенсация абонемента и корпоративные турниры.') },
      ]),
    },
  };
}

export function careerStudentBlocks(media: MediaPlan): PageBlocks {
  const { hero } = pictures(media);
  return {
    getStart: {
      title: 'Практика и стажировка для студентов',
      subtitle: 'Оплачиваемая практика на действующем производстве',
      text: html(
        'Принимаем студентов текстильных, химических и технических вузов и колледжей на летнюю и преддипломную практику.',
      ),
      image: hero('team'),
    },
    getPracticeForStudents: {
      title: 'Как проходит практика',
      text: html(
        'Практика длится от 4 до 8 недель. Каждый студент работает по индивидуальному плану вместе с наставником.',
      ),
      stages: stages([
        ['Заявка', 'Оставьте заявку на сайте или пришлите направление от учебного заведения.'],
        ['Собеседование', 'Знакомимся, обсуждаем интересы и выбираем цех или лабораторию.'],
        ['Практика', 'Работаете с наставником над реальными задачами производства.'],
        [
          'Защита проекта',
          'Представляете результат, получаете характеристику и предложение о работе.',
        ],
      ]),
    },
    getWeOffer: {
      title: 'Что мы предлагаем студентам',
      items: items([
        { title: 'Оплата практики', text: html('Стипендия от 35 000 ₽ в месяц.') },
        { title: 'Проживание', text: html('Компенсация общежития для иногородних студентов.') },
        { title: 'Материалы для диплома', text: html('Данные и испытания для выпускной работы.') },
        { title: 'Трудоустройство', text: html('Лучшим практикантам — место в штате.') },
      ]),
    },
    getSuccessStory: {
      title: 'Истории успеха',
      items: items([
        {
          title: 'Мария Лебедева',
          text: html(
            'Пришла на практику из ИВГПУ в 2019 году, сегодня — ведущий колорист красильного производства.',
          ),
          image: { mobile: media.avatar('student-1'), other: media.avatar('student-1') },
        },
        {
          title: 'Илья Новиков',
          text: html(
            'Начинал помощником мастера во время летней практики, через четыре года возглавил вязальный цех.',
          ),
          image: { mobile: media.avatar('student-2'), other: media.avatar('student-2') },
        },
        {
          title: 'Дарья Орлова',
          text: html(
            'Защитила диплом по исследованию усадки футера на данных нашей лаборатории и осталась работать инженером-испытателем.',
          ),
          image: { mobile: media.avatar('student-3'), other: media.avatar('student-3') },
        },
      ]),
    },
    getSuitUs: {
      title: 'Вы нам подходите, если',
      items: items([
        {
          title: 'Учитесь по профильной специальности',
          text: html('Текстильные технологии, химия, механика, дизайн.'),
        },
        {
          title: 'Хотите работать руками и головой',
          text: html('Практика проходит в цехах, а не в переговорной.'),
        },
        {
          title: 'Готовы учиться',
          text: html('Наставники поделятся опытом, если вы готовы задавать вопросы.'),
        },
      ]),
      link: { title: 'Оставить заявку', href: `${routes.internship()}#feedback` },
    },
  };
}

export function vacanciesPageBlocks(media: MediaPlan): PageBlocks {
  const { hero, card } = pictures(media);
  return {
    getStart: {
      title: 'Вакансии',
      subtitle: 'Производство, склады и офисы в четырёх городах',
      text: html(
        'Выберите направление и город — или отправьте резюме, и мы предложим подходящую позицию.',
      ),
      image: hero('team'),
    },
    getBanner: {
      title: 'Работа рядом с домом',
      text: html(
        'Корпоративный транспорт к каждой смене, бесплатные обеды и официальная зарплата.',
      ),
      image: card('team'),
      link: { title: 'Отправить резюме', href: `${routes.vacancies()}#feedback` },
    },
  };
}
