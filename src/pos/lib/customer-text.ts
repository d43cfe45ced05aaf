// How the POS names the customer of a cart or an order: light enough for every screen's first render (the stores and
// dialogs that use these load later, or apart).

/** Adding a vehicle needs the customer of the cart or the order (spec 2): said when there is none. */
export const NO_CUSTOMER = 'A customer must be selected!';

/** "First Last", trimmed (either may be empty). */
export const fullName = (c: { firstname: string; lastname: string }) => `${c.firstname} ${c.lastname}`.trim();
