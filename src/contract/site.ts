/** The group's corporate site: the club's public pages, the search and the legacy portal live there. */
export const groupSiteOrigin = 'https://www.sino.com'
