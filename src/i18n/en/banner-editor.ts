import type { StaffDictionary } from '../es-staff'

/** /adminbanner: the moderators' editor of the site-wide alert banner. */
export const bannerEditor: StaffDictionary['bannerEditor'] = {
  intro: 'Choose the notice every page shows. Open pages change it at once.',
  legend: 'Banner variant',
  options: {
    None: 'None: no banner',
    No: 'No: sales closed',
    Warn: 'Warn: attention',
    Ok: 'Ok: sales open',
    Soon: 'Soon: sales open soon',
    Wait: 'Wait: sold out, waiting queue open',
  },
  previewTitle: 'Preview',
  previewEs: 'Spanish',
  previewEn: 'English',
  noBanner: 'No banner: nothing is shown.',
  published: (status: string) => `Published now: ${status}.`,
  publish: 'Publish',
  publishedToast: (status: string) => `Banner published: ${status}.`,
  missing: 'No banner has been published yet: choose one and publish it.',
  loading: 'Loading the banner…',
  loadError: 'We could not load the banner.',
}
