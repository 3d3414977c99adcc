/** Size of a game icon slot (px); the slot is reserved before the icon loads. */
export const GAME_ICON_SIZE = { width: 160, height: 120 } as const;

/** The icon slot's place in its card: the card's width, its top corners rounded. */
export const GAME_ICON_CLASS = 'w-full rounded-t-box';
