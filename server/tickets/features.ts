/** The feature that opens the box office, its sales and its live stock. */
export const BOX_OFFICE_FEATURE = 'TICKETS_BOX_OFFICE'
