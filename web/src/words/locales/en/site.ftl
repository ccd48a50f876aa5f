# locales/en/site.ftl — English: where the page lives: the link's version, working offline and
# updates, the dark/light theme. The same keys as tr/site.ftl, one key per line.

site-newerLink = “{ $name }={ $raw }”: this link comes from a newer version of the page; this version ({ $value }) read the settings it knows.
site-offlineReady = The page is now stored in this browser: it opens and computes without a connection.
site-updateReady = A new version of the page is available. It opens when you reload (your settings stay in the link).
site-reload = Reload
site-later = Later
site-dismiss = OK
site-theme = Colours
site-present = Presentation mode
site-theme_auto = System
site-theme_light = Light
site-theme_dark = Dark
site-notKept = The browser lets this page keep nothing (it is inside another site, or in a private window): your progress lasts only while the page is open.
site-laterRecord = This browser holds the progress of a newer version of the lab; this version cannot read it and leaves it as it is: your progress here lasts only while the page is open.
site-platformFailed = The course platform did not save your latest work (error { $code }). You can keep working: your work stays on this page while it is open.
site-platformClosed = The course platform has closed this session (error { $code }) and saves nothing more from this page: what you do now stays here only while the page is open. To go on with your work saved, close the activity and open it again.
site-theme_autoTitle = Follow the system setting (light or dark)
