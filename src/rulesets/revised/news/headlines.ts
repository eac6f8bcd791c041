// The Arkham Advertiser's stock for the revised game: the same small-town daily of the 1920s, telling
// of what the revised rules bring (the terror level, monster surges, seals, the Ancient One waking and
// the final battle). All our own words. Placeholders in braces are filled from the story's facts:
// {name} an investigator, {place} a location, {world} an Other World, {ancient} the Ancient One,
// {count} / {Count} a number in words, {doom} doom tokens on its track, {gates} gates standing,
// {terror} the terror level, {round} a round of the final battle and {attack} its strength, {cause}
// why it ended.
import type { Wording } from '../../../service/news/headlines.js';
import type { RevisedStoryKind } from '../../../service/news/story.js';

export const REVISED_WORDING: { readonly [K in RevisedStoryKind]: Wording } = {
  'revised-victory': {
    headlines: ['Arkham Saved at the Eleventh Hour', 'The Sleeper Stays Asleep', 'Town Wakes to a Clean Sky', 'Victory, and a Long Sleep Earned'],
    leads: [
      'By first light the thing that waited beneath the town was waiting no longer, and the investigators who saw to it ({cause}) have gone home to bed.',
      'The churches were full this morning, and not for any funeral: {cause}, and Arkham may at last call its streets its own.',
      'Our reporter found the investigators in a diner on Main Street, too tired to boast. The town will do the boasting for them.',
    ],
  },
  'revised-defeat': {
    headlines: ['The End of Arkham', 'Final Edition', 'No One Left to Read This', 'Night Without Morning'],
    leads: [
      'This is the last sheet off our press. {ancient} has had its way with the town, and the ink runs as the lamps go out.',
      'Those who stood against {ancient} stood their ground to the last; there is nobody left to tell what they saw.',
      'Should anyone find this page in years to come, let them know that Arkham fought, and that it was not enough.',
    ],
  },
  'ancient-one-wakes': {
    headlines: ['{ancient} Stirs!', 'The Sleeper Wakes', 'Ground Shakes as {ancient} Rises', 'All Hope on a Handful'],
    leads: [
      'The tremors that rattled every window in town last night have a name now: {ancient} is awake, and the investigators go out to meet it.',
      'Scholars at the University had warned of it for weeks. Last night {ancient} woke, and the last battle for Arkham has begun.',
      'What the old books called a sleeper sleeps no more. The investigators still standing have gathered for one last stand.',
    ],
  },
  'final-battle': {
    headlines: ['Battle Rages Beneath the Town', 'Round {round}: The Investigators Hold', 'Last Stand Against {ancient}', 'Still Fighting'],
    leads: [
      'In round {round} of the struggle {ancient} struck with a strength of {attack}, and still the investigators did not give way.',
      'Doom tokens fall from the great track one by one; {doom} remain between {ancient} and banishment.',
      'Townsfolk who dare to listen hear the fighting under the streets. It is not over yet: {doom} doom tokens stand.',
    ],
  },
  devoured: {
    headlines: ['{name} Devoured', 'Lost to {ancient}: {name}', 'A Brave End for {name}'],
    leads: [
      '{name} fell before {ancient} and was seen no more; those who fought beside the investigator will not say how.',
      'Of {name} nothing was left to bury. A service will be held at the South Church on Sunday.',
      'The battle claimed {name} last night. The others fight on in the investigator\'s name.',
    ],
  },
  'lost-in-time': {
    headlines: ['{name} Vanishes Into Thin Air', '{name} Lost Between Worlds', 'Gone Without a Trace: {name}', 'Where Time Does Not Run'],
    leads: [
      '{name} was seen stepping into a light that was not there a moment later. Friends hope the investigator will find the way back.',
      'Searchers are agreed that {name} left Arkham by no road and no train. The University has been asked to explain, and cannot.',
      'A clock found where {name} was last seen runs backwards. Of the investigator there is no other sign.',
    ],
  },
  'elder-sign': {
    headlines: ['{place} Sealed for Good', 'An Old Sign Guards {place}', 'No More Gates at {place}', 'The Way From {world} Barred Forever'],
    leads: [
      '{name} has set a seal at {place} that, we are told, no gate will ever pass again. Doom stands at {doom}.',
      'Passers-by at {place} report a mark on the ground, warm to the touch, that no brush will scrub away. {name} asks that it be left alone.',
      'Where the rent to {world} stood, {place} now bears a sign older than the town itself, put there by {name}.',
    ],
  },
  'revised-gate-closed': {
    headlines: ['{name} Shuts the Gate at {place}', '{place} Quiet Again', 'Gate Closed, Monsters Flee', 'One Door Shut at {place}'],
    leads: [
      '{name} came back out of {world} and shut the gate behind at {place}; what had come through fled with it. {gates} gates still stand.',
      'The wind out of nowhere at {place} has stopped. {name} will not say what was seen on the other side.',
      'Thanks to {name} the way from {world} through {place} is shut, though the learned warn that a gate once closed may open again.',
    ],
  },
  'driven-insane': {
    headlines: ['{name} Committed to the Asylum', 'Mind of {name} Gives Way', '{name} Found Wandering, Raving'],
    leads: [
      '{name} was brought to the Asylum last night, talking of colours and of a city under the sea.',
      'Doctors at the Asylum say that {name} will be well again in time; the investigator\'s notes have been burned at the patient\'s own request.',
      'Friends of {name} were saddened but not surprised: the investigator had seen too much, too fast.',
    ],
  },
  'monster-surge': {
    headlines: ['Horde Pours Out at {place}', 'Surge of Horrors at {place}', '{Count} Things Through One Door', 'Streets Swarm Near {place}'],
    leads: [
      'The gate at {place} opened wider last night, and {count} creatures came through it at once. Citizens are urged to stay indoors.',
      'A milkman near {place} counted {count} shapes in the fog before he dropped his bottles and ran.',
      'The police have given up on {place} for the night: what came through the gate there came in numbers.',
    ],
  },
  'revised-gate-opened': {
    headlines: ['Gate to {world} Opens at {place}', 'Unnatural Light at {place}', 'New Breach at {place}', '{place} Evacuated'],
    leads: [
      'A gate to {world} hangs in the air at {place}, humming. There are {gates} such gates in Arkham, and doom stands at {doom}.',
      'The ground at {place} gave way to somewhere else last night; the learned call it {world}, and say nothing more.',
      'Constables have roped off {place}. Those who looked into the light there speak of {world} and will not sleep.',
    ],
  },
  'terror-rising': {
    headlines: ['Terror in Arkham Reaches {terror}', 'Shops Shuttered as Fear Spreads', 'Town Gripped by Fear', 'The Terror Grows'],
    leads: [
      'Fear has a measure in Arkham now, and it stands at {terror}. More shutters went up on Main Street this morning.',
      'Folk are leaving town by every road. The terror level, as the professors call it, has risen to {terror}.',
      'The general store closed its doors at noon; nobody would make the deliveries. Terror stands at {terror}.',
    ],
  },
  'knocked-unconscious': {
    headlines: ['{name} Carried to St. Mary\'s', '{name} Found Senseless', 'Attack Leaves {name} Insensible'],
    leads: [
      '{name} was found face down in the street and carried to St. Mary\'s Hospital, where the nurses expect the investigator to wake by morning.',
      'A passing cab brought {name} to the Hospital, bruised and bleeding but breathing.',
      'The doctors at St. Mary\'s have seen such wounds before this month, they say, and wish they had not.',
    ],
  },
  arrested: {
    headlines: ['{name} Held at the Police Station', 'Investigator Jailed', 'Night in the Cells for {name}'],
    leads: [
      'Police picked up {name} for questions about recent events and kept the investigator overnight, together with a sum of money.',
      '{name} spent the night in the cells. The sergeant calls it protective custody; {name} calls it something else.',
      'A magistrate will hear the case of {name} this week, if the town lasts that long.',
    ],
  },
  'revised-gathering': {
    headlines: ['Investigators Gather as {ancient} Dreams', 'Strangers in Town', 'Who Will Face {ancient}?'],
    leads: [
      '{name} and a few others have taken rooms in town, asking questions about {ancient} that the librarian would rather not answer.',
      'A gate has opened at {place}, and a handful led by {name} have sworn to keep {ancient} asleep.',
      'The first breach is at {place}. {name} has been seen at the Newspaper office, reading back issues into the night.',
    ],
  },
};
