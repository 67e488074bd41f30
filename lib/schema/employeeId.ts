/** Employee IDs look like NVH-01234: letters, a hyphen, digits. */
export const employeeIdPattern = /^[A-Z]{2,5}-\d{3,6}$/

export const normaliseEmployeeId = (value: string | undefined) => (value ?? '').trim().toUpperCase()
