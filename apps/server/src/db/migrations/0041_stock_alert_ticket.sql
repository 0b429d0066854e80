CREATE TABLE "stock_alert_ticket" (
	"ticket_hash" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"expire_time" timestamp with time zone NOT NULL
);
