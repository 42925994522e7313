/**
 * On the <html> of a repeat visit the shell's service worker answered from its kept copy
 * (painted at once, then checked with the server). Its value becomes KEPT_PAGE_OUTDATED when
 * the check found the server's page changed since: a page whose content changes at run time
 * (the stories remote's) then loads its content afresh instead of keeping what the copy shows.
 * The data counter reads it too: such a page came from the phone.
 */
export const KEPT_PAGE_ATTRIBUTE = 'data-kept-page';
export const KEPT_PAGE_OUTDATED = 'outdated';
