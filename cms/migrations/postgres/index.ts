import * as migration_20261122_232227_initial from './20261122_232227_initial';
import * as migration_20261123_011938_forms_subscribers_staff from './20261123_011938_forms_subscribers_staff';
import * as migration_20261123_014335_search_terms from './20261123_014335_search_terms';
import * as migration_20261123_015000_site_search_index from './20261123_015000_site_search_index';
import * as migration_20261123_132614_pages from './20261123_132614_pages';
import * as migration_20261123_133458_front_page_sections from './20261123_133458_front_page_sections';
import * as migration_20261123_154542_staff_portraits from './20261123_154542_staff_portraits';
import * as migration_20261123_154614_search_visitors_and_route_lists from './20261123_154614_search_visitors_and_route_lists';
import * as migration_20261123_155232_users_without_account_lock from './20261123_155232_users_without_account_lock';
import * as migration_20261125_235014_review_and_scheduling from './20261125_235014_review_and_scheduling';
import * as migration_20261126_004052_seo_redirects from './20261126_004052_seo_redirects';
import * as migration_20261126_004342_trash_media from './20261126_004342_trash_media';
import * as migration_20261126_010625_form_builder from './20261126_010625_form_builder';
import * as migration_20261126_032708_research_layer from './20261126_032708_research_layer';
import * as migration_20261126_032711_settings_logo from './20261126_032711_settings_logo';
import * as migration_20261126_032843_event_time_zone from './20261126_032843_event_time_zone';
import * as migration_20261126_033000_search_speed from './20261126_033000_search_speed';
import * as migration_20261126_043000_rate_limits from './20261126_043000_rate_limits';
import * as migration_20261126_050000_search_titles_and_words from './20261126_050000_search_titles_and_words';
import * as migration_20261126_063639_file_storage from './20261126_063639_file_storage';
import * as migration_20261128_023417_search_synonyms_and_spellings from './20261128_023417_search_synonyms_and_spellings';
import * as migration_20261128_035724_newsroom_trust from './20261128_035724_newsroom_trust';
import * as migration_20261201_190000_search_divisions from './20261201_190000_search_divisions';
import * as migration_20261201_191028_two_factor_video_alt from './20261201_191028_two_factor_video_alt';
import * as migration_20261201_191703_newsletter from './20261201_191703_newsletter';
import * as migration_20261201_191816_scholarly_publications from './20261201_191816_scholarly_publications';
import * as migration_20261201_220836_newsletter_schedule from './20261201_220836_newsletter_schedule';
import * as migration_20261201_221430_orcid_sync from './20261201_221430_orcid_sync';
import * as migration_20261201_224600_newsletter_themes_divisions from './20261201_224600_newsletter_themes_divisions';
import * as migration_20261202_190000_search_narrow_rows from './20261202_190000_search_narrow_rows';

export const migrations = [
  {
    up: migration_20261122_232227_initial.up,
    down: migration_20261122_232227_initial.down,
    name: '20261122_232227_initial',
  },
  {
    up: migration_20261123_011938_forms_subscribers_staff.up,
    down: migration_20261123_011938_forms_subscribers_staff.down,
    name: '20261123_011938_forms_subscribers_staff',
  },
  {
    up: migration_20261123_014335_search_terms.up,
    down: migration_20261123_014335_search_terms.down,
    name: '20261123_014335_search_terms',
  },
  {
    up: migration_20261123_015000_site_search_index.up,
    down: migration_20261123_015000_site_search_index.down,
    name: '20261123_015000_site_search_index',
  },
  {
    up: migration_20261123_132614_pages.up,
    down: migration_20261123_132614_pages.down,
    name: '20261123_132614_pages',
  },
  {
    up: migration_20261123_133458_front_page_sections.up,
    down: migration_20261123_133458_front_page_sections.down,
    name: '20261123_133458_front_page_sections',
  },
  {
    up: migration_20261123_154542_staff_portraits.up,
    down: migration_20261123_154542_staff_portraits.down,
    name: '20261123_154542_staff_portraits',
  },
  {
    up: migration_20261123_154614_search_visitors_and_route_lists.up,
    down: migration_20261123_154614_search_visitors_and_route_lists.down,
    name: '20261123_154614_search_visitors_and_route_lists',
  },
  {
    up: migration_20261123_155232_users_without_account_lock.up,
    down: migration_20261123_155232_users_without_account_lock.down,
    name: '20261123_155232_users_without_account_lock',
  },
  {
    up: migration_20261125_235014_review_and_scheduling.up,
    down: migration_20261125_235014_review_and_scheduling.down,
    name: '20261125_235014_review_and_scheduling',
  },
  {
    up: migration_20261126_004052_seo_redirects.up,
    down: migration_20261126_004052_seo_redirects.down,
    name: '20261126_004052_seo_redirects',
  },
  {
    up: migration_20261126_004342_trash_media.up,
    down: migration_20261126_004342_trash_media.down,
    name: '20261126_004342_trash_media',
  },
  {
    up: migration_20261126_010625_form_builder.up,
    down: migration_20261126_010625_form_builder.down,
    name: '20261126_010625_form_builder',
  },
  {
    up: migration_20261126_032708_research_layer.up,
    down: migration_20261126_032708_research_layer.down,
    name: '20261126_032708_research_layer',
  },
  {
    up: migration_20261126_032711_settings_logo.up,
    down: migration_20261126_032711_settings_logo.down,
    name: '20261126_032711_settings_logo',
  },
  {
    up: migration_20261126_032843_event_time_zone.up,
    down: migration_20261126_032843_event_time_zone.down,
    name: '20261126_032843_event_time_zone',
  },
  {
    up: migration_20261126_033000_search_speed.up,
    down: migration_20261126_033000_search_speed.down,
    name: '20261126_033000_search_speed',
  },
  {
    up: migration_20261126_043000_rate_limits.up,
    down: migration_20261126_043000_rate_limits.down,
    name: '20261126_043000_rate_limits',
  },
  {
    up: migration_20261126_050000_search_titles_and_words.up,
    down: migration_20261126_050000_search_titles_and_words.down,
    name: '20261126_050000_search_titles_and_words',
  },
  {
    up: migration_20261126_063639_file_storage.up,
    down: migration_20261126_063639_file_storage.down,
    name: '20261126_063639_file_storage',
  },
  {
    up: migration_20261128_023417_search_synonyms_and_spellings.up,
    down: migration_20261128_023417_search_synonyms_and_spellings.down,
    name: '20261128_023417_search_synonyms_and_spellings',
  },
  {
    up: migration_20261128_035724_newsroom_trust.up,
    down: migration_20261128_035724_newsroom_trust.down,
    name: '20261128_035724_newsroom_trust',
  },
  {
    up: migration_20261201_190000_search_divisions.up,
    down: migration_20261201_190000_search_divisions.down,
    name: '20261201_190000_search_divisions',
  },
  {
    up: migration_20261201_191028_two_factor_video_alt.up,
    down: migration_20261201_191028_two_factor_video_alt.down,
    name: '20261201_191028_two_factor_video_alt',
  },
  {
    up: migration_20261201_191703_newsletter.up,
    down: migration_20261201_191703_newsletter.down,
    name: '20261201_191703_newsletter',
  },
  {
    up: migration_20261201_191816_scholarly_publications.up,
    down: migration_20261201_191816_scholarly_publications.down,
    name: '20261201_191816_scholarly_publications',
  },
  {
    up: migration_20261201_220836_newsletter_schedule.up,
    down: migration_20261201_220836_newsletter_schedule.down,
    name: '20261201_220836_newsletter_schedule',
  },
  {
    up: migration_20261201_221430_orcid_sync.up,
    down: migration_20261201_221430_orcid_sync.down,
    name: '20261201_221430_orcid_sync',
  },
  {
    up: migration_20261201_224600_newsletter_themes_divisions.up,
    down: migration_20261201_224600_newsletter_themes_divisions.down,
    name: '20261201_224600_newsletter_themes_divisions',
  },
  {
    up: migration_20261202_190000_search_narrow_rows.up,
    down: migration_20261202_190000_search_narrow_rows.down,
    name: '20261202_190000_search_narrow_rows',
  },
];
