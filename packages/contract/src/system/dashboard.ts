export interface DashboardSummary {
  /** back-office users and registered members */
  adminUserCount: number;
  memberCount: number;
  /** successful sign-ins since 00:00 Beijing time */
  todayLoginCount: number;
  /** the caller's unread in-site messages */
  unreadMessageCount: number;
  content: { stocks: number; concepts: number; news: number; information: number; announcements: number; essays: number };
  /** the last 14 days in Beijing time, oldest first */
  loginTrend: { date: string; success: number; failure: number }[];
}
