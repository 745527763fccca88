import { slugify } from '../../src/domain/routes/slug';
import type { Locale } from '../../src/i18n/locales';
import type { Article } from '../../src/schemas/article';
import { sampleAgents } from './agents';
import { articleImageFiles, poolOf, portraitFiles } from './media-pool';
import { legal, news, services, testimonials } from './texts/articles';

type Four = Record<Locale, string>;

/** The title's slug in each language (the site's own rule), unless `given` names one by hand. */
function slugs(title: Four, given: Partial<Four> = {}): Four {
  return {
    nl: given.nl ?? slugify(title.nl),
    fr: given.fr ?? slugify(title.fr),
    en: given.en ?? slugify(title.en),
    de: given.de ?? slugify(title.de, 'de'),
  };
}

function html(paragraphs: Four[]): Four {
  const wrap = (key: keyof Four) => paragraphs.map((p) => `<p>${p[key]}</p>`).join('');
  return { nl: wrap('nl'), fr: wrap('fr'), en: wrap('en'), de: wrap('de') };
}

/** The French service slugs, which other parts of the sample (menu) link to. */
export const serviceArticleIds = { 'mise-en-vente': 701 } as const;

/** Every article of the sample: news, team, testimonials, legal pages and service pages. */
export function sampleArticles(): Article[] {
  const interiors = poolOf('interior');
  const newsArticles = news.map(
    (item, index): Article => ({
      ID: 201 + index,
      CategoryID: 2,
      Slug: slugs(item.title, item.slug),
      Title: item.title,
      Summary: item.summary,
      Body: html(item.body),
      Image: `/media/${articleImageFiles[index % articleImageFiles.length]}`,
      Date: item.date,
      ShowOrder: index + 1,
      Published: true,
    }),
  );
  const team = sampleAgents.map((agent, index): Article => {
    const name = `${agent.FirstName} ${agent.LastName}`;
    const title: Four = { nl: name, fr: name, en: name, de: name };
    return {
      ID: 401 + index,
      CategoryID: 4,
      Slug: slugs(title),
      Title: title,
      Summary: agent.Function,
      Body: html([agent.Bio]),
      Image: `/media/${portraitFiles[index]}`,
      ShowOrder: index + 1,
      Published: true,
      Function: agent.Function,
      Phone: agent.Phone,
      Email: agent.Email,
    };
  });
  const reviews = testimonials.map((item, index): Article => {
    const title: Four = {
      nl: `Getuigenis van ${item.author}`,
      // French elides "de" before a vowel: "Témoignage d'Anke B.", "Témoignage de Koen V.".
      fr: `Témoignage ${/^[AEIOUÉÈ]/i.test(item.author) ? 'd’' : 'de '}${item.author}`,
      en: `Testimonial from ${item.author}`,
      de: `Erfahrungsbericht von ${item.author}`,
    };
    return {
      ID: 501 + index,
      CategoryID: 5,
      Slug: slugs(title),
      Title: title,
      Body: html([item.text]),
      Summary: item.text,
      Date: item.date,
      ShowOrder: index + 1,
      Published: true,
      Author: item.author,
      Rating: item.rating,
    };
  });
  const legalPages = legal.map(
    (item, index): Article => ({
      ID: 601 + index,
      CategoryID: 6,
      Slug: item.slug,
      Title: item.title,
      Body: html(item.body),
      Date: '2026-01-01',
      ShowOrder: index + 1,
      Published: true,
    }),
  );
  const serviceArticles = services.map(
    (item, index): Article => ({
      ID: 701 + index,
      CategoryID: 7,
      Slug: item.slug,
      Title: item.title,
      Summary: item.body[0] ?? item.title,
      Body: html(item.body),
      Image: `/media/${interiors[index % interiors.length]?.file ?? 'interior-01.jpg'}`,
      ShowOrder: index + 1,
      Published: true,
    }),
  );
  return [...newsArticles, ...team, ...reviews, ...legalPages, ...serviceArticles];
}
