/** The imprint's section on the worker-leasing permit, which the home and services pages link to. */
export const permitSectionId = 'aueg-erlaubnis'
