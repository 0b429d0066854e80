-- yudao keeps an external link's URL in the menu's path (its clients open such a path in a new tab); the demo seed
-- once put the 上交所信息披露 URL in component. Move it where the convention wants it, for that seeded row only (a menu
-- whose component is a URL is still shown in an embedded frame by our console).
UPDATE "system_menu"
SET "path" = "component", "component" = NULL
WHERE "path" = 'sse-disclosure' AND "component" = 'https://www.sse.com.cn/disclosure/listedinfo/announcement/';
