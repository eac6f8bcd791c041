// The Arkham Advertiser's stock of headlines and opening sentences, in the voice of a small-town daily
// of the 1920s. All our own words. Placeholders in braces are filled from the story's facts:
// {name} an investigator, {place} a location, {world} an Other World, {species} a monster,
// {count} / {Count} a number in words, {doom} the Doom Factor, {gates} gates standing.
import type { ClassicStoryKind } from './story.js';

export interface Wording {
  headlines: readonly string[];
  leads: readonly string[];
}

export const WORDING: { readonly [K in ClassicStoryKind]: Wording } = {
  victory: {
    headlines: ['Arkham Delivered!', 'Last Gate Falls; Town Breathes Again', 'Bells Rung at North Church as Peril Ends', 'The Long Night Is Over'],
    leads: [
      'With the sealing of the final gate the strange lights over the marshes went out one by one, and by dawn the town was its old sleepy self.',
      'Church bells rang past midnight as word spread that no breach remained anywhere in Arkham; the mayor has promised a parade.',
      'Residents who had barred their doors for weeks ventured out this morning into streets that, for once, held nothing worse than fog.',
    ],
  },
  'defeat-doom': {
    headlines: ['The Stars Are Right', 'Doom Comes to Arkham', 'No Edition Tomorrow', 'Darkness Over the Miskatonic Valley'],
    leads: [
      'This may be the last page this newspaper prints. The old signs have all come true at once, and something vast now stirs beneath the town.',
      'Our presses run by lamplight as the sky turns a colour no one here can name. The Doom that the old books foretold has come.',
      'Telegraph lines are silent, the trains do not run, and those who look toward the hills do not speak of what they saw.',
    ],
  },
  'defeat-gates': {
    headlines: ['Town Overrun; Gates Beyond Counting', 'Arkham Abandoned', 'Too Many Doors, Too Few Hands', 'Evacuation Ordered as Breaches Multiply'],
    leads: [
      'With {gates} breaches standing open at once, the last defenders of the town could hold no longer, and the roads out are choked with carts.',
      'Authorities conceded tonight that the openings have outrun every effort to close them; what comes through them now walks where it pleases.',
      'The county has ordered Arkham emptied. Those who remain are advised to keep to lit rooms and to trust no stranger.',
    ],
  },
  'investigator-lost': {
    headlines: ['{name} Missing', 'No Trace of {name}', 'Search Called Off for {name}', 'Where Is {name}?'],
    leads: [
      '{name} has not been seen since last evening. Friends say the investigator spoke of a journey "to the other side" and did not return.',
      'A hat, a cane and a page of notes in an unknown hand were all the searchers found of {name}.',
      'Police have closed the file on {name}, listing the cause of disappearance, for want of a better word, as "elsewhere".',
    ],
  },
  'gate-sealed': {
    headlines: ['Breach at {place} Closed', 'Heroic Stand at {place}', '{name} Seals Gate at {place}', 'One Door Fewer: {place} Safe Again'],
    leads: [
      'The shimmering rent at {place} is no more. {name} is credited with closing it, though the investigator declined to say how.',
      'Witnesses at {place} describe a sound like a great door slamming, after which the air was still and the birds returned.',
      'Thanks to {name}, the way from {world} through {place} stands shut. Doom stands at {doom}.',
    ],
  },
  madness: {
    headlines: ['{name} Taken to Sanitarium', 'Nerves Give Way: {name} Under Care', 'Strange Ravings From {name}'],
    leads: [
      '{name} was led to the Arkham Sanitarium late yesterday, repeating a word the attendants could not spell.',
      'Doctors report that {name} is resting and asks only that the curtains be kept drawn.',
      'Friends of {name} blame overwork and bad dreams; the staff at the Sanitarium make no comment.',
    ],
  },
  injury: {
    headlines: ['{name} Hospitalised', 'Assault on {name}', '{name} Carried to Hospital'],
    leads: [
      '{name} was found battered and insensible and carried to the Hospital, where the surgeons expect a full recovery.',
      'The wounds on {name} match no animal known to the county, according to the attending physician.',
      '{name} is expected to leave the Hospital within days, if not in the best of tempers.',
    ],
  },
  'gate-opened': {
    headlines: ['Strange Lights at {place}', 'Something Has Opened at {place}', 'Residents Flee {place}', 'New Terror at {place}'],
    leads: [
      'A glow that casts no warmth was seen at {place} last night. The Doom Factor, as our readers have come to call it, stands at {doom}.',
      'Those near {place} report a cold wind blowing out of nothing at all. {gates} such openings now stand in and around Arkham.',
      'The constable has roped off {place} and advises the public to keep well clear until further notice.',
    ],
  },
  'monsters-slain': {
    headlines: ['{Count} Horrors Destroyed', 'Town Strikes Back', 'Grim Harvest in the Streets', 'Monsters Fall Before Investigators'],
    leads: [
      'In a single day {count} of the things that have plagued our streets were put down, the last of them a {species}.',
      'Residents cheered as investigators dispatched what came at them; one foe, a {species}, was said to be the size of a delivery truck.',
      'The tally of the slain for the day stands at {count}. Readers who find remains are asked not to touch them.',
    ],
  },
  arrival: {
    headlines: ['New Face in Town: {name}', '{name} Arrives by Evening Train', 'Stranger Takes Up the Cause'],
    leads: [
      '{name} stepped off the train with one bag and a great many questions about the recent disturbances.',
      'Our reporter met {name} at the station; the newcomer would say only that "someone has to look into it".',
      'Arkham gains a new investigator in {name}, who has taken rooms in town and asked for a street map.',
    ],
  },
  gathering: {
    headlines: ['Investigators Gather at the Station', 'Who Will Stand for Arkham?', 'Strangers Answer the Town\'s Call'],
    leads: [
      'As word of the first opening at {place} spreads, a small band led by {name} has met at the Train Station to plan.',
      'The first breach has appeared at {place}. {name} and companions have pledged to close it before it spreads.',
      'A handful of citizens, {name} among them, have resolved to meet the trouble at {place} head-on.',
    ],
  },
  quiet: {
    headlines: ['A Quiet Day in Arkham', 'Little to Report', 'Calm, For Now', 'Town Holds Its Breath'],
    leads: [
      'For once the police blotter is thin. Doom stands at {doom}, with {gates} openings still unclosed.',
      'Nothing out of the ordinary was reported yesterday, which in Arkham these days is news in itself.',
      'Shopkeepers kept their doors open and the trolleys ran on time. Few expect it to last.',
    ],
  },
};
