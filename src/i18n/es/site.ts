/** Site-wide texts that are not part of one page. */
export const site = {
  description: 'Monster Invasion: convención furry en Santiago de Chile, del 29 al 31 de agosto de 2025.',
}
